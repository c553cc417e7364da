import {
  BuildError,
  formatManifests,
  maskDecrypted,
  renderKustomization,
  substitutionReaderFrom,
} from "../build/index.js";
import { type KustomizationResult, kustomizationKey, type Manifest, type RunReport } from "../model/index.js";
import type { RunOptions } from "../options.js";
import { redactDeep, redactingLogger, type SecretValues } from "../report/redact.js";
import { resultFor } from "./result.js";
import { clusterFor, rendererFor } from "./setup.js";
import { sourceResolverFor } from "./sources.js";
import { runSecrets } from "./sync.js";
import { validate } from "./validate.js";

export interface BuildOutcome {
  report: RunReport;
  /** Multi-document YAML of every rendered object, Kustomizations in dependsOn order. */
  yaml: string;
}

/**
 * `kustomize-sync build`, like `flux build kustomization`: renders one (--name) or all
 * Kustomizations without applying. substituteFrom reads the cluster only when a kubeconfig is given.
 */
export async function build(given: RunOptions): Promise<BuildOutcome> {
  // The YAML is printed as built (like `flux build`); the report and the log are redacted.
  const secrets = runSecrets(given);
  const options: RunOptions = { ...given, log: redactingLogger(given.log, secrets.values) };
  const outcome = await buildWith(options, secrets);
  return { ...outcome, report: redactDeep(outcome.report, secrets.values) };
}

async function buildWith(options: RunOptions, secrets: SecretValues): Promise<BuildOutcome> {
  const started = Date.now();
  const { report: validation, plan } = await validate(options);
  const specs = options.name ? plan.order.filter((s) => s.name === options.name) : plan.order;
  if (options.name && specs.length === 0) {
    const problems = [
      ...(validation.problems ?? []),
      { message: `Kustomization ${JSON.stringify(options.name)} not found under ${options.path}` },
    ];
    return { report: { ...validation, ready: false, problems }, yaml: "" };
  }
  const renderer = await rendererFor(options);
  const cluster = options.kubeconfig ? await clusterFor(options) : undefined;
  const sources = sourceResolverFor(options, { ...(cluster ? { cluster } : {}), sink: secrets });
  try {
    // Each source once, all at once; one that cannot be resolved fails its Kustomizations only.
    sources.prefetch(specs);
    const ctx = {
      root: options.root,
      sources: sources.mapping,
      renderer,
      images: options.images,
      substitute: options.substitute,
      secrets,
      ...(cluster ? { substitution: substitutionReaderFrom(cluster) } : {}),
    };
    const rendered = await mapLimit(specs, options.concurrency, async (spec) => {
      try {
        const decision = await sources.decide(spec);
        if (decision.type === "failed")
          throw new BuildError(kustomizationKey(spec), decision.message, {
            reason: "ArtifactFailed",
            source: spec.source,
          });
        const result = await renderKustomization(spec, ctx);
        return { spec, manifests: result.manifests, warnings: result.warnings };
      } catch (err) {
        if (err instanceof BuildError) return { spec, error: err };
        throw err;
      }
    });
    const rows: KustomizationResult[] = rendered.map((r) =>
      r.error
        ? resultFor(r.spec, "False", r.error.reason, r.error.detail, {
            problems: [{ message: r.error.message, ...(r.error.source ? { source: r.error.source } : {}) }],
          })
        : resultFor(r.spec, "Unknown", "Planned", `rendered ${r.manifests?.length ?? 0} objects`, {
            ...(r.warnings?.length ? { warnings: r.warnings } : {}),
          }),
    );
    const manifests: Manifest[] = rendered.flatMap((r) => r.manifests ?? []);
    const report: RunReport = {
      ...validation,
      ready: validation.ready && rows.every((r) => r.ready !== "False"),
      kustomizations: rows,
      durationMs: Date.now() - started,
    };
    return {
      report,
      yaml: manifests.length
        ? // Like `flux build`: what SOPS decrypted is printed as **SOPS**, never in plaintext.
          `${formatManifests(manifests.map((m) => ({ ...m, object: maskDecrypted(m.object) })))}`
        : "",
    };
  } finally {
    await sources.close();
    cluster?.close();
  }
}

/** Runs `fn` over `items` with at most `limit` at once, keeping the order of results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
