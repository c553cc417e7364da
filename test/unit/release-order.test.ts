// The order kustomize-sync releases HelmReleases in, and when one waits: helm-controller's
// dependsOn, by Ready or by readyExpr (CEL over self and dep).
import { describe, expect, it } from "vitest";
import type { KubeObject, ReleaseResult } from "../../src/model/index.js";
import { blockedBy, dependencyWaves, type ReleaseResults } from "../../src/reconcile/release-order.js";

const object = (name: string, labels: Record<string, string> = {}): KubeObject => ({
  apiVersion: "helm.toolkit.fluxcd.io/v2",
  kind: "HelmRelease",
  metadata: { name, namespace: "apps", labels },
});
const release = (name: string, deps: { name: string; readyExpr?: string }[] = []) => ({
  name,
  namespace: "apps",
  dependsOn: deps.map((d) => ({ namespace: "apps", ...d })),
  object: object(name, { tier: name }),
});
const result = (
  ready: ReleaseResult["ready"],
  action: ReleaseResult["action"] = "installed",
): ReleaseResult => ({
  ref: "HelmRelease/apps/x",
  releaseName: "x",
  storageNamespace: "apps",
  chart: "c",
  version: "1.0.0",
  action,
  ready,
  message: "",
});

describe("dependencyWaves", () => {
  it("puts each release after the ones of the set it depends on, and independent ones together", () => {
    const items = [
      release("web", [{ name: "api" }]),
      release("api", [{ name: "db" }]),
      release("db"),
      release("cache"),
    ].map((r) => ({ release: r }));
    expect(dependencyWaves(items).map((w) => w.map((i) => i.release.name))).toEqual([
      ["db", "cache"],
      ["api"],
      ["web"],
    ]);
  });

  it("lets a dependency outside the set be looked up when its wave runs, and breaks a cycle in written order", () => {
    const outside = [release("web", [{ name: "elsewhere" }])].map((r) => ({ release: r }));
    expect(dependencyWaves(outside).map((w) => w.map((i) => i.release.name))).toEqual([["web"]]);
    const cycle = [release("a", [{ name: "b" }]), release("b", [{ name: "a" }])].map((r) => ({ release: r }));
    expect(dependencyWaves(cycle).map((w) => w.map((i) => i.release.name))).toEqual([["a"], ["b"]]);
  });
});

describe("blockedBy", () => {
  const results: ReleaseResults = new Map([
    ["apps/db", { result: result("True"), object: object("db", { tier: "data" }) }],
    ["apps/queue", { result: result("False", "failed"), object: object("queue") }],
  ]);

  it("waits for a dependency that is not Ready, or that this run did not release, in helm-controller's words", async () => {
    expect(await blockedBy(release("api", [{ name: "db" }]), results)).toBeUndefined();
    expect(await blockedBy(release("api", [{ name: "queue" }]), results)).toBe(
      "dependency 'apps/queue' is not ready",
    );
    expect(await blockedBy(release("api", [{ name: "unknown" }]), results)).toBe(
      "dependency 'apps/unknown' is not ready",
    );
  });

  it("judges a dependency with readyExpr by the expression alone, over self and dep", async () => {
    const byLabel = "dep.metadata.labels.tier == 'data' && self.metadata.labels.tier == 'api'";
    expect(await blockedBy(release("api", [{ name: "db", readyExpr: byLabel }]), results)).toBeUndefined();
    // queue is not Ready, but the expression only asks for its status to exist.
    expect(
      await blockedBy(
        release("api", [{ name: "queue", readyExpr: "dep.status.conditions.exists(c, c.type == 'Ready')" }]),
        results,
      ),
    ).toBeUndefined();
    expect(
      await blockedBy(
        release("api", [{ name: "db", readyExpr: "dep.metadata.labels.tier == 'web'" }]),
        results,
      ),
    ).toBe("dependency 'apps/db' is not ready according to readyExpr eval");
    expect(await blockedBy(release("api", [{ name: "db", readyExpr: "dep.nope.missing" }]), results)).toMatch(
      /^dependency 'apps\/db' readyExpr failed: /,
    );
  });
});
