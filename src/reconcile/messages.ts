// What a run says about its lock and its own inventory, in one place.
import { type NamespacedName, ownerSelector } from "../model/index.js";

/** How many objects a message names before it says how many more. */
const NAMED = 10;

function named(objects: readonly string[]): string {
  const shown = objects.slice(0, NAMED).join(", ");
  return objects.length > NAMED ? `${shown} and ${objects.length - NAMED} more` : shown;
}

export const lockText = {
  waiting: (lease: string, holder: string, since: string, until: Date) =>
    `waiting for the lock (Lease ${lease}) held by ${holder} since ${since}, until ${until.toISOString()} at the latest`,
  lost: (ks: NamespacedName, reason: string) => `${ks.namespace}/${ks.name}: lost the lock: ${reason}`,
  /** The next run's wait of up to `seconds` is explained here, where it is caused. */
  notReleased: (lease: string, why: string, expiresAt: Date, seconds: number) =>
    `could not release the lock (Lease ${lease}): ${why}; it expires on its own at ${expiresAt.toISOString()}, ` +
    `so a run of this Kustomization that starts before then waits up to ${seconds}s for it`,
};

export const inventoryText = {
  /**
   * The Kustomization's inventory is gone but objects labelled as its own exist: what an earlier
   * revision applied and this one no longer declares is not in any inventory, so never pruned.
   */
  missing: (
    ks: NamespacedName,
    configMap: string,
    found: number,
    unpruned: readonly string[],
    unlisted: readonly string[],
  ) => {
    const selector = ownerSelector(ks);
    const head = `the inventory ${configMap} is missing, yet ${found} object${found === 1 ? "" : "s"} of this revision already carry this Kustomization's owner labels: it was deleted since the last run`;
    const unseen =
      unlisted.length > 0 ? `; kinds that could not be listed (not checked): ${named(unlisted)}` : "";
    if (unpruned.length === 0) {
      return `${head}; this run writes it again from the revision, and no other object carries those labels, so nothing is left unpruned${unseen}`;
    }
    return (
      `${head}. ${unpruned.length} object${unpruned.length === 1 ? "" : "s"} labelled as its own ` +
      `${unpruned.length === 1 ? "is" : "are"} not in this revision and can no longer be pruned: ${named(unpruned)}${unseen}. ` +
      "To have them pruned, sync the revision that last declared them (its inventory then lists them again) and then this one, " +
      `or restore the ConfigMap from a backup; or delete them by hand (they carry the labels ${selector})`
    );
  },
};

/** What a sync says about the HelmReleases kustomize-sync releases itself. */
export const releaseSyncText = {
  otherIdentity: (release: string, why: string) =>
    `${release}: not released: ${why}, and kustomize-sync releases only with the step's own identity on its own cluster (helm-releaser: helm-controller leaves it to a helm-controller there); nothing was applied`,
  /** helm-controller's words for a suspended HelmRelease (it is left as it is). */
  suspended: "reconciliation is suspended for this object",
  /** Debug: the engine will leave it alone, so it is not rendered or dry-run. */
  notRendered: (namespace: string, name: string) =>
    `HelmRelease/${namespace}/${name}: deployed with the release digest of its inputs: not rendered`,
  renderingOff: (count: number) =>
    `${count} HelmRelease${count === 1 ? "" : "s"} to release, but HelmRelease rendering is off (helm-releases: false / --no-helm-releases); nothing was applied`,
};
