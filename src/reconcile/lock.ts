import { ApiError, formatApiError, LeaseLockedError, LeaseLostError } from "../cluster/errors.js";
import type { Cluster, LeaseHandle, LeaseOptions, WriteFence } from "../cluster/types.js";
import { ensureNamespace, inventoryName } from "../inventory/index.js";
import type { Logger, NamespacedName } from "../model/index.js";
import type { RunOptions } from "../options.js";
import { lockText } from "./messages.js";

/**
 * The lock on a Kustomization expires this long after a run stops renewing it (renewed every
 * third of it), so a killed run blocks the next one for at most this long.
 */
export const LEASE_SECONDS = 15;

/** A held lock. */
export interface Lock {
  /**
   * Every write of the Kustomization goes through it (Cluster.fenced): none leaves once the lock
   * may have expired. `fence.ready()` is also the check before a step of writes: it throws
   * LeaseLostError when the lock is no longer ours.
   */
  fence: WriteFence;
  /**
   * Another run held the lock when this one asked for it: whatever was read before may have been
   * changed by that run, so it is read again.
   */
  waited: boolean;
  /**
   * Gives the lock up (deletes the Lease). One that cannot be deleted is said in one warning
   * (logged, and returned for the Kustomization's result): the next run's wait is explained.
   */
  release(): Promise<string | undefined>;
}

/**
 * Takes the Kustomization's Lease (in its inventory namespace, created first: a cluster without
 * Flux has no flux-system), waiting up to the lock timeout and saying so while it waits. Returns
 * the lock, or why not.
 */
export async function lockKustomization(
  ctx: { options: Pick<RunOptions, "lockTimeoutMs" | "timeoutMs" | "log">; cluster: Cluster; holder: string },
  namespace: string,
  kustomization: NamespacedName,
): Promise<Lock | string> {
  const { log } = ctx.options;
  let waited = false;
  const options = (name: string): LeaseOptions => ({
    waitMs: ctx.options.lockTimeoutMs,
    durationSeconds: LEASE_SECONDS,
    onWaiting: ({ holder, since, until }) => {
      waited = true;
      log.progress(lockText.waiting(`${namespace}/${name}`, holder, since, until));
    },
    onLost: (reason) => log.warn(lockText.lost(kustomization, reason)),
  });
  const held: LeaseHandle[] = [];
  try {
    await ensureNamespace(ctx.cluster, namespace, { log, timeoutMs: ctx.options.timeoutMs });
    const name = inventoryName(kustomization);
    held.push(await ctx.cluster.acquireLease(namespace, name, ctx.holder, options(name)));
    return {
      fence: {
        ready: async () => {
          for (const lease of held) await lease.ready();
        },
        allows: () => held.every((lease) => lease.allows()),
      },
      waited,
      release: () => release(held, log),
    };
  } catch (err) {
    await release(held, log);
    if (err instanceof LeaseLockedError) return err.message;
    if (err instanceof ApiError) return formatApiError(err);
    throw err;
  }
}

/** Releases the leases, newest first; one that could not be deleted is said with when it expires. */
async function release(held: LeaseHandle[], log: Pick<Logger, "warn">): Promise<string | undefined> {
  const warnings: string[] = [];
  for (const lease of [...held].reverse()) {
    await lease.release().catch((err: unknown) => {
      const name = `${lease.namespace}/${lease.name}`;
      warnings.push(lockText.notReleased(name, formatApiError(err), lease.expiresAt(), LEASE_SECONDS));
    });
  }
  const warning = warnings.join("\n") || undefined;
  if (warning) log.warn(warning);
  return warning;
}

/** Confirms a held lock before a step of writes: undefined when it is still ours, else why not. */
export async function fenced(lock: Lock | undefined): Promise<string | undefined> {
  try {
    await lock?.fence.ready();
    return undefined;
  } catch (err) {
    if (err instanceof LeaseLostError) return err.message;
    throw err;
  }
}
