import type { SourceLocation } from "../model/index.js";

/** The source kinds of source-controller (source.toolkit.fluxcd.io) that a Kustomization reads. */
export const SOURCE_GROUP = "source.toolkit.fluxcd.io";

/** `GitRepository.spec.ref`: at most one of these wins, in Flux's order commit > name > semver > tag > branch. */
export interface GitReference {
  branch?: string;
  tag?: string;
  semver?: string;
  name?: string;
  commit?: string;
}

/** `GitRepository.spec.include[]`: another GitRepository's artifact copied into this one. */
export interface GitInclude {
  repository: string;
  fromPath: string;
  toPath: string;
}

export interface GitRepositorySource {
  kind: "GitRepository";
  namespace: string;
  name: string;
  url: string;
  ref: GitReference;
  secretRef?: string;
  ignore?: string;
  include: GitInclude[];
  sparseCheckout: string[];
  /** `spec.timeout` in milliseconds (Flux's default 60s when unset). */
  timeoutMs?: number;
  /** Where it was defined: a file of the repository, or "cluster". */
  definedIn: SourceLocation | "cluster";
}

export interface OciReference {
  tag?: string;
  semver?: string;
  semverFilter?: string;
  digest?: string;
}

export interface OCIRepositorySource {
  kind: "OCIRepository";
  namespace: string;
  name: string;
  url: string;
  ref: OciReference;
  layerSelector?: { mediaType?: string; operation?: string };
  secretRef?: string;
  certSecretRef?: string;
  /** Plain HTTP to the registry. */
  insecure: boolean;
  /** generic (default), aws, azure, gcp. */
  provider: string;
  ignore?: string;
  /** `spec.timeout` in milliseconds (Flux's default 60s when unset). */
  timeoutMs?: number;
  definedIn: SourceLocation | "cluster";
}

/** `HelmRepository`: a chart repository over HTTP(S) (index.yaml) or, with `type: oci`, a registry. */
export interface HelmRepositorySource {
  kind: "HelmRepository";
  namespace: string;
  name: string;
  url: string;
  /** `default` (HTTP index) or `oci`. */
  type: "default" | "oci";
  secretRef?: string;
  certSecretRef?: string;
  /** Plain HTTP to an OCI registry. */
  insecure: boolean;
  /** generic (default), aws, azure, gcp: OCI only. */
  provider: string;
  /** Send the credentials to chart URLs on other hosts than the index's. */
  passCredentials: boolean;
  timeoutMs?: number;
  definedIn: SourceLocation | "cluster";
}

/** `HelmChart`: a chart from a HelmRepository, GitRepository or Bucket (what `chart.spec` templates). */
export interface HelmChartSource {
  kind: "HelmChart";
  namespace: string;
  name: string;
  chart: string;
  version?: string;
  sourceRef: { kind: string; name: string };
  valuesFiles: string[];
  ignoreMissingValuesFiles?: boolean;
  reconcileStrategy?: string;
  url?: undefined;
  definedIn: SourceLocation | "cluster";
}

export interface OtherSource {
  kind: string;
  namespace: string;
  name: string;
  url?: string;
  definedIn: SourceLocation | "cluster";
}

export type SourceDefinition =
  | GitRepositorySource
  | OCIRepositorySource
  | HelmRepositorySource
  | HelmChartSource
  | OtherSource;

/** A source's content on this machine, as source-controller's artifact would hold it. */
export interface FetchedSource {
  /** Absolute path of the source root (inside the run's private directory). */
  dir: string;
  /** Flux's revision: `main@sha1:<40 hex>`, `v1@sha256:<64 hex>`, `sha1:<40 hex>`. */
  revision: string;
  url: string;
}

/** What a Kustomization's sourceRef points at. */
export type SourceDecision =
  /** The repository being synced: the checkout at the root. */
  | { type: "repository" }
  /** A `sources:` mapping, or an ExternalArtifact: rendering resolves it as it always did. */
  | { type: "local" }
  | ({ type: "fetched"; key: string } & FetchedSource)
  /** One line, already naming the source, its URL and the `sources:` alternative. */
  | { type: "failed"; message: string };

/** source-controller's default `spec.timeout` for a clone or a pull. */
export const DEFAULT_FETCH_TIMEOUT_MS = 60_000;

/** `Kind/namespace/name` of a source. */
export function sourceKey(source: { kind: string; namespace: string; name: string }): string {
  return `${source.kind}/${source.namespace}/${source.name}`;
}
