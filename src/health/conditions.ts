import type { KubeObject } from "../cluster/types.js";

export interface Condition {
  type: string;
  status: string;
  reason?: string;
  message?: string;
  observedGeneration?: number;
  lastTransitionTime?: string;
}

// Small readers over unstructured objects: a field that is absent, or of the wrong type (a
// half-written status during a rollout), reads as "not there" instead of throwing.

export function statusOf(obj: KubeObject): Record<string, unknown> {
  const status = obj.status;
  return status && typeof status === "object" ? (status as Record<string, unknown>) : {};
}

export function specOf(obj: KubeObject): Record<string, unknown> {
  const spec = obj.spec;
  return spec && typeof spec === "object" ? (spec as Record<string, unknown>) : {};
}

export function conditionsOf(obj: KubeObject): Condition[] {
  const list = statusOf(obj).conditions;
  return Array.isArray(list)
    ? list.filter((c): c is Condition => !!c && typeof c === "object" && typeof c.type === "string")
    : [];
}

export function condition(obj: KubeObject, type: string): Condition | undefined {
  return conditionsOf(obj).find((c) => c.type === type);
}

export function isTrue(obj: KubeObject, type: string): boolean {
  return condition(obj, type)?.status === "True";
}

/** An integer field, or `fallback` when absent (Kubernetes omits zero counts from status). */
export function int(value: unknown, fallback = 0): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** The path inside an object, or undefined when any step is missing. */
export function field(obj: unknown, ...path: string[]): unknown {
  let at: unknown = obj;
  for (const key of path) {
    if (!at || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** `group/Kind` with the core group written as just `Kind`: the key of the rule table. */
export function groupKind(apiVersion: string, kind: string): string {
  const slash = apiVersion.indexOf("/");
  return slash < 0 ? kind : `${apiVersion.slice(0, slash)}/${kind}`;
}
