import type { ObjectRef } from "../model/index.js";

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

/** A reference that can be sent to the API: needs the apiVersion's version. */
export type ApiObjectRef = ObjectRef & { version: string };

/**
 * The only way the engine talks to Kubernetes. Implemented over @kubernetes/client-node in
 * this folder; every other module receives it, so nothing else imports the client library.
 */
export interface Cluster {
  /** Reads one object; `undefined` when it does not exist. */
  get(ref: ApiObjectRef): Promise<KubeObject | undefined>;
}
