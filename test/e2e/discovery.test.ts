// Discovery by rendering, synced (issue 11): Kustomizations defined by a parent's render are
// reconciled after it with what it gave them, and never applied as objects; an overlay's patched
// definition is the one synced; readyExpr decides a dependency; Flux's own kinds are applied where
// the cluster serves Flux's CRDs and refused, before anything is written, where it does not.
import { cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestNamespace, getJson, kubectl, kubectlOk, waitFor } from "./support/cluster.js";
import { exists, inventoryIds, row, runSync } from "./support/sync.js";

const DISCOVERY = resolve(import.meta.dirname, "../fixtures/discovery");
const extraNamespaces: string[] = [];

afterAll(async () => {
  for (const ns of extraNamespaces) await kubectl(["delete", "namespace", ns, "--wait=false"]);
});

/** A copy of a discovery fixture with `__NS__` replaced by the test's namespace. */
async function prepare(fixture: string, namespace: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `ks-discovery-${fixture}-`));
  await cp(join(DISCOVERY, fixture), dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, "utf8");
    if (text.includes("__NS__")) await writeFile(file, text.replaceAll("__NS__", namespace));
  }
  return dir;
}

describe("a parent whose render defines its children (cluster-apps)", () => {
  it("reconciles the parent first, then each child with the parent's namespace, patches and variables", async () => {
    const ns = await createTestNamespace("cluster-apps");
    extraNamespaces.push(`${ns}-podinfo`, `${ns}-database`);
    const repo = await prepare("cluster-apps", ns);
    const report = await runSync(repo, { path: "clusters/staging" });
    expect(report.problems).toEqual([]);
    expect(row(report, "cluster-apps")).toMatchObject({ ready: "True", namespace: ns });
    expect(row(report, "redis")).toMatchObject({ ready: "True", namespace: `${ns}-database` });
    expect(row(report, "podinfo")).toMatchObject({ ready: "True", namespace: `${ns}-podinfo` });
    const settings = await getJson<{
      data: Record<string, string>;
      metadata: { labels: Record<string, string> };
    }>(["configmap", "podinfo-settings", "-n", `${ns}-podinfo`]);
    expect(settings.data).toEqual({ app: "podinfo", cluster: "staging" });
    expect(settings.metadata.labels["patched-by"]).toBe("cluster-apps");
    // The children are reconciled here, not applied as objects: the parent's inventory is empty.
    expect(await inventoryIds(ns, "cluster-apps")).toEqual([]);
    expect(await inventoryIds(`${ns}-podinfo`, "podinfo")).toEqual(
      [`${ns}-podinfo_podinfo-settings__ConfigMap`, `_${ns}-podinfo__Namespace`].sort(),
    );
  });
});

describe("an overlay that patches a base Flux Kustomization", () => {
  it("syncs the patched definition: staging's objects, never production's", async () => {
    const ns = await createTestNamespace("overlay");
    extraNamespaces.push(`${ns}-staging`, `${ns}-production`);
    const repo = await prepare("overlay", ns);
    const report = await runSync(repo, { path: "clusters/staging" });
    expect(row(report, "apps")).toMatchObject({ ready: "True" });
    const data = await kubectlOk([
      "get",
      "configmap",
      "settings",
      "-n",
      `${ns}-staging`,
      "-o",
      "jsonpath={.data}",
    ]);
    expect(JSON.parse(data)).toEqual({ environment: "staging" });
    expect(await exists("namespace", `${ns}-production`)).toBe(false);
  });
});

describe("dependsOn[].readyExpr", () => {
  it("lets a dependant go on when its CEL expression over self and dep is true, and holds it when false", async () => {
    const ns = await createTestNamespace("ready-expr");
    const repo = await prepare("ready-expr", ns);
    const report = await runSync(repo, { path: "clusters" });
    expect(row(report, "backend")).toMatchObject({ ready: "True" });
    expect(row(report, "frontend")).toMatchObject({ ready: "True" });
    expect(row(report, "frontend-next")).toMatchObject({
      ready: "False",
      reason: "DependencyNotReady",
      message: `dependency '${ns}/backend' is not ready according to readyExpr eval`,
    });
    expect(await exists("configmap", "next-frontend", ns)).toBe(false);
  });
});

describe("objects of Flux's own kinds", () => {
  const crd = "helmreleases.helm.toolkit.fluxcd.io";

  it("fail the Kustomization before anything is written, in one line, where the cluster has no Flux CRDs", async () => {
    const ns = await createTestNamespace("flux-kinds-none");
    const repo = await prepare("flux-kinds", ns);
    const report = await runSync(repo, { path: "unserved" });
    expect(row(report, "notify")).toMatchObject({
      ready: "False",
      reason: "ReconciliationFailed",
      message: `Alert/${ns}/on-call need Flux's controllers in the cluster: it does not serve notification.toolkit.fluxcd.io/v1beta3 Alert (install Flux, e.g. flux install, or leave these objects out); nothing was applied`,
    });
    expect(await exists("configmap", "alert-settings", ns)).toBe(false);
  });

  it("are applied where the cluster serves them, and judged by their Ready condition with the controller's message", async () => {
    await kubectlOk(["apply", "-f", join(DISCOVERY, "flux-kinds/helmrelease-crd.yaml")]);
    await kubectlOk(["wait", "--for=condition=Established", `crd/${crd}`, "--timeout=30s"]);
    const ns = await createTestNamespace("flux-kinds");
    const repo = await prepare("flux-kinds", ns);
    // This test plays helm-controller: it writes the HelmRelease's status once it exists.
    const controller = (async () => {
      await waitFor(async () => (await exists("helmrelease", "podinfo", ns)) || undefined, 30_000);
      await kubectlOk([
        "patch",
        "helmrelease",
        "podinfo",
        "-n",
        ns,
        "--subresource=status",
        "--type=merge",
        "-p",
        JSON.stringify({
          status: {
            conditions: [
              {
                type: "Ready",
                status: "True",
                reason: "InstallSucceeded",
                message: "Helm install succeeded for release podinfo with chart podinfo@6.7.0",
                lastTransitionTime: new Date().toISOString(),
              },
            ],
          },
        }),
      ]);
    })();
    const report = await runSync(repo, { path: "clusters" });
    await controller;
    const release = row(report, "release");
    expect(release).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
    expect(release.health).toContainEqual(
      expect.objectContaining({ ref: `HelmRelease/${ns}/podinfo`, status: "Current" }),
    );

    // A release the controller gave up on: Failed, with helm-controller's own words.
    await kubectlOk([
      "patch",
      "helmrelease",
      "podinfo",
      "-n",
      ns,
      "--subresource=status",
      "--type=merge",
      "-p",
      JSON.stringify({
        status: {
          conditions: [
            {
              type: "Ready",
              status: "False",
              reason: "InstallFailed",
              message: "Helm install failed for release podinfo: context deadline exceeded",
              lastTransitionTime: new Date().toISOString(),
            },
            {
              type: "Stalled",
              status: "True",
              reason: "RetriesExceeded",
              message: "Failed to install after 1 attempt(s)",
              lastTransitionTime: new Date().toISOString(),
            },
          ],
        },
      }),
    ]);
    const failed = row(await runSync(repo, { path: "clusters" }), "release");
    expect(failed).toMatchObject({ ready: "False", reason: "HealthCheckFailed" });
    expect(failed.message).toContain(`HelmRelease/${ns}/podinfo`);
    expect(failed.message).toContain("Failed to install after 1 attempt(s)");
  });
});
