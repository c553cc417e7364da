import type { SourceLocation } from "../model/index.js";

/**
 * Why a Kustomization could not be rendered. `reason` is Flux's condition reason:
 * ArtifactFailed when the source or path is missing (Flux fails there before building),
 * BuildFailed for everything kustomize or post-build substitution rejects.
 */
export type BuildFailureReason = "BuildFailed" | "ArtifactFailed";

export class BuildError extends Error {
  override name = "BuildError";
  readonly reason: BuildFailureReason;
  /** `namespace/name` of the Kustomization. */
  readonly kustomization: string;
  /** The message without the Kustomization prefix, as Flux writes it in the Ready condition. */
  readonly detail: string;
  readonly source?: SourceLocation;

  constructor(
    kustomization: string,
    detail: string,
    options: { reason?: BuildFailureReason; source?: SourceLocation } = {},
  ) {
    super(`Kustomization/${kustomization}: ${detail}`);
    this.kustomization = kustomization;
    this.detail = detail;
    this.reason = options.reason ?? "BuildFailed";
    if (options.source) this.source = options.source;
  }
}

/** Error texts, one home for each (Flux's wording where Flux has one). */
export const messages = {
  pathNotFound: (path: string) => `kustomization path not found: ${path}`,
  pathNotDirectory: (path: string) => `kustomization path is not a directory: ${path}`,
  sourceDirMissing: (ref: string, dir: string) => `${ref}: source directory ${dir} does not exist`,
  externalArtifactUnknown: (id: string) =>
    `ExternalArtifact '${id}' not found: no ArtifactGenerator in the repository builds it`,
  kustomizeFailed: (detail: string) => `kustomize build failed: ${detail}`,
  componentNotFound: (component: string, resolved: string) =>
    `kustomize build failed: component '${component}' not found: ${resolved} does not exist`,
  componentNotLocal: (component: string) => `component path '${component}' must be local and relative`,
  postBuildFailed: (object: string, detail: string) => `post build failed for '${object}': ${detail}`,
  /** Go's encoding/json on an infinite or NaN float (`+Inf`, `-Inf`, `NaN`), as YAMLToJSON reports it. */
  jsonUnsupportedValue: (value: number) =>
    `YAMLToJSON: json: unsupported value: ${Number.isNaN(value) ? "NaN" : value > 0 ? "+Inf" : "-Inf"}`,
  invalidVarName: (name: string) =>
    `'${name}' var name is invalid, must match '^[_[:alpha:]][_[:alpha:][:digit:]]*$'`,
  substituteFromFailed: (kind: string, name: string, detail: string) =>
    `substitute from '${kind}/${name}' error: ${detail}`,
  /** Flux's secure filesystem (fluxcd/pkg kustomize/filesys): `path '…' is not in or below '…'`. */
  notInSource: (path: string, root: string, resolvesTo?: string) =>
    `path '${path}' is not in or below '${root}'${resolvesTo ? ` (it resolves to ${resolvesTo})` : ""}`,
  inGitDirectory: (path: string) =>
    `path '${path}' is in the repository's .git directory, which is not part of the source (Flux's artifacts leave .git/ out)`,
  remoteBase: (reference: string, root: string) =>
    `remote base '${reference}' is not in or below '${root}': builds read only the source (vendor the base into the repository)`,
  notAnObject: (where: string) => `failed to decode Kubernetes apiVersion, kind and name from ${where}`,
};
