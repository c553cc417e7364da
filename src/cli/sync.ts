import type { Logger } from "../model/index.js";
import type { RunOptions } from "../options.js";
import { destroy, sync } from "../reconcile/index.js";
import {
  planDiff,
  renderChangeLines,
  renderDiffText,
  renderReleaseLines,
  renderTextTable,
  warningLines,
} from "../report/index.js";
import { type CommandOutcome, printProblems } from "./output.js";

/** `sync`, `plan` and `destroy`: the commands that talk to a cluster; `hasChanges`: plan would change something. */
export async function syncCommand(
  command: "sync" | "plan" | "destroy",
  options: RunOptions,
  log: Logger,
  out: (text: string) => void,
): Promise<CommandOutcome> {
  const report = command === "destroy" ? await destroy(options) : await sync(options);
  printProblems(report, { table: true });
  for (const k of report.kustomizations) {
    for (const change of renderChangeLines(k, report.mode)) log.info(`${k.namespace}/${k.name}: ${change}`);
    for (const release of renderReleaseLines(k)) log.info(`${k.namespace}/${k.name}: ${release}`);
    for (const warning of warningLines(report, k)) log.warn(warning);
  }
  if (command !== "plan") {
    out(`${renderTextTable(report)}\n`);
    return { report };
  }
  const diff = planDiff(report);
  out(renderDiffText(diff, undefined, { failures: false }));
  out(`${renderTextTable(report)}\n`);
  return { report, hasChanges: diff.hasChanges };
}
