// docs/BENCHMARKS.md is shared by every benchmark: each `--write` replaces only its own section.
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const file = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "docs", "BENCHMARKS.md");

/**
 * Replaces the section that starts with `heading` (a `## ` line) up to the next one, or appends
 * it. With `end` (a line the section's text ends with), only the text down to that line in the
 * document is replaced: what was written by hand after it (earlier runs, subsections) is kept.
 */
export async function writeBenchmarkSection(heading, section, end) {
  let text = "# Benchmarks\n";
  try {
    text = await readFile(file, "utf8");
  } catch {}
  const start = text.startsWith(`${heading}\n`) ? 0 : text.indexOf(`\n${heading}\n`) + 1 || -1;
  let next;
  if (start < 0) {
    next = `${text.trimEnd()}\n\n${section}`;
  } else {
    const after = text.indexOf("\n## ", start + heading.length);
    const marker = end ? text.indexOf(`\n${end}\n`, start) : -1;
    if (end && marker >= 0 && (after < 0 || marker < after)) {
      const rest = text.slice(marker + end.length + 2);
      next = `${text.slice(0, start)}${section.trimEnd()}\n${rest.startsWith("\n") ? "" : "\n"}${rest}`;
    } else next = `${text.slice(0, start)}${section}${after < 0 ? "" : `\n${text.slice(after + 1)}`}`;
  }
  await writeFile(file, `${next.trimEnd()}\n`);
}
