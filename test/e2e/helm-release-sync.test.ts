// sync releases the HelmReleases of a Kustomization itself where no helm-controller does
// (helm-releaser: kustomize-sync): real Helm releases (`helm history` shows them), installed in
// dependsOn order after the Kustomization's own objects, a no-op that makes no new revision, an
// upgrade on a values change, a release that never becomes Ready failing its Kustomization and
// holding back its dependant, the release of a HelmRelease removed from git uninstalled, and a
// release someone else installed refused.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { ReleaseResult, RunReport } from "../../src/model/index.js";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { capturedOutput } from "../support/output.js";
import { createTestNamespace, getJson, testKubeconfig } from "./support/cluster.js";
import { prepareRepo, row, runSync } from "./support/sync.js";

let charts: ChartRepository;
let home: string;
beforeAll(async () => {
  charts = await startChartRepository({ charts: [["workload", "0.1.0"]] });
  home = await mkdtemp(join(tmpdir(), "ks-helm-release-home-"));
});
afterAll(async () => {
  await charts?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

async function fleetFor(ns: string): Promise<string> {
  const repo = await prepareRepo("helm-release", ns);
  const file = join(repo, "apps/repository.yaml");
  await writeFile(file, (await readFile(file, "utf8")).replace("__CHARTS__", charts.url));
  return repo;
}

async function edit(repo: string, file: string, from: string, to: string): Promise<void> {
  const path = join(repo, file);
  const text = await readFile(path, "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  await writeFile(path, text.replace(from, to));
}

const sync = (repo: string, helm = helmBinary()) =>
  runSync(repo, {
    helm,
    helmReleaser: "kustomize-sync",
    chartCache: join(repo, ".charts"),
  });

/** helm behind a script that notes the command of each call (`template`, `upgrade`, …). */
async function countingHelm(): Promise<{ bin: string; calls: () => Promise<string[]> }> {
  const dir = await mkdtemp(join(home, "counting-helm-"));
  const log = join(dir, "calls");
  const bin = join(dir, "helm");
  await writeFile(bin, `#!/bin/sh\necho "$1" >> "${log}"\nexec "${helmBinary()}" "$@"\n`, { mode: 0o755 });
  const calls = async () => (await readFile(log, "utf8").catch(() => "")).split("\n").filter(Boolean);
  return { bin, calls };
}

/** `helm history` as helm itself reads the release's storage. */
function history(ns: string, name: string): { revision: number; status: string }[] {
  const out = execFileSync(helmBinary(), ["history", name, "--namespace", ns, "--output", "json"], {
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: home, KUBECONFIG: testKubeconfig() },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return JSON.parse(out) as { revision: number; status: string }[];
}

function released(report: RunReport, name: string): ReleaseResult {
  const found = row(report, "apps").releases?.find((r) => r.ref.endsWith(`/${name}`));
  if (!found) throw new Error(`no release ${name} in ${JSON.stringify(row(report, "apps").releases)}`);
  return found;
}

describe("sync releases HelmReleases where no helm-controller does", () => {
  it("installs, leaves an unchanged release alone, upgrades on a values change, holds back a dependant of a failing release, and uninstalls one removed from git", async () => {
    const ns = await createTestNamespace("helm-release");
    const repo = await fleetFor(ns);

    // Install: both releases, backend first (frontend depends on it), Ready by kstatus.
    const first = await sync(repo);
    expect(row(first, "apps")).toMatchObject({ ready: "True" });
    expect(released(first, "backend")).toMatchObject({
      action: "installed",
      revision: 1,
      ready: "True",
      chart: "workload",
      version: "0.1.0",
      releaseName: "backend",
      storageNamespace: ns,
    });
    expect(released(first, "frontend")).toMatchObject({ action: "installed", revision: 1, ready: "True" });
    expect(row(first, "apps").releases?.map((r) => r.ref)).toEqual([
      `HelmRelease/${ns}/backend`,
      `HelmRelease/${ns}/frontend`,
    ]);
    expect(history(ns, "backend")).toMatchObject([{ revision: 1, status: "deployed" }]);
    const settings = await getJson(["configmap", "backend-settings", "-n", ns]);
    expect(settings.data).toEqual({ greeting: "hello from the ConfigMap" });
    expect(settings.metadata.labels).toMatchObject({
      "helm.toolkit.fluxcd.io/name": "backend",
      "helm.toolkit.fluxcd.io/namespace": ns,
    });

    // A no-op: no new revision, and nothing written (every ConfigMap and Secret of the namespace
    // keeps its resourceVersion: the release's own, Helm's storage, the inventory).
    const versions = async () =>
      JSON.stringify(
        (await getJson(["configmaps,secrets", "-n", ns])).items.map(
          (o: { kind: string; metadata: { name: string; resourceVersion: string } }) =>
            `${o.kind}/${o.metadata.name}@${o.metadata.resourceVersion}`,
        ),
      );
    const before = await versions();
    const noop = await countingHelm();
    const again = await sync(repo, noop.bin);
    expect(await versions()).toBe(before);
    // Both are deployed with the release digest of their inputs: neither is rendered (no `helm
    // template`, no dry-run of its objects), as helm-controller renders nothing when digests match.
    expect(await noop.calls()).not.toContain("template");
    expect(await noop.calls()).not.toContain("upgrade");
    expect(row(again, "apps").ready).toBe("True");
    expect(released(again, "backend")).toMatchObject({ action: "unchanged", revision: 1 });
    expect(released(again, "frontend")).toMatchObject({ action: "unchanged", revision: 1 });
    expect(history(ns, "backend")).toHaveLength(1);

    // A valuesFrom ConfigMap edit upgrades backend alone.
    await edit(repo, "apps/values.yaml", "hello from the ConfigMap", "hello again");
    const changed = await countingHelm();
    const upgraded = await sync(repo, changed.bin);
    // backend's inputs changed: rendered (and dry-run) once before anything is written, then upgraded.
    expect((await changed.calls()).filter((c) => c === "template")).toEqual(["template"]);
    expect(released(upgraded, "backend")).toMatchObject({ action: "upgraded", revision: 2, ready: "True" });
    expect(released(upgraded, "frontend")).toMatchObject({ action: "unchanged", revision: 1 });
    expect((await getJson(["configmap", "backend-settings", "-n", ns])).data).toEqual({
      greeting: "hello again",
    });

    // Pods that never become ready: Helm's wait for backend gives up after its 20s timeout and
    // stores revision 3 failed (as under helm-controller), kstatus names the Deployment not ready,
    // the release is remediated as configured (rolled back to revision 2), frontend (changed too)
    // is held back, and the Kustomization is not Ready, naming backend.
    await edit(repo, "apps/backend.yaml", "failure: none", "failure: NotReady");
    await edit(
      repo,
      "apps/backend.yaml",
      "  timeout: 20s",
      "  timeout: 20s\n  upgrade:\n    remediation: {remediateLastFailure: true, strategy: rollback}",
    );
    await edit(repo, "apps/frontend.yaml", "hello from the frontend", "hello, still waiting");
    const started = Date.now();
    const failing = await sync(repo);
    // The run fails within the release's 20s timeout and what the rest of it takes (render, apply,
    // the rollback: ~2s alone, more on a busy machine): one wait (Helm's), never two (40s).
    expect(Date.now() - started).toBeLessThan(38_000);
    expect(row(failing, "apps").ready).toBe("False");
    expect(released(failing, "backend")).toMatchObject({
      action: "rolled back",
      ready: "False",
      revision: 4,
    });
    expect(released(failing, "backend").message).toMatch(
      new RegExp(
        `Helm upgrade failed for release ${ns}/backend with chart workload@0\\.1\\.0: health check failed after 2\\d(\\.\\d+)?s: timeout waiting for: \\[Deployment/${ns}/backend status: 'InProgress': `,
      ),
    );
    expect(history(ns, "backend").slice(-2)).toMatchObject([
      { revision: 3, status: "failed" },
      { revision: 4, status: "deployed" },
    ]);
    expect((await getJson(["deployment", "backend", "-n", ns])).spec.template.metadata.labels).toMatchObject({
      "simulate.kustomize-sync.io/failure": "none",
    });
    expect(released(failing, "frontend")).toMatchObject({
      action: "blocked",
      ready: "False",
      message: `dependency '${ns}/backend' is not ready`,
    });
    expect(row(failing, "apps").message).toContain(`HelmRelease/${ns}/backend`);
    expect(history(ns, "frontend")).toHaveLength(1);

    // Removed from git: frontend's release is uninstalled; backend's stays.
    await edit(repo, "apps/backend.yaml", "failure: NotReady", "failure: none");
    await edit(repo, "apps/kustomization.yaml", ", frontend.yaml", "");
    const removed = await sync(repo);
    expect(row(removed, "apps").ready).toBe("True");
    expect(released(removed, "frontend")).toMatchObject({ action: "uninstalled" });
    expect(() => history(ns, "frontend")).toThrow(/release: not found/);
    expect(history(ns, "backend").at(-1)).toMatchObject({ status: "deployed" });
  }, 240_000);

  it("refuses a release of the same name that it did not install, and holds back its dependant", async () => {
    const ns = await createTestNamespace("helm-release-taken");
    const repo = await fleetFor(ns);
    execFileSync(
      helmBinary(),
      ["install", "backend", join(charts.dir, "workload-0.1.0.tgz"), "--namespace", ns],
      { env: { PATH: process.env.PATH, HOME: home, KUBECONFIG: testKubeconfig() }, stdio: "pipe" },
    );
    const report = await sync(repo);
    expect(row(report, "apps").ready).toBe("False");
    expect(released(report, "backend")).toMatchObject({ action: "failed", ready: "False" });
    expect(released(report, "backend").message).toContain(`HelmRelease/${ns}/backend`);
    expect(released(report, "frontend").action).toBe("blocked");
    // Still the hand-made release, untouched.
    expect(history(ns, "backend")).toMatchObject([{ revision: 1, status: "deployed" }]);
  }, 120_000);

  it("rejects a release the API server would refuse before anything of the Kustomization is written", async () => {
    const ns = await createTestNamespace("helm-release-invalid");
    const repo = await fleetFor(ns);
    await edit(repo, "apps/backend.yaml", "failure: none", "failure: none\n    replicas: lots");
    const report = await sync(repo);
    expect(row(report, "apps")).toMatchObject({ ready: "False", reason: "BuildFailed" });
    const problem = row(report, "apps").problems?.[0];
    expect(problem?.message).toMatch(
      new RegExp(`^HelmRelease/${ns}/backend: Deployment/${ns}/backend: .*replicas`),
    );
    expect(problem?.source).toMatchObject({ file: "apps/backend.yaml", line: 1 });
    // Nothing written: not the Kustomization's own ConfigMap, not a release, not the inventory.
    expect(
      (await getJson(["configmaps,secrets", "-n", ns])).items.map(
        (o: { metadata: { name: string } }) => o.metadata.name,
      ),
    ).not.toContain("backend-values");
    expect(() => history(ns, "backend")).toThrow(/release: not found/);
  }, 120_000);

  it("refuses to release as another identity than the step's own (a ServiceAccount), before anything is written", async () => {
    const ns = await createTestNamespace("helm-release-account");
    const repo = await fleetFor(ns);
    const report = await runSync(repo, {
      helm: helmBinary(),
      helmReleaser: "kustomize-sync",
      chartCache: join(repo, ".charts"),
      defaultServiceAccount: "deployer",
    });
    expect(row(report, "apps")).toMatchObject({ ready: "False", reason: "BuildFailed" });
    expect(row(report, "apps").problems?.[0]?.message).toBe(
      `HelmRelease/${ns}/backend: not released: its Kustomization acts as ServiceAccount ${ns}/deployer, and kustomize-sync releases only with the step's own identity on its own cluster (helm-releaser: helm-controller leaves it to a helm-controller there); nothing was applied (apps/backend.yaml:1)`,
    );
    expect(() => history(ns, "backend")).toThrow(/release: not found/);
  }, 120_000);
});

describe("a release that fails, on the terminal", () => {
  const captured = capturedOutput();

  it("is said in one line naming the HelmRelease and its file:line, without a stack trace", async () => {
    const ns = await createTestNamespace("helm-release-said");
    const repo = await fleetFor(ns);
    execFileSync(
      helmBinary(),
      ["install", "backend", join(charts.dir, "workload-0.1.0.tgz"), "--namespace", ns],
      { env: { PATH: process.env.PATH, HOME: home, KUBECONFIG: testKubeconfig() }, stdio: "pipe" },
    );
    const code = await main([
      "sync",
      "--root",
      repo,
      "--path",
      join(repo, "clusters"),
      "--kubeconfig",
      testKubeconfig(),
      "--helm",
      helmBinary(),
      "--helm-releaser",
      "kustomize-sync",
      "--chart-cache",
      join(repo, ".charts"),
    ]);
    expect(code, captured.both).toBe(1);
    const about = captured.both
      .split("\n")
      .filter((line) => line.includes(`HelmRelease/${ns}/backend: refused`));
    expect(about, captured.both).toHaveLength(1);
    expect(about[0]).toContain("apps/backend.yaml:1");
    expect(captured.both).not.toMatch(/\n\s+at /);
  }, 120_000);
});
