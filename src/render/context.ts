import type { ImageOverride, KustomizationSpec, Manifest, WalkIndexes } from "../model/index.js";
import type { Keyring } from "../sops/index.js";
import type { ArtifactStore } from "./artifacts.js";
import type { Renderer } from "./renderer.js";

/** Where a render gets its SOPS keys (see decryptionKeysFrom). */
export interface DecryptionKeys {
  /** The keys for one Kustomization: its spec.decryption.secretRef's, then the run's own. */
  keyring(spec: KustomizationSpec): Promise<Keyring>;
}

/** Reads the data of a ConfigMap or Secret for `postBuild.substituteFrom`. */
export interface SubstitutionReader {
  /** Decoded key/value data; undefined when the object does not exist. */
  read(
    kind: "ConfigMap" | "Secret",
    namespace: string,
    name: string,
  ): Promise<Record<string, string> | undefined>;
}

/**
 * Where a render reports the secret values it handled (the data of the Secrets it rendered and
 * the values of substituteFrom Secrets), so that no output of the run shows them.
 */
export interface SecretSink {
  addSecretData(value: unknown, options?: { base64?: boolean }): void;
  /** A credential (a decryption key): secret whatever its length. */
  addCredential?(value: string): void;
}

/** Everything renderKustomization needs besides the spec. Holds no mutable state, so renders can run in parallel. */
export interface RenderContext {
  /** Repository root (absolute). Every sourceRef resolves here unless `sources` maps it. */
  root: string;
  /** sourceRef name, `namespace/name` or `Kind/namespace/name` → directory (absolute, or relative to root). */
  sources?: Record<string, string>;
  renderer: Renderer;
  /** The action's `images` input: applied on top of every Kustomization's `spec.images`. */
  images?: ImageOverride[];
  /** The action's `substitute` input: wins over `postBuild.substitute` and `substituteFrom`. */
  substitute?: Record<string, string>;
  /** The ExternalArtifacts of the repository's ArtifactGenerators, built on first use. */
  artifacts?: ArtifactStore;
  /** Cluster access for `substituteFrom`; without it those references are skipped with a warning. */
  substitution?: SubstitutionReader;
  /** Flux's `--feature-gates=StrictPostBuildSubstitutions`: an unset variable without default fails. */
  strictSubstitution?: boolean;
  /**
   * How the temporary build tree is made. "auto" (default) writes the kustomization next to
   * nothing when no file of the user's needs merging, else mirrors spec.path with symlinks;
   * "mirror" always mirrors (slower, the most literal copy of Flux's layout; for tests).
   */
  isolation?: "auto" | "mirror";
  /** Receives the secret values the render handled (see SecretSink); none are kept without it. */
  secrets?: SecretSink;
  /**
   * SOPS keys for Kustomizations with spec.decryption (build/decrypt.ts); without it, only the
   * age keys given to the run itself (SOPS_AGE_KEY, SOPS_AGE_KEY_FILE).
   */
  decryption?: DecryptionKeys;
  /** Stops the kustomize process (e.g. at spec.timeout); the render then fails with BuildFailed. */
  signal?: AbortSignal;
  /** Renders kept across runs (`diff --render-cache`); see renderThroughCache. */
  renderCache?: RenderStore;
}

/** Where renders are kept by the digest of their inputs (build/render-cache.ts RenderCache). */
export interface RenderStore {
  readonly dir: string;
  /** Renders read, and made and offered, by this process. */
  readonly counts: { read: number; made: number };
  get(digest: string): Promise<{ objects: Manifest[]; warnings: string[] } | undefined>;
  put(digest: string, render: { objects: Manifest[]; warnings: string[] }): Promise<void>;
  /** The walks of the source kept beside the renders (model/walk-index.ts). */
  walks(): Promise<WalkIndexes | undefined>;
}
