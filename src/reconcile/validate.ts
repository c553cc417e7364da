import { loadKustomizations } from "../config/index.js";
import { type Plan, planGraph } from "../graph/index.js";
import { type KustomizationResult, kustomizationKey, type RunReport } from "../model/index.js";
import type { RunOptions } from "../options.js";
import { resultFor } from "./result.js";

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
    return blocked
      ? resultFor(spec, "False", blocked.reason, blocked.message)
      : resultFor(spec, "Unknown", "Planned", "definition valid; not applied");
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
