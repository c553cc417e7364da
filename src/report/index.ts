export { type Annotation, budgetAnnotations, diffAnnotations, planAnnotations } from "./annotations.js";
export { planDiff, renderDiffMarkdown, renderDiffText } from "./diff.js";
export { codeSpan, escapeHiddenComment, escapeInline } from "./escape.js";
export { cutTo, GITHUB_LIMITS, measure } from "./limits.js";
export { type MarkdownContext, renderMarkdown } from "./markdown.js";
export { parseRunReport } from "./parse.js";
export { problemLines, warningLines } from "./problems.js";
export { kubeconfigSecrets, redact, redactDeep, runSecrets, SecretValues } from "./redact.js";
export { failureSummary, statusDescription } from "./status.js";
export {
  countActions,
  plural,
  renderChangeLines,
  renderReleaseLines,
  renderTextTable,
  shortRevision,
} from "./text.js";
export type { SizeLimit } from "./truncate.js";
