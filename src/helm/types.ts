// The contract between the steps of a HelmRelease render, as helm-controller runs them:
// chart (source-controller's artifact) → values (chartutil.ChartValuesFromReferences) →
// helm template → CRDs by policy → post-render (kustomize, commonMetadata, Flux labels).
import type { HelmReleaseSpec, Manifest } from "../model/index.js";

/** A chart on this machine, unpacked, as source-controller's HelmChart artifact would hold it. */
export interface ChartArtifact {
  /** Absolute path of the unpacked chart root (holds Chart.yaml); inside the run's or the cache's private directory. */
  dir: string;
  /** `.Chart.Name`. */
  name: string;
  /** `.Chart.Version` as helm-controller sees it (source-controller's `+<digest12>` etc. documented in docs/FLUX.md). */
  version: string;
  /** sha256 of the packaged chart (or of the source revision + path for Git/Bucket charts): the cache key. */
  digest: string;
  /** `Kind/namespace/name` of the source the chart came from (HelmRepository, OCIRepository, GitRepository…). */
  source: string;
  /** Source root for Git/Bucket charts: `valuesFiles` are relative to it. */
  sourceRoot?: string;
  /** A chartRef to a HelmChart: its `spec.valuesFiles` (replacing the chart's values.yaml, as chart.spec.valuesFiles do). */
  valuesFiles?: string[];
  ignoreMissingValuesFiles?: boolean;
}

/** Why a step could not finish: one line, already naming the chart/source/key; the caller adds HelmRelease and file:line. */
export class HelmError extends Error {
  override name = "HelmError";
}

/** Reads the ConfigMaps and Secrets `valuesFrom` names: rendered output first, then the cluster. */
export interface ValuesSourceReader {
  /**
   * The object's data (Secret data already base64-decoded; ConfigMap data and binaryData),
   * `undefined` when it does not exist, or `{ unread: reason }` when it could not be read
   * (no cluster: cluster-free commands name it, never guess).
   */
  read(
    kind: "ConfigMap" | "Secret",
    namespace: string,
    name: string,
  ): Promise<Record<string, string> | undefined | { unread: string }>;
}

/** `.Capabilities`: from the cluster when there is one, else a documented default. */
export interface Capabilities {
  /** e.g. "v1.34.4". */
  kubeVersion: string;
  /** Extra `--api-versions` (group/version and group/version/Kind). */
  apiVersions: string[];
}

/** One HelmRelease rendered as helm-controller would install it. */
export interface RenderedRelease {
  release: HelmReleaseSpec;
  /** As helm-controller computes it (53-character shortening included). */
  releaseName: string;
  releaseNamespace: string;
  chart: { name: string; version: string; source: string };
  /** The objects (templates and hooks, not test hooks), post-rendered, in the order Helm printed them. */
  manifests: Manifest[];
  /** The chart's crds/ files that the CRD policy would apply (not templated, not post-rendered). */
  crds: Manifest[];
  /** One line each (a chart that calls lookup, a values key left unread…). */
  warnings: string[];
}
