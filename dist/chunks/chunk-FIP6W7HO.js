import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  formatDuration
} from "./chunk-NE6SRN4W.js";

// src/cli/logger.ts
import { AsyncLocalStorage } from "node:async_hooks";
function groupedLogger(sink, opts = {}) {
  const store = new AsyncLocalStorage();
  const running = /* @__PURE__ */ new Set();
  const finished = /* @__PURE__ */ new Map();
  const prefix = { info: "", warn: "warning: ", error: "error: ", debug: "debug: ", ...opts.prefix };
  let timer;
  const progressText = () => {
    const names = [...running].map((g) => `${g.title}${g.last ? ` (${cut(g.last, 80)})` : ""}`);
    return cut(`\u23F3 ${running.size} running, ${finished.size} done: ${names.join(", ")}`, 300);
  };
  const tick = () => {
    if (running.size > 0) sink.progress(progressText());
  };
  const schedule = () => {
    if (timer || running.size === 0) return;
    timer = setInterval(tick, sink.live ? 250 : opts.heartbeatMs ?? 2e4);
    timer.unref();
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = void 0;
    sink.endProgress?.();
  };
  const emit = (level, message, now = false) => {
    const lines = message.split("\n").map((l, i) => i === 0 ? `${prefix[level]}${l}` : l);
    const group = store.getStore();
    if (group) {
      group.lines.push(...lines);
      if (level !== "debug") group.last = message.split("\n")[0];
      if (now) for (const line of lines) sink.line(`${rootOf(group).title}: ${line}`);
    } else for (const line of lines) sink.line(line);
  };
  const close = (group, value, failed) => {
    if (group.parent) {
      group.parent.lines.push(`\u25B6 ${group.title}`, ...group.lines.map((l) => `  ${l}`));
      return;
    }
    running.delete(group);
    finished.set(group.title, value);
    sink.group(
      `${group.title}${failed ? ": failed" : outcome(value, Date.now() - group.startedAt)}`,
      group.lines
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
      const group = { title, lines: [], startedAt: Date.now(), ...parent ? { parent } : {} };
      if (!parent) {
        running.add(group);
        if (!sink.live) sink.progress(`\u25B7 ${title} started (${running.size} running, ${finished.size} done)`);
        schedule();
      }
      try {
        const value = await store.run(group, fn);
        close(group, value, false);
        return value;
      } catch (error) {
        close(group, void 0, true);
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
    close: stop
  };
}
function rootOf(group) {
  return group.parent ? rootOf(group.parent) : group;
}
function outcome(value, ms) {
  const v = value;
  if (!v || typeof v.ready !== "string" || typeof v.reason !== "string") return "";
  return ` \u2014 ${v.ready === "True" ? "\u2714" : v.ready === "False" ? "\u2716" : "\u2022"} ${v.reason} (${formatDuration(ms)})`;
}
function cut(text, max) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}
function consoleLogger(opts = {}) {
  return groupedLogger(terminalSink(opts.stream ?? process.stderr), opts);
}
function terminalSink(stream) {
  const live = stream.isTTY === true;
  let drawn = false;
  const clear = () => {
    if (drawn) stream.write("\r\x1B[2K");
    drawn = false;
  };
  return {
    live,
    line(text) {
      clear();
      stream.write(`${text}
`);
    },
    group(title, lines) {
      clear();
      stream.write(`\u25B6 ${title}
${lines.map((l) => `  ${l}
`).join("")}`);
    },
    progress(text) {
      if (!live) {
        stream.write(`${text}
`);
        return;
      }
      clear();
      const width = stream.columns ?? 120;
      stream.write(cut(text, Math.max(20, width - 1)));
      drawn = true;
    },
    endProgress: clear
  };
}
function actionsSink(write = (t) => process.stdout.write(t)) {
  const inert = (line) => /^\s*(::|##\[)/.test(line) ? `\u200B${line}` : line;
  return {
    line: (text) => write(`${inert(text)}
`),
    group: (title, lines) => write(`::group::${commandValue(title)}
${lines.map((l) => `${inert(l)}
`).join("")}::endgroup::
`),
    progress: (text) => write(`${inert(text)}
`)
  };
}
function commandValue(text) {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

export {
  groupedLogger,
  consoleLogger,
  actionsSink
};
