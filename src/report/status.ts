import type { RunReport } from "../model/index.js";
import { cutTo, GITHUB_LIMITS } from "./limits.js";
import { verdict } from "./markdown.js";
import { countActions, describeCounts, plural } from "./text.js";

/** GitHub rejects a commit status description longer than 140 characters. */
export const STATUS_DESCRIPTION_LIMIT = GITHUB_LIMITS.statusDescriptionCharacters;

/**
 * The one line a commit status shows next to its check name, within GitHub's 140 characters:
 * `3/3 Ready · 5 created, 1 pruned`, `1/3 not Ready · apps: HealthCheckFailed: …`,
 * `3 Kustomizations valid` (validate), `3/3 planned · 2 would be created` (plan).
 */
export function statusDescription(report: RunReport): string {
  const rows = report.kustomizations;
  const failed = rows.filter((k) => k.ready === "False");
  let text = verdict(report);
  if (report.cancelled) {
    text = `cancelled (${report.cancelled.signal}): ${text.replace(/^cancelled, /, "")}`;
  } else if (
    report.ready &&
    (report.mode === "sync" || report.mode === "plan" || report.mode === "destroy")
  ) {
    const counts = countActions(rows.flatMap((k) => k.changes));
    const changes = describeCounts(counts, ["created", "configured", "deleted"], report.mode);
    if (changes) text += ` · ${changes}`;
  } else if (!report.ready) {
    const first = failed[0];
    const problems = report.problems ?? [];
    if (first && report.mode !== "validate" && report.mode !== "graph") {
      text = `${failed.length}/${rows.length} not Ready · ${first.name}: ${first.reason}: ${first.message.split("\n")[0]}`;
    } else if (problems[0]) {
      text = `${text} · ${problems[0].message.split("\n")[0]}`;
    } else if (first) {
      text = `${text} · ${first.name}: ${first.message.split("\n")[0]}`;
    }
  }
  return cutTo(text, STATUS_DESCRIPTION_LIMIT, "characters");
}

/**
 * Why the step fails, in one line for the log: `2 of 10 Kustomizations not Ready: flux-system/apps
 * (HealthCheckFailed), …` or `3 problems in the definitions`. Zero counts are not mentioned.
 */
export function failureSummary(report: RunReport): string {
  const problems = report.problems?.length ?? 0;
  const notReady = report.kustomizations.filter((k) => k.ready === "False");
  const names = notReady.slice(0, 5).map((k) => `${k.namespace}/${k.name} (${k.reason})`);
  const more = notReady.length > 5 ? ` and ${notReady.length - 5} more` : "";
  const parts = [
    problems ? `${plural(problems, "problem")} in the definitions` : "",
    notReady.length
      ? `${notReady.length} of ${plural(report.kustomizations.length, "Kustomization")} not Ready: ${names.join(", ")}${more}`
      : "",
  ].filter(Boolean);
  return parts.join("; ") || "not Ready";
}
