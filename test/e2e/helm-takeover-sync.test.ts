// helm-controller installed after kustomize-sync released a HelmRelease. `sync` releases it first
// (helm-releaser: kustomize-sync — Flux's CRDs are installed, no helm-controller runs); then
// helm-controller v1.6 and source-controller v1.9 are started out of cluster and the next `sync`
// runs with the default `auto`: the cluster serves HelmRelease, so it applies the HelmRelease
// object and releases nothing. helm-controller finds a release without status.history and upgrades
// it once (revision 2), keeping its objects. From then on kustomize-sync's engine refuses the
// release even when told to release it: helm-controller's revision carries kustomize-sync's owner
// labels over, so the HelmRelease's status.history is what says who releases it. docs/FLUX.md says
// what and why.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helmControllerBuild, installHelmCrds } from "../../scripts/tools/helm-controller.mjs";
import { RELEASE_OWNER_LABELS } from "../../src/helm/release-labels.js";
import {
  type KubeObject,
  OWNER_NAME_LABEL,
  OWNER_NAMESPACE_LABEL,
  type ReleaseResult,
  type RunReport,
} from "../../src/model/index.js";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { type HelmOracle, startHelmController } from "../support/helm-controller.js";
import { createTestNamespace, getJson, kubectlOk, testKubeconfig, waitFor } from "./support/cluster.js";
import { inventoryIds, prepareRepo, row, runSync } from "./support/sync.js";

let charts: ChartRepository;
let home: string;
let oracle: HelmOracle | undefined;

beforeAll(async () => {
  charts = await startChartRepository({ charts: [["workload", "0.1.0"]] });
  home = await mkdtemp(join(tmpdir(), "ks-helm-takeover-sync-"));
  // Flux's CRDs without their controllers: the cluster a `helm-releaser: kustomize-sync` is for.
  installHelmCrds(testKubeconfig(), helmControllerBuild().crdDir);
}, 120_000);

afterAll(async () => {
  await oracle?.stop();
  await charts?.close();
  if (home) await rm(home, { recursive: true, force: true });
}, 120_000);

interface HistoryEntry {
  revision: number;
  status: string;
  description: string;
}

function history(ns: string, name: string): HistoryEntry[] {
  const out = execFileSync(helmBinary(), ["history", name, "--namespace", ns, "--output", "json"], {
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: home, KUBECONFIG: testKubeconfig() },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return (JSON.parse(out) as HistoryEntry[]).map(({ revision, status, description }) => ({
    revision,
    status,
    description,
  }));
}

/** The release's objects: uid and generation, which an in-place upgrade keeps. */
async function objects(ns: string): Promise<Record<string, { uid: string; generation?: number }>> {
  const list = await getJson<{ items: KubeObject[] }>([
    "deployment/web",
    "configmap/web-settings",
    "--namespace",
    ns,
  ]);
  return Object.fromEntries(
    list.items.map((o) => [
      o.kind,
      {
        uid: (o.metadata as { uid: string }).uid,
        generation: (o.metadata as { generation?: number }).generation,
      },
    ]),
  );
}

interface HelmReleaseObject extends KubeObject {
  status?: {
    conditions?: { type: string; status: string; reason: string; observedGeneration?: number }[];
    history?: { name: string; namespace: string; version: number }[];
  };
}

function released(report: RunReport, name: string): ReleaseResult | undefined {
  return row(report, "apps").releases?.find((r) => r.ref.endsWith(`/${name}`));
}

describe("helm-controller installed after kustomize-sync released a HelmRelease", () => {
  it("upgrades the release once in place; kustomize-sync then refuses it and, by default, leaves it to helm-controller", async () => {
    const ns = await createTestNamespace("helm-takeover-sync");
    const repo = await prepareRepo("helm-takeover", ns);
    const repositoryFile = join(repo, "apps/repository.yaml");
    await writeFile(
      repositoryFile,
      (await readFile(repositoryFile, "utf8")).replace("__CHARTS__", charts.url),
    );
    const sync = (helmReleaser?: "kustomize-sync") =>
      runSync(repo, {
        helm: helmBinary(),
        chartCache: join(repo, ".charts"),
        ...(helmReleaser ? { helmReleaser } : {}),
      });

    // kustomize-sync releases it: revision 1.
    const first = await sync("kustomize-sync");
    expect(row(first, "apps").ready, row(first, "apps").message).toBe("True");
    expect(released(first, "web")).toMatchObject({ action: "installed", revision: 1, ready: "True" });
    const before = await objects(ns);
    expect(Object.keys(before).sort()).toEqual(["ConfigMap", "Deployment"]);

    // helm-controller is installed (started out of cluster), and the next run has the default
    // `auto`: the cluster now serves HelmRelease, so kustomize-sync applies the HelmRelease object
    // and releases nothing itself; the inventory keeps listing the HelmRelease.
    oracle = await startHelmController(testKubeconfig(), ns);
    const handedOver = await sync();
    const apps = row(handedOver, "apps");
    expect(`${apps.ready} ${apps.reason}`, apps.message).toBe("True ReconciliationSucceeded");
    expect(apps.releases).toBeUndefined();
    expect(apps.changes.filter((c) => c.kind === "HelmRelease").map((c) => `${c.name} ${c.action}`)).toEqual([
      "web created",
    ]);
    expect(await inventoryIds(ns, "apps")).toEqual([
      `${ns}_charts_source.toolkit.fluxcd.io_HelmRepository`,
      `${ns}_web_helm.toolkit.fluxcd.io_HelmRelease`,
    ]);

    // helm-controller finds a release and no status.history: it calls the release "Unmanaged" and
    // upgrades it once, in place.
    const ready = await waitFor(
      async () => {
        const o = await getJson<HelmReleaseObject>([
          "helmrelease.helm.toolkit.fluxcd.io/web",
          "--namespace",
          ns,
        ]);
        const condition = o.status?.conditions?.find((c) => c.type === "Ready");
        return condition?.status === "True" && condition.observedGeneration === o.metadata.generation
          ? condition
          : undefined;
      },
      90_000,
      "HelmRelease web Ready by helm-controller",
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${oracle?.log()}`);
    });
    expect(ready.reason).toBe("UpgradeSucceeded");
    expect(history(ns, "web")).toEqual([
      { revision: 1, status: "superseded", description: "Install complete" },
      { revision: 2, status: "deployed", description: "Upgrade complete" },
    ]);
    // The same objects, the Deployment not rolled.
    expect(await objects(ns)).toEqual(before);
    const hr = await getJson<HelmReleaseObject>([
      "helmrelease.helm.toolkit.fluxcd.io/web",
      "--namespace",
      ns,
    ]);
    expect(hr.status?.history).toMatchObject([{ name: "web", namespace: ns, version: 2 }]);
    // helm-controller's revision carries kustomize-sync's owner labels over (Helm copies release
    // labels on upgrade): the labels alone would still call the release kustomize-sync's.
    const revision2 = await getJson<KubeObject>(["secret", "sh.helm.release.v1.web.v2", "--namespace", ns]);
    expect(revision2.metadata.labels).toMatchObject({
      [RELEASE_OWNER_LABELS.kustomizationName]: "apps",
      [RELEASE_OWNER_LABELS.name]: "web",
    });

    // Told to release it anyway: refused, in one line naming the HelmRelease; nothing written.
    const forced = await sync("kustomize-sync");
    expect(row(forced, "apps").ready).toBe("False");
    expect(released(forced, "web")).toMatchObject({ action: "failed", ready: "False" });
    expect(released(forced, "web")?.message).toBe(
      `HelmRelease/${ns}/web: refused: helm-controller releases Helm release ${ns}/web (the HelmRelease's status.history names it); kustomize-sync never adopts a release`,
    );
    expect(history(ns, "web")).toHaveLength(2);

    // By default, from then on: nothing released, nothing changed, no new revision.
    const later = await sync();
    const after = row(later, "apps");
    expect(`${after.ready} ${after.reason}`, after.message).toBe("True ReconciliationSucceeded");
    expect(after.releases).toBeUndefined();
    expect(after.changes.filter((c) => c.action !== "unchanged")).toEqual([]);
    expect(await inventoryIds(ns, "apps")).toContain(`${ns}_web_helm.toolkit.fluxcd.io_HelmRelease`);
    expect(history(ns, "web")).toHaveLength(2);
    expect(await objects(ns)).toEqual(before);

    // The HelmRelease leaves git while its object stays, no longer kustomize-sync's (its owner
    // labels removed, as for one another tool applies): a run told to release finds the release by
    // the labels helm-controller carried over, and refuses to uninstall it.
    await kubectlOk([
      "label",
      "helmrelease.helm.toolkit.fluxcd.io/web",
      "--namespace",
      ns,
      `${OWNER_NAME_LABEL}-`,
      `${OWNER_NAMESPACE_LABEL}-`,
    ]);
    const kustomization = join(repo, "apps/kustomization.yaml");
    await writeFile(kustomization, "resources: [repository.yaml]\n");
    const removed = await sync("kustomize-sync");
    expect(released(removed, "web")).toMatchObject({
      action: "failed",
      ready: "False",
      message: `HelmRelease/${ns}/web: not uninstalled: Helm release ${ns}/web is held by helm-controller (the HelmRelease's status.history names it)`,
    });
    expect(history(ns, "web")).toHaveLength(2);
    expect(await objects(ns)).toEqual(before);
  }, 300_000);
});
