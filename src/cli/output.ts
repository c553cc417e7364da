import { once } from "node:events";
import { fstatSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import type { RunReport } from "../model/index.js";
import { problemLines } from "../report/index.js";

/** `--exit-code`: the code for "rendered fine, and something changed" (0 none, 1 problems, 2 usage). */
export const EXIT_CHANGES = 3;

/** What a command that reports a RunReport returns: the report, and whether it saw changes (plan). */
export interface CommandOutcome {
  report: RunReport;
  hasChanges?: boolean;
}

/**
 * Whether a report file is standard output: `-`, as most CLIs read it, or a path that is the
 * very file standard output is (`/dev/stdout`, `/proc/self/fd/1`). The machine-readable report
 * then has standard output to itself, and what is written for people goes to standard error.
 */
export function isStandardOutput(file: string | undefined): boolean {
  if (file === undefined) return false;
  if (file === "-") return true;
  try {
    const out = fstatSync(1);
    const target = statSync(file);
    return out.dev === target.dev && out.ino === target.ino;
  } catch {
    return false;
  }
}

/** Where text for people goes: standard output, unless a report given as `files` takes it. */
export function humanOutput(...files: (string | undefined)[]): (text: string) => void {
  return files.some(isStandardOutput)
    ? (text) => process.stderr.write(text)
    : (text) => process.stdout.write(text);
}

/** Writes a report to its file, or to standard output (see isStandardOutput). */
export async function writeReport(file: string, text: string): Promise<void> {
  if (!isStandardOutput(file)) return writeFile(file, text);
  if (!process.stdout.write(text)) await once(process.stdout, "drain");
}

/** Each problem once, one line each; with `table`, not those the status table shows. */
export function printProblems(report: RunReport, options: { table?: boolean } = {}): void {
  for (const line of problemLines(report, options)) process.stderr.write(`${line}\n`);
}
