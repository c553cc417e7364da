import { join } from "node:path";
import { ApiError } from "../cluster/errors.js";
import type { KubeCluster } from "../cluster/index.js";
import type { RunOptions } from "../options.js";
import { UsageError } from "../options.js";
import {
  detectRenderer,
  RenderCache,
  type RenderContext,
  type Renderer,
  type SecretSink,
  type SubstitutionReader,
} from "../render/index.js";

/**
 * The run's tools, with their setup mistakes (no kustomize, a kubeconfig that does not exist or
 * lacks the context) turned into configuration errors: exit code 2 and one line, no stack trace.
 */
/** Where the versions of the run's tools are kept beside the render cache (none without one). */
export function toolVersions(options: RunOptions): string | undefined {
  return options.renderCache ? join(options.renderCache, "tools") : undefined;
}

export function rendererFor(options: RunOptions): Promise<Renderer> {
  // Found once per run (a `kustomize version` is a process start), whoever asks first.
  let found = renderers.get(options);
  if (!found) {
    found = detectRenderer(options.kustomize, toolVersions(options)).catch((err: unknown) => {
      throw new UsageError(`kustomize: ${(err as Error).message}`);
    });
    // Asked for early, so that it runs beside other work: a failure is said where it is awaited.
    found.catch(() => undefined);
    renderers.set(options, found);
  }
  return found;
}

const renderers = new WeakMap<RunOptions, Promise<Renderer>>();

/** The renders kept across runs (`--render-cache`), or undefined with `--no-render-cache`. */
export function renderCacheFor(options: RunOptions): RenderCache | undefined {
  return options.renderCache ? new RenderCache(options.renderCache) : undefined;
}

/** `options` (a run's variant, as the base revision's of a diff) renders with `like`'s kustomize. */
export function shareRenderer(options: RunOptions, like: RunOptions): void {
  renderers.set(options, rendererFor(like));
}

export async function clusterFor(options: RunOptions): Promise<KubeCluster> {
  // Loaded by the runs that connect: diff, and build without a kubeconfig, never need it.
  const { connect } = await import("../cluster/index.js");
  try {
    return await connect({
      kubeconfig: options.kubeconfig,
      context: options.context,
      fieldManager: options.fieldManager,
      onWarning: (w) => options.log.warn(w),
      onRetry: (message) => options.log.progress(message),
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new UsageError(`kubeconfig: ${(err as Error).message}`);
  }
}

/**
 * What every render of a run shares (discovery's, build's, diff's): the root, the sources'
 * mapping, the run's images and variables, and where the Secret values it handles go.
 */
export function runRenderContext(
  options: RunOptions,
  extras: { sources?: Record<string, string>; secrets?: SecretSink; substitution?: SubstitutionReader } = {},
): Omit<RenderContext, "renderer" | "artifacts"> {
  return {
    root: options.root,
    sources: extras.sources ?? options.sources,
    images: options.images,
    substitute: options.substitute,
    ...(options.strictSubstitute ? { strictSubstitution: true } : {}),
    ...(extras.substitution ? { substitution: extras.substitution } : {}),
    ...(extras.secrets ? { secrets: extras.secrets } : {}),
  };
}
