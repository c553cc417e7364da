import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { KustomizationSpec } from "../model/index.js";
import type { RenderContext } from "./context.js";
import { BuildError, messages } from "./errors.js";

const key = (spec: KustomizationSpec) => `${spec.namespace}/${spec.name}`;

/**
 * The directory a Kustomization's sourceRef points at. In CI the repository being checked is
 * the source, so every sourceRef resolves to `ctx.root`; `ctx.sources` maps other sources
 * (e.g. a second checkout) by `name`, `namespace/name` or `Kind/namespace/name`.
 */
export async function resolveSourceDir(spec: KustomizationSpec, ctx: RenderContext): Promise<string> {
  const ref = spec.sourceRef;
  if (!ref || !ctx.sources) return ctx.root;
  const namespace = ref.namespace ?? spec.namespace;
  const mapped =
    ctx.sources[`${ref.kind}/${namespace}/${ref.name}`] ??
    ctx.sources[`${namespace}/${ref.name}`] ??
    ctx.sources[ref.name];
  if (mapped === undefined) return ctx.root;
  const dir = resolve(ctx.root, mapped);
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new BuildError(key(spec), messages.sourceDirMissing(`${ref.kind}/${namespace}/${ref.name}`, dir), {
      reason: "ArtifactFailed",
      source: spec.source,
    });
  }
  return dir;
}
