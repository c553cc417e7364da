// A HelmRelease's chart source rendered beside it by the same Kustomization (the home-ops shape,
// namespaces given by the kustomization) is found where Flux applies it, not where its file sits.
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { capturedOutput } from "../support/output.js";

const FIXTURE = resolve(import.meta.dirname, "../fixtures/helm/rendered-source");
const output = capturedOutput();
let charts: ChartRepository;
beforeAll(async () => {
  charts = await startChartRepository({ charts: [["hello", "1.0.0"]] });
});
afterAll(() => charts?.close());

describe("a chart source rendered beside its HelmRelease", () => {
  it("is read in the namespace the render gives it", async () => {
    const root = await mkdtemp(join(tmpdir(), "ks-rendered-source-"));
    await cp(FIXTURE, root, { recursive: true });
    const file = join(root, "apps/hello/helmrepository.yaml");
    await writeFile(file, (await readFile(file, "utf8")).replace("__CHARTS__", charts.url));
    const code = await main([
      "build",
      "--root",
      root,
      "--path",
      join(root, "clusters"),
      "--helm",
      helmBinary(),
      "--chart-cache",
      join(root, ".charts"),
    ]);
    expect(code, output.stderr).toBe(0);
    expect(output.stdout).toContain("name: hello-hello\n  namespace: greetings");
    expect(charts.requests).toContain("/index.yaml");
  });
});
