/** A reference to one Kubernetes object, as Flux and cli-utils identify inventory entries. */
export interface ObjectRef {
  group: string;
  kind: string;
  namespace: string;
  name: string;
  /** API version (e.g. "v1", "apps/v1"); needed to talk to the API, not part of the id. */
  version?: string;
}

/**
 * Flux's / cli-utils' inventory id: `<namespace>_<name>_<group>_<kind>`.
 * Cluster-scoped objects have an empty namespace and the core group is empty
 * (`default_podinfo__Service`, `_test__Namespace`). ':' in names (RBAC) is written `__`.
 */
export function objectId(ref: ObjectRef): string {
  return `${ref.namespace}_${ref.name.replaceAll(":", "__")}_${ref.group}_${ref.kind}`;
}

/** Parses an inventory id back into a reference (version unknown). */
export function parseObjectId(id: string): ObjectRef {
  // namespace and group cannot contain '_' (DNS labels / subdomains); kind cannot either.
  const first = id.indexOf("_");
  const last = id.lastIndexOf("_");
  const beforeLast = id.lastIndexOf("_", last - 1);
  if (first < 0 || beforeLast <= first) throw new Error(`invalid inventory id ${JSON.stringify(id)}`);
  return {
    namespace: id.slice(0, first),
    name: id.slice(first + 1, beforeLast).replaceAll("__", ":"),
    group: id.slice(beforeLast + 1, last),
    kind: id.slice(last + 1),
  };
}

/** `Kind/namespace/name`, or `Kind/name` when cluster-scoped: Flux's change-set notation. */
export function formatRef(ref: Pick<ObjectRef, "kind" | "namespace" | "name">): string {
  return ref.namespace ? `${ref.kind}/${ref.namespace}/${ref.name}` : `${ref.kind}/${ref.name}`;
}

/** Splits an apiVersion into group and version ("apps/v1" → apps, v1; "v1" → "", v1). */
export function splitApiVersion(apiVersion: string): { group: string; version: string } {
  const slash = apiVersion.indexOf("/");
  return slash < 0
    ? { group: "", version: apiVersion }
    : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}
