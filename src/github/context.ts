import { readFileSync } from "node:fs";
import type { GitHubClient } from "./client.js";

/** What the reporters need to know about the workflow run, read from the runner's environment. */
export interface GitHubContext {
  apiUrl: string;
  serverUrl: string;
  owner: string;
  repo: string;
  eventName: string;
  /**
   * The commit the run is about. On pull_request events GITHUB_SHA is the temporary merge commit,
   * which no one sees; the status goes on the PR's head commit, as other checks do. On
   * workflow_run it is the head commit of the run that triggered this one.
   */
  sha: string;
  /** Set when the event is about a pull request (there is a PR to comment on). */
  pullRequest?: { number: number; headSha: string; fromFork: boolean; baseSha?: string };
  /**
   * workflow_run for a fork's pull request: GitHub leaves `workflow_run.pull_requests` empty, so
   * the pull request is looked up by its head (`owner:branch`) and must have `headSha` as head.
   */
  pullRequestLookup?: { head: string; headSha: string };
  /** The workflow run the report belongs to (on workflow_run: the run that made the report). */
  runUrl?: string;
}

const PULL_REQUEST_EVENTS = new Set(["pull_request", "pull_request_target", "pull_request_review"]);

interface RunPayload {
  head_sha?: string;
  head_branch?: string | null;
  event?: string;
  html_url?: string;
  pull_requests?: { number?: number; head?: { sha?: string } }[];
  head_repository?: { full_name?: string; owner?: { login?: string } } | null;
}

/** undefined outside GitHub Actions (no GITHUB_REPOSITORY): nothing to comment on or mark. */
export function readGitHubContext(env: NodeJS.ProcessEnv = process.env): GitHubContext | undefined {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  if (!owner || !repo) return undefined;
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  let payload: Record<string, unknown> = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8"));
    } catch {
      payload = {};
    }
  }
  const serverUrl = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  const base = {
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    serverUrl,
    owner,
    repo,
    eventName,
    runUrl: env.GITHUB_RUN_ID ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` : undefined,
  };
  if (eventName === "workflow_run") {
    // Only fields GitHub sets itself are used: the artifact of a fork's run is the fork's to write.
    const run = (payload.workflow_run ?? {}) as RunPayload;
    const headSha = run.head_sha ?? "";
    const pr = (run.pull_requests ?? []).find((p) => p.number && p.head?.sha === headSha);
    const headRepo = run.head_repository?.full_name ?? "";
    const fromFork = headRepo !== "" && headRepo !== `${owner}/${repo}`;
    const isPullRequest = run.event === "pull_request" || run.event === "pull_request_target";
    return {
      ...base,
      sha: headSha,
      ...(pr?.number ? { pullRequest: { number: pr.number, headSha, fromFork } } : {}),
      ...(!pr && isPullRequest && fromFork && run.head_branch && run.head_repository?.owner?.login
        ? { pullRequestLookup: { head: `${run.head_repository.owner.login}:${run.head_branch}`, headSha } }
        : {}),
      runUrl: run.html_url ?? base.runUrl,
    };
  }
  const pr = payload.pull_request as
    | {
        number?: number;
        head?: { sha?: string; repo?: { full_name?: string } | null };
        base?: { sha?: string; repo?: { full_name?: string } };
      }
    | undefined;
  const pullRequest =
    PULL_REQUEST_EVENTS.has(eventName) && pr?.number && pr.head?.sha
      ? {
          number: pr.number,
          headSha: pr.head.sha,
          fromFork: (pr.head.repo?.full_name ?? "") !== (pr.base?.repo?.full_name ?? `${owner}/${repo}`),
          ...(pr.base?.sha ? { baseSha: pr.base.sha } : {}),
        }
      : undefined;
  return { ...base, sha: pullRequest?.headSha ?? env.GITHUB_SHA ?? "", pullRequest };
}

/**
 * The open pull request a fork's workflow_run belongs to: listed by head, and only if its head is
 * still the commit the run was for (a later push makes the report stale for that PR).
 */
export async function resolvePullRequest(
  client: GitHubClient,
  context: GitHubContext,
): Promise<GitHubContext> {
  const lookup = context.pullRequestLookup;
  if (context.pullRequest || !lookup) return context;
  const pulls = await client.paginate(client.rest.pulls.list, {
    owner: context.owner,
    repo: context.repo,
    head: lookup.head,
    state: "open",
    per_page: 100,
  });
  const pr = pulls.find((p) => p.head.sha === lookup.headSha);
  return pr
    ? { ...context, pullRequest: { number: pr.number, headSha: lookup.headSha, fromFork: true } }
    : context;
}
