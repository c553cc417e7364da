import type { Cluster, KubeObject, ListOptions } from "../cluster/types.js";
import { type NamespacedName, ownedBy, ownerNamespaceSelector } from "../model/index.js";

/** One kind in one namespace (none: cluster-scoped), as a plan reads it. */
type Collection = Pick<ListOptions, "apiVersion" | "kind" | "namespace">;

interface Snapshot {
  /** The connection's write epoch when the LIST was sent (see Cluster.writeEpoch). */
  epoch: number;
  /** When it was sent. */
  at: number;
  items: Promise<KubeObject[] | undefined>;
}

/**
 * How long a LIST is shared: the plans of a re-sync that writes nothing follow each other within
 * about a second. A change made by someone else meanwhile is seen by the next run, as one made
 * just after a plan's own read would be.
 */
const SHARED_FOR_MS = 3_000;

/**
 * One LIST of a kind in a namespace, of the objects every Kustomization of a namespace owns, shared
 * by the plans made before their locks while the run has written nothing (Leases aside): a re-sync
 * of 90 Kustomizations of a few objects each in a handful of namespaces reads each kind there once,
 * instead of a GET per object (500 requests for a home-ops fleet). A plan under a lock never reads
 * from here, and any write of the run (another Kustomization applied) ends the sharing, so what a
 * plan is given is what a read of its own would have returned, unless someone outside the run
 * wrote in the last few seconds (SHARED_FOR_MS) — a change the next run sees.
 */
export class SharedReads {
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly startEpoch: number | undefined;

  constructor(
    private readonly cluster: Cluster,
    private readonly now: () => number = Date.now,
  ) {
    this.startEpoch = cluster.writeEpoch();
  }

  /**
   * The live objects of `collection` labelled as `kustomization`'s, by name; undefined when no
   * shared read can stand for the caller's own (the run wrote, the LIST failed, another identity).
   */
  async ours(
    cluster: Cluster,
    collection: Collection,
    kustomization: NamespacedName,
  ): Promise<Map<string, KubeObject> | undefined> {
    const epoch = this.cluster.writeEpoch();
    if (epoch === undefined || epoch !== this.startEpoch) return undefined;
    const key = [
      cluster.identity(),
      collection.apiVersion,
      collection.kind,
      collection.namespace ?? "",
      kustomization.namespace,
    ].join("\0");
    let snapshot = this.snapshots.get(key);
    if (!snapshot || snapshot.epoch !== epoch || this.now() - snapshot.at > SHARED_FOR_MS) {
      snapshot = {
        epoch,
        at: this.now(),
        // Every object a Kustomization of this namespace owns: each caller takes its own.
        items: cluster
          .list({ ...collection, labelSelector: ownerNamespaceSelector(kustomization.namespace) })
          .catch(() => undefined),
      };
      this.snapshots.set(key, snapshot);
    }
    const items = await snapshot.items;
    // Written meanwhile (the LIST may not have seen it): the caller reads for itself.
    if (!items || this.cluster.writeEpoch() !== epoch) return undefined;
    const ours = new Map<string, KubeObject>();
    for (const item of items) if (ownedBy(item, kustomization)) ours.set(item.metadata.name, item);
    return ours;
  }
}
