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

/**
 * `redact` over every string of a JSON-shaped value (keys stay as they are): a report is redacted
 * as data, never by rewriting its serialized text, where a short secret would corrupt the JSON.
 */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  if (secrets.every((s) => s === "")) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return redact(v, secrets);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object")
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
