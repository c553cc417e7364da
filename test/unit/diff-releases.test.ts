// A HelmRelease's rendered objects in a diff: shown under their Kustomization as objects of their
// release, a chart bump's relabelling said once per release, objects the chart drops deleted by
// the upgrade (not by prune).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { diffRevisions } from "../../src/diff/objects.js";
import type { RenderedKustomization } from "../../src/diff/types.js";
import { parseYaml } from "../../src/model/index.js";
import { renderDiffText } from "../../src/report/index.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/diff/releases");
const revision = (name: string) =>
  (parseYaml(readFileSync(resolve(FIXTURES, name), "utf8")) as { kustomizations: RenderedKustomization[] })
    .kustomizations;

describe("a chart bump in a diff", () => {
  const result = diffRevisions(revision("base.yaml"), revision("head.yaml"));
  const apps = result.kustomizations[0]!;
  const object = (kind: string, name: string) => apps.objects.find((o) => o.kind === kind && o.name === name);

  it("shows the new image on the Deployment, as an object of its HelmRelease", () => {
    const deployment = object("Deployment", "podinfo");
    expect(deployment?.release).toBe("apps/podinfo");
    expect(deployment?.paths).toEqual(["spec.template.spec.containers[0].image"]);
    expect(deployment?.diff).not.toContain("helm.sh/chart");
    expect(deployment?.diff).not.toContain("checksum/config");
  });

  it("counts an object whose only change is the chart's labels as unchanged", () => {
    expect(object("Service", "podinfo")).toBeUndefined();
    expect(apps.unchanged).toBe(1);
  });

  it("says the relabelling once for the release, with the values", () => {
    expect(apps.notes).toEqual([
      "HelmRelease apps/podinfo: helm.sh/chart podinfo-6.5.0 → podinfo-6.6.0 on 2 objects; app.kubernetes.io/version 6.5.0 → 6.6.0 on 2 objects; checksum/config changed on 1 object (not repeated per object)",
    ]);
  });

  it("deletes an object the new chart no longer renders with the upgrade, not by prune", () => {
    expect(object("ConfigMap", "podinfo-legacy")?.removal).toEqual({
      deleted: true,
      reason: "the upgrade of HelmRelease apps/podinfo deletes it",
    });
  });

  it("names the release beside each of its objects in the text diff", () => {
    const text = renderDiffText(result);
    expect(text).toContain(
      "~ Deployment/apps/podinfo  (HelmRelease apps/podinfo)  spec.template.spec.containers[0].image",
    );
    expect(text).toContain("~ HelmRelease/apps/podinfo  spec.chart.spec.version");
  });
});

describe("a chart's object that leaves the diff's manifests", () => {
  const helmRelease = {
    apiVersion: "helm.toolkit.fluxcd.io/v2",
    kind: "HelmRelease",
    metadata: { name: "podinfo", namespace: "apps" },
    spec: { chart: { spec: { chart: "podinfo", sourceRef: { kind: "HelmRepository", name: "podinfo" } } } },
  };
  const configMap = (name: string, annotations?: Record<string, string>) => ({
    release: "apps/podinfo",
    object: {
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: { name, namespace: "apps", ...(annotations ? { annotations } : {}) },
      data: { a: "b" },
    },
  });
  const apps = (fields: Partial<RenderedKustomization>): RenderedKustomization => ({
    namespace: "flux-system",
    name: "apps",
    prune: true,
    deletionPolicy: "MirrorPrune",
    manifests: [],
    ...fields,
  });
  /** Each removed object's verdict, sorted. */
  const removals = (base: RenderedKustomization[], head: RenderedKustomization[]) =>
    diffRevisions(base, head)
      .kustomizations.flatMap((k) =>
        k.objects
          .filter((o) => o.change === "removed")
          .map((o) => `${o.kind}/${o.name}: ${o.removal?.reason}`),
      )
      .sort();
  const base = apps({
    manifests: [
      { object: helmRelease },
      configMap("podinfo"),
      configMap("keep", { "helm.sh/resource-policy": "keep" }),
    ],
  } as Partial<RenderedKustomization>);

  it("is kept by an upgrade when it says helm.sh/resource-policy: keep, as Helm keeps it", () => {
    const head = apps({ manifests: [{ object: helmRelease }] } as Partial<RenderedKustomization>);
    expect(removals([base], [head])).toEqual([
      "ConfigMap/keep: helm.sh/resource-policy: keep: left in the cluster",
      "ConfigMap/podinfo: the upgrade of HelmRelease apps/podinfo deletes it",
    ]);
  });

  it("goes with the uninstall of a HelmRelease that prune deletes", () => {
    expect(removals([base], [apps({})])).toEqual([
      "ConfigMap/keep: helm.sh/resource-policy: keep: left in the cluster",
      "ConfigMap/podinfo: HelmRelease apps/podinfo removed: its uninstall deletes it",
      "HelmRelease/podinfo: pruned",
    ]);
  });

  it("stays with a HelmRelease that stays in the cluster: prune false, or the Kustomization removed with deletionPolicy Orphan", () => {
    expect(removals([base], [apps({ prune: false })])).toEqual([
      "ConfigMap/keep: helm.sh/resource-policy: keep: left in the cluster",
      "ConfigMap/podinfo: HelmRelease apps/podinfo is not deleted (prune is false): left in the cluster",
      "HelmRelease/podinfo: prune is false: left in the cluster",
    ]);
    expect(removals([{ ...base, deletionPolicy: "Orphan" }], [])).toEqual([
      "ConfigMap/keep: helm.sh/resource-policy: keep: left in the cluster",
      "ConfigMap/podinfo: HelmRelease apps/podinfo is not deleted (deletionPolicy Orphan): left in the cluster",
      "HelmRelease/podinfo: deletionPolicy Orphan: left in the cluster",
    ]);
  });
});
