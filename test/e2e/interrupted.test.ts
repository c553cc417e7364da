import { spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestNamespace, testKubeconfig } from "./support/cluster.js";
import {
  actions,
  exists,
  inventoryIds,
  ownedObjectIds,
  prepareRepo,
  removeFile,
  row,
  runSync,
} from "./support/sync.js";

let cli: string;

beforeAll(async () => {
  const out = await mkdtemp(join(tmpdir(), "ks-cli-"));
  const { bundle } = await import("../../scripts/bundle.mjs");
  await bundle(out);
  cli = join(out, "cli.js");
});

/** Runs the CLI in a child process that kills itself (SIGKILL) at `fault`, like a cancelled CI job. */
function syncKilledAt(repo: string, fault: "after-apply" | "after-prune"): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, "sync", "--root", repo, "--kubeconfig", testKubeconfig()], {
      env: { ...process.env, KUSTOMIZE_SYNC_FAULT: fault },
      stdio: "ignore",
    });
    child.on("error", reject);
    child.on("exit", (_code, signal) => resolve(signal));
  });
}

const KINDS = ["deployments", "services", "configmaps", "horizontalpodautoscalers", "poddisruptionbudgets"];

describe("an interrupted run loses nothing", () => {
  it("killed between apply and prune: the inventory still holds old and new, and the next run prunes", async () => {
    const ns = await createTestNamespace("killed-apply");
    const repo = await prepareRepo("app", ns);
    await runSync(repo);
    await removeFile(repo, "deploy/pdb.yaml");
    expect(await syncKilledAt(repo, "after-apply")).toBe("SIGKILL");
    // Nothing was pruned yet, and the write-ahead inventory still lists the PDB.
    expect(await exists("poddisruptionbudget", "web", ns)).toBe(true);
    expect(await inventoryIds(ns, "app")).toContain(`${ns}_web_policy_PodDisruptionBudget`);
    // The killed run's lock expires; the next run takes it over and converges.
    const next = await runSync(repo, { lockTimeout: "60s" });
    expect(row(next, "app").ready).toBe("True");
    expect(actions(next, "app")).toContain("PodDisruptionBudget/web deleted");
    expect(await exists("poddisruptionbudget", "web", ns)).toBe(false);
    const inventory = await inventoryIds(ns, "app");
    for (const id of await ownedObjectIds(ns, KINDS)) expect(inventory).toContain(id);
  });

  it("killed between prune and the inventory shrink: the next run neither orphans nor deletes twice", async () => {
    const ns = await createTestNamespace("killed-prune");
    const repo = await prepareRepo("app", ns);
    await runSync(repo);
    await removeFile(repo, "deploy/pdb.yaml");
    await removeFile(repo, "deploy/service.yaml");
    expect(await syncKilledAt(repo, "after-prune")).toBe("SIGKILL");
    expect(await exists("poddisruptionbudget", "web", ns)).toBe(false);
    expect(await exists("service", "web", ns)).toBe(false);
    // The deletes were confirmed but the inventory was not shrunk yet.
    expect(await inventoryIds(ns, "app")).toContain(`${ns}_web_policy_PodDisruptionBudget`);
    const next = await runSync(repo, { lockTimeout: "60s" });
    expect(row(next, "app").ready).toBe("True");
    // Already gone: dropped from the inventory without a second delete.
    expect(actions(next, "app").filter((a) => a.endsWith("deleted") || a.endsWith("failed"))).toEqual([]);
    const inventory = await inventoryIds(ns, "app");
    expect(inventory).not.toContain(`${ns}_web_policy_PodDisruptionBudget`);
    expect(inventory).not.toContain(`${ns}_web__Service`);
    for (const id of await ownedObjectIds(ns, KINDS)) expect(inventory).toContain(id);
  });
});
