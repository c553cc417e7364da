export { type Annotation, budgetAnnotations, planAnnotations } from "./annotations.js";
export { planDiff, renderDiffMarkdown, renderDiffText } from "./diff.js";
export { codeSpan, escapeHiddenComment, escapeHtml, escapeInline } from "./escape.js";
export { renderHealth } from "./health.js";
export { cutTo, GITHUB_LIMITS, measure, type SizeUnit } from "./limits.js";
export { ICON, type MarkdownContext, renderMarkdown, verdict } from "./markdown.js";
export { renderMermaid } from "./mermaid.js";
export { parseRunReport } from "./parse.js";
export { kubeconfigSecrets, redact, redactDeep, redactingLogger, SecretValues } from "./redact.js";
export { failureSummary, statusDescription } from "./status.js";
export {
  changeCounts,
  countActions,
  plural,
  renderChangeLines,
  renderTextTable,
  shortRevision,
} from "./text.js";
export type { SizeLimit } from "./truncate.js";
