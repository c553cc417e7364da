// The diff engine: pure functions over objects (no I/O, no cluster). Rendering the two revisions
// of a repository for `kustomize-sync diff` is a run of its own, in reconcile/revisions.ts.
export { diffRevisions, releaseRemovalText, summariseDiff } from "./objects.js";
export { attachPlanDiffs, releaseObjectComparison } from "./plan.js";
export type {
  DiffReport,
  DiffResult,
  KustomizationDiff,
  ObjectDiff,
  RenderedKustomization,
} from "./types.js";
