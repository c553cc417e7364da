// `kustomize-sync publish --report FILE`: the second stage of the fork-safe flow, in a
// workflow_run job, against the GitHub emulator.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import { eventPayload, GitHubEmulator, type GitHubEvent, githubEnv } from "../support/github-emulator.js";

const TEN = resolve(import.meta.dirname, "../fixtures/report/ten.json");
const ONE = resolve(import.meta.dirname, "../fixtures/report/one.json");
const TOKEN = "ghs_publishCanaryToken0123456789";
let emulator: GitHubEmulator | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  const gh = emulator;
  emulator = undefined;
  await gh?.close();
  expect(gh?.violations ?? []).toEqual([]);
  expect(gh?.rejections ?? []).toEqual([]);
});

/** The job's environment, as the runner sets it for a workflow_run job; returns the summary file. */
async function job(event: GitHubEvent): Promise<string> {
  const summary = join(await mkdtemp(join(tmpdir(), "publish-")), "summary.md");
  await writeFile(summary, "");
  for (const [key, value] of Object.entries(githubEnv(emulator!, event))) vi.stubEnv(key, value);
  vi.stubEnv("GITHUB_TOKEN", TOKEN);
  vi.stubEnv("GITHUB_STEP_SUMMARY", summary);
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  return summary;
}

describe("kustomize-sync publish", () => {
  it("posts the comment, the summary and the status of a saved report on the run's pull request", async () => {
    emulator = await GitHubEmulator.start();
    const event = await eventPayload("workflow_run");
    const summary = await job(event);
    expect(await main(["publish", "--report", TEN, "--comment-header", "preview"])).toBe(1);
    const [comment] = emulator.commentsOn(event.owner, event.repo, 2);
    expect(comment!.body.split("\n")[0]).toBe("<!-- kustomize-sync:preview -->");
    expect(comment!.body).toContain("2 of 10 not Ready");
    expect(emulator.statuses.map((s) => [s.sha, s.context, s.state])).toEqual([
      [event.pullRequest!.headSha, "kustomize-sync/preview", "failure"],
    ]);
    expect(await readFile(summary, "utf8")).toContain(
      "### ❌ kustomize-sync sync · preview: 2 of 10 not Ready",
    );
  });

  it("with a GitHub App's token, updates its own comment on the next run instead of adding one", async () => {
    emulator = await GitHubEmulator.start({ identity: { kind: "installation", login: "deploy-app[bot]" } });
    const event = await eventPayload("workflow_run");
    await job(event);
    // An earlier comment by GITHUB_TOKEN's bot, with the same marker: not the App's to edit.
    emulator.seedComment(event.owner, event.repo, 2, "<!-- kustomize-sync:sync -->\nold", {
      login: "github-actions[bot]",
      type: "Bot",
    });
    expect(await main(["publish", "--report", TEN])).toBe(1);
    expect(await main(["publish", "--report", ONE])).toBe(0);
    const comments = emulator.commentsOn(event.owner, event.repo, 2);
    expect(comments.map((c) => c.user.login)).toEqual(["github-actions[bot]", "deploy-app[bot]"]);
    expect(comments[1]!.body).toContain("1/1 Ready");
    // It knew itself from its status, so it never tried to edit the other bot's comment.
    expect(emulator.requests.filter((r) => r.status === 403)).toEqual([]);
  });

  it("does not comment on a fork's pull request whose head moved on since the run", async () => {
    emulator = await GitHubEmulator.start();
    const event = await eventPayload("workflow_run", { fork: true });
    emulator.seedPullRequest({
      owner: event.owner,
      repo: event.repo,
      number: 2,
      state: "open",
      head: { owner: "forker", repo: "Hello-World", ref: "changes", sha: "9".repeat(40) },
    });
    await job(event);
    expect(await main(["publish", "--report", ONE])).toBe(0);
    expect(emulator.comments).toEqual([]);
    // The status still goes on the commit the report is about.
    expect(emulator.statuses.map((s) => s.sha)).toEqual([event.pullRequest!.headSha]);
  });

  it("is a usage error without --report, or with a file that is not a report", async () => {
    emulator = await GitHubEmulator.start();
    await job(await eventPayload("workflow_run"));
    const stderr = vi.mocked(process.stderr.write);
    expect(await main(["publish"])).toBe(2);
    expect(String(stderr.mock.calls.at(-1)?.[0])).toBe(
      "kustomize-sync publish: --report: the saved JSON report to publish is required\n",
    );
    const bad = join(await mkdtemp(join(tmpdir(), "bad-")), "r.json");
    await writeFile(bad, "{ not json");
    expect(await main(["publish", "--report", bad])).toBe(2);
    expect(String(stderr.mock.calls.at(-1)?.[0])).toMatch(
      /^kustomize-sync publish: --report: .*r\.json: not JSON: /,
    );
    expect(emulator.requests).toEqual([]);
  });
});
