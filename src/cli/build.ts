import type { RunOptions } from "../options.js";
import { build } from "../reconcile/build.js";
import { warningLines } from "../report/index.js";
import { type CommandOutcome, printProblems } from "./output.js";

/** `build`: the rendered YAML on standard output, everything said about it on standard error (as flux build). */
export async function buildCommand(
  options: RunOptions,
  out: (text: string) => void,
): Promise<CommandOutcome> {
  const outcome = await build(options);
  const report = outcome.report;
  printProblems(report);
  for (const k of report.kustomizations)
    for (const warning of warningLines(report, k)) process.stderr.write(`${warning}\n`);
  out(outcome.yaml);
  return { report };
}
