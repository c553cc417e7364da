/**
 * Fault injection for the interrupted-run tests: KUSTOMIZE_SYNC_FAULT=<point> kills the process
 * at that point with SIGKILL — no cleanup, no lock release — exactly like a cancelled CI job.
 * Points: `after-apply` (objects applied, nothing pruned), `after-prune` (deletes done, the
 * inventory not yet shrunk).
 */
export function faultPoint(name: "after-apply" | "after-prune"): void {
  if (process.env.KUSTOMIZE_SYNC_FAULT === name) process.kill(process.pid, "SIGKILL");
}
