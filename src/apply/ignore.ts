// `spec.ignore` (kustomize-controller v1.9): JSON Pointer paths, per target, that are left out of
// drift detection, and that an apply leaves to whoever changed them in the cluster. A port of
// fluxcd/pkg/ssa manager_apply.go (hasDriftedWithIgnore, computeDriftedPaths, applyDriftResult,
// isFieldOwnedByOtherApplyManager) and jsondiff's rule compilation. Pure: no requests.
import { isDeepStrictEqual } from "node:util";
import type { KubeObject } from "../cluster/types.js";
import { compileTarget, type DriftIgnoreRule, type ObjectMatcher } from "../model/index.js";

type Json = unknown;
type JsonMap = Record<string, Json>;

const isMap = (value: Json): value is JsonMap =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A Kustomization's drift-ignore rules with their targets compiled: which paths apply to an object. */
export interface DriftIgnore {
  /** The JSON pointers of every rule whose target selects `object` (none: nothing is ignored). */
  pathsFor(object: KubeObject): string[];
}

/** No rules: nothing is ignored. */
export const IGNORE_NOTHING: DriftIgnore = { pathsFor: () => [] };

/**
 * Compiles `spec.ignore`. Throws SelectorError for a target Flux would refuse (a bad regular
 * expression or label selector); config validation says so first, with file:line.
 */
export function compileDriftIgnore(rules: readonly DriftIgnoreRule[] | undefined): DriftIgnore {
  const compiled: Array<{ matches: ObjectMatcher; paths: string[] }> = (rules ?? [])
    .filter((rule) => rule.paths.length > 0)
    .map((rule) => ({ matches: compileTarget(rule.target), paths: rule.paths }));
  if (compiled.length === 0) return IGNORE_NOTHING;
  return {
    pathsFor: (object) => compiled.filter((rule) => rule.matches(object)).flatMap((rule) => rule.paths),
  };
}

/**
 * RFC 6901 reference tokens of a pointer (`~1` is `/`, `~0` is `~`); undefined for the root
 * pointer "" and for text that is no pointer (it does not start with `/`). Flux leaves both out
 * of the drift comparison as well (its JSON patch finds no such member), and we go further and
 * never act on them: a root pointer would make Flux send the whole live object back.
 */
export function pointerTokens(pointer: string): string[] | undefined {
  if (!pointer.startsWith("/")) return undefined;
  return pointer
    .slice(1)
    .split("/")
    .map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
}

function arrayIndex(token: string, length: number, negative: boolean): number | undefined {
  if (!/^-?\d+$/.test(token)) return undefined;
  let index = Number(token);
  // jsonpatch (SupportNegativeIndices) counts -1 from the end; jsonpointer lookups do not.
  if (index < 0 && negative) index += length;
  return index >= 0 && index < length ? index : undefined;
}

/** The value a pointer names, as go-openapi/jsonpointer Get reads it; `found` false when it names nothing. */
export function lookupPointer(object: Json, pointer: string): { found: boolean; value?: Json } {
  const tokens = pointerTokens(pointer);
  if (!tokens) return { found: false };
  let value: Json = object;
  for (const token of tokens) {
    if (isMap(value) && Object.hasOwn(value, token)) value = value[token];
    else if (Array.isArray(value)) {
      const index = arrayIndex(token, value.length, false);
      if (index === undefined) return { found: false };
      value = value[index];
    } else return { found: false };
  }
  return { found: true, value };
}

const shallowCopy = (value: JsonMap | Json[]): JsonMap | Json[] =>
  Array.isArray(value) ? [...value] : { ...value };

/**
 * The container a pointer's last token is in. Every container on the way down from `root` (a
 * copy the caller owns) is copied shallowly, so the object `root` was copied from stays as it is.
 */
function parentOf(root: JsonMap, tokens: string[]): Json {
  let value: Json = root;
  for (const token of tokens.slice(0, -1)) {
    let next: Json;
    if (isMap(value)) {
      if (!Object.hasOwn(value, token)) return undefined;
      next = value[token];
      if (isMap(next) || Array.isArray(next)) value[token] = next = shallowCopy(next);
    } else if (Array.isArray(value)) {
      const index = arrayIndex(token, value.length, true);
      if (index === undefined) return undefined;
      next = value[index];
      if (isMap(next) || Array.isArray(next)) value[index] = next = shallowCopy(next);
    } else return undefined;
    value = next;
  }
  return value;
}

/** A copy of `object` without the members the pointers name; a pointer naming nothing is skipped (jsonpatch AllowMissingPathOnRemove). */
export function withoutPaths<T extends object>(object: T, pointers: readonly string[]): T {
  if (pointers.length === 0) return object;
  const copy = { ...object } as JsonMap;
  for (const pointer of pointers) {
    const tokens = pointerTokens(pointer);
    if (!tokens) continue;
    const last = tokens[tokens.length - 1]!;
    const parent = parentOf(copy, tokens);
    if (isMap(parent)) delete parent[last];
    else if (Array.isArray(parent)) {
      const index = arrayIndex(last, parent.length, true);
      if (index !== undefined) parent.splice(index, 1);
    }
  }
  return copy as T;
}

/** A copy of `object` with the member a pointer names set to `value` (added when absent, if its parent exists). */
function withValue<T extends object>(object: T, pointer: string, value: Json): T {
  const tokens = pointerTokens(pointer);
  if (!tokens) return object;
  const copy = { ...object } as JsonMap;
  const last = tokens[tokens.length - 1]!;
  const parent = parentOf(copy, tokens);
  if (isMap(parent)) parent[last] = structuredClone(value);
  else if (Array.isArray(parent)) {
    const index = arrayIndex(last, parent.length, true);
    if (index !== undefined) parent[index] = structuredClone(value);
  }
  return copy as T;
}

/** What an apply does with one ignored path whose live value differs from what the apply would make it. */
export type DriftResolution =
  /** Another server-side apply manager owns it: leave it out of the payload (ownership goes to them). */
  | { path: string; action: "strip" }
  /** Nobody else applies it: send the live value, so the apply keeps it (and nothing is orphaned). */
  | { path: string; action: "adopt"; value?: Json; found: boolean };

/** One `Apply` entry of managedFields (no subresource), its fieldsV1 as parsed JSON. */
interface AppliedFields {
  manager: string;
  fields: JsonMap;
}

function appliedFieldSets(live: KubeObject): AppliedFields[] {
  const entries = live.metadata.managedFields;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) =>
    isMap(entry) &&
    entry.operation === "Apply" &&
    !entry.subresource &&
    typeof entry.manager === "string" &&
    isMap(entry.fieldsV1)
      ? [{ manager: entry.manager, fields: entry.fieldsV1 }]
      : [],
  );
}

/**
 * The fieldsV1 keys of a pointer (`/spec/replicas` → `f:spec`, `f:replicas`): a list index becomes
 * the `k:{…}` key of a managedFields entry whose key fields all equal the live item's. Undefined
 * when an index names no keyed item (an atomic or positional list): Flux then treats the path as
 * ours alone and adopts the live value, which keeps it unchanged.
 */
function fieldsV1Keys(live: KubeObject, tokens: string[], applied: AppliedFields[]): string[] | undefined {
  const keys: string[] = [];
  let value: Json = live;
  for (const token of tokens) {
    if (!Array.isArray(value)) {
      keys.push(`f:${token}`);
      value = isMap(value) ? value[token] : undefined;
      continue;
    }
    const index = arrayIndex(token, value.length, false);
    const item = index === undefined ? undefined : value[index];
    if (!isMap(item)) return undefined;
    const candidates = new Set<string>();
    for (const { fields } of applied) {
      const node = walkFieldsV1(fields, keys);
      for (const key of Object.keys(node ?? {})) if (key.startsWith("k:")) candidates.add(key);
    }
    const match = [...candidates].find((key) => {
      try {
        const identity = JSON.parse(key.slice(2)) as JsonMap;
        return Object.entries(identity).every(([k, v]) => isDeepStrictEqual(item[k], v));
      } catch {
        return false;
      }
    });
    if (!match) return undefined;
    keys.push(match);
    value = item;
  }
  return keys;
}

function walkFieldsV1(fields: JsonMap, keys: string[]): JsonMap | undefined {
  let node: Json = fields;
  for (const key of keys) {
    node = isMap(node) ? node[key] : undefined;
    if (!isMap(node)) return undefined;
  }
  return node as JsonMap;
}

/** Whether a server-side apply manager other than ours owns the path (Flux isFieldOwnedByOtherApplyManager). */
function ownedByAnotherApplier(live: KubeObject, tokens: string[], fieldManager: string): boolean {
  const applied = appliedFieldSets(live);
  const keys = fieldsV1Keys(live, tokens, applied);
  if (!keys || keys.length === 0) return false;
  return applied.some(({ manager, fields }) => {
    if (manager === fieldManager) return false;
    const parent = walkFieldsV1(fields, keys.slice(0, -1));
    return parent !== undefined && Object.hasOwn(parent, keys[keys.length - 1]!);
  });
}

/**
 * For each ignored path whose live value differs from the dry-run's (what the apply would make
 * it), what the apply must do so that it leaves the live value alone: strip it from the payload
 * when another server-side apply manager owns it (an HPA, a VPA), else send the live value
 * (Flux computeDriftedPaths). Paths that did not drift stay in the payload as they are.
 */
export function resolveIgnoredDrift(
  live: KubeObject,
  dryRun: KubeObject,
  paths: readonly string[],
  fieldManager: string,
): DriftResolution[] {
  const resolutions: DriftResolution[] = [];
  for (const path of paths) {
    const tokens = pointerTokens(path);
    if (!tokens) continue;
    const before = lookupPointer(live, path);
    const after = lookupPointer(dryRun, path);
    if (before.found === after.found && isDeepStrictEqual(before.value, after.value)) continue;
    resolutions.push(
      ownedByAnotherApplier(live, tokens, fieldManager)
        ? { path, action: "strip" }
        : { path, action: "adopt", found: before.found, ...(before.found ? { value: before.value } : {}) },
    );
  }
  return resolutions;
}

/**
 * The payload with the resolutions applied: stripped paths first, then live values set (Flux
 * applyDriftResult). A live value that is absent is left out of the payload: Flux would send
 * null there (or fail on a payload without the member), while leaving it out keeps it absent.
 */
export function applyDriftResolutions(
  payload: KubeObject,
  resolutions: readonly DriftResolution[],
): KubeObject {
  const strip = resolutions.filter((r) => r.action === "strip" || !r.found).map((r) => r.path);
  let result = withoutPaths(payload, strip);
  for (const r of resolutions) {
    if (r.action === "adopt" && r.found) result = withValue(result, r.path, r.value);
  }
  return result;
}
