import { spawn } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunReport } from "../../src/model/index.js";
import { bundledCli } from "../support/action-runner.js";
import { createTestNamespace, testKubeconfig, waitFor } from "./support/cluster.js";
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
  cli = await bundledCli();
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

describe("a paused run that lost its lock writes nothing more", () => {
  it("paused after apply, the lock taken over by a newer run: on resume it stops before pruning what the newer run declares", async () => {
    const ns = await createTestNamespace("paused");
    const repo = await prepareRepo("app", ns);
    await runSync(repo);
    const pdb = await readFile(join(repo, "deploy/pdb.yaml"), "utf8");
    await removeFile(repo, "deploy/pdb.yaml");
    // Run A renders the PodDisruptionBudget's removal, applies, and freezes (a paused runner).
    const report = join(await mkdtemp(join(tmpdir(), "ks-paused-")), "report.json");
    const a = spawn(
      process.execPath,
      [cli, "sync", "--root", repo, "--kubeconfig", testKubeconfig(), "--json", report],
      {
        env: { ...process.env, KUSTOMIZE_SYNC_FAULT: "pause:after-apply" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    a.stdout.setEncoding("utf8").on("data", (c: string) => (output += c));
    a.stderr.setEncoding("utf8").on("data", (c: string) => (output += c));
    const exited = new Promise<number | null>((resolve) => a.on("exit", (code) => resolve(code)));
    await waitFor(
      async () =>
        (await readFile(`/proc/${a.pid}/stat`, "utf8").catch(() => "")).split(") ")[1]?.startsWith("T"),
      60_000,
      "run A to pause after applying",
    );
    // Meanwhile the repository went back to declaring it, and run B synced that: B holds the truth.
    await writeFile(join(repo, "deploy/pdb.yaml"), pdb);
    const b = await runSync(repo, { lockTimeout: "60s" });
    expect(row(b, "app").ready).toBe("True");
    expect(await inventoryIds(ns, "app")).toContain(`${ns}_web_policy_PodDisruptionBudget`);
    // A resumes: its lock was taken over (and released), so it must not prune B's object.
    a.kill("SIGCONT");
    expect(await exited).toBe(1);
    expect(output).toMatch(
      /lost the lock \(Lease [^)]+\): (deleted by someone else|taken over by .*); nothing was pruned/,
    );
    expect(await exists("poddisruptionbudget", "web", ns)).toBe(true);
    expect(await inventoryIds(ns, "app")).toContain(`${ns}_web_policy_PodDisruptionBudget`);
    const saved = JSON.parse(await readFile(report, "utf8")) as RunReport;
    expect(row(saved, "app").ready).toBe("False");
    expect(actions(saved, "app").filter((x) => x.endsWith(" deleted"))).toEqual([]);
  });
});
