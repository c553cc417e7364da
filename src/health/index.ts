// Health checks: kstatus rules (pure), Pod-level reasons, CEL healthCheckExprs, and the
// event-driven wait that turns them into a Kustomization's verdict.
export { compileCelPredicate, compileHealthExprs, HealthExprError } from "./cel.js";
export { healthText } from "./messages.js";
export { computeStatus } from "./status.js";
export { healthTargets, wantsHealthChecks, workloadTargets } from "./targets.js";
export { type HealthOutcome, inspectWorkloads, readHealth, waitForHealth } from "./wait.js";
