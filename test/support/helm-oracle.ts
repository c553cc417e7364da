// Holding a HelmRelease render to helm-controller: the objects of the release helm-controller
// installed (test/support/helm-controller.ts) against the objects a renderer under test produces
// for the same HelmRelease, object by object. The renderer is a callback, so the same comparison
// serves `helm template` run directly (helmTemplateRenderer, the baseline) and kustomize-sync's own
// render.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { dump, loadAll } from "js-yaml";
import type { KubeObject } from "../../src/model/manifest.js";
import { helmBinary } from "./chart-repository.js";
import type { InstallResult } from "./helm-controller.js";

// One helm for every test helper: $HELM_BIN, else the pinned one built into the cache.
export { helmBinary } from "./chart-repository.js";

/** Runs helm with a private HOME and Helm directories (no user configuration, no plugins). */
export async function helm(args: string[], home: string): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      helmBinary(),
      args,
      {
        encoding: "utf8",
        maxBuffer: 64 << 20,
        env: {
          PATH: process.env.PATH,
          HOME: home,
          HELM_CACHE_HOME: join(home, "cache"),
          HELM_CONFIG_HOME: join(home, "config"),
          HELM_DATA_HOME: join(home, "data"),
        },
      },
      (error, stdout, stderr) =>
        error ? fail(new Error(`helm ${args.join(" ")}: ${stderr.trim() || error.message}`)) : done(stdout),
    );
  });
}

/** What a renderer is told about the release helm-controller installed. */
export interface OracleRelease {
  /** The HelmRelease's own namespace and name (the origin labels name them). */
  helmRelease: { namespace: string; name: string };
  releaseName: string;
  releaseNamespace: string;
  /** `.Chart.Version` as helm-controller saw it (source-controller's build metadata included). */
  chartVersion: string;
  /** The values helm-controller composed (the release's `.config`). */
  values: Record<string, unknown>;
}

/**
 * Renders a HelmRelease as the implementation under test does: every object, hooks included,
 * post-rendered (test hooks may be included or not: they are left out of the comparison).
 */
export type ReleaseRenderer = (release: OracleRelease) => Promise<KubeObject[]>;

const hookOf = (o: KubeObject) => o.metadata.annotations?.["helm.sh/hook"];
const isTestHook = (o: KubeObject) =>
  (hookOf(o) ?? "").split(",").some((event) => event.trim().startsWith("test"));

export function parseManifest(text: string): KubeObject[] {
  return (loadAll(text) as (KubeObject | null)[]).filter(
    (o): o is KubeObject => o !== null && typeof o === "object",
  );
}

/**
 * The version as source-controller leaves it (`X+<meta>`: `+<digest12>` for OCI charts,
 * `+<generation>`… for charts with valuesFiles) turned back into the chart's own `X` in every string
 * of `objects`, `+` and the `_` Helm charts put in labels alike: the one documented difference
 * (docs/FLUX.md) between helm-controller's render and a render of the chart as published.
 */
export function withoutBuildMetadata(objects: KubeObject[], storedVersion: string | undefined): KubeObject[] {
  const plus = storedVersion?.indexOf("+") ?? -1;
  if (!storedVersion || plus < 0) return objects;
  const plain = storedVersion.slice(0, plus);
  const label = storedVersion.replace("+", "_");
  const strip = (value: unknown): unknown => {
    if (typeof value === "string") return value.replaceAll(storedVersion, plain).replaceAll(label, plain);
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [strip(k) as string, strip(v)]));
    return value;
  };
  return objects.map((o) => strip(o) as KubeObject);
}

/**
 * The objects of the installed release: its manifest and its hooks, test hooks left out; with
 * `ignoreBuildMetadata`, the chart version's build metadata undone (withoutBuildMetadata).
 */
export function oracleObjects(result: InstallResult, ignoreBuildMetadata = false): KubeObject[] {
  const objects = [
    ...parseManifest(result.manifest),
    ...result.hooks.flatMap((h) => parseManifest(h.manifest)),
  ];
  const kept = objects.filter((o) => !isTestHook(o));
  return ignoreBuildMetadata ? withoutBuildMetadata(kept, result.chartVersion) : kept;
}

const idOf = (o: KubeObject) =>
  `${o.kind}/${o.metadata.namespace ? `${o.metadata.namespace}/` : ""}${o.metadata.name}`;

/** Where two JSON values differ, as `path: a ≠ b` lines. */
function differences(path: string, a: unknown, b: unknown, out: string[]): void {
  if (isDeepStrictEqual(a, b)) return;
  const isMap = (v: unknown) => v !== null && typeof v === "object" && !Array.isArray(v);
  if (isMap(a) && isMap(b)) {
    const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
    for (const key of [...keys].sort())
      differences(
        `${path}.${key}`,
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        out,
      );
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((item, i) => {
      differences(`${path}[${i}]`, item, b[i], out);
    });
    return;
  }
  out.push(`${path}: ${JSON.stringify(a)} (helm-controller) ≠ ${JSON.stringify(b)} (rendered)`);
}

/**
 * Renders the release helm-controller installed with `render` and compares, object by object, with
 * what helm-controller stored (manifest and hooks; test hooks left out). Resolves to one line per
 * difference: empty when they agree. A renderer that renders the chart's published version rather
 * than the one helm-controller saw passes `ignoreBuildMetadata`: the version strings are then
 * undone, but what templates derive from them (a checksum of a template that prints the version)
 * still differs.
 */
export async function differencesFromOracle(
  result: InstallResult,
  render: ReleaseRenderer,
  options: { ignoreBuildMetadata?: boolean } = {},
): Promise<string[]> {
  if (!result.release) throw new Error(`helm-controller stored no release: ${result.message}`);
  const helmRelease = result.helmRelease;
  const rendered = await render({
    helmRelease,
    releaseName: result.release.name,
    releaseNamespace: result.release.namespace,
    chartVersion: result.release.chart.metadata.version,
    values: result.values ?? {},
  });
  const expected = new Map(oracleObjects(result, options.ignoreBuildMetadata).map((o) => [idOf(o), o]));
  const actual = new Map(rendered.filter((o) => !isTestHook(o)).map((o) => [idOf(o), o]));
  const out: string[] = [];
  for (const [id, o] of expected) {
    const other = actual.get(id);
    if (!other) out.push(`${id}: installed by helm-controller, not rendered`);
    else differences(id, o, other, out);
  }
  for (const id of actual.keys())
    if (!expected.has(id)) out.push(`${id}: rendered, not installed by helm-controller`);
  return out;
}

/**
 * helm-controller's last post-render step, always applied: the labels naming the HelmRelease on
 * every object's metadata (internal/postrender/build.go NewOriginLabels; hooks included).
 */
export function withOriginLabels(
  objects: KubeObject[],
  helmRelease: { namespace: string; name: string },
): KubeObject[] {
  return objects.map((o) => ({
    ...o,
    metadata: {
      ...o.metadata,
      labels: {
        ...o.metadata.labels,
        "helm.toolkit.fluxcd.io/name": helmRelease.name,
        "helm.toolkit.fluxcd.io/namespace": helmRelease.namespace,
      },
    },
  }));
}

/**
 * The baseline renderer: `helm template` of the chart directory `chart` with the release's name,
 * namespace and values and `kubeVersion` (the cluster's, as helm-controller sees it), then the
 * origin labels. For charts without postRenderers or commonMetadata. The chart is packaged first
 * with the version helm-controller saw (`helm package --version`), unless `publishedVersion`.
 */
export function helmTemplateRenderer(
  chart: string,
  kubeVersion: string,
  options: { publishedVersion?: boolean } = {},
): ReleaseRenderer {
  return async ({ helmRelease, releaseName, releaseNamespace, chartVersion, values }) => {
    const home = await mkdtemp(join(tmpdir(), "ks-helm-template-"));
    try {
      await writeFile(join(home, "values.yaml"), dump(values));
      let rendered = chart;
      if (!options.publishedVersion) {
        const out = await helm(["package", chart, "--version", chartVersion, "--destination", home], home);
        rendered = out.trim().split(" ").at(-1) as string;
      }
      const out = await helm(
        [
          "template",
          releaseName,
          rendered,
          "--namespace",
          releaseNamespace,
          "--kube-version",
          kubeVersion,
          "--values",
          join(home, "values.yaml"),
        ],
        home,
      );
      return withOriginLabels(parseManifest(out), helmRelease);
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  };
}
