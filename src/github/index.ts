export { type ApiFailure, createClient, describeFailure, type GitHubClient } from "./client.js";
export {
  COMMENT_MODES,
  type CommentMode,
  type CommentOutcome,
  commentBody,
  commentMarker,
  type ExistingComment,
  findStickyComment,
  readinessState,
  type StickyTarget,
  shouldWriteComment,
  tokenIdentity,
  upsertStickyComment,
} from "./comment.js";
export { type GitHubContext, readGitHubContext } from "./context.js";
export { type CommitState, type CommitStatus, defaultStatusContext, setCommitStatus } from "./status.js";
