import type { KustomizationResult, RunReport } from "../model/index.js";

const ICON: Record<KustomizationResult["ready"], string> = { True: "✔", False: "✖", Unknown: "•" };

/** Short revision for display, as `flux get` prints it: `main@sha1:0123abcd`. */
export function shortRevision(revision: string): string {
  return revision.replace(/(sha1:[0-9a-f]{8})[0-9a-f]{32}/, "$1");
}

/** Counts of created / configured / deleted objects, e.g. "2 created, 1 configured, 1 pruned". */
export function changeCounts(k: KustomizationResult): string {
  const count = (action: string) => k.changes.filter((c) => c.action === action).length;
  const parts = [
    [count("created"), "created"],
    [count("configured"), "configured"],
    [count("deleted"), "pruned"],
    [count("skipped"), "skipped"],
    [count("failed"), "failed"],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, what]) => `${n} ${what}`);
  return parts.length > 0 ? parts.join(", ") : k.changes.length > 0 ? "no changes" : "-";
}

/** The plain-text table for the log, like `flux get kustomizations` plus changes and duration. */
export function renderTextTable(report: RunReport): string {
  const header = ["NAMESPACE", "NAME", "REVISION", "READY", "CHANGES", "DURATION", "MESSAGE"];
  const rows = report.kustomizations.map((k) => [
    k.namespace,
    k.name,
    shortRevision(k.revision) || "-",
    `${ICON[k.ready]} ${k.ready}`,
    changeCounts(k),
    `${(k.durationMs / 1000).toFixed(1)}s`,
    k.message.split("\n")[0] ?? "",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

/** Every object change, one line each, Flux's change-set notation: `Deployment/webapp/backend created`. */
export function renderChangeLines(k: KustomizationResult): string[] {
  return k.changes
    .filter((c) => c.action !== "unchanged")
    .map((c) => {
      const ref = c.namespace ? `${c.kind}/${c.namespace}/${c.name}` : `${c.kind}/${c.name}`;
      return `${ref} ${c.action}${c.detail ? ` (${c.detail})` : ""}`;
    });
}
