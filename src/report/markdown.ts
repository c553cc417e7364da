import type { Change, KustomizationResult, RunReport } from "../model/index.js";
import { formatProblem } from "../model/index.js";
import { escapeCell, escapeHtml, escapeInline } from "./escape.js";
import { renderHealth } from "./health.js";
import { renderMermaid } from "./mermaid.js";
import { changeCounts, countActions, renderChangeLines, shortRevision } from "./text.js";

/** Where a rendered report is going and what it belongs to; every field is optional. */
export interface MarkdownContext {
  /** The `comment-header` input: names the cluster or environment in the title. */
  header?: string;
  /** Link to the workflow run, shown under the title. */
  runUrl?: string;
  /** The commit the run applied (full or short sha). */
  commit?: string;
  /** Draw the dependsOn graph only up to this many nodes (default 50). */
  maxGraphNodes?: number;
  /** At or below this many Kustomizations every one gets its own details block (default 10). */
  expandAllUpTo?: number;
  /** Above this many, the main table lists only the Kustomizations that need a look (default 25). */
  compactAbove?: number;
  /** Extra lines (warnings about the run itself, e.g. "the PR comment was not written"). */
  notes?: string[];
}

export const ICON: Record<KustomizationResult["ready"], string> = { True: "✅", False: "❌", Unknown: "⚪" };

/** The row's icon: Ready, not Ready, suspended (kept as it was), planned (validate/graph), other. */
export function iconFor(k: KustomizationResult): string {
  if (k.reason === "Suspended") return "⏸️";
  if (k.reason === "Planned") return "📝";
  return ICON[k.ready];
}

/** `ns/name`, or just `name` when every Kustomization of the run is in one namespace (as `flux get` prints). */
export function displayName(report: RunReport): (k: { namespace: string; name: string }) => string {
  const namespaces = new Set(report.kustomizations.map((k) => k.namespace));
  return namespaces.size === 1 ? (k) => k.name : (k) => `${k.namespace}/${k.name}`;
}

/** Marks the start of each section, so truncate() can cut at section boundaries. */
export const SECTION = "<!-- ks:section -->";
/** Marks a section that truncate() must keep (the header table, failures). */
export const KEEP = "<!-- ks:keep -->";

/**
 * The report as GitHub-flavoured markdown, like `flux get kustomizations` plus changes and
 * duration, then one details block per Kustomization (failures open) and the dependsOn graph.
 * The same text serves the job summary and the PR comment; the caller adds the comment marker.
 */
export function renderMarkdown(report: RunReport, ctx: MarkdownContext = {}): string {
  const sections: string[] = [];
  sections.push(KEEP + renderHeader(report, ctx));
  // Past a few dozen rows the table stops being scannable: it then lists what needs a look
  // (not Ready, changed, warned about) and the quiet rest goes into a collapsed table below.
  const compact = report.kustomizations.length > (ctx.compactAbove ?? 25);
  const listed = compact ? report.kustomizations.filter((k) => !isQuiet(k)) : report.kustomizations;
  const hidden = report.kustomizations.length - listed.length;
  sections.push(
    KEEP +
      (listed.length === 0 && hidden > 0
        ? `All ${plural(hidden, "Kustomization")} Ready with nothing changed.`
        : renderTable(report, listed)) +
      (hidden > 0 && listed.length > 0
        ? `\n\n${plural(hidden, "more Kustomization")} Ready with nothing changed, listed below.`
        : ""),
  );
  const problems = report.problems ?? [];
  if (problems.length > 0) {
    sections.push(
      `${KEEP}<details open><summary><b>❌ ${plural(problems.length, "problem")} in the Kustomization definitions</b></summary>\n\n${problems
        .map((p) => `- ${escapeInline(formatProblem(p))}`)
        .join("\n")}\n\n</details>`,
    );
  }
  const expandAll = report.kustomizations.length <= (ctx.expandAllUpTo ?? 10);
  const nameOf = displayName(report);
  const quiet: KustomizationResult[] = [];
  for (const k of report.kustomizations) {
    if (!expandAll && isQuiet(k)) {
      quiet.push(k);
      continue;
    }
    const block = renderDetails(k, nameOf, report.mode === "plan", report.kustomizations.length === 1);
    sections.push(k.ready === "False" ? KEEP + block : block);
  }
  if (quiet.length > 0) {
    const list = compact ? renderTable(report, quiet) : quiet.map((k) => `\`${nameOf(k)}\``).join(", ");
    sections.push(
      `<details><summary>${ICON.True} ${plural(quiet.length, "Kustomization")} Ready with nothing changed</summary>\n\n${list}\n\n</details>`,
    );
  }
  const graph = renderMermaid(report, { maxNodes: ctx.maxGraphNodes ?? 50 });
  if (graph) sections.push(graph);
  return `${sections.map((s) => SECTION + s).join("\n\n")}\n`;
}

function renderHeader(report: RunReport, ctx: MarkdownContext): string {
  const total = report.kustomizations.length;
  const ready = report.kustomizations.filter((k) => k.ready === "True").length;
  const failed = report.kustomizations.filter((k) => k.ready === "False").length;
  const icon = report.ready ? "✅" : "❌";
  const where = ctx.header ? ` · ${escapeInline(ctx.header)}` : "";
  const problems = report.problems?.length ?? 0;
  const checkOnly = report.mode === "validate" || report.mode === "graph";
  const verdict = checkOnly
    ? report.ready
      ? `${plural(total, "Kustomization")} valid`
      : `${plural(problems, "problem")}, ${failed} of ${total} blocked`
    : report.ready
      ? total === ready
        ? `${ready}/${total} Ready`
        : `${ready}/${total} Ready, ${total - ready - failed} suspended`
      : `${failed} of ${total} not Ready`;
  const title = `### ${icon} kustomize-sync ${report.mode}${where}: ${verdict}`;
  const facts: string[] = [];
  if (ctx.commit) facts.push(`commit \`${ctx.commit.slice(0, 8)}\``);
  const namespaces = [...new Set(report.kustomizations.map((k) => k.namespace))];
  facts.push(`${plural(total, "Kustomization")}${namespaces.length === 1 ? ` in \`${namespaces[0]}\`` : ""}`);
  const totals = totalCounts(report);
  if (report.mode === "sync" || report.mode === "plan") facts.push(totals);
  if (report.durationMs !== undefined) facts.push(formatDuration(report.durationMs));
  if (ctx.runUrl) facts.push(`[workflow run](${ctx.runUrl})`);
  const notes = (ctx.notes ?? []).map((n) => `> [!WARNING]\n> ${escapeInline(n)}`);
  return [title, "", facts.join(" · "), ...(notes.length ? ["", ...notes] : [])].join("\n");
}

function totalCounts(report: RunReport): string {
  const counts = countActions(report.kustomizations.flatMap((k) => k.changes));
  const verb = report.mode === "plan" ? "would be " : "";
  return `${counts.created} ${verb}created, ${counts.configured} ${verb}configured, ${counts.deleted} ${verb}pruned`;
}

function renderTable(report: RunReport, rowsOf: KustomizationResult[] = report.kustomizations): string {
  if (report.kustomizations.length === 0) return "_No Kustomizations found._";
  const nameOf = displayName(report);
  const rows = rowsOf.map((k) =>
    [
      `\`${nameOf(k)}\``,
      k.revision ? `\`${shortRevision(k.revision)}\`` : "-",
      // A no-break space: the icon must not wrap away from its word in a narrow column.
      `${iconFor(k)}\u00a0${k.ready}`,
      changeCounts(k),
      formatDuration(k.durationMs),
      escapeCell(firstLine(shortRevision(k.message), 160)),
    ].join(" | "),
  );
  return [
    "| NAME | REVISION | READY | CHANGES | DURATION | MESSAGE |",
    "|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r} |`),
  ].join("\n");
}

/** Ready, nothing created/configured/pruned/skipped/failed, nothing to warn about. */
function isQuiet(k: KustomizationResult): boolean {
  return (
    k.ready === "True" &&
    k.changes.every((c) => c.action === "unchanged") &&
    !(k.warnings?.length ?? 0) &&
    !(k.problems?.length ?? 0)
  );
}

function renderDetails(
  k: KustomizationResult,
  nameOf: (k: KustomizationResult) => string,
  dryRun: boolean,
  single: boolean,
): string {
  const open = k.ready === "False" || single ? " open" : "";
  const counts = changeCounts(k);
  const summary = `${iconFor(k)} <b>${escapeHtml(nameOf(k))}</b> — ${k.reason}${counts === "-" ? "" : `: ${escapeHtml(counts)}`}`;
  const body: string[] = [];
  if (k.ready !== "True" || k.message.includes("\n")) body.push(fence(k.message));
  else body.push(escapeInline(shortRevision(k.message)));
  if (k.source) body.push(`Defined in \`${k.source.file}${k.source.line ? `:${k.source.line}` : ""}\``);
  // Problems the message does not already show in full (it holds the first few).
  const more = (k.problems ?? []).filter((p) => !k.message.includes(p.message));
  if (more.length) body.push(more.map((p) => `- ${escapeInline(formatProblem(p))}`).join("\n"));
  const applied = k.changes.filter((c) => c.action === "created" || c.action === "configured");
  const failed = k.changes.filter((c) => c.action === "failed");
  const pruned = k.changes.filter((c) => c.action === "deleted");
  const skipped = k.changes.filter((c) => c.action === "skipped");
  const unchanged = k.changes.filter((c) => c.action === "unchanged").length;
  if (failed.length) body.push(`**Failed**\n\n${changeList(k, failed)}`);
  if (applied.length) body.push(`**${dryRun ? "Would apply" : "Applied"}**\n\n${changeList(k, applied)}`);
  if (pruned.length) body.push(`**${dryRun ? "Would prune" : "Pruned"}**\n\n${changeList(k, pruned)}`);
  if (skipped.length) body.push(`**Skipped**\n\n${changeList(k, skipped)}`);
  if (unchanged) body.push(`${plural(unchanged, "object")} unchanged.`);
  const health = renderHealth((k as { health?: unknown }).health);
  if (health) body.push(`**Health**\n\n${health}`);
  if (k.warnings?.length)
    body.push(`**Warnings**\n\n${k.warnings.map((w) => `- ⚠️ ${escapeInline(w)}`).join("\n")}`);
  return `<details${open}><summary>${summary}</summary>\n\n${body.join("\n\n")}\n\n</details>`;
}

function changeList(k: KustomizationResult, changes: Change[]): string {
  const lines = renderChangeLines({ ...k, changes });
  const shown = lines.slice(0, 100).map((l) => `- \`${l.replaceAll("`", "'")}\``);
  if (lines.length > shown.length) shown.push(`- … and ${lines.length - shown.length} more`);
  return shown.join("\n");
}

export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes}m${Math.round((ms % 60_000) / 1000)}s`;
}

export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function firstLine(text: string, max: number): string {
  const line = text.split("\n")[0] ?? "";
  const more = text.includes("\n") ? " …" : "";
  return line.length > max ? `${line.slice(0, max - 1)}…` : `${line}${more}`;
}

/** A fenced block whose fence cannot be closed by the text inside it. */
function fence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = "`".repeat(longest + 1);
  return `${ticks}text\n${text}\n${ticks}`;
}
