import { stringify } from "yaml";
import type { Manifest } from "../model/index.js";

/** Multi-document YAML, like `flux build kustomization` prints it. */
export function formatManifests(manifests: Manifest[]): string {
  return manifests
    .map((m) =>
      stringify(m.object, { version: "1.1", lineWidth: 0, indentSeq: false, aliasDuplicateObjects: false }),
    )
    .join("---\n");
}
