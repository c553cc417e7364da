import type { Cluster, KubeObject, ResourceMapping } from "../cluster/types.js";
import { formatRef, type NamespacedName, ownedBy } from "../model/index.js";

/**
 * Objects Kubernetes itself puts into every Namespace, or derives from others: never a reason to
 * keep a Namespace, never applied by a Kustomization (an Endpoints copies its Service's labels).
 * Objects with ownerReferences (a Deployment's ReplicaSets and Pods, a Service's EndpointSlices)
 * go with their owner and are not counted either. ComponentStatus, deprecated, warns when listed.
 */
const GENERATED_KINDS = new Set([
  "/Event",
  "events.k8s.io/Event",
  "/Endpoints",
  "discovery.k8s.io/EndpointSlice",
  "/ComponentStatus",
]);
const GENERATED_GROUPS = new Set(["metrics.k8s.io"]);
const GENERATED_OBJECTS = new Set(["/ServiceAccount/default", "/ConfigMap/kube-root-ca.crt"]);

/**
 * Every object in namespace `ns` that Kustomization `ks` does not own (`Kind/ns/name`, sorted):
 * what deleting the Namespace would delete behind the inventory's back. Lists each namespaced kind
 * the API serves; a kind that cannot be listed throws (the caller keeps the Namespace).
 */
export async function foreignObjects(cluster: Cluster, ns: string, ks: NamespacedName): Promise<string[]> {
  const kinds = listableKinds(await cluster.resources(), { namespacedOnly: true });
  const lists = await Promise.all(
    kinds.map((m) =>
      cluster.list({
        apiVersion: m.group ? `${m.group}/${m.version}` : m.version,
        kind: m.kind,
        namespace: ns,
      }),
    ),
  );
  return lists
    .flat()
    .filter((o) => !generated(o) && !ownedBy(o, ks))
    .map((o) => formatRef({ kind: o.kind, namespace: ns, name: o.metadata.name }))
    .sort();
}

/**
 * One version per resource (discovery lists the preferred version first), listable, and not of
 * the kinds Kubernetes makes itself.
 */
export function listableKinds(
  mappings: ResourceMapping[],
  { namespacedOnly = false } = {},
): ResourceMapping[] {
  const seen = new Set<string>();
  const out: ResourceMapping[] = [];
  for (const m of mappings) {
    const resource = `${m.group}/${m.resource}`;
    if ((namespacedOnly && !m.namespaced) || !m.verbs.includes("list") || seen.has(resource)) continue;
    seen.add(resource);
    if (GENERATED_GROUPS.has(m.group) || GENERATED_KINDS.has(`${m.group}/${m.kind}`)) continue;
    out.push(m);
  }
  return out;
}

/** Made by Kubernetes itself, or derived from another object (ownerReferences): never applied. */
export function generated(o: KubeObject): boolean {
  const group = o.apiVersion.includes("/") ? o.apiVersion.split("/")[0] : "";
  if (GENERATED_OBJECTS.has(`${group}/${o.kind}/${o.metadata.name}`)) return true;
  return ((o.metadata.ownerReferences as unknown[] | undefined) ?? []).length > 0;
}
