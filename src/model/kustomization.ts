import type { SourceLocation } from "./source.js";

export interface NamespacedName {
  namespace: string;
  name: string;
}

export interface DependencyRef {
  name: string;
  /** Defaults to the dependant's namespace (already resolved by the loader). */
  namespace: string;
  readyExpr?: string;
}

export interface CrossNamespaceSourceRef {
  kind: "GitRepository" | "OCIRepository" | "Bucket" | "ExternalArtifact" | string;
  name: string;
  namespace?: string;
}

export interface HealthCheckRef {
  apiVersion: string;
  kind: string;
  name: string;
  namespace?: string;
}

export interface HealthCheckExpr {
  apiVersion: string;
  /**
   * "" when the entry leaves `kind` out: since kustomize-controller v1.9 it then applies to
   * every kind of the apiVersion's group, and an entry naming the kind wins over it.
   */
  kind: string;
  current: string;
  inProgress?: string;
  failed?: string;
}

/** The selector fields of a patch target, in Flux's (and kustomize's) order. */
export const PATCH_TARGET_FIELDS = [
  "group",
  "version",
  "kind",
  "name",
  "namespace",
  "labelSelector",
  "annotationSelector",
] as const;

export interface PatchTarget {
  group?: string;
  version?: string;
  kind?: string;
  name?: string;
  namespace?: string;
  labelSelector?: string;
  annotationSelector?: string;
}

export interface KustomizePatch {
  patch: string;
  target?: PatchTarget;
}

export interface ImageOverride {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

export interface SubstituteReference {
  kind: "ConfigMap" | "Secret";
  name: string;
  optional?: boolean;
}

export interface PostBuild {
  substitute?: Record<string, string>;
  substituteFrom?: SubstituteReference[];
  /**
   * `WithVariables` (Flux's default) substitutes only when some variable is defined; `Always`
   * also when none is, for manifests whose every `${var:=default}` carries a default.
   */
  substituteStrategy?: "WithVariables" | "Always";
}

/** `spec.buildMetadata`: kustomize build metadata annotations Flux adds to what it builds. */
export type BuildMetadataOption = "originAnnotations" | "transformerAnnotations";

/** `spec.ignore[]`: JSON Pointer paths left out of drift detection and apply, per target. */
export interface DriftIgnoreRule {
  paths: string[];
  /** Absent: every object of the Kustomization. */
  target?: PatchTarget;
}

export type DeletionPolicy = "MirrorPrune" | "Delete" | "WaitForTermination" | "Orphan";

/** One Flux Kustomization, normalised from v1 / v1beta2 / v1beta1 into the v1 shape. */
export interface KustomizationSpec {
  name: string;
  namespace: string;
  /** apiVersion as written by the user. */
  apiVersion: string;
  /** Relative to the root of the source (the repository), as in Flux; normalised, no leading "./". */
  path: string;
  sourceRef?: CrossNamespaceSourceRef;
  dependsOn: DependencyRef[];
  prune: boolean;
  wait: boolean;
  force: boolean;
  suspend: boolean;
  /** Flux duration strings as written (e.g. "5m"); parsed where used. */
  interval?: string;
  retryInterval?: string;
  timeout?: string;
  healthChecks: HealthCheckRef[];
  healthCheckExprs: HealthCheckExpr[];
  targetNamespace?: string;
  namePrefix?: string;
  nameSuffix?: string;
  patches: KustomizePatch[];
  /**
   * Indices of `patches` that a parent's render put there (the blanket patch a "cluster-apps"
   * parent gives every child): written once, on purpose, for children that may have nothing it
   * targets, so a match of nothing is not reported on the child.
   */
  inheritedPatches?: number[];
  images: ImageOverride[];
  components: string[];
  /** Skip `components` entries whose directory does not exist instead of failing the build. */
  ignoreMissingComponents?: boolean;
  buildMetadata?: BuildMetadataOption[];
  ignore?: DriftIgnoreRule[];
  commonMetadata?: { labels?: Record<string, string>; annotations?: Record<string, string> };
  postBuild?: PostBuild;
  deletionPolicy: DeletionPolicy;
  serviceAccountName?: string;
  /**
   * SOPS decryption as written. Carried so that later stages can refuse to apply encrypted
   * data they cannot decrypt instead of writing `ENC[...]` values into Secrets.
   */
  decryption?: { provider: string; secretRef?: { name: string }; serviceAccountName?: string };
  /**
   * Set when Flux would apply to a remote cluster through a kubeconfig; carried so later
   * stages can refuse rather than apply to the cluster this run happens to talk to.
   */
  kubeConfig?: { secretRef?: { name: string; key?: string }; configMapRef?: { name: string } };
  /** Where the Kustomization document starts (for a rendered child: the file kustomize read it from). */
  source: SourceLocation;
  /**
   * The Kustomization whose rendered output defines this one (Flux applies it as an object of its
   * parent); absent for definitions found at the definitions path. Reconciled after its parent.
   */
  parent?: NamespacedName;
  /**
   * The object as Flux would apply it (metadata and spec, after the parent's kustomize build and
   * substitution): what `dependsOn[].readyExpr` reads as `self` and `dep`.
   */
  definition?: Record<string, unknown>;
  /** Said about the definition itself, e.g. deprecated fields Flux ignores. */
  warnings?: string[];
}

export function kustomizationKey(k: NamespacedName): string {
  return `${k.namespace}/${k.name}`;
}

/** File names kustomize recognises as a kustomization, in its order of preference. */
/** Namespace for Kustomizations without metadata.namespace, as `flux bootstrap` uses. */
export const DEFAULT_NAMESPACE = "flux-system";

export const KUSTOMIZATION_FILES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
