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
