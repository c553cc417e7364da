import { detectRenderer, type Renderer } from "../build/index.js";
import { ApiError } from "../cluster/errors.js";
import { connect, type KubeCluster } from "../cluster/index.js";
import type { RunOptions } from "../options.js";
import { UsageError } from "../options.js";

/**
 * The run's tools, with their setup mistakes (no kustomize, a kubeconfig that does not exist or
 * lacks the context) turned into configuration errors: exit code 2 and one line, no stack trace.
 */
export async function rendererFor(options: RunOptions): Promise<Renderer> {
  try {
    return await detectRenderer(options.kustomize);
  } catch (err) {
    throw new UsageError(`kustomize: ${(err as Error).message}`);
  }
}

export async function clusterFor(options: RunOptions): Promise<KubeCluster> {
  try {
    return await connect({
      kubeconfig: options.kubeconfig,
      context: options.context,
      fieldManager: options.fieldManager,
      onWarning: (w) => options.log.warn(w),
      onRetry: (message) => options.log.info(message),
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new UsageError(`kubeconfig: ${(err as Error).message}`);
  }
}
