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
export { type DiffReport, diffAgainstBase } from "./revisions.js";
export type {
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
