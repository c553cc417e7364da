import { KEEP, plural, SECTION } from "./markdown.js";

/** GitHub's limits: an issue or PR comment body, and one step's job summary. */
export const COMMENT_LIMIT = 65_536;
export const SUMMARY_LIMIT = 1024 * 1024;

/**
 * Fits a body rendered by renderMarkdown() into `limit` characters, the way Atlantis and tfcmt
 * do: the header and the status table stay, so do the failures; the details of Kustomizations
 * that succeeded and the graph go first, and a note says what was cut. Always removes the
 * section markers, so every body renderMarkdown() produces goes through here before publishing.
 */
export function truncate(
  body: string,
  limit: number,
  where = "the job summary and the `result` JSON report",
): string {
  const sections = body
    .split(SECTION)
    .filter((s) => s !== "")
    .map((s) => ({ keep: s.startsWith(KEEP), text: s.replace(KEEP, "").replace(/\n+$/, "") }));
  const joined = (parts: { text: string }[]) => `${parts.map((s) => s.text).join("\n\n")}\n`;
  const whole = joined(sections);
  if (whole.length <= limit) return whole;

  const noteFor = (cut: { text: string }[], hardCut: boolean) => {
    const names = cut.map((s) => /<b>([^<]+)<\/b>/.exec(s.text)?.[1]).filter((n): n is string => !!n);
    const graph = cut.some((s) => s.text.includes("Dependency graph"));
    const parts = [
      names.length ? `the details of ${plural(names.length, "Kustomization")} (${listSome(names)})` : "",
      graph ? "the dependency graph" : "",
      cut.length - names.length - (graph ? 1 : 0) > 0
        ? plural(cut.length - names.length - (graph ? 1 : 0), "other section")
        : "",
      hardCut ? "the end of the report" : "",
    ].filter(Boolean);
    return `> [!NOTE]\n> Shortened to fit GitHub's limit of ${limit.toLocaleString("en-US")} characters: left out ${parts.join(", ")}. The full report is in ${where}.`;
  };
  // Reserve room for the note (its longest form is bounded by the names listed).
  const reserve = noteFor(sections, true).length + 4;
  const budget = limit - reserve;
  const chosen = new Set<number>();
  let used = 0;
  // Kept sections first, in order; then the rest in order while they fit.
  for (const pass of [true, false]) {
    sections.forEach((s, i) => {
      if (s.keep !== pass || chosen.has(i)) return;
      if (used + s.text.length + 2 <= budget) {
        chosen.add(i);
        used += s.text.length + 2;
      }
    });
  }
  let hardCut = false;
  const kept = sections.filter((_, i) => chosen.has(i));
  if (!chosen.has(0) || (sections[1]?.keep && !chosen.has(1))) {
    // Even the header and the table do not fit: cut the table at a row boundary.
    hardCut = true;
    const head = joined(sections.slice(0, 2));
    const cutAt = head.lastIndexOf("\n", Math.max(0, budget));
    kept.splice(0, kept.length, { keep: true, text: head.slice(0, Math.max(0, cutAt)) });
    chosen.clear();
  }
  const cut = sections.filter((_s, i) => !chosen.has(i) && !(hardCut && i < 2));
  const note = noteFor(cut, hardCut);
  // The note goes under the table, where a reader looks first.
  const at = Math.min(hardCut ? 1 : 2, kept.length);
  const result = joined([...kept.slice(0, at), { text: note }, ...kept.slice(at)]);
  return result.length <= limit ? result : `${result.slice(0, limit - 2)}…\n`;
}

function listSome(names: string[], max = 5): string {
  const shown = names.slice(0, max).map((n) => `\`${n}\``);
  return names.length > max ? `${shown.join(", ")} and ${names.length - max} more` : shown.join(", ");
}
