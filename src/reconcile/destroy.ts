import { ApiError, formatApiError } from "../cluster/errors.js";
import type { Inventory } from "../inventory/index.js";
import {
  type KustomizationResult,
  kustomizationKey,
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  mapLimit,
  OWNER_NAME_LABEL,
  type Problem,
  type RunReport,
  silentLogger,
} from "../model/index.js";
import type { RunOptions } from "../options.js";
import { foreignObjects } from "../prune/index.js";
import { redactDeep, redactingLogger, runSecrets } from "../report/redact.js";
import { namedBy } from "./build.js";
import { inventoryNamespacesOf, visibleInventories } from "./kustomization.js";
import { type FinalizeContext, finalizeRemoved, homeEntry } from "./removed.js";
import { clusterFor } from "./setup.js";
import { definitionsScope, runIdentity } from "./sync.js";
import { validate } from "./validate.js";

/**
 * `destroy` (a preview environment's teardown when its pull request closes): every inventory this
 * repository and path wrote — in `inventory-namespace` when given — is finalized as if its
 * Kustomization had left the repository: its objects are deleted by the same rules as prune
 * (owner labels, no other inventory listing them, `prune: disabled`, deletionPolicy, guarded
 * Namespaces and CRDs), then the inventory and the lock go. Inventories of other repositories,
 * paths or inventory namespaces are never touched. Kustomizations with `spec.kubeConfig` (another
 * cluster) are named, not destroyed.
 */
export async function destroy(given: RunOptions): Promise<RunReport> {
  const started = Date.now();
  const secrets = runSecrets(given);
  const options: RunOptions = { ...given, log: redactingLogger(given.log, secrets.values) };
  // The definitions (no cluster) say where inventories may be when the cluster-wide list is
  // forbidden, and which Kustomizations live on another cluster; a definition that no longer
  // renders does not stop a teardown.
  const { report: definitions, plan } = await validate({ ...options, log: silentLogger });
  const problems: Problem[] = plan.order
    .filter((spec) => spec.kubeConfig)
    .map((spec) => ({
      message: `Kustomization ${kustomizationKey(spec)} syncs to another cluster (spec.kubeConfig): destroy does not reach it`,
      object: `Kustomization/${kustomizationKey(spec)}`,
      ...(spec.source ? { source: spec.source } : {}),
    }));
  const cluster = await clusterFor(options);
  try {
    const ctx: FinalizeContext = {
      options,
      cluster,
      holder: runIdentity(),
      inventoryNamespaces: inventoryNamespacesOf(options, definitions.kustomizations),
    };
    const scope = await definitionsScope(options);
    const report = (rows: KustomizationResult[], more: Problem[] = []): RunReport =>
      redactDeep(
        {
          ready: problems.length + more.length === 0 && rows.every((k) => k.ready === "True"),
          mode: "destroy",
          kustomizations: rows,
          problems: [...problems, ...more],
          startedAt: new Date(started).toISOString(),
          durationMs: Date.now() - started,
        },
        secrets.values,
      );
    let inventories: Inventory[];
    try {
      inventories = await visibleInventories(ctx);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return report(
        [],
        [{ message: `could not list the inventories, nothing was deleted: ${formatApiError(err)}` }],
      );
    }
    const mine = inventories.filter(
      (inv) =>
        inv.scope === scope &&
        (!options.inventoryNamespace || inv.namespace === options.inventoryNamespace) &&
        (!options.name || namedBy(options.name)(inv.kustomization)),
    );
    if (mine.length === 0)
      options.log.info(
        `nothing to destroy: no inventory of ${scope}${options.name ? ` for Kustomization ${options.name}` : ""}`,
      );
    // A Kustomization that created the Namespace holding the inventories goes after the others.
    const first = mine.filter((inv) => !homeEntry(inv));
    const last = mine.filter((inv) => homeEntry(inv));
    const finalize = (inv: Inventory) =>
      options.log.group(kustomizationKey(inv.kustomization), () => finalizeRemoved(inv, ctx, "destroyed"));
    const rows = [
      ...(await mapLimit(first, options.concurrency, finalize)),
      ...(await mapLimit(last, 1, finalize)),
    ];
    if (options.inventoryNamespace && rows.every((k) => k.ready === "True"))
      await removeInventoryNamespace(ctx, options.inventoryNamespace);
    return report(rows);
  } finally {
    cluster.close();
  }
}

/**
 * The inventory namespace kustomize-sync created for a preview (labelled as ours, claimed by no
 * Kustomization) goes once it holds nothing but what Kubernetes puts into every Namespace: it
 * would otherwise stay behind, empty, for every closed pull request.
 */
async function removeInventoryNamespace(ctx: FinalizeContext, name: string): Promise<void> {
  const { cluster, options } = ctx;
  try {
    const ns = await cluster.get({ group: "", version: "v1", kind: "Namespace", namespace: "", name });
    if (!ns || ns.metadata.deletionTimestamp) return;
    const labels = (ns.metadata.labels ?? {}) as Record<string, string>;
    if (labels[MANAGED_BY_LABEL] !== MANAGED_BY_VALUE || labels[OWNER_NAME_LABEL]) return;
    const left = await foreignObjects(cluster, name, { namespace: "", name: "" });
    if (left.length > 0) {
      options.log.info(
        `Namespace ${name} (created for the inventories) is kept: it holds ${left.length} other object${left.length === 1 ? "" : "s"} (${left.slice(0, 3).join(", ")})`,
      );
      return;
    }
    await cluster.delete(
      { group: "", version: "v1", kind: "Namespace", namespace: "", name },
      { uid: ns.metadata.uid as string },
    );
    options.log.info(`Namespace ${name} (created for the inventories, now empty) deleted`);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    options.log.warn(
      `Namespace ${name} (created for the inventories) was not deleted: ${formatApiError(err)}`,
    );
  }
}
