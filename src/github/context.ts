import { readFileSync } from "node:fs";

/** What the reporters need to know about the workflow run, read from the runner's environment. */
export interface GitHubContext {
  apiUrl: string;
  serverUrl: string;
  owner: string;
  repo: string;
  eventName: string;
  /**
   * The commit the run is about. On pull_request events GITHUB_SHA is the temporary merge commit,
   * which no one sees; the status goes on the PR's head commit, as other checks do.
   */
  sha: string;
  /** Set when the event is about a pull request (there is a PR to comment on). */
  pullRequest?: { number: number; headSha: string; fromFork: boolean };
  runUrl?: string;
}

const PULL_REQUEST_EVENTS = new Set(["pull_request", "pull_request_target", "pull_request_review"]);

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
  const pr = payload.pull_request as
    | {
        number?: number;
        head?: { sha?: string; repo?: { full_name?: string } | null };
        base?: { repo?: { full_name?: string } };
      }
    | undefined;
  const pullRequest =
    PULL_REQUEST_EVENTS.has(eventName) && pr?.number && pr.head?.sha
      ? {
          number: pr.number,
          headSha: pr.head.sha,
          fromFork: (pr.head.repo?.full_name ?? "") !== (pr.base?.repo?.full_name ?? `${owner}/${repo}`),
        }
      : undefined;
  return {
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    serverUrl,
    owner,
    repo,
    eventName,
    sha: pullRequest?.headSha ?? env.GITHUB_SHA ?? "",
    pullRequest,
    runUrl: env.GITHUB_RUN_ID ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` : undefined,
  };
}
