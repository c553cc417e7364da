// The HelmReleases a Kustomization renders, each rendered as helm-controller would install it:
// the steps of render.ts, values.ts and charts.ts run in helm-controller's order, failures kept
// per release so the rest of the Kustomization still renders and diffs.

import {
  HELM_GROUP,
  type HelmReleaseSpec,
  type KubeObject,
  type Manifest,
  type SourceLocation,
  splitApiVersion,
} from "../model/index.js";
import type { Renderer, SecretSink, SubstitutionReader } from "../render/index.js";
import type { ChartFetcher } from "./charts.js";
import { helmReleaseFrom } from "./definition.js";
import type { Helm } from "./helm-cli.js";
import { releaseText } from "./messages.js";
import { releaseName, releaseNamespace } from "./name.js";
import { renderRelease, type TemplateStore } from "./render.js";
import {
  type Capabilities,
  type ChartArtifact,
  HelmError,
  type RenderedRelease,
  type ValuesSourceReader,
} from "./types.js";
import { composeValues } from "./values.js";

/** One HelmRelease of a Kustomization's output: rendered, or why not in one line. */
export interface ReleaseOutcome {
  /** `HelmRelease/namespace/name`. */
  key: string;
  namespace: string;
  name: string;
  source?: SourceLocation;
  rendered?: RenderedRelease;
  /** What it was rendered from, for a release that installs it (sync without helm-controller). Values may be secret. */
  inputs?: { chart: ChartArtifact; values: Record<string, unknown>; secretValues: readonly string[] };
  /** One line naming the HelmRelease, the chart and version, and the reason (`source` says where). */
  error?: string;
  /**
   * Left unrendered: its stored release is deployed with the digest of these inputs
   * (HelmRenderContext.deployed). `rendered` then holds the release and chart, with no objects.
   */
  deployed?: true;
}

/** Everything the releases of a run share: one chart fetcher (one download per chart), one helm, one kustomize. */
export interface HelmRenderContext {
  charts: ChartFetcher;
  /**
   * Failures already said this run (Helm's or the source's message → the release that said it):
   * a chart source that is down fails every release using it, and is said once.
   */
  said?: Map<string, string>;
  /** `helm template` outputs kept across runs (the render cache), for releases with no value from a Secret. */
  templates?: TemplateStore;
  helm: () => Promise<Helm>;
  kustomize: Renderer;
  capabilities: Capabilities;
  /** The cluster's ConfigMaps and Secrets for valuesFrom; without it, what the output lacks is named as unread. */
  cluster?: SubstitutionReader;
  /**
   * sync, where kustomize-sync releases: true when the stored release of these inputs is deployed
   * with their digest, so the engine will leave it alone and no `helm template` is needed.
   */
  deployed?: (request: {
    release: HelmReleaseSpec;
    chart: ChartArtifact;
    values: Record<string, unknown>;
  }) => Promise<boolean>;
  /** Receives every value read from a Secret, so that no output of the run shows it. */
  secrets?: SecretSink;
  signal?: AbortSignal;
}

export function isHelmRelease(object: KubeObject): boolean {
  return object.kind === "HelmRelease" && splitApiVersion(object.apiVersion).group === HELM_GROUP;
}

/** `data` (and Secret `stringData`) of a rendered ConfigMap or Secret, decoded. */
function renderedData(object: KubeObject): Record<string, string> {
  const out: Record<string, string> = {};
  const data = (object.data ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(data)) {
    out[key] =
      object.kind === "Secret" ? Buffer.from(String(value), "base64").toString("utf8") : String(value);
  }
  if (object.kind === "Secret") {
    for (const [key, value] of Object.entries((object.stringData ?? {}) as Record<string, unknown>))
      out[key] = String(value);
  } else {
    for (const [key, value] of Object.entries((object.binaryData ?? {}) as Record<string, unknown>))
      out[key] = Buffer.from(String(value), "base64").toString("utf8");
  }
  return out;
}

/**
 * valuesFrom as helm-controller reads it, for a HelmRelease rendered by a Kustomization: the
 * objects the same Kustomization renders (what the cluster will hold once it is applied), else
 * the cluster, else named as unread — never guessed.
 */
export function valuesReaderFor(
  manifests: readonly Manifest[],
  cluster?: SubstitutionReader,
): ValuesSourceReader {
  return {
    async read(kind, namespace, name) {
      const rendered = manifests.find(
        (m) =>
          m.object.kind === kind &&
          m.object.apiVersion === "v1" &&
          m.object.metadata.name === name &&
          (m.object.metadata.namespace ?? namespace) === namespace,
      );
      if (rendered) return renderedData(rendered.object);
      if (!cluster) return { unread: "not in the Kustomization's output and no cluster to read it from" };
      return cluster.read(kind, namespace, name);
    },
  };
}

/** Renders one HelmRelease; a failure is an outcome, not a throw. */
async function renderOne(
  manifest: Manifest,
  manifests: readonly Manifest[],
  ctx: HelmRenderContext,
): Promise<ReleaseOutcome> {
  const { object } = manifest;
  const namespace = object.metadata.namespace ?? "default";
  const key = `HelmRelease/${namespace}/${object.metadata.name}`;
  const base = {
    key,
    namespace,
    name: object.metadata.name,
    ...(manifest.source ? { source: manifest.source } : {}),
  };
  const { spec, problems } = helmReleaseFrom(
    { ...object, metadata: { ...object.metadata, namespace } },
    manifest.source,
  );
  if (!spec) return { ...base, error: releaseText.invalid(key, problems) };
  // Set once the chart is known: the fetch's and the render's messages name the chart themselves
  // (with its version and source), a values error does not.
  let chartLabel: string | undefined;
  try {
    const chart = await ctx.charts.chartFor(spec);
    chartLabel = `chart ${chart.name}@${chart.version}`;
    const { values, secretValues, warnings } = await composeValues(
      spec,
      valuesReaderFor(manifests, ctx.cluster),
    );
    for (const value of secretValues) ctx.secrets?.addSecretData(value);
    const inputs = { chart, values, secretValues };
    if (await ctx.deployed?.({ release: spec, chart, values })) {
      const kept = {
        release: spec,
        releaseName: releaseName(spec),
        releaseNamespace: releaseNamespace(spec),
      };
      const { name, version, source } = chart;
      const rendered = { ...kept, chart: { name, version, source }, manifests: [], crds: [], warnings };
      return { ...base, rendered, inputs, deployed: true };
    }
    const rendered = await renderRelease({
      release: spec,
      releaseName: releaseName(spec),
      releaseNamespace: releaseNamespace(spec),
      chart,
      values,
      capabilities: ctx.capabilities,
      helm: await ctx.helm(),
      kustomize: ctx.kustomize,
      ...(ctx.templates && secretValues.length === 0 ? { templates: ctx.templates } : {}),
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
    rendered.warnings.unshift(...warnings);
    return { ...base, rendered, inputs };
  } catch (err) {
    if (!(err instanceof HelmError)) throw err;
    const named = chartLabel === undefined || err.message.startsWith(`${chartLabel}:`);
    const line = named
      ? releaseText.failed(key, err.message)
      : releaseText.failedWith(key, chartLabel!, err.message);
    const first = ctx.said?.get(err.message);
    if (first === undefined) ctx.said?.set(err.message, key);
    return {
      ...base,
      error: first === undefined || first === key ? line : releaseText.failedAsOther(key, first),
    };
  }
}

/** Every HelmRelease among a Kustomization's rendered objects, rendered at once (each chart fetched once per run). */
export function renderReleases(
  manifests: readonly Manifest[],
  ctx: HelmRenderContext,
): Promise<ReleaseOutcome[]> {
  const releases = manifests.filter((m) => isHelmRelease(m.object));
  // The chart sources the Kustomization renders beside its HelmReleases are theirs, as applied.
  if (releases.length) ctx.charts.noteRendered(manifests);
  return Promise.all(releases.map((m) => renderOne(m, manifests, ctx)));
}
