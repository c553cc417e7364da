import { formatGraph } from "../graph/index.js";
import type { Logger, RunReport } from "../model/index.js";
import type { RunOptions } from "../options.js";
import { validate } from "../reconcile/validate.js";
import { warningLines } from "../report/index.js";
import { type CommandOutcome, printProblems } from "./output.js";

/** `validate` and `graph`: the definitions and their dependsOn graph, without a cluster. */
export async function validateCommand(
  command: "validate" | "graph",
  options: RunOptions,
  log: Logger,
  out: (text: string) => void,
): Promise<CommandOutcome> {
  const outcome = await validate(options);
  const report = outcome.report;
  printProblems(report);
  for (const k of report.kustomizations) for (const warning of warningLines(report, k)) log.warn(warning);
  if (command === "graph") out(`${formatGraph(outcome.plan)}\n`);
  else printValidateSummary(report, out);
  return { report };
}

function printValidateSummary(report: RunReport, out: (text: string) => void): void {
  const total = report.kustomizations.length;
  const blocked = report.kustomizations.filter((k) => k.ready === "False").length;
  const problems = report.problems?.length ?? 0;
  const status = report.ready ? "✔" : "✖";
  out(
    `${status} ${total} Kustomization${total === 1 ? "" : "s"} found, ${problems} problem${problems === 1 ? "" : "s"}, ${blocked} blocked by dependencies\n`,
  );
}
