import type { DesiredObject } from "../apply/index.js";
import { formatRef, type KustomizationSpec, ownerSelector, splitApiVersion } from "../model/index.js";
import { type CompiledHealthExpr, healthExprFor } from "./cel.js";
import { WORKLOAD_KINDS } from "./pods.js";
import type { HealthTarget } from "./view.js";

/** Whether the spec asks for any health checking at all. */
export function wantsHealthChecks(spec: KustomizationSpec): boolean {
  return spec.wait || spec.healthChecks.length > 0 || spec.healthCheckExprs.length > 0;
}

/**
 * Which objects a Kustomization waits for:
 * - `wait: true`: every applied object (overrides healthChecks, as in Flux); skipped ones
 *   (`reconcile: disabled`) were not applied, so there is nothing of ours to wait for.
 * - else `healthChecks`: the listed objects. Flux reads a missing namespace as "cluster-scoped",
 *   which for a Deployment means a check that can never pass; we take the namespace of the
 *   applied object of that kind and name when exactly one exists, else targetNamespace, else
 *   the Kustomization's own namespace.
 * - else, `healthCheckExprs` alone: the applied objects of the kinds they name, or of every kind
 *   of the group for an entry without a kind (a user who wrote an expression for a kind means
 *   those objects to be judged by it).
 * `namespaced(apiVersion, kind)` tells cluster-scoped kinds apart; their namespace is dropped.
 */
export function healthTargets(
  spec: KustomizationSpec,
  applied: readonly DesiredObject[],
  exprs: readonly CompiledHealthExpr[],
): HealthTarget[] {
  // An applied object carries this Kustomization's owner labels: its informer reads only those.
  const labelSelector = ownerSelector(spec);
  const fromApplied = (d: DesiredObject): HealthTarget => ({
    apiVersion: d.object.apiVersion,
    kind: d.ref.kind,
    namespace: d.ref.namespace,
    name: d.ref.name,
    labelSelector,
  });
  if (spec.wait) return dedupe(applied.map(fromApplied));
  if (spec.healthChecks.length > 0) {
    return dedupe(
      spec.healthChecks.map((check) => {
        const { group } = splitApiVersion(check.apiVersion);
        const matches = applied.filter(
          (d) => d.ref.kind === check.kind && d.ref.name === check.name && d.ref.group === group,
        );
        const namespace =
          check.namespace ??
          (matches.length === 1 ? matches[0]!.ref.namespace : (spec.targetNamespace ?? spec.namespace));
        const clusterScoped = matches.length > 0 && matches.every((d) => d.ref.namespace === "");
        return {
          apiVersion: check.apiVersion,
          kind: check.kind,
          namespace: clusterScoped && !check.namespace ? "" : namespace,
          name: check.name,
        };
      }),
    );
  }
  return dedupe(
    applied.filter((d) => healthExprFor(exprs, d.object.apiVersion, d.ref.kind)).map(fromApplied),
  );
}

/** The applied objects whose Pods a brief look should check (Kustomizations without health checks). */
export function workloadTargets(applied: readonly DesiredObject[]): HealthTarget[] {
  return applied
    .filter((d) => WORKLOAD_KINDS.has(d.ref.kind) && (d.ref.group === "apps" || d.ref.group === "batch"))
    .map((d) => ({
      apiVersion: d.object.apiVersion,
      kind: d.ref.kind,
      namespace: d.ref.namespace,
      name: d.ref.name,
    }));
}

function dedupe(targets: HealthTarget[]): HealthTarget[] {
  const seen = new Map<string, HealthTarget>();
  for (const t of targets) seen.set(`${t.apiVersion} ${formatRef(t)}`, t);
  return [...seen.values()];
}
