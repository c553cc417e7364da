import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { KustomizationSpec } from "../model/index.js";
import { ArtifactError } from "./artifacts.js";
import type { RenderContext } from "./context.js";
import { BuildError, messages } from "./errors.js";
import { lookupSource } from "./mapping.js";

const key = (spec: KustomizationSpec) => `${spec.namespace}/${spec.name}`;

/** What a Kustomization's sourceRef resolves to on this machine. */
export interface ResolvedSource {
  /** The source root the build reads (the checkout, a mapped directory, or a built ExternalArtifact). */
  dir: string;
  /** The directory whose revision the source carries (an ExternalArtifact's origin source). */
  origin: string;
  /** For a built ExternalArtifact: each of its files → the file of the checkout it was copied from. */
  copiedFrom?: ReadonlyMap<string, string>;
}

/**
 * The directory a Kustomization's sourceRef points at. In CI the repository being checked is
 * the source, so every sourceRef resolves to `ctx.root`; `ctx.sources` maps other sources
 * (e.g. a second checkout) by `name`, `namespace/name` or `Kind/namespace/name`. An
 * ExternalArtifact is built from the ArtifactGenerator that makes it (`ctx.artifacts`).
 */
export async function resolveSource(spec: KustomizationSpec, ctx: RenderContext): Promise<ResolvedSource> {
  const ref = spec.sourceRef;
  if (!ref) return { dir: ctx.root, origin: ctx.root };
  const namespace = ref.namespace ?? spec.namespace;
  const mapped = mappedSource(spec, ctx);
  if (mapped === undefined && ref.kind === "ExternalArtifact") {
    try {
      if (!ctx.artifacts)
        throw new ArtifactError(messages.externalArtifactUnknown(`${namespace}/${ref.name}`));
      const artifact = await ctx.artifacts.artifact(namespace, ref.name);
      return { dir: artifact.dir, origin: artifact.origin, copiedFrom: artifact.copiedFrom };
    } catch (error) {
      if (!(error instanceof ArtifactError)) throw error;
      throw new BuildError(key(spec), error.message, { reason: "ArtifactFailed", source: spec.source });
    }
  }
  if (mapped === undefined) return { dir: ctx.root, origin: ctx.root };
  const dir = resolve(ctx.root, mapped);
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new BuildError(key(spec), messages.sourceDirMissing(`${ref.kind}/${namespace}/${ref.name}`, dir), {
      reason: "ArtifactFailed",
      source: spec.source,
    });
  }
  return { dir, origin: dir };
}

/** The `sources` mapping of a Kustomization's sourceRef (by `Kind/namespace/name`, `namespace/name` or name). */
export function mappedSource(
  spec: KustomizationSpec,
  ctx: Pick<RenderContext, "sources">,
): string | undefined {
  const ref = spec.sourceRef;
  if (!ref) return undefined;
  return lookupSource(ctx.sources, ref.kind, ref.namespace ?? spec.namespace, ref.name);
}

/** The directory whose revision a Kustomization's source carries (for `main@sha1:…` in reports). */
export async function resolveSourceDir(spec: KustomizationSpec, ctx: RenderContext): Promise<string> {
  return (await resolveSource(spec, ctx)).origin;
}
