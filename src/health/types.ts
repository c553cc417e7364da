import type { KubeObject } from "../cluster/types.js";

/** kstatus' verdicts (cli-utils pkg/kstatus/status), the vocabulary Flux users already read. */
export type HealthStatus = "Current" | "InProgress" | "Failed" | "Terminating" | "NotFound";

export interface StatusResult {
  status: HealthStatus;
  message: string;
}

/** A health rule: one object in, one verdict out. No API calls, so plain YAML fixtures test it. */
export type StatusRule = (obj: KubeObject) => StatusResult;

/** The health of one checked object, as the run report shows it. */
export interface ObjectHealth {
  /** `Kind/namespace/name` (Flux's notation). */
  ref: string;
  status: HealthStatus;
  message: string;
}
