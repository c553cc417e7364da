import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadKustomizations } from "../../src/config/index.js";
import { dependencyChains } from "../../src/graph/format.js";
import { formatGraph, type Plan, planGraph } from "../../src/graph/index.js";
import { type KustomizationSpec, kustomizationKey } from "../../src/model/index.js";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function plan(fixture: string): Promise<Plan> {
  const { kustomizations, problems } = await loadKustomizations({
    root: path.join(repo, "test/fixtures/graph", fixture),
  });
  expect(problems).toEqual([]);
  return planGraph(kustomizations);
}

const names = (specs: KustomizationSpec[]) => specs.map((s) => s.name);
const blockedMessages = (p: Plan) => Object.fromEntries(p.blocked);

describe("planning dependsOn order", () => {
  it("applies webapp-common, then webapp-backend, then webapp-frontend whatever the file order", async () => {
    const p = await plan("chain");
    expect(names(p.order)).toEqual(["webapp-common", "webapp-backend", "webapp-frontend"]);
    expect(p.levels.map(names)).toEqual([["webapp-common"], ["webapp-backend"], ["webapp-frontend"]]);
    expect(p.blocked.size).toBe(0);
    expect(p.cycles).toEqual([]);
  });

  it("puts each Kustomization one level after its deepest dependency, ordered by name within a level", async () => {
    const p = await plan("diamond");
    expect(p.levels.map(names)).toEqual([["base", "tools"], ["left", "right"], ["top"]]);
    expect(p.edges).toEqual([
      ["flux-system/base", "flux-system/left"],
      ["flux-system/base", "flux-system/right"],
      ["flux-system/left", "flux-system/top"],
      ["flux-system/right", "flux-system/top"],
    ]);
  });

  it("orders by namespace before name", () => {
    const spec = (namespace: string, name: string) =>
      ({ namespace, name, dependsOn: [] }) as unknown as KustomizationSpec;
    const p = planGraph([spec("team-b", "a"), spec("flux-system-x", "a"), spec("flux-system", "z")]);
    expect(p.order.map(kustomizationKey)).toEqual(["flux-system/z", "flux-system-x/a", "team-b/a"]);
  });

  it("reports a dependency cycle in Flux's words and still plans the unrelated Kustomizations", async () => {
    const p = await plan("cycle");
    expect(p.cycles).toEqual([["a", "b", "a"]]);
    expect(blockedMessages(p)).toEqual({
      "flux-system/a": { reason: "DependencyNotReady", message: "circular dependency detected: a -> b -> a" },
      "flux-system/b": { reason: "DependencyNotReady", message: "circular dependency detected: b -> a -> b" },
      "flux-system/d": { reason: "DependencyNotReady", message: "dependency 'flux-system/a' is not ready" },
    });
    expect(p.levels.map(names)).toEqual([["c"], ["e"]]);
  });

  it("names namespaces in a cycle that crosses them", async () => {
    const p = await plan("cross-namespace-cycle");
    expect(p.cycles).toEqual([["infra/platform", "team-a/apps", "infra/platform"]]);
    expect(p.blocked.get("team-a/apps")?.message).toBe(
      "circular dependency detected: team-a/apps -> infra/platform -> team-a/apps",
    );
  });

  it("treats a Kustomization that depends on itself as a cycle of one", async () => {
    const p = await plan("self-dependency");
    expect(p.blocked.get("flux-system/narcissus")?.message).toBe(
      "circular dependency detected: narcissus -> narcissus",
    );
    expect(names(p.order)).toEqual(["echo"]);
  });

  it("blocks a Kustomization whose dependency is not defined, and everything downstream of it", async () => {
    const p = await plan("missing-dependency");
    expect(blockedMessages(p)).toEqual({
      "flux-system/webapp-frontend": {
        reason: "DependencyNotReady",
        message: "dependency 'flux-system/webapp-backend' not found",
      },
      "flux-system/smoke-tests": {
        reason: "DependencyNotReady",
        message: "dependency 'flux-system/webapp-frontend' is not ready",
      },
    });
    expect(p.levels.map(names)).toEqual([["monitoring", "webapp-common"]]);
    expect(p.edges).toContainEqual(["flux-system/webapp-backend", "flux-system/webapp-frontend"]);
  });

  it("handles a dependsOn chain far deeper than the call stack", () => {
    const specs = Array.from(
      { length: 20_000 },
      (_, i) =>
        ({
          namespace: "flux-system",
          name: `k${String(i).padStart(5, "0")}`,
          dependsOn:
            i === 0 ? [] : [{ namespace: "flux-system", name: `k${String(i - 1).padStart(5, "0")}` }],
        }) as unknown as KustomizationSpec,
    );
    const p = planGraph(specs);
    expect(p.levels).toHaveLength(20_000);
    expect(p.order[19_999]!.name).toBe("k19999");
  });
});

describe("rendering the plan for a terminal", () => {
  it("shows levels with what each waits for, and the chain as arrows", async () => {
    expect(formatGraph(await plan("chain"))).toBe(
      [
        "level 0  webapp-common",
        "level 1  webapp-backend ← webapp-common",
        "level 2  webapp-frontend ← webapp-backend",
        "",
        "webapp-common → webapp-backend → webapp-frontend",
      ].join("\n"),
    );
  });

  it("lists blocked Kustomizations with their reasons", async () => {
    expect(formatGraph(await plan("cycle"))).toBe(
      [
        "level 0  c",
        "level 1  e ← c",
        "",
        "c → e",
        "",
        "blocked",
        "  a  circular dependency detected: a -> b -> a",
        "  b  circular dependency detected: b -> a -> b",
        "  d  dependency 'flux-system/a' is not ready",
      ].join("\n"),
    );
  });

  it("shows namespace/name once Kustomizations span namespaces", async () => {
    expect(formatGraph(await plan("cross-namespace-cycle"))).toBe(
      [
        "blocked",
        "  infra/platform  circular dependency detected: infra/platform -> team-a/apps -> infra/platform",
        "  team-a/apps     circular dependency detected: team-a/apps -> infra/platform -> team-a/apps",
      ].join("\n"),
    );
  });

  it("traces every root-to-leaf chain of a diamond", async () => {
    expect(dependencyChains(await plan("diamond"))).toEqual([
      ["flux-system/base", "flux-system/left", "flux-system/top"],
      ["flux-system/base", "flux-system/right", "flux-system/top"],
      ["flux-system/tools"],
    ]);
  });
});
