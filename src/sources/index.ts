// Sources as source-controller provides them: decides per sourceRef whether it is the repository
// being synced, a `sources:` mapping, or a GitRepository / OCIRepository to fetch (once per run,
// into a private directory, confined), and gives each its revision in Flux's format.
export {
  loginFromDockerConfig,
  parseSourceSecrets,
  type RegistryLogin,
  type SecretData,
  SourceSecretsError,
} from "./credentials.js";
export { findSourceDefinitions, readSourceObject } from "./definitions.js";
export { confinedPath, ExtractError, extractTarGz, MAX_UNTAR_BYTES } from "./extract.js";
export { cloneGitRepository, credentialsFromSecret, pickSemverTag, splitUrlCredentials } from "./git.js";
export { normaliseRemote, repositoryRemote } from "./identity.js";
export { FLUX_CONTENT_MEDIA_TYPE, parseOciUrl, pickSemverArtifact, pullArtifact } from "./oci.js";
export { DEFAULT_REPOSITORY_SOURCE, SourceResolver, type SourceResolverOptions } from "./resolver.js";
export type { FetchedSource, SourceDecision, SourceDefinition } from "./types.js";
