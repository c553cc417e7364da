// kustomize-sync's HelmRelease renders held to helm-controller itself. The same objects (sources,
// ConfigMaps, Secrets, HelmReleases: test/fixtures/helm/differential/releases) are installed by
// helm-controller v1.6 and source-controller v1.9 run out of cluster (test/support/helm-controller.ts)
// and written into a repository as a Flux Kustomization's output, which the real `kustomize-sync
// build` renders with a kubeconfig of the same cluster. For each HelmRelease the release
// helm-controller stored (its `.manifest` and hooks) and the objects it created must equal the
// objects `build` printed for it, object by object; the differences that remain are those
// docs/FLUX.md lists, asserted here by name. Charts come from an HTTP chart repository, the test
// registry (`helm push`) and the git server, all on 127.0.0.1.
import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { dump, loadAll } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import type { KubeObject } from "../../src/model/manifest.js";
import {
  type ChartRepository,
  helmBinary,
  packageChart,
  pushChart,
  startChartRepository,
} from "../support/chart-repository.js";
import { type GitServer, makeBareRepository, startGitServer } from "../support/git-server.js";
import { type HelmOracle, type InstallResult, startHelmController } from "../support/helm-controller.js";
import { differencesFromOracle, type ReleaseRenderer } from "../support/helm-oracle.js";
import { type OciRegistry, startRegistry } from "../support/oci-registry.js";
import { createTestNamespace, kubectl, kubectlOk, testKubeconfig } from "./support/cluster.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/helm");
const DIFFERENTIAL = join(FIXTURES, "differential");
const NAME_LABEL = "helm.toolkit.fluxcd.io/name";
const NAMESPACE_LABEL = "helm.toolkit.fluxcd.io/namespace";
/** Every CRD this file's charts install is named under this run's own group (cluster-scoped). */
const RUN = randomBytes(3).toString("hex");
const GROUP = `${RUN}.example.com`;

let scratch: string;
let repository: ChartRepository;
let registry: OciRegistry;
let gitServer: GitServer;
let oracle: HelmOracle;
let results: Record<string, InstallResult>;
/** The objects `build` printed, in order. */
let built: KubeObject[];
let buildOutput: { code: number; stderr: string };

/** The test chart `app` with its CRDs (and the capability check on them) moved to this run's group. */
async function appChart(): Promise<string> {
  const dir = join(scratch, "app");
  await cp(join(FIXTURES, "charts/app"), dir, { recursive: true });
  for (const file of ["crds/widgets.yaml", "charts/sub/crds/gadgets.yaml", "templates/configmap.yaml"]) {
    const path = join(dir, file);
    await writeFile(path, (await readFile(path, "utf8")).replaceAll("example.com", GROUP));
  }
  return dir;
}

/** The CRD chart under `name`, its CRD in `<policy>.<run>.example.com`. */
async function crdChart(name: string, policy: string): Promise<string> {
  const dir = join(scratch, name);
  await cp(join(DIFFERENTIAL, "charts/crds"), dir, { recursive: true });
  for (const file of ["Chart.yaml", "crds/things.yaml"]) {
    const path = join(dir, file);
    const text = await readFile(path, "utf8");
    await writeFile(path, text.replaceAll("__NAME__", name).replaceAll("__GROUP__", `${policy}.${GROUP}`));
  }
  return dir;
}

/** Every case's objects, with this run's servers, in the oracle's namespace. */
async function caseObjects(): Promise<KubeObject[]> {
  const dir = join(DIFFERENTIAL, "releases");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".yaml")).sort();
  const objects: KubeObject[] = [];
  for (const file of files) {
    const text = (await readFile(join(dir, file), "utf8"))
      .replaceAll("__REPO__", repository.url)
      .replaceAll("__REGISTRY__", registry.host)
      .replaceAll("__GIT__", gitServer.url);
    for (const doc of loadAll(text) as KubeObject[])
      if (doc) objects.push({ ...doc, metadata: { ...doc.metadata, namespace: oracle.namespace } });
  }
  return objects;
}

/** `kustomize-sync build` of a repository whose one Kustomization's output is `objects`. */
async function buildRepository(objects: KubeObject[]): Promise<void> {
  const root = join(scratch, "fleet");
  await mkdir(join(root, "clusters"), { recursive: true });
  await mkdir(join(root, "apps"), { recursive: true });
  await writeFile(
    join(root, "clusters/apps.yaml"),
    dump({
      apiVersion: "kustomize.toolkit.fluxcd.io/v1",
      kind: "Kustomization",
      metadata: { name: "helm-differential", namespace: "flux-system" },
      spec: {
        interval: "10m",
        path: "./apps",
        prune: true,
        sourceRef: { kind: "GitRepository", name: "flux-system" },
      },
    }),
  );
  await writeFile(join(root, "apps/objects.yaml"), objects.map((o) => dump(o)).join("---\n"));
  let stdout = "";
  let stderr = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  let code: number;
  try {
    code = await main([
      "build",
      "--root",
      root,
      "--path",
      join(root, "clusters"),
      "--kubeconfig",
      testKubeconfig(),
      "--helm",
      helmBinary(),
      "--kustomize",
      join(process.env.FLUX_KC_DIR ?? "", "bin/kustomize"),
      "--chart-cache",
      join(scratch, "chart-cache"),
    ]);
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  built = (loadAll(stdout) as (KubeObject | null)[]).filter((o): o is KubeObject => !!o);
  buildOutput = { code, stderr };
}

const isCrd = (o: KubeObject) => o.kind === "CustomResourceDefinition";
const ofRelease = (o: KubeObject, hr: { namespace: string; name: string }) =>
  o.metadata.labels?.[NAME_LABEL] === hr.name && o.metadata.labels?.[NAMESPACE_LABEL] === hr.namespace;

/** The CRDs `build` printed for a HelmRelease (helm-controller gives them its origin labels too). */
const builtCrds = (hr: { namespace: string; name: string }) =>
  built
    .filter((o) => isCrd(o) && ofRelease(o, hr))
    .map((o) => o.metadata.name)
    .sort();

/**
 * The renderer under test: the objects `build` printed for the HelmRelease, CRDs left out (Helm
 * does not keep them with the release), without the release namespace `build` writes into
 * namespaced objects (Helm's stored manifest has none; Helm sets it at apply).
 */
const buildRenderer: ReleaseRenderer = async ({ helmRelease, releaseNamespace }) =>
  built
    .filter((o) => !isCrd(o) && ofRelease(o, helmRelease))
    .map((o) => {
      if (o.metadata.namespace !== releaseNamespace) return o;
      const { namespace: _, ...metadata } = o.metadata;
      return { ...o, metadata };
    });

/** `Kind/namespace/name` of the objects `build` printed for a release, hooks left out. */
const builtIds = (hr: { namespace: string; name: string }) =>
  built
    .filter((o) => ofRelease(o, hr) && !isCrd(o) && !o.metadata.annotations?.["helm.sh/hook"])
    .map((o) => `${o.kind}/${o.metadata.namespace ?? ""}/${o.metadata.name}`)
    .sort();

function installed(name: string): InstallResult {
  const result = results[name];
  expect(result, `no HelmRelease ${name} among the cases`).toBeDefined();
  expect(result, oracle.log()).toMatchObject({ ready: true, reason: "InstallSucceeded" });
  return result as InstallResult;
}

/** Asserts the release equals helm-controller's, its created objects included; returns it. */
async function expectSameAsOracle(name: string, expected: string[] = []): Promise<InstallResult> {
  const result = installed(name);
  expect(await differencesFromOracle(result, buildRenderer), buildOutput.stderr).toEqual(expected);
  const created = result.objects
    .map((o) => `${o.kind}/${o.metadata.namespace ?? ""}/${o.metadata.name}`)
    .sort();
  expect(builtIds(result.helmRelease)).toEqual(created);
  return result;
}

async function crdExists(name: string): Promise<boolean> {
  return (await kubectl(["get", "crd", name, "-o", "name"])).code === 0;
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "ks-helm-differential-"));
  const home = await mkdtemp(join(scratch, "helm-home-"));
  const packages = await mkdtemp(join(scratch, "packages-"));
  repository = await startChartRepository();
  registry = await startRegistry();
  const app = await appChart();
  for (const version of ["1.2.3", "1.3.0", "2.0.0"]) repository.publish(app, version);
  repository.publish(join(DIFFERENTIAL, "charts/echo"), "0.4.0");
  repository.publish(await crdChart("things-create", "create"), "1.0.0");
  repository.publish(await crdChart("things-skip", "skip"), "1.0.0");
  for (const version of ["1.2.3", "1.3.0"])
    pushChart(packageChart(app, version, packages, home), registry.host, "charts", home);

  // The git server: source-controller clones it over smart HTTP (git http-backend).
  const projects = await mkdtemp(join(scratch, "git-"));
  gitServer = await startGitServer(projects);
  const work = await mkdtemp(join(scratch, "git-work-"));
  await cp(join(FIXTURES, "repo-charts/git"), work, { recursive: true });
  const remote = join(work, "charts/remote/Chart.yaml");
  await writeFile(remote, (await readFile(remote, "utf8")).replaceAll("__REPO__", repository.url));
  makeBareRepository(projects, "charts", work);

  oracle = await startHelmController(testKubeconfig(), await createTestNamespace("helm-differential"));
  const objects = await caseObjects();
  results = await oracle.installAll(objects, { timeoutMs: 180_000 });
  // After the install, so that `build` sees the cluster helm-controller rendered against (the
  // CRDs it applied are served API versions of both renders).
  await buildRepository(objects);
}, 420_000);

afterAll(async () => {
  await oracle?.stop();
  await Promise.all(
    [`widgets.${GROUP}`, `gadgets.${GROUP}`, `things.create.${GROUP}`, `things.skip.${GROUP}`].map((crd) =>
      kubectl(["delete", "crd", crd, "--ignore-not-found", "--wait=false"]),
    ),
  );
  await repository?.close();
  await registry?.close();
  await gitServer?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
}, 180_000);

describe("kustomize-sync build renders each HelmRelease as helm-controller installs it", () => {
  it("builds the Kustomization and every HelmRelease in it but the one helm-controller cannot install either", () => {
    expect(buildOutput.code, buildOutput.stderr).toBe(1);
    const problems = buildOutput.stderr
      .split("\n")
      .filter((l) => l.includes("HelmRelease/") && !l.includes("skipped"));
    expect(problems, buildOutput.stderr).toEqual([
      expect.stringContaining(
        `HelmRelease/${oracle.namespace}/values-missing: chart echo@0.4.0: could not resolve ConfigMap chart values reference ConfigMap/${oracle.namespace}/no-such-values with key 'values.yaml': resource not found`,
      ),
    ]);
  });

  it("a valuesFrom ConfigMap that is missing and not optional fails the release in both", () => {
    const result = results["values-missing"];
    expect(result, oracle.log()).toMatchObject({ ready: false, manifest: "" });
    expect(result?.message).toContain(
      `could not resolve ConfigMap chart values reference '${oracle.namespace}/no-such-values' with key 'values.yaml'`,
    );
    expect(
      built.filter((o) => ofRelease(o, { namespace: oracle.namespace, name: "values-missing" })),
    ).toEqual([]);
  });

  it("a HelmRepository over HTTP, the version picked by a semver range", async () => {
    const result = await expectSameAsOracle("http-semver");
    expect(result.chartVersion).toBe("1.3.0");
  });

  it("an OCI HelmRepository (<url>/<chart>)", async () => {
    const result = await expectSameAsOracle("oci-repo");
    expect(result.chartVersion).toBe("1.2.3");
  });

  it("an OCIRepository chartRef, with source-controller's +<digest12> on the chart version as helm-controller has it", async () => {
    const result = await expectSameAsOracle("oci-chartref");
    expect(result.chartVersion).toMatch(/^1\.3\.0\+[0-9a-f]{12}$/);
  });

  it("a chart path in a GitRepository with a file:// dependency", async () => {
    const result = await expectSameAsOracle("git-umbrella");
    expect(result.chartVersion).toBe("2.0.0");
  });

  it("valuesFrom a ConfigMap and a Secret, targetPath with an index and a quoted value, optional and missing", async () => {
    const result = await expectSameAsOracle("values-from");
    expect(result.values).toEqual({
      greeting: "from the ConfigMap",
      list: ["x", "s3cret-token"],
      nested: { from: "configmap", code: "007", inline: true },
    });
  });

  it("valuesFiles merged in order; only the +<generation> source-controller appends to the version differs (docs/FLUX.md)", async () => {
    const result = installed("values-files");
    expect(result.chartVersion).toMatch(/^0\.4\.0\+\d+$/);
    expect(result.values).toEqual({ replicas: 5 });
    const name = result.release?.name;
    expect(await differencesFromOracle(result, buildRenderer)).toEqual([
      `ConfigMap/${name}.metadata.labels.helm.sh/chart: "echo-${result.chartVersion?.replace("+", "_")}" (helm-controller) ≠ "echo-0.4.0" (rendered)`,
    ]);
    expect(await differencesFromOracle(result, buildRenderer, { ignoreBuildMetadata: true })).toEqual([]);
  });

  it("valuesFiles of a GitRepository chart, relative to the source root", async () => {
    const result = await expectSameAsOracle("git-values-files");
    // The chart prints no version: source-controller's +<generation> does not show.
    expect(result.chartVersion).toMatch(/^2\.0\.0\+\d+$/);
    const configMap = result.objects.find((o) => o.kind === "ConfigMap") as KubeObject & { data: unknown };
    expect(configMap.data).toEqual({ message: "from the source root" });
  });

  it("postRenderers (a kustomize patch and an image) then commonMetadata, hooks included", async () => {
    const result = await expectSameAsOracle("post-render");
    const deployment = result.objects.find((o) => o.kind === "Deployment");
    expect(deployment?.metadata.labels).toMatchObject({ team: "platform" });
    expect(result.hooks.length).toBeGreaterThan(0);
  });

  it("a release name over 53 characters, shortened as helm-controller does", async () => {
    const result = await expectSameAsOracle("a-helm-release-whose-name-is-well-over-fifty-three-chars");
    expect(result.release?.name).toMatch(/^a-helm-release-whose-name-is-well-over-f-[0-9a-f]{12}$/);
  });

  it("CRDs by the install.crds policy: CreateReplace installs the chart's CRD, Skip does not", async () => {
    const created = await expectSameAsOracle("crds-create");
    const skipped = await expectSameAsOracle("crds-skip");
    expect(builtCrds(created.helmRelease)).toEqual([`things.create.${GROUP}`]);
    expect(await crdExists(`things.create.${GROUP}`)).toBe(true);
    // The CRD helm-controller applied, as the cluster holds it, is the one rendered: spec and labels.
    const crd = JSON.parse(
      await kubectlOk(["get", "crd", `things.create.${GROUP}`, "-o", "json"]),
    ) as KubeObject & {
      spec: Record<string, unknown>;
    };
    const rendered = built.find((o) => isCrd(o) && o.metadata.name === `things.create.${GROUP}`) as
      | (KubeObject & { spec: Record<string, unknown> })
      | undefined;
    expect(crd.spec).toMatchObject(rendered?.spec ?? { rendered: false });
    expect(crd.metadata.labels).toEqual(rendered?.metadata.labels);
    expect(builtCrds(skipped.helmRelease)).toEqual([]);
    expect(await crdExists(`things.skip.${GROUP}`)).toBe(false);
    // The chart `app` (default policy Create) brings its own and its subchart's CRDs.
    expect(builtCrds(installed("http-semver").helmRelease)).toEqual([`gadgets.${GROUP}`, `widgets.${GROUP}`]);
    expect(await crdExists(`widgets.${GROUP}`)).toBe(true);
    expect(await crdExists(`gadgets.${GROUP}`)).toBe(true);
  });
});
