import { describe, expect, it } from "vitest";
import { createTestNamespace, kubectl, kubectlOk } from "./support/cluster.js";
import { actions, exists, inventoryIds, prepareRepo, removeFile, row, runSync } from "./support/sync.js";

const APP_IDS = (ns: string) => [
  `${ns}_settings__ConfigMap`,
  `${ns}_web__Service`,
  `${ns}_web_apps_Deployment`,
  `${ns}_web_autoscaling_HorizontalPodAutoscaler`,
  `${ns}_web_policy_PodDisruptionBudget`,
];

describe("apply and prune", () => {
  it("applies a fresh revision, stamps owner labels and records every object in the inventory", async () => {
    const ns = await createTestNamespace("fresh");
    const repo = await prepareRepo("app", ns);
    const report = await runSync(repo);
    expect(row(report, "app")).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
    expect(actions(report, "app")).toEqual([
      "ConfigMap/settings created",
      "Deployment/web created",
      "HorizontalPodAutoscaler/web created",
      "PodDisruptionBudget/web created",
      "Service/web created",
    ]);
    expect(await inventoryIds(ns, "app")).toEqual(APP_IDS(ns));
    const labels = JSON.parse(
      await kubectlOk(["get", "deployment", "web", "-n", ns, "-o", "jsonpath={.metadata.labels}"]),
    );
    expect(labels).toMatchObject({ "kustomize-sync.io/name": "app", "kustomize-sync.io/namespace": ns });
  });

  it("re-applying the same revision reports every object unchanged", async () => {
    const ns = await createTestNamespace("noop");
    const repo = await prepareRepo("app", ns);
    await runSync(repo);
    const again = await runSync(repo);
    expect(row(again, "app").ready).toBe("True");
    expect(row(again, "app").changes.map((c) => c.action)).toEqual(Array(5).fill("unchanged"));
  });

  it("prunes the PodDisruptionBudget removed from the revision and keeps the Deployment, Service and HPA", async () => {
    const ns = await createTestNamespace("prune-pdb");
    const repo = await prepareRepo("app", ns);
    await runSync(repo);
    await removeFile(repo, "deploy/pdb.yaml");
    const report = await runSync(repo);
    expect(row(report, "app").ready).toBe("True");
    expect(actions(report, "app")).toContain("PodDisruptionBudget/web deleted");
    expect(await exists("poddisruptionbudget", "web", ns)).toBe(false);
    for (const kind of ["deployment", "service", "horizontalpodautoscaler"])
      expect(await exists(kind, "web", ns)).toBe(true);
    expect(await inventoryIds(ns, "app")).toEqual(
      APP_IDS(ns).filter((id) => !id.includes("PodDisruptionBudget")),
    );
  });

  it("keeps an object annotated prune: disabled and stops tracking it", async () => {
    const ns = await createTestNamespace("prune-disabled");
    const repo = await prepareRepo("app", ns);
    await runSync(repo);
    await removeFile(repo, "deploy/settings.yaml");
    const report = await runSync(repo);
    const change = row(report, "app").changes.find((c) => c.name === "settings");
    expect(change).toMatchObject({ action: "skipped", detail: expect.stringContaining("prune: disabled") });
    expect(await exists("configmap", "settings", ns)).toBe(true);
    expect(await inventoryIds(ns, "app")).not.toContain(`${ns}_settings__ConfigMap`);
  });

  it("pruning is off with spec.prune false or the prune option, and the entries stay tracked", async () => {
    const ns = await createTestNamespace("prune-off");
    const repo = await prepareRepo("app", ns);
    await runSync(repo);
    await removeFile(repo, "deploy/pdb.yaml");
    const report = await runSync(repo, { prune: "false" });
    expect(row(report, "app").ready).toBe("True");
    expect(await exists("poddisruptionbudget", "web", ns)).toBe(true);
    expect(await inventoryIds(ns, "app")).toContain(`${ns}_web_policy_PodDisruptionBudget`);
  });

  it("refuses to adopt an object of the same name created by someone else, and writes nothing", async () => {
    const ns = await createTestNamespace("foreign");
    await kubectlOk(["create", "service", "clusterip", "web", "--tcp=80:80", "-n", ns]);
    const repo = await prepareRepo("app", ns);
    const report = await runSync(repo);
    const app = row(report, "app");
    expect(app).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(app.message).toContain(`Service/${ns}/web already exists and was not created by kustomize-sync`);
    expect(app.message).toContain("deploy/service.yaml");
    expect(await exists("deployment", "web", ns)).toBe(false);
    expect(await inventoryIds(ns, "app")).toBeUndefined();
  });

  it("never prunes an object whose owner labels were taken off", async () => {
    const ns = await createTestNamespace("relabelled");
    const repo = await prepareRepo("app", ns);
    await runSync(repo);
    await kubectlOk([
      "label",
      "service",
      "web",
      "-n",
      ns,
      "kustomize-sync.io/name-",
      "kustomize-sync.io/namespace-",
    ]);
    await removeFile(repo, "deploy/service.yaml");
    const report = await runSync(repo);
    const change = row(report, "app").changes.find((c) => c.kind === "Service");
    expect(change).toMatchObject({ action: "skipped", detail: expect.stringContaining("owner labels") });
    expect(await exists("service", "web", ns)).toBe(true);
  });

  it("rejects an invalid manifest before writing anything, naming the object and its file", async () => {
    const ns = await createTestNamespace("invalid");
    const repo = await prepareRepo("invalid", ns);
    const report = await runSync(repo);
    const bad = row(report, "bad");
    expect(bad).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(bad.message).toMatch(
      new RegExp(
        `Deployment/${ns}/backend dry-run failed \\(Invalid\\): .*\\.spec\\.hoge: field not declared in schema`,
      ),
    );
    expect(bad.message).toContain("deploy/deployment.yaml");
    expect(await exists("configmap", "settings", ns)).toBe(false);
    expect(await inventoryIds(ns, "bad")).toBeUndefined();
  });

  it("never deletes a Namespace that still holds objects of another Kustomization", async () => {
    const ns = await createTestNamespace("shared-ns");
    const repo = await prepareRepo("shared-namespace", ns);
    try {
      const first = await runSync(repo);
      expect(row(first, "apps").ready).toBe("True");
      await removeFile(repo, "infra/namespace.yaml");
      const report = await runSync(repo);
      const change = row(report, "infra").changes.find((c) => c.kind === "Namespace");
      expect(change).toMatchObject({
        action: "skipped",
        detail: `not deleted: Namespace still holds objects of Kustomization ${ns}/apps`,
      });
      expect(await exists("namespace", `${ns}-shared`)).toBe(true);
      // Still tracked, so it is pruned once it is empty.
      expect(await inventoryIds(ns, "infra")).toEqual([`_${ns}-shared__Namespace`]);
    } finally {
      await kubectl(["delete", "namespace", `${ns}-shared`, "--wait=false", "--ignore-not-found"]);
    }
  });

  it("applies a CRD and its custom resources in one run, and never deletes a CRD whose resources exist", async () => {
    const ns = await createTestNamespace("crd");
    const repo = await prepareRepo("crd", ns);
    const crd = `widgets.${ns}.test.kustomize-sync.io`;
    try {
      const first = await runSync(repo);
      expect(row(first, "crds")).toMatchObject({ ready: "True" });
      expect(actions(first, "crds")).toEqual([
        `CustomResourceDefinition/${crd} created`,
        "Widget/first created",
      ]);
      expect(row(first, "widgets")).toMatchObject({ ready: "True" });
      await removeFile(repo, "crds/crd.yaml");
      const report = await runSync(repo);
      const change = row(report, "crds").changes.find((c) => c.kind === "CustomResourceDefinition");
      expect(change).toMatchObject({
        action: "skipped",
        detail: expect.stringContaining("custom resources of this CRD still exist"),
      });
      expect(await exists("crd", crd)).toBe(true);
    } finally {
      await kubectl(["delete", "crd", crd, "--wait=false", "--ignore-not-found"]);
    }
  });

  it("finalizes a Kustomization removed from the repository by its deletionPolicy", async () => {
    const ns = await createTestNamespace("removed");
    const repo = await prepareRepo("removed", ns);
    await runSync(repo);
    await removeFile(repo, "clusters/gone.yaml");
    await removeFile(repo, "clusters/orphan.yaml");
    const report = await runSync(repo);
    expect(row(report, "gone")).toMatchObject({ ready: "True", reason: "Deleted" });
    expect(row(report, "gone").message).toContain("deletionPolicy MirrorPrune: 1 objects deleted");
    expect(row(report, "orphan").message).toContain("deletionPolicy Orphan: 1 objects left in place");
    expect(await exists("configmap", "gone-config", ns)).toBe(false);
    expect(await exists("configmap", "orphan-config", ns)).toBe(true);
    expect(await exists("configmap", "keep-config", ns)).toBe(true);
    expect(await inventoryIds(ns, "gone")).toBeUndefined();
    expect(await inventoryIds(ns, "orphan")).toBeUndefined();
    expect(row(report, "keep").ready).toBe("True");
  });

  it("waits for another run's lock, then fails naming the holder", async () => {
    const ns = await createTestNamespace("locked");
    const repo = await prepareRepo("app", ns);
    const now = new Date().toISOString().replace(/\.\d+Z$/, ".000000Z");
    await kubectlOk(
      ["apply", "-f", "-"],
      JSON.stringify({
        apiVersion: "coordination.k8s.io/v1",
        kind: "Lease",
        metadata: { name: `kustomize-sync.${ns}.app`, namespace: ns },
        spec: {
          holderIdentity: "https://github.com/org/repo/actions/runs/42",
          acquireTime: now,
          renewTime: now,
          leaseDurationSeconds: 3600,
        },
      }),
    );
    const report = await runSync(repo, { lockTimeout: "1s" });
    expect(row(report, "app")).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(row(report, "app").message).toMatch(
      /^locked by https:\/\/github\.com\/org\/repo\/actions\/runs\/42 since /,
    );
    expect(await exists("deployment", "web", ns)).toBe(false);
  });
});
