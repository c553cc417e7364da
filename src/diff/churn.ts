import type { KubeObject } from "../model/index.js";
import { isMap } from "./noise.js";

// What a chart version bump changes on every object of a release, whatever the change: the
// chart and version labels Helm's conventional helpers stamp, and the `checksum/*` annotations
// charts use to roll pods. Shown once per release, not repeated on every object.
const CHURN_LABELS = new Set(["helm.sh/chart", "app.kubernetes.io/version"]);
const CHURN_ANNOTATION_PREFIX = "checksum/";

function isChurnKey(key: string): boolean {
  return CHURN_LABELS.has(key) || key.startsWith(CHURN_ANNOTATION_PREFIX);
}

/**
 * The object without its churn (in every `labels` and `annotations` map at any depth: pod
 * templates carry them too), and the churn keys with their values, first value seen per key.
 */
export function splitChurn(object: KubeObject): { object: KubeObject; churn: Map<string, string> } {
  const churn = new Map<string, string>();
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (!isMap(value as never)) return value;
    const out: Record<string, unknown> = {};
    const metadataMap = key === "labels" || key === "annotations";
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (metadataMap && typeof v === "string" && isChurnKey(k)) {
        if (!churn.has(k)) churn.set(k, v);
        continue;
      }
      out[k] = walk(v, k);
    }
    return out;
  };
  return { object: walk(object) as KubeObject, churn };
}

/** Per release: each churn key that changed, its values before and after, and on how many objects. */
export class ReleaseChurn {
  private readonly releases = new Map<
    string,
    Map<string, { before: Set<string>; after: Set<string>; objects: number }>
  >();

  /** Records the churn keys whose values differ between the two sides of one object. */
  record(release: string, before: Map<string, string>, after: Map<string, string>): void {
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const b = before.get(key);
      const a = after.get(key);
      if (b === a) continue;
      const keys = this.releases.get(release) ?? new Map();
      this.releases.set(release, keys);
      const entry = keys.get(key) ?? { before: new Set<string>(), after: new Set<string>(), objects: 0 };
      keys.set(key, entry);
      if (b !== undefined) entry.before.add(b);
      if (a !== undefined) entry.after.add(a);
      entry.objects++;
    }
  }

  /** One line per release: `HelmRelease ns/name: helm.sh/chart podinfo-6.5.0 → podinfo-6.6.0 on 4 objects; …`. */
  notes(): string[] {
    const value = (values: Set<string>) =>
      values.size === 1 ? [...values][0]! : values.size ? "(several)" : "(none)";
    return [...this.releases].map(([release, keys]) => {
      const parts = [...keys].map(([key, e]) => {
        const change = key.startsWith(CHURN_ANNOTATION_PREFIX)
          ? "changed"
          : `${value(e.before)} → ${value(e.after)}`;
        return `${key} ${change} on ${e.objects} object${e.objects === 1 ? "" : "s"}`;
      });
      return `HelmRelease ${release}: ${parts.join("; ")} (not repeated per object)`;
    });
  }
}
