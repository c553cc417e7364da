import { type DiffResult, type KustomizationDiff, type ObjectDiff, summariseDiff } from "../diff/index.js";
import { formatLocation, formatRef, type RunReport } from "../model/index.js";
import { codeSpan, escapeHtml, escapeInline } from "./escape.js";
import { plural, shortRevision } from "./text.js";
import { type Block, type Container, fitToLimit, type SizeLimit } from "./truncate.js";

function where(o: { source?: Parameters<typeof formatLocation>[0] }): string {
  const location = formatLocation(o.source);
  return location ? `  ${location}` : "";
}

function objectCounts(k: KustomizationDiff): string {
  const n = { removed: 0, changed: 0, added: 0 };
  for (const o of k.objects) n[o.change]++;
  const parts = [
    n.removed ? `${n.removed} removed` : "",
    n.changed ? `${n.changed} changed` : "",
    n.added ? `${n.added} added` : "",
    `${k.unchanged} unchanged`,
  ];
  return parts.filter(Boolean).join(", ");
}

const HEADINGS: Record<KustomizationDiff["change"], string> = {
  added: "added",
  removed: "removed from the repository",
  changed: "changed",
  unchanged: "unchanged",
  failed: "failed",
};

/** What a reviewer needs to know about a changed object besides its diff. */
function labels(o: ObjectDiff): string {
  return `${o.release ? `  (HelmRelease ${o.release})` : ""}${o.movedFrom ? `  (moved from ${o.movedFrom})` : ""}${o.drift ? "  (drift: changed in the cluster, not in git)" : ""}`;
}

/** The removed objects, with their Kustomization: those prune deletes, and those it leaves. */
function removals(result: DiffResult) {
  const removed = result.kustomizations.flatMap((k) =>
    k.objects.filter((o) => o.change === "removed").map((o) => ({ k, o })),
  );
  return {
    deleted: removed.filter(({ o }) => o.removal?.deleted),
    kept: removed.filter(({ o }) => !o.removal?.deleted),
  };
}
type Removed = ReturnType<typeof removals>["deleted"];

/** A Kustomization worth a section: anything changed, failed, or a note about it. */
function worthShowing(k: KustomizationDiff): boolean {
  return k.change !== "unchanged" || k.notes.length > 0;
}

function objectLine(o: ObjectDiff): string {
  const ref = formatRef(o);
  if (o.change === "removed")
    return `- ${ref}${where(o)}  (${o.removal?.deleted ? "deleted" : "left in the cluster"}: ${o.removal?.reason})`;
  if (o.change === "added") return `+ ${ref}${where(o)}${labels(o)}`;
  const paths = o.paths.length ? `  ${o.paths.join(", ")}` : "";
  return `~ ${ref}${where(o)}${labels(o)}${paths}`;
}

/**
 * The diff as a reviewer reads it: what will be deleted first, under its own heading, then each
 * Kustomization that changed with its objects' unified diffs (removed objects are listed, not
 * printed in full), then one summary line. Secret values are already masked in `result`.
 */
export function renderDiffText(
  result: DiffResult,
  revisions?: { base: { revision: string }; head: { revision: string } },
  options: { failures?: boolean } = {},
): string {
  const out: string[] = [];
  if (revisions)
    out.push(
      `Changes from ${shortRevision(revisions.base.revision)} to ${shortRevision(revisions.head.revision)}`,
      "",
    );
  const { deleted, kept } = removals(result);
  const table = (rows: Removed) => {
    const width = Math.max(...rows.map(({ o }) => formatRef(o).length));
    return rows.map(({ k, o }) => {
      const reason = o.removal?.deleted ? "" : `  ${o.removal?.reason}`;
      return `  ${formatRef(o).padEnd(width)}  ${k.namespace}/${k.name}${where(o)}${reason}`;
    });
  };
  if (deleted.length) {
    out.push(`⚠ WILL BE DELETED (${plural(deleted.length, "object")}):`, ...table(deleted), "");
  }
  if (kept.length) {
    out.push(
      `Removed from the manifests, left in the cluster (${plural(kept.length, "object")}):`,
      ...table(kept),
      "",
    );
  }
  // failures: false: the status table printed beside says why they failed, once.
  const shown = result.kustomizations.filter(
    (k) => worthShowing(k) && !(k.change === "failed" && options.failures === false),
  );
  for (const k of shown) {
    const summary = k.change === "failed" ? "" : ` (${objectCounts(k)})`;
    out.push(`${k.namespace}/${k.name}: ${HEADINGS[k.change]}${summary}${where(k)}`);
    for (const problem of k.problems) out.push(`  ✖ ${problem}`);
    for (const note of k.notes) out.push(`  note: ${note}`);
    if (k.definitionDiff) out.push("~ Kustomization definition", k.definitionDiff.trimEnd());
    for (const o of k.objects) {
      out.push(objectLine(o));
      if (o.change !== "removed" && o.diff) out.push(o.diff.trimEnd());
    }
    out.push("");
  }
  const s = result.summary;
  out.push(
    `Kustomizations: ${s.kustomizations.changed} changed, ${s.kustomizations.added} added, ${s.kustomizations.removed} removed, ${s.kustomizations.unchanged} unchanged${s.kustomizations.notRendered ? ` (${s.kustomizations.notRendered} not rendered: no change reaches them)` : ""}${s.kustomizations.failed ? `, ${s.kustomizations.failed} failed` : ""}; objects: ${s.objects.added} added, ${s.objects.changed} changed, ${s.objects.deleted} deleted, ${s.objects.orphaned} left in the cluster, ${s.objects.unchanged} unchanged`,
  );
  if (!result.hasChanges) out.push("No changes.");
  return `${out.join("\n")}\n`;
}

const PLAN_ORDER = { deleted: 0, configured: 1, created: 2 } as const;

/**
 * A plan's run report as a diff: created objects are added, configured ones changed (with the
 * live diff the plan attached), deleted ones removed and pruned. What plan could not decide
 * (failed Kustomizations) is a problem; unchanged and skipped objects are counted.
 */
export function planDiff(report: RunReport): DiffResult {
  const kustomizations: KustomizationDiff[] = report.kustomizations.map((k) => {
    const objects: ObjectDiff[] = [];
    let unchanged = 0;
    const changes = [...k.changes].sort(
      (a, b) =>
        (PLAN_ORDER[a.action as keyof typeof PLAN_ORDER] ?? 3) -
        (PLAN_ORDER[b.action as keyof typeof PLAN_ORDER] ?? 3),
    );
    for (const c of changes) {
      const base = {
        id: c.id,
        kind: c.kind,
        namespace: c.namespace,
        name: c.name,
        ...(c.source ? { source: c.source } : {}),
        paths: c.paths ?? [],
        diff: c.diff ?? "",
        ...(c.release ? { release: c.release } : {}),
      };
      if (c.action === "created") objects.push({ ...base, change: "added" });
      else if (c.action === "configured")
        objects.push({ ...base, change: "changed", ...(c.drift ? { drift: true } : {}) });
      else if (c.action === "deleted")
        objects.push({
          ...base,
          change: "removed",
          removal: { deleted: true, reason: "pruned" },
        });
      else if (c.action === "unchanged" || c.action === "skipped") unchanged++;
    }
    const failed = k.ready === "False";
    return {
      namespace: k.namespace,
      name: k.name,
      change: failed ? "failed" : objects.length > 0 ? "changed" : "unchanged",
      ...(k.source ? { source: k.source } : {}),
      objects,
      unchanged,
      problems: failed ? [`${k.reason}: ${k.message}`] : [],
      notes: [],
    };
  });
  const summary = summariseDiff(kustomizations);
  return { kustomizations, summary, hasChanges: summary.kustomizations.changed > 0 };
}

/** A fenced block no text inside can close: one backtick longer than the longest run in it. */
function fenced(text: string, language: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}\n${text.replace(/\n$/, "")}\n${fence}`;
}

/** An object's diff cut to `maxLines` lines, saying how many more there are and where they are. */
function cappedDiff(diff: string, maxLines: number): string {
  const lines = diff.replace(/\n$/, "").split("\n");
  if (lines.length <= maxLines) return lines.join("\n");
  return `${lines.slice(0, maxLines).join("\n")}\n… ${(lines.length - maxLines).toLocaleString("en-US")} more lines in the full report`;
}

const MARK: Record<ObjectDiff["change"], string> = { removed: "-", changed: "~", added: "+" };

/**
 * The diff as GitHub markdown (PR comment, job summary): a title with the counts, what will be
 * deleted first and never dropped before the per-Kustomization details, then one collapsible
 * block per changed Kustomization with its objects' unified diffs in a ```diff fence (added
 * objects collapsed into their own block). With a `limit` it fits GitHub's limit: the least
 * important Kustomizations' details go first and a note says which and where the full diff is.
 * Every object's diff is capped at `maxLinesPerObject` lines (default 300).
 */
export function renderDiffMarkdown(
  result: DiffResult,
  options: { title?: string; limit?: SizeLimit; maxLinesPerObject?: number } = {},
): string {
  const s = result.summary;
  const counts = [
    `${plural(s.kustomizations.changed + s.kustomizations.added + s.kustomizations.removed, "Kustomization")} changed`,
    `${s.objects.added.toLocaleString("en-US")} added`,
    `${s.objects.changed.toLocaleString("en-US")} changed`,
    `${s.objects.deleted.toLocaleString("en-US")} deleted`,
    ...(s.objects.orphaned ? [`${s.objects.orphaned.toLocaleString("en-US")} left in the cluster`] : []),
    `${s.objects.unchanged.toLocaleString("en-US")} unchanged`,
    ...(s.kustomizations.notRendered
      ? [`${plural(s.kustomizations.notRendered, "Kustomization")} not rendered (no change reaches them)`]
      : []),
    ...(s.kustomizations.failed ? [`${plural(s.kustomizations.failed, "Kustomization")} failed`] : []),
  ];
  const blocks: Block[] = [
    {
      text: `${options.title ?? "### Diff"}\n\n${result.hasChanges ? counts.join(" · ") : "No changes."}`,
      priority: 0,
      omitted: {},
      noteAfter: true,
    },
    ...diffBlocks(result, { maxLinesPerObject: options.maxLinesPerObject }),
  ];
  return fitToLimit(blocks, options.limit);
}

/** Where diff blocks go among a report's blocks: their priorities, the section they open, failures. */
export interface DiffBlockOptions {
  maxLinesPerObject?: number;
  /** Priorities (lower stays longer): the deletion lists, a failed Kustomization, the other diffs. */
  priority?: { deletions: number; failed: number; removals: number; changes: number };
  /** The section heading the blocks sit under (a run report's "Diff"), opened before the first kept. */
  section?: Container;
  /** false: leave failed Kustomizations out (the run report says why they failed already). */
  failures?: boolean;
}

/**
 * The diff's blocks: what will be deleted (and what is left in the cluster) listed first, then
 * one collapsible block per changed Kustomization, deletions first inside it.
 */
export function diffBlocks(result: DiffResult, options: DiffBlockOptions = {}): Block[] {
  const maxLines = options.maxLinesPerObject ?? 300;
  const priority = options.priority ?? { deletions: 1, failed: 1, removals: 3, changes: 4 };
  const parent = options.section;
  // In a section, each block starts after a blank line: an HTML block ends only at one.
  const gap = parent ? "\n" : "";
  const blocks: Block[] = [];
  const { deleted, kept } = removals(result);
  const listed = (rows: Removed) =>
    rows
      .map(
        ({ k, o }) =>
          `- ${codeSpan(formatRef(o))} (${escapeInline(`${k.namespace}/${k.name}`)})${o.removal?.deleted ? "" : `: ${escapeInline(o.removal?.reason ?? "")}`}`,
      )
      .join("\n");
  if (deleted.length)
    blocks.push({
      text: `${gap}**⚠️ Will be deleted (${plural(deleted.length, "object")}):**\n\n${listed(deleted)}`,
      priority: priority.deletions,
      ...(parent ? { parent } : {}),
      omitted: { section: "the list of deletions" },
    });
  if (kept.length)
    blocks.push({
      text: `${gap}**Removed from the manifests, left in the cluster (${plural(kept.length, "object")}):**\n\n${listed(kept)}`,
      priority: priority.removals,
      ...(parent ? { parent } : {}),
      omitted: { section: "the list of objects left in the cluster" },
    });
  const shown = result.kustomizations.filter(
    (k) => worthShowing(k) && !(k.change === "failed" && options.failures === false),
  );
  for (const k of shown) {
    const name = `${k.namespace}/${k.name}`;
    const body: string[] = [];
    for (const problem of k.problems) body.push(`❌ ${escapeInline(problem)}`);
    for (const note of k.notes) body.push(`ℹ️ ${escapeInline(note)}`);
    const text = (objects: ObjectDiff[], withBodies: boolean) =>
      objects
        .map((o) => {
          const head = `${MARK[o.change]} ${formatRef(o)}${labels(o)}`;
          return withBodies && o.change !== "removed" && o.diff
            ? `${head}\n${cappedDiff(o.diff, maxLines)}`
            : head;
        })
        .join("\n");
    if (k.definitionDiff)
      body.push(fenced(`~ Kustomization definition\n${cappedDiff(k.definitionDiff, maxLines)}`, "diff"));
    const changedOrRemoved = k.objects.filter((o) => o.change !== "added");
    const added = k.objects.filter((o) => o.change === "added");
    if (changedOrRemoved.length) body.push(fenced(text(changedOrRemoved, true), "diff"));
    if (added.length)
      body.push(
        `<details><summary>${escapeHtml(`${plural(added.length, "object")} added`)}</summary>\n\n${fenced(text(added, true), "diff")}\n\n</details>`,
      );
    // A short diff of one of few Kustomizations is shown open: there is nothing else to look at.
    const open = shown.length <= 2 && body.join("\n").split("\n").length <= 60 ? " open" : "";
    const summary = `${k.change === "failed" ? "❌" : k.objects.some((o) => o.removal?.deleted) ? "⚠️" : "✏️"} ${name}: ${HEADINGS[k.change]}${k.change === "failed" ? "" : ` (${objectCounts(k)})`}`;
    blocks.push({
      text: `${gap}<details${open}><summary>${escapeHtml(summary)}</summary>\n\n${body.join("\n\n")}\n\n</details>`,
      priority:
        k.change === "failed"
          ? priority.failed
          : k.objects.some((o) => o.change === "removed")
            ? priority.removals
            : priority.changes,
      ...(parent ? { parent } : {}),
      omitted: { diff: name, notReady: k.change === "failed" },
    });
  }
  return blocks;
}
