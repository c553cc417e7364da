import {
  deleteInventory,
  type Inventory,
  listInventories,
  retireLegacy,
  writeInventory,
} from "../inventory/index.js";
import type { KustomizationResult } from "../model/index.js";
import { pruneStale } from "../prune/index.js";
import { lockKustomization, type ReconcileContext } from "./kustomization.js";

/**
 * A Kustomization whose inventory is in the cluster but whose definition left the repository is
 * finalized as Flux finalizes a deleted Kustomization, by the deletionPolicy recorded at apply
 * time: MirrorPrune deletes its objects only if it had prune enabled; Delete and
 * WaitForTermination delete them; Orphan leaves them. Then its inventory goes.
 */
export async function finalizeRemoved(
  inventory: Inventory,
  ctx: ReconcileContext,
): Promise<KustomizationResult> {
  const started = Date.now();
  const { cluster, options } = ctx;
  const policy = inventory.deletionPolicy;
  const deleteObjects =
    policy === "Delete" || policy === "WaitForTermination" || (policy === "MirrorPrune" && inventory.prune);
  const row = (
    ready: KustomizationResult["ready"],
    message: string,
    extra: Partial<KustomizationResult> = {},
  ): KustomizationResult => ({
    name: inventory.kustomization.name,
    namespace: inventory.kustomization.namespace,
    ready,
    reason: ready === "True" ? "Deleted" : "PruneFailed",
    message,
    revision: inventory.revision,
    changes: [],
    durationMs: Date.now() - started,
    ...extra,
  });
  const dryRunOnly = options.mode === "plan";
  const lease = dryRunOnly
    ? undefined
    : await lockKustomization(ctx, inventory.namespace, inventory.kustomization);
  if (typeof lease === "string") return row("False", lease);
  try {
    if (!deleteObjects) {
      if (!dryRunOnly) await deleteInventory(cluster, inventory);
      return row(
        "True",
        `removed from the repository; deletionPolicy ${policy}: ${inventory.entries.length} objects left in place`,
      );
    }
    const pruned = await pruneStale({
      cluster,
      kustomization: inventory.kustomization,
      stale: inventory.entries,
      desiredIds: new Set(),
      inventories: () => listInventories(cluster, options.log),
      timeoutMs: options.timeoutMs,
      dryRunOnly,
      log: options.log,
    });
    const deleted = pruned.changes.filter((c) => c.action === "deleted").length;
    if (dryRunOnly) {
      return row(
        "True",
        `removed from the repository; deletionPolicy ${policy}: ${deleted} objects would be deleted`,
        { changes: pruned.changes },
      );
    }
    if (pruned.keep.length > 0) {
      // Keep tracking what could not be deleted, so nothing is orphaned.
      await writeInventory(cluster, {
        ...inventory,
        entries: pruned.keep,
        updatedAt: new Date().toISOString(),
      });
      await retireLegacy(cluster, inventory);
      const why =
        pruned.problems.map((p) => p.message).join("\n") || `${pruned.keep.length} objects not deleted yet`;
      return row("False", why, {
        changes: pruned.changes,
        problems: pruned.problems,
        inventorySize: pruned.keep.length,
      });
    }
    await deleteInventory(cluster, inventory);
    return row("True", `removed from the repository; deletionPolicy ${policy}: ${deleted} objects deleted`, {
      changes: pruned.changes,
    });
  } finally {
    await lease?.release().catch(() => undefined);
  }
}
