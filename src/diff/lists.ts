import type { FieldPath } from "./unified.js";

// The list fields of built-in kinds the API server merges as maps (`x-kubernetes-list-type: map`,
// the strategic-merge keys of k8s.io/api): matched by these keys, a reordered list is one change
// ("reordered"), not every entry changed. The field name alone decides: the same names carry the
// same keys wherever they appear (pod specs of Deployments, Jobs, CronJobs…). A table, because
// no library publishes the keys without the cluster's OpenAPI document, which `diff` never reads.
const LIST_MAP_KEYS: ReadonlyMap<string, readonly string[]> = new Map([
  ["containers", ["name"]],
  ["initContainers", ["name"]],
  ["ephemeralContainers", ["name"]],
  ["env", ["name"]],
  ["volumes", ["name"]],
  ["volumeMounts", ["mountPath"]],
  ["volumeDevices", ["devicePath"]],
  ["imagePullSecrets", ["name"]],
  ["hostAliases", ["ip"]],
  ["resourceClaims", ["name"]],
  ["topologySpreadConstraints", ["topologyKey", "whenUnsatisfiable"]],
  ["conditions", ["type"]],
]);

/** Container ports merge by containerPort (+protocol); Service ports by port (+protocol). */
function portKeys(items: readonly Record<string, unknown>[]): readonly string[] | undefined {
  if (items.every((item) => "containerPort" in item)) return ["containerPort", "protocol"];
  if (items.every((item) => "port" in item)) return ["port", "protocol"];
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function keysFor(
  field: string | number | undefined,
  a: unknown[],
  b: unknown[],
): readonly string[] | undefined {
  if (typeof field !== "string") return undefined;
  const items = [...a, ...b];
  if (!items.every(isRecord)) return undefined;
  const keys = field === "ports" ? portKeys(items) : LIST_MAP_KEYS.get(field);
  if (!keys?.length) return undefined;
  // Every item must carry the first key (the others, like protocol, default).
  return items.every((item) => item[keys[0]!] !== undefined) ? keys : undefined;
}

function identity(item: Record<string, unknown>, keys: readonly string[]): string {
  return JSON.stringify(keys.map((k) => item[k] ?? (k === "protocol" ? "TCP" : null)));
}

/**
 * `before` with each list-map list reordered to follow `after`'s order of keys (entries only in
 * `before` keep their relative order, last), and the paths of the lists whose order changed.
 * The text diff of the result shows only what changed in each entry.
 */
export function alignLists(before: unknown, after: unknown): { before: unknown; reordered: FieldPath[] } {
  const reordered: FieldPath[] = [];
  const walk = (a: unknown, b: unknown, path: (string | number)[]): unknown => {
    if (isRecord(a) && isRecord(b)) {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(a))
        out[key] = key in b ? walk(value, b[key], [...path, key]) : value;
      return out;
    }
    if (!Array.isArray(a) || !Array.isArray(b)) return a;
    const keys = keysFor(path[path.length - 1], a, b);
    if (!keys) return a.map((item, i) => (i < b.length ? walk(item, b[i], [...path, i]) : item));
    const byIdentity = new Map<string, Record<string, unknown>>();
    for (const item of a as Record<string, unknown>[]) byIdentity.set(identity(item, keys), item);
    const aligned: unknown[] = [];
    const placed = new Set<string>();
    for (const [i, item] of (b as Record<string, unknown>[]).entries()) {
      const id = identity(item, keys);
      const match = byIdentity.get(id);
      if (match && !placed.has(id)) {
        placed.add(id);
        aligned.push(walk(match, item, [...path, i]));
      }
    }
    for (const item of a as Record<string, unknown>[])
      if (!placed.has(identity(item, keys))) aligned.push(item);
    // A reorder: the entries both sides share are not in the same relative order.
    const shared = (list: Record<string, unknown>[]) =>
      list.map((item) => identity(item, keys)).filter((id) => placed.has(id));
    if (
      JSON.stringify(shared(a as Record<string, unknown>[])) !==
      JSON.stringify(shared(b as Record<string, unknown>[]))
    )
      reordered.push(path);
    return aligned;
  };
  return { before: walk(before, after, []), reordered };
}
