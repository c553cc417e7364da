import { codeSpan } from "./escape.js";
import { cutTo, measure, type SizeUnit } from "./limits.js";
import { plural } from "./text.js";

/** A limit to fit a rendered report into, and where a reader finds what had to be left out. */
export interface SizeLimit {
  /** GitHub's limit, as the note names it. */
  max: number;
  unit: SizeUnit;
  /** Taken by text around the report (a comment's hidden lines): the report gets `max - reserved`. */
  reserved?: number;
  /** Completes "The full report is in …", e.g. "the job summary and the JSON report (`result` output)". */
  fullReport: string;
}

/** What a table row or a section lives in: opened before its first kept block, closed after its last. */
export interface Container {
  open: string;
  close: string;
}

/** How the note counts a block that was left out. */
export interface Omission {
  row?: boolean;
  notReady?: boolean;
  /** A Kustomization's details block, by display name. */
  details?: string;
  /** A Kustomization's diff block, by `namespace/name`. */
  diff?: string;
  /** Any other section, by what the note calls it. */
  section?: string;
}

/** One piece of a rendered report. Blocks are laid out in the order given. */
export interface Block {
  text: string;
  /** Lower stays longer; priority 0 always stays. */
  priority: number;
  /** A table row's table (header, and whatever closes it). */
  parent?: Container;
  omitted: Omission;
  /** The note about what was left out goes right after this block (the title). */
  noteAfter?: boolean;
}

/**
 * Lays the blocks out; with a limit, keeps the most important blocks that fit (lowest priority
 * first, in layout order within a priority) and puts a note under the title saying what was left
 * out and where the full report is, the way Atlantis and tfcmt shorten their comments. Sizes are
 * measured in the limit's unit over the whole text, hidden parts included.
 */
export function fitToLimit(blocks: readonly Block[], limit?: SizeLimit): string {
  const whole = layout(blocks);
  const room = limit ? limit.max - (limit.reserved ?? 0) : 0;
  if (!limit || measure(whole, limit.unit) <= room) return whole;
  let reserve = measure(`\n\n${noteFor(blocks, new Set(), limit)}`, limit.unit);
  for (let attempt = 0; attempt < 5; attempt++) {
    const chosen = select(blocks, room - reserve, limit.unit);
    const text = layout(blocks, chosen, noteFor(blocks, chosen, limit));
    const size = measure(text, limit.unit);
    if (size <= room) return text;
    reserve += size - room;
  }
  // Only the title is left and even it does not fit (a header of absurd length): cut it.
  return `${cutTo(layout(blocks, new Set([0])), room - 1, limit.unit)}\n`;
}

function layout(blocks: readonly Block[], chosen?: ReadonlySet<number>, note?: string): string {
  const out: string[] = [];
  let parent: Container | undefined;
  blocks.forEach((block, i) => {
    if (chosen && !chosen.has(i)) return;
    if (block.parent !== parent) {
      if (parent) out.push(parent.close);
      if (block.parent) out.push(`${out.length ? "\n\n" : ""}${block.parent.open}`);
      parent = block.parent;
    }
    out.push(block.parent ? `\n${block.text}` : `${out.length ? "\n\n" : ""}${block.text}`);
    if (block.noteAfter && note) out.push(`\n\n${note}`);
  });
  if (parent) out.push(parent.close);
  return `${out.join("")}\n`;
}

function select(blocks: readonly Block[], budget: number, unit: SizeUnit): Set<number> {
  const order = blocks.map((_b, i) => i).sort((a, b) => blocks[a]!.priority - blocks[b]!.priority || a - b);
  const chosen = new Set<number>();
  const opened = new Set<Container>();
  let used = 1; // the final newline
  for (const i of order) {
    const block = blocks[i]!;
    let cost = measure(`${block.parent ? "\n" : "\n\n"}${block.text}`, unit);
    if (block.parent && !opened.has(block.parent))
      cost += measure(`\n\n${block.parent.open}${block.parent.close}`, unit);
    if (block.priority > 0 && used + cost > budget) continue;
    chosen.add(i);
    used += cost;
    if (block.parent) opened.add(block.parent);
  }
  return chosen;
}

function noteFor(blocks: readonly Block[], chosen: ReadonlySet<number>, limit: SizeLimit): string {
  const left = blocks.filter((b, i) => !chosen.has(i) && b.priority > 0).map((b) => b.omitted);
  const rows = left.filter((o) => o.row);
  const notReadyRows = rows.filter((o) => o.notReady).length;
  const details = left.filter((o) => o.details !== undefined).map((o) => o.details!);
  const failing = left.filter((o) => o.details !== undefined && o.notReady).length;
  const diffs = left.filter((o) => o.diff !== undefined).map((o) => o.diff!);
  const sections = left.filter((o) => o.section).map((o) => o.section!);
  const parts = [
    rows.length
      ? `${plural(rows.length, "row")} of the table${notReadyRows ? ` (${notReadyRows.toLocaleString("en-US")} of them not Ready)` : ""}`
      : "",
    details.length
      ? `the details of ${plural(details.length, "Kustomization")}${failing ? ` (${failing.toLocaleString("en-US")} not Ready)` : ""}: ${listSome(details)}`
      : "",
    diffs.length ? `the diffs of ${plural(diffs.length, "Kustomization")}: ${listSome(diffs)}` : "",
    ...sections,
  ].filter(Boolean);
  const size =
    limit.unit === "bytes"
      ? `${limit.max / 1024 / 1024 >= 1 ? `${limit.max / 1024 / 1024} MiB` : `${limit.max.toLocaleString("en-US")} bytes`}`
      : `${limit.max.toLocaleString("en-US")} characters`;
  return `> [!NOTE]\n> Shortened to fit GitHub's limit of ${size}: left out ${parts.join("; ") || "nothing"}. The full report is in ${limit.fullReport}.`;
}

function listSome(names: string[], max = 5): string {
  const shown = names.slice(0, max).map((n) => codeSpan(n));
  return names.length > max
    ? `${shown.join(", ")} and ${(names.length - max).toLocaleString("en-US")} more`
    : shown.join(", ");
}
