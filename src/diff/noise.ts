import type { KubeObject } from "../cluster/types.js";

/** Metadata the API server writes: never part of what a repository changes. */
const SERVER_METADATA = [
  "managedFields",
  "resourceVersion",
  "uid",
  "generation",
  "creationTimestamp",
  "selfLink",
] as const;

/** kubectl's client-side apply record: a copy of the whole object (Secret values included). */
export const LAST_APPLIED_ANNOTATION = "kubectl.kubernetes.io/last-applied-configuration";

type Json = unknown;
type JsonMap = Record<string, Json>;

export function isMap(value: Json): value is JsonMap {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A deep copy without server-managed noise: managedFields, resourceVersion, uid, generation,
 * creationTimestamp, selfLink, status and the last-applied annotation (flux diff drops the same,
 * so that only what a manifest can change is shown).
 */
export function stripNoise(object: KubeObject): KubeObject {
  const copy = structuredClone(object) as KubeObject;
  delete copy.status;
  const metadata = copy.metadata ?? {};
  for (const field of SERVER_METADATA) delete metadata[field];
  if (metadata.annotations) {
    delete metadata.annotations[LAST_APPLIED_ANNOTATION];
    if (Object.keys(metadata.annotations).length === 0) delete metadata.annotations;
  }
  return copy;
}

/** List items are matched by `name` when both have one (containers, env, volumes), else by position. */
function matchingItem(items: readonly Json[], item: Json, index: number): Json {
  if (isMap(item) && typeof item.name === "string") {
    const named = items.filter((candidate) => isMap(candidate) && typeof candidate.name === "string");
    if (named.length > 0) return named.find((candidate) => (candidate as JsonMap).name === item.name);
  }
  return items[index];
}

/**
 * Keeps of `value` only the fields that `shape` sets (a manifest, or the union of manifests):
 * the defaults the API server filled in, which no manifest ever set, then compare equal and
 * drop out of a live diff. Items beyond the shape's lists are kept whole.
 */
export function projectOnto(value: Json, shape: Json): Json {
  if (isMap(value) && isMap(shape)) {
    const out: JsonMap = {};
    for (const key of Object.keys(value)) {
      if (key in shape) out[key] = projectOnto(value[key], shape[key]);
    }
    return out;
  }
  if (Array.isArray(value) && Array.isArray(shape)) {
    return value.map((item, i) => {
      const itemShape = matchingItem(shape, item, i);
      return itemShape === undefined ? item : projectOnto(item, itemShape);
    });
  }
  return value;
}

/**
 * The fields a manifest sets, as the API server stores them: a v1 Secret's `stringData` is
 * write-only and merged into `data`, so its keys count as `data` keys too.
 */
export function manifestShape(manifest: KubeObject): Json {
  if (manifest.kind !== "Secret" || manifest.apiVersion !== "v1" || !isMap(manifest.stringData))
    return manifest;
  const data = isMap(manifest.data) ? manifest.data : {};
  return { ...manifest, data: { ...manifest.stringData, ...data } };
}

/** The fields set by either shape: a manifest and the previous revision's field set. */
export function unionShape(a: Json, b: Json): Json {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (isMap(a) && isMap(b)) {
    const out: JsonMap = { ...a };
    for (const [key, value] of Object.entries(b)) out[key] = unionShape(a[key], value);
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const out = a.map((item, i) => unionShape(item, matchingItem(b, item, i)));
    for (const [i, item] of b.entries()) {
      if (matchingItem(a, item, i) === undefined) out.push(item);
    }
    return out;
  }
  // A map on one side and a leaf on the other: the map keeps its sub-fields visible.
  return isMap(a) || Array.isArray(a) ? a : b;
}

/**
 * The field set of a server-side apply manager (its managedFields `fieldsV1`) as a shape for
 * projectOnto: the fields the previous revision applied. `f:name` is a field, `k:{...}` a list
 * item identified by its key fields, `v:...` a set member and `i:N` a position; `.` marks the
 * item itself. Hand-written: the format is small and no maintained JavaScript parser of it exists.
 */
export function shapeFromFieldsV1(fields: Json): Json {
  if (!isMap(fields)) return {};
  const out: JsonMap = {};
  const items: Json[] = [];
  for (const [key, child] of Object.entries(fields)) {
    if (key === ".") continue;
    if (key.startsWith("f:")) {
      out[key.slice(2)] = isMap(child) && Object.keys(child).length > 0 ? shapeFromFieldsV1(child) : true;
    } else if (key.startsWith("k:")) {
      let identity: Json;
      try {
        identity = JSON.parse(key.slice(2));
      } catch {
        identity = {};
      }
      const item = shapeFromFieldsV1(child);
      items.push(isMap(item) && isMap(identity) ? { ...identity, ...item } : item);
    } else if (key.startsWith("v:") || key.startsWith("i:")) {
      items.push(isMap(child) && Object.keys(child).length > 0 ? shapeFromFieldsV1(child) : true);
    }
  }
  return items.length > 0 && Object.keys(out).length === 0 ? items : out;
}

/** The fieldsV1 of `manager`'s Apply entry in an object's managedFields, if any. */
export function appliedFields(object: KubeObject | undefined, manager: string): Json {
  const entries = object?.metadata?.managedFields;
  if (!Array.isArray(entries)) return undefined;
  const entry = entries.find(
    (e) => isMap(e) && e.manager === manager && e.operation === "Apply" && isMap(e.fieldsV1),
  ) as JsonMap | undefined;
  return entry ? shapeFromFieldsV1(entry.fieldsV1) : undefined;
}

/** A managedFields entry's FieldsV1 child matching one step of a path through `value`. */
function fieldsChild(fields: JsonMap, segment: string | number, container: Json): Json {
  if (typeof segment === "string") return fields[`f:${segment}`];
  const item = Array.isArray(container) ? container[segment] : undefined;
  for (const [key, child] of Object.entries(fields)) {
    if (key === `i:${segment}`) return child;
    if (key.startsWith("v:") && item !== undefined && key.slice(2) === JSON.stringify(item)) return child;
    if (key.startsWith("k:") && isMap(item)) {
      try {
        const identity = JSON.parse(key.slice(2)) as JsonMap;
        if (Object.entries(identity).every(([k, v]) => JSON.stringify(item[k]) === JSON.stringify(v)))
          return child;
      } catch {
        // not a key we can read: not this item
      }
    }
  }
  return undefined;
}

/**
 * The field managers that own `path` in `object` (its managedFields): a manager owns a path when
 * its field set reaches it, or reaches an atomic field above it. `kubectl scale` owning
 * `spec.replicas` while our manager does not is how drift shows.
 */
export function fieldOwners(object: KubeObject, path: readonly (string | number)[]): string[] {
  const entries = object.metadata?.managedFields;
  if (!Array.isArray(entries)) return [];
  const owners: string[] = [];
  for (const entry of entries) {
    if (!isMap(entry) || !isMap(entry.fieldsV1) || typeof entry.manager !== "string") continue;
    let fields: Json = entry.fieldsV1;
    let value: Json = object;
    let owned = true;
    for (const segment of path) {
      if (!isMap(fields)) break;
      const keys = Object.keys(fields).filter((k) => k !== ".");
      if (keys.length === 0) break; // an atomic field: owned whole
      const child = fieldsChild(fields, segment, value);
      if (child === undefined) {
        owned = false;
        break;
      }
      fields = child;
      value =
        isMap(value) || Array.isArray(value) ? (value as Record<string | number, Json>)[segment] : undefined;
    }
    if (owned && !owners.includes(entry.manager)) owners.push(entry.manager);
  }
  return owners;
}
