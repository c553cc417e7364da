import type { Logger } from "../model/index.js";

/** Progress to stderr, so stdout stays clean for `build` YAML and tables. */
export function consoleLogger(opts: { verbose?: boolean } = {}): Logger {
  let indent = "";
  const write = (prefix: string, message: string) => {
    for (const line of message.split("\n")) process.stderr.write(`${indent}${prefix}${line}\n`);
  };
  return {
    info: (m) => write("", m),
    warn: (m) => write("warning: ", m),
    error: (m) => write("error: ", m),
    debug: (m) => {
      if (opts.verbose) write("debug: ", m);
    },
    async group(title, fn) {
      write("", `▶ ${title}`);
      const previous = indent;
      indent += "  ";
      try {
        return await fn();
      } finally {
        indent = previous;
      }
    },
  };
}
