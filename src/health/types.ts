import type { KubeObject } from "../cluster/types.js";

/** kstatus' verdicts (cli-utils pkg/kstatus/status), the vocabulary Flux users already read. */
export type HealthStatus = "Current" | "InProgress" | "Failed" | "Terminating" | "NotFound";

export interface StatusResult {
  status: HealthStatus;
  message: string;
  /** kstatus' reason for an InProgress or Failed verdict (`LessReady`, `PodUnschedulable`, ...). */
  reason?: string;
  /** When (epoch ms) the verdict changes by itself, without any change to the object. */
  until?: number;
}

/**
 * A health rule: one object in, one verdict out. No API calls, so plain YAML fixtures test it.
 * `now` (epoch ms) matters only to rules with a time window.
 */
export type StatusRule = (obj: KubeObject, now?: number) => StatusResult;

/** The health of one checked object, as the run report shows it. */
export interface ObjectHealth {
  /** `Kind/namespace/name` (Flux's notation). */
  ref: string;
  status: HealthStatus;
  message: string;
}
