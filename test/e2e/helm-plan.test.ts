// plan shows what each HelmRelease's release would change in the cluster: its chart's objects
// against the live ones, field by field, each named by its release; nothing is written.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helmControllerBuild, installHelmCrds } from "../../scripts/tools/helm-controller.mjs";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { apply, createTestNamespace, testKubeconfig } from "./support/cluster.js";
import { exists, prepareRepo, row, runSync } from "./support/sync.js";

let charts: ChartRepository;
beforeAll(async () => {
  // plan refuses Flux kinds a cluster does not serve: the real CRDs of helm-controller and source-controller.
  installHelmCrds(testKubeconfig(), helmControllerBuild().crdDir);
  charts = await startChartRepository({
    charts: [
      ["hello", "1.0.0"],
      ["hello", "1.1.0"],
    ],
  });
});
afterAll(() => charts?.close());

async function repoFor(ns: string): Promise<string> {
  const repo = await prepareRepo("helm-plan", ns);
  const file = join(repo, "app/repository.yaml");
  await writeFile(file, (await readFile(file, "utf8")).replace("__CHARTS__", charts.url));
  return repo;
}

const plan = (repo: string) =>
  runSync(repo, { mode: "plan", helm: helmBinary(), chartCache: join(repo, ".charts") });

describe("plan on a HelmRelease", () => {
  it("shows the chart's objects a first release would create, named by their HelmRelease", async () => {
    const ns = await createTestNamespace("helm-plan-new");
    const report = await plan(await repoFor(ns));
    const change = row(report, "app").changes.find((c) => c.kind === "ConfigMap");
    expect(change).toMatchObject({
      name: "hello-hello",
      namespace: ns,
      action: "created",
      release: `${ns}/hello`,
    });
    expect(change?.diff).toContain("+  greeting: bonjour");
    expect(await exists("configmap", "hello-hello", ns)).toBe(false);
  });

  it("shows the field an upgrade would change on the live object, and nothing for an unchanged one", async () => {
    const ns = await createTestNamespace("helm-plan-upgrade");
    const repo = await repoFor(ns);
    // As an earlier release left it (hello 1.1.0 with the chart's default greeting).
    await apply(
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: hello-hello\n  namespace: ${ns}\n  labels:\n    helm.sh/chart: hello-1.1.0\n    helm.toolkit.fluxcd.io/name: hello\n    helm.toolkit.fluxcd.io/namespace: ${ns}\ndata:\n  greeting: hello\n  version: 1.1.0\n`,
    );
    const report = await plan(repo);
    const change = row(report, "app").changes.find((c) => c.kind === "ConfigMap");
    expect(change).toMatchObject({ action: "configured", paths: ["data.greeting"], release: `${ns}/hello` });
    const release = join(repo, "app/release.yaml");
    await writeFile(
      release,
      (await readFile(release, "utf8")).replace("greeting: bonjour", "greeting: hello"),
    );
    const again = await plan(repo);
    expect(row(again, "app").changes.find((c) => c.kind === "ConfigMap")?.action).toBe("unchanged");
  });

  it("lists the objects of the current release that the upgrade would delete, and those kept by policy", async () => {
    const ns = await createTestNamespace("helm-plan-drops");
    const repo = await repoFor(ns);
    // The release as an earlier chart left it: installed by the real helm, stored as Helm stores it.
    const home = await mkdtemp(join(tmpdir(), "ks-helm-home-"));
    execFileSync(
      helmBinary(),
      ["install", "hello", "test/fixtures/helm/previous-release/hello", "--namespace", ns],
      { env: { PATH: process.env.PATH, HOME: home, KUBECONFIG: testKubeconfig() }, stdio: "pipe" },
    );
    const report = await plan(repo);
    const of = (name: string) => row(report, "app").changes.find((c) => c.name === name);
    expect(of("hello-legacy")).toMatchObject({
      kind: "ConfigMap",
      namespace: ns,
      action: "deleted",
      detail: `the upgrade of HelmRelease ${ns}/hello deletes it`,
      release: `${ns}/hello`,
    });
    expect(of("hello-kept")).toMatchObject({
      action: "skipped",
      detail: "helm.sh/resource-policy: keep: left in the cluster",
    });
    expect(of("hello-hello")?.action).toBe("configured");
    expect(await exists("configmap", "hello-legacy", ns)).toBe(true);
  });
});
