import { type KustomizationSpec, kustomizationKey, type NamespacedName } from "../model/index.js";
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
  /** Child key → the key of the Kustomization whose render defines it (reconciled first). */
  parents: Map<string, string>;
}

/**
 * Orders Kustomizations by dependsOn, and each after the parent whose render defines it (Flux
 * cannot reconcile a child before its parent applied it). Unlike Flux, which leaves a cycle's members waiting for
 * each other until they time out (kustomize-controller#1712), the plan names the cycle up
 * front and blocks only what is on it or downstream of it; everything else is still planned.
 */
export function planGraph(specs: readonly KustomizationSpec[]): Plan {
  // Integer ids, and namespace → name maps rather than "ns/name" strings as keys: the plan
  // must stay fast for tens of thousands of Kustomizations, and building and hashing a fresh
  // key string for every lookup was most of its time.
  const idOf = new Map<string, Map<string, number>>();
  const lookup = (ref: NamespacedName) => idOf.get(ref.namespace)?.get(ref.name);
  const nodes: KustomizationSpec[] = [];
  for (const spec of [...specs].sort(compareSpecs)) {
    let names = idOf.get(spec.namespace);
    if (!names) {
      names = new Map();
      idOf.set(spec.namespace, names);
    }
    if (names.has(spec.name)) continue;
    names.set(spec.name, nodes.length);
    nodes.push(spec);
  }
  const count = nodes.length;
  const keys = nodes.map(kustomizationKey);

  // Defined dependencies as ids (deduplicated, in dependsOn order); the first undefined one.
  const dependencies: number[][] = [];
  const missing: Array<string | undefined> = new Array(count);
  const edges: Array<[string, string]> = [];
  const parents = new Map<string, string>();
  const parentOf: Array<number | undefined> = new Array(count);
  for (let id = 0; id < count; id++) {
    const defined: number[] = [];
    const parent = nodes[id]!.parent;
    const parentId = parent ? lookup(parent) : undefined;
    if (parentId !== undefined && parentId !== id) {
      defined.push(parentId);
      parentOf[id] = parentId;
      parents.set(keys[id]!, keys[parentId]!);
    }
    const undefinedKeys: string[] = [];
    for (const ref of nodes[id]!.dependsOn) {
      const depId = lookup(ref);
      if (depId !== undefined) {
        if (!defined.includes(depId)) defined.push(depId);
      } else {
        const key = kustomizationKey(ref);
        if (!undefinedKeys.includes(key)) undefinedKeys.push(key);
      }
    }
    dependencies.push(defined);
    missing[id] = undefinedKeys[0];
    // Sorted by dependant, then dependency: ids are already in key order.
    const declared = defined.filter(
      (dep) => dep !== parentId || nodes[id]!.dependsOn.some((d) => lookup(d) === dep),
    );
    const byDependency = [
      ...[...declared].sort((a, b) => a - b).map((dep) => keys[dep]!),
      ...undefinedKeys,
    ].sort(compareKeys);
    for (const dep of byDependency) edges.push([dep, keys[id]!]);
  }

  const blockedMessage: Array<string | undefined> = new Array(count);
  const { cycles, cycleThrough } = findCycles(keys, dependencies);
  for (const [id, path] of cycleThrough) blockedMessage[id] = dependencyText.circular(path);
  for (let id = 0; id < count; id++) {
    if (missing[id] !== undefined) blockedMessage[id] ??= dependencyText.notFound(missing[id]!);
  }

  // Kahn's algorithm, so chains of any length need no recursion. Whatever it never reaches
  // sits on a cycle or downstream of one, and so is blocked too.
  const dependants: number[][] = Array.from({ length: count }, () => []);
  const waitingOn = new Int32Array(count);
  for (let id = 0; id < count; id++) {
    waitingOn[id] = dependencies[id]!.length;
    for (const dep of dependencies[id]!) dependants[dep]!.push(id);
  }
  const level = new Int32Array(count).fill(-1);
  const ready: number[] = [];
  for (let id = 0; id < count; id++) if (waitingOn[id] === 0) ready.push(id);
  const firstBlocked = (id: number) => dependencies[id]!.find((dep) => blockedMessage[dep] !== undefined);
  for (let i = 0; i < ready.length; i++) {
    const id = ready[i]!;
    const blockedDep = firstBlocked(id);
    if (blockedDep !== undefined)
      blockedMessage[id] ??=
        blockedDep === parentOf[id]
          ? dependencyText.parentNotReady(keys[blockedDep]!)
          : dependencyText.notReady(keys[blockedDep]!);
    if (blockedMessage[id] === undefined) {
      let deepest = -1;
      for (const dep of dependencies[id]!) deepest = Math.max(deepest, level[dep]!);
      level[id] = deepest + 1;
    }
    for (const dependant of dependants[id]!) {
      if (--waitingOn[dependant]! === 0) ready.push(dependant);
    }
  }
  const unreached = new Set<number>();
  for (let id = 0; id < count; id++)
    if (level[id] === -1 && blockedMessage[id] === undefined) unreached.add(id);
  for (const id of unreached) {
    const dep =
      dependencies[id]!.find((d) => blockedMessage[d] !== undefined || unreached.has(d)) ??
      dependencies[id]![0]!;
    blockedMessage[id] = dependencyText.notReady(keys[dep]!);
  }

  const levels: KustomizationSpec[][] = [];
  const blocked = new Map<string, BlockedKustomization>();
  for (let id = 0; id < count; id++) {
    const message = blockedMessage[id];
    if (message !== undefined) {
      blocked.set(keys[id]!, { reason: "DependencyNotReady", message });
      continue;
    }
    const l = level[id]!;
    while (levels.length <= l) levels.push([]);
    levels[l]!.push(nodes[id]!);
  }
  return { order: levels.flat(), levels, blocked, cycles, edges, parents };
}

function compareSpecs(a: NamespacedName, b: NamespacedName): number {
  if (a.namespace !== b.namespace) return a.namespace < b.namespace ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * namespace, then name: "flux-system/apps" < "flux-system/infra" < "flux-system-x/a". Compares
 * in place with '/' ranked lowest, which equals comparing the (namespace, name) pair because
 * neither part can contain '/'; no allocation, since the plan sorts tens of thousands of keys.
 */
export function compareKeys(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return (x === SLASH ? -1 : x) - (y === SLASH ? -1 : y);
  }
  return a.length - b.length;
}

const SLASH = 47;
