export * from "./artifact.js";
export { mapLimit, Semaphore, sleep } from "./async.js";
export * from "./duration.js";
export {
  type ActionRemediation,
  type ChartSourceRef,
  type CrdPolicy,
  HELM_GROUP,
  type HelmChartTemplate,
  type HelmReleaseSpec,
  type PostRenderer,
  type ValuesReference,
} from "./helmrelease.js";
export {
  type BuildMetadataOption,
  DEFAULT_NAMESPACE,
  type DeletionPolicy,
  type DependencyRef,
  type DriftIgnoreRule,
  type HealthCheckExpr,
  type HealthCheckRef,
  type ImageOverride,
  KUSTOMIZATION_FILES,
  type KustomizationSpec,
  type KustomizePatch,
  kustomizationKey,
  type NamespacedName,
  PATCH_TARGET_FIELDS,
  type PatchTarget,
} from "./kustomization.js";
export * from "./logger.js";
export * from "./manifest.js";
export { mergeMaps } from "./merge.js";
export * from "./objectRef.js";
export * from "./ownership.js";
export * from "./regexp.js";
export {
  type Change,
  type ChangeAction,
  type KustomizationResult,
  type Problem,
  type Reason,
  type ReleaseAction,
  type ReleaseResult,
  RUN_MODES,
  type RunMode,
  type RunReport,
} from "./report.js";
export * from "./scope.js";
export { compileTarget, type ObjectMatcher } from "./selector.js";
export * from "./source.js";
export { rememberedAnswer, WalkIndex, WalkIndexes } from "./walk-index.js";
export {
  documentPieces,
  isRecord,
  lookAtYamlDocument,
  parseYaml,
  parseYamlDocuments,
  parseYamlNodes,
  parseYamlValues,
  readYamlDocuments,
  sortKeys,
  stringifyYaml,
  YamlAliasError,
  type YamlDocument,
  YamlError,
  YamlMappingEditor,
  type YamlPath,
  type YamlSourceComment,
  type YamlSourceNode,
} from "./yaml.js";
