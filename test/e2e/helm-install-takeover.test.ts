// What helm-controller v1.6.4 (with source-controller v1.9.6, run out of cluster) does with a
// release the engine installed, when the same HelmRelease is later given to it: the release it
// finds in storage is not in its status history, so it upgrades once (a new revision, the same
// objects) rather than installing again; the engine's labels stay on the release (Helm merges
// release labels on upgrade), so the labels cannot say who releases it any more: the
// HelmRelease's status.history does, and the engine, run again, refuses the release.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type KubeCluster } from "../../src/cluster/index.js";
import {
  ChartFetcher,
  detectHelm,
  type Helm,
  helmReleaseFrom,
  installOrUpgrade,
  RELEASE_DIGEST_LABEL,
} from "../../src/helm/index.js";
import { type KubeObject, silentLogger } from "../../src/model/index.js";
import type { Renderer } from "../../src/render/index.js";
import { SourceResolver } from "../../src/sources/index.js";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { fluxKustomize } from "../support/flux-kustomize.js";
import { type HelmOracle, startHelmController } from "../support/helm-controller.js";
import { createTestNamespace, getJson, testKubeconfig } from "./support/cluster.js";

const run = promisify(execFile);
const _repo = join(import.meta.dirname, "../..");
const OWNER = { name: "apps", namespace: "flux-system" };

let repository: ChartRepository;
let helm: Helm;
let kustomize: Renderer;
let cluster: KubeCluster;
let oracle: HelmOracle;
let scratch: string;
let ns: string;

beforeAll(async () => {
  helm = await detectHelm(helmBinary());
  kustomize = await fluxKustomize();
  scratch = await mkdtemp(join(tmpdir(), "ks-helm-takeover-"));
  repository = await startChartRepository({ charts: [["rollout", "0.1.0"]] });
  cluster = await connect({ kubeconfig: testKubeconfig() });
  ns = await createTestNamespace("helm-takeover");
}, 900_000);

afterAll(async () => {
  await oracle?.stop();
  await cluster?.close();
  await repository?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
}, 120_000);

const helmRepository = (): KubeObject => ({
  apiVersion: "source.toolkit.fluxcd.io/v1",
  kind: "HelmRepository",
  metadata: { name: "charts", namespace: ns },
  spec: { interval: "10m", url: repository.url },
});

const helmRelease = (): KubeObject => ({
  apiVersion: "helm.toolkit.fluxcd.io/v2",
  kind: "HelmRelease",
  metadata: { name: "web", namespace: ns },
  spec: {
    interval: "10m",
    timeout: "60s",
    chart: {
      spec: { chart: "rollout", version: "0.1.0", sourceRef: { kind: "HelmRepository", name: "charts" } },
    },
    values: { greeting: "hello" },
  },
});

async function history(): Promise<{ revision: number; status: string; description: string }[]> {
  const home = await mkdtemp(join(scratch, "cli-"));
  const { stdout } = await run(
    helm.command,
    ["history", "web", "-n", ns, "-o", "json", "--kubeconfig", testKubeconfig()],
    { env: { PATH: process.env.PATH, HOME: home } },
  );
  return JSON.parse(stdout);
}

describe("helm-controller after the engine", () => {
  it("upgrades the engine's release once instead of installing it again, keeping its objects and labels", async () => {
    const fleet = await mkdtemp(join(scratch, "fleet-"));
    await writeFile(join(fleet, "sources.yaml"), JSON.stringify(helmRepository()));
    const resolver = new SourceResolver({ root: fleet, path: fleet, defaultNamespace: ns, mapping: {} });
    const charts = new ChartFetcher({ resolver, cacheDir: join(scratch, "cache"), helm: helm.command });
    const { spec } = helmReleaseFrom(helmRelease());
    const ours = await installOrUpgrade(
      { release: spec!, chart: await charts.chartFor(spec!), values: spec!.values ?? {} },
      { helm, cluster, kustomize, owner: OWNER, log: silentLogger },
    );
    expect(ours).toMatchObject({ action: "installed", revision: 1, ready: true });
    const uid = (await getJson<KubeObject>(["deployment", "web", "-n", ns])).metadata.uid;

    oracle = await startHelmController(testKubeconfig(), ns);
    const result = await oracle.install([helmRepository(), helmRelease()]);
    expect(result, oracle.log()).toMatchObject({ ready: true, reason: "UpgradeSucceeded" });
    expect((await history()).map((r) => [r.revision, r.status, r.description])).toEqual([
      [1, "superseded", "Install complete"],
      [2, "deployed", "Upgrade complete"],
    ]);
    // The same objects, not deleted and made again.
    expect((await getJson<KubeObject>(["deployment", "web", "-n", ns])).metadata.uid).toBe(uid);
    const secrets = await getJson<{ items: KubeObject[] }>([
      "secrets",
      "-n",
      ns,
      "-l",
      "owner=helm,name=web,version=2",
    ]);
    expect(secrets.items[0]!.metadata.labels).toMatchObject({
      "kustomize-sync.io/name": "apps",
      "kustomize-sync.io/helmrelease-name": "web",
      [RELEASE_DIGEST_LABEL]: expect.stringMatching(/^[0-9a-f]{48}$/),
    });
    // Our labels on helm-controller's revision do not make it ours: the engine, run again with the
    // same input, refuses it (the HelmRelease's status.history names it) and writes nothing.
    const again = await installOrUpgrade(
      { release: spec!, chart: await charts.chartFor(spec!), values: spec!.values ?? {} },
      { helm, cluster, kustomize, owner: OWNER, log: silentLogger },
    );
    expect(again).toMatchObject({ action: "failed", ready: false });
    expect(again.message).toContain("helm-controller releases Helm release");
    expect(await history()).toHaveLength(2);
  }, 300_000);
});
