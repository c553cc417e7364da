// Issue 15, item 5 against the local control plane: one owner per object, whatever the timing.
// Two Kustomizations declaring one object race for it; a removed Kustomization is finalized while
// an older revision's run is still applying it; one preview environment closes while another
// still declares a cluster-scoped object they share.
import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { KubeObject } from "../../src/cluster/types.js";
import { decodeInventory, type Inventory } from "../../src/inventory/codec.js";
import type { Logger, RunReport } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { sync } from "../../src/reconcile/index.js";
import { bundledCli } from "../support/action-runner.js";
import { createTestNamespace, getJson, kubectl, testKubeconfig, waitFor } from "./support/cluster.js";
import { exists, prepareRepo, removeFile, row, runSync } from "./support/sync.js";

/** Every inventory in the cluster (any namespace), decoded; strays planted by other tests are skipped. */
async function allInventories(): Promise<Inventory[]> {
  const list = await getJson<{ items: KubeObject[] }>([
    "configmap",
    "-A",
    "-l",
    "kustomize-sync.io/inventory=true",
  ]);
  return list.items.flatMap((cm) => {
    try {
      return [decodeInventory(cm)];
    } catch {
      return [];
    }
  });
}

/** `ns/name` of every inventory listing `id`, with the namespace the inventory lives in. */
async function listedBy(id: string): Promise<string[]> {
  return (await allInventories())
    .filter((inv) => inv.entries.some((e) => e.id === id))
    .map((inv) => `${inv.kustomization.namespace}/${inv.kustomization.name}@${inv.namespace}`)
    .sort();
}

describe("one owner per object, even in a race (item 5)", () => {
  it("two Kustomizations started at the same instant, 20 times: exactly one owns the object, the other fails naming it", async () => {
    const ns = await createTestNamespace("race");
    const repo = await prepareRepo("trust-race", ns);
    const templates = Object.fromEntries(
      await Promise.all(
        ["left", "right"].map(async (side) => [
          side,
          await readFile(join(repo, `apps/${side}/shared.yaml`), "utf8"),
        ]),
      ),
    ) as Record<"left" | "right", string>;
    const wins = { left: 0, right: 0 };
    for (let round = 1; round <= 20; round++) {
      // A new object every round, so every round is a race to create it.
      for (const side of ["left", "right"] as const)
        await writeFile(
          join(repo, `apps/${side}/shared.yaml`),
          templates[side].replaceAll("__ROUND__", String(round)),
        );
      const [left, right] = await Promise.all([
        runSync(repo, { path: "clusters/left" }),
        runSync(repo, { path: "clusters/right" }),
      ]);
      const results = { left: row(left, "left"), right: row(right, "right") };
      const ready = (["left", "right"] as const).filter((side) => results[side].ready === "True");
      expect(
        ready,
        `round ${round}: ${JSON.stringify([results.left.message, results.right.message])}`,
      ).toHaveLength(1);
      const winner = ready[0]!;
      const loser = winner === "left" ? "right" : "left";
      wins[winner]++;
      const object = `ConfigMap/${ns}/shared-${round}`;
      expect(results[loser]).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
      expect(results[loser].message).toContain(
        `${object} is managed by Kustomization ${ns}/${winner}; an object can belong to one Kustomization only`,
      );
      expect(
        results[loser].changes.filter((c) => c.action === "created" || c.action === "configured"),
      ).toEqual([]);

      // The object exists, carries the winner's labels and content, and exactly one inventory lists it.
      const live = await getJson(["configmap", `shared-${round}`, "-n", ns]);
      expect(live.metadata.labels["kustomize-sync.io/name"]).toBe(winner);
      expect(live.data.writer).toBe(winner);
      expect(await listedBy(`${ns}_shared-${round}__ConfigMap`)).toEqual([`${ns}/${winner}@${ns}`]);
      // Every shared object of earlier rounds still there is listed by exactly its owner's inventory.
      const objects = await getJson<{ items: KubeObject[] }>([
        "configmap",
        "-n",
        ns,
        "-l",
        "kustomize-sync.io/name",
      ]);
      for (const o of objects.items) {
        const owner = o.metadata.labels!["kustomize-sync.io/name"];
        expect(await listedBy(`${ns}_${o.metadata.name}__ConfigMap`), o.metadata.name).toEqual([
          `${ns}/${owner}@${ns}`,
        ]);
      }
    }
    expect(wins.left + wins.right).toBe(20);
  }, 300_000);
});

describe("finalizing a removed Kustomization while another run is in flight (item 5)", () => {
  let cli: string;
  beforeAll(async () => {
    cli = await bundledCli();
  }, 120_000);

  it("orphans nothing: what the in-flight run applied is finalized with the rest", async () => {
    const ns = await createTestNamespace("finalize-race");
    const repo = await prepareRepo("trust-finalize", ns);
    expect((await runSync(repo)).ready).toBe(true);
    // The older revision's run: 30 more objects for `gone`. It takes gone's lock and stops there
    // (a slow runner), before writing anything.
    const template = await readFile(join(repo, "gone/config-0.yaml"), "utf8");
    for (let i = 1; i <= 30; i++)
      await writeFile(join(repo, `gone/config-${i}.yaml`), template.replaceAll("gone-0", `gone-${i}`));
    const older = spawn(
      process.execPath,
      [cli, "sync", "--root", repo, "--name", "gone", "--kubeconfig", testKubeconfig()],
      { env: { ...process.env, KUSTOMIZE_SYNC_FAULT: "pause:after-lock" }, stdio: "ignore" },
    );
    const olderExit = new Promise<number | null>((resolve) => older.on("exit", (code) => resolve(code)));
    try {
      await waitFor(
        async () =>
          (await readFile(`/proc/${older.pid}/stat`, "utf8").catch(() => "")).split(") ")[1]?.startsWith("T"),
        60_000,
        "the older run to hold gone's lock",
      );
      // The newer revision removed `gone`. Its run lists gone's inventory (1 object) now, then
      // waits for the lock the older run holds.
      await removeFile(repo, "clusters/gone.yaml");
      const lines: string[] = [];
      const log: Logger = {
        info: (m) => lines.push(m),
        progress: (m) => lines.push(m),
        warn: (m) => lines.push(m),
        error: (m) => lines.push(m),
        debug() {},
        group: (_title, fn) => fn(),
      };
      const newer = sync(
        resolveOptions(
          { mode: "sync", root: repo, kubeconfig: testKubeconfig(), timeout: "60s", lockTimeout: "60s" },
          { cwd: repo, log },
        ),
      );
      await waitFor(
        () => lines.some((l) => l.includes("waiting for the lock")),
        60_000,
        "the newer run to wait",
      );
      // The older run goes on (well within its lease): it writes 31 objects and its inventory.
      older.kill("SIGCONT");
      expect(await olderExit).toBe(0);
      const report: RunReport = await newer;
      expect(row(report, "gone")).toMatchObject({ ready: "True", reason: "Deleted" });
      expect(row(report, "gone").message).toContain("deletionPolicy MirrorPrune: 31 objects deleted");
    } finally {
      older.kill("SIGKILL");
    }
    // Nothing labelled `gone` is left without an inventory: it is all gone, inventory included.
    const left = await getJson<{ items: KubeObject[] }>([
      "configmap",
      "-n",
      ns,
      "-l",
      "kustomize-sync.io/name=gone",
    ]);
    expect(left.items.map((o) => o.metadata.name)).toEqual([]);
    expect(
      (await allInventories()).filter((inv) => inv.kustomization.name === "gone" && inv.namespace === ns),
    ).toEqual([]);
    expect(await exists("configmap", "keep-0", ns)).toBe(true);
  }, 180_000);
});

describe("closing one preview environment (item 5)", () => {
  it("never deletes a cluster-scoped object another preview still declares and lists", async () => {
    const ns = await createTestNamespace("preview-close");
    const [pr1, pr2] = [`${ns}-pr1`, `${ns}-pr2`];
    const preview = (pr: string) => ({
      inventoryNamespace: pr,
      substitute: [`PREVIEW_NAMESPACE=${pr}`, `PREVIEW_HOST=${pr}.preview.example.com`],
    });
    const clusterRole = `${ns}-preview-reader`;
    try {
      const repo = await prepareRepo("trust-preview", ns);
      expect((await runSync(repo, preview(pr1))).ready).toBe(true);
      expect((await runSync(repo, preview(pr2))).ready).toBe(true);
      const id = `_${clusterRole}_rbac.authorization.k8s.io_ClusterRole`;
      expect(await listedBy(id)).toEqual([`${ns}/extra@${pr1}`, `${ns}/extra@${pr2}`]);

      // Pull request 1 closes: its `extra` leaves (a run over a revision without it).
      const extra = await readFile(join(repo, "clusters/extra.yaml"), "utf8");
      await removeFile(repo, "clusters/extra.yaml");
      const closed = await runSync(repo, preview(pr1));
      expect(row(closed, "extra")).toMatchObject({ ready: "True", reason: "Deleted" });
      const kept = row(closed, "extra").changes.find((c) => c.kind === "ClusterRole");
      expect(kept).toMatchObject({
        action: "skipped",
        detail: `not deleted: also listed by the inventory of Kustomization ${ns}/extra (inventory in ${pr2})`,
      });
      expect(await exists("clusterrole", clusterRole)).toBe(true);
      expect(await exists("configmap", "extra", pr1)).toBe(false);
      expect(await exists("configmap", "extra", pr2)).toBe(true);
      expect(await listedBy(id)).toEqual([`${ns}/extra@${pr2}`]);

      // Pull request 2 still declares it: its runs keep it.
      await writeFile(join(repo, "clusters/extra.yaml"), extra);
      expect(row(await runSync(repo, preview(pr2)), "extra").ready).toBe("True");
      expect(await exists("clusterrole", clusterRole)).toBe(true);

      // Pull request 2 closes too: nobody lists it any more, so it goes.
      await removeFile(repo, "clusters/extra.yaml");
      const last = await runSync(repo, preview(pr2));
      expect(row(last, "extra")).toMatchObject({ ready: "True", reason: "Deleted" });
      expect(await exists("clusterrole", clusterRole)).toBe(false);
    } finally {
      await kubectl(["delete", "namespace", pr1, pr2, "--wait=false", "--ignore-not-found"]);
      await kubectl(["delete", "clusterrole", clusterRole, "--ignore-not-found"]);
    }
  }, 180_000);
});
