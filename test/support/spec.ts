// A Kustomization as config/ parses it, with Flux's defaults, for tests that build or walk one.
import type { KustomizationSpec } from "../../src/model/index.js";

export function kustomizationSpec(
  fields: Partial<KustomizationSpec> & Pick<KustomizationSpec, "path">,
): KustomizationSpec {
  return {
    name: "app",
    namespace: "flux-system",
    apiVersion: "kustomize.toolkit.fluxcd.io/v1",
    dependsOn: [],
    prune: true,
    wait: false,
    force: false,
    suspend: false,
    healthChecks: [],
    healthCheckExprs: [],
    patches: [],
    images: [],
    components: [],
    deletionPolicy: "MirrorPrune",
    source: { file: "clusters/prod/apps/app.yaml", line: 1 },
    ...fields,
  };
}
