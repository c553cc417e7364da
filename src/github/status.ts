import { cutTo, GITHUB_LIMITS } from "../report/index.js";
import type { GitHubClient } from "./client.js";

export type CommitState = "pending" | "success" | "failure" | "error";

export interface CommitStatus {
  owner: string;
  repo: string;
  sha: string;
  /** The check name branch protection matches, e.g. `kustomize-sync/staging` (at most 255 characters). */
  context: string;
  state: CommitState;
  /** At most 140 characters (GitHub rejects longer ones); longer text is cut. */
  description: string;
  targetUrl?: string;
}

/**
 * POST /repos/{owner}/{repo}/statuses/{sha}: the latest status per context wins on GitHub.
 * Returns the status URL and its creator's login, which is who this token writes as (for an App's
 * installation token the only way to learn its `<app>[bot]` login without the App's key).
 */
export async function setCommitStatus(
  client: GitHubClient,
  status: CommitStatus,
  request: { signal?: AbortSignal } = {},
): Promise<{ url: string; creator?: string }> {
  const { data } = await client.rest.repos.createCommitStatus({
    owner: status.owner,
    repo: status.repo,
    sha: status.sha,
    state: status.state,
    context: status.context,
    description: cutTo(status.description, GITHUB_LIMITS.statusDescriptionCharacters, "characters"),
    ...(status.targetUrl ? { target_url: status.targetUrl } : {}),
    ...(request.signal ? { request: { signal: request.signal } } : {}),
  });
  return { url: data.url, creator: data.creator?.login };
}

/** The default status context: one per comment header, so matrix jobs do not overwrite each other. */
export function defaultStatusContext(commentHeader: string): string {
  return `kustomize-sync/${commentHeader.trim() || "sync"}`;
}
