// Inventory entries as sets: what a run writes ahead, keeps, and compares.
import type { DesiredObject } from "../apply/index.js";
import type { ReleaseOutcome } from "../helm/index.js";
import type { Inventory, InventoryEntry } from "../inventory/index.js";
import { HELM_GROUP, objectId, splitApiVersion } from "../model/index.js";

export function entriesOf(desired: readonly DesiredObject[]): InventoryEntry[] {
  return desired.map((d) => ({ id: d.id, v: d.ref.version }));
}

/**
 * The entries of the HelmReleases kustomize-sync releases itself: the HelmRelease's own id, as
 * Flux's inventory would list the object, so the same inventory stays right if helm-controller
 * is installed later; prune tells them apart by their kind (see reconcile/kustomization.ts).
 */
export function releaseEntriesOf(releases: readonly ReleaseOutcome[]): InventoryEntry[] {
  return releases.map((r) => ({
    id: objectId({ group: HELM_GROUP, kind: "HelmRelease", namespace: r.namespace, name: r.name }),
    v: splitApiVersion(r.rendered?.release.apiVersion ?? `${HELM_GROUP}/v2`).version,
  }));
}

/** Whether an inventory entry is a HelmRelease (`<ns>_<name>_helm.toolkit.fluxcd.io_HelmRelease`). */
export function isReleaseEntry(entry: InventoryEntry): boolean {
  return entry.id.endsWith(`_${HELM_GROUP}_HelmRelease`);
}

export function union(a: InventoryEntry[], b: InventoryEntry[]): InventoryEntry[] {
  const byId = new Map(a.map((e) => [e.id, e]));
  for (const e of b) byId.set(e.id, e);
  return [...byId.values()];
}

/** Which ConfigMaps (at which resourceVersions) an inventory was read from: equal means nobody wrote since. */
export function storedVersions(inventory: Inventory | undefined): string {
  return (inventory?.stored ?? []).map((s) => `${s.name}@${s.resourceVersion ?? ""}`).join(",");
}

export function sameEntries(
  previous: Inventory | undefined,
  entries: InventoryEntry[],
  revision: string,
): boolean {
  if (!previous || previous.revision !== revision || previous.entries.length !== entries.length) return false;
  return listsAll(previous, entries);
}

/** Whether the inventory lists every one of these entries (id and version). */
export function listsAll(inventory: Inventory | undefined, entries: InventoryEntry[]): boolean {
  if (!inventory) return entries.length === 0;
  const listed = new Set(inventory.entries.map((e) => `${e.id} ${e.v}`));
  return entries.every((e) => listed.has(`${e.id} ${e.v}`));
}
