// The LISTs plans share before their locks (src/apply/shared-reads.ts), against the real
// kube-apiserver: one LIST of a kind in a namespace stands for every Kustomization's own read
// while the run has written nothing; a write (not a Lease) ends the sharing, another identity
// reads for itself, and what each Kustomization is given is only what its owner labels name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SharedReads } from "../../src/apply/shared-reads.js";
import { connect, type KubeCluster } from "../../src/cluster/index.js";
import type { KubeObject } from "../../src/cluster/types.js";
import { silentLogger } from "../../src/model/index.js";
import type { RunOptions } from "../../src/options.js";
import { inventoriesNow } from "../../src/reconcile/kustomization.js";
import { createTestNamespace, kubectlOk, testKubeconfig } from "./support/cluster.js";

const owned = (namespace: string, name: string, owner: string, ownerNamespace: string) =>
  ({
    apiVersion: "v1",
    kind: "ConfigMap",
    metadata: {
      name,
      namespace,
      labels: { "kustomize-sync.io/name": owner, "kustomize-sync.io/namespace": ownerNamespace },
    },
    data: { v: "1" },
  }) as KubeObject;

describe("shared reads before the locks (e2e)", () => {
  let cluster: KubeCluster;
  let ns: string;
  const attempts: { method: string; path: string }[] = [];
  const lists = () =>
    attempts.filter((a) => a.method === "GET" && a.path.endsWith(`/namespaces/${ns}/configmaps`));
  const collection = () => ({ apiVersion: "v1", kind: "ConfigMap", namespace: ns });

  beforeAll(async () => {
    cluster = await connect({ kubeconfig: testKubeconfig(), onAttempt: (a) => attempts.push(a) });
    ns = await createTestNamespace("shared-reads");
    for (const [name, owner, ownerNs] of [
      ["a-1", "a", "flux-system"],
      ["a-2", "a", "flux-system"],
      ["b-1", "b", "flux-system"],
      ["other-a", "a", "elsewhere"],
    ] as const)
      await cluster.apply(owned(ns, name, owner, ownerNs));
    await kubectlOk(["create", "configmap", "unlabelled", "-n", ns]);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it("reads a kind in a namespace once for every Kustomization, each given only its own objects", async () => {
    const shared = new SharedReads(cluster);
    attempts.length = 0;
    const [a, b, c] = await Promise.all([
      shared.ours(cluster, collection(), { namespace: "flux-system", name: "a" }),
      shared.ours(cluster, collection(), { namespace: "flux-system", name: "b" }),
      shared.ours(cluster, collection(), { namespace: "flux-system", name: "c" }),
    ]);
    expect([...a!.keys()].sort()).toEqual(["a-1", "a-2"]);
    expect([...b!.keys()]).toEqual(["b-1"]);
    expect(c!.size).toBe(0);
    // Later plans of the run read the same LIST while nothing was written.
    const again = await shared.ours(cluster, collection(), { namespace: "flux-system", name: "a" });
    expect([...again!.keys()].sort()).toEqual(["a-1", "a-2"]);
    // Another owner namespace is another selector: its own LIST, and only its objects.
    const elsewhere = await shared.ours(cluster, collection(), { namespace: "elsewhere", name: "a" });
    expect([...elsewhere!.keys()]).toEqual(["other-a"]);
    expect(lists()).toHaveLength(2);
  });

  it("ends with the run's first write, Leases aside, and is never shared with another identity", async () => {
    const shared = new SharedReads(cluster);
    expect(await shared.ours(cluster, collection(), { namespace: "flux-system", name: "a" })).toBeDefined();
    // A lock's Lease is no write a plan reads.
    const lease = await cluster.acquireLease(ns, "shared-reads-lock", "test");
    await lease.release();
    expect(await shared.ours(cluster, collection(), { namespace: "flux-system", name: "a" })).toBeDefined();
    // Impersonating someone else: that view reads for itself.
    const other = cluster.impersonate("system:serviceaccount:default:someone");
    attempts.length = 0;
    await shared.ours(other, collection(), { namespace: "flux-system", name: "a" });
    expect(lists()).toHaveLength(1);
    // A write through any view of the connection ends the sharing for the rest of the run.
    await cluster.apply({ ...owned(ns, "a-3", "a", "flux-system") });
    attempts.length = 0;
    expect(await shared.ours(cluster, collection(), { namespace: "flux-system", name: "a" })).toBeUndefined();
    expect(lists()).toHaveLength(0);
    // A dry-run writes nothing.
    const fresh = new SharedReads(cluster);
    await cluster.apply(owned(ns, "a-4", "a", "flux-system"), { dryRun: true });
    expect(await fresh.ours(cluster, collection(), { namespace: "flux-system", name: "a" })).toBeDefined();
  });

  it("shares a list of every inventory only while it is under way (prune's check)", async () => {
    const ctx = { options: { log: silentLogger } as RunOptions, cluster, inventoryNamespaces: [ns] };
    attempts.length = 0;
    const [first, second] = [inventoriesNow(ctx), inventoriesNow(ctx)];
    expect(second).toBe(first);
    await first;
    // Come back: the next prune lists again, so it sees inventories written since.
    const third = inventoriesNow(ctx);
    expect(third).not.toBe(first);
    await third;
    expect(attempts.filter((a) => a.method === "GET" && a.path === "/api/v1/configmaps")).toHaveLength(2);
    // Another cluster (a Kustomization's spec.kubeConfig) never shares this one's list.
    const other = { ...ctx, cluster: cluster.impersonate("system:serviceaccount:default:someone") };
    const [a, b] = [inventoriesNow(ctx), inventoriesNow(other)];
    expect(b).not.toBe(a);
    await Promise.allSettled([a, b]);
  });
});
