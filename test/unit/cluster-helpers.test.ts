import { describe, expect, it } from "vitest";
import { sanitizeForApply } from "../../src/cluster/client.js";
import { mappingsFromAggregated, mappingsFromResourceList } from "../../src/cluster/discovery.js";
import { LeaseObservation, microTime } from "../../src/cluster/lease.js";
import { refOf } from "../../src/cluster/refs.js";
import type { KubeObject } from "../../src/cluster/types.js";
import { diffSnapshot } from "../../src/cluster/watch.js";
import { Semaphore } from "../../src/model/async.js";

const obj = (name: string, rv: string, uid = `uid-${name}`): KubeObject => ({
  apiVersion: "v1",
  kind: "ConfigMap",
  metadata: { name, namespace: "ns", resourceVersion: rv, uid },
});

describe("discovery documents", () => {
  it("maps aggregated discovery, skipping subresources", () => {
    const m = mappingsFromAggregated({
      kind: "APIGroupDiscoveryList",
      items: [
        {
          metadata: { name: "apps" },
          versions: [
            {
              version: "v1",
              resources: [
                {
                  resource: "deployments",
                  responseKind: { group: "apps", version: "v1", kind: "Deployment" },
                  scope: "Namespaced",
                  verbs: ["get", "patch"],
                },
                { resource: "deployments/status", responseKind: { kind: "Deployment" }, scope: "Namespaced" },
              ],
            },
          ],
        },
        {
          metadata: {},
          versions: [
            {
              version: "v1",
              resources: [{ resource: "namespaces", responseKind: { kind: "Namespace" }, scope: "Cluster" }],
            },
          ],
        },
      ],
    });
    expect(m).toEqual([
      {
        group: "apps",
        version: "v1",
        resource: "deployments",
        kind: "Deployment",
        namespaced: true,
        verbs: ["get", "patch"],
      },
      { group: "", version: "v1", resource: "namespaces", kind: "Namespace", namespaced: false, verbs: [] },
    ]);
  });

  it("maps a legacy APIResourceList", () => {
    expect(
      mappingsFromResourceList("rbac.authorization.k8s.io/v1", {
        resources: [
          { name: "clusterroles", kind: "ClusterRole", namespaced: false, verbs: ["get"] },
          { name: "roles", kind: "Role", namespaced: true },
          { name: "roles/status", kind: "Role", namespaced: true },
        ],
      }).map((r) => `${r.group}/${r.version}/${r.resource}/${r.namespaced}`),
    ).toEqual(["rbac.authorization.k8s.io/v1/clusterroles/false", "rbac.authorization.k8s.io/v1/roles/true"]);
    expect(
      mappingsFromResourceList("v1", { resources: [{ name: "pods", kind: "Pod", namespaced: true }] })[0]
        ?.group,
    ).toBe("");
  });
});

describe("informer snapshot diff", () => {
  it("emits added, modified (resourceVersion or uid) and deleted", () => {
    const cache = new Map<string, KubeObject>([
      ["ns/a", obj("a", "1")],
      ["ns/b", obj("b", "1")],
      ["ns/c", obj("c", "1")],
      ["ns/d", obj("d", "1")],
    ]);
    const events = diffSnapshot(cache, [
      obj("a", "1"),
      obj("b", "2"),
      obj("d", "1", "new-uid"),
      obj("e", "1"),
    ]);
    expect(events.map((e) => `${e.type}:${e.type === "SYNCED" ? "" : e.object.metadata.name}`)).toEqual([
      "MODIFIED:b",
      "MODIFIED:d",
      "ADDED:e",
      "DELETED:c",
    ]);
  });
});

describe("lease helpers", () => {
  it("formats MicroTime with six fractional digits", () => {
    expect(microTime(new Date("2026-11-22T01:02:03.456Z"))).toBe("2026-11-22T01:02:03.456000Z");
  });

  it("decides expiry by local time since the record last changed, never by the holder's clock", () => {
    const lease = (resourceVersion: string, renewTime: string) => ({
      metadata: { resourceVersion },
      spec: { holderIdentity: "x", renewTime, leaseDurationSeconds: 10 },
    });
    const seen = new LeaseObservation();
    expect(seen.expired({ metadata: {}, spec: { holderIdentity: "" } }, 0)).toBe(true);
    // renewTime far in the past by our clock (clock skew, or a crash): still a full duration to wait.
    expect(seen.expired(lease("1", "2020-01-01T00:00:00.000000Z"), 1_000)).toBe(false);
    expect(seen.remainingMs(lease("1", ""), 4_000)).toBe(7_000);
    expect(seen.expired(lease("1", "2020-01-01T00:00:00.000000Z"), 10_999)).toBe(false);
    expect(seen.expired(lease("1", "2020-01-01T00:00:00.000000Z"), 11_000)).toBe(true);
    // A renewal (new resourceVersion) starts the wait again, whatever its renewTime says.
    expect(seen.expired(lease("2", "2020-01-01T00:00:00.000000Z"), 12_000)).toBe(false);
    expect(seen.expired(lease("2", "2020-01-01T00:00:00.000000Z"), 21_999)).toBe(false);
    expect(seen.expired(lease("2", "2020-01-01T00:00:00.000000Z"), 22_000)).toBe(true);
  });
});

describe("object helpers", () => {
  it("refOf splits apiVersion", () => {
    expect(
      refOf({ apiVersion: "apps/v1", kind: "Deployment", metadata: { name: "d", namespace: "n" } }),
    ).toEqual({
      group: "apps",
      version: "v1",
      kind: "Deployment",
      namespace: "n",
      name: "d",
    });
    expect(refOf({ apiVersion: "v1", kind: "Namespace", metadata: { name: "n" } }).namespace).toBe("");
  });

  it("sanitizeForApply drops managedFields and the namespace of cluster-scoped kinds, without mutating", () => {
    const o: KubeObject = {
      apiVersion: "v1",
      kind: "Namespace",
      metadata: { name: "n", namespace: "x", managedFields: [] },
    };
    expect(sanitizeForApply(o, false).metadata).toEqual({ name: "n" });
    expect(sanitizeForApply(o, true).metadata).toEqual({ name: "n", namespace: "x" });
    expect(o.metadata.managedFields).toEqual([]);
  });
});

describe("Semaphore", () => {
  it("bounds concurrency and hands slots over in order", async () => {
    const sem = new Semaphore(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const release = await sem.acquire();
        active++;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 5));
        order.push(i);
        active--;
        release();
        release(); // double release is harmless
      }),
    );
    expect(peak).toBe(2);
    expect(order).toHaveLength(8);
    expect(sem.inFlight).toBe(0);
  });

  it("gives a freed slot to the highest priority waiting, in arrival order among equals", async () => {
    const sem = new Semaphore(1);
    const first = await sem.acquire();
    const started: string[] = [];
    const waiters = (
      [
        ["a", 0],
        ["b", 5],
        ["c", 0],
        ["d", 5],
        ["e", 9],
      ] as const
    ).map(([name, priority]) =>
      sem.run(async () => {
        started.push(name);
      }, priority),
    );
    first();
    await Promise.all(waiters);
    expect(started).toEqual(["e", "b", "d", "a", "c"]);
    expect(sem.inFlight).toBe(0);
  });
});
