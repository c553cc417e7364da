// Labels and annotations kustomize-sync writes or honours. Flux's per-object annotations keep
// Flux's names, so a repository behaves the same under Flux and under kustomize-sync.

/** Owner labels stamped on every applied object: prune deletes only objects carrying both. */
export const OWNER_NAME_LABEL = "kustomize-sync.io/name";
export const OWNER_NAMESPACE_LABEL = "kustomize-sync.io/namespace";

/** The label selector of the objects whose owner labels name this Kustomization. */
export function ownerSelector(ks: { name: string; namespace: string }): string {
  return `${OWNER_NAME_LABEL}=${ks.name},${OWNER_NAMESPACE_LABEL}=${ks.namespace}`;
}

/** The label selector of the objects owned by any Kustomization of `namespace`. */
export function ownerNamespaceSelector(namespace: string): string {
  return `${OWNER_NAME_LABEL},${OWNER_NAMESPACE_LABEL}=${namespace}`;
}

/** Whether the object's owner labels name Kustomization `ks`. */
export function ownedBy(
  o: { metadata?: { labels?: Record<string, string> } },
  ks: { name: string; namespace: string },
): boolean {
  return label(o, OWNER_NAME_LABEL) === ks.name && label(o, OWNER_NAMESPACE_LABEL) === ks.namespace;
}

export const MANAGED_BY_LABEL = "app.kubernetes.io/managed-by";
export const MANAGED_BY_VALUE = "kustomize-sync";

export const FLUX_RECONCILE_ANNOTATION = "kustomize.toolkit.fluxcd.io/reconcile";
export const FLUX_PRUNE_ANNOTATION = "kustomize.toolkit.fluxcd.io/prune";
export const FLUX_SSA_ANNOTATION = "kustomize.toolkit.fluxcd.io/ssa";
export const FLUX_FORCE_ANNOTATION = "kustomize.toolkit.fluxcd.io/force";
/** Helm's annotation that keeps an object when an upgrade drops it or the release is uninstalled. */
export const HELM_RESOURCE_POLICY = "helm.sh/resource-policy";
export const FLUX_SUBSTITUTE_ANNOTATION = "kustomize.toolkit.fluxcd.io/substitute";
/** cli-utils' lifecycle annotation: `detach` leaves the object in place and forgets it. */
export const LIFECYCLE_DELETION_ANNOTATION = "client.lifecycle.config.k8s.io/deletion";

export function annotation(
  obj: { metadata?: { annotations?: Record<string, string> } } | undefined,
  key: string,
) {
  return obj?.metadata?.annotations?.[key];
}

export function label(obj: { metadata?: { labels?: Record<string, string> } } | undefined, key: string) {
  return obj?.metadata?.labels?.[key];
}
