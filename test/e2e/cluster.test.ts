// src/cluster against the real kube-apiserver of the local control plane (or the cluster named by
// KUSTOMIZE_SYNC_TEST_KUBECONFIG): kubeconfig resolution, discovery, server-side apply, dry-run,
// errors, delete preconditions, list, watch, leases and RBAC failures.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { load as parseYaml, dump as toYaml } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  formatApiError,
  LeaseLockedError,
  LeaseLostError,
  NoMatchError,
} from "../../src/cluster/errors.js";
import { connect, type KubeCluster } from "../../src/cluster/index.js";
import type { InformerEvent, KubeObject, WatchEvent } from "../../src/cluster/types.js";
import { createTestNamespace, kubectl, kubectlOk, testKubeconfig, waitFor } from "./support/cluster.js";

const cm = (namespace: string, name: string, data: Record<string, string>, labels?: Record<string, string>) =>
  ({
    apiVersion: "v1",
    kind: "ConfigMap",
    metadata: { name, namespace, ...(labels ? { labels } : {}) },
    data,
  }) as KubeObject;

const cmRef = (namespace: string, name: string) => ({
  group: "",
  version: "v1",
  kind: "ConfigMap",
  namespace,
  name,
});

const deployment = (namespace: string, name: string, spec: Record<string, unknown> = {}) =>
  ({
    apiVersion: "apps/v1",
    kind: "Deployment",
    metadata: { name, namespace },
    spec: {
      selector: { matchLabels: { app: name } },
      template: {
        metadata: { labels: { app: name } },
        spec: { containers: [{ name: "app", image: "nginx" }] },
      },
      ...spec,
    },
  }) as KubeObject;

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected the call to fail");
}

describe("cluster (e2e)", () => {
  let kubeconfigPath: string;
  let cluster: KubeCluster;
  let ns: string;
  const attempts: { method: string; path: string; attempt: number }[] = [];

  beforeAll(async () => {
    kubeconfigPath = testKubeconfig();
    cluster = await connect({ kubeconfig: kubeconfigPath, onAttempt: (a) => attempts.push(a) });
    ns = await createTestNamespace("cluster");
  });

  afterAll(async () => {
    await cluster?.close();
  });

  describe("connect", () => {
    it("loads a kubeconfig from a path or from its content and describes it without secrets", async () => {
      const content = readFileSync(kubeconfigPath, "utf8");
      const fromContent = await connect({ kubeconfig: content });
      try {
        expect(fromContent.describe()).toEqual(cluster.describe());
        expect(fromContent.source).toEqual({ type: "content" });
        expect(await fromContent.serverVersion()).toMatch(/^v1\.\d+/);
      } finally {
        await fromContent.close();
      }
      const info = cluster.describe();
      expect(info.server).toMatch(/^https:\/\//);
      expect(cluster.source).toEqual({ type: "file", path: path.resolve(kubeconfigPath) });
      const doc = parseYaml(content) as { "current-context": string };
      expect(info.context).toBe(doc["current-context"]);
      expect(JSON.stringify(info)).not.toMatch(/BEGIN|token/i);
    });

    it("rejects an unknown context, listing the available ones", async () => {
      const doc = parseYaml(readFileSync(kubeconfigPath, "utf8")) as { contexts: { name: string }[] };
      const names = doc.contexts.map((c) => c.name).join(", ");
      await expect(connect({ kubeconfig: kubeconfigPath, context: "nope" })).rejects.toThrow(
        `context "nope" not found in kubeconfig file ${path.resolve(kubeconfigPath)}; available contexts: ${names}`,
      );
    });

    it("retries a refused connection a bounded number of times", async () => {
      const doc = parseYaml(readFileSync(kubeconfigPath, "utf8")) as {
        clusters: { cluster: { server: string } }[];
      };
      doc.clusters[0]!.cluster.server = "https://127.0.0.1:1";
      const seen: number[] = [];
      const dead = await connect({
        kubeconfig: toYaml(doc),
        retry: { attempts: 3, baseMs: 10 },
        onAttempt: (a) => seen.push(a.attempt),
      });
      try {
        const err = await rejection(dead.serverVersion());
        expect(err.code).toBe("ECONNREFUSED");
        expect(err.attempts).toBe(3);
        expect(seen).toEqual([1, 2, 3]);
      } finally {
        await dead.close();
      }
    });

    it("says what it waits for when a retry waits a second or more", async () => {
      const doc = parseYaml(readFileSync(kubeconfigPath, "utf8")) as {
        clusters: { cluster: { server: string } }[];
      };
      doc.clusters[0]!.cluster.server = "https://127.0.0.1:1";
      const said: string[] = [];
      const dead = await connect({
        kubeconfig: toYaml(doc),
        retry: { attempts: 3, baseMs: 2_000, maxMs: 2_000 },
        onRetry: (m) => said.push(m),
      });
      try {
        const err = await rejection(dead.serverVersion());
        expect(said).toHaveLength(2);
        expect(said[0]).toMatch(/ECONNREFUSED.*; retrying in [12]\.\ds \(attempt 2\)$/);
        expect(said[1]).toMatch(/ECONNREFUSED.*; retrying in [12]\.\ds \(attempt 3\)$/);
        // Only the failure after the last attempt says it gave up, never a retry that goes on.
        for (const line of said) expect(line).not.toContain("gave up");
        expect(formatApiError(err)).toMatch(/ECONNREFUSED.*\(gave up after 3 attempts\)$/);
      } finally {
        await dead.close();
      }
    });
  });

  it("bounds requests in flight", async () => {
    const small = await connect({ kubeconfig: kubeconfigPath, concurrency: 3 });
    try {
      await small.resolve("v1", "ConfigMap");
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => small.get(cmRef(ns, `absent-${i}`))),
      );
      expect(results.every((r) => r === undefined)).toBe(true);
      const stats = small.stats();
      expect(stats.maxInFlight).toBe(3);
      expect(stats.retries).toBe(0);
    } finally {
      await small.close();
    }
  });

  describe("discovery", () => {
    it("resolves kinds to resources and scopes", async () => {
      expect(await cluster.resolve("apps/v1", "Deployment")).toMatchObject({
        group: "apps",
        version: "v1",
        resource: "deployments",
        namespaced: true,
      });
      expect(await cluster.resolve("v1", "Namespace")).toMatchObject({
        group: "",
        resource: "namespaces",
        namespaced: false,
      });
      expect(await cluster.resolve("coordination.k8s.io/v1", "Lease")).toMatchObject({ resource: "leases" });
    });

    it("falls back to per-group discovery with the same result", async () => {
      const legacy = await connect({ kubeconfig: kubeconfigPath, aggregatedDiscovery: false });
      try {
        for (const [apiVersion, kind] of [
          ["apps/v1", "Deployment"],
          ["v1", "Namespace"],
          ["rbac.authorization.k8s.io/v1", "ClusterRoleBinding"],
          ["apiextensions.k8s.io/v1", "CustomResourceDefinition"],
        ] as const) {
          expect(await legacy.resolve(apiVersion, kind)).toEqual(await cluster.resolve(apiVersion, kind));
        }
        expect(legacy.stats().requests).toBeGreaterThan(10); // /api, /apis, then one per group version
        await expect(legacy.resolve("example.com/v1", "Widget")).rejects.toBeInstanceOf(NoMatchError);
      } finally {
        await legacy.close();
      }
    });

    it("is not held up by an unavailable aggregated API", async () => {
      const name = `v1.down${randomBytes(3).toString("hex")}.kustomize-sync.io`;
      const apiService = {
        apiVersion: "apiregistration.k8s.io/v1",
        kind: "APIService",
        metadata: { name },
        spec: {
          group: name.slice(3),
          version: "v1",
          groupPriorityMinimum: 100,
          versionPriority: 100,
          insecureSkipTLSVerify: true,
          service: { name: "nothing-here", namespace: ns },
        },
      } as KubeObject;
      await cluster.apply(apiService);
      try {
        for (const aggregatedDiscovery of [true, false]) {
          const c = await connect({ kubeconfig: kubeconfigPath, aggregatedDiscovery });
          try {
            const started = Date.now();
            expect((await c.resolve("apps/v1", "Deployment")).resource).toBe("deployments");
            expect(c.stats().retries).toBe(0);
            expect(Date.now() - started).toBeLessThan(3_000);
          } finally {
            await c.close();
          }
        }
      } finally {
        await cluster.delete({
          group: "apiregistration.k8s.io",
          version: "v1",
          kind: "APIService",
          namespace: "",
          name,
        });
      }
    });

    it("reports unknown kinds in kubectl's words", async () => {
      const err = await rejection(cluster.resolve("example.com/v1", "Widget"));
      expect(err).toBeInstanceOf(NoMatchError);
      expect(err.message).toBe('no matches for kind "Widget" in version "example.com/v1"');
      const dry = await rejection(
        cluster.apply(
          { apiVersion: "example.com/v1", kind: "Widget", metadata: { name: "w", namespace: ns } },
          { dryRun: true },
        ),
      );
      expect(formatApiError(dry)).toBe(
        `Widget/${ns}/w dry-run failed: no matches for kind "Widget" in version "example.com/v1"`,
      );
    });

    it("serves a CRD's kind after refreshMapping", async () => {
      const group = `t${randomBytes(3).toString("hex")}.kustomize-sync.io`;
      const crd = {
        apiVersion: "apiextensions.k8s.io/v1",
        kind: "CustomResourceDefinition",
        metadata: { name: `gadgets.${group}` },
        spec: {
          group,
          scope: "Namespaced",
          names: { plural: "gadgets", singular: "gadget", kind: "Gadget", listKind: "GadgetList" },
          versions: [
            {
              name: "v1",
              served: true,
              storage: true,
              schema: {
                openAPIV3Schema: {
                  type: "object",
                  properties: { spec: { type: "object", properties: { size: { type: "integer" } } } },
                },
              },
            },
          ],
        },
      } as KubeObject;
      await expect(cluster.resolve(`${group}/v1`, "Gadget")).rejects.toBeInstanceOf(NoMatchError);
      await cluster.apply(crd);
      try {
        await waitFor(
          async () => {
            const live = await cluster.get({
              group: "apiextensions.k8s.io",
              version: "v1",
              kind: "CustomResourceDefinition",
              namespace: "",
              name: crd.metadata.name,
            });
            const conds =
              (live?.status as { conditions?: { type: string; status: string }[] })?.conditions ?? [];
            return conds.some((c) => c.type === "Established" && c.status === "True");
          },
          30_000,
          "the CRD to be Established",
        );
        const mapping = await waitFor(
          async () => {
            await cluster.refreshMapping();
            return cluster.resolve(`${group}/v1`, "Gadget");
          },
          30_000,
          "discovery to serve Gadget",
        );
        expect(mapping).toMatchObject({ group, version: "v1", resource: "gadgets", namespaced: true });
        const created = await cluster.apply({
          apiVersion: `${group}/v1`,
          kind: "Gadget",
          metadata: { name: "g1", namespace: ns },
          spec: { size: 3 },
        });
        expect((created.spec as { size: number }).size).toBe(3);
        const invalid = await rejection(
          cluster.apply(
            {
              apiVersion: `${group}/v1`,
              kind: "Gadget",
              metadata: { name: "g2", namespace: ns },
              spec: { size: "big" },
            },
            { dryRun: true },
          ),
        );
        expect(invalid.reason).toBe("Invalid");
      } finally {
        await cluster.delete({
          group: "apiextensions.k8s.io",
          version: "v1",
          kind: "CustomResourceDefinition",
          namespace: "",
          name: crd.metadata.name,
        });
      }
    });
  });

  describe("server-side apply", () => {
    it("creates, then leaves an unchanged object alone", async () => {
      const first = await cluster.apply(cm(ns, "ssa", { a: "1" }));
      expect(first.metadata.uid).toBeTruthy();
      const managers = (first.metadata.managedFields as { manager: string; operation: string }[]).map(
        (f) => `${f.manager}/${f.operation}`,
      );
      expect(managers).toContain("kustomize-sync/Apply");
      const again = await cluster.apply(cm(ns, "ssa", { a: "1" }));
      expect(again.metadata.resourceVersion).toBe(first.metadata.resourceVersion);
      const changed = await cluster.apply(cm(ns, "ssa", { a: "2" }));
      expect(changed.metadata.resourceVersion).not.toBe(first.metadata.resourceVersion);
      expect(changed.data).toEqual({ a: "2" });
    });

    it("dry-run returns the result and writes nothing", async () => {
      const dry = await cluster.apply(cm(ns, "dry", { a: "1" }), { dryRun: true });
      expect(dry.data).toEqual({ a: "1" });
      expect(await cluster.get(cmRef(ns, "dry"))).toBeUndefined();
      expect((await kubectl(["get", "configmap", "dry", "-n", ns])).code).not.toBe(0);
      await cluster.apply(cm(ns, "dry2", { a: "1" }));
      const before = await cluster.get(cmRef(ns, "dry2"));
      const dryChange = await cluster.apply(cm(ns, "dry2", { a: "2" }), { dryRun: true });
      expect(dryChange.data).toEqual({ a: "2" });
      const after = await cluster.get(cmRef(ns, "dry2"));
      expect(after?.data).toEqual({ a: "1" });
      expect(after?.metadata.resourceVersion).toBe(before?.metadata.resourceVersion);
    });

    it("dry-run of an invalid object fails with Invalid, naming the unknown field, without retries", async () => {
      const before = attempts.length;
      const err = await rejection(cluster.apply(deployment(ns, "bad", { replicass: 2 }), { dryRun: true }));
      expect(err.reason).toBe("Invalid");
      expect(err.message).toContain(".spec.replicass");
      expect(err.attempts).toBe(1);
      expect(attempts.slice(before).filter((a) => a.method === "PATCH")).toHaveLength(1);
      expect(formatApiError(err)).toMatch(
        new RegExp(`^Deployment/${ns}/bad dry-run failed \\(Invalid\\): .*replicass`),
      );

      const negative = await rejection(
        cluster.apply(deployment(ns, "bad", { replicas: -1 }), { dryRun: true }),
      );
      expect(negative.status).toBe(422);
      expect(formatApiError(negative)).toContain(
        `Deployment/${ns}/bad dry-run failed (Invalid): Deployment.apps "bad" is invalid: spec.replicas`,
      );
      const applied = await rejection(cluster.apply(deployment(ns, "bad", { replicas: -1 })));
      expect(formatApiError(applied)).toMatch(new RegExp(`^Deployment/${ns}/bad apply failed: `));
    });

    it("names the other field manager on a conflict without force, and takes over with force", async () => {
      await cluster.apply(cm(ns, "owned", { key: "theirs" }), { fieldManager: "other-manager" });
      const err = await rejection(cluster.apply(cm(ns, "owned", { key: "ours" }), { force: false }));
      expect(err.status).toBe(409);
      expect(err.reason).toBe("Conflict");
      expect(err.message).toContain("other-manager");
      expect(err.attempts).toBe(1);
      const forced = await cluster.apply(cm(ns, "owned", { key: "ours" }));
      expect(forced.data).toEqual({ key: "ours" });
    });

    it("requires a namespace for namespaced kinds and drops it for cluster-scoped ones", async () => {
      const err = await rejection(
        cluster.apply({ apiVersion: "v1", kind: "ConfigMap", metadata: { name: "x" } }),
      );
      expect(formatApiError(err)).toBe("ConfigMap/x namespace not specified");
      const name = `${ns}-cr`;
      const role = await cluster.apply({
        apiVersion: "rbac.authorization.k8s.io/v1",
        kind: "ClusterRole",
        metadata: { name, namespace: "ignored" },
        rules: [],
      });
      expect(role.metadata.namespace).toBeUndefined();
      expect(
        await cluster.delete({
          group: "rbac.authorization.k8s.io",
          version: "v1",
          kind: "ClusterRole",
          namespace: "",
          name,
        }),
      ).toBe("deleted");
    });
  });

  describe("delete", () => {
    it("honours a UID precondition and treats NotFound as done", async () => {
      const live = await cluster.apply(cm(ns, "del", { a: "1" }));
      const wrong = await rejection(
        cluster.delete(cmRef(ns, "del"), { uid: "00000000-0000-0000-0000-000000000000" }),
      );
      expect(wrong.status).toBe(409);
      expect(wrong.reason).toBe("Conflict");
      expect(wrong.message).toContain(
        "the UID in the precondition (00000000-0000-0000-0000-000000000000) does not match",
      );
      expect(await cluster.get(cmRef(ns, "del"))).toBeDefined();
      expect(await cluster.delete(cmRef(ns, "del"), { uid: live.metadata.uid })).toBe("deleted");
      expect(await cluster.get(cmRef(ns, "del"))).toBeUndefined();
      expect(await cluster.delete(cmRef(ns, "del"))).toBe("notFound");
      expect(
        await cluster.delete({
          group: "example.com",
          version: "v1",
          kind: "Widget",
          namespace: ns,
          name: "w",
        }),
      ).toBe("notFound");
    });
  });

  describe("list and watch", () => {
    it("lists with a label selector, across pages", async () => {
      await Promise.all([
        cluster.apply(cm(ns, "l1", { a: "1" }, { tier: "web" })),
        cluster.apply(cm(ns, "l2", { a: "1" }, { tier: "web" })),
        cluster.apply(cm(ns, "l3", { a: "1" }, { tier: "db" })),
      ]);
      const web = await cluster.list({
        apiVersion: "v1",
        kind: "ConfigMap",
        namespace: ns,
        labelSelector: "tier=web",
      });
      expect(web.map((o) => o.metadata.name).sort()).toEqual(["l1", "l2"]);
      expect(web.every((o) => o.apiVersion === "v1" && o.kind === "ConfigMap")).toBe(true);
      const paged = await cluster.listWithVersion({
        apiVersion: "v1",
        kind: "ConfigMap",
        namespace: ns,
        labelSelector: "tier",
        pageSize: 1,
      });
      expect(paged.items.map((o) => o.metadata.name).sort()).toEqual(["l1", "l2", "l3"]);
      expect(paged.resourceVersion).toMatch(/^\d+$/);
    });

    it("watch sees an update made after the list", async () => {
      await cluster.apply(cm(ns, "w1", { v: "1" }));
      const { resourceVersion } = await cluster.listWithVersion({
        apiVersion: "v1",
        kind: "ConfigMap",
        namespace: ns,
      });
      const events: WatchEvent[] = [];
      let ended: Error | undefined | "open" = "open";
      const stop = cluster.watch(
        {
          apiVersion: "v1",
          kind: "ConfigMap",
          namespace: ns,
          fieldSelector: "metadata.name=w1",
          resourceVersion,
        },
        (ev) => events.push(ev),
        (err) => {
          ended = err;
        },
      );
      try {
        await cluster.apply(cm(ns, "w1", { v: "2" }));
        const ev = await waitFor(
          () => events.find((e) => e.type === "MODIFIED" && (e.object.data as { v: string }).v === "2"),
          20_000,
          "a MODIFIED event",
        );
        expect(ev.object.metadata.name).toBe("w1");
        expect(ended).toBe("open");
      } finally {
        stop();
      }
    });

    it("a watch from a too old resourceVersion ends with 410 Gone", { timeout: 20_000 }, async () => {
      // The watch cache answers 410 Expired at once. Shortly after the control plane started,
      // before etcd's first compaction, the server may instead replay history from etcd: then
      // it sends events and keeps the watch open, which is also correct.
      let stop: (() => void) | undefined;
      const outcome = await new Promise<Error | undefined | "replayed">((resolve) => {
        stop = cluster.watch(
          { apiVersion: "v1", kind: "ConfigMap", namespace: ns, resourceVersion: "1" },
          () => resolve("replayed"),
          resolve,
        );
      });
      stop?.();
      if (outcome !== "replayed") {
        expect(outcome).toBeInstanceOf(ApiError);
        expect((outcome as ApiError).status).toBe(410);
        expect((outcome as ApiError).reason).toBe("Expired");
      }
    });

    it("a watch the server times out ends normally", { timeout: 20_000 }, async () => {
      const { resourceVersion } = await cluster.listWithVersion({
        apiVersion: "v1",
        kind: "ConfigMap",
        namespace: ns,
      });
      const started = Date.now();
      const outcome = await new Promise<Error | undefined>((resolve) => {
        cluster.watch(
          { apiVersion: "v1", kind: "ConfigMap", namespace: ns, resourceVersion, timeoutSeconds: 1 },
          () => undefined,
          resolve,
        );
      });
      expect(outcome).toBeUndefined();
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    });

    it("watchList resumes after the server closes the watch, without repeating events", async () => {
      await cluster.apply(cm(ns, "res1", { v: "1" }, { resume: "yes" }));
      const events: InformerEvent[] = [];
      const stop = cluster.watchList(
        {
          apiVersion: "v1",
          kind: "ConfigMap",
          namespace: ns,
          labelSelector: "resume=yes",
          timeoutSeconds: 1,
        },
        (ev) => events.push(ev),
      );
      try {
        await waitFor(() => events.some((e) => e.type === "SYNCED"), 20_000, "SYNCED");
        await new Promise((r) => setTimeout(r, 2_500)); // the server closes the watch at least twice
        await cluster.apply(cm(ns, "res1", { v: "2" }, { resume: "yes" }));
        await waitFor(() => events.some((e) => e.type === "MODIFIED"), 20_000, "MODIFIED after resume");
        expect(events.map((e) => e.type)).toEqual(["ADDED", "SYNCED", "MODIFIED"]);
      } finally {
        stop();
      }
    });

    it("watchList with watchAfter opens no watch until it settles, then misses nothing made meanwhile", async () => {
      await cluster.apply(cm(ns, "late1", { v: "1" }, { late: "yes" }));
      const events: InformerEvent[] = [];
      let start!: () => void;
      const watchAfter = new Promise<void>((resolve) => {
        start = resolve;
      });
      const watchesBefore = cluster.stats().watches;
      const stop = cluster.watchList(
        { apiVersion: "v1", kind: "ConfigMap", namespace: ns, labelSelector: "late=yes", watchAfter },
        (ev) => events.push(ev),
      );
      try {
        await waitFor(() => events.some((e) => e.type === "SYNCED"), 20_000, "SYNCED");
        await cluster.apply(cm(ns, "late1", { v: "2" }, { late: "yes" }));
        await new Promise((r) => setTimeout(r, 500));
        expect(cluster.stats().watches).toBe(watchesBefore);
        expect(events.map((e) => e.type)).toEqual(["ADDED", "SYNCED"]);
        start();
        // The watch starts from the list's resourceVersion: the change made before it is delivered.
        await waitFor(
          () => events.some((e) => e.type === "MODIFIED"),
          20_000,
          "MODIFIED after the watch started",
        );
        expect(cluster.stats().watches).toBe(watchesBefore + 1);
        expect(events.map((e) => e.type)).toEqual(["ADDED", "SYNCED", "MODIFIED"]);
      } finally {
        stop();
      }
    });

    it("watchList syncs, then reports changes and deletions", async () => {
      await cluster.apply(cm(ns, "inf1", { v: "1" }, { informer: "yes" }));
      const events: InformerEvent[] = [];
      const errors: Error[] = [];
      const stop = cluster.watchList(
        { apiVersion: "v1", kind: "ConfigMap", namespace: ns, labelSelector: "informer=yes" },
        (ev) => events.push(ev),
        (err) => errors.push(err),
      );
      try {
        const synced = await waitFor(() => events.find((e) => e.type === "SYNCED"), 20_000, "SYNCED");
        expect(synced.type === "SYNCED" && synced.objects.map((o) => o.metadata.name)).toEqual(["inf1"]);
        expect(events[0]).toMatchObject({ type: "ADDED" });
        await cluster.apply(cm(ns, "inf2", { v: "1" }, { informer: "yes" }));
        await cluster.apply(cm(ns, "inf1", { v: "2" }, { informer: "yes" }));
        await cluster.delete(cmRef(ns, "inf2"));
        const names = () =>
          events.flatMap((e) => (e.type === "SYNCED" ? [] : [`${e.type}:${e.object.metadata.name}`]));
        await waitFor(() => names().includes("DELETED:inf2"), 20_000, "DELETED inf2");
        expect(names()).toEqual(["ADDED:inf1", "ADDED:inf2", "MODIFIED:inf1", "DELETED:inf2"]);
        expect(errors).toEqual([]);
      } finally {
        stop();
      }
    });
  });

  describe("leases", () => {
    const leaseRef = (name: string) => ({
      group: "coordination.k8s.io",
      version: "v1",
      kind: "Lease",
      namespace: ns,
      name,
    });

    it("creates, excludes a second holder, and hands over after release", async () => {
      const a = await cluster.acquireLease(ns, "lock", "run-a", { durationSeconds: 30 });
      expect(a.held).toBe(true);
      const live = await cluster.get(leaseRef("lock"));
      const spec = live?.spec as { holderIdentity: string; acquireTime: string };
      expect(spec.holderIdentity).toBe("run-a");
      const acquireTime = spec.acquireTime;

      const started = Date.now();
      const err = await cluster.acquireLease(ns, "lock", "run-b", { waitMs: 600, pollMs: 100 }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(LeaseLockedError);
      expect((err as Error).message).toBe(`locked by run-a since ${acquireTime}`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);

      await a.renew();
      const waiting = cluster.acquireLease(ns, "lock", "run-b", { waitMs: 10_000, pollMs: 100 });
      await new Promise((r) => setTimeout(r, 300));
      await a.release();
      expect(a.held).toBe(false);
      const b = await waiting;
      expect(b.held).toBe(true);
      await b.release();
      expect(await cluster.get(leaseRef("lock"))).toBeUndefined();
      await b.release(); // idempotent
    });

    it("takes over a lease only after it stayed unchanged for its duration by the local clock", async () => {
      // renewTime two minutes ago by our clock: a crashed run, or a runner whose clock is behind.
      const past = new Date(Date.now() - 120_000).toISOString().replace("Z", "000Z");
      await cluster.create({
        apiVersion: "coordination.k8s.io/v1",
        kind: "Lease",
        metadata: { name: "stale", namespace: ns },
        spec: { holderIdentity: "crashed-run", leaseDurationSeconds: 2, acquireTime: past, renewTime: past },
      });
      // Not stolen on sight, whatever renewTime says...
      await expect(
        cluster.acquireLease(ns, "stale", "run-c", { durationSeconds: 15 }),
      ).rejects.toBeInstanceOf(LeaseLockedError);
      // ...but once it stayed unchanged for its 2 s, measured here, it is taken over.
      const waits: { holder: string; until: Date }[] = [];
      const started = Date.now();
      const c = await cluster.acquireLease(ns, "stale", "run-c", {
        durationSeconds: 15,
        waitMs: 10_000,
        pollMs: 200,
        onWaiting: (w) => waits.push(w),
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
      expect(waits).toHaveLength(1);
      expect(waits[0]!.holder).toBe("crashed-run");
      expect(waits[0]!.until.getTime() - started).toBeLessThanOrEqual(2_500);
      const live = await cluster.get(leaseRef("stale"));
      expect(live?.spec).toMatchObject({ holderIdentity: "run-c", leaseTransitions: 1 });
      await c.release();

      // A holder whose lease is taken over notices on its next renewal.
      const lost: string[] = [];
      const d = await cluster.acquireLease(ns, "stale", "run-d", {
        durationSeconds: 15,
        onLost: (r) => lost.push(r),
      });
      const current = (await cluster.get(leaseRef("stale")))!;
      await cluster.update({ ...current, spec: { ...(current.spec as object), holderIdentity: "intruder" } });
      await expect(d.renew()).rejects.toThrow(/lost the lock \(Lease .*\/stale\): taken over by intruder/);
      expect(d.held).toBe(false);
      expect(lost).toEqual(["taken over by intruder"]);
      await d.release(); // not ours: leaves it alone
      expect((await cluster.get(leaseRef("stale")))?.spec).toMatchObject({ holderIdentity: "intruder" });
    });

    it("fences a paused holder: after a takeover and release, ready() refuses before any write", async () => {
      // renewMs far beyond the duration: the holder stops renewing, as a SIGSTOPped run does.
      const paused = await cluster.acquireLease(ns, "fenced", "paused-run", {
        durationSeconds: 1,
        renewMs: 600_000,
      });
      await paused.ready(); // just acquired: no request needed
      const other = await cluster.acquireLease(ns, "fenced", "other-run", {
        durationSeconds: 15,
        waitMs: 10_000,
        pollMs: 100,
      });
      await other.release();
      const err = await paused.ready().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(LeaseLostError);
      expect((err as Error).message).toBe(`lost the lock (Lease ${ns}/fenced): deleted by someone else`);
      expect(paused.held).toBe(false);
      expect(await cluster.get(leaseRef("fenced"))).toBeUndefined(); // nothing re-created it
    });
  });

  describe("RBAC", () => {
    it("impersonate() acts as a ServiceAccount on the same connection; closing the view keeps it open", async () => {
      await kubectlOk(["create", "serviceaccount", "deployer", "-n", ns]);
      const view = cluster.impersonate(`system:serviceaccount:${ns}:deployer`);
      const denied = await rejection(view.apply(cm(ns, "as-deployer", { a: "1" })));
      expect(denied.reason).toBe("Forbidden");
      expect(formatApiError(denied)).toContain(`system:serviceaccount:${ns}:deployer`);
      await kubectlOk([
        "create",
        "rolebinding",
        "deployer-edit",
        "--clusterrole=edit",
        `--serviceaccount=${ns}:deployer`,
        "-n",
        ns,
      ]);
      await waitFor(
        async () =>
          await view.apply(cm(ns, "as-deployer", { a: "1" }), { dryRun: true }).then(
            () => true,
            () => false,
          ),
        10_000,
        "RBAC to take effect",
      );
      const applied = await view.apply(cm(ns, "as-deployer", { a: "1" }));
      expect(applied.metadata.name).toBe("as-deployer");
      await view.close();
      expect((await cluster.get(cmRef(ns, "as-deployer")))?.data).toEqual({ a: "1" });
    });

    it("a user without permissions gets Forbidden naming verb and object, with no retry", async () => {
      await cluster.create({
        apiVersion: "v1",
        kind: "ServiceAccount",
        metadata: { name: "nobody", namespace: ns },
      });
      const token = (await kubectlOk(["create", "token", "nobody", "-n", ns, "--duration=10m"])).trim();
      const doc = parseYaml(readFileSync(kubeconfigPath, "utf8")) as {
        clusters: { name: string; cluster: Record<string, unknown> }[];
        "current-context": string;
      };
      const clusterEntry = doc.clusters[0]!;
      const sa = toYaml({
        apiVersion: "v1",
        kind: "Config",
        clusters: [clusterEntry],
        users: [{ name: "nobody", user: { token } }],
        contexts: [
          { name: "nobody", context: { cluster: clusterEntry.name, user: "nobody", namespace: ns } },
        ],
        "current-context": "nobody",
      });
      const seen: { method: string; attempt: number }[] = [];
      const weak = await connect({ kubeconfig: sa, onAttempt: (a) => seen.push(a) });
      try {
        expect(weak.defaultNamespace).toBe(ns);
        const err = await rejection(weak.apply(cm(ns, "forbidden", { a: "1" })));
        expect(err.status).toBe(403);
        expect(err.reason).toBe("Forbidden");
        expect(err.verb).toBe("patch");
        expect(err.attempts).toBe(1);
        expect(seen.filter((a) => a.method === "PATCH")).toEqual([
          { method: "PATCH", path: expect.any(String), attempt: 1 },
        ]);
        const text = formatApiError(err);
        expect(text).toContain(`ConfigMap/${ns}/forbidden apply failed: `);
        expect(text).toContain('cannot patch resource "configmaps"');
        expect(text).toContain(`system:serviceaccount:${ns}:nobody`);
        expect(text).not.toContain(token);

        const del = await rejection(weak.delete(cmRef(ns, "ssa")));
        expect(del.reason).toBe("Forbidden");
        expect(formatApiError(del)).toContain('cannot delete resource "configmaps"');
        const list = await rejection(weak.list({ apiVersion: "v1", kind: "Secret", namespace: ns }));
        expect(formatApiError(list)).toContain('cannot list resource "secrets"');
      } finally {
        await weak.close();
      }
    });
  });
});
