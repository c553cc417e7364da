import { kindRank, waitGone } from "../apply/index.js";
import { formatApiError, NoMatchError } from "../cluster/errors.js";
import type { ApiObjectRef, Cluster, KubeObject } from "../cluster/types.js";
import type { Inventory, InventoryEntry } from "../inventory/index.js";
import {
  annotation,
  type Change,
  FLUX_PRUNE_ANNOTATION,
  formatRef,
  LIFECYCLE_DELETION_ANNOTATION,
  type Logger,
  label,
  type NamespacedName,
  OWNER_NAME_LABEL,
  OWNER_NAMESPACE_LABEL,
  type Problem,
  parseObjectId,
} from "../model/index.js";

export interface PruneInput {
  cluster: Cluster;
  kustomization: NamespacedName;
  /** Entries of the previous inventory that the new revision no longer has. */
  stale: InventoryEntry[];
  /** Ids the Kustomization still wants (never deleted, and they keep their Namespace alive). */
  desiredIds: ReadonlySet<string>;
  /** Reads every inventory in the cluster, for the Namespace rule; called only when needed. */
  inventories: () => Promise<Inventory[]>;
  timeoutMs: number;
  dryRunOnly: boolean;
  log: Logger;
}

export interface PruneOutcome {
  changes: Change[];
  /** Stale entries that must stay in the inventory: delete failed, not confirmed, or refused for safety. */
  keep: InventoryEntry[];
  problems: Problem[];
}

interface Candidate {
  entry: InventoryEntry;
  ref: ApiObjectRef;
}

/**
 * Deletes what the new revision no longer contains, in reverse apply order, and only what this
 * Kustomization created: the object must carry both owner labels naming it. Guards against the
 * known pruning accidents: a Namespace still holding managed objects or an inventory
 * (cli-utils#274, flux2#1366), a CRD whose custom resources still exist (istio#19815), owner
 * labels copied by an operator onto foreign objects (kustomize-controller#410).
 */
export async function pruneStale(input: PruneInput): Promise<PruneOutcome> {
  const outcome: PruneOutcome = { changes: [], keep: [], problems: [] };
  // Every stale Namespace consults the same list of inventories: read it once per prune.
  let inventories: Promise<Inventory[]> | undefined;
  const shared = { ...input, inventories: () => (inventories ??= input.inventories()) };
  const candidates: Candidate[] = input.stale.map((entry) => {
    const ref = parseObjectId(entry.id);
    return { entry, ref: { ...ref, version: entry.v } };
  });
  // Reverse apply order, one kind rank at a time: a Namespace goes only after its contents.
  const ranks = [...new Set(candidates.map((c) => kindRank(c.ref.kind)))].sort((a, b) => b - a);
  for (const rank of ranks) {
    const group = candidates.filter((c) => kindRank(c.ref.kind) === rank);
    await Promise.all(group.map((c) => pruneOne(shared, c, outcome)));
  }
  return outcome;
}

async function pruneOne(input: PruneInput, c: Candidate, out: PruneOutcome): Promise<void> {
  const { cluster } = input;
  const refText = formatRef(c.ref);
  const change = (action: Change["action"], detail?: string): void => {
    out.changes.push({
      id: c.entry.id,
      kind: c.ref.kind,
      namespace: c.ref.namespace,
      name: c.ref.name,
      action,
      ...(detail ? { detail } : {}),
    });
  };
  let live: Awaited<ReturnType<Cluster["get"]>>;
  try {
    live = await cluster.get(c.ref);
  } catch (err) {
    // The kind is no longer served (its CRD is gone): so are its objects.
    if (err instanceof NoMatchError) return;
    out.keep.push(c.entry);
    out.problems.push({ message: formatApiError(err), object: refText });
    change("failed", formatApiError(err));
    return;
  }
  if (!live) return; // already gone: drop it from the inventory
  const ks = input.kustomization;
  if (label(live, OWNER_NAME_LABEL) !== ks.name || label(live, OWNER_NAMESPACE_LABEL) !== ks.namespace) {
    return change("skipped", "not deleted: its owner labels do not name this Kustomization");
  }
  if (annotation(live, FLUX_PRUNE_ANNOTATION) === "disabled") {
    return change("skipped", `not deleted: ${FLUX_PRUNE_ANNOTATION}: disabled`);
  }
  if (annotation(live, LIFECYCLE_DELETION_ANNOTATION) === "detach") {
    return change("skipped", `detached: ${LIFECYCLE_DELETION_ANNOTATION}: detach`);
  }
  const refusal = await safetyRefusal(input, c, live);
  if (refusal) {
    out.keep.push(c.entry);
    return change("skipped", refusal);
  }
  if (input.dryRunOnly) return change("deleted", "would be deleted");
  try {
    await cluster.delete(c.ref, { uid: live.metadata.uid, propagationPolicy: "Background" });
  } catch (err) {
    out.keep.push(c.entry);
    const message = formatApiError(err);
    out.problems.push({
      message: message.startsWith(refText) ? message : `${refText} delete failed: ${message}`,
      object: refText,
    });
    return change("failed", message);
  }
  if (await waitGone(cluster, c.ref, input.timeoutMs)) return change("deleted");
  // Still terminating (finalizers): keep tracking it so a later run confirms or retries.
  out.keep.push(c.entry);
  change("deleted", "deletion requested; still terminating");
}

/** Why a stale object must not be deleted now, or undefined when it may be. */
async function safetyRefusal(input: PruneInput, c: Candidate, live: KubeObject): Promise<string | undefined> {
  if (c.ref.kind === "Namespace" && c.ref.group === "") {
    const ns = c.ref.name;
    const mine = `${input.kustomization.namespace}/${input.kustomization.name}`;
    if ([...input.desiredIds].some((id) => parseObjectId(id).namespace === ns)) {
      return `not deleted: Namespace still holds objects of Kustomization ${mine}`;
    }
    for (const inv of await input.inventories()) {
      const owner = `${inv.kustomization.namespace}/${inv.kustomization.name}`;
      if (inv.namespace === ns) return `not deleted: Namespace holds the inventory of Kustomization ${owner}`;
      if (owner === mine) continue;
      if (inv.entries.some((e) => parseObjectId(e.id).namespace === ns)) {
        return `not deleted: Namespace still holds objects of Kustomization ${owner}`;
      }
    }
  }
  if (c.ref.kind === "CustomResourceDefinition") {
    const spec = (live.spec ?? {}) as {
      group?: string;
      names?: { kind?: string };
      versions?: { name: string; served?: boolean }[];
    };
    const version = spec.versions?.find((v) => v.served !== false)?.name;
    if (spec.group && spec.names?.kind && version) {
      const items = await input.cluster
        .list({ apiVersion: `${spec.group}/${version}`, kind: spec.names.kind, pageSize: 1 })
        .catch(() => []);
      if (items.length > 0) {
        return `not deleted: ${items.length === 1 ? "a custom resource" : "custom resources"} of this CRD still exist (deleting it would delete them all)`;
      }
    }
  }
  return undefined;
}
