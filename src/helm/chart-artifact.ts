// The chart as source-controller's HelmChart artifact holds it, which is what helm-controller
// renders: the `valuesFiles` merged in order replace the chart's values.yaml
// (internal/helm/chart builder_remote.go / builder_local.go mergeChartValues,
// OverwriteChartDefaultValues), and `.Chart.Version` carries the build metadata helm-controller or
// source-controller set (`X+<digest12>` for OCIRepository charts, `X+<rev12>` for a Revision
// strategy). A chart that needs neither is rendered where it is; otherwise a copy is changed.
import { access, cp, readFile, writeFile } from "node:fs/promises";
import { join, posix } from "node:path";
import { type HelmReleaseSpec, isRecord, mergeMaps, parseYamlDocuments, YamlError } from "../model/index.js";
import { readChartMetadata } from "./chart-path.js";
import { renderMessages } from "./messages.js";
import { type ChartArtifact, HelmError } from "./types.js";

type Values = Record<string, unknown>;

/** Chart.yaml's top-level `version:` line (dependencies' versions are indented). */
const VERSION_LINE = /^version:.*$/m;

/** `spec.chart.spec.valuesFiles`, else those of the HelmChart a chartRef names. */
function valuesFilesOf(
  release: HelmReleaseSpec,
  chart: ChartArtifact,
): { files: string[]; ignoreMissing: boolean } {
  if (release.chart && release.chart.valuesFiles.length > 0)
    return { files: release.chart.valuesFiles, ignoreMissing: !!release.chart.ignoreMissingValuesFiles };
  return { files: chart.valuesFiles ?? [], ignoreMissing: !!chart.ignoreMissingValuesFiles };
}

/**
 * A values file's path under `base` as securejoin resolves it (source-controller reads them so):
 * `..` never climbs above `base`.
 */
const confinedPath = (base: string, path: string) => join(base, posix.resolve("/", path));

async function readValuesFile(path: string, display: string, chart: string): Promise<Values> {
  let value: unknown;
  try {
    // sigs.k8s.io/yaml, as source-controller reads them: the same schema as valuesFrom's.
    value = parseYamlDocuments(await readFile(path, "utf8"), {
      schema: "go-yaml-v2",
      allowDuplicateKeys: true,
    })[0]?.value;
  } catch (error) {
    if (!(error instanceof YamlError)) throw error;
    throw new HelmError(renderMessages.valuesFileUnreadable(chart, display, error.message));
  }
  if (value === null || value === undefined) return {};
  if (!isRecord(value))
    throw new HelmError(renderMessages.valuesFileUnreadable(chart, display, "not a mapping"));
  return value;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The directory to render `chart` from for `release`: `chart.dir` itself, or a copy under
 * `workDir` with the merged valuesFiles as its values.yaml and `chart.version` in Chart.yaml.
 */
export async function artifactChartDir(
  release: HelmReleaseSpec,
  chart: ChartArtifact,
  workDir: string,
): Promise<string> {
  const label = `${chart.name}@${chart.version}`;
  const { files, ignoreMissing } = valuesFilesOf(release, chart);
  const published = (await readChartMetadata(chart.dir)).version;
  if (files.length === 0 && published === chart.version) return chart.dir;

  const dir = join(workDir, "chart");
  await cp(chart.dir, dir, { recursive: true, verbatimSymlinks: true });
  if (published !== chart.version) {
    const file = join(dir, "Chart.yaml");
    const text = await readFile(file, "utf8");
    // The line, not a parse and dump: the rest of Chart.yaml stays exactly as published.
    await writeFile(file, text.replace(VERSION_LINE, `version: ${JSON.stringify(chart.version)}`));
  }
  if (files.length > 0) {
    // Repository charts' files are the chart's own; Git/Bucket charts' are under the source root.
    const base = chart.sourceRoot ?? chart.dir;
    let merged: Values = {};
    for (const file of files) {
      const path = confinedPath(base, file);
      if (!(await exists(path))) {
        if (ignoreMissing) continue;
        throw new HelmError(renderMessages.valuesFileMissing(label, file));
      }
      merged = mergeMaps(merged, await readValuesFile(path, file, label));
    }
    // JSON is YAML: Helm reads it as the values.yaml source-controller writes.
    await writeFile(join(dir, "values.yaml"), `${JSON.stringify(merged)}\n`);
  }
  return dir;
}
