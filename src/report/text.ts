import {
  type Change,
  type ChangeAction,
  formatDuration,
  formatRef,
  type KustomizationResult,
  type ReleaseResult,
  type RunMode,
  type RunReport,
} from "../model/index.js";
import { headline, saidAsProblem } from "./problems.js";

const ICON: Record<KustomizationResult["ready"], string> = { True: "✔", False: "✖", Unknown: "•" };

/** Short revision for display, as `flux get` prints it: `main@sha1:0123abcd`. */
export function shortRevision(revision: string): string {
  return revision.replace(/(sha1:[0-9a-f]{8})[0-9a-f]{32}/, "$1");
}

/** `1 Kustomization`, `3 Kustomizations`, `1,000 rows`. */
export function plural(n: number, noun: string): string {
  return `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
}

/** How many changes of each action. */
export function countActions(changes: readonly Change[]): Record<ChangeAction, number> {
  const counts = { created: 0, configured: 0, unchanged: 0, deleted: 0, skipped: 0, failed: 0 };
  for (const c of changes) counts[c.action]++;
  return counts;
}

const ACTION_WORD: Record<ChangeAction, string> = {
  created: "created",
  configured: "configured",
  unchanged: "unchanged",
  deleted: "pruned",
  skipped: "skipped",
  failed: "failed",
};

/** What a plan only would do, it says so: "would be created" everywhere a sync says "created". */
const WOULD: ReadonlySet<ChangeAction> = new Set(["created", "configured", "deleted"]);

function tense(word: string, action: ChangeAction, mode: RunMode | undefined): string {
  return mode === "plan" && WOULD.has(action) ? `would be ${word}` : word;
}

/** The non-zero counts of `actions` in words, e.g. "2 created, 1 pruned" ("" when none). */
export function describeCounts(
  counts: Record<ChangeAction, number>,
  actions: readonly ChangeAction[] = ["created", "configured", "deleted", "skipped", "failed"],
  mode?: RunMode,
): string {
  return actions
    .filter((a) => counts[a] > 0)
    .map((a) => `${counts[a]} ${tense(ACTION_WORD[a], a, mode)}`)
    .join(", ");
}

/** Counts of created / configured / pruned objects, e.g. "2 created, 1 configured, 1 pruned". */
export function changeCounts(k: KustomizationResult, mode?: RunMode): string {
  return (
    describeCounts(countActions(k.changes), undefined, mode) || (k.changes.length > 0 ? "no changes" : "-")
  );
}

/** The plain-text table for the log, like `flux get kustomizations` plus changes and duration. */
export function renderTextTable(report: RunReport): string {
  const header = ["NAMESPACE", "NAME", "REVISION", "READY", "CHANGES", "DURATION", "MESSAGE"];
  const rows = report.kustomizations.map((k) => [
    k.namespace,
    k.name,
    shortRevision(k.revision) || "-",
    `${ICON[k.ready]} ${k.ready}`,
    changeCounts(k, report.mode),
    formatDuration(k.durationMs),
    // A Kustomization applied elsewhere (spec.kubeConfig) says where.
    `${headline(k)}${more(k)}${k.cluster ? ` (on ${k.cluster})` : ""}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

/** ` (and 2 more problems)` when the table's row shows the first of several. */
function more(k: KustomizationResult): string {
  const count = (k.problems?.length ?? 0) - 1;
  return count > 0 ? ` (and ${plural(count, "more problem")})` : "";
}

/**
 * Every object change, one line each, Flux's change-set notation: `Deployment/webapp/backend
 * created`. A failed object whose error is the Kustomization's problem is said there, once.
 */
export function renderChangeLines(k: KustomizationResult, mode?: RunMode): string[] {
  return k.changes
    .filter((c) => c.action !== "unchanged")
    .filter((c) => !(c.action === "failed" && c.detail && saidAsProblem(k, c.detail)))
    .map((c) => {
      const action = tense(c.action, c.action, mode);
      // A plan's prune says "would be deleted" in its detail; the line says it already.
      const detail = c.detail && c.detail !== action ? ` (${c.detail})` : "";
      return `${formatRef(c)} ${action}${detail}`;
    });
}

/**
 * One HelmRelease kustomize-sync released, one line: `HelmRelease/apps/web web@1.2.0 revision 2
 * upgraded: <message>` (the message is Ready's, e.g. the health verdict or Helm's error).
 */
export function releaseLine(r: ReleaseResult): string {
  const revision = r.revision !== undefined ? ` revision ${r.revision}` : "";
  return `${r.ref} ${r.chart}@${r.version}${revision} ${r.action}${r.message ? `: ${r.message}` : ""}`;
}

/**
 * Every released HelmRelease of a Kustomization, one line each (the log prints them under its
 * changes); one whose failure is the Kustomization's problem is said there, once.
 */
export function renderReleaseLines(k: KustomizationResult): string[] {
  return (k.releases ?? [])
    .filter((r) => r.ready === "True" || !saidAsProblem(k, r.message))
    .map((r) => `${ICON[r.ready]} ${releaseLine(r)}`);
}
