import type { SourceLocation } from "./source.js";

/** A Kubernetes object as plain JSON. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    uid?: string;
    resourceVersion?: string;
    generation?: number;
    deletionTimestamp?: string;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** One rendered object plus the file it came from (kustomize origin), for error messages. */
export interface Manifest {
  object: KubeObject;
  source?: SourceLocation;
  /** `namespace/name` of the HelmRelease whose chart rendered it (not the Kustomization itself). */
  release?: string;
}
