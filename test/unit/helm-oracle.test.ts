// The comparison that holds HelmRelease renders to helm-controller (test/support/helm-oracle.ts),
// on releases written out here: what it reports, and the one documented difference it can undo.
import { describe, expect, it } from "vitest";
import type { KubeObject } from "../../src/model/manifest.js";
import type { InstallResult } from "../support/helm-controller.js";
import { differencesFromOracle, oracleObjects, withoutBuildMetadata } from "../support/helm-oracle.js";

const configMap = (version: string, data: Record<string, string>): KubeObject =>
  ({
    apiVersion: "v1",
    kind: "ConfigMap",
    metadata: { name: "demo", labels: { "helm.sh/chart": `demo-${version.replace("+", "_")}` } },
    data,
  }) as KubeObject;

function installed(version: string, manifest: string, hooks: string[] = []): InstallResult {
  return {
    helmRelease: { namespace: "apps", name: "demo" },
    ready: true,
    reason: "InstallSucceeded",
    message: "",
    release: {
      secret: "sh.helm.release.v1.demo.v1",
      name: "demo",
      namespace: "apps",
      version: 1,
      info: { status: "deployed" },
      chart: { metadata: { name: "demo", version } },
      manifest,
    },
    manifest,
    hooks: hooks.map((m, i) => ({ name: `hook-${i}`, kind: "Pod", path: "", manifest: m, events: [] })),
    chartVersion: version,
    values: {},
    objects: [],
  };
}

const MANIFEST =
  "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: demo\n  labels:\n    helm.sh/chart: demo-1.2.0_0123456789ab\ndata:\n  chart: 1.2.0+0123456789ab\n";
const TEST_HOOK =
  "apiVersion: v1\nkind: Pod\nmetadata:\n  name: demo-test\n  annotations:\n    helm.sh/hook: test\n";

describe("differencesFromOracle", () => {
  it("is empty when the render names the same objects with the same fields, test hooks aside", async () => {
    const result = installed("1.2.0+0123456789ab", MANIFEST, [TEST_HOOK]);
    expect(
      await differencesFromOracle(result, async () => [
        configMap("1.2.0+0123456789ab", { chart: "1.2.0+0123456789ab" }),
      ]),
    ).toEqual([]);
  });

  it("names each differing field, and each object only one side has", async () => {
    const result = installed(
      "1.2.0",
      MANIFEST.replaceAll("+0123456789ab", "").replaceAll("_0123456789ab", ""),
    );
    const extra = { apiVersion: "v1", kind: "Service", metadata: { name: "demo" } } as KubeObject;
    expect(
      await differencesFromOracle(result, async () => [configMap("1.2.0", { chart: "1.3.0" }), extra]),
    ).toEqual([
      'ConfigMap/demo.data.chart: "1.2.0" (helm-controller) ≠ "1.3.0" (rendered)',
      "Service/demo: rendered, not installed by helm-controller",
    ]);
    expect(await differencesFromOracle(result, async () => [])).toEqual([
      "ConfigMap/demo: installed by helm-controller, not rendered",
    ]);
  });

  it("undoes source-controller's build metadata (+ and the label's _) only when asked", async () => {
    const result = installed("1.2.0+0123456789ab", MANIFEST);
    const published = async () => [configMap("1.2.0", { chart: "1.2.0" })];
    expect(await differencesFromOracle(result, published, { ignoreBuildMetadata: true })).toEqual([]);
    expect(await differencesFromOracle(result, published)).toHaveLength(2);
    expect(withoutBuildMetadata(oracleObjects(result), "1.2.0")).toEqual(oracleObjects(result));
  });
});
