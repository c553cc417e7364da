/** Text placed inside HTML (summary lines) or markdown: no markup from user data. */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Text in a markdown paragraph or list item: no HTML, one line, and no accidental @mentions. */
export function escapeInline(text: string): string {
  return escapeHtml(text)
    .replace(/(^|\s)@(?=\w)/g, "$1@\u200b")
    .replaceAll("\n", " ");
}

/** Text in a markdown table cell. */
export function escapeCell(text: string): string {
  return escapeInline(text).replaceAll("|", "\\|");
}
