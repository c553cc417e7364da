// sync releases a HelmRelease whose objects and storage live in different namespaces
// (spec.targetNamespace, spec.storageNamespace) as helm-controller does: the release's storage
// Secrets in the storage namespace (`helm history -n <storage>` shows it), none left in the
// release namespace, the objects in the release namespace; a run stopped between staging and
// unstaging repaired by the next; a foreign release in the release namespace refused, untouched.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReleaseResult, RunReport } from "../../src/model/index.js";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { createTestNamespace, getJson, kubectlOk, testKubeconfig } from "./support/cluster.js";
import { prepareRepo, row, runSync } from "./support/sync.js";

let charts: ChartRepository;
let home: string;
beforeAll(async () => {
  charts = await startChartRepository({ charts: [["workload", "0.1.0"]] });
  home = await mkdtemp(join(tmpdir(), "ks-helm-namespaces-home-"));
});
afterAll(async () => {
  await charts?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

interface Places {
  ns: string;
  objects: string;
  store: string;
  repo: string;
}

async function fleet(prefix: string): Promise<Places> {
  const ns = await createTestNamespace(prefix);
  const objects = await createTestNamespace(`${prefix}-objects`);
  const store = await createTestNamespace(`${prefix}-store`);
  const repo = await prepareRepo("helm-release-namespaces", ns);
  for (const file of ["apps/repository.yaml", "apps/placed.yaml", "apps/kept.yaml"]) {
    const path = join(repo, file);
    const text = await readFile(path, "utf8");
    await writeFile(
      path,
      text.replace("__CHARTS__", charts.url).replace("__OBJECTS__", objects).replace("__STORE__", store),
    );
  }
  return { ns, objects, store, repo };
}

async function edit(repo: string, file: string, from: string, to: string): Promise<void> {
  const path = join(repo, file);
  const text = await readFile(path, "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  await writeFile(path, text.replace(from, to));
}

const sync = (repo: string) =>
  runSync(repo, { helm: helmBinary(), helmReleaser: "kustomize-sync", chartCache: join(repo, ".charts") });

function helm(args: string[]): string {
  return execFileSync(helmBinary(), args, {
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: home, KUBECONFIG: testKubeconfig() },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** `helm history` as helm itself reads the release's storage in `ns`. */
function history(ns: string, name: string): { revision: number; status: string; description: string }[] {
  return JSON.parse(helm(["history", name, "--namespace", ns, "--output", "json"]));
}

/** The names of the release's storage Secrets in `ns`. */
async function storageSecrets(ns: string, name: string): Promise<string[]> {
  const list = await getJson(["secrets", "-n", ns, "-l", `owner=helm,name=${name}`]);
  return list.items.map((s: { metadata: { name: string } }) => s.metadata.name).sort();
}

function released(report: RunReport, name: string): ReleaseResult {
  const found = row(report, "apps").releases?.find((r) => r.ref.endsWith(`/${name}`));
  if (!found) throw new Error(`no release ${name} in ${JSON.stringify(row(report, "apps").releases)}`);
  return found;
}

/** What a run stopped after staging leaves: the stored Secret copied verbatim into `to`. */
async function stageByHand(from: string, to: string, secret: string): Promise<void> {
  const live = await getJson(["secret", secret, "-n", from]);
  const copy = {
    apiVersion: "v1",
    kind: "Secret",
    metadata: { name: secret, namespace: to, labels: live.metadata.labels },
    type: live.type,
    data: live.data,
  };
  await kubectlOk(["create", "-f", "-"], JSON.stringify(copy));
}

describe("sync stores a release in its HelmRelease's storage namespace", () => {
  it("installs, upgrades, repairs a stopped run and uninstalls with objects and storage apart", async () => {
    const { ns, objects, store, repo } = await fleet("helm-ns");
    const placedName = `${objects}-placed`;

    const first = await sync(repo);
    expect(row(first, "apps").ready, JSON.stringify(row(first, "apps"))).toBe("True");
    expect(released(first, "placed")).toMatchObject({
      action: "installed",
      revision: 1,
      releaseName: placedName,
      storageNamespace: ns,
    });
    expect(released(first, "kept")).toMatchObject({
      action: "installed",
      revision: 1,
      releaseName: "kept",
      storageNamespace: store,
    });
    expect(row(first, "apps").warnings ?? []).toEqual([]);
    // targetNamespace: stored in the HelmRelease's namespace, objects in the target.
    expect(history(ns, placedName)).toMatchObject([{ revision: 1, status: "deployed" }]);
    expect(await storageSecrets(objects, placedName)).toEqual([]);
    expect((await getJson(["configmap", `${placedName}-settings`, "-n", objects])).data).toEqual({
      greeting: "hello from elsewhere",
    });
    // storageNamespace: stored there, objects in the HelmRelease's namespace.
    expect(history(store, "kept")).toMatchObject([{ revision: 1, status: "deployed" }]);
    expect(await storageSecrets(ns, "kept")).toEqual([]);
    expect((await getJson(["configmap", "kept-settings", "-n", ns])).data).toEqual({
      greeting: "hello, stored apart",
    });

    // Nothing changed: nothing written, no staging either.
    const again = await sync(repo);
    expect(released(again, "placed")).toMatchObject({ action: "unchanged", revision: 1 });
    expect(released(again, "kept")).toMatchObject({ action: "unchanged", revision: 1 });

    // An upgrade makes revision 2 in the storage namespace.
    await edit(repo, "apps/placed.yaml", "hello from elsewhere", "hello again");
    await edit(repo, "apps/kept.yaml", "hello, stored apart", "hello again, apart");
    const upgraded = await sync(repo);
    expect(released(upgraded, "placed")).toMatchObject({ action: "upgraded", revision: 2, ready: "True" });
    expect(released(upgraded, "kept")).toMatchObject({ action: "upgraded", revision: 2, ready: "True" });
    expect(history(ns, placedName).map((r) => r.status)).toEqual(["superseded", "deployed"]);
    expect(history(store, "kept").map((r) => r.status)).toEqual(["superseded", "deployed"]);
    expect(await storageSecrets(objects, placedName)).toEqual([]);
    expect(await storageSecrets(ns, "kept")).toEqual([]);
    expect((await getJson(["configmap", `${placedName}-settings`, "-n", objects])).data).toEqual({
      greeting: "hello again",
    });

    // A run stopped after staging and helm, before unstaging: the release's Secrets staged in
    // the release namespace, and a revision 3 helm made there (a rollback to 1). The next run moves them back first.
    for (const secret of await storageSecrets(ns, placedName)) await stageByHand(ns, objects, secret);
    helm(["rollback", placedName, "1", "--namespace", objects]);
    expect(await storageSecrets(objects, placedName)).toHaveLength(3);
    const repaired = await sync(repo);
    expect(row(repaired, "apps").ready, JSON.stringify(row(repaired, "apps"))).toBe("True");
    expect(await storageSecrets(objects, placedName)).toEqual([]);
    const after = history(ns, placedName);
    expect(after.slice(0, 3)).toMatchObject([
      { revision: 1 },
      { revision: 2 },
      { revision: 3, description: "Rollback to 1" },
    ]);
    expect(after.at(-1)).toMatchObject({ status: "deployed" });
    expect(released(repaired, "placed").revision).toBe(after.at(-1)?.revision);
    expect((await getJson(["configmap", `${placedName}-settings`, "-n", objects])).data).toEqual({
      greeting: "hello again",
    });

    // Removed from git: both uninstalled, storage and objects gone.
    await edit(repo, "apps/kustomization.yaml", ", placed.yaml, kept.yaml", "");
    const removed = await sync(repo);
    expect(row(removed, "apps").ready, JSON.stringify(row(removed, "apps"))).toBe("True");
    expect(released(removed, "placed")).toMatchObject({ action: "uninstalled" });
    expect(released(removed, "kept")).toMatchObject({ action: "uninstalled" });
    expect(() => history(ns, placedName)).toThrow(/release: not found/);
    expect(() => history(store, "kept")).toThrow(/release: not found/);
    expect(await storageSecrets(objects, placedName)).toEqual([]);
    expect(await storageSecrets(ns, "kept")).toEqual([]);
    const left = await getJson(["configmaps", "-n", objects]);
    expect(left.items.map((c: { metadata: { name: string } }) => c.metadata.name)).not.toContain(
      `${placedName}-settings`,
    );
  }, 240_000);

  it("refuses a release in the release namespace it did not stage, and leaves it as it is", async () => {
    const { ns, objects, repo } = await fleet("helm-ns-foreign");
    const placedName = `${objects}-placed`;
    helm(["install", placedName, join(charts.dir, "workload-0.1.0.tgz"), "--namespace", objects]);
    const report = await sync(repo);
    expect(row(report, "apps").ready).toBe("False");
    const placed = released(report, "placed");
    expect(placed).toMatchObject({ action: "failed", ready: "False" });
    expect(placed.message).toBe(
      `HelmRelease/${ns}/placed: refused: storage Secret ${objects}/sh.helm.release.v1.${placedName}.v1 of this release is in the release namespace, held by a release without kustomize-sync's owner labels (installed by hand, by helm-controller or another tool), while the release is stored in namespace ${ns}; kustomize-sync neither adopts nor deletes it`,
    );
    // The hand-made release is untouched, nothing stored in the storage namespace.
    expect(history(objects, placedName)).toMatchObject([{ revision: 1, status: "deployed" }]);
    expect(await storageSecrets(ns, placedName)).toEqual([]);
    expect(released(report, "kept")).toMatchObject({ action: "installed", ready: "True" });
  }, 120_000);
});
