/** Where something was defined in the user's repository; `line` is 1-based. */
export interface SourceLocation {
  /** Path relative to the repository root (forward slashes). */
  file: string;
  line?: number;
  column?: number;
}

export function formatLocation(loc: SourceLocation | undefined): string {
  if (!loc) return "";
  return loc.line ? `${loc.file}:${loc.line}` : loc.file;
}

/** A problem as one line: `file:line: message` unless the message already names its location. */
export function formatProblem(problem: { message: string; source?: SourceLocation }): string {
  const where = formatLocation(problem.source);
  return where && !problem.message.includes(where) ? `${where}: ${problem.message}` : problem.message;
}
