// The chart's crds/ applied before install or upgrade, as helm-controller does (internal/action/
// crds.go applyCRDs) while Helm itself runs with --skip-crds: Skip applies nothing, Create creates
// the CRDs that do not exist yet and leaves existing ones alone, CreateReplace creates or
// replaces every one; then waits until they are Established. Through the project's cluster
// client: server-side apply with the run's field manager, forced as helm-controller forces.
import type { Cluster } from "../cluster/types.js";
import { waitForHealth } from "../health/index.js";
import type { CrdPolicy, Logger, Manifest } from "../model/index.js";
import { DEFAULT_CRD_POLICY } from "./render.js";

export async function applyChartCrds(
  cluster: Cluster,
  crds: readonly Manifest[],
  policy: CrdPolicy | undefined,
  options: { timeoutMs: number; log: Logger; signal?: AbortSignal },
): Promise<{ applied: string[]; error?: string }> {
  const effective = policy ?? DEFAULT_CRD_POLICY;
  if (effective === "Skip" || crds.length === 0) return { applied: [] };
  const applied: string[] = [];
  for (const { object } of crds) {
    if (effective === "Create") {
      const existing = await cluster.get({
        group: "apiextensions.k8s.io",
        kind: "CustomResourceDefinition",
        namespace: "",
        name: object.metadata.name,
        version: object.apiVersion.split("/")[1] ?? "v1",
      });
      if (existing) continue;
    }
    await cluster.apply(object, { force: true });
    applied.push(object.metadata.name);
  }
  if (applied.length === 0) return { applied };
  const outcome = await waitForHealth({
    cluster,
    targets: applied.map((name) => ({
      apiVersion: "apiextensions.k8s.io/v1",
      kind: "CustomResourceDefinition",
      namespace: "",
      name,
    })),
    timeoutMs: options.timeoutMs,
    log: options.log,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  // The templates may use the new kinds: discovery must see them.
  await cluster.refreshMapping();
  return outcome.result === "passed" ? { applied } : { applied, error: outcome.message };
}
