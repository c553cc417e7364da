export { DEFAULT_NAMESPACE, type LoadOptions, type LoadResult, loadKustomizations } from "./load.js";
export { FLUX_API_VERSIONS, type FluxApiVersion } from "./schema.js";
