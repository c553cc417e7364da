// Text that comes from manifests, API messages or names goes into the PR comment and the job
// summary, which GitHub renders as markdown and then post-processes (mentions, issue references,
// autolinks). Such text must never create a link, an image, HTML or a notification. One function
// per context a text can land in; every renderer uses these and nothing else for foreign text.

/** A zero-width space: breaks a construct GitHub would recognise without changing what a reader sees. */
const ZWSP = "\u200b";

/**
 * What GitHub turns into a link or a notification even in plain text: @mentions (and e-mail
 * addresses), `#123` / `GH-123` issue references, `scheme://` and `www.` autolinks. Each gets a
 * zero-width space where the pattern would match, so it stays readable and copyable as text.
 */
function breakAutolinks(text: string): string {
  return text
    .replaceAll("@", `@${ZWSP}`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`)
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, `$1:${ZWSP}//`)
    .replace(/\b(www)\./gi, `$1${ZWSP}.`);
}

/** Text inside HTML (a `<summary>` line, an HTML block): no tags, no entities, no autolinks. */
export function escapeHtml(text: string): string {
  return breakAutolinks(
    oneLine(text).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;"),
  );
}

/**
 * Text in a markdown paragraph or list item, on one line: no HTML, no emphasis, no link or image
 * syntax, no strike-through, no block syntax at its start (heading, quote, list), no autolinks.
 */
export function escapeInline(text: string): string {
  const escaped = escapeHtml(text).replace(/[\\`*_[\]~|]/g, "\\$&");
  // A line starting with `#`, `>`, `-`, `+`, `=` or `1.` would open a block inside a list item.
  return escaped.replace(/^(\s*)([#>+=-]|\d+(?=[.)]))/, (_m, space: string, lead: string) =>
    /^\d/.test(lead) ? `${space}${lead}\\` : `${space}\\${lead}`,
  );
}

/**
 * Literal text in a code span: nothing inside a code span is markdown, HTML, a mention or a
 * link. The fence is one backtick longer than the longest run inside, so the text cannot close it;
 * `|` is escaped for table cells (GitHub removes the backslash there, and keeps `\|` elsewhere
 * only where it is not inside a table, so `inTable` says which).
 */
export function codeSpan(text: string, { inTable = false } = {}): string {
  const line = oneLine(text);
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = line.startsWith("`") || line.endsWith("`") || line === "" ? " " : "";
  const body = inTable ? line.replaceAll("|", "\\|") : line;
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** Text inside an HTML comment (a hidden marker): cannot end the comment or open another. */
export function escapeHiddenComment(text: string): string {
  return oneLine(text).replace(/-{2,}/g, "-").replace(/[<>]/g, "");
}

function oneLine(text: string): string {
  return text.replace(/\r?\n|\r/g, " ");
}
