import type { KubeObject } from "../cluster/types.js";
import { isMap } from "./noise.js";

// flux diff's masks, word for word (fluxcd/pkg ssa: sanitizeMaskDefault/Before/After).
export const MASK = "***";
export const MASK_BEFORE = "*** (before)";
export const MASK_AFTER = "*** (after)";

const SECRET_FIELDS = ["data", "stringData"] as const;

export function isSecret(object: KubeObject | undefined): boolean {
  return object?.kind === "Secret" && object.apiVersion === "v1";
}

/**
 * Masks the values of a Secret's `data` and `stringData` on both sides of a diff, in place, as
 * `flux diff kustomization` does: a key whose value differs reads `*** (before)` / `*** (after)`,
 * every other key `***`. Keys stay visible (they are names, not values); a field that is not a
 * map is masked whole. Objects that are not core/v1 Secrets are left alone.
 */
export function maskSecretPair(before: KubeObject | undefined, after: KubeObject | undefined): void {
  if (!isSecret(before) && !isSecret(after)) return;
  for (const field of SECRET_FIELDS) {
    const old = before?.[field];
    const neu = after?.[field];
    const oldMap = isMap(old) ? old : undefined;
    const newMap = isMap(neu) ? neu : undefined;
    if (before && old !== undefined && old !== null && !oldMap) before[field] = MASK;
    if (after && neu !== undefined && neu !== null && !newMap) after[field] = MASK;
    for (const key of Object.keys(oldMap ?? {})) {
      const changed = newMap && key in newMap && !sameValue(oldMap?.[key], newMap[key]);
      (oldMap as Record<string, unknown>)[key] = changed ? MASK_BEFORE : MASK;
      if (newMap && key in newMap) newMap[key] = changed ? MASK_AFTER : MASK;
    }
    for (const key of Object.keys(newMap ?? {})) {
      if (!oldMap || !(key in oldMap)) (newMap as Record<string, unknown>)[key] = MASK;
    }
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (a != null && b != null && JSON.stringify(a) === JSON.stringify(b));
}
