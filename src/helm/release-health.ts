// Readiness of a release as helm-controller judges it after install or upgrade (its kstatus
// waiter over the release's objects, fail-fast), by the project's own health engine: the objects
// of the stored manifest (hooks apart), found through the origin labels every one of them carries.
import type { Cluster } from "../cluster/types.js";
import { type HealthOutcome, waitForHealth } from "../health/index.js";
import type { HealthTarget } from "../health/view.js";
import type { Logger } from "../model/index.js";
import { originLabels, parseObjects } from "./postrender.js";

/** The objects of a release manifest to wait for; namespaced ones without a namespace are in the release's. */
export async function releaseTargets(
  cluster: Cluster,
  manifest: string,
  releaseNamespace: string,
  release: { name: string; namespace: string },
): Promise<HealthTarget[]> {
  const labelSelector = Object.entries(originLabels(release))
    .map(([key, value]) => `${key}=${value}`)
    .join(",");
  const targets: HealthTarget[] = [];
  for (const { object } of parseObjects(manifest)) {
    const mapping = await cluster.resolve(object.apiVersion, object.kind);
    targets.push({
      apiVersion: object.apiVersion,
      kind: object.kind,
      namespace: mapping.namespaced ? (object.metadata.namespace ?? releaseNamespace) : "",
      name: object.metadata.name,
      labelSelector,
    });
  }
  return targets;
}

export function waitForRelease(
  cluster: Cluster,
  targets: readonly HealthTarget[],
  options: { timeoutMs: number; log: Logger; signal?: AbortSignal },
): Promise<HealthOutcome> {
  return waitForHealth({
    cluster,
    targets,
    timeoutMs: options.timeoutMs,
    log: options.log,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
