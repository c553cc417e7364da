import { getOctokit } from "@actions/github";

export type GitHubClient = ReturnType<typeof getOctokit>;

export function createClient(token: string, apiUrl: string): GitHubClient {
  // No retries or throttling plugins: a report that cannot be written is a warning, not a reason
  // to hold the job for minutes.
  return getOctokit(token, { baseUrl: apiUrl, log: { debug() {}, info() {}, warn() {}, error() {} } });
}

/** An HTTP error from the GitHub API, reduced to what the action decides on and tells the user. */
export interface ApiFailure {
  status?: number;
  message: string;
  /** The token may not write here: a pull request from a fork (read-only GITHUB_TOKEN), or missing permissions. */
  readOnly: boolean;
}

export function describeFailure(error: unknown): ApiFailure {
  const e = error as { status?: number; message?: string; response?: { data?: { message?: string } } };
  const message = e.response?.data?.message ?? e.message ?? String(error);
  const readOnly = e.status === 403 && /not accessible by integration|permission|forbidden/i.test(message);
  return { status: e.status, message, readOnly };
}
