import { type KustomizationSpec, kustomizationKey } from "../model/index.js";
import { findCycles } from "./cycles.js";
import { dependencyText } from "./messages.js";

export interface BlockedKustomization {
  reason: "DependencyNotReady";
  message: string;
}

export interface Plan {
  /** Every runnable Kustomization, dependencies first: by level, then namespace/name. */
  order: KustomizationSpec[];
  /** levels[0] has no dependencies; each later level depends only on earlier ones. */
  levels: KustomizationSpec[][];
  /** Keyed "namespace/name": on a cycle, missing a dependency, or depending on one that is. */
  blocked: Map<string, BlockedKustomization>;
  /** Each dependency cycle once, as a closed path of display names (`["a", "b", "a"]`). */
  cycles: string[][];
  /** Every declared dependsOn edge as [dependency, dependant] keys ("ns/name"), sorted; the
   * dependency may be undefined (see `blocked`). Arrows point the way changes flow. */
  edges: Array<[string, string]>;
}

/**
 * Orders Kustomizations by dependsOn. Unlike Flux, which leaves a cycle's members waiting for
 * each other until they time out (kustomize-controller#1712), the plan names the cycle up
 * front and blocks only what is on it or downstream of it; everything else is still planned.
 */
export function planGraph(specs: readonly KustomizationSpec[]): Plan {
  const byKey = new Map<string, KustomizationSpec>();
  for (const spec of specs) if (!byKey.has(kustomizationKey(spec))) byKey.set(kustomizationKey(spec), spec);
  const keys = [...byKey.keys()].sort(compareKeys);

  const dependenciesOf = new Map<string, string[]>();
  const edges: Array<[string, string]> = [];
  for (const key of keys) {
    const deps = [...new Set(byKey.get(key)!.dependsOn.map(kustomizationKey))];
    dependenciesOf.set(key, deps);
    for (const dep of deps) edges.push([dep, key]);
  }
  edges.sort((a, b) => compareKeys(a[1], b[1]) || compareKeys(a[0], b[0]));

  const blocked = new Map<string, BlockedKustomization>();
  const block = (key: string, message: string) => {
    if (!blocked.has(key)) blocked.set(key, { reason: "DependencyNotReady", message });
  };

  const { cycles, cycleThrough } = findCycles(keys, (key) =>
    dependenciesOf.get(key)!.filter((d) => byKey.has(d)),
  );
  for (const [key, path] of cycleThrough) block(key, dependencyText.circular(path));
  for (const key of keys) {
    const missing = dependenciesOf.get(key)!.find((dep) => !byKey.has(dep));
    if (missing !== undefined) block(key, dependencyText.notFound(missing));
  }

  // Kahn's algorithm, so chains of any length need no recursion. Whatever it never reaches
  // sits on a cycle or downstream of one, and so is blocked too.
  const dependants = new Map<string, string[]>(keys.map((key) => [key, []]));
  const waitingOn = new Map<string, number>();
  for (const key of keys) {
    const deps = dependenciesOf.get(key)!.filter((dep) => byKey.has(dep));
    waitingOn.set(key, deps.length);
    for (const dep of deps) dependants.get(dep)!.push(key);
  }
  const level = new Map<string, number>();
  const ready = keys.filter((key) => waitingOn.get(key) === 0);
  for (let i = 0; i < ready.length; i++) {
    const key = ready[i]!;
    const deps = dependenciesOf.get(key)!;
    const blockedDep = deps.find((dep) => blocked.has(dep));
    if (blockedDep !== undefined) block(key, dependencyText.notReady(blockedDep));
    if (!blocked.has(key)) level.set(key, Math.max(-1, ...deps.map((dep) => level.get(dep)!)) + 1);
    for (const dependant of dependants.get(key)!) {
      const left = waitingOn.get(dependant)! - 1;
      waitingOn.set(dependant, left);
      if (left === 0) ready.push(dependant);
    }
  }
  const unreached = new Set(keys.filter((key) => !level.has(key) && !blocked.has(key)));
  for (const key of keys) {
    if (!unreached.has(key)) continue;
    const deps = dependenciesOf.get(key)!;
    const blockedDep = deps.find((dep) => blocked.has(dep) || unreached.has(dep)) ?? deps[0]!;
    block(key, dependencyText.notReady(blockedDep));
  }

  const levels: KustomizationSpec[][] = [];
  for (const key of keys) {
    const l = level.get(key);
    if (l === undefined) continue;
    while (levels.length <= l) levels.push([]);
    levels[l]!.push(byKey.get(key)!);
  }
  return { order: levels.flat(), levels, blocked, cycles, edges };
}

/** namespace, then name: "flux-system/apps" before "flux-system/infra" before "team-a/apps". */
export function compareKeys(a: string, b: string): number {
  const [an = "", ...ar] = a.split("/");
  const [bn = "", ...br] = b.split("/");
  if (an !== bn) return an < bn ? -1 : 1;
  const x = ar.join("/");
  const y = br.join("/");
  return x < y ? -1 : x > y ? 1 : 0;
}
