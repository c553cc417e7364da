// Issue 16 (docs/PROFILE.md 3b): a prune costs about one request per object — the live objects
// come from one LIST per kind and namespace, and the DELETE's answer says when an object is gone
// — while every safety check still sees each object, and one that finalizers hold is still
// waited for and kept in the inventory.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { ClientRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RunReport } from "../../src/model/index.js";
import { createTestNamespace, kubectl, kubectlOk } from "./support/cluster.js";
import { actions, exists, inventoryIds, row, runSync } from "./support/sync.js";

const HOLD = "kustomize-sync.io/test-hold";
const names = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `cm-${String(from + i).padStart(2, "0")}`);

/** A repository with one Kustomization `app` (prune: true) of one ConfigMap file per name. */
async function writeRepo(ns: string, configMaps: string[], held: string[] = []): Promise<string> {
  const repo = await mkdtemp(join(tmpdir(), "ks-prune-requests-"));
  await mkdir(join(repo, "clusters"));
  await mkdir(join(repo, "deploy"));
  await writeFile(
    join(repo, "clusters", "app.yaml"),
    [
      "apiVersion: kustomize.toolkit.fluxcd.io/v1",
      "kind: Kustomization",
      `metadata: {name: app, namespace: ${ns}}`,
      "spec: {interval: 10m, path: ./deploy, prune: true, sourceRef: {kind: GitRepository, name: flux-system}}",
      "",
    ].join("\n"),
  );
  for (const name of configMaps) {
    const finalizers = held.includes(name) ? `, finalizers: [${HOLD}]` : "";
    await writeFile(
      join(repo, "deploy", `${name}.yaml`),
      `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}, namespace: ${ns}${finalizers}}\ndata: {n: "${name}"}\n`,
    );
  }
  return repo;
}

/**
 * Runs a sync and returns its report with every request it sent (`METHOD path`, without the
 * query), as node's HTTP client reported them: the requests go to the real API server; this
 * only watches them leave.
 */
async function syncCounting(
  repo: string,
  timeout = "60s",
): Promise<{ report: RunReport; requests: string[] }> {
  const requests: string[] = [];
  const onRequest = (message: unknown) => {
    const request = (message as { request: ClientRequest }).request;
    requests.push(`${request.method} ${request.path.split("?")[0]}`);
  };
  subscribe("http.client.request.start", onRequest);
  try {
    return { report: await runSync(repo, { timeout }), requests };
  } finally {
    unsubscribe("http.client.request.start", onRequest);
  }
}

const objectRequests = (requests: string[], ns: string, method: string) =>
  requests
    .filter((r) => r.startsWith(`${method} `) && r.includes(`/namespaces/${ns}/configmaps/cm-`))
    .map((r) => r.split("/").pop()!)
    .sort();

describe("prune requests", () => {
  it("prunes 30 ConfigMaps with one DELETE each plus a few requests, and still checks each one", async () => {
    const ns = await createTestNamespace("prune-requests");
    const repo = await writeRepo(ns, names(0, 40));
    expect(row(await runSync(repo), "app").ready).toBe("True");
    // A re-run without changes: what a sync costs besides pruning.
    const noop = await syncCounting(repo);
    expect(actions(noop.report, "app").every((a) => a.endsWith(" unchanged"))).toBe(true);

    // Two of the stale objects must stay: one relabelled for someone else (no longer in a LIST
    // of our owner labels), one marked prune: disabled.
    await kubectlOk(["label", "configmap", "cm-10", "-n", ns, "--overwrite", "kustomize-sync.io/name=other"]);
    await kubectlOk([
      "annotate",
      "configmap",
      "cm-11",
      "-n",
      ns,
      "kustomize.toolkit.fluxcd.io/prune=disabled",
    ]);
    for (const name of names(10, 40)) await rm(join(repo, "deploy", `${name}.yaml`));
    const pruned = await syncCounting(repo);

    expect(row(pruned.report, "app")).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
    expect(actions(pruned.report, "app")).toEqual([
      ...names(0, 10).map((n) => `ConfigMap/${n} unchanged`),
      "ConfigMap/cm-10 skipped",
      "ConfigMap/cm-11 skipped",
      ...names(12, 40).map((n) => `ConfigMap/${n} deleted`),
    ]);
    const changes = row(pruned.report, "app").changes;
    expect(changes.find((c) => c.name === "cm-10")?.detail).toBe(
      "not deleted: its owner labels do not name this Kustomization",
    );
    expect(changes.find((c) => c.name === "cm-11")?.detail).toBe(
      "not deleted: kustomize.toolkit.fluxcd.io/prune: disabled",
    );
    expect(changes.filter((c) => c.action === "deleted").every((c) => c.detail === undefined)).toBe(true);
    for (const name of names(12, 40)) expect(await exists("configmap", name, ns)).toBe(false);
    expect(await exists("configmap", "cm-10", ns)).toBe(true);
    expect(await exists("configmap", "cm-11", ns)).toBe(true);

    // One DELETE per pruned object; no GET before it (the LIST served) nor after it (the DELETE's
    // answer said it was gone); only the relabelled one, missing from the LIST, is read alone.
    expect(objectRequests(pruned.requests, ns, "DELETE")).toEqual(names(12, 40));
    expect(objectRequests(pruned.requests, ns, "GET")).toEqual(["cm-10"]);
    const lists = pruned.requests.filter((r) => r === `GET /api/v1/namespaces/${ns}/configmaps`);
    // The apply's read of the live objects and the inventories' (as in the no-op), plus prune's one.
    expect(lists.length).toBe(
      noop.requests.filter((r) => r === `GET /api/v1/namespaces/${ns}/configmaps`).length + 1,
    );
    // Besides the 28 DELETEs: the no-op's requests, prune's reads (the LIST, cm-10's GET), the
    // inventory's write-ahead and final update, the other inventories' read (46 when measured).
    // Before the fix prune itself sent 86 (a GET of each of the 30, a GET after each DELETE), now 30.
    expect(pruned.requests.length).toBeLessThanOrEqual(noop.requests.length + 28 + 8);
    expect(await inventoryIds(ns, "app")).toEqual(
      names(0, 10)
        .map((n) => `${ns}_${n}__ConfigMap`)
        .sort(),
    );
  }, 120_000);

  it("waits for a ConfigMap a finalizer holds and keeps it in the inventory until it is gone", async () => {
    const ns = await createTestNamespace("prune-held");
    const all = names(0, 8);
    const repo = await writeRepo(ns, all, ["cm-03"]);
    try {
      expect(row(await runSync(repo), "app").ready).toBe("True");
      for (const name of names(1, 8)) await rm(join(repo, "deploy", `${name}.yaml`));
      const started = Date.now();
      const pruned = await syncCounting(repo, "4s");
      expect(actions(pruned.report, "app")).toEqual([
        "ConfigMap/cm-00 unchanged",
        ...names(1, 8).map((n) => `ConfigMap/${n} deleted`),
      ]);
      const held = row(pruned.report, "app").changes.find((c) => c.name === "cm-03");
      expect(held?.detail).toBe("deletion requested; still terminating");
      // Polled until the timeout, as before: the DELETE's answer carried a deletionTimestamp.
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
      const polls = objectRequests(pruned.requests, ns, "GET").filter((n) => n === "cm-03").length;
      expect(polls).toBeGreaterThanOrEqual(5);
      // The other stale ones: read by the LIST, gone by the DELETE's answer; cm-00, the one kept,
      // by the LIST the plans share before their locks (apply/shared-reads.ts), not a GET.
      expect(objectRequests(pruned.requests, ns, "GET").filter((n) => n !== "cm-03")).toEqual([]);
      expect(objectRequests(pruned.requests, ns, "DELETE")).toEqual(names(1, 8));
      expect(await exists("configmap", "cm-03", ns)).toBe(true);
      expect(await inventoryIds(ns, "app")).toEqual([`${ns}_cm-00__ConfigMap`, `${ns}_cm-03__ConfigMap`]);

      // Released: the next run finds it gone and drops it from the inventory.
      await kubectlOk([
        "patch",
        "configmap",
        "cm-03",
        "-n",
        ns,
        "--type=merge",
        '-p={"metadata":{"finalizers":null}}',
      ]);
      const after = await runSync(repo);
      expect(row(after, "app").ready).toBe("True");
      expect(await inventoryIds(ns, "app")).toEqual([`${ns}_cm-00__ConfigMap`]);
    } finally {
      await kubectl([
        "patch",
        "configmap",
        "cm-03",
        "-n",
        ns,
        "--type=merge",
        '-p={"metadata":{"finalizers":null}}',
      ]);
    }
  }, 120_000);
});
