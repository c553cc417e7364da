// Sources as source-controller provides them: decides per sourceRef whether it is the repository
// being synced, a `sources:` mapping, or a GitRepository / OCIRepository to fetch (once per run,
// into a private directory, confined), and gives each its revision in Flux's format.

export { parseSourceSecrets, type SecretData, SourceSecretsError } from "./credentials.js";
export { readSourceObject } from "./definitions.js";
export { normaliseRemote, repositoryRemote } from "./identity.js";
export { SourceResolver } from "./resolver.js";
export { SOURCE_GROUP } from "./types.js";
