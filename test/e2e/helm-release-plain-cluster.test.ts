// A fleet of HelmReleases synced with the default options to a plain cluster: no Flux CRD, so no
// helm-controller and no source-controller. `helm-releaser: auto` then makes kustomize-sync the
// releaser: it installs the releases itself, reads the HelmRepository instead of applying it, and
// applies no HelmRelease object. The shared test cluster has Flux's CRDs (other tests install
// them), so this file starts a control plane of its own from the same cached binaries, in a
// directory of its own (scripts/cluster/control-plane.mjs), and stops it afterwards.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startControlPlane } from "../../scripts/cluster/control-plane.mjs";
import type { KubeObject } from "../../src/cluster/types.js";
import { decodeInventory } from "../../src/inventory/codec.js";
import type { ReleaseResult, RunReport } from "../../src/model/index.js";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { prepareRepo, row, runSync } from "./support/sync.js";

const run = promisify(execFile);
const NAMESPACE = "plain-apps";

let plain: { kubeconfigPath: string; stop: () => Promise<void> };
let plainRepoDir: string;
let charts: ChartRepository;
let home: string;

beforeAll(async () => {
  // Keyed by <repoDir>/.cluster: a temporary repoDir is a control plane of its own; the shared
  // one is left alone.
  plainRepoDir = await mkdtemp(join(tmpdir(), "ks-plain-cluster-"));
  plain = await startControlPlane({
    repoDir: plainRepoDir,
    log: () => {},
    owner: "helm-release-plain-cluster test",
    reuse: false,
  });
  charts = await startChartRepository({ charts: [["workload", "0.1.0"]] });
  home = await mkdtemp(join(tmpdir(), "ks-plain-cluster-home-"));
}, 600_000);

afterAll(async () => {
  await charts?.close();
  await plain?.stop();
  for (const dir of [plainRepoDir, home]) if (dir) await rm(dir, { recursive: true, force: true });
}, 120_000);

/** kubectl against the plain cluster: stdout, throws with stderr on failure. */
async function plainctl(args: string[]): Promise<string> {
  const { stdout } = await run("kubectl", ["--kubeconfig", plain.kubeconfigPath, ...args]);
  return stdout;
}

/** Whether kubectl finds the object; a kind the cluster does not serve is not found either. */
async function found(args: string[]): Promise<boolean> {
  return plainctl(["get", ...args, "-o", "name"]).then(
    () => true,
    () => false,
  );
}

/** `helm history` as helm itself reads the release's storage in the plain cluster. */
async function history(name: string): Promise<{ revision: number; status: string }[]> {
  const { stdout } = await run(
    helmBinary(),
    ["history", name, "--namespace", NAMESPACE, "--output", "json"],
    {
      env: { PATH: process.env.PATH, HOME: home, KUBECONFIG: plain.kubeconfigPath },
    },
  );
  return JSON.parse(stdout) as { revision: number; status: string }[];
}

async function fleet(): Promise<string> {
  const repo = await prepareRepo("helm-release", NAMESPACE);
  const file = join(repo, "apps/repository.yaml");
  await writeFile(file, (await readFile(file, "utf8")).replace("__CHARTS__", charts.url));
  return repo;
}

function released(report: RunReport, name: string): ReleaseResult | undefined {
  return row(report, "apps").releases?.find((r) => r.ref === `HelmRelease/${NAMESPACE}/${name}`);
}

describe("a fleet of HelmReleases synced with the default options to a cluster without Flux", () => {
  it("releases them itself, reads the HelmRepository instead of applying it, and a second run changes nothing", async () => {
    await plainctl(["create", "namespace", NAMESPACE]);
    // No Flux CRD at all: this is what makes `auto` choose kustomize-sync.
    const fluxCrds = (await plainctl(["get", "crd", "-o", "name"]))
      .split("\n")
      .filter((n) => n.includes("toolkit.fluxcd.io"));
    expect(fluxCrds).toEqual([]);

    const repo = await fleet();
    // Default options: no helmReleaser. helm and the chart cache only say where things are.
    const sync = () =>
      runSync(repo, {
        kubeconfig: plain.kubeconfigPath,
        helm: helmBinary(),
        chartCache: join(repo, ".charts"),
      });
    const first = await sync();
    const apps = row(first, "apps");
    expect(`${apps.ready} ${apps.reason}`, apps.message).toBe("True ReconciliationSucceeded");
    expect(released(first, "backend")).toMatchObject({
      action: "installed",
      revision: 1,
      ready: "True",
      chart: "workload",
      version: "0.1.0",
    });
    expect(released(first, "frontend")).toMatchObject({ action: "installed", revision: 1, ready: "True" });
    expect(await history("backend")).toMatchObject([{ revision: 1, status: "deployed" }]);
    expect(await history("frontend")).toMatchObject([{ revision: 1, status: "deployed" }]);
    expect(await found(["deployment", "backend", "-n", NAMESPACE])).toBe(true);

    // The HelmRepository is read, not applied, and a warning says so; no HelmRelease object either
    // (the cluster serves neither kind: kubectl cannot find them).
    expect(apps.warnings).toContain(
      `HelmRepository/${NAMESPACE}/charts not applied: the cluster does not serve source.toolkit.fluxcd.io/v1 HelmRepository (Flux's source-controller); kustomize-sync reads it for the HelmReleases it releases`,
    );
    expect(await found(["helmrepositories.source.toolkit.fluxcd.io", "-n", NAMESPACE])).toBe(false);
    expect(await found(["helmreleases.helm.toolkit.fluxcd.io", "-n", NAMESPACE])).toBe(false);
    const kinds = apps.changes.map((c) => `${c.kind}/${c.name} ${c.action}`).sort();
    expect(kinds).toEqual(["ConfigMap/backend-values created"]);
    // The inventory lists the HelmReleases as Flux's inventory would list their objects.
    expect(await inventoryIdsIn()).toEqual([
      `${NAMESPACE}_backend-values__ConfigMap`,
      `${NAMESPACE}_backend_helm.toolkit.fluxcd.io_HelmRelease`,
      `${NAMESPACE}_frontend_helm.toolkit.fluxcd.io_HelmRelease`,
    ]);

    // A second run: nothing new, no new Helm revision.
    const second = await sync();
    const again = row(second, "apps");
    expect(`${again.ready} ${again.reason}`, again.message).toBe("True ReconciliationSucceeded");
    expect(again.changes.filter((c) => c.action !== "unchanged")).toEqual([]);
    expect(released(second, "backend")).toMatchObject({ action: "unchanged", revision: 1 });
    expect(released(second, "frontend")).toMatchObject({ action: "unchanged", revision: 1 });
    expect(await history("backend")).toHaveLength(1);
    expect(await history("frontend")).toHaveLength(1);
  }, 240_000);
});

/** The ids the inventory of `apps` lists, read from its ConfigMap in the plain cluster. */
async function inventoryIdsIn(): Promise<string[] | undefined> {
  const list = JSON.parse(
    await plainctl([
      "get",
      "configmap",
      "-n",
      NAMESPACE,
      "-l",
      "kustomize-sync.io/inventory=true",
      "-o",
      "json",
    ]),
  ) as { items: KubeObject[] };
  const inventory = list.items.map(decodeInventory).find((inv) => inv.kustomization.name === "apps");
  return inventory?.entries.map((e) => e.id).sort();
}
