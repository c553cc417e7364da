import { kindRank, waitGone } from "../apply/index.js";
import { formatApiError, LeaseLostError, NoMatchError } from "../cluster/errors.js";
import type { ApiObjectRef, Cluster, DeleteResult, KubeObject } from "../cluster/types.js";
import type { Inventory, InventoryEntry } from "../inventory/index.js";
import {
  annotation,
  type Change,
  FLUX_PRUNE_ANNOTATION,
  formatRef,
  kustomizationKey,
  LIFECYCLE_DELETION_ANNOTATION,
  type Logger,
  type NamespacedName,
  ownedBy,
  ownerSelector,
  type Problem,
  parseObjectId,
} from "../model/index.js";
import { foreignObjects } from "./namespace.js";

export interface PruneInput {
  cluster: Cluster;
  kustomization: NamespacedName;
  /**
   * Where this Kustomization's inventory lives. With the Kustomization it names an inventory:
   * preview environments apply one Kustomization into several inventory namespaces.
   */
  inventoryNamespace: string;
  /** Entries of the previous inventory that the new revision no longer has. */
  stale: InventoryEntry[];
  /** Ids the Kustomization still wants (never deleted, and they keep their Namespace alive). */
  desiredIds: ReadonlySet<string>;
  /** Reads every inventory it can see, afresh on each call: right before each batch of deletes. */
  inventories: () => Promise<Inventory[]>;
  timeoutMs: number;
  dryRunOnly: boolean;
  log: Logger;
  /**
   * The inventory's last prune (its Kustomization is finalized): the Namespace holding the
   * inventory may go, taking the inventory and the lock with it; they are not counted as objects
   * the Namespace holds for someone else. These are their `Kind/namespace/name`s.
   */
  goesWithNamespace?: readonly string[];
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
  live?: KubeObject;
}

/**
 * How old a read of the inventories, or of the candidates, may be for the next batch of deletes.
 * Between a read and a delete there is always a moment; this keeps it at about a batch's length
 * without listing every inventory in the cluster once per kind.
 */
const INVENTORIES_FRESH_MS = 2_000;

/**
 * Stale objects of one kind in one namespace are read with one LIST (of the objects carrying our
 * owner labels) from this many on, instead of one GET each...
 */
const LIST_FROM = 5;
/** ...unless that LIST would return more than this many objects per stale one (a few stale among thousands kept). */
const LIST_MAX_PER_STALE = 20;

/** The other inventories, read right before a batch of deletes, and which of them lists each id. */
interface Others {
  inventories: Inventory[];
  listing: Map<string, Inventory>;
}

/**
 * Deletes what the new revision no longer contains, in reverse apply order, and only what this
 * Kustomization created: the object must carry both owner labels naming it, and no other
 * inventory may list it — another Kustomization's current revision is in its inventory before it
 * writes anything (write-ahead), so this also spares what another run is applying right now.
 * Guards against the known pruning accidents: a Namespace still holding objects we do not own or
 * an inventory (cli-utils#274, flux2#1366), a CRD whose custom resources still exist
 * (istio#19815), owner labels copied by an operator onto foreign objects
 * (kustomize-controller#410). Deletes carry the UID read, so a recreated object is never hit.
 */
export async function pruneStale(input: PruneInput): Promise<PruneOutcome> {
  const outcome: PruneOutcome = { changes: [], keep: [], problems: [] };
  const candidates: Candidate[] = input.stale.map((entry) => {
    const ref = parseObjectId(entry.id);
    return { entry, ref: { ...ref, version: entry.v } };
  });
  // Reverse apply order, one kind rank at a time: a Namespace goes only after its contents.
  const ranks = [...new Set(candidates.map((c) => pruneRank(c.ref)))].sort((a, b) => b - a);
  const desiredPerCollection = countPerCollection([...input.desiredIds].map(parseObjectId));
  let read: { at: number; inventories: Promise<{ all: Inventory[] } | { error: unknown }> } | undefined;
  const groups = ranks.map((rank) => candidates.filter((c) => pruneRank(c.ref) === rank));
  // Every rank's candidates are read at once, up front: a rank whose read is older than the
  // inventories may be (deletes of the ranks before it waited on finalizers) is read again.
  const readAt = Date.now();
  const prefetched = groups.map((group) => settled(readLive(input, group, desiredPerCollection)));
  for (const [i, group] of groups.entries()) {
    // The candidates and the inventories are read together, right before this batch of deletes;
    // a read of the inventories a moment ago (the batch before) still serves.
    if (!read || Date.now() - read.at > INVENTORIES_FRESH_MS) {
      read = {
        at: Date.now(),
        inventories: input.inventories().then(
          (all) => ({ all }),
          (error: unknown) => ({ error }),
        ),
      };
    }
    const reads =
      Date.now() - readAt > INVENTORIES_FRESH_MS
        ? readLive(input, group, desiredPerCollection)
        : prefetched[i]!;
    const [inspected, inventories] = await Promise.all([
      Promise.all(group.map((c) => inspect(input, c, reads.get(c)!, outcome))),
      read.inventories,
    ]);
    const deletable = inspected.filter((c): c is Candidate => c !== undefined);
    if (deletable.length === 0) continue;
    let others: Others;
    try {
      if ("error" in inventories) throw inventories.error;
      others = otherInventories(input, inventories.all);
    } catch (err) {
      // Without the other inventories nothing can be shown to be ours alone: delete nothing.
      const message = `could not read the other inventories before pruning: ${formatApiError(err)}`;
      for (const c of deletable) {
        outcome.keep.push(c.entry);
        record(outcome, c, "failed", message);
      }
      outcome.problems.push({ message });
      continue;
    }
    await Promise.all(deletable.map((c) => pruneOne(input, c, others, outcome)));
  }
  return outcome;
}

/** The same reads, each already marked as handled: a prefetched read that is read again is never awaited. */
function settled<K>(reads: Map<K, Promise<KubeObject | undefined>>): Map<K, Promise<KubeObject | undefined>> {
  for (const r of reads.values()) r.catch(() => undefined);
  return reads;
}

function record(out: PruneOutcome, c: Candidate, action: Change["action"], detail?: string): void {
  out.changes.push({
    id: c.entry.id,
    kind: c.ref.kind,
    namespace: c.ref.namespace,
    name: c.ref.name,
    action,
    ...(detail ? { detail } : {}),
  });
}

/**
 * The built-in namespaced kinds between ClusterRoleBinding and the custom resources in Flux's
 * order, and PersistentVolumeClaims. Deleting one needs none of the others still there (unlike a
 * custom resource whose operator must still run to remove its finalizer; a LoadBalancer
 * Service's finalizer is the cluster's own controllers' business), so they go as one batch, not
 * one kind after another: Flux sends these deletes one after another without waiting for any to
 * finish either.
 */
const ONE_BATCH: ReadonlySet<string> = new Set([
  "|ResourceQuota",
  "|ServiceAccount",
  "rbac.authorization.k8s.io|Role",
  "rbac.authorization.k8s.io|RoleBinding",
  "|ConfigMap",
  "|Secret",
  "|Service",
  "|LimitRange",
  "apps|Deployment",
  "apps|StatefulSet",
  "batch|CronJob",
  "policy|PodDisruptionBudget",
  // Not in Flux's list (so among the custom resources, deleted first), yet its finalizer
  // (kubernetes.io/pvc-protection) holds it until the Pods that mount it are gone: deleted and
  // waited for before their Deployment, it waited out the whole timeout.
  "|PersistentVolumeClaim",
]);
const ONE_BATCH_RANK = kindRank("Deployment");

/** The batch a stale object is deleted in: its kind's rank in Flux's order, or the one batch above. */
function pruneRank(ref: { group: string; kind: string }): number {
  return ONE_BATCH.has(`${ref.group}|${ref.kind}`) ? ONE_BATCH_RANK : kindRank(ref.kind);
}

/** Where objects of one kind and namespace are listed (the apiVersion's version aside). */
const collectionKey = (ref: { group: string; kind: string; namespace: string }) =>
  `${ref.group}|${ref.kind}|${ref.namespace}`;

function countPerCollection(refs: { group: string; kind: string; namespace: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ref of refs) counts.set(collectionKey(ref), (counts.get(collectionKey(ref)) ?? 0) + 1);
  return counts;
}

/**
 * Reads the live candidates, right before their batch of deletes: one LIST of the objects
 * labelled as ours per kind and namespace when that is cheaper than a GET of each (see
 * LIST_FROM), else a GET each. A candidate the LIST does not return was deleted or relabelled:
 * a GET tells which, so the checks see every live object as a GET of its own would have.
 */
function readLive(
  input: PruneInput,
  group: Candidate[],
  desiredPerCollection: Map<string, number>,
): Map<Candidate, Promise<KubeObject | undefined>> {
  const { cluster, kustomization: ks } = input;
  const collections = new Map<string, Candidate[]>();
  for (const c of group) {
    const key = `${c.ref.version}|${collectionKey(c.ref)}`;
    const members = collections.get(key);
    if (members) members.push(c);
    else collections.set(key, [c]);
  }
  const reads = new Map<Candidate, Promise<KubeObject | undefined>>();
  for (const members of collections.values()) {
    const { ref } = members[0]!;
    const listed = members.length + (desiredPerCollection.get(collectionKey(ref)) ?? 0);
    if (members.length < LIST_FROM || listed > members.length * LIST_MAX_PER_STALE) {
      for (const c of members) reads.set(c, cluster.get(c.ref));
      continue;
    }
    const byName = cluster
      .list({
        apiVersion: ref.group ? `${ref.group}/${ref.version}` : ref.version,
        kind: ref.kind,
        ...(ref.namespace ? { namespace: ref.namespace } : {}),
        labelSelector: ownerSelector(ks),
      })
      .then(
        (items) => new Map(items.map((o) => [`${o.metadata.namespace ?? ""}/${o.metadata.name}`, o])),
        (err: unknown) => {
          // The kind is no longer served: every candidate's read says so (inspect drops them).
          if (err instanceof NoMatchError) throw err;
          return undefined; // any other failure of the LIST: a GET each, as without it
        },
      );
    for (const c of members) {
      reads.set(
        c,
        byName.then((found) => found?.get(`${c.ref.namespace}/${c.ref.name}`) ?? cluster.get(c.ref)),
      );
    }
  }
  return reads;
}

/** Checks a candidate as read right before its batch; returns it when it may be deleted as far as the object itself says. */
async function inspect(
  input: PruneInput,
  c: Candidate,
  read: Promise<KubeObject | undefined>,
  out: PruneOutcome,
): Promise<Candidate | undefined> {
  const refText = formatRef(c.ref);
  let live: KubeObject | undefined;
  try {
    live = await read;
  } catch (err) {
    // The kind is no longer served (its CRD is gone): so are its objects.
    if (err instanceof NoMatchError) return undefined;
    out.keep.push(c.entry);
    out.problems.push({ message: formatApiError(err), object: refText });
    record(out, c, "failed", formatApiError(err));
    return undefined;
  }
  if (!live) return undefined; // already gone: drop it from the inventory
  if (!ownedBy(live, input.kustomization)) {
    record(out, c, "skipped", "not deleted: its owner labels do not name this Kustomization");
    return undefined;
  }
  if (annotation(live, FLUX_PRUNE_ANNOTATION) === "disabled") {
    record(out, c, "skipped", `not deleted: ${FLUX_PRUNE_ANNOTATION}: disabled`);
    return undefined;
  }
  if (annotation(live, LIFECYCLE_DELETION_ANNOTATION) === "detach") {
    record(out, c, "skipped", `detached: ${LIFECYCLE_DELETION_ANNOTATION}: detach`);
    return undefined;
  }
  return { ...c, live };
}

function otherInventories(input: PruneInput, all: Inventory[]): Others {
  const ks = input.kustomization;
  const inventories = all.filter(
    (inv) =>
      !(
        inv.namespace === input.inventoryNamespace &&
        inv.kustomization.namespace === ks.namespace &&
        inv.kustomization.name === ks.name
      ),
  );
  const listing = new Map<string, Inventory>();
  for (const inv of inventories) for (const e of inv.entries) if (!listing.has(e.id)) listing.set(e.id, inv);
  return { inventories, listing };
}

/** `ns/name`, plus where its inventory is when that is not the Kustomization's own namespace. */
function inventoryOwner(inv: Inventory): string {
  const key = kustomizationKey(inv.kustomization);
  return inv.namespace === inv.kustomization.namespace ? key : `${key} (inventory in ${inv.namespace})`;
}

async function pruneOne(input: PruneInput, c: Candidate, others: Others, out: PruneOutcome): Promise<void> {
  const { cluster } = input;
  const live = c.live!;
  const refText = formatRef(c.ref);
  const lister = others.listing.get(c.entry.id);
  if (lister) {
    // Another inventory lists it: that Kustomization declares it (or did, and will prune it).
    // When the owner labels name that Kustomization too (preview environments share one), it is
    // tracked there and leaves ours; else ours keeps it, so it is never left untracked.
    if (!ownedBy(live, lister.kustomization)) out.keep.push(c.entry);
    return record(
      out,
      c,
      "skipped",
      `not deleted: also listed by the inventory of Kustomization ${inventoryOwner(lister)}`,
    );
  }
  let refusal: string | undefined;
  try {
    refusal = await safetyRefusal(input, c, live, others);
  } catch (err) {
    // A guard that cannot decide refuses: deleting is what cannot be undone.
    refusal = `not deleted: ${formatApiError(err)}`;
  }
  if (refusal) {
    out.keep.push(c.entry);
    return record(out, c, "skipped", refusal);
  }
  if (input.dryRunOnly) return record(out, c, "deleted", "would be deleted");
  let result: DeleteResult;
  try {
    result = await cluster.delete(c.ref, { uid: live.metadata.uid, propagationPolicy: "Background" });
  } catch (err) {
    out.keep.push(c.entry);
    // Refused by the lock's fence before it left: the run that holds the lock now decides.
    if (err instanceof LeaseLostError) return record(out, c, "skipped", `not deleted: ${err.message}`);
    const message = formatApiError(err);
    out.problems.push({
      message: message.startsWith(refText) ? message : `${refText} delete failed: ${message}`,
      object: refText,
    });
    return record(out, c, "failed", message);
  }
  // The DELETE's answer says when the object is already gone; only one still held is polled.
  if (result !== "terminating" || (await waitGone(cluster, c.ref, input.timeoutMs, input.log)))
    return record(out, c, "deleted");
  // Still terminating (finalizers): keep tracking it so a later run confirms or retries.
  out.keep.push(c.entry);
  record(out, c, "deleted", "deletion requested; still terminating");
}

/** Why a stale object must not be deleted now, or undefined when it may be. Throws when it cannot tell. */
async function safetyRefusal(
  input: PruneInput,
  c: Candidate,
  live: KubeObject,
  others: Others,
): Promise<string | undefined> {
  if (c.ref.kind === "Namespace" && c.ref.group === "") {
    const ns = c.ref.name;
    const mine = kustomizationKey(input.kustomization);
    if ([...input.desiredIds].some((id) => parseObjectId(id).namespace === ns)) {
      return `not deleted: Namespace still holds objects of Kustomization ${mine}`;
    }
    if (input.inventoryNamespace === ns && !input.goesWithNamespace)
      return `not deleted: Namespace holds the inventory of Kustomization ${mine}`;
    for (const inv of others.inventories) {
      if (inv.namespace === ns)
        return `not deleted: Namespace holds the inventory of Kustomization ${kustomizationKey(inv.kustomization)}`;
      if (inv.entries.some((e) => parseObjectId(e.id).namespace === ns)) {
        return `not deleted: Namespace still holds objects of Kustomization ${kustomizationKey(inv.kustomization)}`;
      }
    }
    const ignored = new Set(input.goesWithNamespace ?? []);
    const foreign = (await foreignObjects(input.cluster, ns, input.kustomization)).filter(
      (ref) => !ignored.has(ref),
    );
    if (foreign.length > 0) {
      const shown = foreign.slice(0, 3).join(", ");
      const more = foreign.length > 3 ? `, and ${foreign.length - 3} more` : "";
      return (
        `not deleted: Namespace holds ${foreign.length} object${foreign.length === 1 ? "" : "s"} not managed by ` +
        `Kustomization ${mine} (${shown}${more}); move or delete ${foreign.length === 1 ? "it" : "them"} and the next run deletes the Namespace, ` +
        "or delete the Namespace by hand"
      );
    }
  }
  if (c.ref.kind === "CustomResourceDefinition") {
    const spec = (live.spec ?? {}) as {
      group?: string;
      names?: { kind?: string };
      versions?: { name: string; served?: boolean }[];
    };
    const version = spec.versions?.find((v) => v.served !== false)?.name;
    // Fails closed: a CRD whose resources cannot be listed may still have some.
    if (!spec.group || !spec.names?.kind || !version) {
      return "not deleted: no served version to check whether custom resources of this CRD exist (deleting it would delete them all)";
    }
    let items: KubeObject[];
    try {
      items = await input.cluster.list({ apiVersion: `${spec.group}/${version}`, kind: spec.names.kind });
    } catch (err) {
      return `not deleted: could not check whether custom resources of this CRD exist (${formatApiError(err)}); deleting it would delete them all`;
    }
    if (items.length > 0) {
      return `not deleted: ${items.length === 1 ? "a custom resource" : "custom resources"} of this CRD still exist (deleting it would delete them all)`;
    }
  }
  return undefined;
}
