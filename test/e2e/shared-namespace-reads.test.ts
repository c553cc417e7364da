// Issue 16: Kustomizations that share a namespace each read their own objects. A re-run lists
// the objects labelled as its own (apply's live read, prune's read, the health informers), not
// every object of that kind in the namespace — ten Kustomizations of 100 objects in one
// namespace used to read 10,000 objects to check 1,000 — and an object missing from that LIST is
// still looked up, so every object is classified on its live state as before.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { ClientRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RunReport } from "../../src/model/index.js";
import { silentLogger } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { sync } from "../../src/reconcile/index.js";
import { createTestNamespace, kubectlOk, testKubeconfig } from "./support/cluster.js";
import { actions, exists, inventoryIds, row, runSync } from "./support/sync.js";

const APPS = ["a", "b", "c"];
const PER = 12;
const names = (app: string) =>
  Array.from({ length: PER }, (_, i) => `${app}-cm-${String(i).padStart(2, "0")}`);

/** Kustomizations a, b, c (wait: true, prune: true), each of 12 ConfigMaps, all in namespace `ns`. */
async function writeRepo(ns: string): Promise<string> {
  const repo = await mkdtemp(join(tmpdir(), "ks-shared-ns-"));
  await mkdir(join(repo, "clusters"));
  const docs = APPS.map((app) =>
    [
      "apiVersion: kustomize.toolkit.fluxcd.io/v1",
      "kind: Kustomization",
      `metadata: {name: ${app}, namespace: ${ns}}`,
      `spec: {interval: 10m, path: ./deploy/${app}, prune: true, wait: true, timeout: 1m, sourceRef: {kind: GitRepository, name: flux-system}}`,
      "",
    ].join("\n"),
  );
  await writeFile(join(repo, "clusters", "apps.yaml"), docs.join("---\n"));
  for (const app of APPS) {
    await mkdir(join(repo, "deploy", app), { recursive: true });
    for (const name of names(app)) await writeConfigMap(repo, app, ns, name, "1");
  }
  return repo;
}

async function writeConfigMap(repo: string, app: string, ns: string, name: string, rev: string) {
  await writeFile(
    join(repo, "deploy", app, `${name}.yaml`),
    `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}, namespace: ${ns}}\ndata: {rev: "${rev}"}\n`,
  );
}

/** A sync, with the path and query of every request it sent (the real API server answers them). */
async function syncWatching(repo: string): Promise<{ report: RunReport; requests: string[] }> {
  const requests: string[] = [];
  const onRequest = (message: unknown) => {
    const request = (message as { request: ClientRequest }).request;
    requests.push(`${request.method} ${decodeURIComponent(request.path)}`);
  };
  subscribe("http.client.request.start", onRequest);
  try {
    return { report: await runSync(repo, { timeout: "60s" }), requests };
  } finally {
    unsubscribe("http.client.request.start", onRequest);
  }
}

/** The LISTs and watches of the namespace's ConfigMaps: which selector each used. */
function configMapReads(requests: string[], ns: string): string[] {
  const prefix = `GET /api/v1/namespaces/${ns}/configmaps?`;
  return requests
    .filter((r) => r.startsWith(prefix))
    .map((r) => new URLSearchParams(r.slice(prefix.length)).get("labelSelector") ?? "(all)");
}

const selectorOf = (app: string, ns: string) =>
  `kustomize-sync.io/name=${app},kustomize-sync.io/namespace=${ns}`;

describe("Kustomizations sharing a namespace", () => {
  it("each read only their own objects on a re-run, and still see every object they declare", async () => {
    const ns = await createTestNamespace("shared-reads");
    const repo = await writeRepo(ns);
    const first = await syncWatching(repo);
    for (const app of APPS) expect(row(first.report, app).ready).toBe("True");

    // A re-run with one change in a, one ConfigMap removed from b, and one of c's ConfigMaps
    // stripped of its owner labels by hand (still declared, still in c's inventory).
    await writeConfigMap(repo, "a", ns, "a-cm-03", "2");
    await rm(join(repo, "deploy", "b", "b-cm-07.yaml"));
    await kubectlOk([
      "label",
      "configmap",
      "c-cm-05",
      "-n",
      ns,
      "kustomize-sync.io/name-",
      "kustomize-sync.io/namespace-",
    ]);
    const rerun = await syncWatching(repo);

    for (const app of APPS)
      expect(row(rerun.report, app)).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
    expect(actions(rerun.report, "a")).toEqual(
      names("a").map((n) => `ConfigMap/${n} ${n === "a-cm-03" ? "configured" : "unchanged"}`),
    );
    expect(actions(rerun.report, "b")).toEqual(
      names("b").map((n) => `ConfigMap/${n} ${n === "b-cm-07" ? "deleted" : "unchanged"}`),
    );
    // The one missing from c's LIST was read on its own and labelled again by the apply.
    expect(actions(rerun.report, "c")).toEqual(
      names("c").map((n) => `ConfigMap/${n} ${n === "c-cm-05" ? "configured" : "unchanged"}`),
    );
    expect(await exists("configmap", "b-cm-07", ns)).toBe(false);
    expect(rerun.requests).toContain(`GET /api/v1/namespaces/${ns}/configmaps/c-cm-05`);
    const relabelled = await kubectlOk([
      "get",
      "configmap",
      "c-cm-05",
      "-n",
      ns,
      "-o",
      "jsonpath={.metadata.labels}",
    ]);
    expect(JSON.parse(relabelled)).toMatchObject({
      "kustomize-sync.io/name": "c",
      "kustomize-sync.io/namespace": ns,
    });
    expect(await inventoryIds(ns, "b")).not.toContain(`${ns}_b-cm-07__ConfigMap`);

    // Every read of the namespace's ConfigMaps named one Kustomization's owner labels (its live
    // objects, its prune candidates, its health informer) or the inventories; none read them all.
    const reads = configMapReads(rerun.requests, ns);
    expect(reads).not.toContain("(all)");
    for (const app of APPS) expect(reads).toContain(selectorOf(app, ns));
    // The first sync, with no inventory yet, reads the namespace as it is.
    expect(configMapReads(first.requests, ns)).toContain("(all)");
  }, 180_000);

  it("share one LIST of a kind on a re-run that writes nothing, and still correct drift made before the run", async () => {
    const ns = await createTestNamespace("shared-list");
    const repo = await writeRepo(ns);
    for (const app of APPS) expect(row((await syncWatching(repo)).report, app).ready).toBe("True");

    // Changed by hand before the run: the plans' shared LIST, made after the run started, sees it.
    await kubectlOk([
      "patch",
      "configmap",
      "b-cm-02",
      "-n",
      ns,
      "--type=merge",
      "-p",
      '{"data":{"rev":"by-hand"}}',
    ]);
    const drifted = await syncWatching(repo);
    expect(actions(drifted.report, "b")).toEqual(
      names("b").map((n) => `ConfigMap/${n} ${n === "b-cm-02" ? "configured" : "unchanged"}`),
    );
    expect(await kubectlOk(["get", "configmap", "b-cm-02", "-n", ns, "-o", "jsonpath={.data.rev}"])).toBe(
      "1",
    );

    const noop = await syncWatching(repo);
    for (const app of APPS) {
      expect(row(noop.report, app)).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
      expect(actions(noop.report, app)).toEqual(names(app).map((n) => `ConfigMap/${n} unchanged`));
    }
    // One LIST of the objects every Kustomization of the namespace owns, no GET per object, no write.
    const shared = `kustomize-sync.io/name,kustomize-sync.io/namespace=${ns}`;
    expect(configMapReads(noop.requests, ns).filter((s) => s === shared)).toHaveLength(1);
    expect(
      noop.requests.filter(
        (r) => r.startsWith(`GET /api/v1/namespaces/${ns}/configmaps/`) && !r.includes("kustomize-sync."),
      ),
    ).toEqual([]);
    expect(noop.requests.filter((r) => !r.startsWith("GET "))).toEqual([]);
  }, 180_000);

  it("start the Kustomizations that did the most at their last sync first, when they wait for a slot", async () => {
    const ns = await createTestNamespace("longest-first");
    const repo = await writeRepo(ns);
    // c grows to 36 objects: at the next run it is the largest, and goes first among those waiting.
    for (const name of Array.from({ length: 24 }, (_, i) => `c-more-${String(i).padStart(2, "0")}`))
      await writeConfigMap(repo, "c", ns, name, "1");
    const started: string[] = [];
    const run = () =>
      sync(
        resolveOptions(
          { mode: "sync", root: repo, kubeconfig: testKubeconfig(), timeout: "60s", concurrency: "1" },
          {
            cwd: repo,
            log: {
              ...silentLogger,
              group: (title, fn) => {
                started.push(title.split("/")[1]!);
                return fn();
              },
            },
          },
        ),
      );
    const first = await run();
    for (const app of APPS) expect(row(first, app).ready).toBe("True");
    // The first run knows nothing of them: the plan's order.
    expect(started).toEqual(["a", "b", "c"]);
    started.length = 0;
    const again = await run();
    for (const app of APPS) expect(row(again, app).ready).toBe("True");
    // a takes the free slot at once; of b (12 objects) and c (36) waiting, c goes first.
    expect(started).toEqual(["a", "c", "b"]);
  }, 180_000);
});
