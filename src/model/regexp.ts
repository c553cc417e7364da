/** `text` as a regular-expression source that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A Go (RE2) regular expression as a JavaScript one: the syntax both share is what users write
 * in Flux selectors and SOPS rules (`name-.*`, `apps|batch`, `^data$`); RE2's leading `(?i)`
 * becomes JavaScript's `i` flag. Throws a SyntaxError for a pattern JavaScript cannot read.
 */
export function goRegExp(pattern: string): RegExp {
  const caseless = pattern.startsWith("(?i)");
  return new RegExp(caseless ? pattern.slice(4) : pattern, caseless ? "i" : "");
}
