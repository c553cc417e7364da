// Issue 18 item 3 end to end: a Kustomization with spec.kubeConfig.secretRef is applied, health-
// checked, pruned and inventoried on a SECOND local API server — started here from the same
// cached binaries in a directory of its own (scripts/cluster/control-plane.mjs), stopped after —
// whose kubeconfig sits in a Secret of the first cluster, as in Flux's hub-and-spoke pattern.
// The report says which cluster it went to; nothing of it lands on the cluster the run talks to.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { dump } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startControlPlane } from "../../scripts/cluster/control-plane.mjs";
import { renderTextTable } from "../../src/report/index.js";
import { apply, createTestNamespace, readTestKubeconfig } from "./support/cluster.js";
import { exists, inventoryIds, prepareRepo, removeFile, row, runSync } from "./support/sync.js";

const run = promisify(execFile);

let spoke: { kubeconfigPath: string; server: string; stop: () => Promise<void> };
let spokeRepoDir: string;

beforeAll(async () => {
  // Keyed by <repoDir>/.cluster: a temporary repoDir is a control plane of its own.
  spokeRepoDir = await mkdtemp(join(tmpdir(), "ks-spoke-cluster-"));
  spoke = await startControlPlane({ repoDir: spokeRepoDir, log: () => {}, owner: "remote-cluster test" });
}, 600_000);

afterAll(async () => {
  await spoke?.stop();
  if (spokeRepoDir) await rm(spokeRepoDir, { recursive: true, force: true });
}, 120_000);

/** kubectl against the spoke cluster; exit code and stdout. */
async function spokectl(args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run("kubectl", ["--kubeconfig", spoke.kubeconfigPath, ...args]);
    return { code: 0, stdout };
  } catch (error) {
    return { code: (error as { code: number }).code, stdout: "" };
  }
}

/** The Secret holding the spoke's kubeconfig under `value`, in the hub (the run's cluster). */
async function kubeconfigSecret(ns: string, kubeconfig: string): Promise<void> {
  await apply(
    dump({
      apiVersion: "v1",
      kind: "Secret",
      metadata: { name: "spoke-kubeconfig", namespace: ns },
      stringData: { value: kubeconfig },
    }),
  );
}

describe("spec.kubeConfig: a Kustomization applied to a remote cluster (issue 18 item 3)", () => {
  it("applies, health-checks, inventories and prunes on the spoke, and reports which cluster it went to", async () => {
    const ns = await createTestNamespace("remote");
    const repo = await prepareRepo("remote-cluster", ns);
    const spokeKubeconfig = await readFile(spoke.kubeconfigPath, "utf8");
    await kubeconfigSecret(ns, spokeKubeconfig);

    const report = await runSync(repo);
    const spokeRow = row(report, "spoke-apps");
    expect(`${spokeRow.ready} ${spokeRow.reason}`, spokeRow.message).toBe("True ReconciliationSucceeded");
    expect(spokeRow.cluster).toBe(spoke.server);
    expect(row(report, "hub-apps").ready).toBe("True");
    expect(row(report, "hub-apps").cluster).toBeUndefined();
    // Health checks ran against the spoke: its Deployment's Pods ran there.
    expect(spokeRow.health?.find((h) => h.ref === `Deployment/${ns}-spoke/web`)?.status).toBe("Current");
    expect(renderTextTable(report)).toContain(`(on ${spoke.server})`);

    // Its objects and its inventory are on the spoke, and only there.
    expect((await spokectl(["get", "configmap", "spoke-settings", "-n", `${ns}-spoke`])).code).toBe(0);
    expect((await spokectl(["get", "deployment", "web", "-n", `${ns}-spoke`])).code).toBe(0);
    const spokeInventory = await spokectl([
      "get",
      "configmap",
      `kustomize-sync.${ns}.spoke-apps`,
      "-n",
      ns,
      "-o",
      "name",
    ]);
    expect(spokeInventory.code).toBe(0);
    expect(await exists("namespace", `${ns}-spoke`)).toBe(false);
    expect(await inventoryIds(ns, "spoke-apps")).toBeUndefined();
    expect(await exists("configmap", "hub-settings", ns)).toBe(true);
    expect((await spokectl(["get", "configmap", "hub-settings", "-n", ns])).code).not.toBe(0);

    // Pruned on the spoke when it leaves the revision.
    await removeFile(repo, "spoke/settings.yaml");
    const kustomization = join(repo, "spoke/kustomization.yaml");
    await writeFile(
      kustomization,
      (await readFile(kustomization, "utf8")).replace("  - settings.yaml\n", ""),
    );
    const next = await runSync(repo);
    const pruned = row(next, "spoke-apps");
    expect(`${pruned.ready} ${pruned.reason}`, pruned.message).toBe("True ReconciliationSucceeded");
    expect(pruned.changes.filter((c) => c.action === "deleted").map((c) => `${c.kind}/${c.name}`)).toEqual([
      "ConfigMap/spoke-settings",
    ]);
    expect((await spokectl(["get", "configmap", "spoke-settings", "-n", `${ns}-spoke`])).code).not.toBe(0);
    expect((await spokectl(["get", "deployment", "web", "-n", `${ns}-spoke`])).code).toBe(0);
  });

  it("fails one line naming the Secret when it is missing, and applies nothing to the run's cluster", async () => {
    const ns = await createTestNamespace("remote-missing");
    const repo = await prepareRepo("remote-cluster", ns);
    const report = await runSync(repo);
    const spokeRow = row(report, "spoke-apps");
    expect(spokeRow).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(spokeRow.message).toBe(
      `unable to read KubeConfig secret '${ns}/spoke-kubeconfig' error: secrets "spoke-kubeconfig" not found`,
    );
    expect(row(report, "hub-apps").ready).toBe("True");
    expect(await exists("namespace", `${ns}-spoke`)).toBe(false);
  });

  it("never runs a program or reads a runner file a kubeconfig from the cluster names", async () => {
    const ns = await createTestNamespace("remote-exec");
    const repo = await prepareRepo("remote-cluster", ns);
    const marker = join(await mkdtemp(join(tmpdir(), "ks-exec-marker-")), "ran");
    const hub = await readTestKubeconfig();
    const kubeconfig = dump({
      ...hub,
      users: [
        {
          name: hub.users[0]!.name,
          user: {
            exec: {
              apiVersion: "client.authentication.k8s.io/v1",
              command: "/bin/sh",
              args: ["-c", `touch ${marker}`],
              interactiveMode: "Never",
            },
          },
        },
      ],
    });
    await kubeconfigSecret(ns, kubeconfig);
    const report = await runSync(repo);
    expect(row(report, "spoke-apps").message).toBe(
      `invalid KubeConfig in secret '${ns}/spoke-kubeconfig': user '${hub.users[0]!.name}': exec credential plugins are not run for a kubeConfig Secret (inline a token or client certificate)`,
    );
    expect(existsSync(marker)).toBe(false);

    await kubeconfigSecret(
      ns,
      dump({ ...hub, users: [{ name: hub.users[0]!.name, user: { tokenFile: "/proc/self/environ" } }] }),
    );
    const files = await runSync(repo);
    expect(row(files, "spoke-apps").message).toBe(
      `invalid KubeConfig in secret '${ns}/spoke-kubeconfig': user '${hub.users[0]!.name}': tokenFile names a file on the runner; inline it (token)`,
    );
  });
});
