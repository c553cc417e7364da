import type { Cluster } from "../cluster/types.js";
import type { Logger } from "../model/index.js";
import type { CompiledHealthExpr } from "./cel.js";
import { healthText } from "./messages.js";
import { ERROR_REASONS } from "./pods.js";
import type { ObjectHealth } from "./types.js";
import { type HealthTarget, HealthView, type TargetHealth } from "./view.js";

export interface WaitInput {
  cluster: Cluster;
  targets: readonly HealthTarget[];
  exprs?: readonly CompiledHealthExpr[];
  timeoutMs: number;
  log: Logger;
  /** How often to say what is still pending; default 10 s. */
  progressEveryMs?: number;
  /** Stops waiting, silently (the run ended without needing the verdict): the outcome says "cancelled". */
  signal?: AbortSignal;
}

export interface HealthOutcome {
  result: "passed" | "failed" | "timeout" | "cancelled";
  durationMs: number;
  /** Flux's text: `Health check passed in 1.2s`, `health check failed after 1m0s: timeout waiting for: [...]`. */
  message: string;
  objects: ObjectHealth[];
}

/**
 * Waits until every target is Current (passed), any is Failed (failed at once: Flux's fail-fast),
 * or the timeout passes. Driven by watch events, never by polling the API.
 */
export async function waitForHealth(input: WaitInput): Promise<HealthOutcome> {
  const started = Date.now();
  const { log } = input;
  const last = new Map<string, string>();
  return new Promise<HealthOutcome>((resolve) => {
    let done = false;
    let progress: NodeJS.Timeout | undefined;
    let deadline: NodeJS.Timeout | undefined;
    const finish = (result: HealthOutcome["result"], objects: TargetHealth[]) => {
      if (done) return;
      done = true;
      clearInterval(progress);
      clearTimeout(deadline);
      view.close();
      const durationMs = Date.now() - started;
      const message =
        result === "cancelled"
          ? "health check cancelled"
          : result === "passed"
            ? healthText.passed(durationMs)
            : result === "failed"
              ? healthText.failedEarly(
                  durationMs,
                  objects.filter((o) => o.status === "Failed"),
                )
              : healthText.timeout(
                  durationMs,
                  objects.filter((o) => o.status !== "Current"),
                );
      resolve({ result, durationMs, message, objects: objects.map(plain) });
    };
    const evaluate = () => {
      if (done) return;
      const health = view.health();
      for (const h of health) {
        const previous = last.get(h.ref);
        if (previous !== h.status && (previous !== undefined || h.status !== "Current") && view.synced) {
          log.info(healthText.transition(h, previous ?? "Unknown"));
        }
        if (view.synced) last.set(h.ref, h.status);
      }
      if (!view.synced) return;
      if (health.some((h) => h.status === "Failed")) finish("failed", health);
      else if (health.every((h) => h.status === "Current")) finish("passed", health);
    };
    const view = new HealthView(input.cluster, input.targets, input.exprs ?? [], evaluate);
    deadline = setTimeout(() => finish("timeout", view.health()), input.timeoutMs);
    progress = setInterval(() => {
      const pending = view.health().filter((h) => h.status !== "Current");
      if (pending.length > 0) log.progress(healthText.stillWaiting(pending));
    }, input.progressEveryMs ?? 10_000);
    if (input.targets.length === 0) {
      finish("passed", []);
      return;
    }
    if (input.signal?.aborted) {
      finish("cancelled", []);
      return;
    }
    input.signal?.addEventListener("abort", () => finish("cancelled", view.health()), { once: true });
    view.start().then(evaluate, () => undefined);
  });
}

function plain(h: TargetHealth): ObjectHealth {
  return { ref: h.ref, status: h.status, message: h.message };
}

export interface InspectInput {
  cluster: Cluster;
  workloads: readonly HealthTarget[];
  /**
   * How long to give new Pods to appear and report trouble; default 2.5 s. 0 for workloads this
   * run did not change: their Pods are already there, one look is enough.
   */
  settleMs?: number;
}

/** Upper bound on the first lists, so a slow API cannot hold up a Kustomization that needs no waiting. */
const INSPECT_LIST_LIMIT_MS = 5000;

/**
 * A brief look at the Pods of applied workloads, for a Kustomization without health checks:
 * Flux calls it Ready anyway, and so do we, but a user must still hear about an
 * ImagePullBackOff. Returns one warning per workload whose Pods show an error. Ends early when
 * every workload is Current or already shows an error.
 */
export async function inspectWorkloads(input: InspectInput): Promise<string[]> {
  if (input.workloads.length === 0) return [];
  const hasError = (h: TargetHealth) => h.problems.some((p) => ERROR_REASONS.has(p.reason));
  const settleMs = input.settleMs ?? 2500;
  return new Promise<string[]>((resolve) => {
    let done = false;
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = () => {
      if (done) return;
      done = true;
      for (const t of timers) clearTimeout(t);
      const health = view.health();
      view.close();
      resolve(health.filter((h) => h.status !== "Current" && hasError(h)).map(healthText.podWarning));
    };
    const look = () => {
      if (!view.synced) return;
      if (settled || view.health().every((h) => h.status === "Current" || hasError(h))) finish();
    };
    const view = new HealthView(input.cluster, input.workloads, [], look);
    timers.push(
      setTimeout(() => {
        settled = true;
        look();
      }, settleMs),
      setTimeout(finish, settleMs + INSPECT_LIST_LIMIT_MS),
    );
    view.start().then(look, () => undefined);
  });
}

/**
 * The verdict of every target as the API shows it now: one list of each kind, no waiting for a
 * change (for a wait someone else ran, to say what it was waiting for). Targets whose list does
 * not come within the limit read "waiting for the first list".
 */
export function readHealth(input: {
  cluster: Cluster;
  targets: readonly HealthTarget[];
}): Promise<ObjectHealth[]> {
  if (input.targets.length === 0) return Promise.resolve([]);
  return new Promise<ObjectHealth[]>((resolve) => {
    let done = false;
    const finish = (force: boolean) => {
      if (done || !(force || view.synced)) return;
      done = true;
      clearTimeout(limit);
      const health = view.health();
      view.close();
      resolve(health.map(plain));
    };
    const view = new HealthView(input.cluster, input.targets, [], () => finish(false));
    const limit = setTimeout(() => finish(true), INSPECT_LIST_LIMIT_MS);
    view.start().then(
      () => finish(false),
      () => finish(true),
    );
  });
}
