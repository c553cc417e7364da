// Helm's order of a release's objects (helm.sh/helm/v4 pkg/release/v1/util: SortManifests,
// kind_sorter.go), ported because post-render regroups the objects by template file and Helm
// sorts them again afterwards: files by path, objects in file order, then a stable sort by kind in
// InstallOrder. Hooks (objects with a `helm.sh/hook` annotation) are kept apart and follow the
// manifests, as `helm template` prints them.
import type { KubeObject } from "../model/index.js";

/** pkg/release/v1/util/kind_sorter.go InstallOrder. */
export const INSTALL_ORDER: readonly string[] = [
  "PriorityClass",
  "Namespace",
  "NetworkPolicy",
  "ResourceQuota",
  "LimitRange",
  "PodSecurityPolicy",
  "PodDisruptionBudget",
  "ServiceAccount",
  "Secret",
  "SecretList",
  "ConfigMap",
  "StorageClass",
  "PersistentVolume",
  "PersistentVolumeClaim",
  "CustomResourceDefinition",
  "ClusterRole",
  "ClusterRoleList",
  "ClusterRoleBinding",
  "ClusterRoleBindingList",
  "Role",
  "RoleList",
  "RoleBinding",
  "RoleBindingList",
  "Service",
  "DaemonSet",
  "Pod",
  "ReplicationController",
  "ReplicaSet",
  "Deployment",
  "HorizontalPodAutoscaler",
  "StatefulSet",
  "Job",
  "CronJob",
  "IngressClass",
  "Ingress",
  "APIService",
  "MutatingWebhookConfiguration",
  "ValidatingWebhookConfiguration",
];

const RANK = new Map(INSTALL_ORDER.map((kind, i) => [kind, i]));

/** kind_sorter.go lessByKind: known kinds by rank, unknown ones after them by name. */
export function lessByKind(a: string, b: string): boolean {
  const first = RANK.get(a);
  const second = RANK.get(b);
  if (first === undefined && second === undefined) return a !== b && a < b;
  if (first === undefined) return false;
  if (second === undefined) return true;
  return first < second;
}

/** The annotation that makes an object a hook (pkg/release/v1 HookAnnotation). */
export const HOOK_ANNOTATION = "helm.sh/hook";

export function isHook(object: KubeObject): boolean {
  return Object.hasOwn(object.metadata?.annotations ?? {}, HOOK_ANNOTATION);
}

/**
 * Objects in Helm's order: grouped by `file` (paths sorted as Go's sort.Strings does, by bytes),
 * in their order within a file, then stable-sorted by kind; manifests first, then hooks.
 */
export function helmOrder<T extends { object: KubeObject; file: string }>(items: readonly T[]): T[] {
  const byFile = new Map<string, T[]>();
  for (const item of items) {
    const group = byFile.get(item.file);
    if (group) group.push(item);
    else byFile.set(item.file, [item]);
  }
  const files = [...byFile.keys()].sort(compareBytes);
  const inFileOrder = files.flatMap((file) => byFile.get(file)!);
  const byKind = (list: T[]) =>
    // Array.prototype.sort is stable, as sort.SliceStable is.
    list.sort((x, y) =>
      lessByKind(x.object.kind, y.object.kind) ? -1 : lessByKind(y.object.kind, x.object.kind) ? 1 : 0,
    );
  return [
    ...byKind(inFileOrder.filter((item) => !isHook(item.object))),
    ...byKind(inFileOrder.filter((item) => isHook(item.object))),
  ];
}

function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
