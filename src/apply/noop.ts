import type { KubeObject } from "../cluster/types.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type FieldSet = { [key: string]: FieldSet };

/**
 * True when server-side applying `desired` would change nothing, decided without a request:
 * every desired value is already live (desired ⊆ live), and every field our field manager owns
 * is still in `desired` (so the apply removes nothing). Anything doubtful — defaulted or
 * normalised values ("0.5" vs "500m"), reordered lists, another apiVersion, no managedFields
 * entry — answers false and the caller falls back to a server-side dry-run. This is what makes a
 * no-op re-run cost one LIST per kind instead of a dry-run per object.
 */
export function isNoopApply(desired: KubeObject, live: KubeObject, fieldManager: string): boolean {
  const managed =
    (live.metadata.managedFields as
      | { manager?: string; operation?: string; apiVersion?: string; fieldsV1?: FieldSet }[]
      | undefined) ?? [];
  const ours = managed.filter((m) => m.manager === fieldManager && m.operation === "Apply");
  if (ours.length !== 1 || ours[0]!.apiVersion !== desired.apiVersion || !ours[0]!.fieldsV1) return false;
  return (
    isSubset(desired as unknown as Json, live as unknown as Json) &&
    ownedFieldsPresent(ours[0]!.fieldsV1, desired as unknown as Json)
  );
}

function isSubset(desired: Json, live: Json | undefined): boolean {
  if (desired === null || live === undefined) return false;
  if (Array.isArray(desired)) {
    if (!Array.isArray(live) || live.length !== desired.length) return false;
    return desired.every((item, i) => isSubset(item, live[i]));
  }
  if (typeof desired === "object") {
    if (typeof live !== "object" || live === null || Array.isArray(live)) return false;
    return Object.entries(desired).every(([key, value]) => isSubset(value, live[key]));
  }
  return desired === live;
}

/** Walks a FieldsV1 set (`f:name`, `k:{...}`, `v:value`, `i:index`) and checks each path exists in `desired`. */
function ownedFieldsPresent(fields: FieldSet, desired: Json | undefined): boolean {
  for (const [key, children] of Object.entries(fields)) {
    if (key === ".") continue;
    const kind = key.slice(0, 2);
    const rest = key.slice(2);
    let next: Json | undefined;
    if (kind === "f:") {
      if (!desired || typeof desired !== "object" || Array.isArray(desired) || !(rest in desired))
        return false;
      next = desired[rest];
    } else if (kind === "k:") {
      if (!Array.isArray(desired)) return false;
      const keyFields = JSON.parse(rest) as Record<string, Json>;
      next = desired.find(
        (item) =>
          item !== null &&
          typeof item === "object" &&
          !Array.isArray(item) &&
          Object.entries(keyFields).every(([k, v]) => JSON.stringify(item[k]) === JSON.stringify(v)),
      );
      if (next === undefined) return false;
    } else if (kind === "v:") {
      if (!Array.isArray(desired) || !desired.some((item) => JSON.stringify(item) === rest)) return false;
      continue;
    } else if (kind === "i:") {
      if (!Array.isArray(desired) || desired[Number(rest)] === undefined) return false;
      next = desired[Number(rest)];
    } else {
      return false;
    }
    if (Object.keys(children).length > 0 && !ownedFieldsPresent(children, next)) return false;
  }
  return true;
}
