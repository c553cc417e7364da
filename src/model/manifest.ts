import type { KubeObject } from "../cluster/types.js";
import type { SourceLocation } from "./source.js";

/** One rendered object plus the file it came from (kustomize origin), for error messages. */
export interface Manifest {
  object: KubeObject;
  source?: SourceLocation;
}
