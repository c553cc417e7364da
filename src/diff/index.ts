// The diff engine: pure functions over objects (no I/O, no cluster). Rendering two revisions of a
// repository for `kustomize-sync diff` is in ./revisions.ts, imported by the CLI directly, so that
// the pipeline stages (reconcile) can use the engine without importing themselves back.
export { isSecret, MASK, MASK_AFTER, MASK_BEFORE, maskSecretPair } from "./mask.js";
export {
  appliedFields,
  fieldOwners,
  manifestShape,
  projectOnto,
  shapeFromFieldsV1,
  stripNoise,
  unionShape,
} from "./noise.js";
export {
  compareObjects,
  diffRevisions,
  manifestId,
  type ObjectComparison,
  summariseDiff,
} from "./objects.js";
export { attachPlanDiffs, type PlannedObject, planComparison } from "./plan.js";
export type {
  DiffReport,
  DiffResult,
  DiffSummary,
  KustomizationChange,
  KustomizationDiff,
  ObjectChange,
  ObjectDiff,
  Removal,
  RenderedKustomization,
} from "./types.js";
export {
  changedFieldPaths,
  changedPaths,
  type FieldPath,
  formatFieldPath,
  objectYaml,
  unifiedDiff,
} from "./unified.js";
