// The oracle of the HelmRelease renders, checked against itself: helm-controller v1.6 and
// source-controller v1.9, out of cluster, install a test chart pushed with `helm push` into the
// test registry, through an OCI HelmRepository and through an OCIRepository chartRef; the release
// helm-controller stores must equal `helm template` of the same chart with the same values, object
// by object (differencesFromOracle, which kustomize-sync's own render goes through as well).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KubeObject } from "../../src/model/manifest.js";
import { type HelmOracle, startHelmController } from "../support/helm-controller.js";
import { differencesFromOracle, helm, helmTemplateRenderer, parseManifest } from "../support/helm-oracle.js";
import { type OciRegistry, startRegistry } from "../support/oci-registry.js";
import { createTestNamespace, kubectlOk, testKubeconfig } from "./support/cluster.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/helm");
const CHART = join(FIXTURES, "oracle-charts/oracle-demo");

let registry: OciRegistry;
let oracle: HelmOracle;
let work: string;
let kubeVersion: string;

/** A release fixture (test/fixtures/helm/oracle-releases) with this run's registry. */
async function releaseFixture(name: string): Promise<KubeObject[]> {
  const text = await readFile(join(FIXTURES, "oracle-releases", name), "utf8");
  return parseManifest(text.replaceAll("__REGISTRY__", registry.host));
}

const specValues = (objects: KubeObject[]) =>
  (objects.find((o) => o.kind === "HelmRelease")?.spec as { values?: unknown } | undefined)?.values;

beforeAll(async () => {
  registry = await startRegistry();
  work = await mkdtemp(join(tmpdir(), "ks-helm-oracle-"));
  const out = await helm(["package", CHART, "--destination", work], work);
  const packaged = out.trim().split(" ").at(-1) as string;
  await helm(["push", packaged, `oci://${registry.host}/charts`, "--plain-http"], work);
  // helm-controller takes .Capabilities.KubeVersion from the cluster; helm template is told it.
  kubeVersion = (
    JSON.parse(await kubectlOk(["version", "-o", "json"])) as { serverVersion: { gitVersion: string } }
  ).serverVersion.gitVersion;
  const ns = await createTestNamespace("helm-oracle");
  oracle = await startHelmController(testKubeconfig(), ns);
}, 180_000);

afterAll(async () => {
  await oracle?.stop();
  await registry?.close();
  if (work) await rm(work, { recursive: true, force: true });
}, 120_000);

describe("helm-controller as the oracle of HelmRelease renders", () => {
  it("installs a chart of an OCI HelmRepository picked by semver range, as helm template renders it with the same values", async () => {
    const objects = await releaseFixture("oci-helmrepository.yaml");
    const result = await oracle.install(objects);
    expect(result, oracle.log()).toMatchObject({
      ready: true,
      reason: "InstallSucceeded",
      chartVersion: "1.2.0",
    });
    expect(result.values).toEqual(specValues(objects));
    expect(result.release).toMatchObject({ name: "demo-repo", namespace: oracle.namespace, version: 1 });
    // The pre-install hook is stored with the release, the test hook too (not run).
    expect(result.hooks.map((h) => h.name).sort()).toEqual([
      "demo-repo-oracle-demo-pre-install",
      "demo-repo-oracle-demo-test",
    ]);

    expect(await differencesFromOracle(result, helmTemplateRenderer(CHART, kubeVersion))).toEqual([]);

    // The manifest's objects are in the cluster, with Helm's ownership metadata added at apply.
    expect(result.objects.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual([
      "ConfigMap/demo-repo-oracle-demo",
      "Deployment/demo-repo-oracle-demo",
      "Service/demo-repo-oracle-demo",
    ]);
    const deployment = result.objects.find((o) => o.kind === "Deployment") as KubeObject & {
      spec: { replicas: number };
    };
    expect(deployment.spec.replicas).toBe(2);
    expect(deployment.metadata.annotations).toMatchObject({ "meta.helm.sh/release-name": "demo-repo" });
    expect(deployment.metadata.labels).toMatchObject({ "helm.toolkit.fluxcd.io/name": "demo-repo" });
  });

  it("installs the chart layer of an OCIRepository (chartRef); only source-controller's +digest on the chart version differs from helm template", async () => {
    const objects = await releaseFixture("ocirepository-chartref.yaml");
    const result = await oracle.install(objects);
    expect(result, oracle.log()).toMatchObject({ ready: true, reason: "InstallSucceeded" });
    expect(result.chartVersion).toMatch(/^1\.2\.0\+[0-9a-f]{12}$/);
    const configMap = parseManifest(result.manifest).find((o) => o.kind === "ConfigMap") as KubeObject;
    expect(configMap.metadata.labels?.["helm.sh/chart"]).toBe(
      `oracle-demo-${result.chartVersion?.replace("+", "_")}`,
    );

    // Rendered with the version helm-controller saw, the release is the same object for object.
    expect(await differencesFromOracle(result, helmTemplateRenderer(CHART, kubeVersion))).toEqual([]);
    // Rendered as published, the version strings are undone; a checksum over a template that
    // prints the version is not.
    const published = helmTemplateRenderer(CHART, kubeVersion, { publishedVersion: true });
    expect(await differencesFromOracle(result, published, { ignoreBuildMetadata: true })).toEqual([
      expect.stringMatching(
        /^Deployment\/demo-oci-oracle-demo\.spec\.template\.metadata\.annotations\.checksum\/config: "[0-9a-f]{64}" \(helm-controller\) ≠ "[0-9a-f]{64}" \(rendered\)$/,
      ),
    ]);
  });

  it("names what differs when a render does not match the installed release", async () => {
    const objects = await releaseFixture("oci-helmrepository.yaml");
    const result = await oracle.install(objects);
    const wrongValues = helmTemplateRenderer(CHART, kubeVersion);
    const differences = await differencesFromOracle(result, (release) =>
      wrongValues({ ...release, values: { ...release.values, replicaCount: 3 } }),
    );
    expect(differences).toEqual([
      "Deployment/demo-repo-oracle-demo.spec.replicas: 2 (helm-controller) ≠ 3 (rendered)",
    ]);
  });

  it("installs into a targetNamespace, the release named <targetNamespace>-<name> and stored in the HelmRelease's namespace", async () => {
    const target = await createTestNamespace("helm-oracle-target");
    const objects = await releaseFixture("oci-helmrepository.yaml");
    const release = objects.find((o) => o.kind === "HelmRelease") as KubeObject & {
      spec: Record<string, unknown>;
    };
    release.metadata.name = "demo-target";
    release.spec.targetNamespace = target;
    const result = await oracle.install(objects);
    expect(result, oracle.log()).toMatchObject({ ready: true });
    expect(result.release).toMatchObject({ name: `${target}-demo-target`, namespace: target });
    expect(result.release?.secret).toBe(`sh.helm.release.v1.${target}-demo-target.v1`);
    expect(result.objects.map((o) => o.metadata.namespace)).toEqual([target, target, target]);
    expect(await differencesFromOracle(result, helmTemplateRenderer(CHART, kubeVersion))).toEqual([]);
  });

  it("reports a release helm-controller could not install with its message (a value the chart requires is missing)", async () => {
    const objects = await releaseFixture("oci-helmrepository.yaml");
    const release = objects.find((o) => o.kind === "HelmRelease") as KubeObject & {
      spec: { values: Record<string, unknown> };
    };
    release.metadata.name = "demo-broken";
    release.spec.values.image = { repository: null };
    const result = await oracle.install(objects);
    expect(result.ready).toBe(false);
    expect(result.message).toContain("image.repository is required");
    expect(result.manifest).toBe("");
  });
});
