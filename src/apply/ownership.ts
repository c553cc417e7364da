import { ApiError } from "../cluster/errors.js";
import type { KubeObject } from "../cluster/types.js";
import {
  formatRef,
  label,
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  type NamespacedName,
  type ObjectRef,
  OWNER_NAME_LABEL,
  OWNER_NAMESPACE_LABEL,
} from "../model/index.js";

/**
 * Whether a live object belongs to Kustomization `ks`, decided from the object itself, never from
 * an inventory alone: after a run killed right after its write-ahead, the inventory lists objects
 * that were never created, and a foreign object created later under such a name must not be
 * adopted (and pruned by the next revision). Undefined when it is ours; else the refusal.
 */
export function ownershipRefusal(
  live: KubeObject,
  ref: Pick<ObjectRef, "kind" | "namespace" | "name">,
  ks: NamespacedName,
  how: { listedInInventory: boolean; fieldManager: string },
): string | undefined {
  const ownerName = label(live, OWNER_NAME_LABEL);
  const ownerNamespace = label(live, OWNER_NAMESPACE_LABEL);
  if (ownerName === ks.name && ownerNamespace === ks.namespace) return undefined;
  // A Namespace kustomize-sync created itself to hold inventories (managed-by label, no owner)
  // may be claimed by the Kustomization that declares it: it was never someone else's.
  const inventoryHome =
    !ownerName && ref.kind === "Namespace" && label(live, MANAGED_BY_LABEL) === MANAGED_BY_VALUE;
  if (inventoryHome) return undefined;
  // Owner labels taken off by hand: still ours when our inventory lists it AND our field manager
  // applied it (a foreign object of that name has no such managedFields entry).
  if (!ownerName && !ownerNamespace && how.listedInInventory && appliedBy(live, how.fieldManager))
    return undefined;
  const text = formatRef(ref);
  if (ownerName && ownerNamespace)
    return managedByOther(text, { namespace: ownerNamespace, name: ownerName });
  return (
    `${text} already exists and was not created by kustomize-sync; refusing to adopt it silently ` +
    `(to adopt it, label it ${OWNER_NAME_LABEL}=${ks.name} and ${OWNER_NAMESPACE_LABEL}=${ks.namespace})`
  );
}

function managedByOther(object: string, owner: NamespacedName): string {
  return `${object} is managed by Kustomization ${owner.namespace}/${owner.name}; an object can belong to one Kustomization only`;
}

/** True when `fieldManager` has server-side applied this object (a managedFields Apply entry). */
function appliedBy(live: KubeObject, fieldManager: string): boolean {
  const managed = (live.metadata.managedFields ?? []) as { manager?: string; operation?: string }[];
  return managed.some((m) => m.manager === fieldManager && m.operation === "Apply");
}

/**
 * A resourceVersion no object has (etcd revision 1 is the cluster's first write). Server-side
 * apply ignores metadata.resourceVersion when it creates and enforces it when it updates, so an
 * apply carrying it creates the object or fails with 409 Conflict if anyone created it first:
 * the claim of a new object is decided by the API server, not by who read first. Pinned by
 * test/e2e/trust-race.test.ts.
 */
const CREATE_ONLY = "1";

/**
 * The object to send so that the write is also the claim: a create-only precondition for an
 * object that did not exist when planned, the live UID for one that did (so an object deleted and
 * recreated by someone else meanwhile is not taken over: 422 `metadata.uid … immutable`, or 409
 * when it is gone).
 */
export function withClaim(object: KubeObject, liveUid: string | undefined): KubeObject {
  const metadata = { ...object.metadata };
  if (liveUid) metadata.uid = liveUid;
  else metadata.resourceVersion = CREATE_ONLY;
  return { ...object, metadata };
}

/** The write failed because the object is not the one planned against (see withClaim). */
export function isClaimConflict(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return err.status === 409 || (err.status === 422 && /metadata\.uid/.test(err.message));
}
