import type { SourceLocation } from "./source.js";

/** `spec.sources[]` of an ArtifactGenerator: a Flux source known by its alias in copy rules. */
export interface ArtifactSourceRef {
  alias: string;
  kind: "GitRepository" | "OCIRepository" | "Bucket" | string;
  name: string;
  /** Defaults to the generator's namespace. */
  namespace: string;
}

/** One copy rule: `from: "@alias/glob"`, `to: "@artifact/path"`. */
export interface ArtifactCopyRule {
  from: string;
  to: string;
  exclude: string[];
  /** No match is no error. */
  optional: boolean;
  /** Overwrite (default), Merge (YAML deep merge into an existing file) or Extract (tarballs). */
  strategy: string;
}

export interface ArtifactOutput {
  /** The ExternalArtifact's name (in the generator's namespace). */
  name: string;
  /** `@alias`: the artifact's revision is that source's (`originRevision`, formerly `revision`). */
  originRevision?: string;
  copy: ArtifactCopyRule[];
}

/**
 * A source-watcher `ArtifactGenerator` (source.extensions.fluxcd.io): builds ExternalArtifacts
 * from other sources by copy rules. kustomize-sync builds them itself from the checkout.
 */
export interface ArtifactGeneratorSpec {
  name: string;
  namespace: string;
  sources: ArtifactSourceRef[];
  artifacts: ArtifactOutput[];
  source: SourceLocation;
}

/** The group of ArtifactGenerator; documents without it are not generators. */
export const ARTIFACT_GENERATOR_GROUP = "source.extensions.fluxcd.io";
