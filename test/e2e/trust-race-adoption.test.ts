// Issue 15, item 7 against the local control plane: no adoption by accident. Ownership is read
// from the live object; a Kustomization of the same name from elsewhere is not taken over unless
// asked; prune keeps a Namespace holding objects we do not own and a CRD it cannot check;
// temporary directories of a killed run are removed by the next start; long waits say what for.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Logger, RunReport } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { sync } from "../../src/reconcile/index.js";
import { bundledCli } from "../support/action-runner.js";
import {
  createTestNamespace,
  getJson,
  kubectl,
  kubectlOk,
  testKubeconfig,
  waitFor,
} from "./support/cluster.js";
import { actions, exists, inventoryIds, prepareRepo, removeFile, row, runSync } from "./support/sync.js";

let cli: string;

beforeAll(async () => {
  cli = await bundledCli();
}, 120_000);

/** The CLI in a child process with its own TMPDIR; resolves with how it ended. */
function cliSync(
  repo: string,
  env: Record<string, string>,
  extra: string[] = [],
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const { RUNNER_TEMP: _runnerTemp, KUSTOMIZE_SYNC_FAULT: _fault, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, "sync", "--root", repo, "--kubeconfig", testKubeconfig(), "--lock-timeout", "60s", ...extra],
      { env: { ...inherited, ...env }, stdio: "ignore" },
    );
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
}

/** A logger that keeps every line (runSync's is silent). */
function keepingLogger(lines: string[]): Logger {
  return {
    info: (m) => lines.push(m),
    progress: (m) => lines.push(m),
    warn: (m) => lines.push(m),
    error: (m) => lines.push(m),
    debug() {},
    group: (_title, fn) => fn(),
  };
}

describe("no adoption by accident (item 7)", () => {
  it("after a kill right after the write-ahead, a foreign object under a listed name is neither configured nor pruned; the next start removes the killed run's temporary directory", async () => {
    const ns = await createTestNamespace("adopt");
    const repo = await prepareRepo("trust-adopt", ns);
    const scratch = await mkdtemp(join(tmpdir(), "ks-scratch-"));
    const killed = await cliSync(repo, { TMPDIR: scratch, KUSTOMIZE_SYNC_FAULT: "after-write-ahead" });
    expect(killed.signal).toBe("SIGKILL");
    // The write-ahead inventory lists both objects; neither was created.
    expect(await inventoryIds(ns, "app")).toEqual([`${ns}_first__ConfigMap`, `${ns}_second__ConfigMap`]);
    expect(await exists("configmap", "second", ns)).toBe(false);
    // The killed run left its temporary directory behind.
    expect(await readdir(scratch)).not.toEqual([]);

    // Someone else creates an object under one of the listed names.
    await kubectlOk(["create", "configmap", "second", "-n", ns, "--from-literal=from=someone-else"]);
    const reportFile = join(await mkdtemp(join(tmpdir(), "ks-report-")), "report.json");
    const next = await cliSync(repo, { TMPDIR: scratch }, ["--json", reportFile]);
    expect(next.code).toBe(1);
    const report = JSON.parse(await readFile(reportFile, "utf8")) as RunReport;
    expect(row(report, "app")).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(row(report, "app").message).toContain(
      `ConfigMap/${ns}/second already exists and was not created by kustomize-sync; refusing to adopt it silently`,
    );
    const foreign = await getJson(["configmap", "second", "-n", ns]);
    expect(foreign.metadata.labels ?? {}).toEqual({});
    expect(foreign.data).toEqual({ from: "someone-else" });
    // Nothing of either run is left in the temporary directory.
    expect(await readdir(scratch)).toEqual([]);

    // The repository drops it: the foreign object stays, and leaves the inventory.
    await removeFile(repo, "app/second.yaml");
    const dropped = await runSync(repo, { lockTimeout: "60s" });
    expect(row(dropped, "app").ready).toBe("True");
    expect(row(dropped, "app").changes.find((c) => c.name === "second")).toMatchObject({
      action: "skipped",
      detail: "not deleted: its owner labels do not name this Kustomization",
    });
    expect((await getJson(["configmap", "second", "-n", ns])).data).toEqual({ from: "someone-else" });
    expect(await inventoryIds(ns, "app")).toEqual([`${ns}_first__ConfigMap`]);
  }, 180_000);

  it("refuses a Kustomization of the same name from another path, naming both, unless told to take it over", async () => {
    const ns = await createTestNamespace("takeover");
    const repo = await prepareRepo("trust-takeover", ns);
    expect((await runSync(repo, { path: "clusters/a" })).ready).toBe(true);
    const scopeA = `${repo}:clusters/a`;
    const scopeB = `${repo}:clusters/b`;

    const refused = await runSync(repo, { path: "clusters/b" });
    expect(row(refused, "app")).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(row(refused, "app").message).toBe(
      `Kustomization ${ns}/app is synced from ${scopeA} (its inventory ConfigMap/${ns}/kustomize-sync.${ns}.app), ` +
        `not from ${scopeB}: refusing to take it over, which would prune what the other one applied; ` +
        "rename one of them, or set takeover: true (--takeover) to move it here",
    );
    expect(await exists("configmap", "a-config", ns)).toBe(true);
    expect(await exists("configmap", "b-config", ns)).toBe(false);

    const taken = await runSync(repo, { path: "clusters/b", takeover: "true" });
    expect(row(taken, "app").ready).toBe("True");
    expect(row(taken, "app").warnings).toContain(
      `taking over Kustomization ${ns}/app from ${scopeA} (takeover)`,
    );
    expect(actions(taken, "app")).toEqual(["ConfigMap/a-config deleted", "ConfigMap/b-config created"]);
    // Now path b owns it, and path a is the one refused.
    expect(row(await runSync(repo, { path: "clusters/a" }), "app").message).toContain(
      `Kustomization ${ns}/app is synced from ${scopeB}`,
    );
    expect(await exists("configmap", "b-config", ns)).toBe(true);
  });

  it("never prunes a Namespace holding objects it does not own: says how many and what to do", async () => {
    const ns = await createTestNamespace("foreign-ns");
    const owned = `${ns}-owned`;
    const repo = await prepareRepo("trust-namespace", ns);
    try {
      expect((await runSync(repo)).ready).toBe(true);
      await kubectlOk(["create", "configmap", "theirs", "-n", owned, "--from-literal=a=b"]);
      await kubectlOk(["create", "secret", "generic", "their-secret", "-n", owned, "--from-literal=a=b"]);
      await removeFile(repo, "infra/namespace.yaml");
      await removeFile(repo, "infra/settings.yaml");
      const report = await runSync(repo);
      expect(actions(report, "infra")).toEqual([
        "ConfigMap/keep unchanged",
        "ConfigMap/settings deleted",
        `Namespace/${owned} skipped`,
      ]);
      expect(row(report, "infra").changes.find((c) => c.kind === "Namespace")?.detail).toBe(
        `not deleted: Namespace holds 2 objects not managed by Kustomization ${ns}/infra ` +
          `(ConfigMap/${owned}/theirs, Secret/${owned}/their-secret); move or delete them and the next run deletes ` +
          "the Namespace, or delete the Namespace by hand",
      );
      expect(await exists("configmap", "theirs", owned)).toBe(true);
      // Still tracked: once they are gone, the next run deletes it.
      expect(await inventoryIds(ns, "infra")).toContain(`_${owned}__Namespace`);
      await kubectlOk(["delete", "configmap", "theirs", "-n", owned]);
      await kubectlOk(["delete", "secret", "their-secret", "-n", owned]);
      const again = await runSync(repo);
      expect(row(again, "infra").changes.find((c) => c.kind === "Namespace")?.action).toBe("deleted");
    } finally {
      await kubectl(["delete", "namespace", owned, "--wait=false", "--ignore-not-found"]);
    }
  }, 180_000);

  it("keeps a CRD when it cannot tell whether custom resources of it exist (fails closed)", async () => {
    const ns = await createTestNamespace("crd-closed");
    const repo = await prepareRepo("trust-crd", ns);
    const crd = `gadgets.${ns}.test.kustomize-sync.io`;
    try {
      expect((await runSync(repo)).ready).toBe(true);
      await kubectlOk(
        ["apply", "-f", "-"],
        JSON.stringify({
          apiVersion: `${ns}.test.kustomize-sync.io/v1`,
          kind: "Gadget",
          metadata: { name: "theirs", namespace: ns },
        }),
      );
      // No version served any more: the custom resources cannot be listed, yet they are stored.
      await kubectlOk([
        "patch",
        "crd",
        crd,
        "--type=json",
        '-p=[{"op":"replace","path":"/spec/versions/0/served","value":false}]',
      ]);
      await removeFile(repo, "crds/crd.yaml");
      const report = await runSync(repo);
      expect(row(report, "crds").changes.find((c) => c.kind === "CustomResourceDefinition")).toMatchObject({
        action: "skipped",
        detail:
          "not deleted: no served version to check whether custom resources of this CRD exist (deleting it would delete them all)",
      });
      expect(await exists("crd", crd)).toBe(true);
    } finally {
      await kubectl(["delete", "crd", crd, "--wait=false", "--ignore-not-found"]);
    }
  });

  it("waits for a Namespace it declares to finish deleting, saying so, then creates it again", async () => {
    const ns = await createTestNamespace("reopen");
    const reopen = `${ns}-reopen`;
    const repo = await prepareRepo("trust-reopen", ns);
    try {
      expect((await runSync(repo)).ready).toBe(true);
      // Closed a moment ago: an object's finalizer keeps the Namespace Terminating for now.
      await kubectlOk(
        ["apply", "-f", "-"],
        JSON.stringify({
          apiVersion: "v1",
          kind: "ConfigMap",
          metadata: { name: "pin", namespace: reopen, finalizers: ["kustomize-sync.io/test-hold"] },
        }),
      );
      await kubectlOk(["delete", "namespace", reopen, "--wait=false"]);
      const lines: string[] = [];
      const running = sync(
        resolveOptions(
          { mode: "sync", root: repo, kubeconfig: testKubeconfig(), timeout: "60s" },
          { cwd: repo, log: keepingLogger(lines) },
        ),
      );
      const line = await waitFor(
        () => lines.find((l) => l.startsWith(`waiting for Namespace/${reopen} to finish deleting`)),
        30_000,
        "the wait to be announced",
      );
      expect(line).toMatch(/\(up to \d+s more\)$/);
      await kubectlOk([
        "patch",
        "configmap",
        "pin",
        "-n",
        reopen,
        "--type=merge",
        '-p={"metadata":{"finalizers":null}}',
      ]);
      const report = await running;
      expect(row(report, "app")).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
      expect(actions(report, "app")).toEqual([`ConfigMap/web created`, `Namespace/${reopen} created`]);
      expect(await exists("configmap", "web", reopen)).toBe(true);
    } finally {
      await kubectl([
        "patch",
        "configmap",
        "pin",
        "-n",
        reopen,
        "--type=merge",
        '-p={"metadata":{"finalizers":null}}',
      ]);
      await kubectl(["delete", "namespace", reopen, "--wait=false", "--ignore-not-found"]);
    }
  });

  it("says what it waits for when a delete takes longer than a few seconds", async () => {
    const ns = await createTestNamespace("slow-delete");
    const repo = await prepareRepo("trust-wait", ns);
    try {
      expect((await runSync(repo)).ready).toBe(true);
      await removeFile(repo, "app/held.yaml");
      const lines: string[] = [];
      const running = sync(
        resolveOptions(
          { mode: "sync", root: repo, kubeconfig: testKubeconfig(), timeout: "60s" },
          { cwd: repo, log: keepingLogger(lines) },
        ),
      );
      const line = await waitFor(
        () => lines.find((l) => l.startsWith(`waiting for ConfigMap/${ns}/held to finish deleting`)),
        30_000,
        "the wait to be announced",
      );
      expect(line).toMatch(
        new RegExp(
          `^waiting for ConfigMap/${ns}/held to finish deleting \\(finalizers: kustomize-sync\\.io/test-hold\\) \\(up to \\d+s more\\)$`,
        ),
      );
      await kubectlOk([
        "patch",
        "configmap",
        "held",
        "-n",
        ns,
        "--type=merge",
        '-p={"metadata":{"finalizers":null}}',
      ]);
      const report = await running;
      expect(actions(report, "app")).toEqual(["ConfigMap/held deleted", "ConfigMap/other unchanged"]);
    } finally {
      await kubectl([
        "patch",
        "configmap",
        "held",
        "-n",
        ns,
        "--type=merge",
        '-p={"metadata":{"finalizers":null}}',
      ]);
    }
  });
});
