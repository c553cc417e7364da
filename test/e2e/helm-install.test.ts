// The release engine against the local control plane: real helm (Helm 4, scripts/tools/helm.sh),
// real kustomize for the post-render, charts from a real chart repository, releases read back
// with the helm CLI itself (`helm history`, `helm list`, `helm get manifest`), so what Helm
// stored is the oracle, not our own reading of it.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type KubeCluster } from "../../src/cluster/index.js";
import {
  ChartFetcher,
  deployedUnchanged,
  detectHelm,
  type Helm,
  installOrUpgrade,
  RELEASE_DIGEST_LABEL,
  renderRelease,
  uninstallRelease,
} from "../../src/helm/index.js";
import { type HelmReleaseSpec, type KubeObject, silentLogger } from "../../src/model/index.js";
import type { Renderer } from "../../src/render/index.js";
import { SourceResolver } from "../../src/sources/index.js";
import {
  type ChartRepository,
  helmBinary,
  REPO_CHARTS,
  startChartRepository,
} from "../support/chart-repository.js";
import { fluxKustomize } from "../support/flux-kustomize.js";
import { parseManifest } from "../support/helm-oracle.js";
import { helmReleaseSpec } from "../support/helm-release.js";
import {
  createTestNamespace,
  FAILURE_LABEL,
  getJson,
  kubectl,
  kubectlOk,
  testKubeconfig,
} from "./support/cluster.js";

const run = promisify(execFile);
const _repo = join(import.meta.dirname, "../..");
const OWNER = { name: "apps", namespace: "flux-system" };
const CHART = join(REPO_CHARTS, "rollout");

let repository: ChartRepository;
let charts: ChartFetcher;
let helm: Helm;
let kustomize: Renderer;
let cluster: KubeCluster;
let scratch: string;

beforeAll(async () => {
  helm = await detectHelm(helmBinary());
  kustomize = await fluxKustomize();
  scratch = await mkdtemp(join(tmpdir(), "ks-helm-install-"));
  repository = await startChartRepository({ charts: [["rollout", "0.1.0"]] });
  const fleet = await mkdtemp(join(scratch, "fleet-"));
  await writeFile(
    join(fleet, "sources.yaml"),
    [
      "apiVersion: source.toolkit.fluxcd.io/v1",
      "kind: HelmRepository",
      "metadata: { name: charts, namespace: flux-system }",
      `spec: { interval: 10m, url: "${repository.url}" }`,
      "",
    ].join("\n"),
  );
  const resolver = new SourceResolver({
    root: fleet,
    path: fleet,
    defaultNamespace: "flux-system",
    mapping: {},
  });
  charts = new ChartFetcher({ resolver, cacheDir: join(scratch, "cache"), helm: helm.command });
  cluster = await connect({ kubeconfig: testKubeconfig() });
}, 900_000);

afterAll(async () => {
  await cluster?.close();
  await repository?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

function hr(namespace: string, fields: Partial<HelmReleaseSpec> = {}): HelmReleaseSpec {
  return helmReleaseSpec({
    name: "web",
    namespace,
    chart: {
      chart: "rollout",
      version: "0.1.0",
      sourceRef: { kind: "HelmRepository", name: "charts", namespace: "flux-system" },
      valuesFiles: [],
    },
    timeout: "60s",
    ...fields,
  });
}

async function release(spec: HelmReleaseSpec, owner = OWNER) {
  const chart = await charts.chartFor(spec);
  return installOrUpgrade(
    { release: spec, chart, values: spec.values ?? {} },
    { helm, cluster, kustomize, owner, log: silentLogger },
  );
}

/** The helm CLI as a person runs it against the test cluster. */
async function helmCli(args: string[]): Promise<string> {
  const home = await mkdtemp(join(scratch, "cli-"));
  const { stdout } = await run(helm.command, [...args, "--kubeconfig", testKubeconfig()], {
    env: { PATH: process.env.PATH, HOME: home },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

const history = async (ns: string, name = "web") =>
  JSON.parse(await helmCli(["history", name, "-n", ns, "-o", "json"])) as {
    revision: number;
    status: string;
    description: string;
  }[];
const list = async (ns: string) =>
  (JSON.parse(await helmCli(["list", "-n", ns, "-o", "json"])) as { name: string }[]).map((r) => r.name);
const configMap = (ns: string, name: string) => getJson<KubeObject>(["configmap", name, "-n", ns]);
const releaseSecrets = (ns: string, name = "web") =>
  getJson<{ items: KubeObject[] }>(["secrets", "-n", ns, "-l", `owner=helm,name=${name}`]);

describe("installOrUpgrade", () => {
  it("installs revision 1 with the owner labels, makes no revision for the same input, and revision 2 for new values", async () => {
    const ns = await createTestNamespace("helm-install");
    const first = await release(hr(ns, { values: { greeting: "hello" } }));
    expect(first.error).toBeUndefined();
    expect(first).toMatchObject({ action: "installed", revision: 1, ready: true, failures: 0 });
    expect(first.message).toContain(
      `Helm install succeeded for release ${ns}/web.v1 with chart rollout@0.1.0`,
    );
    expect(await history(ns)).toEqual([expect.objectContaining({ revision: 1, status: "deployed" })]);
    expect(await list(ns)).toEqual(["web"]);
    const [secret] = (await releaseSecrets(ns)).items;
    expect(secret!.metadata.labels).toMatchObject({
      "kustomize-sync.io/name": "apps",
      "kustomize-sync.io/namespace": "flux-system",
      "kustomize-sync.io/helmrelease-name": "web",
      "kustomize-sync.io/helmrelease-namespace": ns,
    });
    expect(secret!.metadata.labels?.[RELEASE_DIGEST_LABEL]).toMatch(/^[0-9a-f]{48}$/);
    // Hooks ran, CRDs applied by the default Create policy, origin labels from the post-render.
    expect((await configMap(ns, "web-hook")).data).toEqual({ ran: "yes" });
    expect((await configMap(ns, "web-config")).metadata.labels).toMatchObject({
      "helm.toolkit.fluxcd.io/name": "web",
      "helm.toolkit.fluxcd.io/namespace": ns,
    });
    await getJson(["crd", "rollouttests.engine.kustomize-sync.io"]);

    const again = await release(hr(ns, { values: { greeting: "hello" } }));
    expect(again).toMatchObject({ action: "unchanged", revision: 1, ready: true });
    expect(await history(ns)).toHaveLength(1);
    const [same] = (await releaseSecrets(ns)).items;
    expect(same!.metadata.resourceVersion).toBe(secret!.metadata.resourceVersion);

    const changed = await release(hr(ns, { values: { greeting: "bonjour" } }));
    expect(changed).toMatchObject({ action: "upgraded", revision: 2, ready: true });
    expect((await history(ns)).map((r) => [r.revision, r.status])).toEqual([
      [1, "superseded"],
      [2, "deployed"],
    ]);
    expect((await configMap(ns, "web-config")).data).toMatchObject({ greeting: "bonjour", revision: "2" });
  }, 240_000);

  it("stores the objects renderRelease post-renders (patches, images, commonMetadata), hooks included", async () => {
    const ns = await createTestNamespace("helm-install-postrender");
    const spec = hr(ns, {
      values: { greeting: "hi" },
      postRenderers: [
        {
          kustomize: {
            images: [{ name: "nginx", newName: "registry.example/nginx", newTag: "1.28" }],
            patches: [
              {
                target: { kind: "ConfigMap", name: "web-config" },
                patch: '[{"op": "add", "path": "/data/patched", "value": "yes"}]',
              },
            ],
          },
        },
      ],
      commonMetadata: { labels: { team: "platform" }, annotations: { owner: "ops" } },
    });
    const result = await release(spec);
    expect(result).toMatchObject({ action: "installed", ready: true });
    const chart = await charts.chartFor(spec);
    const rendered = await renderRelease({
      release: spec,
      releaseName: "web",
      releaseNamespace: ns,
      chart,
      values: spec.values!,
      capabilities: { kubeVersion: await cluster.serverVersion(), apiVersions: [] },
      helm,
      kustomize,
    });
    const byRef = (objects: KubeObject[]) =>
      objects
        .map((o) => o)
        .sort((a, b) => `${a.kind}/${a.metadata.name}`.localeCompare(`${b.kind}/${b.metadata.name}`));
    const stored = [
      ...parseManifest(await helmCli(["get", "manifest", "web", "-n", ns])),
      ...parseManifest(await helmCli(["get", "hooks", "web", "-n", ns])),
    ];
    expect(byRef(stored)).toEqual(byRef(rendered.manifests.map((m) => m.object)));
    const deployment = stored.find((o) => o.kind === "Deployment")!;
    expect(JSON.stringify(deployment)).toContain("registry.example/nginx:1.28");
    expect(stored.every((o) => o.metadata.labels?.team === "platform")).toBe(true);
  }, 240_000);

  it("rolls a failing upgrade back, retrying as upgrade.remediation.retries says", async () => {
    const ns = await createTestNamespace("helm-install-rollback");
    expect(await release(hr(ns))).toMatchObject({ action: "installed", revision: 1, ready: true });
    const failing = hr(ns, {
      timeout: "4s",
      values: { podLabels: { [FAILURE_LABEL]: "NotReady" } },
      upgrade: { remediation: { retries: 1 } },
    });
    const result = await release(failing);
    expect(result).toMatchObject({ action: "rolled back", ready: false, failures: 2 });
    expect(result.error).toMatch(
      new RegExp(
        `^HelmRelease/${ns}/web: Helm upgrade failed for release ${ns}/web with chart rollout@0\\.1\\.0: `,
      ),
    );
    expect(result.error).toContain("Helm rollback to previous release");
    expect(result.error).not.toContain("\n");
    // Helm's wait gave up; what was not ready is said by kstatus, naming the object.
    expect(result.error).toContain(`health check failed after `);
    expect(result.error).toContain(`Deployment/${ns}/web status: 'InProgress'`);
    expect(result.error).not.toContain("context deadline exceeded");
    // Helm stored 2 and 4 failed (its own wait failed, as under helm-controller); 3 and 5 are the
    // rollbacks to the release deployed before each (retries 1 > 0: the last failure is
    // remediated too).
    const revisions = await history(ns);
    expect(revisions.map((r) => [r.revision, r.status])).toEqual([
      [1, "superseded"],
      [2, "failed"],
      [3, "superseded"],
      [4, "failed"],
      [5, "deployed"],
    ]);
    expect(revisions[2]!.description).toBe("Rollback to 1");
    expect(revisions[4]!.description).toBe("Rollback to 3");
    const deployment = await getJson<KubeObject>(["deployment", "web", "-n", ns]);
    expect(JSON.stringify(deployment)).not.toContain(FAILURE_LABEL);
  }, 240_000);

  it("uninstalls a failing install between retries, leaves the last failure failed without remediateLastFailure, and tries it again in a later run", async () => {
    const ns = await createTestNamespace("helm-install-uninstall");
    const result = await release(
      hr(ns, {
        timeout: "4s",
        values: { podLabels: { [FAILURE_LABEL]: "NotReady" } },
        install: { remediation: { retries: 1 } },
      }),
    );
    expect(result).toMatchObject({ action: "failed", ready: false, failures: 2, revision: 1 });
    expect(result.error).toContain("Helm install failed for release");
    expect(result.error).toContain("exceeded maximum retries");
    expect(result.error).toContain(`Deployment/${ns}/web status: 'InProgress'`);
    // The first attempt was uninstalled; the second is left as helm-controller leaves it: failed.
    expect((await history(ns)).map((r) => [r.revision, r.status])).toEqual([[1, "failed"]]);
    // The same input in a later run: retries count within a run, so it is tried again (an upgrade
    // of the failed release, as helm-controller does once the failure count is reset).
    const again = await release(
      hr(ns, {
        timeout: "2s",
        values: { podLabels: { [FAILURE_LABEL]: "NotReady" } },
        install: { remediation: { retries: 1 } },
      }),
    );
    expect(again).toMatchObject({ action: "failed", revision: 2, ready: false, failures: 1 });
    expect(again.error).toMatch(
      new RegExp(
        `^HelmRelease/${ns}/web: Helm upgrade failed for release ${ns}/web with chart rollout@0\\.1\\.0: `,
      ),
    );
    expect((await history(ns)).map((r) => [r.revision, r.status])).toEqual([
      [1, "failed"],
      [2, "failed"],
    ]);

    const remediated = await release(
      hr(ns, {
        name: "web2",
        timeout: "4s",
        values: { podLabels: { [FAILURE_LABEL]: "NotReady" } },
        install: { remediation: { retries: 0, remediateLastFailure: true } },
      }),
    );
    expect(remediated).toMatchObject({ action: "failed", failures: 1 });
    expect(remediated.error).toContain("Helm uninstall remediation for release");
    expect(await list(ns)).toEqual(["web"]);
  }, 240_000);

  it("says an unchanged release whose objects are no longer ready is not ready, without a new revision", async () => {
    const ns = await createTestNamespace("helm-install-unready");
    expect(await release(hr(ns))).toMatchObject({ action: "installed", revision: 1, ready: true });
    // Changed behind Helm's back: the Pods of the deployed revision stop being ready.
    const patch = { spec: { template: { metadata: { labels: { [FAILURE_LABEL]: "NotReady" } } } } };
    await kubectlOk(["patch", "deployment", "web", "-n", ns, "--type=merge", "-p", JSON.stringify(patch)]);
    const again = await release(hr(ns, { timeout: "2s" }));
    expect(again).toMatchObject({ action: "unchanged", revision: 1, ready: false });
    expect(again.error).toMatch(
      new RegExp(
        `^HelmRelease/${ns}/web: chart rollout@0\\.1\\.0: release not ready: .*Deployment/${ns}/web`,
      ),
    );
    expect(await history(ns)).toHaveLength(1);
  }, 240_000);

  it("runs the post-install hook once the objects are ready (Helm's wait), and at once with disableWait", async () => {
    const ns = await createTestNamespace("helm-install-hook");
    // Ready Pods count as available only after 4s: the Deployment is Ready about 4s after it is made.
    const values = { minReadySeconds: 4 };
    /** Seconds from the Deployment's creation to the hook's (timestamps are whole seconds). */
    const hookAfter = async (name: string) => {
      const deployment = await getJson<KubeObject>(["deployment", name, "-n", ns]);
      const hook = await configMap(ns, `${name}-hook`);
      const created = (o: KubeObject) => Date.parse(String(o.metadata.creationTimestamp));
      return (created(hook) - created(deployment)) / 1000;
    };
    expect(await release(hr(ns, { values }))).toMatchObject({ action: "installed", ready: true });
    expect(await hookAfter("web")).toBeGreaterThanOrEqual(3);
    const unwaited = await release(hr(ns, { name: "quick", values, install: { disableWait: true } }));
    expect(unwaited).toMatchObject({ action: "installed", ready: true });
    expect(await hookAfter("quick")).toBeLessThan(3);
  }, 240_000);

  it("tries a failing install once per run when retries are negative (no limit), remediating it each time", async () => {
    const ns = await createTestNamespace("helm-install-forever");
    const result = await release(
      hr(ns, {
        timeout: "3s",
        values: { podLabels: { [FAILURE_LABEL]: "NotReady" } },
        install: { remediation: { retries: -1 } },
      }),
    );
    expect(result).toMatchObject({ action: "failed", failures: 1, ready: false });
    expect(result.error).toContain("Helm uninstall remediation for release");
    expect(result.error).toContain("retried on the next run");
    expect(await list(ns)).toEqual([]);
  }, 240_000);

  it("installs into targetNamespace, creating it, and stores the release in the HelmRelease's namespace", async () => {
    const ns = await createTestNamespace("helm-install-target");
    const target = `${ns}-target`;
    try {
      const result = await release(hr(ns, { targetNamespace: target, install: { createNamespace: true } }));
      expect(result).toMatchObject({
        action: "installed",
        releaseName: `${target}-web`,
        releaseNamespace: target,
        storageNamespace: ns,
        ready: true,
      });
      expect(result.warnings).toEqual([]);
      // Where helm-controller keeps it: `helm list` finds it in the storage namespace only.
      expect(await list(ns)).toEqual([`${target}-web`]);
      expect(await list(target)).toEqual([]);
      expect((await releaseSecrets(target, `${target}-web`)).items).toEqual([]);
      expect((await configMap(target, `${target}-web-config`)).metadata.namespace).toBe(target);
      expect((await getJson<KubeObject>(["namespace", target])).metadata.labels).toMatchObject({
        name: target,
      });
    } finally {
      await run("kubectl", ["--kubeconfig", testKubeconfig(), "delete", "namespace", target, "--wait=false"]);
    }
  }, 240_000);

  it("keeps maxHistory revisions in the storage namespace when it differs from the release namespace", async () => {
    const ns = await createTestNamespace("helm-install-history-apart");
    const store = await createTestNamespace("helm-install-history-apart-store");
    const spec = (greeting: string) =>
      hr(ns, { storageNamespace: store, maxHistory: 2, values: { greeting } });
    expect(await release(spec("one"))).toMatchObject({ action: "installed", revision: 1 });
    expect(await release(spec("two"))).toMatchObject({ action: "upgraded", revision: 2 });
    expect(await release(spec("three"))).toMatchObject({ action: "upgraded", revision: 3 });
    const names = async (namespace: string) =>
      (await releaseSecrets(namespace)).items.map((s) => s.metadata.name).sort();
    // Helm pruned revision 1 while it was staged: the storage namespace follows.
    expect(await names(store)).toEqual(["sh.helm.release.v1.web.v2", "sh.helm.release.v1.web.v3"]);
    expect(await names(ns)).toEqual([]);
    expect((await configMap(ns, "web-config")).data).toMatchObject({ greeting: "three" });
  }, 240_000);

  it("fails in one line naming the post-renderer when a patch does not apply, before Helm stores anything", async () => {
    const ns = await createTestNamespace("helm-install-postrender-fails");
    const result = await release(
      hr(ns, {
        postRenderers: [
          {
            kustomize: {
              images: [],
              patches: [
                {
                  target: { kind: "ConfigMap" },
                  patch: '[{"op": "replace", "path": "/nope/x", "value": 1}]',
                },
              ],
            },
          },
        ],
      }),
    );
    expect(result).toMatchObject({ action: "failed", failures: 1, ready: false });
    expect(result.error).toMatch(
      new RegExp(
        `^HelmRelease/${ns}/web: Helm install failed for release ${ns}/web with chart rollout@0\\.1\\.0: postRenderers\\[0\\]\\.kustomize failed: replace operation does not apply`,
      ),
    );
    expect(result.error).not.toContain("\n");
    // Without CRDs to render first, the same failure comes from Helm's post-renderer plugin.
    const inHelm = await release(
      hr(ns, {
        name: "web2",
        install: { crds: "Skip" },
        postRenderers: [
          {
            kustomize: {
              images: [],
              patches: [
                {
                  target: { kind: "ConfigMap" },
                  patch: '[{"op": "replace", "path": "/nope/x", "value": 1}]',
                },
              ],
            },
          },
        ],
      }),
    );
    expect(inHelm.error).toMatch(
      new RegExp(
        `^HelmRelease/${ns}/web2: Helm install failed for release ${ns}/web2 with chart rollout@0\\.1\\.0: postRenderers\\[0\\]\\.kustomize failed: replace operation does not apply`,
      ),
    );
    expect(await list(ns)).toEqual([]);
  }, 240_000);

  it("applies the CRDs of the release the build rendered instead of rendering the chart again", async () => {
    const ns = await createTestNamespace("helm-install-rendered");
    const group = `${ns}.rendered.example.com`;
    const crd: KubeObject = {
      apiVersion: "apiextensions.k8s.io/v1",
      kind: "CustomResourceDefinition",
      metadata: { name: `widgets.${group}` },
      spec: {
        group,
        scope: "Namespaced",
        names: { plural: "widgets", singular: "widget", kind: "Widget", listKind: "WidgetList" },
        versions: [
          {
            name: "v1",
            served: true,
            storage: true,
            schema: { openAPIV3Schema: { type: "object", "x-kubernetes-preserve-unknown-fields": true } },
          },
        ],
      },
    };
    const spec = hr(ns);
    try {
      const result = await installOrUpgrade(
        {
          release: spec,
          chart: await charts.chartFor(spec),
          values: {},
          rendered: { crds: [{ object: crd }] },
        },
        { helm, cluster, kustomize, owner: OWNER, log: silentLogger },
      );
      expect(result).toMatchObject({ action: "installed", ready: true });
      // The given CRD, which the chart does not have, is the one applied and Established.
      const applied = await getJson<KubeObject>(["crd", `widgets.${group}`]);
      expect(
        (applied.status as { conditions: { type: string; status: string }[] }).conditions,
      ).toContainEqual(expect.objectContaining({ type: "Established", status: "True" }));
    } finally {
      await kubectl(["delete", "crd", `widgets.${group}`, "--ignore-not-found", "--wait=false"]);
    }
  }, 240_000);

  it("refuses a release of the same name installed by hand, and never adopts it", async () => {
    const ns = await createTestNamespace("helm-install-refuse");
    await helmCli(["install", "web", CHART, "-n", ns, "--skip-crds"]);
    const result = await release(hr(ns, { values: { greeting: "mine" } }));
    expect(result.action).toBe("failed");
    expect(result.error).toBe(
      `HelmRelease/${ns}/web: refused: Helm release ${ns}/web exists and is held by a release without kustomize-sync's owner labels (installed by hand, by helm-controller or another tool); kustomize-sync never adopts a release`,
    );
    expect(await history(ns)).toHaveLength(1);
    expect(((await configMap(ns, "web-config")).data as Record<string, string>).greeting).toBe("hello");

    // Another Kustomization's release is refused just the same.
    const other = await release(hr(ns, { name: "api" }), { name: "other", namespace: "flux-system" });
    expect(other.action).toBe("installed");
    const taken = await release(hr(ns, { name: "api" }));
    expect(taken.error).toContain("is held by Kustomization/flux-system/other for HelmRelease/");
  }, 240_000);

  it("tells a release deployed with the digest of its inputs (sync then renders nothing), and writes nothing for unrendered inputs whose digest no longer matches", async () => {
    const ns = await createTestNamespace("helm-install-deployed");
    const spec = hr(ns, { values: { greeting: "hello" } });
    const chart = await charts.chartFor(spec);
    expect(await deployedUnchanged({ release: spec, chart, values: { greeting: "hello" } }, cluster)).toBe(
      false,
    );
    expect((await release(spec)).action).toBe("installed");
    expect(await deployedUnchanged({ release: spec, chart, values: { greeting: "hello" } }, cluster)).toBe(
      true,
    );
    expect(await deployedUnchanged({ release: spec, chart, values: { greeting: "bonjour" } }, cluster)).toBe(
      false,
    );
    // Stored apart from its objects: never taken as unchanged before the engine looks (staged copies).
    const apart = hr(ns, { values: { greeting: "hello" }, storageNamespace: "default" });
    expect(await deployedUnchanged({ release: apart, chart, values: { greeting: "hello" } }, cluster)).toBe(
      false,
    );

    // Rendered as unchanged, then changed before the release ran: failed in one line, nothing written.
    const result = await installOrUpgrade(
      { release: spec, chart, values: { greeting: "bonjour" }, expectUnchanged: true },
      { helm, cluster, kustomize, owner: OWNER, log: silentLogger },
    );
    expect(result).toMatchObject({ action: "failed", ready: false });
    expect(result.error).toContain(`the release ${ns}/web changed while this run went on`);
    expect(result.error).not.toContain("\n");
    expect(await history(ns)).toHaveLength(1);
    expect((await configMap(ns, "web-config")).data).toMatchObject({ greeting: "hello" });
  }, 240_000);
});

describe("a cluster the engine may not read", () => {
  it("is the release's one-line failure, not a throw", async () => {
    const ns = await createTestNamespace("helm-install-denied");
    const spec = hr(ns);
    const denied = cluster.impersonate(`system:serviceaccount:${ns}:nobody`);
    const result = await installOrUpgrade(
      { release: spec, chart: await charts.chartFor(spec), values: {} },
      { helm, cluster: denied, kustomize, owner: OWNER, log: silentLogger },
    );
    expect(result).toMatchObject({ action: "failed", ready: false });
    expect(result.error).toMatch(
      new RegExp(`^HelmRelease/${ns}/web: chart rollout@0\\.1\\.0: .*forbidden`, "i"),
    );
    expect(result.error).not.toContain("\n");
    expect(await list(ns)).toEqual([]);
    // sync's look before rendering answers "render it" (the engine then says why it cannot).
    const chart = await charts.chartFor(spec);
    expect(await deployedUnchanged({ release: spec, chart, values: {} }, denied)).toBe(false);
  }, 120_000);
});

describe("uninstallRelease", () => {
  it("uninstalls only the release this Kustomization installed for this HelmRelease", async () => {
    const ns = await createTestNamespace("helm-uninstall");
    expect(await release(hr(ns))).toMatchObject({ action: "installed" });
    await helmCli(["install", "manual", CHART, "-n", ns, "--skip-crds"]);
    const deps = { helm, cluster, owner: OWNER, log: silentLogger };

    const refused = await uninstallRelease(hr(ns, { name: "manual" }), deps);
    expect(refused).toMatchObject({ action: "failed" });
    expect(refused.error).toContain(
      `HelmRelease/${ns}/manual: not uninstalled: Helm release ${ns}/manual is held by`,
    );

    const removed = await uninstallRelease(hr(ns), deps);
    expect(removed).toMatchObject({ action: "uninstalled", revision: 1 });
    expect(removed.message).toBe(
      `Helm uninstall succeeded for release ${ns}/web.v1 with chart rollout@0.1.0`,
    );
    expect(await list(ns)).toEqual(["manual"]);
    expect(((await configMap(ns, "manual-config")).data as Record<string, string>).greeting).toBe("hello");

    const kept = hr(ns, { name: "kept", uninstall: { keepHistory: true } });
    await release(kept);
    expect(await uninstallRelease(kept, deps)).toMatchObject({ action: "uninstalled" });
    expect(await history(ns, "kept")).toEqual([
      expect.objectContaining({ revision: 1, status: "uninstalled" }),
    ]);
  }, 240_000);

  it("uninstalls a release stored apart from its objects, keeping its history in the storage namespace", async () => {
    const ns = await createTestNamespace("helm-uninstall-apart");
    const store = await createTestNamespace("helm-uninstall-apart-store");
    const deps = { helm, cluster, kubeconfig: testKubeconfig(), owner: OWNER, log: silentLogger };
    const kept = hr(ns, { storageNamespace: store, uninstall: { keepHistory: true } });
    expect(await release(kept)).toMatchObject({ action: "installed", storageNamespace: store });
    expect(await uninstallRelease(kept, deps)).toMatchObject({
      action: "uninstalled",
      storageNamespace: store,
    });
    expect(await history(store, "web")).toEqual([
      expect.objectContaining({ revision: 1, status: "uninstalled" }),
    ]);
    expect((await releaseSecrets(ns)).items).toEqual([]);
    expect(
      await run("kubectl", [
        "--kubeconfig",
        testKubeconfig(),
        "get",
        "configmap",
        "web-config",
        "-n",
        ns,
      ]).catch((e: Error) => e.message),
    ).toMatch(/NotFound/);

    // Without keepHistory: no storage Secret left anywhere.
    const gone = hr(ns, { name: "gone", storageNamespace: store });
    expect(await release(gone)).toMatchObject({ action: "installed", storageNamespace: store });
    expect(await uninstallRelease(gone, deps)).toMatchObject({ action: "uninstalled" });
    expect((await releaseSecrets(store, "gone")).items).toEqual([]);
    expect((await releaseSecrets(ns, "gone")).items).toEqual([]);
  }, 240_000);
});
