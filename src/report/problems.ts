import {
  formatLocation,
  formatProblem,
  type KustomizationResult,
  oneLine,
  type RunReport,
} from "../model/index.js";

/**
 * The one rule for saying problems, for every channel that lists them (the CLI's standard error,
 * the action's log): each problem once, as one line — the run's own as `file:line: message`, a
 * Kustomization's as `namespace/name: Reason: message (file:line)` — multi-line tool output folded.
 * A problem the status table already shows (its MESSAGE column, see `headline`) is not said
 * again beside it.
 */
export function problemLines(report: RunReport, options: { table?: boolean } = {}): string[] {
  const lines = new Set<string>();
  for (const problem of report.problems ?? []) lines.add(formatProblem(problem));
  for (const k of report.kustomizations) {
    if (k.ready !== "False") continue;
    const shown = options.table ? headline(k) : undefined;
    const details = k.problems?.length ? k.problems : [{ message: k.message }];
    for (const problem of details) {
      if (oneLine(problem.message) === shown) continue;
      const where = formatLocation(problem.source);
      const message = oneLine(problem.message);
      const located = where && !message.includes(where) ? `${message} (${where})` : message;
      lines.add(`${k.namespace}/${k.name}: ${k.reason}: ${located}`);
    }
  }
  return [...lines];
}

/** What the status table says of a Kustomization: its first problem (or its message) as one line. */
export function headline(k: KustomizationResult): string {
  return oneLine(k.problems?.[0]?.message ?? k.message);
}

/** Whether a change's detail is a problem already said (a failed object's error): not said twice. */
export function saidAsProblem(k: KustomizationResult, detail: string): boolean {
  return [k.message, ...(k.problems ?? []).map((p) => p.message)].some((m) => m.includes(detail));
}

/**
 * A Kustomization's warnings, one line each as `namespace/name: warning`. A warning that is the
 * consequence of a problem already said (`its children are not known: its render failed (…)`
 * beside the render's own failure) is said as such, without repeating the problem.
 */
export function warningLines(report: RunReport, k: KustomizationResult): string[] {
  const said = [
    ...(report.problems ?? []).map((p) => p.message),
    ...(k.ready === "False" ? [k.message, ...(k.problems ?? []).map((p) => p.message)] : []),
  ].map(oneLine);
  return (k.warnings ?? []).map((warning) => {
    const text = oneLine(warning);
    const cause = / \((.+)\)$/.exec(text)?.[1];
    const repeated = cause !== undefined && said.some((m) => m.includes(cause));
    return `${k.namespace}/${k.name}: ${repeated ? text.slice(0, -cause.length - 3) : text}`;
  });
}
