import type { RunReport } from "../model/index.js";
import { countActions, describeCounts } from "./text.js";

/** GitHub rejects a commit status description longer than 140 characters. */
export const STATUS_DESCRIPTION_LIMIT = 140;

/** The one line a commit status shows next to its check name, e.g. "3/3 Ready · 5 created, 1 pruned". */
export function statusDescription(report: RunReport): string {
  const total = report.kustomizations.length;
  const ready = report.kustomizations.filter((k) => k.ready === "True").length;
  const failed = report.kustomizations.filter((k) => k.ready === "False");
  const changes = describeCounts(countActions(report.kustomizations.flatMap((k) => k.changes)), [
    "created",
    "configured",
    "deleted",
  ]);
  let text: string;
  if (report.ready) {
    text = `${ready}/${total} Ready${changes ? ` · ${changes}` : ""}`;
  } else {
    const first = failed[0];
    const problems = report.problems?.length ?? 0;
    text = first
      ? `${failed.length}/${total} not Ready · ${first.name}: ${first.reason}: ${first.message.split("\n")[0]}`
      : `${plural(problems, "problem")} in the definitions`;
  }
  return text.length <= STATUS_DESCRIPTION_LIMIT ? text : `${text.slice(0, STATUS_DESCRIPTION_LIMIT - 1)}…`;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
