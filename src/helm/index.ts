// HelmReleases rendered as helm-controller renders them: the chart from its source, the values
// composed as chartutil does, real Helm for the templates, then Flux's post-render; and released
// as it releases them, with the helm CLI (install.ts, uninstall.ts).

export { HELM_CHART_LAYER } from "./chart-oci.js";
export { ChartFetcher, type ChartFetcherOptions, type IndexStore } from "./charts.js";
export { HELM_RELEASE_API_VERSIONS, helmReleaseFrom } from "./definition.js";
export { detectHelm, type Helm, helmEnvironment } from "./helm-cli.js";
export {
  deployedUnchanged,
  type InstallRequest,
  installOrUpgrade,
  type ReleaseEngineDeps,
  type ReleaseResult,
} from "./install.js";
export { releaseText } from "./messages.js";
export { releaseName, releaseNamespace, storageNamespace } from "./name.js";
export {
  FILENAME_ANNOTATION,
  originLabels,
  parseObjects,
  postRender,
  type ReleaseObject,
} from "./postrender.js";
export {
  ownedBy,
  ownerLabels,
  RELEASE_DIGEST_LABEL,
  RELEASE_OWNER_LABELS,
  type ReleaseOwner,
} from "./release-labels.js";
export { placesOfStoredSecrets, type ReleasePlaces } from "./release-storage-namespace.js";
export {
  currentRelease,
  decodeRelease,
  releaseHistory,
  type StoredRelease,
} from "./release-store.js";
export {
  type HelmRenderContext,
  isHelmRelease,
  type ReleaseOutcome,
  renderReleases,
  valuesReaderFor,
} from "./releases.js";
export {
  DEFAULT_CRD_POLICY,
  type HelmAction,
  type RenderReleaseInput,
  renderRelease,
  type TemplateStore,
} from "./render.js";
export * from "./types.js";
export { uninstallRelease } from "./uninstall.js";
export { type ComposedValues, composeValues } from "./values.js";
