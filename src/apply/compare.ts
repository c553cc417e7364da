import type { KubeObject } from "../cluster/types.js";

// Fields the API server maintains; a difference in them is not drift.
const SERVER_METADATA = [
  "resourceVersion",
  "managedFields",
  "generation",
  "uid",
  "creationTimestamp",
  "selfLink",
];

/** True when the dry-run result equals the live object, ignoring status and server-maintained metadata. */
export function sameObject(dryRun: KubeObject, live: KubeObject): boolean {
  return stableJson(normalise(dryRun)) === stableJson(normalise(live));
}

function normalise(obj: KubeObject): unknown {
  const { status: _status, metadata, ...rest } = obj;
  const meta: Record<string, unknown> = { ...metadata };
  for (const key of SERVER_METADATA) delete meta[key];
  return { ...rest, metadata: meta };
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
