// sync: the HelmReleases kustomize-sync releases itself go one after another in `dependsOn` order,
// as helm-controller holds a HelmRelease until the ones it depends on are Ready: a release whose
// dependency is not Ready is not touched, and says so in helm-controller's words.
import type { HelmReleaseSpec, ReleaseResult } from "../model/index.js";

/** What the run knows of each HelmRelease so far (`namespace/name` → its result), across Kustomizations. */
export type ReleaseResults = Map<string, ReleaseResult>;

/** helm-controller's DependencyNotReady message (internal/controller/helmrelease_controller.go). */
export const dependencyNotReady = (dependency: string) => `dependency '${dependency}' is not ready`;

const keyOf = (r: { namespace: string; name: string }) => `${r.namespace}/${r.name}`;

/**
 * The releases in an order where each comes after the ones it depends on within the same set
 * (a cycle, or a dependency outside the set, keeps the written order: the dependency's verdict is
 * then looked up when the release's turn comes).
 */
export function inDependencyOrder<
  T extends { release: Pick<HelmReleaseSpec, "name" | "namespace" | "dependsOn"> },
>(items: readonly T[]): T[] {
  const byKey = new Map(items.map((item) => [keyOf(item.release), item]));
  const ordered: T[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (item: T) => {
    const key = keyOf(item.release);
    if (state.has(key)) return;
    state.set(key, "visiting");
    for (const dep of item.release.dependsOn) {
      const target = byKey.get(keyOf(dep));
      if (target && state.get(keyOf(dep)) !== "visiting") visit(target);
    }
    state.set(key, "done");
    ordered.push(item);
  };
  for (const item of items) visit(item);
  return ordered;
}

/**
 * Why a release must wait: the first dependency that is not Ready in this run (a dependency this
 * run has not released — released by another tool, or later — counts as not Ready: never guessed).
 */
export function blockedBy(
  release: Pick<HelmReleaseSpec, "dependsOn">,
  results: ReadonlyMap<string, ReleaseResult>,
): string | undefined {
  for (const dep of release.dependsOn) {
    const key = keyOf(dep);
    if (results.get(key)?.ready !== "True") return dependencyNotReady(key);
  }
  return undefined;
}
