import {
  deleteInventory,
  type Inventory,
  InventoryDamagedError,
  InventoryOwnerError,
  readInventory,
  retireLegacy,
  writeInventory,
} from "../inventory/index.js";
import { formatRef, type KustomizationResult, kustomizationKey } from "../model/index.js";
import { pruneStale } from "../prune/index.js";
import { fenced, lockKustomization, type ReconcileContext, visibleInventories } from "./kustomization.js";

/**
 * A Kustomization whose inventory is in the cluster but whose definition left the repository is
 * finalized as Flux finalizes a deleted Kustomization, by the deletionPolicy recorded at apply
 * time: MirrorPrune deletes its objects only if it had prune enabled; Delete and
 * WaitForTermination delete them; Orphan leaves them. Then its inventory goes.
 *
 * `found` is the inventory as listed before the lock was taken. A run of an older revision that
 * still has the Kustomization may have held the lock and written more since: the inventory is
 * read again under the lock, and that one is finalized — else what that run applied would be
 * left with no inventory listing it.
 */
export async function finalizeRemoved(found: Inventory, ctx: ReconcileContext): Promise<KustomizationResult> {
  const started = Date.now();
  const { cluster, options } = ctx;
  const row = (
    ready: KustomizationResult["ready"],
    message: string,
    extra: Partial<KustomizationResult> = {},
  ): KustomizationResult => ({
    name: found.kustomization.name,
    namespace: found.kustomization.namespace,
    ready,
    reason: ready === "True" ? "Deleted" : "PruneFailed",
    message,
    revision: found.revision,
    changes: [],
    durationMs: Date.now() - started,
    ...extra,
  });
  const dryRunOnly = options.mode === "plan";
  const lease = dryRunOnly ? undefined : await lockKustomization(ctx, found.namespace, found.kustomization);
  if (typeof lease === "string") return row("False", lease);
  try {
    let inventory: Inventory | undefined;
    try {
      inventory = dryRunOnly ? found : await readInventory(cluster, found.kustomization, found.namespace);
    } catch (err) {
      if (!(err instanceof InventoryDamagedError || err instanceof InventoryOwnerError)) throw err;
      return row("False", `inventory ${err.message}: fix or delete that ConfigMap; nothing was deleted`);
    }
    if (!inventory) return row("True", "removed from the repository; its inventory was already gone");
    if (inventory.scope && inventory.scope !== found.scope) {
      return row(
        "True",
        `removed from the repository; left alone: Kustomization ${kustomizationKey(found.kustomization)} is now synced from ${inventory.scope}`,
      );
    }
    const policy = inventory.deletionPolicy;
    const deleteObjects =
      policy === "Delete" || policy === "WaitForTermination" || (policy === "MirrorPrune" && inventory.prune);
    const lost = await fenced(lease);
    if (lost) return row("False", `${lost}; nothing was deleted`);
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
      inventoryNamespace: inventory.namespace,
      stale: inventory.entries,
      desiredIds: new Set(),
      inventories: () => visibleInventories(ctx),
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
    const lostAfter = await fenced(lease);
    if (lostAfter) return row("False", `${lostAfter}; the inventory was left for the lock's holder`);
    if (pruned.keep.length > 0) {
      // Keep tracking what could not be deleted, so nothing is orphaned.
      await writeInventory(cluster, {
        ...inventory,
        entries: pruned.keep,
        updatedAt: new Date().toISOString(),
      });
      await retireLegacy(cluster, inventory);
      const kept = new Set(pruned.keep.map((k) => k.id));
      const first = pruned.changes.find((c) => kept.has(c.id) && c.detail);
      const why =
        pruned.problems.map((p) => p.message).join("\n") ||
        `${pruned.keep.length} objects not deleted yet${first ? `: ${formatRef(first)} ${first.detail}` : ""}`;
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
