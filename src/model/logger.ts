/** Where the engine writes progress. The action maps it to @actions/core, the CLI to stderr. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  debug(message: string): void;
  /**
   * What a run is waiting for right now (a lock, a deletion, a retry), said while it waits: printed
   * at once, also from inside a group whose other lines are held until it finishes (titled with
   * that group), and kept in the group's block as an info line.
   */
  progress(message: string): void;
  /**
   * Runs `fn` inside a collapsible group (a `::group::` in Actions, an indented block in a
   * terminal). Groups run concurrently (one per Kustomization): what is logged inside one is
   * printed together when it finishes (src/cli/logger.ts), so groups never interleave.
   */
  group<T>(title: string, fn: () => Promise<T>): Promise<T>;
}

export const silentLogger: Logger = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  progress() {},
  group: (_title, fn) => fn(),
};
