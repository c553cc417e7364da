/** Flux's kustomize-controller out of cluster, its source played locally; see kustomize-controller.mjs. */

/** The minimal API client of scripts/bench/kube.mjs, as far as the harness uses it. */
export interface KubeClient {
  request(
    method: string,
    path: string,
    options?: { body?: unknown; contentType?: string },
  ): Promise<{ status: number; body: unknown }>;
  ok(method: string, path: string, options?: { body?: unknown; contentType?: string }): Promise<unknown>;
  listWatch(path: string, onObject: (object: unknown, type: string) => void): Promise<() => void>;
  close(): void;
}

/** scripts/bench/kube.mjs's client: the kubeconfig's TLS material and credentials, nothing else. */
export function kubeClient(kubeconfig: string): Promise<KubeClient>;

export const KUSTOMIZATION_API: string;
export const SOURCE_API: string;

export interface FluxControllerBuild {
  dir: string;
  controller: string;
  crdDir: string;
  /** e.g. `kustomize-controller v1.9.6, source-controller v1.9.0` */
  versions: string;
}

/** $FLUX_KC_DIR, else scripts/tools/flux-binaries.sh (built once into the cache). */
export function fluxControllerBuild(): FluxControllerBuild;

/** Creates the CRDs the controller watches that the cluster lacks; resolves to their names. */
export function installFluxCrds(kube: KubeClient, kubeconfig: string, crdDir: string): Promise<string[]>;

import type { RunningController } from "./flux-process.mjs";

export type { RunningController };

/** Starts kustomize-controller reconciling `namespace` only; resolves once it is ready. */
export function startKustomizeController(options: {
  binary: string;
  kubeconfig: string;
  namespace: string;
  logFile: string;
}): Promise<RunningController>;

/** A GitRepository's status.artifact. */
export interface Artifact {
  path: string;
  url: string;
  revision: string;
  digest: string;
  lastUpdateTime: string;
  size: number;
}

export interface SourceRef {
  namespace: string;
  name: string;
}

export interface ArtifactServer {
  pack(dir: string, source: SourceRef, entries?: string[]): Artifact;
  close(): Promise<void>;
}

export function startArtifactServer(): Promise<ArtifactServer>;
export function createGitRepository(kube: KubeClient, source: SourceRef): Promise<unknown>;
export function publishArtifact(kube: KubeClient, source: SourceRef, artifact: Artifact): Promise<unknown>;
export function releaseKustomizations(kube: KubeClient, namespace: string): Promise<void>;

export interface Condition {
  type: string;
  status: "True" | "False" | "Unknown";
  reason: string;
  message: string;
}

/** The Ready condition once the controller has finished with `revision`, else undefined. */
export function settledReady(object: unknown, revision: string): Condition | undefined;

export interface KustomizationTracker {
  stop(): void;
  objects: Map<string, unknown>;
  settled(
    names: string[],
    revision: string,
    timeoutMs: number,
  ): Promise<{ at: number; ready: Record<string, Condition> }>;
}

export function kustomizationTracker(kube: KubeClient, namespace: string): Promise<KustomizationTracker>;
