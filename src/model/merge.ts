import { isRecord } from "./yaml.js";

type Mapping = Record<string, unknown>;

/**
 * Helm's values merge (fluxcd/pkg chartutil MergeMaps, itself Helm v3.3's): `overlay` merged into
 * a copy of `base`; mappings present on both sides are merged key by key, anything else (lists
 * too) is replaced. Like the Go code it copies only the maps it merges: a nested mapping or list
 * that one side alone holds is shared with the result, not cloned. chartutil's
 * ChartValuesFromReferences relies on that sharing (a `targetPath` value written into the result
 * also lands in the inline values it came from), so callers must not "fix" it with a deep copy.
 * One home for the source-watcher ArtifactGenerator's Merge strategy and for HelmRelease values.
 */
export function mergeMaps(base: Mapping, overlay: Mapping): Mapping {
  const out: Mapping = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    const current = out[key];
    out[key] = isRecord(value) && isRecord(current) ? mergeMaps(current, value) : value;
  }
  return out;
}
