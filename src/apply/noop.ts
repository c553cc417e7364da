import type { KubeObject } from "../cluster/types.js";
import { withoutPaths } from "./ignore.js";

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
export function isNoopApply(
  desired: KubeObject,
  live: KubeObject,
  fieldManager: string,
  /** `spec.ignore` paths of this object: their desired values need not be live (Flux leaves them out of drift). */
  ignoredPaths: readonly string[] = [],
): boolean {
  const managed =
    (live.metadata.managedFields as
      | { manager?: string; operation?: string; apiVersion?: string; fieldsV1?: FieldSet }[]
      | undefined) ?? [];
  const ours = managed.filter((m) => m.manager === fieldManager && m.operation === "Apply");
  if (ours.length !== 1 || ours[0]!.apiVersion !== desired.apiVersion || !ours[0]!.fieldsV1) return false;
  return (
    isSubset(withoutPaths(desired, ignoredPaths) as unknown as Json, live as unknown as Json) &&
    ownedFieldsPresent(ours[0]!.fieldsV1, desired as unknown as Json, "", defaultedKeyFields(desired))
  );
}

/** List-map key fields the API server defaults, by path of the list (`[]` for an item). */
type DefaultedKeys = ReadonlyMap<string, Readonly<Record<string, Json>>>;

const TCP = { protocol: "TCP" } as const;

/** Where each built-in kind holds its pod spec (the container ports below it default like a Pod's). */
const POD_SPEC_PATHS: Readonly<Record<string, string>> = {
  "v1/Pod": "spec",
  "v1/PodTemplate": "template.spec",
  "v1/ReplicationController": "spec.template.spec",
  "apps/v1/Deployment": "spec.template.spec",
  "apps/v1/StatefulSet": "spec.template.spec",
  "apps/v1/DaemonSet": "spec.template.spec",
  "apps/v1/ReplicaSet": "spec.template.spec",
  "batch/v1/Job": "spec.template.spec",
  "batch/v1/CronJob": "spec.jobTemplate.spec.template.spec",
};

/**
 * The list-map keys of the built-in kinds that name a field the API server defaults, by
 * `apiVersion/kind`. The key in managedFields carries the defaulted value
 * (`k:{"port":80,"protocol":"TCP"}`) although the manifest leaves it out. From the API's OpenAPI
 * (x-kubernetes-list-map-keys), the only such keys are ServiceSpec.ports (port, protocol) and
 * Container/EphemeralContainer.ports (containerPort, protocol); protocol defaults to TCP in both
 * (pkg/apis/core/v1/defaults.go). Custom resources are left out: their defaults are the CRD
 * author's, so a missing key field there stays unproven. Built once: it is asked for every object.
 */
const DEFAULTED_KEYS: ReadonlyMap<string, DefaultedKeys> = new Map([
  ["v1/Service", new Map([["spec.ports", TCP]])],
  ...Object.entries(POD_SPEC_PATHS).map(([kind, podSpec]): [string, DefaultedKeys] => [
    kind,
    new Map(
      ["containers", "initContainers", "ephemeralContainers"].map((containers) => [
        `${podSpec}.${containers}[].ports`,
        TCP,
      ]),
    ),
  ]),
]);
const NO_DEFAULTED_KEYS: DefaultedKeys = new Map();

function defaultedKeyFields(desired: KubeObject): DefaultedKeys {
  return DEFAULTED_KEYS.get(`${desired.apiVersion}/${desired.kind}`) ?? NO_DEFAULTED_KEYS;
}

/**
 * The one item of `list` that a managedFields key names. A key field the item lacks matches
 * only where the API server defaults it to exactly the key's value; two candidates are doubt.
 */
function keyedItem(
  list: Json[],
  keyFields: Record<string, Json>,
  defaults: Readonly<Record<string, Json>> | undefined,
): Json | undefined {
  const matches = list.filter(
    (item) =>
      item !== null &&
      typeof item === "object" &&
      !Array.isArray(item) &&
      Object.entries(keyFields).every(([k, v]) =>
        item[k] === undefined
          ? defaults?.[k] !== undefined && JSON.stringify(defaults[k]) === JSON.stringify(v)
          : JSON.stringify(item[k]) === JSON.stringify(v),
      ),
  );
  return matches.length === 1 ? matches[0] : undefined;
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

/**
 * Walks a FieldsV1 set (`f:name`, `k:{...}`, `v:value`, `i:index`) and checks each path exists in
 * `desired`. `path` is the dotted path of field names so far (`[]` after a list item).
 */
function ownedFieldsPresent(
  fields: FieldSet,
  desired: Json | undefined,
  path: string,
  defaultedKeys: DefaultedKeys,
): boolean {
  for (const [key, children] of Object.entries(fields)) {
    if (key === ".") continue;
    const kind = key.slice(0, 2);
    const rest = key.slice(2);
    let next: Json | undefined;
    let nextPath = path;
    if (kind === "f:") {
      if (!desired || typeof desired !== "object" || Array.isArray(desired) || !(rest in desired))
        return false;
      next = desired[rest];
      nextPath = path === "" ? rest : `${path}.${rest}`;
    } else if (kind === "k:") {
      if (!Array.isArray(desired)) return false;
      next = keyedItem(desired, JSON.parse(rest) as Record<string, Json>, defaultedKeys.get(path));
      if (next === undefined) return false;
      nextPath = `${path}[]`;
    } else if (kind === "v:") {
      if (!Array.isArray(desired) || !desired.some((item) => JSON.stringify(item) === rest)) return false;
      continue;
    } else if (kind === "i:") {
      if (!Array.isArray(desired) || desired[Number(rest)] === undefined) return false;
      next = desired[Number(rest)];
      nextPath = `${path}[]`;
    } else {
      return false;
    }
    if (Object.keys(children).length > 0 && !ownedFieldsPresent(children, next, nextPath, defaultedKeys))
      return false;
  }
  return true;
}
