// The diff engine: pure functions over objects (no I/O, no cluster). Rendering two revisions of a
// repository for `kustomize-sync diff` is in ./revisions.ts, imported by the CLI directly, so that
// the pipeline stages (reconcile) can use the engine without importing themselves back.
export { summariseDiff } from "./objects.js";
export { attachPlanDiffs } from "./plan.js";
export type { DiffReport, DiffResult, KustomizationDiff, ObjectDiff } from "./types.js";
