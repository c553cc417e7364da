/** Small promise helpers shared across modules (one home for each). */

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Wraps `fn` so that concurrent callers share one call: a second caller while the first is in
 * flight gets the same promise; once it settles (either way) the next call runs `fn` again.
 */
export function singleFlight<T>(fn: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= fn().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

/** Runs `fn` over `items` with at most `limit` at once, keeping the order of results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A small counting semaphore: at most `limit` holders; a released slot goes straight to the next waiter. */
export class Semaphore {
  private active = 0;
  /** Waiting callers, highest priority first, in arrival order among equals. */
  private readonly waiting: { priority: number; wake: () => void }[] = [];
  constructor(private readonly limit: number) {}
  /** A slot; when none is free, waits behind callers of a higher priority or of the same one that came first. */
  async acquire(priority = 0): Promise<() => void> {
    if (this.active >= this.limit) {
      await new Promise<void>((wake) => {
        const at = this.waiting.findIndex((w) => w.priority < priority);
        this.waiting.splice(at < 0 ? this.waiting.length : at, 0, { priority, wake });
      });
    } else this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.wake();
      else this.active--;
    };
  }
  /** Runs `fn` holding a slot (see acquire for `priority`). */
  async run<T>(fn: () => Promise<T>, priority = 0): Promise<T> {
    const release = await this.acquire(priority);
    try {
      return await fn();
    } finally {
      release();
    }
  }
  get inFlight(): number {
    return this.active;
  }
}
