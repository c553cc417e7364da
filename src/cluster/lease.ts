// coordination.k8s.io Lease locks. Hand-written because client-node ships no lease lock or leader
// election.

import { sleep } from "../model/async.js";
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE } from "../model/ownership.js";
import { ApiError, LeaseLockedError, LeaseLostError } from "./errors.js";
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

/** Monotonic local time in ms: what expiry is measured in (never another machine's clock). */
const localNow = () => performance.now();

/**
 * What a waiting candidate has seen of a lease held by someone else. The lease counts as expired
 * only when its record (resourceVersion) stayed unchanged for its whole duration of *our* local
 * time, as client-go's leader election judges it: comparing the holder's renewTime with the
 * local clock lets a skew of a few seconds between runners steal a live lock.
 */
export class LeaseObservation {
  private version: string | undefined;
  private since = 0;

  /** True when the lease may be taken: no holder, or unchanged for leaseDurationSeconds since first seen. */
  expired(
    lease: { metadata: { resourceVersion?: string }; spec?: LeaseSpec },
    now: number = localNow(),
  ): boolean {
    if (!lease.spec?.holderIdentity) return true;
    const version = lease.metadata.resourceVersion ?? JSON.stringify(lease.spec);
    if (version !== this.version) {
      this.version = version;
      this.since = now;
    }
    return now - this.since >= (lease.spec.leaseDurationSeconds ?? 0) * 1000;
  }

  /** Local time left until the observed record would expire if it stays unchanged. */
  remainingMs(lease: { spec?: LeaseSpec }, now: number = localNow()): number {
    return Math.max(0, this.since + (lease.spec?.leaseDurationSeconds ?? 0) * 1000 - now);
  }
}

const isStatus = (err: unknown, status: number) => err instanceof ApiError && err.status === status;

type LeaseCluster = Pick<Cluster, "get" | "create" | "update" | "delete">;

/**
 * Takes a coordination.k8s.io/v1 Lease: creates it when absent, takes it over when expired by
 * local observation (update with resourceVersion precondition), waits up to `waitMs` while
 * someone else holds it, then fails with `locked by <holder> since <acquireTime>`. Renews every
 * `renewMs` while held and gives the lease up when it cannot renew within 2/3 of its duration.
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
  const observation = new LeaseObservation();
  let announced = false;

  // A run releases its Lease when it ends, so the next usually finds none: it tries to create it
  // first (one request), and reads it only when that says it exists.
  let absent = true;
  for (;;) {
    const existing = absent ? undefined : ((await cluster.get(ref)) as LeaseObject | undefined);
    absent = false;
    const now = new Date();
    const sent = localNow();
    if (!existing) {
      try {
        const created = (await cluster.create({
          apiVersion: "coordination.k8s.io/v1",
          kind: "Lease",
          metadata: { name, namespace, labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE } },
          spec: {
            holderIdentity: holder,
            leaseDurationSeconds: duration,
            acquireTime: microTime(now),
            renewTime: microTime(now),
            leaseTransitions: 0,
          },
        })) as LeaseObject;
        return new Lease(cluster, ref, holder, created, opts, duration, sent);
      } catch (err) {
        if (isStatus(err, 409)) continue; // someone created it meanwhile: look again
        throw err;
      }
    }
    const spec = existing.spec ?? {};
    if (spec.holderIdentity === holder || observation.expired(existing)) {
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
        return new Lease(cluster, ref, holder, updated, opts, duration, sent);
      } catch (err) {
        if (isStatus(err, 409) || isStatus(err, 404)) continue; // lost a race: look again
        throw err;
      }
    }
    const remaining = deadline - Date.now();
    const since = spec.acquireTime ?? spec.renewTime ?? "unknown";
    if (remaining <= 0) throw new LeaseLockedError(spec.holderIdentity!, since, { namespace, name });
    if (!announced) {
      announced = true;
      opts.onWaiting?.({
        holder: spec.holderIdentity!,
        since,
        until: new Date(Date.now() + Math.min(remaining, observation.remainingMs(existing))),
      });
    }
    await sleep(Math.min(pollMs, remaining));
  }
}

/**
 * A holder renews when its last renewal is older than this share of the duration, before a write
 * or on its timer (every third): nobody waiting can have seen its record unchanged for long yet.
 */
const RENEW_AFTER = 1 / 2;
/**
 * A write may leave only while the last confirmed renewal is younger than this share of the
 * duration (client-go's renew deadline: 10 s of a 15 s lease): the rest is left for the request to
 * reach the server before a waiting run, counting from when it first saw that renewal, may take over.
 */
const WRITABLE_FOR = 2 / 3;
/** Renewals in a row before a write gives up: each took longer than the lease leaves for writing. */
const RENEWALS_PER_WRITE = 3;

class Lease implements LeaseHandle {
  readonly namespace: string;
  readonly name: string;
  private current: LeaseObject;
  private timer: NodeJS.Timeout | undefined;
  private state: "held" | "released" | "lost" = "held";
  private lostReason = "";
  private chain: Promise<unknown> = Promise.resolve();
  /** The renewal under way: every write that needs one waits for the same request. */
  private renewal: Promise<void> | undefined;
  /** Local time at which the last successful write of the lease was sent. */
  private renewedAt: number;
  private readonly durationMs: number;
  private readonly renewEveryMs: number;

  constructor(
    private readonly cluster: LeaseCluster,
    private readonly ref: ApiObjectRef,
    readonly holder: string,
    obj: LeaseObject,
    private readonly opts: LeaseOptions,
    duration: number,
    sentAt: number,
  ) {
    this.namespace = ref.namespace;
    this.name = ref.name;
    this.current = obj;
    this.renewedAt = sentAt;
    this.durationMs = duration * 1000;
    this.renewEveryMs = opts.renewMs ?? Math.max(1000, this.durationMs / 3);
    this.timer = setInterval(() => {
      this.renew().catch(() => {
        // A transient failure is retried on the next tick, but only within the renew deadline
        // (2/3 of the duration, as client-go): past it, others may take over, so stop writing.
        const silentMs = localNow() - this.renewedAt;
        if (this.state === "held" && silentMs > this.durationMs * WRITABLE_FOR) {
          this.markLost(`not renewed for ${Math.round(silentMs / 1000)}s`);
        }
      });
    }, this.renewEveryMs);
    this.timer.unref();
  }

  get held(): boolean {
    return this.state === "held";
  }

  expiresAt(): Date {
    return new Date(Date.now() + this.renewedAt + this.durationMs - localNow());
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.chain.then(fn, fn);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private markLost(reason: string): void {
    if (this.state !== "held") return;
    this.state = "lost";
    this.lostReason = reason;
    this.stopTimer();
    this.opts.onLost?.(reason);
  }

  private lost(reason: string): never {
    this.markLost(reason);
    throw new LeaseLostError(this.ref, this.lostReason || reason);
  }

  /** Why no write may leave any more, or undefined while the lease is held. */
  private gone(): LeaseLostError | undefined {
    if (this.state === "lost") return new LeaseLostError(this.ref, this.lostReason);
    if (this.state !== "held") return new LeaseLostError(this.ref, "released");
    return undefined;
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  allows(): boolean {
    return this.state === "held" && localNow() - this.renewedAt < this.durationMs * WRITABLE_FOR;
  }

  async ready(): Promise<void> {
    for (let renewals = 0; ; renewals++) {
      const gone = this.gone();
      if (gone) throw gone;
      // Renewed within half the duration: nobody can have observed our record unchanged for a
      // whole duration yet. Otherwise (a paused process, a stalled timer) find out now, before writing.
      if (localNow() - this.renewedAt < this.durationMs * RENEW_AFTER) return;
      if (renewals === RENEWALS_PER_WRITE) {
        this.lost(
          `not renewed within ${Math.round((this.durationMs * RENEW_AFTER) / 1000)}s in ${renewals} tries`,
        );
      }
      await this.renew();
    }
  }

  renew(): Promise<void> {
    this.renewal ??= this.serial(() => this.renewNow()).finally(() => {
      this.renewal = undefined;
    });
    return this.renewal;
  }

  private async renewNow(): Promise<void> {
    const gone = this.gone();
    if (gone) throw gone;
    // The update carries our last resourceVersion: it succeeds only if nobody wrote the lease
    // since (a takeover is 409, a takeover and release 404), however long we were paused.
    for (let attempt = 0; attempt < 3; attempt++) {
      const sent = localNow();
      try {
        this.current = (await this.cluster.update({
          ...this.current,
          spec: { ...this.current.spec, renewTime: microTime() },
        })) as LeaseObject;
        this.renewedAt = sent;
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
