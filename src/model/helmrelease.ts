import type { DependencyRef, DriftIgnoreRule, ImageOverride, KustomizePatch } from "./kustomization.js";
import type { KubeObject } from "./manifest.js";
import type { SourceLocation } from "./source.js";

/** helm.toolkit.fluxcd.io: the group of HelmRelease. */
export const HELM_GROUP = "helm.toolkit.fluxcd.io";

/** `spec.chart.spec.sourceRef` / `spec.chartRef`: where the chart comes from. */
export interface ChartSourceRef {
  kind:
    | "HelmRepository"
    | "GitRepository"
    | "Bucket"
    | "OCIRepository"
    | "HelmChart"
    | "ExternalArtifact"
    | string;
  name: string;
  /** Defaults to the HelmRelease's namespace. */
  namespace?: string;
}

/** `spec.chart.spec`: the template for the HelmChart source-controller would build. */
export interface HelmChartTemplate {
  /** Chart name (repository charts) or path inside the source (Git/Bucket charts). */
  chart: string;
  /** Semver constraint, default `*`; ignored for Git/Bucket charts. */
  version?: string;
  sourceRef: ChartSourceRef;
  /** Replace the chart's values.yaml; merged in order. */
  valuesFiles: string[];
  ignoreMissingValuesFiles?: boolean;
  /** ChartVersion (default) or Revision. */
  reconcileStrategy?: string;
}

/** `spec.valuesFrom[]` (fluxcd/pkg apis/meta ValuesReference). */
export interface ValuesReference {
  kind: "ConfigMap" | "Secret";
  name: string;
  /** Default `values.yaml`. */
  valuesKey?: string;
  /** Helm `--set` path; the value is set there instead of merged at the root. */
  targetPath?: string;
  optional?: boolean;
  /** With targetPath: the value is set verbatim as a string (`helm --set-literal`), not parsed. */
  literal?: boolean;
}

/** `spec.postRenderers[]`: only kustomize is defined by helm-controller. */
export interface PostRenderer {
  kustomize?: { patches: KustomizePatch[]; images: ImageOverride[] };
}

/** `install.remediation` / `upgrade.remediation`: what a failed action is followed by. */
export interface ActionRemediation {
  /** Attempts after the first failure; default 0. */
  retries?: number;
  /** Remediate the failure that exhausts the retries too (install: default false; upgrade: retries > 0). */
  remediateLastFailure?: boolean;
}

/** `install.crds` / `upgrade.crds`. */
export type CrdPolicy = "Skip" | "Create" | "CreateReplace";

export interface HelmReleaseSpec {
  name: string;
  namespace: string;
  apiVersion: string;
  /** Exactly one of chart and chartRef is set (validation says which is missing). */
  chart?: HelmChartTemplate;
  chartRef?: ChartSourceRef;
  releaseName?: string;
  targetNamespace?: string;
  storageNamespace?: string;
  /** Inline values, typed as JSON (sigs.k8s.io/yaml). */
  values?: Record<string, unknown>;
  valuesFrom: ValuesReference[];
  postRenderers: PostRenderer[];
  /**
   * Which objects go through postRenderers (helm-controller v1.6 `spec.postRenderStrategy`):
   * `combined` (default, Helm 4) hooks and templates in one stream, `separate` in two,
   * `nohooks` (Helm 3) hooks not post-rendered at all.
   */
  postRenderStrategy?: "combined" | "separate" | "nohooks";
  commonMetadata?: { labels?: Record<string, string>; annotations?: Record<string, string> };
  install: {
    crds?: CrdPolicy;
    createNamespace?: boolean;
    disableSchemaValidation?: boolean;
    disableOpenAPIValidation?: boolean;
    /** Helm `--no-hooks`. */
    disableHooks?: boolean;
    /** No readiness wait in the action (helm-controller's HookOnly wait strategy). */
    disableWait?: boolean;
    /** Jobs are not waited for to complete (helm-controller: WaitForJobs = !disableWaitForJobs). */
    disableWaitForJobs?: boolean;
    /** Overrides spec.timeout for the install. */
    timeout?: string;
    remediation?: ActionRemediation;
  };
  upgrade: {
    crds?: CrdPolicy;
    disableSchemaValidation?: boolean;
    disableOpenAPIValidation?: boolean;
    disableHooks?: boolean;
    disableWait?: boolean;
    disableWaitForJobs?: boolean;
    timeout?: string;
    cleanupOnFail?: boolean;
    remediation?: ActionRemediation & { strategy?: "rollback" | "uninstall" };
  };
  /** `spec.rollback`: how the rollback remediation of a failed upgrade runs. */
  rollback?: {
    disableHooks?: boolean;
    disableWait?: boolean;
    disableWaitForJobs?: boolean;
    timeout?: string;
  };
  /** `spec.uninstall`: how a release this project installed is removed. */
  uninstall: { keepHistory?: boolean; disableHooks?: boolean; disableWait?: boolean; timeout?: string };
  /** `spec.maxHistory` (helm-controller's default 5). */
  maxHistory?: number;
  /**
   * `spec.waitStrategy.name`: how Helm waits for the objects of an action to be ready. `poller`
   * (default) is kstatus, which helm-controller gives Helm as its `watcher`; `legacy` is Helm 3's.
   */
  waitStrategy?: "poller" | "legacy";
  dependsOn: DependencyRef[];
  suspend: boolean;
  timeout?: string;
  interval?: string;
  serviceAccountName?: string;
  driftDetection?: { mode?: "enabled" | "warn" | "disabled"; ignore: DriftIgnoreRule[] };
  /** The HelmRelease object as rendered (what `build` printed). */
  object: KubeObject;
  source?: SourceLocation;
}
