export { type ApiFailure, createClient, describeFailure, type GitHubClient } from "./client.js";
export {
  COMMENT_MODES,
  type CommentMode,
  type CommentOutcome,
  commentBody,
  commentMarker,
  type ExistingComment,
  findStickyComment,
  findStickyComments,
  readinessState,
  recordedState,
  type StickyTarget,
  shouldWriteComment,
  tokenIdentity,
  upsertStickyComment,
} from "./comment.js";
export { type GitHubContext, readGitHubContext, resolvePullRequest } from "./context.js";
export {
  finalStatus,
  Publisher,
  type PublishLog,
  type PublishSettings,
  publishReport,
  readSavedReport,
  summaryMarkdown,
  writeStepSummary,
} from "./publish.js";
export { type CommitState, type CommitStatus, defaultStatusContext, setCommitStatus } from "./status.js";
