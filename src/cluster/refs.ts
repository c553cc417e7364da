import { splitApiVersion } from "../model/index.js";
import type { ApiObjectRef, KubeObject } from "./types.js";

/** The API reference of an object (group, version, kind, namespace — "" when absent — and name). */
export function refOf(obj: KubeObject): ApiObjectRef {
  const { group, version } = splitApiVersion(obj.apiVersion);
  return { group, version, kind: obj.kind, namespace: obj.metadata.namespace ?? "", name: obj.metadata.name };
}
