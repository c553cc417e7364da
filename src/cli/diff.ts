import { writeFile } from "node:fs/promises";
import { diffAgainstBase } from "../diff/index.js";
import { formatProblem } from "../model/index.js";
import type { RunOptions } from "../options.js";
import { UsageError } from "../options.js";
import { renderDiffText } from "../report/index.js";

/** `--exit-code`: the code for "rendered fine, and something changed" (0 none, 1 problems, 2 usage). */
export const EXIT_CHANGES = 3;

export interface DiffFlags {
  base?: string;
  json?: string;
  exitCode?: boolean;
}

/**
 * `kustomize-sync diff --base REF`: what a pull request changes, rendered at both revisions
 * without a cluster. Prints deletions first, then per-Kustomization unified diffs (Secret values
 * masked); `--json` writes the same with every object's diff (docs/DIFF.md). Returns the exit
 * code: 1 when a definition is invalid or a Kustomization does not render at the head; with
 * `--exit-code`, 3 when it renders and something changed, 0 when nothing did.
 */
export async function diffCommand(flags: DiffFlags, options: RunOptions): Promise<number> {
  const base = flags.base?.trim();
  if (!base)
    throw new UsageError("--base: the git revision to compare with is required (e.g. --base origin/main)");
  const report = await diffAgainstBase(options, base);
  for (const problem of report.problems) process.stderr.write(`${formatProblem(problem)}\n`);
  for (const k of report.kustomizations) {
    for (const problem of k.problems) process.stderr.write(`${k.namespace}/${k.name}: ${problem}\n`);
  }
  process.stdout.write(renderDiffText(report, report));
  if (flags.json) {
    try {
      await writeFile(flags.json, `${JSON.stringify(report, null, 2)}\n`);
    } catch (err) {
      process.stderr.write(
        `kustomize-sync diff: --json: cannot write ${flags.json}: ${(err as Error).message}\n`,
      );
      return 2;
    }
  }
  if (!report.ready) return 1;
  return flags.exitCode && report.hasChanges ? EXIT_CHANGES : 0;
}
