import { ApiError, formatApiError, LeaseLostError } from "../cluster/errors.js";
import {
  deleteInventory,
  type Inventory,
  InventoryDamagedError,
  type InventoryEntry,
  InventoryOwnerError,
  inventoryName,
  readInventory,
  writeInventory,
} from "../inventory/index.js";
import { formatRef, type KustomizationResult, kustomizationKey, parseObjectId } from "../model/index.js";
import { pruneStale } from "../prune/index.js";
import { type ReconcileContext, visibleInventories } from "./kustomization.js";
import { fenced, lockKustomization } from "./lock.js";

/** What finalizing needs of a run: its cluster, options, lock holder and inventory namespaces. */
export type FinalizeContext = Pick<
  ReconcileContext,
  "options" | "cluster" | "holder" | "inventoryNamespaces"
>;

/** The inventory's entry for the Namespace it lives in (kustomize-sync created it, or the manifests declare it). */
export function homeEntry(inventory: Inventory): InventoryEntry | undefined {
  return inventory.entries.find((e) => {
    const ref = parseObjectId(e.id);
    return ref.kind === "Namespace" && ref.group === "" && ref.name === inventory.namespace;
  });
}

/** The inventory's ConfigMap and Lease: they go with their Namespace. */
function inventoryObjects(inventory: Inventory): string[] {
  const name = inventoryName(inventory.kustomization);
  return ["ConfigMap", "Lease"].map((kind) => formatRef({ kind, namespace: inventory.namespace, name }));
}

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
export async function finalizeRemoved(
  found: Inventory,
  ctx: FinalizeContext,
  cause = "removed from the repository",
): Promise<KustomizationResult> {
  const started = Date.now();
  const row: Row = (ready, message, extra = {}) => ({
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
  // An API failure that outlived the retries ends this Kustomization's row, not the run; so does
  // a write its lock's fence refused (the lock was lost): nothing more is written.
  return finalizeWith(found, ctx, cause, row).catch((err): KustomizationResult => {
    if (err instanceof LeaseLostError) return row("False", `${err.message}; nothing more was deleted`);
    if (!(err instanceof ApiError)) throw err;
    return row("False", formatApiError(err));
  });
}

type Row = (
  ready: KustomizationResult["ready"],
  message: string,
  extra?: Partial<KustomizationResult>,
) => KustomizationResult;

async function finalizeWith(
  found: Inventory,
  ctx: FinalizeContext,
  cause: string,
  row: Row,
): Promise<KustomizationResult> {
  const { options } = ctx;
  const dryRunOnly = options.mode === "plan";
  const lease = dryRunOnly ? undefined : await lockKustomization(ctx, found.namespace, found.kustomization);
  if (typeof lease === "string") return row("False", lease);
  // Every write under the lock goes through its fence; only what follows the lock's release does not.
  const cluster = lease ? ctx.cluster.fenced(lease.fence) : ctx.cluster;
  try {
    let inventory: Inventory | undefined;
    try {
      inventory = dryRunOnly ? found : await readInventory(cluster, found.kustomization, found.namespace);
    } catch (err) {
      if (!(err instanceof InventoryDamagedError || err instanceof InventoryOwnerError)) throw err;
      return row("False", `inventory ${err.message}: fix or delete that ConfigMap; nothing was deleted`);
    }
    if (!inventory) return row("True", `${cause}; its inventory was already gone`);
    if (inventory.scope && inventory.scope !== found.scope) {
      return row(
        "True",
        `${cause}; left alone: Kustomization ${kustomizationKey(found.kustomization)} is now synced from ${inventory.scope}`,
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
        `${cause}; deletionPolicy ${policy}: ${inventory.entries.length} objects left in place`,
      );
    }
    // The Namespace the inventory lives in (a preview's `pr-123`) goes last, with the inventory
    // and the lock in it: everything else must be confirmed deleted first.
    const home = homeEntry(inventory);
    const pruned = await pruneStale({
      cluster,
      kustomization: inventory.kustomization,
      inventoryNamespace: inventory.namespace,
      stale: inventory.entries.filter((e) => e !== home),
      desiredIds: new Set(),
      inventories: () => visibleInventories(ctx),
      timeoutMs: options.timeoutMs,
      dryRunOnly,
      log: options.log,
    });
    if (home && pruned.keep.length === 0) {
      const lostBefore = await fenced(lease);
      if (lostBefore) return row("False", `${lostBefore}; the inventory was left for the lock's holder`);
      // The lock is given up first, so that deleting its Namespace does not read as losing it. If
      // the Namespace stays, the inventory stays too (unchanged: it lists only what is gone or it).
      if (!dryRunOnly) await lease?.release();
      const last = await pruneStale({
        cluster: ctx.cluster,
        kustomization: inventory.kustomization,
        inventoryNamespace: inventory.namespace,
        stale: [home],
        desiredIds: new Set(),
        inventories: () => visibleInventories(ctx),
        timeoutMs: options.timeoutMs,
        dryRunOnly,
        log: options.log,
        goesWithNamespace: inventoryObjects(inventory),
      });
      const changes = [...pruned.changes, ...last.changes];
      const deleted = changes.filter((c) => c.action === "deleted").length;
      // A Namespace left in place and not kept (prune: disabled, another owner's labels, another
      // inventory tracks it) does not take the inventory with it: that goes by itself.
      const homeStays = last.changes.some((c) => c.id === home.id && c.action === "skipped");
      if (!dryRunOnly && last.keep.length === 0 && homeStays) await deleteInventory(ctx.cluster, inventory);
      if (dryRunOnly || last.keep.length === 0)
        return row(
          "True",
          `${cause}; deletionPolicy ${policy}: ${deleted} objects ${dryRunOnly ? "would be " : ""}deleted`,
          {
            changes,
          },
        );
      const why = last.changes.find((c) => c.detail)?.detail ?? "not deleted";
      return row("False", `${formatRef(parseObjectId(home.id))} ${why}`, {
        changes,
        problems: last.problems,
        inventorySize: inventory.entries.length,
      });
    }
    const deleted = pruned.changes.filter((c) => c.action === "deleted").length;
    if (dryRunOnly) {
      return row("True", `${cause}; deletionPolicy ${policy}: ${deleted} objects would be deleted`, {
        changes: pruned.changes,
      });
    }
    const lostAfter = await fenced(lease);
    if (lostAfter) return row("False", `${lostAfter}; the inventory was left for the lock's holder`);
    const keep = home ? [...pruned.keep, home] : pruned.keep;
    if (keep.length > 0) {
      // Keep tracking what could not be deleted, so nothing is orphaned.
      await writeInventory(cluster, {
        ...inventory,
        entries: keep,
        updatedAt: new Date().toISOString(),
      });
      const kept = new Set(keep.map((k) => k.id));
      const first = pruned.changes.find((c) => kept.has(c.id) && c.detail);
      const why =
        pruned.problems.map((p) => p.message).join("\n") ||
        `${pruned.keep.length} objects not deleted yet${first ? `: ${formatRef(first)} ${first.detail}` : ""}`;
      return row("False", why, {
        changes: pruned.changes,
        problems: pruned.problems,
        inventorySize: keep.length,
      });
    }
    await deleteInventory(cluster, inventory);
    return row("True", `${cause}; deletionPolicy ${policy}: ${deleted} objects deleted`, {
      changes: pruned.changes,
    });
  } finally {
    await lease?.release();
  }
}
