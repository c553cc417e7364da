import {
  type Change,
  formatDuration,
  formatLocation,
  formatProblem,
  type KustomizationResult,
  oneLine,
  type ReleaseResult,
  type RunMode,
  type RunReport,
} from "../model/index.js";
import { diffBlocks, planDiff } from "./diff.js";
import { codeSpan, escapeHtml, escapeInline } from "./escape.js";
import { renderHealth } from "./health.js";
import { renderMermaid } from "./mermaid.js";
import { changeCounts, countActions, plural, releaseLine, renderChangeLines, shortRevision } from "./text.js";
import { type Block, type Container, fitToLimit, type SizeLimit } from "./truncate.js";

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
  /** Problems GitHub shows no annotation for (10 per level and step); listed, so none is lost. */
  unannotated?: string[];
}

export const ICON: Record<KustomizationResult["ready"], string> = { True: "✅", False: "❌", Unknown: "⚪" };

/** The row's icon: Ready, not Ready, suspended (kept as it was), planned (plan, build), valid (validate), cancelled. */
export function iconFor(k: KustomizationResult): string {
  if (k.reason === "Suspended") return "⏸️";
  if (k.reason === "Planned") return "📝";
  if (k.reason === "Valid") return "☑️";
  if (k.reason === "Cancelled") return "⏹️";
  return ICON[k.ready];
}

/** One word for the row: Ready, or the reason it is not (Flux's reasons say what happened). */
export function statusWord(k: KustomizationResult): string {
  return k.ready === "True" && k.reason !== "Planned" ? "Ready" : k.reason;
}

/** `ns/name`, or just `name` when every Kustomization of the run is in one namespace (as `flux get` prints). */
export function displayName(report: RunReport): (k: { namespace: string; name: string }) => string {
  const namespaces = new Set(report.kustomizations.map((k) => k.namespace));
  return namespaces.size === 1 ? (k) => k.name : (k) => `${k.namespace}/${k.name}`;
}

/**
 * Shortening order: lower numbers stay longest. The title always stays; then every failing and
 * every deleting row, the definition problems, the failures in full, and so on down to the graph.
 */
const PRIORITY = {
  title: 0,
  failingRow: 1,
  problems: 1,
  deletingRow: 2,
  unannotated: 2,
  failureDetails: 3,
  deletingDetails: 4,
  row: 4,
  details: 5,
  diff: 6,
  quietDetails: 7,
  quietRow: 8,
  graph: 9,
} as const;

/**
 * The report as GitHub-flavoured markdown: a title with the run's facts, a narrow status table
 * (failing and deleting rows first), the failures said once and in full, one collapsible block per
 * Kustomization, a plan's diffs, and the dependsOn graph. With a `limit`, the same report fits GitHub's limit in
 * GitHub's unit (characters for a comment, bytes for a job summary), dropping the least important
 * parts first and saying what was left out and where the full report is.
 */
export function renderMarkdown(report: RunReport, ctx: MarkdownContext = {}, limit?: SizeLimit): string {
  const blocks = reportBlocks(report, ctx);
  return fitToLimit(blocks, limit);
}

function reportBlocks(report: RunReport, ctx: MarkdownContext): Block[] {
  const blocks: Block[] = [];
  const all = report.kustomizations;
  blocks.push({ text: renderHeader(report, ctx), priority: PRIORITY.title, omitted: {}, noteAfter: true });

  const ordered = byImportance(all);
  const columns = tableColumns(report);
  // Past a few dozen rows the table stops being scannable: it then lists what needs a look (not
  // Ready, changed, warned about) and the quiet rest goes into a collapsed table further down.
  const compact = all.length > (ctx.compactAbove ?? 25);
  const listed = compact ? ordered.filter((k) => !isQuiet(k)) : ordered;
  const quiet = compact ? ordered.filter(isQuiet) : [];
  if (all.length === 0) {
    blocks.push({ text: "_No Kustomizations found._", priority: PRIORITY.title, omitted: {} });
  } else if (listed.length === 0) {
    blocks.push({
      text: `All ${plural(all.length, "Kustomization")} Ready with nothing changed.`,
      priority: PRIORITY.title,
      omitted: {},
    });
  } else {
    const main: Container = {
      open: tableHead(columns),
      close:
        quiet.length > 0
          ? `\n\n${plural(quiet.length, "more Kustomization")} Ready with nothing changed, listed below.`
          : "",
    };
    for (const k of listed) blocks.push(rowBlock(k, columns, main, rowPriority(k)));
  }

  const problems = report.problems ?? [];
  if (problems.length > 0) {
    blocks.push({
      text: `**❌ ${plural(problems.length, "problem")} in the Kustomization definitions**\n\n${problems
        .map((p) => `- ${escapeInline(formatProblem(p))}`)
        .join("\n")}`,
      priority: PRIORITY.problems,
      omitted: { section: "the list of definition problems" },
    });
  }
  const unannotated = ctx.unannotated ?? [];
  if (unannotated.length > 0) {
    // Every problem is in this report already; say which ones the step's annotations lack.
    blocks.push({
      text: `<details><summary>ℹ️ ${plural(unannotated.length, "problem")} without an annotation: GitHub shows 10 per step</summary>\n\n${unannotated
        .map((p) => `- ${escapeInline(p)}`)
        .join("\n")}\n\n</details>`,
      priority: PRIORITY.unannotated,
      omitted: { section: "the list of problems without an annotation" },
    });
  }

  const expandAll = all.length <= (ctx.expandAllUpTo ?? 10);
  const withDiffs = all.some((k) => k.changes.some((c) => c.diff));
  const nameOf = displayName(report);
  const folded: KustomizationResult[] = [];
  for (const k of ordered) {
    if (!expandAll && isQuiet(k)) {
      folded.push(k);
      continue;
    }
    // A plan's diff says what its details list, and more: where it has one, the diff stays longer.
    const priority =
      k.ready === "False"
        ? PRIORITY.failureDetails
        : withDiffs && k.changes.some((c) => c.diff)
          ? PRIORITY.quietDetails
          : isDeleting(k)
            ? PRIORITY.deletingDetails
            : isQuiet(k)
              ? PRIORITY.quietDetails
              : PRIORITY.details;
    blocks.push({
      text: renderDetails(k, nameOf, report, all.length === 1),
      priority,
      omitted: { details: nameOf(k), notReady: k.ready === "False" },
    });
  }
  // What would change, field by field (plan's live diffs): deletions listed first, then one
  // collapsible diff per Kustomization; the first thing shortened after the details.
  if (withDiffs) {
    blocks.push(
      ...diffBlocks(planDiff(report), {
        section: { open: "#### Diff", close: "" },
        failures: false,
        priority: {
          deletions: PRIORITY.deletingRow,
          failed: PRIORITY.failureDetails,
          removals: PRIORITY.diff,
          changes: PRIORITY.diff,
        },
      }),
    );
  }
  if (quiet.length > 0) {
    const wrapper: Container = {
      open: `<details><summary>${ICON.True} ${plural(quiet.length, "Kustomization")} Ready with nothing changed</summary>\n\n${tableHead(columns)}`,
      close: "\n\n</details>",
    };
    for (const k of quiet) blocks.push(rowBlock(k, columns, wrapper, PRIORITY.quietRow));
  } else if (folded.length > 0) {
    blocks.push({
      text: `<details><summary>${ICON.True} ${plural(folded.length, "Kustomization")} Ready with nothing changed</summary>\n\n${folded
        .map((k) => codeSpan(nameOf(k)))
        .join(", ")}\n\n</details>`,
      priority: PRIORITY.quietDetails,
      omitted: { section: "the list of Kustomizations Ready with nothing changed" },
    });
  }
  const graph = renderMermaid(report, { maxNodes: ctx.maxGraphNodes ?? 50 });
  if (graph)
    blocks.push({ text: graph, priority: PRIORITY.graph, omitted: { section: "the dependency graph" } });
  return blocks;
}

function renderHeader(report: RunReport, ctx: MarkdownContext): string {
  const total = report.kustomizations.length;
  const icon = report.cancelled ? "⏹️" : report.ready ? "✅" : "❌";
  const where = ctx.header ? ` · ${escapeInline(ctx.header)}` : "";
  const title = `### ${icon} kustomize-sync ${report.mode}${where}: ${verdict(report)}`;
  const facts: string[] = [];
  const revisions = [...new Set(report.kustomizations.map((k) => k.revision).filter(Boolean))];
  // One revision for every row: said once here instead of on every row of the table.
  if (revisions.length === 1) facts.push(`revision ${codeSpan(shortRevision(revisions[0]!))}`);
  else if (ctx.commit) facts.push(`commit ${codeSpan(ctx.commit.slice(0, 8))}`);
  const namespaces = [...new Set(report.kustomizations.map((k) => k.namespace))];
  facts.push(
    `${plural(total, "Kustomization")}${namespaces.length === 1 ? ` in ${codeSpan(namespaces[0]!)}` : ""}`,
  );
  if (report.mode === "sync" || report.mode === "plan" || report.mode === "destroy")
    facts.push(totalCounts(report));
  if (report.durationMs !== undefined) facts.push(formatDuration(report.durationMs));
  if (ctx.runUrl) facts.push(`[workflow run](${ctx.runUrl})`);
  const notes = (ctx.notes ?? []).map((n) => `> [!WARNING]\n> ${escapeInline(n)}`);
  return [title, "", facts.join(" · "), ...(notes.length ? ["", notes.join("\n\n")] : [])].join("\n");
}

/** The title's verdict, e.g. `2 of 10 not Ready`, `3 Kustomizations valid`, `cancelled: 4 of 10 finished`. */
export function verdict(report: RunReport): string {
  const rows = report.kustomizations;
  const total = rows.length;
  const ready = rows.filter((k) => k.ready === "True").length;
  const failed = rows.filter((k) => k.ready === "False").length;
  const suspended = rows.filter((k) => k.reason === "Suspended").length;
  const problems = report.problems?.length ?? 0;
  if (report.cancelled) {
    const finished = rows.filter((k) => k.reason !== "Cancelled").length;
    return `cancelled, ${finished} of ${total} finished${failed ? `, ${failed} not Ready` : ""}`;
  }
  if (report.mode === "validate" || report.mode === "graph") {
    if (report.ready) return `${plural(total, "Kustomization")} valid`;
    return [problems ? plural(problems, "problem") : "", failed ? `${failed} of ${total} blocked` : ""]
      .filter(Boolean)
      .join(", ");
  }
  if (!report.ready) {
    if (failed === 0 && problems > 0) return `${plural(problems, "problem")}`;
    return `${failed} of ${total} not Ready`;
  }
  if (report.mode === "destroy") return `${plural(total, "Kustomization")} destroyed`;
  const word = report.mode === "plan" ? "planned" : "Ready";
  return suspended > 0 ? `${ready}/${total} ${word}, ${suspended} suspended` : `${ready}/${total} ${word}`;
}

function totalCounts(report: RunReport): string {
  const counts = countActions(report.kustomizations.flatMap((k) => k.changes));
  const verb = report.mode === "plan" ? "would be " : "";
  if (report.mode === "destroy") return `${counts.deleted} deleted, ${counts.skipped} left in place`;
  return `${counts.created} ${verb}created, ${counts.configured} ${verb}configured, ${counts.deleted} ${verb}pruned`;
}

interface Column {
  title: string;
  cell: (k: KustomizationResult) => string;
}

/**
 * Only columns that tell rows apart: a PR conversation is about 830 px wide, so the revision
 * shared by every row moves to the title, CHANGES and DURATION go where nothing is applied
 * (validate), and the message is said once, in the Kustomization's block, instead of cut short in
 * a cell.
 */
function tableColumns(report: RunReport): Column[] {
  const nameOf = displayName(report);
  const columns: Column[] = [
    { title: "NAME", cell: (k) => codeSpan(nameOf(k), { inTable: true }) },
    // A no-break space: the icon must not wrap away from its word in a narrow column.
    { title: "STATUS", cell: (k) => `${iconFor(k)}\u00a0${statusWord(k)}` },
  ];
  const revisions = new Set(report.kustomizations.map((k) => k.revision).filter(Boolean));
  if (revisions.size > 1) {
    columns.push({
      title: "REVISION",
      cell: (k) => (k.revision ? codeSpan(shortRevision(k.revision), { inTable: true }) : "-"),
    });
  }
  if (report.mode !== "validate" && report.mode !== "graph") {
    columns.push({ title: "CHANGES", cell: (k) => changeCounts(k, report.mode) });
    columns.push({ title: "DURATION", cell: (k) => formatDuration(k.durationMs) });
  }
  return columns;
}

function tableHead(columns: Column[]): string {
  return `| ${columns.map((c) => c.title).join(" | ")} |\n|${columns.map(() => "---").join("|")}|`;
}

function rowBlock(k: KustomizationResult, columns: Column[], parent: Container, priority: number): Block {
  return {
    text: `| ${columns.map((c) => c.cell(k)).join(" | ")} |`,
    priority,
    parent,
    omitted: { row: true, notReady: k.ready === "False" },
  };
}

function rowPriority(k: KustomizationResult): number {
  if (k.ready === "False") return PRIORITY.failingRow;
  return isDeleting(k) ? PRIORITY.deletingRow : PRIORITY.row;
}

/** Not Ready first, then what deletes objects, then the rest, each in run order. */
function byImportance(rows: readonly KustomizationResult[]): KustomizationResult[] {
  const rank = (k: KustomizationResult) => (k.ready === "False" ? 0 : isDeleting(k) ? 1 : 2);
  return rows
    .map((k, i) => ({ k, i }))
    .sort((a, b) => rank(a.k) - rank(b.k) || a.i - b.i)
    .map((e) => e.k);
}

/** Prunes (or would prune) objects, or finalizes a Kustomization removed from the repository. */
function isDeleting(k: KustomizationResult): boolean {
  return k.reason === "Deleted" || k.changes.some((c) => c.action === "deleted");
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

/** Whether `text` already says `what` (one contains the other, ignoring a leading `Kind/name: `). */
function says(text: string, what: string): boolean {
  const bare = what.replace(/^Kustomization\/[^:\s]+: /, "");
  return text.includes(bare) || (bare.length > 0 && bare.includes(text.trim()) && text.trim().length > 0);
}

/** A failure as lines: one per problem its message holds, kustomize's multi-line errors folded. */
function failureLines(k: KustomizationResult): string[] {
  const shown = (k.problems ?? []).filter((p) => k.message.includes(p.message));
  if (shown.length === 0) return k.message.trim() ? [oneLine(k.message)] : [];
  const rest = /\(and \d+ more\)$/.exec(k.message)?.[0];
  return [...shown.map((p) => oneLine(p.message)), ...(rest ? [rest] : [])];
}

function renderDetails(
  k: KustomizationResult,
  nameOf: (k: KustomizationResult) => string,
  report: RunReport,
  single: boolean,
): string {
  const dryRun = report.mode === "plan";
  const open = k.ready === "False" || single ? " open" : "";
  const counts = changeCounts(k, report.mode);
  const summary = `${iconFor(k)} <b>${escapeHtml(nameOf(k))}</b> — ${escapeHtml(k.reason)}${counts === "-" ? "" : `: ${escapeHtml(counts)}`}`;
  const body: string[] = [];
  // The failure, once and in full, as wrapping text (a code block would scroll sideways).
  const lines = failureLines(k);
  // "Applied revision: <the revision in the title>" tells nothing new.
  if (k.ready === "True") {
    if (k.message !== `Applied revision: ${k.revision}`) body.push(escapeInline(shortRevision(k.message)));
  } else if (lines.length === 1) body.push(escapeInline(lines[0]!));
  else if (lines.length > 1) body.push(lines.map((l) => `- ${escapeInline(l)}`).join("\n"));
  if (k.source) body.push(`Defined in ${codeSpan(formatLocation(k.source))}`);
  const said = [k.message];
  // Problems the message does not already say (it holds the first few).
  const more = (k.problems ?? []).filter((p) => !said.some((s) => says(s, p.message)));
  if (more.length) body.push(more.map((p) => `- ${escapeInline(formatProblem(p))}`).join("\n"));
  said.push(...(k.problems ?? []).map((p) => p.message));
  const of = (action: Change["action"]) => k.changes.filter((c) => c.action === action);
  const failed = of("failed").map((c) =>
    // The error is said above already: name the object only.
    c.detail && said.some((s) => s.includes(c.detail!)) ? { ...c, detail: undefined } : c,
  );
  const applied = k.changes.filter((c) => c.action === "created" || c.action === "configured");
  const unchanged = of("unchanged").length;
  if (failed.length) body.push(`**Failed**\n\n${changeList(k, failed, report.mode)}`);
  if (applied.length)
    body.push(`**${dryRun ? "Would apply" : "Applied"}**\n\n${changeList(k, applied, report.mode)}`);
  // Prune deletes what left the revision; an object a new chart version drops, Helm deletes.
  const pruned = of("deleted").filter((c) => !c.release);
  const byHelm = of("deleted").filter((c) => c.release);
  if (pruned.length)
    body.push(`**${dryRun ? "Would prune" : "Pruned"}**\n\n${changeList(k, pruned, report.mode)}`);
  if (byHelm.length)
    body.push(
      `**${dryRun ? "Helm would delete" : "Deleted by Helm"}**\n\n${changeList(k, byHelm, report.mode)}`,
    );
  if (of("skipped").length) body.push(`**Skipped**\n\n${changeList(k, of("skipped"), report.mode)}`);
  if (unchanged) body.push(`${plural(unchanged, "object")} unchanged.`);
  if (k.releases?.length) body.push(`**HelmReleases**\n\n${renderReleaseList(k.releases)}`);
  const health = renderHealth(k.health, k.message);
  if (health) body.push(`**Health**\n\n${health}`);
  const warnings = (k.warnings ?? []).filter((w) => !said.some((s) => s.includes(w)));
  if (warnings.length)
    body.push(`**Warnings**\n\n${warnings.map((w) => `- ⚠️ ${escapeInline(w)}`).join("\n")}`);
  return `<details${open}><summary>${summary}</summary>\n\n${body.join("\n\n")}\n\n</details>`;
}

/** Each HelmRelease kustomize-sync released: Ready, chart and version, Helm's revision, what was done and why. */
function renderReleaseList(releases: readonly ReleaseResult[]): string {
  return releases.map((r) => `- ${ICON[r.ready]} ${codeSpan(releaseLine(r))}`).join("\n");
}

function changeList(k: KustomizationResult, changes: Change[], mode: RunMode): string {
  const lines = renderChangeLines({ ...k, changes }, mode);
  const shown = lines.slice(0, 100).map((l) => `- ${codeSpan(l)}`);
  if (lines.length > shown.length) shown.push(`- … and ${lines.length - shown.length} more`);
  return shown.join("\n");
}

export { plural };
