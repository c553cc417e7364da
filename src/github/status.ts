import type { GitHubClient } from "./client.js";

export type CommitState = "pending" | "success" | "failure" | "error";

export interface CommitStatus {
  owner: string;
  repo: string;
  sha: string;
  /** The check name branch protection matches, e.g. `kustomize-sync/staging`. */
  context: string;
  state: CommitState;
  /** At most 140 characters (GitHub rejects longer ones); longer text is cut. */
  description: string;
  targetUrl?: string;
}

/** POST /repos/{owner}/{repo}/statuses/{sha}: the latest status per context wins on GitHub. */
export async function setCommitStatus(
  client: GitHubClient,
  status: CommitStatus,
): Promise<string | undefined> {
  const description =
    status.description.length <= 140 ? status.description : `${status.description.slice(0, 139)}…`;
  const { data } = await client.rest.repos.createCommitStatus({
    owner: status.owner,
    repo: status.repo,
    sha: status.sha,
    state: status.state,
    context: status.context,
    description,
    ...(status.targetUrl ? { target_url: status.targetUrl } : {}),
  });
  return data.url;
}

/** The default status context: one per comment header, so matrix jobs do not overwrite each other. */
export function defaultStatusContext(commentHeader: string): string {
  return `kustomize-sync/${commentHeader.trim() || "sync"}`;
}
