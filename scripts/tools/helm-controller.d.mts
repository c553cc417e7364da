/** Flux's helm-controller and source-controller out of cluster; see helm-controller.mjs. */

import type { RunningController } from "./flux-process.mjs";
import type { KubeClient } from "./kustomize-controller.mjs";

export type { KubeClient };

/** scripts/bench/kube.mjs's client: the kubeconfig's TLS material and credentials, nothing else. */
export function kubeClient(kubeconfig: string): Promise<KubeClient>;

export const HELM_API: string;
export const SOURCE_API: string;

export interface HelmControllerBuild {
  dir: string;
  helmController: string;
  sourceController: string;
  crdDir: string;
  /** e.g. `helm-controller v1.6.4, source-controller v1.9.6` */
  versions: string;
}

/** $FLUX_HC_DIR, else scripts/tools/helm-controller-binaries.sh (built once into the cache). */
export function helmControllerBuild(): HelmControllerBuild;

/** Server-side applies (forcing) every CRD of the build; returns their names once Established. */
export function installHelmCrds(kubeconfig: string, crdDir: string): string[];

export interface HelmControllers {
  source: RunningController;
  helm: RunningController;
  /** The tails of both logs. */
  log(chars?: number): string;
  stop(): Promise<void>;
}

/** Starts source-controller then helm-controller (all namespaces unless `namespace`); resolves once both are ready. */
export function startHelmControllers(options: {
  build: HelmControllerBuild;
  kubeconfig: string;
  workDir: string;
  namespace?: string;
  /** Added to helm-controller's flags. */
  helmControllerArgs?: string[];
}): Promise<HelmControllers>;

/** Drops the finalizers of the HelmReleases, HelmCharts and sources in `namespace`. */
export function releaseFluxObjects(kube: KubeClient, namespace: string): Promise<void>;

/** A hook of a Helm release (release JSON). */
export interface ReleaseHook {
  name: string;
  kind: string;
  path: string;
  manifest: string;
  events: string[];
  weight?: number;
  delete_policies?: string[];
}

/** The parts of Helm's release JSON the tests read. */
export interface HelmReleaseRecord {
  /** The storage Secret's name, `sh.helm.release.v1.<name>.v<version>`. */
  secret: string;
  name: string;
  namespace: string;
  version: number;
  info: { status: string; description?: string };
  chart: { metadata: { name: string; version: string; appVersion?: string } };
  /** The values the release was installed with (helm-controller's composed values). */
  config?: Record<string, unknown>;
  manifest: string;
  hooks?: ReleaseHook[];
}

/** The newest release `name` stored in `storageNamespace` (Secret driver), or undefined. */
export function readRelease(
  kube: KubeClient,
  storageNamespace: string,
  name: string,
): Promise<HelmReleaseRecord | undefined>;

/** `kubectl get -f -` of a manifest, defaulting to `namespace`: the live objects. */
export function liveObjects(kubeconfig: string, manifest: string, namespace: string): unknown[];
