import { type Manifest, stringifyYaml } from "../model/index.js";

/** Multi-document YAML, like `flux build kustomization` prints it. */
export function formatManifests(manifests: Manifest[]): string {
  return manifests.map((m) => stringifyYaml(m.object)).join("---\n");
}
