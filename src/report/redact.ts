/**
 * Replaces every occurrence of the given secret values with `***`. The runner masks registered
 * secrets in the log only; the job summary, the PR comment and the JSON report are written
 * verbatim, so whatever is published goes through here too. Longest values first, so a secret
 * that contains another is replaced whole.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of [...new Set(secrets)]
    .filter((s) => s.length > 0)
    .sort((a, b) => b.length - a.length)) {
    out = out.split(secret).join("***");
  }
  return out;
}
