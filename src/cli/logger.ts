import { AsyncLocalStorage } from "node:async_hooks";
import { formatDuration, type Logger } from "../model/index.js";

// Kustomizations are reconciled concurrently, each inside `log.group(key, …)` (src/reconcile).
// Printed as they come, their lines interleave and one group's lines land in another's. Here every
// top-level group buffers its lines (found through AsyncLocalStorage, so the engine's code does not
// pass a logger around) and prints them as one block when it finishes; while groups run, a live
// one-line progress says what each is doing. A wait (`progress`) is printed at once as well,
// titled with its group: held back with the rest, a lock's "waiting for …" would appear only once
// the wait was over, which on a pipe (CI) leaves a silent log for as long as it lasts.

/** Where finished output goes: a terminal, a plain stream (CI), or the Actions log. */
export interface LogSink {
  /** One line outside any group. */
  line(text: string): void;
  /** A finished group, printed as one block. */
  group(title: string, lines: readonly string[]): void;
  /** The live progress line: redrawn in place on a terminal, printed as a line elsewhere. */
  progress(text: string): void;
  /** Clears the live progress line, if the sink draws one. */
  endProgress?(): void;
  /** Whether progress can be redrawn in place (a TTY); otherwise it is printed now and then. */
  live?: boolean;
}

export interface GroupedLogger extends Logger {
  /** Top-level groups still running, with the latest line each logged: what a cancelled run was doing. */
  running(): { title: string; last?: string; startedAt: number }[];
  /** What each finished top-level group returned, by title (a KustomizationResult for reconcile's). */
  finished(): ReadonlyMap<string, unknown>;
  /** Prints the buffered lines of the groups still running (a cancelled run), titled with `note`. */
  flushRunning(note: string): void;
  /** Stops the progress timer and clears the progress line. */
  close(): void;
}

interface Group {
  title: string;
  lines: string[];
  last?: string;
  startedAt: number;
  parent?: Group;
}

type Level = "info" | "warn" | "error" | "debug";

export interface LoggerOptions {
  verbose?: boolean;
  /** How often the progress line is printed when it cannot be redrawn (default 20 s). */
  heartbeatMs?: number;
  /** How a warning or an error line reads, e.g. `warning: …`. */
  prefix?: Partial<Record<Level, string>>;
}

export function groupedLogger(sink: LogSink, opts: LoggerOptions = {}): GroupedLogger {
  const store = new AsyncLocalStorage<Group>();
  const running = new Set<Group>();
  const finished = new Map<string, unknown>();
  const prefix = { info: "", warn: "warning: ", error: "error: ", debug: "debug: ", ...opts.prefix };
  let timer: NodeJS.Timeout | undefined;

  const progressText = () => {
    const names = [...running].map((g) => `${g.title}${g.last ? ` (${cut(g.last, 80)})` : ""}`);
    return cut(`⏳ ${running.size} running, ${finished.size} done: ${names.join(", ")}`, 300);
  };
  const tick = () => {
    if (running.size > 0) sink.progress(progressText());
  };
  const schedule = () => {
    if (timer || running.size === 0) return;
    timer = setInterval(tick, sink.live ? 250 : (opts.heartbeatMs ?? 20_000));
    timer.unref();
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    sink.endProgress?.();
  };

  const emit = (level: Level, message: string, now = false) => {
    const lines = message.split("\n").map((l, i) => (i === 0 ? `${prefix[level]}${l}` : l));
    const group = store.getStore();
    if (group) {
      group.lines.push(...lines);
      if (level !== "debug") group.last = message.split("\n")[0];
      // A wait is said while it lasts, not in the block printed once the group is done.
      if (now) for (const line of lines) sink.line(`${rootOf(group).title}: ${line}`);
    } else for (const line of lines) sink.line(line);
  };

  const close = (group: Group, value: unknown, failed: boolean) => {
    if (group.parent) {
      group.parent.lines.push(`▶ ${group.title}`, ...group.lines.map((l) => `  ${l}`));
      return;
    }
    running.delete(group);
    finished.set(group.title, value);
    sink.group(
      `${group.title}${failed ? ": failed" : outcome(value, Date.now() - group.startedAt)}`,
      group.lines,
    );
    if (running.size === 0) stop();
  };

  return {
    info: (m) => emit("info", m),
    warn: (m) => emit("warn", m),
    error: (m) => emit("error", m),
    debug: (m) => {
      if (opts.verbose) emit("debug", m);
    },
    progress: (m) => emit("info", m, true),
    async group(title, fn) {
      const parent = store.getStore();
      const group: Group = { title, lines: [], startedAt: Date.now(), ...(parent ? { parent } : {}) };
      if (!parent) {
        running.add(group);
        if (!sink.live) sink.progress(`▷ ${title} started (${running.size} running, ${finished.size} done)`);
        schedule();
      }
      try {
        const value = await store.run(group, fn);
        close(group, value, false);
        return value;
      } catch (error) {
        close(group, undefined, true);
        throw error;
      }
    },
    running: () => [...running].map((g) => ({ title: g.title, last: g.last, startedAt: g.startedAt })),
    finished: () => finished,
    flushRunning(note) {
      for (const group of running) sink.group(`${group.title}: ${note}`, group.lines);
      running.clear();
      stop();
    },
    close: stop,
  };
}

function rootOf(group: Group): Group {
  return group.parent ? rootOf(group.parent) : group;
}

/** ` — ✔ ReconciliationSucceeded (3.1s)` for a group that returned a Kustomization's result. */
function outcome(value: unknown, ms: number): string {
  const v = value as { ready?: unknown; reason?: unknown } | undefined;
  if (!v || typeof v.ready !== "string" || typeof v.reason !== "string") return "";
  return ` — ${v.ready === "True" ? "✔" : v.ready === "False" ? "✖" : "•"} ${v.reason} (${formatDuration(ms)})`;
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Progress to stderr, so stdout stays clean for `build` YAML and tables. */
export function consoleLogger(opts: { verbose?: boolean; stream?: NodeJS.WriteStream } = {}): GroupedLogger {
  return groupedLogger(terminalSink(opts.stream ?? process.stderr), opts);
}

/** A terminal redraws the progress line in place; a pipe (CI) gets it as a line now and then. */
export function terminalSink(stream: NodeJS.WritableStream & { isTTY?: boolean }): LogSink {
  const live = stream.isTTY === true;
  let drawn = false;
  const clear = () => {
    if (drawn) stream.write("\r\x1b[2K");
    drawn = false;
  };
  return {
    live,
    line(text) {
      clear();
      stream.write(`${text}\n`);
    },
    group(title, lines) {
      clear();
      stream.write(`▶ ${title}\n${lines.map((l) => `  ${l}\n`).join("")}`);
    },
    progress(text) {
      if (!live) {
        stream.write(`${text}\n`);
        return;
      }
      clear();
      const width = (stream as { columns?: number }).columns ?? 120;
      stream.write(cut(text, Math.max(20, width - 1)));
      drawn = true;
    },
    endProgress: clear,
  };
}

/**
 * The Actions log: a finished group becomes one `::group::` block. Lines can carry text from
 * manifests and API messages, so a line that would read as a workflow command (`::set-output`,
 * `::add-mask::`, `##[error]`) gets a zero-width space in front: printed, never executed.
 */
export function actionsSink(write: (text: string) => void = (t) => process.stdout.write(t)): LogSink {
  const inert = (line: string) => (/^\s*(::|##\[)/.test(line) ? `\u200b${line}` : line);
  return {
    line: (text) => write(`${inert(text)}\n`),
    group: (title, lines) =>
      write(`::group::${commandValue(title)}\n${lines.map((l) => `${inert(l)}\n`).join("")}::endgroup::\n`),
    progress: (text) => write(`${inert(text)}\n`),
  };
}

/** A workflow command's value, escaped as @actions/core does (`%`, CR and LF). */
function commandValue(text: string): string {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}
