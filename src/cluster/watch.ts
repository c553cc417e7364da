// Informer-style list+watch. Hand-written so that watches share the transport's connections,
// credentials and retry budget (client-node's ListWatch runs a fetch stack of its own) and so that
// a re-list after 410 Gone ends in one SYNCED event with the whole cache.
import { ApiError, isRetriable } from "./errors.js";
import type { Cluster, InformerEvent, KubeObject, ListWatchOptions } from "./types.js";

/** Cache key of an object within one kind. */
export function objectKey(o: KubeObject): string {
  return `${o.metadata?.namespace ?? ""}/${o.metadata?.name}`;
}

/**
 * Differences between a cache and a fresh list, as informer events (pure; exported for tests).
 * An object counts as modified when its resourceVersion (or UID) changed.
 */
export function diffSnapshot(cache: Map<string, KubeObject>, fresh: KubeObject[]): InformerEvent[] {
  const out: InformerEvent[] = [];
  const seen = new Set<string>();
  for (const o of fresh) {
    const k = objectKey(o);
    seen.add(k);
    const old = cache.get(k);
    if (!old) out.push({ type: "ADDED", object: o });
    else if (
      old.metadata.resourceVersion !== o.metadata.resourceVersion ||
      old.metadata.uid !== o.metadata.uid
    )
      out.push({ type: "MODIFIED", object: o });
  }
  for (const [k, o] of cache) if (!seen.has(k)) out.push({ type: "DELETED", object: o });
  return out;
}

const isGone = (err: unknown) => err instanceof ApiError && (err.status === 410 || err.reason === "Expired");

/**
 * List, then watch from the list's resourceVersion; resume after normal closes; re-list on
 * 410 Gone (emitting the differences, then SYNCED). Transient failures back off (0.5 s → 30 s)
 * and retry until stopped; other failures go to onError and end the informer.
 */
export function watchList(
  cluster: Pick<Cluster, "listWithVersion" | "watch">,
  { watchAfter, ...opts }: ListWatchOptions,
  onEvent: (ev: InformerEvent) => void,
  onError?: (err: Error) => void,
): () => void {
  const cache = new Map<string, KubeObject>();
  let rv = "";
  let stopped = false;
  let stopWatch: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;

  const fail = (err: Error) => {
    if (stopped) return;
    stopped = true;
    onError?.(err);
  };
  const later = (fn: () => void, ms: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopped) fn();
    }, ms);
  };
  const backoff = () => Math.min(500 * 2 ** Math.min(failures++, 6), 30_000);

  const relist = async () => {
    try {
      const res = await cluster.listWithVersion({
        apiVersion: opts.apiVersion,
        kind: opts.kind,
        namespace: opts.namespace,
        labelSelector: opts.labelSelector,
        fieldSelector: opts.fieldSelector,
      });
      if (stopped) return;
      for (const ev of diffSnapshot(cache, res.items)) {
        if (ev.type === "DELETED") cache.delete(objectKey(ev.object));
        else if (ev.type !== "SYNCED") cache.set(objectKey(ev.object), ev.object);
        onEvent(ev);
        if (stopped) return;
      }
      rv = res.resourceVersion;
      onEvent({ type: "SYNCED", objects: [...cache.values()] });
      if (stopped) return;
      if (watchAfter)
        void watchAfter.then(() => {
          if (!stopped && !stopWatch && !timer) startWatch();
        });
      else startWatch();
    } catch (err) {
      if (stopped) return;
      if (isRetriable(err)) later(relist, backoff());
      else fail(err as Error);
    }
  };

  const startWatch = () => {
    const startedAt = Date.now();
    // Like client-go's reflector: let the server end each watch after 5-10 minutes, so a
    // connection that died silently is noticed and replaced.
    const timeoutSeconds = opts.timeoutSeconds ?? 300 + Math.floor(Math.random() * 300);
    stopWatch = cluster.watch(
      { ...opts, resourceVersion: rv, allowBookmarks: true, timeoutSeconds },
      (ev) => {
        if (stopped) return;
        failures = 0;
        const newRv = ev.object?.metadata?.resourceVersion;
        if (newRv) rv = newRv;
        if (ev.type === "BOOKMARK") return;
        const k = objectKey(ev.object);
        if (ev.type === "DELETED") cache.delete(k);
        else cache.set(k, ev.object);
        onEvent({ type: ev.type, object: ev.object });
      },
      (err) => {
        stopWatch = undefined;
        if (stopped) return;
        if (!err) {
          // Normal close: resume from the last resourceVersion (throttled if it closes at once).
          if (Date.now() - startedAt < 1000) later(startWatch, backoff());
          else startWatch();
        } else if (isGone(err)) {
          void relist();
        } else if (isRetriable(err)) {
          later(startWatch, backoff());
        } else {
          fail(err);
        }
      },
    );
  };

  void relist();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    stopWatch?.();
  };
}
