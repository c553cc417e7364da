// A chart at a path inside a source (GitRepository, Bucket, the repository being synced, a
// `sources:` mapping), as source-controller's local builder makes it: the directory confined to
// the source, its dependencies built from Chart.yaml / Chart.lock — here with the real helm CLI,
// in a private copy (the source stays untouched), `file://` dependencies only from inside the source.
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access, copyFile, lstat, mkdir, mkdtemp, readdir, readFile, realpath, rm } from "node:fs/promises";
import { delimiter, isAbsolute, join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { isRecord, parseYaml } from "../model/index.js";
import { childEnvironment } from "../render/index.js";
import { joinInside } from "../sources/extract.js";
import { chartText } from "./messages.js";

const run = promisify(execFile);

export class ChartPathError extends Error {
  override name = "ChartPathError";
}

const inside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
};

/** Chart.yaml's name, version and dependencies (apiVersion v1 charts keep them in requirements.yaml). */
export async function readChartMetadata(
  dir: string,
): Promise<{ name: string; version: string; dependencies: { name: string; repository: string }[] }> {
  let chart: unknown;
  try {
    chart = parseYaml(await readFile(join(dir, "Chart.yaml"), "utf8"));
  } catch (error) {
    throw new ChartPathError(chartText.chartYaml((error as Error).message));
  }
  if (!isRecord(chart)) throw new ChartPathError(chartText.chartYaml("not a mapping"));
  let dependencies: unknown = chart.dependencies;
  if (chart.apiVersion === "v1") {
    const requirements = await readFile(join(dir, "requirements.yaml"), "utf8").catch(() => undefined);
    if (requirements !== undefined)
      dependencies = (parseYaml(requirements) as Record<string, unknown>)?.dependencies;
  }
  return {
    name: typeof chart.name === "string" ? chart.name : "",
    version: chart.version === undefined || chart.version === null ? "" : String(chart.version),
    dependencies: (Array.isArray(dependencies) ? dependencies : []).flatMap((d) =>
      isRecord(d) && typeof d.name === "string"
        ? [{ name: d.name, repository: typeof d.repository === "string" ? d.repository : "" }]
        : [],
    ),
  };
}

/**
 * Copies a directory tree, following symbolic links only to files and directories inside
 * `root` (as source-controller's secure loader): a link out of the source is an error.
 */
async function copyConfined(from: string, to: string, root: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    let real = source;
    if (entry.isSymbolicLink()) {
      real = await realpath(source).catch(() => "");
      if (!real || !inside(root, real))
        throw new ChartPathError(chartText.notInSource(relative(root, source).split(sep).join("/")));
    }
    const info = await lstat(real);
    if (info.isDirectory()) await copyConfined(real, target, root);
    else if (info.isFile()) await copyFile(real, target);
  }
}

async function isExecutable(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** `helm` from the option, else from PATH. */
export async function findHelm(given: string | undefined): Promise<string | undefined> {
  if (given) return given;
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir && (await isExecutable(join(dir, "helm")))) return join(dir, "helm");
  }
  return undefined;
}

/** Dependencies already vendored in charts/ (a directory or `<name>-*.tgz`) need no build, as in source-controller. */
async function missingDependencies(dir: string, dependencies: { name: string }[]): Promise<string[]> {
  const vendored = await readdir(join(dir, "charts")).catch(() => [] as string[]);
  return dependencies
    .map((d) => d.name)
    .filter(
      (name) =>
        !vendored.some((entry) => entry === name || (entry.startsWith(`${name}-`) && entry.endsWith(".tgz"))),
    );
}

/**
 * Writes the chart at `chartPath` of `sourceRoot` into `target`, dependencies built. The copy is
 * laid out as in the source (the chart and its `file://` dependencies at their relative paths),
 * so that relative dependency paths and Chart.lock's digest hold unchanged.
 */
export async function buildPathChart(options: {
  sourceRoot: string;
  chartPath: string;
  target: string;
  helm?: string;
  signal?: AbortSignal;
}): Promise<void> {
  const root = await realpath(options.sourceRoot);
  const given = joinInside(root, options.chartPath);
  if (!given) throw new ChartPathError(chartText.notInSource(options.chartPath));
  const chartDir = await realpath(given).catch(() => undefined);
  if (
    !chartDir ||
    !inside(root, chartDir) ||
    !(await lstat(join(chartDir, "Chart.yaml")).catch(() => undefined))
  )
    throw new ChartPathError(
      chartDir && !inside(root, chartDir)
        ? chartText.notInSource(options.chartPath)
        : chartText.noChartDir(options.chartPath),
    );
  const metadata = await readChartMetadata(chartDir);
  const missing = await missingDependencies(chartDir, metadata.dependencies);
  if (missing.length === 0) {
    await copyConfined(chartDir, options.target, root);
    return;
  }
  const helm = await findHelm(options.helm);
  if (!helm) throw new ChartPathError(chartText.helmMissing);
  const scratch = childEnvironment().TMPDIR as string;
  const work = await mkdtemp(join(scratch, "chart-deps-"));
  // helm's HOME (its cache of repository indexes) beside the copy, never inside it: a chart at the
  // source root is copied from `work` itself.
  const home = await mkdtemp(join(scratch, "helm-home-"));
  try {
    const copyAt = (dir: string) => join(work, relative(root, dir));
    await copyConfined(chartDir, copyAt(chartDir), root);
    for (const dependency of metadata.dependencies) {
      if (!dependency.repository.startsWith("file://")) continue;
      const path = resolve(chartDir, dependency.repository.slice("file://".length));
      const real = await realpath(path).catch(() => undefined);
      if (!inside(root, real ?? path))
        throw new ChartPathError(chartText.dependencyOutside(dependency.repository));
      // A missing directory is helm's to report; one inside the chart is already copied.
      if (!real || inside(chartDir, real)) continue;
      await copyConfined(real, copyAt(real), root);
    }
    try {
      // No --skip-refresh: helm reads the index of each dependency's repository URL itself.
      await run(helm, ["dependency", "build", copyAt(chartDir)], {
        env: childEnvironment(home),
        cwd: work,
        maxBuffer: 16 * 1024 * 1024,
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      const e = error as { stderr?: string; message: string };
      const lines = (e.stderr ?? "").trim().split("\n").filter(Boolean);
      const detail = lines.find((l) => l.startsWith("Error: ")) ?? lines.pop() ?? e.message;
      throw new ChartPathError(chartText.dependencyBuild(detail.replace(/^Error: /, "")));
    }
    await copyConfined(copyAt(chartDir), options.target, work);
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(home, { recursive: true, force: true });
  }
}
