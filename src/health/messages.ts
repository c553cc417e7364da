// Every health message in one place. The Kustomization-level ones follow Flux's wording
// (kustomize-controller / fluxcd/pkg/ssa), so searches and muscle memory carry over.
import { formatDuration } from "../model/index.js";
import type { ObjectHealth } from "./types.js";

/** `Deployment/ns/web status: 'InProgress': 0/1 ready; pod web-5d8f: ImagePullBackOff (image "hoge")`. */
function entry(o: ObjectHealth): string {
  return o.message ? `${o.ref} status: '${o.status}': ${o.message}` : `${o.ref} status: '${o.status}'`;
}

export const healthText = {
  passed: (ms: number) => `Health check passed in ${formatDuration(ms)}`,
  timeout: (ms: number, pending: ObjectHealth[]) =>
    `health check failed after ${formatDuration(ms)}: timeout waiting for: [${pending.map(entry).join(", ")}]`,
  failedEarly: (ms: number, failed: ObjectHealth[]) =>
    `health check failed after ${formatDuration(ms)}: failed early due to stalled resources: [${failed.map(entry).join(", ")}]`,
  /** `what`: the kind, or `every kind of <group>` for an entry without one. */
  invalidExpr: (index: number, field: string, what: string, why: string) =>
    `healthCheckExprs[${index}].${field} for ${what} is not a valid CEL expression: ${why}`,
  exprError: (field: string, why: string) => `cannot evaluate healthCheckExprs ${field}: ${why}`,
  missingCurrent: (index: number, what: string) =>
    `healthCheckExprs[${index}].current for ${what} is required: it says when the object is healthy`,
  /** Flux's words (fluxcd/pkg runtime/cel). */
  duplicateExpr: (index: number, what: string) =>
    `healthCheckExprs[${index}]: duplicate custom health check for ${what}`,
  unknownKind: (apiVersion: string, kind: string, why: string) =>
    `cannot watch ${kind} (${apiVersion}): ${why}`,
  /** Empty: Flux's `Kind/ns/name status: 'NotFound'` says it all. */
  notFound: "",
  notListed: "waiting for the first list",
  transition: (o: ObjectHealth, from: string) =>
    `${o.ref}: ${from} → ${o.status}${o.message ? ` (${o.message})` : ""}`,
  /** The first ten pending objects; a progress line that fills the screen helps nobody. */
  stillWaiting: (pending: ObjectHealth[]) => {
    const shown = pending
      .slice(0, 10)
      .map((o) => `${o.ref} (${o.status}${o.message ? `: ${o.message}` : ""})`)
      .join(", ");
    const more = pending.length > 10 ? `, and ${pending.length - 10} more` : "";
    return `still waiting for ${pending.length} object${pending.length === 1 ? "" : "s"}: ${shown}${more}`;
  },
  /** A workload's pod-level reasons, for a Kustomization without health checks (it stays Ready, as in Flux). */
  podWarning: (o: ObjectHealth) => `${o.ref}: ${o.message}`,
};
