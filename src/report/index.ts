export { escapeHtml, escapeInline } from "./escape.js";
export { renderHealth } from "./health.js";
export { formatDuration, ICON, type MarkdownContext, renderMarkdown } from "./markdown.js";
export { renderMermaid } from "./mermaid.js";
export { redact } from "./redact.js";
export { statusDescription } from "./status.js";
export { changeCounts, renderChangeLines, renderTextTable, shortRevision } from "./text.js";
export { COMMENT_LIMIT, SUMMARY_LIMIT, truncate } from "./truncate.js";
