import type { DiffResult, KustomizationDiff, ObjectDiff } from "../diff/index.js";
import { formatLocation, formatRef } from "../model/index.js";
import { plural, shortRevision } from "./text.js";

function where(o: { source?: Parameters<typeof formatLocation>[0] }): string {
  const location = formatLocation(o.source);
  return location ? `  ${location}` : "";
}

function counts(k: KustomizationDiff): string {
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
  failed: "could not be rendered",
};

function objectLine(o: ObjectDiff): string {
  const ref = formatRef(o);
  if (o.change === "removed")
    return `- ${ref}${where(o)}  (${o.removal?.deleted ? "deleted" : "left in the cluster"}: ${o.removal?.reason})`;
  if (o.change === "added") return `+ ${ref}${where(o)}`;
  const moved = o.movedFrom ? `  (moved from ${o.movedFrom})` : "";
  const paths = o.paths.length ? `  ${o.paths.join(", ")}` : "";
  return `~ ${ref}${where(o)}${moved}${paths}`;
}

/**
 * The diff as a reviewer reads it: what will be deleted first, under its own heading, then each
 * Kustomization that changed with its objects' unified diffs (removed objects are listed, not
 * printed in full), then one summary line. Secret values are already masked in `result`.
 */
export function renderDiffText(
  result: DiffResult,
  revisions?: { base: { revision: string }; head: { revision: string } },
): string {
  const out: string[] = [];
  if (revisions)
    out.push(
      `Changes from ${shortRevision(revisions.base.revision)} to ${shortRevision(revisions.head.revision)}`,
      "",
    );
  const removed = result.kustomizations.flatMap((k) =>
    k.objects.filter((o) => o.change === "removed").map((o) => ({ k, o })),
  );
  const deleted = removed.filter(({ o }) => o.removal?.deleted);
  const kept = removed.filter(({ o }) => !o.removal?.deleted);
  const table = (rows: typeof removed) => {
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
  for (const k of result.kustomizations) {
    if (k.change === "unchanged" && k.notes.length === 0) continue;
    const summary = k.change === "failed" ? "" : ` (${counts(k)})`;
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
    `Kustomizations: ${s.kustomizations.changed} changed, ${s.kustomizations.added} added, ${s.kustomizations.removed} removed, ${s.kustomizations.unchanged} unchanged${s.kustomizations.failed ? `, ${s.kustomizations.failed} failed` : ""}; objects: ${s.objects.added} added, ${s.objects.changed} changed, ${s.objects.deleted} deleted, ${s.objects.orphaned} left in the cluster, ${s.objects.unchanged} unchanged`,
  );
  if (!result.hasChanges) out.push("No changes.");
  return `${out.join("\n")}\n`;
}
