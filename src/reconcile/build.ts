import { type HelmRenderContext, type ReleaseOutcome, renderReleases } from "../helm/releases.js";
import {
  type KustomizationResult,
  type KustomizationSpec,
  kustomizationKey,
  type Manifest,
  mapLimit,
  type RunReport,
} from "../model/index.js";
import type { RunOptions } from "../options.js";
import {
  BuildError,
  formatManifests,
  maskDecrypted,
  type RenderContext,
  renderThroughCache,
  substitutionReaderFrom,
} from "../render/index.js";
import { redactDeep, redactingLogger, runSecrets, type SecretValues } from "../report/redact.js";
import type { SourceResolver } from "../sources/index.js";
import type { Discovery } from "./discover.js";
import { helmRenderContext, lookForHelm, releaseManifests } from "./releases.js";
import { resultFor } from "./result.js";
import { clusterFor, renderCacheFor, rendererFor, runRenderContext } from "./setup.js";
import { sourceResolverFor } from "./sources.js";
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
  lookForHelm(options);
  // substituteFrom is read from a cluster only when a kubeconfig is given (flux build without --dry-run).
  const cluster = options.kubeconfig ? await clusterFor(options) : undefined;
  const substitution = cluster ? substitutionReaderFrom(cluster) : undefined;
  // Every source once per run: discovery and the renders share them.
  const sources = sourceResolverFor(options, { ...(cluster ? { cluster } : {}), sink: secrets });
  // Renders and chart templates kept across runs, by the digest of their inputs (as diff keeps them).
  const renderCache = renderCacheFor(options);
  const {
    report: validation,
    plan,
    discovery,
  } = await validate(options, {
    ...(substitution ? { substitution } : {}),
    secrets,
    keep: true,
    sources,
    ...(renderCache ? { renderCache } : {}),
  });
  try {
    // Like `flux build`: every definition renders, whatever its dependencies (a blocked one is said on stderr).
    const all = [...new Set([...plan.order, ...discovery.kustomizations])];
    let specs = all;
    if (options.name) {
      const named = selectByName(all, options.name);
      if (typeof named === "string") {
        // A definition of that name that is invalid is said by its own problems, not as "not found".
        const invalid = (validation.problems ?? []).some((p) => {
          const [kind, namespace, name] = p.object?.split("/") ?? [];
          return kind === "Kustomization" && namedBy(options.name!)({ namespace: namespace!, name: name! });
        });
        const problems = [
          ...(validation.problems ?? []),
          ...(invalid ? [] : [{ message: `${named} under ${options.path}` }]),
        ];
        return { report: { ...validation, ready: false, problems }, yaml: "" };
      }
      specs = [named];
    }
    const renderer = await rendererFor(options);
    // Each source once, all at once; one that cannot be resolved fails its Kustomizations only.
    sources.prefetch(specs);
    const ctx: RenderContext = {
      ...runRenderContext(options, {
        sources: sources.mapping,
        secrets,
        ...(substitution ? { substitution } : {}),
      }),
      renderer,
      artifacts: discovery.artifacts,
      ...(renderCache ? { renderCache } : {}),
    };
    const helm = await helmRenderContext(options, {
      sources,
      kustomize: renderer,
      ...(cluster ? { cluster } : {}),
      secrets,
      ...(renderCache ? { templates: renderCache } : {}),
    });
    const rendered = await mapLimit(specs, options.concurrency, (spec) =>
      renderDefinition(spec, ctx, sources, discovery, helm),
    );
    const rows: KustomizationResult[] = rendered.map((r) => {
      const key = kustomizationKey(r.spec);
      const blocked = plan.blocked.get(key);
      const notes = [
        ...(blocked ? [`${blocked.message}: a sync would not apply it`] : []),
        ...(discovery.notes.get(key) ?? []),
      ];
      if (r.error)
        return resultFor(r.spec, "False", r.error.reason, r.error.detail, {
          problems: [{ message: r.error.message, ...(r.error.source ? { source: r.error.source } : {}) }],
          ...(notes.length ? { warnings: notes } : {}),
        });
      const releases = r.releases ?? [];
      const failed = releases.filter((o) => o.error);
      const warnings = [
        ...notes,
        ...(r.warnings ?? []),
        ...releases.flatMap((o) => (o.rendered?.warnings ?? []).map((w) => `${o.key}: ${w}`)),
      ];
      const rendersText = `rendered ${r.objects?.length ?? 0} objects${
        releases.length ? ` and ${releases.length - failed.length} of ${releases.length} HelmReleases` : ""
      }`;
      return resultFor(
        r.spec,
        failed.length ? "False" : "Unknown",
        failed.length ? "BuildFailed" : "Planned",
        rendersText,
        {
          ...(failed.length
            ? {
                problems: failed.map((o) => ({
                  message: o.error!,
                  object: o.key,
                  ...(o.source ? { source: o.source } : {}),
                })),
              }
            : {}),
          ...(warnings.length ? { warnings } : {}),
        },
      );
    });
    // Like flate: each HelmRelease's objects follow the Kustomization's own.
    const manifests: Manifest[] = rendered.flatMap((r) => [
      ...(r.objects ?? []),
      ...(r.releases ?? []).flatMap(releaseManifests),
    ]);
    // With --name, only that render decides (as flux build); without, every definition and render.
    const rendersOk = rows.every((r) => r.ready !== "False");
    const report: RunReport = {
      ...validation,
      ready: options.name ? rendersOk : (validation.problems ?? []).length === 0 && rendersOk,
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
    if (renderCache) {
      await renderCache.saveWalks();
      options.log.debug(`build: ${renderCache.summary()}`);
    }
    await sources.close();
    await discovery.artifacts.close();
    cluster?.close();
  }
}

/** One Kustomization rendered as `build` renders it, or why it could not be. */
export interface RenderedDefinition {
  spec: KustomizationSpec;
  /** Its HelmReleases, each rendered as helm-controller would install it, or why not (one line). */
  releases?: ReleaseOutcome[];
  /** Everything rendered (Flux Kustomizations included), as `flux build` prints it. */
  objects?: Manifest[];
  /** What a sync would apply: the objects without Flux Kustomizations (those are reconciled). */
  manifests?: Manifest[];
  warnings?: string[];
  error?: BuildError;
}

/**
 * Renders one discovered Kustomization as `build` does (and `diff` on both sides): through its
 * resolved source, reusing the render discovery already made of a parent. Never throws a BuildError.
 */
export async function renderDefinition(
  spec: KustomizationSpec,
  ctx: RenderContext,
  sources: SourceResolver,
  discovery: Pick<Discovery, "renders">,
  helm?: HelmRenderContext,
): Promise<RenderedDefinition> {
  const decision = await sources.decide(spec);
  // A parent was rendered already, with the same settings, to find its children (from the checkout).
  const done = decision.type === "fetched" ? undefined : discovery.renders.get(kustomizationKey(spec));
  try {
    if (decision.type === "failed")
      throw new BuildError(kustomizationKey(spec), decision.message, {
        reason: "ArtifactFailed",
        source: spec.source,
      });
    if (done instanceof BuildError) throw done;
    const result = done ?? (await renderThroughCache(spec, ctx));
    // A release that fails is its own line; the rest of the Kustomization still renders.
    const releases = helm ? await renderReleases(result.manifests, helm) : [];
    return {
      spec,
      objects: result.objects,
      manifests: result.manifests,
      warnings: result.warnings,
      ...(releases.length ? { releases } : {}),
    };
  } catch (err) {
    if (err instanceof BuildError) return { spec, error: err };
    throw err;
  }
}

/**
 * The Kustomization `--name` means: `namespace/name`, or a name defined in one namespace only.
 * Returns why not when there is none, or several.
 */
export function selectByName(specs: readonly KustomizationSpec[], name: string): KustomizationSpec | string {
  const matches = specs.filter(namedBy(name));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) return `Kustomization ${JSON.stringify(name)} not found`;
  const namespaces = matches.map((s) => s.namespace).join(", ");
  return `Kustomization ${JSON.stringify(name)} is defined in several namespaces (${namespaces}): give --name NAMESPACE/NAME`;
}

/** `--name NAME` or `--name NAMESPACE/NAME`: whether a Kustomization is the one named. */
export function namedBy(name: string): (k: { namespace: string; name: string }) => boolean {
  const slash = name.indexOf("/");
  return slash >= 0
    ? (k) => k.namespace === name.slice(0, slash) && k.name === name.slice(slash + 1)
    : (k) => k.name === name;
}
