import type { KustomizationResult, KustomizationSpec } from "../model/index.js";

/** One row of the run report for `spec`; every stage of a run builds its rows through this. */
export function resultFor(
  spec: KustomizationSpec,
  ready: KustomizationResult["ready"],
  reason: KustomizationResult["reason"],
  message: string,
  extra: Partial<KustomizationResult> = {},
): KustomizationResult {
  return {
    name: spec.name,
    namespace: spec.namespace,
    ready,
    reason,
    message,
    revision: "",
    changes: [],
    durationMs: 0,
    dependsOn: spec.dependsOn.map((d) => `${d.namespace}/${d.name}`),
    source: spec.source,
    ...extra,
  };
}
