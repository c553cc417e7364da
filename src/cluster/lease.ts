// coordination.k8s.io Lease locks. Hand-written because client-node ships no lease lock or leader
// election.
import { ApiError, LeaseLockedError } from "./errors.js";
import type { ApiObjectRef, Cluster, KubeObject, LeaseHandle, LeaseOptions } from "./types.js";

interface LeaseSpec {
  holderIdentity?: string;
  leaseDurationSeconds?: number;
  acquireTime?: string;
  renewTime?: string;
  leaseTransitions?: number;
}

type LeaseObject = KubeObject & { spec?: LeaseSpec };

/** metav1.MicroTime: RFC 3339 with exactly six fractional digits. */
export function microTime(date: Date = new Date()): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}

/** True when nobody holds the lease or its holder stopped renewing more than the duration ago. */
export function leaseExpired(spec: LeaseSpec | undefined, now: number = Date.now()): boolean {
  if (!spec?.holderIdentity) return true;
  const last = Date.parse(spec.renewTime ?? spec.acquireTime ?? "");
  if (Number.isNaN(last)) return true;
  const duration = (spec.leaseDurationSeconds ?? 0) * 1000;
  return last + duration < now;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isStatus = (err: unknown, status: number) => err instanceof ApiError && err.status === status;

type LeaseCluster = Pick<Cluster, "get" | "create" | "update" | "delete">;

/**
 * Takes a coordination.k8s.io/v1 Lease: creates it when absent, takes it over when expired
 * (update with resourceVersion precondition), waits up to `waitMs` while someone else holds
 * it, then fails with `locked by <holder> since <acquireTime>`. Renews every `renewMs` while held.
 */
export async function acquireLease(
  cluster: LeaseCluster,
  namespace: string,
  name: string,
  holder: string,
  opts: LeaseOptions = {},
): Promise<LeaseHandle> {
  const duration = opts.durationSeconds ?? 60;
  const pollMs = opts.pollMs ?? 1000;
  const deadline = Date.now() + (opts.waitMs ?? 0);
  const ref: ApiObjectRef = { group: "coordination.k8s.io", version: "v1", kind: "Lease", namespace, name };

  for (;;) {
    const existing = (await cluster.get(ref)) as LeaseObject | undefined;
    const now = new Date();
    if (!existing) {
      try {
        const created = (await cluster.create({
          apiVersion: "coordination.k8s.io/v1",
          kind: "Lease",
          metadata: { name, namespace, labels: { "app.kubernetes.io/managed-by": "kustomize-sync" } },
          spec: {
            holderIdentity: holder,
            leaseDurationSeconds: duration,
            acquireTime: microTime(now),
            renewTime: microTime(now),
            leaseTransitions: 0,
          },
        })) as LeaseObject;
        return new Lease(cluster, ref, holder, created, opts, duration);
      } catch (err) {
        if (isStatus(err, 409)) continue; // someone created it meanwhile: look again
        throw err;
      }
    }
    const spec = existing.spec ?? {};
    if (spec.holderIdentity === holder || leaseExpired(spec, now.getTime())) {
      const takeover = spec.holderIdentity !== holder;
      try {
        const updated = (await cluster.update({
          ...existing,
          spec: {
            ...spec,
            holderIdentity: holder,
            leaseDurationSeconds: duration,
            acquireTime: takeover ? microTime(now) : (spec.acquireTime ?? microTime(now)),
            renewTime: microTime(now),
            leaseTransitions: (spec.leaseTransitions ?? 0) + (takeover && spec.holderIdentity ? 1 : 0),
          },
        })) as LeaseObject;
        return new Lease(cluster, ref, holder, updated, opts, duration);
      } catch (err) {
        if (isStatus(err, 409) || isStatus(err, 404)) continue; // lost a race: look again
        throw err;
      }
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      throw new LeaseLockedError(spec.holderIdentity!, spec.acquireTime ?? spec.renewTime ?? "unknown", {
        namespace,
        name,
      });
    }
    await sleep(Math.min(pollMs, remaining));
  }
}

class Lease implements LeaseHandle {
  readonly namespace: string;
  readonly name: string;
  private current: LeaseObject;
  private timer: NodeJS.Timeout | undefined;
  private state: "held" | "released" | "lost" = "held";
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly cluster: LeaseCluster,
    private readonly ref: ApiObjectRef,
    readonly holder: string,
    obj: LeaseObject,
    private readonly opts: LeaseOptions,
    duration: number,
  ) {
    this.namespace = ref.namespace;
    this.name = ref.name;
    this.current = obj;
    const every = opts.renewMs ?? Math.max(1000, (duration * 1000) / 3);
    this.timer = setInterval(() => {
      this.renew().catch(() => undefined); // transient failures: try again next tick
    }, every);
    this.timer.unref();
  }

  get held(): boolean {
    return this.state === "held";
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.chain.then(fn, fn);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private lost(reason: string): never {
    if (this.state === "held") {
      this.state = "lost";
      this.stopTimer();
      this.opts.onLost?.(reason);
    }
    throw new Error(`lease ${this.namespace}/${this.name} lost: ${reason}`);
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  renew(): Promise<void> {
    return this.serial(async () => {
      if (this.state !== "held") throw new Error(`lease ${this.namespace}/${this.name} is not held`);
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          this.current = (await this.cluster.update({
            ...this.current,
            spec: { ...this.current.spec, renewTime: microTime() },
          })) as LeaseObject;
          return;
        } catch (err) {
          if (isStatus(err, 404)) this.lost("deleted by someone else");
          if (!isStatus(err, 409)) throw err;
          const fresh = (await this.cluster.get(this.ref)) as LeaseObject | undefined;
          if (!fresh) this.lost("deleted by someone else");
          if (fresh.spec?.holderIdentity !== this.holder) {
            this.lost(`taken over by ${fresh.spec?.holderIdentity ?? "nobody"}`);
          }
          this.current = fresh; // changed by someone else but still ours: retry on the new version
        }
      }
    });
  }

  release(): Promise<void> {
    return this.serial(async () => {
      if (this.state !== "held") {
        this.stopTimer();
        return;
      }
      this.state = "released";
      this.stopTimer();
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          await this.cluster.delete(this.ref, {
            uid: this.current.metadata.uid,
            resourceVersion: this.current.metadata.resourceVersion,
          });
          return;
        } catch (err) {
          if (!isStatus(err, 409)) throw err;
          const fresh = (await this.cluster.get(this.ref)) as LeaseObject | undefined;
          if (!fresh || fresh.spec?.holderIdentity !== this.holder) return; // not ours any more
          this.current = fresh;
        }
      }
    });
  }
}
