// Readiness of a release's objects by the project's own health engine: the objects of the stored
// manifest (hooks apart), found through the origin labels every one of them carries. Helm itself
// waits within install, upgrade and rollback (as under helm-controller); the engine says what that
// wait was waiting for when it failed, and judges a release left unchanged.
import type { Cluster } from "../cluster/types.js";
import { type HealthOutcome, healthText, readHealth, waitForHealth } from "../health/index.js";
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

/**
 * What Helm's wait was still waiting for when it gave up, by one kstatus read of the release's
 * objects (not a second wait), in Flux's health-check words: the Failed objects when only those
 * are left (Helm's watcher stops waiting for a Failed object), else every object not Current.
 * Undefined when all are Current: Helm failed on something else, or they became ready just after.
 */
export async function notReadyAfterWait(
  cluster: Cluster,
  targets: readonly HealthTarget[],
  waitedMs: number,
): Promise<string | undefined> {
  const pending = (await readHealth({ cluster, targets })).filter((o) => o.status !== "Current");
  if (pending.length === 0) return undefined;
  return pending.every((o) => o.status === "Failed")
    ? healthText.failedEarly(waitedMs, pending)
    : healthText.timeout(waitedMs, pending);
}
