// The chart as source-controller's HelmChart artifact holds it (src/helm/chart-artifact.ts): the
// valuesFiles merged in order replace values.yaml, and the version with build metadata is the one
// in Chart.yaml. test/e2e/helm-oracle-differential.test.ts holds the same to helm-controller.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifactChartDir } from "../../src/helm/chart-artifact.js";
import { HelmError } from "../../src/helm/index.js";
import type { ChartArtifact } from "../../src/helm/types.js";
import type { HelmReleaseSpec } from "../../src/model/index.js";
import { helmReleaseSpec } from "../support/helm-release.js";

let root: string;
let chartDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "ks-chart-artifact-"));
  chartDir = join(root, "source/charts/echo");
  await mkdir(join(chartDir, "templates"), { recursive: true });
  await writeFile(
    join(chartDir, "Chart.yaml"),
    "apiVersion: v2\nname: echo\nversion: 0.4.0\ndependencies:\n  - name: sub\n    version: 0.1.0\n",
  );
  await writeFile(join(chartDir, "values.yaml"), "a: 1\nnested: {keep: chart, list: [1, 2]}\n");
  await writeFile(join(chartDir, "values-prod.yaml"), "nested: {tier: prod, list: [3]}\n");
  await mkdir(join(root, "source/values"), { recursive: true });
  await writeFile(join(root, "source/values/shared.yaml"), "shared: true\n");
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const chart = (fields: Partial<ChartArtifact> = {}): ChartArtifact => ({
  dir: chartDir,
  name: "echo",
  version: "0.4.0",
  digest: "sha256:test",
  source: "HelmRepository/apps/charts",
  ...fields,
});

const release = (valuesFiles: string[] = [], ignoreMissingValuesFiles = false): HelmReleaseSpec =>
  helmReleaseSpec({
    name: "echo",
    chart: {
      chart: "echo",
      sourceRef: { kind: "HelmRepository", name: "charts" },
      valuesFiles,
      ...(ignoreMissingValuesFiles ? { ignoreMissingValuesFiles } : {}),
    },
  });

const values = async (dir: string) => JSON.parse(await readFile(join(dir, "values.yaml"), "utf8")) as unknown;

describe("artifactChartDir", () => {
  it("renders a chart that needs no change where it is", async () => {
    expect(await artifactChartDir(release(), chart(), await mkdtemp(join(root, "work-")))).toBe(chartDir);
  });

  it("replaces values.yaml with the valuesFiles merged in order (maps merged, lists replaced)", async () => {
    const dir = await artifactChartDir(
      release(["values.yaml", "values-prod.yaml"]),
      chart(),
      await mkdtemp(join(root, "work-")),
    );
    expect(dir).not.toBe(chartDir);
    expect(await values(dir)).toEqual({ a: 1, nested: { keep: "chart", tier: "prod", list: [3] } });
    // values.yaml is left out unless it is listed.
    const only = await artifactChartDir(
      release(["values-prod.yaml"]),
      chart(),
      await mkdtemp(join(root, "work-")),
    );
    expect(await values(only)).toEqual({ nested: { tier: "prod", list: [3] } });
    expect(await readFile(join(chartDir, "values.yaml"), "utf8")).toContain("keep: chart");
  });

  it("reads a Git chart's valuesFiles from the source root, never above it", async () => {
    const git = chart({ sourceRoot: join(root, "source"), source: "GitRepository/apps/charts" });
    const dir = await artifactChartDir(
      release(["../../values/shared.yaml", "values/shared.yaml"]),
      git,
      await mkdtemp(join(root, "work-")),
    );
    expect(await values(dir)).toEqual({ shared: true });
  });

  it("fails naming a missing values file, or skips it with ignoreMissingValuesFiles", async () => {
    const work = await mkdtemp(join(root, "work-"));
    const error = await artifactChartDir(release(["values-missing.yaml"]), chart(), work).catch(
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(HelmError);
    expect((error as Error).message).toBe(
      "chart echo@0.4.0: no values file found at path 'values-missing.yaml' (spec.chart.spec.valuesFiles; ignoreMissingValuesFiles skips it)",
    );
    const dir = await artifactChartDir(
      release(["values-missing.yaml", "values-prod.yaml"], true),
      chart(),
      await mkdtemp(join(root, "work-")),
    );
    expect(await values(dir)).toEqual({ nested: { tier: "prod", list: [3] } });
  });

  it("writes the version helm-controller sees (OCIRepository +<digest12>) into Chart.yaml, the rest unchanged", async () => {
    const dir = await artifactChartDir(
      release(),
      chart({ version: "0.4.0+0123456789ab" }),
      await mkdtemp(join(root, "work-")),
    );
    expect(await readFile(join(dir, "Chart.yaml"), "utf8")).toBe(
      'apiVersion: v2\nname: echo\nversion: "0.4.0+0123456789ab"\ndependencies:\n  - name: sub\n    version: 0.1.0\n',
    );
    expect(await readFile(join(dir, "values.yaml"), "utf8")).toContain("keep: chart");
  });
});
