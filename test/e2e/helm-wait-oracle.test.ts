// helm-controller v1.6.4 (with source-controller, run out of cluster) as the oracle of how a
// release waits: the same HelmRelease given to it and to the engine, each in its own namespace,
// must leave the same revisions in `helm history` — `failed` for objects that never become ready
// within spec.timeout, `deployed` otherwise — and run the post-install hook only once the
// Deployment is ready (a Deployment with minReadySeconds is ready seconds after it is made).
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
} from "../../src/helm/index.js";
import { type KubeObject, silentLogger } from "../../src/model/index.js";
import type { Renderer } from "../../src/render/index.js";
import { SourceResolver } from "../../src/sources/index.js";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { fluxKustomize } from "../support/flux-kustomize.js";
import { type HelmOracle, startHelmController } from "../support/helm-controller.js";
import { createTestNamespace, FAILURE_LABEL, getJson, testKubeconfig } from "./support/cluster.js";

const run = promisify(execFile);
const _repo = join(import.meta.dirname, "../..");
const OWNER = { name: "apps", namespace: "flux-system" };

let repository: ChartRepository;
let helm: Helm;
let kustomize: Renderer;
let cluster: KubeCluster;
let oracle: HelmOracle;
let scratch: string;
let theirs: string;
let ours: string;
let charts: ChartFetcher;

beforeAll(async () => {
  helm = await detectHelm(helmBinary());
  kustomize = await fluxKustomize();
  scratch = await mkdtemp(join(tmpdir(), "ks-helm-wait-"));
  repository = await startChartRepository({ charts: [["rollout", "0.1.0"]] });
  cluster = await connect({ kubeconfig: testKubeconfig() });
  theirs = await createTestNamespace("helm-wait-hc");
  ours = await createTestNamespace("helm-wait-ks");
  oracle = await startHelmController(testKubeconfig(), theirs);
  const fleet = await mkdtemp(join(scratch, "fleet-"));
  await writeFile(join(fleet, "sources.yaml"), JSON.stringify(helmRepository(ours)));
  const resolver = new SourceResolver({ root: fleet, path: fleet, defaultNamespace: ours, mapping: {} });
  charts = new ChartFetcher({ resolver, cacheDir: join(scratch, "cache"), helm: helm.command });
}, 900_000);

afterAll(async () => {
  await oracle?.stop();
  await cluster?.close();
  await repository?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
}, 120_000);

const helmRepository = (namespace: string): KubeObject => ({
  apiVersion: "source.toolkit.fluxcd.io/v1",
  kind: "HelmRepository",
  metadata: { name: "charts", namespace },
  spec: { interval: "10m", url: repository.url },
});

const helmRelease = (namespace: string, name: string, timeout: string, values: object): KubeObject => ({
  apiVersion: "helm.toolkit.fluxcd.io/v2",
  kind: "HelmRelease",
  metadata: { name, namespace },
  spec: {
    interval: "10m",
    timeout,
    chart: {
      spec: { chart: "rollout", version: "0.1.0", sourceRef: { kind: "HelmRepository", name: "charts" } },
    },
    values,
  },
});

async function history(namespace: string, name: string): Promise<[number, string][]> {
  const home = await mkdtemp(join(scratch, "cli-"));
  const { stdout } = await run(
    helm.command,
    ["history", name, "-n", namespace, "-o", "json", "--kubeconfig", testKubeconfig()],
    { env: { PATH: process.env.PATH, HOME: home } },
  );
  return (JSON.parse(stdout) as { revision: number; status: string }[]).map((r) => [r.revision, r.status]);
}

/** Seconds from the Deployment's creation to its post-install hook's; undefined: the hook never ran. */
async function hookAfter(namespace: string, name: string): Promise<number | undefined> {
  const created = (o: KubeObject) => Date.parse(String(o.metadata.creationTimestamp));
  const deployment = await getJson<KubeObject>(["deployment", name, "-n", namespace]);
  const hooks = await getJson<{ items: KubeObject[] }>(["configmaps", "-n", namespace]);
  const hook = hooks.items.find((o) => o.metadata.name === `${name}-hook`);
  return hook ? (created(hook) - created(deployment)) / 1000 : undefined;
}

async function engine(object: KubeObject) {
  const { spec } = helmReleaseFrom(object);
  return installOrUpgrade(
    { release: spec!, chart: await charts.chartFor(spec!), values: spec!.values ?? {} },
    { helm, cluster, kustomize, owner: OWNER, log: silentLogger },
  );
}

describe("a release waits for its objects as under helm-controller", () => {
  it("stores a revision whose objects never become ready as failed, without running its post-install hook", async () => {
    const values = { podLabels: { [FAILURE_LABEL]: "NotReady" } };
    const result = await oracle.install([helmRepository(theirs), helmRelease(theirs, "stuck", "5s", values)]);
    expect(result, oracle.log()).toMatchObject({ ready: false, reason: "InstallFailed" });
    const released = await engine(helmRelease(ours, "stuck", "5s", values));
    expect(released).toMatchObject({ action: "failed", ready: false, revision: 1 });
    expect(released.error).toContain(`Deployment/${ours}/stuck status: 'InProgress'`);
    expect(await history(ours, "stuck")).toEqual(await history(theirs, "stuck"));
    expect(await history(ours, "stuck")).toEqual([[1, "failed"]]);
    expect(await hookAfter(theirs, "stuck")).toBeUndefined();
    expect(await hookAfter(ours, "stuck")).toBeUndefined();
  }, 300_000);

  it("runs the post-install hook once the Deployment is ready", async () => {
    // Ready Pods count as available only after 4s: the Deployment is Ready about 4s after it is made.
    const values = { minReadySeconds: 4 };
    const result = await oracle.install([helmRepository(theirs), helmRelease(theirs, "slow", "60s", values)]);
    expect(result, oracle.log()).toMatchObject({ ready: true, reason: "InstallSucceeded" });
    const released = await engine(helmRelease(ours, "slow", "60s", values));
    expect(released).toMatchObject({ action: "installed", ready: true, revision: 1 });
    expect(await history(ours, "slow")).toEqual(await history(theirs, "slow"));
    // Timestamps are whole seconds: a hook made 4s after the Deployment reads at least 3s later.
    expect(await hookAfter(theirs, "slow")).toBeGreaterThanOrEqual(3);
    expect(await hookAfter(ours, "slow")).toBeGreaterThanOrEqual(3);
  }, 300_000);
});
