import { loadKustomizations } from "../config/index.js";
import { type Plan, planGraph } from "../graph/index.js";
import { type KustomizationResult, kustomizationKey, type RunReport } from "../model/index.js";
import type { RunOptions } from "../options.js";

export interface ValidateOutcome {
  report: RunReport;
  plan: Plan;
}

/**
 * Loads and validates every Kustomization and orders them by dependsOn, without a cluster.
 * Invalid definitions become report problems; blocked ones (cycles, missing dependencies)
 * become Ready=False rows with Flux's DependencyNotReady messages.
 */
export async function validate(options: RunOptions): Promise<ValidateOutcome> {
  const started = Date.now();
  const loaded = await loadKustomizations({
    root: options.root,
    path: options.path,
    defaultNamespace: options.defaultNamespace,
  });
  const plan = planGraph(loaded.kustomizations);
  // Blocked Kustomizations (cycles) may be missing from the topological order; list them last.
  const ordered = new Set([...plan.order, ...loaded.kustomizations]);
  const kustomizations: KustomizationResult[] = [...ordered].map((spec) => {
    const blocked = plan.blocked.get(kustomizationKey(spec));
    return {
      name: spec.name,
      namespace: spec.namespace,
      ready: blocked ? "False" : "Unknown",
      reason: blocked ? blocked.reason : "Planned",
      message: blocked ? blocked.message : "definition valid; not applied",
      revision: "",
      changes: [],
      durationMs: 0,
      dependsOn: spec.dependsOn.map((d) => `${d.namespace}/${d.name}`),
      source: spec.source,
    };
  });
  const report: RunReport = {
    ready: loaded.problems.length === 0 && plan.blocked.size === 0,
    mode: options.mode,
    kustomizations,
    problems: loaded.problems,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
  };
  return { report, plan };
}
