import { type Plan, planGraph } from "../graph/index.js";
import { type KustomizationResult, kustomizationKey, type RunReport } from "../model/index.js";
import type { RunOptions } from "../options.js";
import type { RenderCache, SecretSink, SubstitutionReader } from "../render/index.js";
import type { SourceResolver } from "../sources/index.js";
import { type Discovery, discoverDefinitions } from "./discover.js";
import { readyExprProblems } from "./ready-expr.js";
import { helmReleaseProblems } from "./release-definitions.js";
import { resultFor } from "./result.js";
import { rendererFor, runRenderContext } from "./setup.js";

export interface ValidateOutcome {
  report: RunReport;
  plan: Plan;
  /** The definitions as found (with their parents' renders); its artifact store is closed unless `keep`. */
  discovery: Discovery;
}

export interface ValidateExtras {
  /** Cluster reads for the substituteFrom of parents whose renders define children (sync, plan, build with a kubeconfig). */
  substitution?: SubstitutionReader;
  /** Receives the Secret values those renders handle. */
  secrets?: SecretSink;
  /** The run's sources: Kustomizations from fetched sources are discovered from what was fetched. */
  sources?: SourceResolver;
  /** Keep the discovery's ExternalArtifacts for the caller's renders (the caller closes the store). */
  keep?: boolean;
  /** Parents' renders kept across runs (diff); see renderThroughCache. */
  renderCache?: RenderCache;
}

/**
 * Discovers every Kustomization as Flux would apply it (see discoverDefinitions: the files at the
 * definitions path, then what each parent's render defines) and orders them by dependsOn and
 * parenthood, without a cluster unless `extras.substitution` reads one. Invalid definitions
 * become report problems; blocked ones (cycles, missing dependencies) become Ready=False rows
 * with Flux's DependencyNotReady messages.
 */
export async function validate(options: RunOptions, extras: ValidateExtras = {}): Promise<ValidateOutcome> {
  const started = Date.now();
  const discovery = await discoverDefinitions({
    root: options.root,
    path: options.path,
    defaultNamespace: options.defaultNamespace,
    concurrency: options.concurrency,
    renderer: () => rendererFor(options),
    ...(extras.sources ? { sources: extras.sources } : {}),
    render: {
      ...runRenderContext(options, {
        ...(extras.sources ? { sources: extras.sources.mapping } : {}),
        ...(extras.secrets ? { secrets: extras.secrets } : {}),
        ...(extras.substitution ? { substitution: extras.substitution } : {}),
      }),
      ...(extras.renderCache ? { renderCache: extras.renderCache } : {}),
    },
  });
  if (!extras.keep) await discovery.artifacts.close();
  discovery.problems.push(...(await readyExprProblems(discovery.kustomizations)));
  if (options.mode === "validate")
    discovery.problems.push(
      ...(await helmReleaseProblems(options.root, options.path, options.defaultNamespace)),
    );
  const plan = planGraph(discovery.kustomizations);
  // Blocked Kustomizations (cycles) may be missing from the topological order; list them last.
  const ordered = new Set([...plan.order, ...discovery.kustomizations]);
  const kustomizations: KustomizationResult[] = [...ordered].map((spec) => {
    const key = kustomizationKey(spec);
    const blocked = plan.blocked.get(key);
    const warnings = [...(spec.warnings ?? []), ...(discovery.notes.get(key) ?? [])];
    const extra = warnings.length > 0 ? { warnings } : {};
    return blocked
      ? resultFor(spec, "False", blocked.reason, blocked.message, extra)
      : resultFor(spec, "Unknown", "Valid", "valid", extra);
  });
  const report: RunReport = {
    ready: discovery.problems.length === 0 && plan.blocked.size === 0,
    mode: options.mode,
    kustomizations,
    problems: discovery.problems,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
  };
  return { report, plan, discovery };
}
