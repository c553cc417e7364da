/**
 * Fault injection for the interrupted-run tests: KUSTOMIZE_SYNC_FAULT=<point> kills the process
 * at that point with SIGKILL — no cleanup, no lock release — exactly like a cancelled CI job;
 * KUSTOMIZE_SYNC_FAULT=pause:<point> stops it there with SIGSTOP (a paused VM, a frozen runner)
 * until someone sends SIGCONT. Points: `after-lock` (the Kustomization's lock taken, nothing
 * written), `after-write-ahead` (the inventory lists old and new, no object written yet),
 * `after-first-write` (the server confirmed the first object written; others of its batch in flight),
 * `after-apply` (objects applied, nothing pruned), `after-prune` (deletes done, the inventory not
 * yet shrunk).
 */
export function faultPoint(
  name: "after-lock" | "after-write-ahead" | "after-first-write" | "after-apply" | "after-prune",
): void {
  const fault = process.env.KUSTOMIZE_SYNC_FAULT;
  if (fault === name) process.kill(process.pid, "SIGKILL");
  if (fault === `pause:${name}`) process.kill(process.pid, "SIGSTOP");
}
