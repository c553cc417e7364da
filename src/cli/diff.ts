import { formatProblem, oneLine } from "../model/index.js";
import type { RunOptions } from "../options.js";
import { UsageError } from "../options.js";
import type { BaseCheckout } from "../reconcile/base-revision.js";
import { diffAgainstBase } from "../reconcile/revisions.js";
import {
  codeSpan,
  GITHUB_LIMITS,
  redactDeep,
  renderDiffMarkdown,
  renderDiffText,
  SecretValues,
  shortRevision,
} from "../report/index.js";
import { EXIT_CHANGES, humanOutput, writeReport } from "./output.js";

export interface DiffFlags {
  base?: string;
  json?: string;
  /** GitHub markdown of the diff, within a job summary's 1 MiB ($GITHUB_STEP_SUMMARY). */
  markdown?: string;
  exitCode?: boolean;
}

/**
 * `kustomize-sync diff --base REF`: what a pull request changes, rendered at both revisions
 * without a cluster. Prints deletions first, then per-Kustomization unified diffs (Secret values
 * masked); `--json` writes the same with every object's diff (docs/DIFF.md), `--markdown` as
 * GitHub markdown for a job summary or a PR comment. Returns the exit
 * code: 1 when a definition is invalid or a Kustomization does not render at the head; with
 * `--exit-code`, 3 when it renders and something changed, 0 when nothing did.
 */
export async function diffCommand(
  flags: DiffFlags,
  options: RunOptions,
  /** The base as runCommand started reading it, before this module loaded. */
  started?: BaseCheckout,
): Promise<number> {
  const base = flags.base?.trim();
  if (!base)
    throw new UsageError("--base: the git revision to compare with is required (e.g. --base origin/main)");
  // Secret values the renders saw (Secret data, source credentials) never reach any output; the
  // diffs mask Secret data already, this also covers messages that might quote them.
  const secrets = new SecretValues([]);
  const report = redactDeep(
    await diffAgainstBase(options, base, secrets, undefined, started ? { started } : {}),
    secrets.values,
  );
  for (const problem of report.problems) process.stderr.write(`${formatProblem(problem)}\n`);
  for (const k of report.kustomizations) {
    for (const problem of k.problems) process.stderr.write(`${k.namespace}/${k.name}: ${oneLine(problem)}\n`);
  }
  humanOutput(flags.json, flags.markdown)(renderDiffText(report, report));
  const outputs: Array<[flag: string, file: string | undefined, text: () => string]> = [
    ["--json", flags.json, () => `${JSON.stringify(report, null, 2)}\n`],
    [
      "--markdown",
      flags.markdown,
      () =>
        renderDiffMarkdown(report, {
          title: `### Changes from ${codeSpan(shortRevision(report.base.revision))} to ${codeSpan(shortRevision(report.head.revision))}`,
          limit: {
            max: GITHUB_LIMITS.summaryBytes,
            unit: "bytes",
            fullReport: flags.json ? `the JSON report (${codeSpan(flags.json)})` : "the output of the step",
          },
        }),
    ],
  ];
  for (const [flag, file, text] of outputs) {
    if (!file) continue;
    try {
      await writeReport(file, text());
    } catch (err) {
      process.stderr.write(`kustomize-sync diff: ${flag}: cannot write ${file}: ${(err as Error).message}\n`);
      return 2;
    }
  }
  if (!report.ready) return 1;
  return flags.exitCode && report.hasChanges ? EXIT_CHANGES : 0;
}
