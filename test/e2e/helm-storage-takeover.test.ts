// A HelmRelease with spec.targetNamespace, released by kustomize-sync and by helm-controller v1.6
// (run out of cluster): both keep the release in the HelmRelease's namespace, objects in the
// target namespace. The storage Secret kustomize-sync writes matches helm-controller's (namespace,
// name, Helm's labels, the record's namespace), and helm-controller started after kustomize-sync's
// install finds the release where it looks and takes it over as docs/FLUX.md says: one upgrade in
// place, no new install.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { helmControllerBuild, installHelmCrds } from "../../scripts/tools/helm-controller.mjs";
import { decodeRelease } from "../../src/helm/release-store.js";
import type { KubeObject, ReleaseResult, RunReport } from "../../src/model/index.js";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { type HelmOracle, startHelmController } from "../support/helm-controller.js";
import { createTestNamespace, getJson, testKubeconfig, waitFor } from "./support/cluster.js";
import { prepareRepo, row, runSync } from "./support/sync.js";

let charts: ChartRepository;
let home: string;
let oracle: HelmOracle | undefined;

beforeAll(async () => {
  charts = await startChartRepository({ charts: [["workload", "0.1.0"]] });
  home = await mkdtemp(join(tmpdir(), "ks-helm-storage-takeover-"));
  installHelmCrds(testKubeconfig(), helmControllerBuild().crdDir);
}, 120_000);

afterAll(async () => {
  await oracle?.stop();
  await charts?.close();
  if (home) await rm(home, { recursive: true, force: true });
}, 120_000);

function history(ns: string, name: string): { revision: number; status: string; description: string }[] {
  const out = execFileSync(helmBinary(), ["history", name, "--namespace", ns, "--output", "json"], {
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: home, KUBECONFIG: testKubeconfig() },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return JSON.parse(out).map(({ revision, status, description }: Record<string, unknown>) => ({
    revision,
    status,
    description,
  }));
}

/** The release's storage Secrets in `ns`, by name. */
async function storageSecrets(ns: string, name: string): Promise<Map<string, KubeObject>> {
  const list = await getJson<{ items: KubeObject[] }>(["secrets", "-n", ns, "-l", `owner=helm,name=${name}`]);
  return new Map(list.items.map((s) => [s.metadata.name, s]));
}

/** What helm-controller and kustomize-sync must agree on: where, which name, Helm's labels, the record's namespace. */
function storedShape(secret: KubeObject, releaseName: string) {
  const labels = secret.metadata.labels ?? {};
  return {
    namespace: secret.metadata.namespace,
    name: secret.metadata.name.replace(releaseName, "<release>"),
    type: secret.type,
    helmLabels: Object.keys(labels)
      .filter(
        (key) => !key.startsWith("kustomize-sync.io/") && !key.startsWith("kustomize.toolkit.fluxcd.io/"),
      )
      .sort(),
    recordNamespace: decodeRelease({ secret }).namespace,
  };
}

async function uids(ns: string, releaseName: string): Promise<string[]> {
  const list = await getJson<{ items: KubeObject[] }>([
    `deployment/${releaseName}`,
    `configmap/${releaseName}-settings`,
    "--namespace",
    ns,
  ]);
  return list.items.map((o) => (o.metadata as { uid: string }).uid);
}

function released(report: RunReport, name: string): ReleaseResult | undefined {
  return row(report, "apps").releases?.find((r) => r.ref.endsWith(`/${name}`));
}

describe("a release with targetNamespace, stored where helm-controller stores it", () => {
  it("is stored as helm-controller stores it, and helm-controller takes it over with one upgrade in place", async () => {
    const ns = await createTestNamespace("helm-storage-takeover");
    const objects = await createTestNamespace("helm-storage-takeover-objects");
    const repo = await prepareRepo("helm-takeover-target", ns);
    for (const file of ["apps/repository.yaml", "apps/web.yaml", "apps/fresh.yaml"]) {
      const path = join(repo, file);
      const text = await readFile(path, "utf8");
      await writeFile(path, text.replace("__CHARTS__", charts.url).replace("__OBJECTS__", objects));
    }
    const sync = (helmReleaser?: "kustomize-sync") =>
      runSync(repo, {
        helm: helmBinary(),
        chartCache: join(repo, ".charts"),
        ...(helmReleaser ? { helmReleaser } : {}),
      });
    const web = `${objects}-web`;

    // kustomize-sync releases it: revision 1, stored in the HelmRelease's namespace.
    const first = await sync("kustomize-sync");
    expect(row(first, "apps").ready, row(first, "apps").message).toBe("True");
    expect(released(first, "web")).toMatchObject({ action: "installed", revision: 1, storageNamespace: ns });
    const ours = (await storageSecrets(ns, web)).get(`sh.helm.release.v1.${web}.v1`);
    expect(ours).toBeDefined();
    expect((await storageSecrets(objects, web)).size).toBe(0);
    const before = await uids(objects, web);

    // helm-controller alone, on a HelmRelease of the same shape: what it stores, and where.
    oracle = await startHelmController(testKubeconfig(), ns);
    const fresh = await oracle.install([
      parse(await readFile(join(repo, "apps/fresh.yaml"), "utf8")) as KubeObject,
    ]);
    expect(fresh.ready, `${fresh.message}\n${oracle.log()}`).toBe(true);
    const theirs = (await storageSecrets(ns, `${objects}-fresh`)).get(
      `sh.helm.release.v1.${objects}-fresh.v1`,
    );
    expect(theirs, "helm-controller stores the release in the HelmRelease's namespace").toBeDefined();
    expect((await storageSecrets(objects, `${objects}-fresh`)).size).toBe(0);
    expect(storedShape(ours!, web)).toEqual(storedShape(theirs!, `${objects}-fresh`));
    expect(storedShape(ours!, web)).toMatchObject({ namespace: ns, recordNamespace: objects });

    // The next run, by default, leaves the release to helm-controller: it finds kustomize-sync's
    // release in the storage namespace and upgrades it once, in place (no install over it).
    const handedOver = await sync();
    expect(row(handedOver, "apps").ready, row(handedOver, "apps").message).toBe("True");
    const ready = await waitFor(
      async () => {
        const o = await getJson(["helmrelease.helm.toolkit.fluxcd.io/web", "--namespace", ns]);
        const condition = o.status?.conditions?.find((c: { type: string }) => c.type === "Ready");
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
    expect(history(ns, web)).toEqual([
      { revision: 1, status: "superseded", description: "Install complete" },
      { revision: 2, status: "deployed", description: "Upgrade complete" },
    ]);
    expect((await storageSecrets(objects, web)).size).toBe(0);
    expect(await uids(objects, web)).toEqual(before);
    const upgraded = (await storageSecrets(ns, web)).get(`sh.helm.release.v1.${web}.v2`);
    expect(storedShape(upgraded!, web)).toMatchObject({ namespace: ns, recordNamespace: objects });
  }, 300_000);
});
