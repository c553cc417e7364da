import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTestNamespace } from "./support/cluster.js";
import { actions, exists, inventoryIds, prepareRepo, removeFile, row, runSync } from "./support/sync.js";

describe("plan", () => {
  it("reports what a first sync would create and writes nothing", async () => {
    const ns = await createTestNamespace("plan-fresh");
    const repo = await prepareRepo("app", ns);
    const report = await runSync(repo, { mode: "plan" });
    expect(report.mode).toBe("plan");
    expect(row(report, "app")).toMatchObject({ ready: "True", reason: "Planned" });
    expect(actions(report, "app")).toEqual([
      "ConfigMap/settings created",
      "Deployment/web created",
      "HorizontalPodAutoscaler/web created",
      "PodDisruptionBudget/web created",
      "Service/web created",
    ]);
    expect(await exists("deployment", "web", ns)).toBe(false);
    expect(await inventoryIds(ns, "app")).toBeUndefined();
  });

  it("reports changed and pruned objects of a new revision without touching them", async () => {
    const ns = await createTestNamespace("plan-change");
    const repo = await prepareRepo("app", ns);
    await runSync(repo);
    await removeFile(repo, "deploy/pdb.yaml");
    await writeFile(
      join(repo, "deploy", "settings.yaml"),
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: ${ns}\n  annotations:\n    kustomize.toolkit.fluxcd.io/prune: disabled\ndata:\n  level: debug\n`,
    );
    const report = await runSync(repo, { mode: "plan" });
    expect(actions(report, "app")).toEqual([
      "ConfigMap/settings configured",
      "Deployment/web unchanged",
      "HorizontalPodAutoscaler/web unchanged",
      "PodDisruptionBudget/web deleted",
      "Service/web unchanged",
    ]);
    expect(row(report, "app").changes.find((c) => c.kind === "PodDisruptionBudget")?.detail).toBe(
      "would be deleted",
    );
    expect(await exists("poddisruptionbudget", "web", ns)).toBe(true);
    expect(await inventoryIds(ns, "app")).toContain(`${ns}_web_policy_PodDisruptionBudget`);
  });
});

describe("plan across dependencies", () => {
  it("plans a Kustomization whose Namespace and CRD come from a dependency that is not applied yet", async () => {
    const ns = await createTestNamespace("plan-deps");
    const repo = await prepareRepo("crd", ns);
    const report = await runSync(repo, { mode: "plan" });
    expect(row(report, "crds")).toMatchObject({ ready: "True", reason: "Planned" });
    expect(row(report, "widgets")).toMatchObject({ ready: "True", reason: "Planned" });
    expect(actions(report, "widgets")).toEqual(["Widget/second created"]);
    expect(await exists("crd", `widgets.${ns}.test.kustomize-sync.io`)).toBe(false);
  });
});
