import type { SourceLocation } from "./source.js";

export type ConditionStatus = "True" | "False" | "Unknown";

export type Reason =
  | "ReconciliationSucceeded"
  | "Progressing"
  | "DependencyNotReady"
  | "ArtifactFailed"
  | "BuildFailed"
  | "ValidationFailed"
  | "ReconciliationFailed"
  | "PruneFailed"
  | "HealthCheckFailed"
  | "Suspended"
  | "Planned"
  /** validate / graph: the definition is valid (nothing was rendered or applied). */
  | "Valid"
  | "Deleted"
  | "LockFailed"
  /** The run was cancelled (SIGINT/SIGTERM) before this Kustomization finished. */
  | "Cancelled";

export type ChangeAction = "created" | "configured" | "unchanged" | "deleted" | "skipped" | "failed";

export interface Change {
  /** Flux inventory id `<namespace>_<name>_<group>_<kind>`. */
  id: string;
  kind: string;
  namespace: string;
  name: string;
  action: ChangeAction;
  /** Why it was skipped / failed, or other detail. Never holds Secret data. */
  detail?: string;
  source?: SourceLocation;
  /**
   * plan: unified YAML diff of the live object and the dry-run result (created: the manifest
   * whole), noise removed, Secret values masked (`***`, `*** (before)`, `*** (after)`).
   */
  diff?: string;
  /** plan: the changed field paths (`spec.replicas`); names only, never values. */
  paths?: string[];
  /** plan: the change undoes an edit made in the cluster, not in git (`kubectl scale`, `kubectl edit`). */
  drift?: boolean;
  /** `namespace/name` of the HelmRelease whose chart renders the object (plan: its release's objects). */
  release?: string;
}

export interface Problem {
  message: string;
  /** `Kind/namespace/name` of the object concerned, when there is one. */
  object?: string;
  source?: SourceLocation;
}

export interface KustomizationResult {
  name: string;
  namespace: string;
  ready: ConditionStatus;
  reason: Reason;
  message: string;
  revision: string;
  changes: Change[];
  durationMs: number;
  dependsOn?: string[];
  source?: SourceLocation;
  /** Problems with file:line (validation, build errors) for annotations. */
  problems?: Problem[];
  warnings?: string[];
  inventorySize?: number;
  /**
   * The API server this Kustomization was applied to when it is not the run's own cluster
   * (spec.kubeConfig.secretRef): its URL, without credentials.
   */
  cluster?: string;
  /**
   * One entry per health-checked object (spec.wait, healthChecks, healthCheckExprs):
   * `ref` is `Kind/namespace/name`, `status` a kstatus verdict (Current, InProgress, Failed,
   * Terminating, NotFound), `message` why, with Pod-level reasons for workloads.
   */
  health?: { ref: string; status: string; message: string }[];
  /** sync: the HelmReleases of its output that kustomize-sync released itself (no helm-controller). */
  releases?: ReleaseResult[];
}

export type ReleaseAction =
  | "installed"
  | "upgraded"
  | "unchanged"
  | "rolled back"
  | "uninstalled"
  | "failed"
  /** Not touched: a HelmRelease it depends on is not Ready (helm-controller's DependencyNotReady). */
  | "blocked"
  /** Not touched: `spec.suspend: true`. */
  | "suspended";

/** One HelmRelease kustomize-sync released, as `flux get helmreleases` would show it. */
export interface ReleaseResult {
  /** `HelmRelease/namespace/name`. */
  ref: string;
  /** Helm's release name and the namespace its storage Secrets are in (`helm list -n`). */
  releaseName: string;
  storageNamespace: string;
  chart: string;
  version: string;
  /** Helm's revision after this run (none when nothing was ever installed). */
  revision?: number;
  action: ReleaseAction;
  ready: ConditionStatus;
  message: string;
  source?: SourceLocation;
}

export type RunMode = "validate" | "graph" | "build" | "plan" | "sync" | "destroy";

/** The JSON run report: CLI `--json` and the action's `result` output share it. Fields are only ever added. */
export interface RunReport {
  ready: boolean;
  mode: RunMode;
  kustomizations: KustomizationResult[];
  /** Problems not tied to one Kustomization (unreadable files, duplicates). */
  problems?: Problem[];
  startedAt?: string;
  durationMs?: number;
  /**
   * Set when the run was cancelled (the runner sends SIGINT, then SIGTERM): the report holds what
   * the run knew then; Kustomizations it had not finished read `Unknown` / `Cancelled`.
   */
  cancelled?: { signal: string; at: string };
}

export const RUN_MODES: readonly RunMode[] = ["validate", "graph", "build", "plan", "sync", "destroy"];
