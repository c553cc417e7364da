// Finds, parses and validates Flux Kustomization definitions in a repository and normalises
// every served version (v1, v1beta2, v1beta1) into the v1-shaped KustomizationSpec. Every
// mistake comes back as a Problem with file:line, never as an exception.
export { DEFAULT_NAMESPACE, type LoadOptions, type LoadResult, loadKustomizations } from "./load.js";
export { FLUX_API_VERSIONS, type FluxApiVersion } from "./schema.js";
