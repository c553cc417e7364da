// Finds, parses and validates Flux Kustomization definitions (and the ArtifactGenerators that
// build their ExternalArtifact sources) in a repository's files or in a render's output, and
// normalises every served version (v1, v1beta2, v1beta1) into the v1-shaped KustomizationSpec.
// Every mistake comes back as a Problem with file:line, never as an exception.

export { DEFINITION_GROUPS } from "./documents.js";
export {
  loadKustomizations,
  readDefinitionObjects,
} from "./load.js";
export { fieldText, problemText } from "./messages.js";
export { dependencies, driftIgnoreRule, patch } from "./normalise.js";
export { mayRenderDefinitions } from "./reach.js";
export {
  at,
  DURATION,
  enumValue,
  type FieldError,
  formatFieldPath,
  validateWithModel,
} from "./schema.js";
