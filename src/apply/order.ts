import type { KubeObject } from "../cluster/types.js";
import { splitApiVersion } from "../model/index.js";

// Flux's apply order (fluxcd/pkg/ssa): cluster-wide foundations first, then the kinds other
// objects refer to, workloads after their config, webhooks last so they cannot block the
// objects applied before them. Unknown kinds (custom resources) go between the two.
const KIND_ORDER = [
  "CustomResourceDefinition",
  "Namespace",
  "ClusterRole",
  "*Class",
  "ClusterRoleBinding",
  "ResourceQuota",
  "ServiceAccount",
  "Role",
  "RoleBinding",
  "ConfigMap",
  "Secret",
  "Service",
  "LimitRange",
  "Deployment",
  "StatefulSet",
  "CronJob",
  "PodDisruptionBudget",
  "",
  "MutatingWebhookConfiguration",
  "ValidatingWebhookConfiguration",
];
const UNKNOWN_RANK = KIND_ORDER.indexOf("");
const CLASS_RANK = KIND_ORDER.indexOf("*Class");

export function kindRank(kind: string): number {
  const rank = KIND_ORDER.indexOf(kind);
  if (rank >= 0 && kind !== "") return rank;
  return kind.endsWith("Class") ? CLASS_RANK : UNKNOWN_RANK;
}

/**
 * Apply stages: (0) CRDs, Namespaces and ClusterRoles, which later objects need to exist;
 * (1) kinds ending in `Class` (StorageClass, IngressClass, ...); (2) everything else.
 */
export type Stage = 0 | 1 | 2;

export function stageOf(kind: string): Stage {
  if (kind === "CustomResourceDefinition" || kind === "Namespace" || kind === "ClusterRole") return 0;
  return kind.endsWith("Class") ? 1 : 2;
}

/** Sorts for apply: Flux's kind order, ties by group, kind, namespace, name. Prune uses the reverse. */
export function compareForApply(a: KubeObject, b: KubeObject): number {
  return (
    kindRank(a.kind) - kindRank(b.kind) ||
    compare(splitApiVersion(a.apiVersion).group, splitApiVersion(b.apiVersion).group) ||
    compare(a.kind, b.kind) ||
    compare(a.metadata.namespace ?? "", b.metadata.namespace ?? "") ||
    compare(a.metadata.name, b.metadata.name)
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
