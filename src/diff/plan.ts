import { withoutPaths } from "../apply/ignore.js";
import type { KubeObject } from "../cluster/types.js";
import type { Change } from "../model/index.js";
import { appliedFields, manifestShape, unionShape } from "./noise.js";
import { compareObjects, type ObjectComparison } from "./objects.js";

/** What a plan knows of one object: the manifest as it would be applied, the live object, the dry-run's answer. */
export interface PlannedObject {
  id: string;
  /** The manifest as it would be applied (owner labels stamped). */
  object: KubeObject;
  live?: KubeObject;
  /** The server-side dry-run's result; absent when none was made (a no-op, a recreate). */
  dryRun?: KubeObject;
  /** `spec.ignore` paths of this object: left out of both sides, as `flux diff` leaves them out. */
  ignoredPaths?: string[];
}

/**
 * The live diff of one planned object: a created object whole (the manifest), a configured one
 * as live → dry-run cut to the fields the manifest sets plus those our field manager applied
 * last time (so server defaults stay out and removed fields show), drift labelled. Without a
 * dry-run answer (force-recreate), live → manifest over the same fields. Paths `spec.ignore`
 * names for the object are left out of both sides.
 */
export function planComparison(planned: PlannedObject, fieldManager: string): ObjectComparison {
  if (!planned.live) return compareObjects(undefined, planned.object);
  const shape = unionShape(manifestShape(planned.object), appliedFields(planned.live, fieldManager));
  const ignored = planned.ignoredPaths ?? [];
  return compareObjects(
    withoutPaths(planned.live, ignored),
    withoutPaths(planned.dryRun ?? planned.object, ignored),
    { shape, fieldManager },
  );
}

/** Attaches the live diffs to a plan's created and configured changes (in place). */
export function attachPlanDiffs(
  changes: Change[],
  planned: readonly PlannedObject[],
  fieldManager: string,
): void {
  const byId = new Map(planned.map((p) => [p.id, p]));
  for (const change of changes) {
    if (change.action !== "created" && change.action !== "configured") continue;
    const p = byId.get(change.id);
    if (!p) continue;
    const comparison = planComparison(p, fieldManager);
    if (!comparison.diff) continue;
    change.diff = comparison.diff;
    if (comparison.paths.length > 0) change.paths = comparison.paths;
    if (comparison.drift) change.drift = true;
  }
}

/**
 * The live diff of an object a HelmRelease's chart renders: live → the rendered object, over the
 * fields the render sets (Helm applies them; what the server defaults is not a change). No dry-run:
 * the object is not ours to send, the release applies it.
 */
export function releaseObjectComparison(
  live: KubeObject | undefined,
  rendered: KubeObject,
): ObjectComparison {
  if (!live) return compareObjects(undefined, rendered);
  return compareObjects(live, rendered, { shape: manifestShape(rendered) });
}
