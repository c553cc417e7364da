// docs/BENCHMARKS.md is shared by every benchmark: each `--write` replaces only its own section.
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const file = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "docs", "BENCHMARKS.md");

/** Replaces the section that starts with `heading` (a `## ` line) up to the next one, or appends it. */
export async function writeBenchmarkSection(heading, section) {
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
    next = `${text.slice(0, start)}${section}${after < 0 ? "" : `\n${text.slice(after + 1)}`}`;
  }
  await writeFile(file, `${next.trimEnd()}\n`);
}
