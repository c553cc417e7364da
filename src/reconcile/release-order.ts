// sync: the HelmReleases kustomize-sync releases itself go in `dependsOn` order, as helm-controller
// holds a HelmRelease until the ones it depends on are Ready (or their `readyExpr` says so): a
// release whose dependency is not Ready is not touched, and says so in helm-controller's words.
// Releases that do not wait for each other go at once, as helm-controller's workers take them.
import { dependencyText } from "../graph/index.js";
import { compileCelPredicate } from "../health/index.js";
import type { HelmReleaseSpec, KubeObject, ReleaseResult } from "../model/index.js";

/** What the run knows of each HelmRelease it released (`namespace/name`), across Kustomizations. */
export type ReleaseResults = Map<string, { result: ReleaseResult; object: KubeObject }>;

type Ordered = Pick<HelmReleaseSpec, "name" | "namespace" | "dependsOn">;

const keyOf = (r: { namespace: string; name: string }) => `${r.namespace}/${r.name}`;

/**
 * The releases in waves: each wave holds those whose dependencies within the set are in earlier
 * waves (a dependency outside the set is looked up when the wave runs). Members of a cycle come
 * last, one per wave, in the written order: their dependency is then not Ready, and says so.
 */
export function dependencyWaves<T extends { release: Ordered }>(items: readonly T[]): T[][] {
  const inSet = new Set(items.map((i) => keyOf(i.release)));
  const done = new Set<string>();
  let pending = [...items];
  const waves: T[][] = [];
  while (pending.length > 0) {
    const wave = pending.filter((i) =>
      i.release.dependsOn.every((d) => !inSet.has(keyOf(d)) || done.has(keyOf(d))),
    );
    const next = wave.length > 0 ? wave : [pending[0]!];
    waves.push(next);
    for (const i of next) done.add(keyOf(i.release));
    pending = pending.filter((i) => !next.includes(i));
  }
  return waves;
}

/** A HelmRelease as the API would return it, with the status this run gave it (for readyExpr's `dep`). */
function withStatus(object: KubeObject, result: ReleaseResult): Record<string, unknown> {
  return {
    ...object,
    metadata: { ...object.metadata, generation: 1 },
    status: {
      observedGeneration: 1,
      conditions: [{ type: "Ready", status: result.ready, reason: result.action, message: result.message }],
    },
  };
}

/**
 * Why a release must wait: the first dependency that is not Ready in this run — by its Ready
 * condition, or by `readyExpr` (CEL over `self` and `dep`, as helm-controller evaluates it). A
 * dependency this run has not released (released by another tool, or later) counts as not
 * Ready: never guessed.
 */
export async function blockedBy(
  release: Ordered & { object: KubeObject },
  results: ReleaseResults,
): Promise<string | undefined> {
  for (const dep of release.dependsOn) {
    const key = keyOf(dep);
    const known = results.get(key);
    if (dep.readyExpr === undefined) {
      if (known?.result.ready !== "True") return dependencyText.notReady(key);
      continue;
    }
    if (!known) return dependencyText.notReady(key);
    let ready: boolean;
    try {
      ready = (await compileCelPredicate(dep.readyExpr))({
        self: release.object as unknown as Record<string, unknown>,
        dep: withStatus(known.object, known.result),
      });
    } catch (err) {
      return dependencyText.readyExprFailed(key, (err as Error).message.split("\n")[0] ?? "");
    }
    if (!ready) return dependencyText.notReadyByExpr(key);
  }
  return undefined;
}
