// Health checks: kstatus rules (pure), Pod-level reasons, CEL healthCheckExprs, and the
// event-driven wait that turns them into a Kustomization's verdict.
export {
  type CompiledHealthExpr,
  compileCelPredicate,
  compileHealthExprs,
  HealthExprError,
  healthExprFor,
} from "./cel.js";
export { healthText } from "./messages.js";
export {
  CRASH_LOOP_RESTARTS,
  ERROR_REASONS,
  failsFast,
  graceMs,
  type PodProblem,
  PULL_ERROR_GRACE_MS,
  podProblems,
  podsOfWorkload,
  WORKLOAD_KINDS,
} from "./pods.js";
export {
  computeStatus,
  crdStatus,
  daemonSetStatus,
  deploymentStatus,
  genericStatus,
  jobStatus,
  KIND_RULES,
  podStatus,
  pvcStatus,
  readyConditionStatus,
  replicaSetStatus,
  SCHEDULE_WINDOW_MS,
  serviceStatus,
  statefulSetStatus,
} from "./status.js";
export { healthTargets, wantsHealthChecks, workloadTargets } from "./targets.js";
export type { HealthStatus, ObjectHealth, StatusResult, StatusRule } from "./types.js";
export type { HealthTarget } from "./view.js";
export {
  type HealthOutcome,
  type InspectInput,
  inspectWorkloads,
  type WaitInput,
  waitForHealth,
} from "./wait.js";
