// A live, event-driven view of the checked objects and the Pods behind them: one informer
// (list, then watch; re-list on 410) per kind and namespace, so a change reaches the verdict
// within one watch event instead of the next 5-second poll.

import { formatApiError } from "../cluster/errors.js";
import type { Cluster, KubeObject } from "../cluster/types.js";
import { formatRef } from "../model/index.js";
import { type CompiledHealthExpr, healthExprFor } from "./cel.js";
import { healthText } from "./messages.js";
import { failsFast, graceMs, type PodProblem, podProblems, podsOfWorkload, WORKLOAD_KINDS } from "./pods.js";
import { computeStatus } from "./status.js";
import type { ObjectHealth } from "./types.js";

/** One object to check. `namespace` is empty for cluster-scoped kinds. */
export interface HealthTarget {
  apiVersion: string;
  kind: string;
  namespace: string;
  name: string;
  /**
   * A label selector every object this target may be carries (the owner labels of an object this
   * run applied): the informer of its kind and namespace then lists and watches only those, when
   * all its targets have the same one, instead of every object of that kind in the namespace.
   */
  labelSelector?: string;
}

export interface TargetHealth extends ObjectHealth {
  /** Pod-level problems behind a workload that is not Current (empty otherwise). */
  problems: PodProblem[];
}

interface InformerGroup {
  apiVersion: string;
  kind: string;
  namespace: string;
  labelSelector?: string;
}

interface Informer {
  objects: Map<string, KubeObject>;
  synced: boolean;
  error?: string;
}

const POD = { apiVersion: "v1", kind: "Pod" };
const REPLICA_SET = { apiVersion: "apps/v1", kind: "ReplicaSet" };

export class HealthView {
  private readonly informers = new Map<string, Informer>();
  private readonly stops: (() => void)[] = [];
  /** When each pod problem was first seen, to measure how long it has persisted. */
  private readonly firstSeen = new Map<string, number>();
  private readonly exprs: readonly CompiledHealthExpr[];
  private recheckTimer: NodeJS.Timeout | undefined;
  private recheckAt = Number.POSITIVE_INFINITY;
  private scheduled = false;
  private closed = false;
  /**
   * The informers watch only once the caller has seen every first list and is still waiting: a
   * check that every object passes at once (the no-op re-sync) opens no watch connection.
   */
  private startWatches!: () => void;
  private readonly watching = new Promise<void>((resolve) => {
    this.startWatches = resolve;
  });

  constructor(
    private readonly cluster: Cluster,
    readonly targets: readonly HealthTarget[],
    exprs: readonly CompiledHealthExpr[],
    /** Called (batched, at most once per event-loop turn) whenever anything watched changed. */
    private readonly onChange: () => void,
    private readonly now: () => number = Date.now,
  ) {
    this.exprs = exprs;
  }

  /**
   * Namespaces of workload targets whose Pods and ReplicaSets are not listed yet: only a workload
   * that is not Current needs them (to say what its Pods show), so a check whose workloads are all
   * Current at the first list (the re-sync of what is in place) never lists them.
   */
  private readonly podNamespaces = new Set<string>();

  /** Starts the informers. Targets of a kind the API does not serve are reported Failed by `health`. */
  async start(): Promise<void> {
    const groups = new Map<string, InformerGroup>();
    for (const t of this.targets) {
      const key = informerKey(t.apiVersion, t.kind, t.namespace);
      const seen = groups.get(key);
      const { labelSelector, ...collection } = t;
      // One target without the selector (or with another) and the informer reads the whole collection.
      const shared = seen === undefined || seen.labelSelector === labelSelector ? labelSelector : undefined;
      groups.set(key, { ...collection, ...(shared ? { labelSelector: shared } : {}) });
      if (WORKLOAD_KINDS.has(t.kind)) this.podNamespaces.add(t.namespace);
    }
    await Promise.all([...groups].map(([key, g]) => this.inform(key, g)));
  }

  /** One informer (list, then watch once the caller waits: see `watching`) of a kind in a namespace. */
  private async inform(key: string, g: InformerGroup): Promise<void> {
    const informer: Informer = { objects: new Map(), synced: false };
    this.informers.set(key, informer);
    try {
      const mapping = await this.cluster.resolve(g.apiVersion, g.kind);
      if (this.closed) return;
      const namespace = mapping.namespaced ? g.namespace : undefined;
      this.stops.push(
        this.cluster.watchList(
          {
            apiVersion: g.apiVersion,
            kind: g.kind,
            ...(namespace ? { namespace } : {}),
            ...(g.labelSelector ? { labelSelector: g.labelSelector } : {}),
            watchAfter: this.watching,
          },
          (ev) => {
            if (ev.type === "SYNCED") {
              informer.objects = new Map(ev.objects.map((o) => [o.metadata.name, o]));
              informer.synced = true;
            } else if (ev.type === "DELETED") informer.objects.delete(ev.object.metadata.name);
            else informer.objects.set(ev.object.metadata.name, ev.object);
            this.changed();
          },
          (err) => {
            informer.error = formatApiError(err);
            this.changed();
          },
        ),
      );
    } catch (err) {
      informer.error = healthText.unknownKind(g.apiVersion, g.kind, formatApiError(err));
      this.changed();
    }
  }

  /** Lists the Pods and ReplicaSets of each namespace where a listed workload is not Current. */
  private informPodsWhereNeeded(): void {
    for (const ns of this.podNamespaces) {
      const pending = this.targets.some((t) => {
        if (t.namespace !== ns || !WORKLOAD_KINDS.has(t.kind)) return false;
        const obj = this.informers.get(informerKey(t.apiVersion, t.kind, t.namespace))?.objects.get(t.name);
        return obj !== undefined && this.statusOf(t, obj, this.now()).status === "InProgress";
      });
      if (!pending) continue;
      this.podNamespaces.delete(ns);
      for (const kind of [POD, REPLICA_SET])
        void this.inform(informerKey(kind.apiVersion, kind.kind, ns), { ...kind, namespace: ns });
    }
  }

  /** True once every informer has listed (or failed). */
  get synced(): boolean {
    return [...this.informers.values()].every((i) => i.synced || i.error !== undefined);
  }

  /** The verdict for every target right now. */
  health(): TargetHealth[] {
    return this.targets.map((t) => this.healthOf(t));
  }

  close(): void {
    this.closed = true;
    if (this.recheckTimer) clearTimeout(this.recheckTimer);
    for (const stop of this.stops.splice(0)) stop();
  }

  private changed(): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.closed) return;
      this.informPodsWhereNeeded();
      this.onChange();
      if (!this.closed && this.synced) this.startWatches();
    });
  }

  private healthOf(t: HealthTarget): TargetHealth {
    const ref = formatRef({ kind: t.kind, namespace: t.namespace, name: t.name });
    const verdict = (status: ObjectHealth["status"], message: string, problems: PodProblem[] = []) => ({
      ref,
      status,
      message,
      problems,
    });
    const informer = this.informers.get(informerKey(t.apiVersion, t.kind, t.namespace));
    if (!informer) return verdict("InProgress", healthText.notListed);
    if (informer.error !== undefined) return verdict("Failed", informer.error);
    if (!informer.synced) return verdict("InProgress", healthText.notListed);
    const obj = informer.objects.get(t.name);
    if (!obj) return verdict("NotFound", healthText.notFound);
    const now = this.now();
    const result = this.statusOf(t, obj, now);
    // A verdict that changes with time alone (a Pod's scheduling window) is looked at again then.
    if (result.until !== undefined) this.recheckIn(result.until - now + 10);
    if (result.status !== "InProgress" || !WORKLOAD_KINDS.has(t.kind))
      return verdict(result.status, result.message);
    const pods = this.objectsOf(POD.apiVersion, POD.kind, t.namespace);
    const replicaSets = this.objectsOf(REPLICA_SET.apiVersion, REPLICA_SET.kind, t.namespace);
    const problems = podsOfWorkload(obj, pods, replicaSets)
      .flatMap((p) => podProblems(p))
      .sort((a, b) => rank(a) - rank(b));
    if (problems.length === 0) return verdict("InProgress", result.message);
    const shown = problems.slice(0, 3).map((p) => p.text);
    if (problems.length > 3) shown.push(`and ${problems.length - 3} more pod problems`);
    const message = `${result.message}; ${shown.join("; ")}`;
    const failing = problems.some((p) => {
      const key = `${p.pod}/${p.container}/${p.reason}`;
      const since = this.firstSeen.get(key) ?? now;
      this.firstSeen.set(key, since);
      if (failsFast(p, now - since, t.kind)) return true;
      // Look again when the grace runs out, even if no watch event arrives by then.
      const grace = graceMs(p);
      if (grace !== undefined) this.recheckIn(since + grace - now + 10);
      return false;
    });
    return verdict(failing ? "Failed" : "InProgress", message, problems);
  }

  /** The object's status by its healthCheckExprs rule, else kstatus. */
  private statusOf(t: HealthTarget, obj: KubeObject, now: number): ReturnType<typeof computeStatus> {
    const expr = healthExprFor(this.exprs, obj.apiVersion ?? t.apiVersion, obj.kind ?? t.kind);
    return expr ? expr.rule(obj, now) : computeStatus(obj, now);
  }

  private objectsOf(apiVersion: string, kind: string, namespace: string): KubeObject[] {
    return [...(this.informers.get(informerKey(apiVersion, kind, namespace))?.objects.values() ?? [])];
  }

  private recheckIn(ms: number): void {
    const at = this.now() + Math.max(ms, 0);
    if (this.closed || at >= this.recheckAt) return;
    if (this.recheckTimer) clearTimeout(this.recheckTimer);
    this.recheckAt = at;
    this.recheckTimer = setTimeout(
      () => {
        this.recheckTimer = undefined;
        this.recheckAt = Number.POSITIVE_INFINITY;
        this.changed();
      },
      Math.max(ms, 0),
    );
  }
}

function informerKey(apiVersion: string, kind: string, namespace: string): string {
  return `${apiVersion} ${kind} ${namespace}`;
}

/** Errors before "still starting", so the first reason shown is the one to act on. */
function rank(p: PodProblem): number {
  return p.reason === "NotReady" ? 1 : 0;
}
