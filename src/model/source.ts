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

/**
 * A problem as one line: `file:line: Kind/namespace/name: message`, without the location or the
 * object when the message already names them (a field error alone, `spec.interval: Invalid value`,
 * would not say which Kustomization).
 */
export function formatProblem(problem: {
  message: string;
  object?: string;
  source?: SourceLocation;
}): string {
  const where = formatLocation(problem.source);
  const message = problemMessage(problem);
  return where && !message.includes(where) ? `${where}: ${message}` : message;
}

/** A problem's message as one line, naming its object first unless it does already. */
export function problemMessage(problem: { message: string; object?: string }): string {
  const message = oneLine(problem.message);
  return problem.object && !message.includes(problem.object) ? `${problem.object}: ${message}` : message;
}

/**
 * Text as one line: multi-line tool output (kustomize's wrapped errors, an API server's causes)
 * folded, each line trimmed, blank ones dropped. The report keeps the text as it was.
 */
export function oneLine(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join(" ");
}
