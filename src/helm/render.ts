// One HelmRelease rendered as helm-controller installs or upgrades it (internal/action/install.go,
// upgrade.go): real Helm (`helm template`, which runs Helm's install action client-only) with the
// settings the controller sets, the chart's CRDs by the `install.crds` / `upgrade.crds` policy,
// then Flux's post-render (postrender.ts).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { CrdPolicy, HelmReleaseSpec, KubeObject, Manifest } from "../model/index.js";
import { YamlError } from "../model/index.js";
import { type Renderer, scratchDir } from "../render/index.js";
import { artifactChartDir } from "./chart-artifact.js";
import { confineChart, lookupCallers } from "./chart-files.js";
import type { Helm } from "./helm-cli.js";
import { renderMessages } from "./messages.js";
import { originLabels, parseObjects, postRender, type ReleaseObject } from "./postrender.js";
import { type Capabilities, type ChartArtifact, HelmError, type RenderedRelease } from "./types.js";

export interface RenderReleaseInput {
  release: HelmReleaseSpec;
  /** As the naming step computes it (53-character shortening included). */
  releaseName: string;
  releaseNamespace: string;
  chart: ChartArtifact;
  /** The composed values (chartutil.ChartValuesFromReferences). */
  values: Record<string, unknown>;
  capabilities: Capabilities;
  helm: Helm;
  kustomize: Renderer;
  /**
   * What helm-controller would run: `install` (the default: no release in storage yet) or
   * `upgrade`, which reads `upgrade.crds` and `upgrade.disableSchemaValidation` instead and sets
   * `.Release.IsUpgrade` (`.Release.Revision` stays 1: `helm template` has no history to count).
   */
  action?: HelmAction;
  /**
   * Where `helm template` outputs are kept across runs (the render cache), given only when no
   * value came from a Secret: used for charts from a HelmRepository or an OCIRepository (their
   * digest is their content), never kept when the output holds a Secret.
   */
  templates?: TemplateStore;
  signal?: AbortSignal;
}

/** `helm template` outputs by everything they depend on (render-cache.ts RenderCache). */
export interface TemplateStore {
  getTemplate(inputs: string): Promise<string | undefined>;
  putTemplate(inputs: string, stdout: string): Promise<void>;
}

export type HelmAction = "install" | "upgrade";

/** helm-controller's default CRD policy (internal/action/crds.go DefaultCRDPolicy). */
export const DEFAULT_CRD_POLICY: CrdPolicy = "Create";

/** `# Source: app/crds/x.yaml` or `app/charts/sub/crds/x.yaml`: a file of a crds/ directory, not a template. */
const CRD_FILE = /^[^/]+(?:\/charts\/[^/]+)*\/crds\//;
const SOURCE_COMMENT = /^# Source: (.+)$/gm;

/** The `helm template` arguments for one release, as helm-controller's install sets them. */
export function templateArguments(input: {
  release: Pick<HelmReleaseSpec, "install" | "upgrade">;
  action?: HelmAction;
  releaseName: string;
  releaseNamespace: string;
  chartDir: string;
  valuesFile: string;
  capabilities: Capabilities;
}): string[] {
  const args = [
    "template",
    input.releaseName,
    input.chartDir,
    "--namespace",
    input.releaseNamespace,
    "--values",
    input.valuesFile,
    "--kube-version",
    input.capabilities.kubeVersion,
    // install.SkipCRDs = true; the CRDs are printed (--include-crds) only so that Helm, not us,
    // decides which subcharts' crds/ count (dependency conditions and tags), and are split off.
    "--skip-crds",
    "--include-crds",
    // Test hooks run only with `test.enable`; a CI render leaves them out.
    "--skip-tests",
  ];
  for (const apiVersion of input.capabilities.apiVersions) args.push("--api-versions", apiVersion);
  const upgrade = input.action === "upgrade";
  if (upgrade) args.push("--is-upgrade");
  const settings = upgrade ? input.release.upgrade : input.release.install;
  if (settings.disableSchemaValidation) args.push("--skip-schema-validation");
  return args;
}

/**
 * The documents of `helm template`'s output, each with the file Helm names in the `# Source:`
 * comment before it (a crds/ file of several documents has one comment for all).
 */
export function splitTemplateOutput(stdout: string, chart: string): ReleaseObject[] {
  const sources = [...stdout.matchAll(SOURCE_COMMENT)].map((m) => ({
    line: lineAt(stdout, m.index),
    file: m[1]!.trim(),
  }));
  const fileAt = (line: number) => sources.findLast((s) => s.line < line)?.file ?? "";
  let parsed: { object: KubeObject; line: number }[];
  try {
    parsed = parseObjects(stdout);
  } catch (error) {
    if (!(error instanceof YamlError)) throw error;
    // Lines of the whole output mean nothing to the chart's author: name the template instead.
    throw new HelmError(renderMessages.outputUnreadable(chart, `${fileAt(error.line)}: ${error.reason}`));
  }
  return parsed.map(({ object, line }) => ({ object, file: fileAt(line) }));
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

function chartLabel(chart: ChartArtifact): string {
  return `${chart.name}@${chart.version}`;
}

function isCrd(object: KubeObject): boolean {
  return (
    object.kind === "CustomResourceDefinition" &&
    typeof object.apiVersion === "string" &&
    object.apiVersion.startsWith("apiextensions.k8s.io/")
  );
}

/**
 * The chart's CRDs that helm-controller would apply before installing or upgrading
 * (internal/action/crds.go applyCRDs, the `install.crds` or `upgrade.crds` policy, both Create when
 * unset): none with policy Skip; otherwise every CustomResourceDefinition of the crds/ files,
 * other kinds ignored with a warning, each with the origin labels (its setOriginVisitor) but
 * nothing else of the post-render.
 */
function chartCrds(
  objects: readonly ReleaseObject[],
  release: HelmReleaseSpec,
  action: HelmAction,
  chart: string,
  warnings: string[],
): Manifest[] {
  const policy = (action === "upgrade" ? release.upgrade.crds : release.install.crds) ?? DEFAULT_CRD_POLICY;
  if (policy === "Skip" || objects.length === 0) return [];
  const crds: Manifest[] = [];
  const ignored: string[] = [];
  for (const { object, file } of objects) {
    if (!isCrd(object)) {
      ignored.push(`${object.kind}/${object.metadata?.name ?? ""} (${file})`);
      continue;
    }
    const labelled = structuredClone(object);
    labelled.metadata.labels = { ...(labelled.metadata.labels ?? {}), ...originLabels(release) };
    crds.push({ object: labelled, source: { file } });
  }
  if (ignored.length > 0) warnings.push(renderMessages.crdsNotCrds(chart, ignored));
  return crds;
}

/** Renders one HelmRelease; rejects with a HelmError (one line, naming the chart) on any failure. */
export async function renderRelease(input: RenderReleaseInput): Promise<RenderedRelease> {
  const { release, chart } = input;
  const label = chartLabel(chart);
  const args = (chartDir: string, valuesFile: string) =>
    templateArguments({
      release,
      ...(input.action ? { action: input.action } : {}),
      releaseName: input.releaseName,
      releaseNamespace: input.releaseNamespace,
      chartDir,
      valuesFile,
      capabilities: input.capabilities,
    });
  // A packaged chart's digest is its content; a chart from files (Git, Bucket) is read anew.
  const store = /^(HelmRepository|OCIRepository)\//.test(chart.source) ? input.templates : undefined;
  const inputs = store
    ? JSON.stringify({
        helm: [input.helm.command, input.helm.version],
        chart: [chart.digest, chart.valuesFiles ?? null, chart.ignoreMissingValuesFiles ?? null],
        args: args("<chart>", "<values>"),
        values: input.values,
      })
    : "";
  // The chart is looked at whatever is kept: its checks and warnings are said on every run.
  const [callers, kept] = await Promise.all([
    confineChart(chart.dir, label).then(() => lookupCallers(chart.dir, chart.name)),
    store ? store.getTemplate(inputs) : undefined,
  ]);
  const warnings: string[] = [];
  if (callers.length > 0) warnings.push(renderMessages.lookupWarning(label, callers));

  const work = await mkdtemp(join(scratchDir(), "helm-render-"));
  try {
    const home = join(work, "home");
    // Kept output needs neither the chart's files nor the values written for helm: the same
    // inputs rendered before (a failure is never kept).
    const template = async () => {
      const chartDir = await artifactChartDir(release, chart, work);
      const valuesFile = join(work, "values.json");
      // JSON is YAML: Helm reads the file as it reads helm-controller's values (sigs.k8s.io/yaml).
      await writeFile(valuesFile, JSON.stringify(input.values), { mode: 0o600 });
      // helm runs in its private home: a relative chart path would be read from there.
      return input.helm
        .run(args(resolve(chartDir), valuesFile), { home, ...(input.signal ? { signal: input.signal } : {}) })
        .catch((error: unknown) => {
          if (error instanceof HelmError)
            throw new HelmError(renderMessages.templateFailed(label, error.message));
          throw error;
        });
    };
    const stdout = kept ?? (await template());

    const documents = splitTemplateOutput(stdout, label);
    if (store && kept === undefined && !documents.some(({ object }) => object.kind === "Secret"))
      await store.putTemplate(inputs, stdout);
    const crdFiles = documents.filter((d) => CRD_FILE.test(d.file));
    const templates = documents.filter((d) => !CRD_FILE.test(d.file));

    const rendered = await postRender(templates, release, {
      chart: label,
      kustomize: input.kustomize,
      workDir: work,
      home,
      ...(input.signal ? { signal: input.signal } : {}),
    });
    return {
      release,
      releaseName: input.releaseName,
      releaseNamespace: input.releaseNamespace,
      chart: { name: chart.name, version: chart.version, source: chart.source },
      manifests: rendered.map(({ object, file }) => ({ object, source: { file } })),
      crds: chartCrds(crdFiles, release, input.action ?? "install", label, warnings),
      warnings,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
