export { COMMENT_MODES, type CommentMode } from "./comment.js";
export { type GitHubContext, readGitHubContext } from "./context.js";
export {
  Publisher,
  type PublishLog,
  type PublishSettings,
  publishDiff,
  publishReport,
  readSavedReport,
  summaryMarkdown,
  writeStepSummary,
} from "./publish.js";
export { defaultStatusContext } from "./status.js";
