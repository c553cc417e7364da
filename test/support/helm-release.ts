// A HelmReleaseSpec as the loader (src/helm/definition.ts) leaves it for a minimal HelmRelease,
// with the fields a test sets on top: one builder for the tests of the render steps.
import type { HelmReleaseSpec } from "../../src/model/index.js";

export function helmReleaseSpec(fields: Partial<HelmReleaseSpec> = {}): HelmReleaseSpec {
  const name = fields.name ?? "podinfo";
  const namespace = fields.namespace ?? "apps";
  const apiVersion = "helm.toolkit.fluxcd.io/v2";
  return {
    name,
    namespace,
    apiVersion,
    valuesFrom: [],
    postRenderers: [],
    install: {},
    upgrade: {},
    rollback: {},
    uninstall: {},
    dependsOn: [],
    suspend: false,
    object: { apiVersion, kind: "HelmRelease", metadata: { name, namespace } },
    ...fields,
  };
}
