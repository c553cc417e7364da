import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createClient, describeFailure } from "../../src/github/client.js";
import {
  commentBody,
  commentMarker,
  recordedState,
  shouldWriteComment,
  upsertStickyComment,
} from "../../src/github/comment.js";
import { readGitHubContext } from "../../src/github/index.js";
import { setCommitStatus } from "../../src/github/status.js";
import type { RunReport } from "../../src/model/index.js";
import { eventPayload, GitHubEmulator, githubEnv } from "../support/github-emulator.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/report");
const load = (name: string): RunReport => JSON.parse(readFileSync(resolve(FIXTURES, name), "utf8"));
const target = { owner: "Codertocat", repo: "Hello-World", issueNumber: 2, header: "staging" };
const BOT = { login: "github-actions[bot]", type: "Bot" as const };
const HUMAN = { login: "octocat", type: "User" as const };

let emulator: GitHubEmulator | undefined;
afterEach(async () => {
  // Every request the code made, and every answer, matched GitHub's OpenAPI description.
  expect(emulator?.violations ?? []).toEqual([]);
  await emulator?.close();
  emulator = undefined;
});

async function start(options: Parameters<typeof GitHubEmulator.start>[0] = {}) {
  emulator = await GitHubEmulator.start(options);
  return { gh: emulator, client: createClient("ghs_emulatedInstallationToken", emulator.url) };
}

describe("sticky comment", () => {
  it("creates one comment with the header's marker, then updates it in place", async () => {
    const { gh, client } = await start();
    const first = await upsertStickyComment(client, target, `${commentMarker("staging")}\nfirst`);
    expect(first.action).toBe("created");
    const second = await upsertStickyComment(client, target, `${commentMarker("staging")}\nsecond`);
    expect(second).toMatchObject({ action: "updated", id: (first as { id: number }).id });
    const comments = gh.commentsOn("Codertocat", "Hello-World", 2);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toBe("<!-- kustomize-sync:staging -->\nsecond");
    expect(comments[0]!.user.login).toBe("github-actions[bot]");
  });

  it("does not write an unchanged body again", async () => {
    const { gh, client } = await start();
    const body = `${commentMarker("staging")}\nsame`;
    await upsertStickyComment(client, target, body);
    const writes = gh.writes().length;
    expect((await upsertStickyComment(client, target, body)).action).toBe("unchanged");
    expect(gh.writes()).toHaveLength(writes);
  });

  it("finds its comment behind 250 others by paging through all of them, not just the first 30", async () => {
    const { gh, client } = await start();
    for (let i = 0; i < 240; i++) gh.seedComment("Codertocat", "Hello-World", 2, `comment ${i}`, HUMAN);
    const ours = gh.seedComment("Codertocat", "Hello-World", 2, `${commentMarker("staging")}\nold`, BOT);
    for (let i = 0; i < 10; i++) gh.seedComment("Codertocat", "Hello-World", 2, `later ${i}`, HUMAN);
    const outcome = await upsertStickyComment(client, target, `${commentMarker("staging")}\nnew`);
    expect(outcome).toMatchObject({ action: "updated", id: ours.id });
    expect(gh.commentsOn("Codertocat", "Hello-World", 2)).toHaveLength(251);
    const pages = gh.requests.filter((r) => r.method === "GET" && r.path.includes("/comments"));
    expect(pages.map((r) => r.path)).toEqual([
      "/repos/Codertocat/Hello-World/issues/2/comments?per_page=100",
      "/repos/Codertocat/Hello-World/issues/2/comments?per_page=100&page=2",
      "/repos/Codertocat/Hello-World/issues/2/comments?per_page=100&page=3",
    ]);
  });

  it("keeps one comment per header and ignores a person's comment quoting the marker", async () => {
    const { gh, client } = await start();
    gh.seedComment("Codertocat", "Hello-World", 2, `${commentMarker("staging")}\nquoted by a person`, HUMAN);
    await upsertStickyComment(client, target, `${commentMarker("staging")}\nstaging`);
    await upsertStickyComment(
      client,
      { ...target, header: "production" },
      `${commentMarker("production")}\nprod`,
    );
    const bodies = gh
      .commentsOn("Codertocat", "Hello-World", 2)
      .map((c) => `${c.user.login}: ${c.body.split("\n")[1]}`);
    expect(bodies).toEqual([
      "octocat: quoted by a person",
      "github-actions[bot]: staging",
      "github-actions[bot]: prod",
    ]);
  });

  it("with a personal access token, matches comments by the token's own login (GET /user)", async () => {
    const { gh, client } = await start({ identity: { kind: "user", login: "deploy-bot-user" } });
    gh.seedComment("Codertocat", "Hello-World", 2, `${commentMarker("staging")}\nsomeone else's`, HUMAN);
    const mine = gh.seedComment("Codertocat", "Hello-World", 2, `${commentMarker("staging")}\nmine`, {
      login: "deploy-bot-user",
      type: "User",
    });
    expect(await upsertStickyComment(client, target, `${commentMarker("staging")}\nnew`)).toMatchObject({
      action: "updated",
      id: mine.id,
    });
  });

  it("fails with GitHub's 403 when the token is read-only (fork pull request)", async () => {
    const { client } = await start({ readOnly: true });
    const error = await upsertStickyComment(client, target, `${commentMarker("staging")}\nx`).catch((e) => e);
    expect(describeFailure(error)).toEqual({
      status: 403,
      message: "Resource not accessible by integration",
      readOnly: true,
    });
  });

  it("records readiness after the marker in a fixed size, and still reads the first format", () => {
    const report = load("ten.json");
    const body = commentBody("staging", report);
    expect(body.split("\n")[0]).toBe("<!-- kustomize-sync:staging -->");
    expect(body.split("\n")[1]).toMatch(/^<!-- kustomize-sync-state: v2 [0-9a-f]{16} notready=2 -->$/);
    expect(recordedState(body)).toEqual({ digest: expect.stringMatching(/^[0-9a-f]{16}$/), notReady: 2 });
    const legacy =
      "<!-- kustomize-sync:staging -->\n<!-- kustomize-sync-state: ns/a=True,ns/b=False -->\nold";
    expect(recordedState(legacy)?.notReady).toBe(1);
    expect(shouldWriteComment("on-failure", load("one.json"), legacy)).toBe(true);
  });

  it("a header cannot end the hidden marker", () => {
    expect(commentMarker("x --> <img src=y>")).toBe("<!-- kustomize-sync:x - img src=y -->");
  });
});

describe("a GitHub App's token", () => {
  const APP = { kind: "installation" as const, login: "deploy-app[bot]" };

  it("finds and updates its own comment next to GITHUB_TOKEN's, never piling up comments", async () => {
    const { gh, client } = await start({ identity: APP });
    const foreign = gh.seedComment("Codertocat", "Hello-World", 2, `${commentMarker("staging")}\nold`, BOT);
    for (const run of [1, 2, 3])
      await upsertStickyComment(client, target, `${commentMarker("staging")}\nrun ${run}`);
    const comments = gh.commentsOn("Codertocat", "Hello-World", 2);
    expect(comments.map((c) => `${c.user.login}: ${c.body.split("\n")[1]}`)).toEqual([
      "github-actions[bot]: old",
      "deploy-app[bot]: run 3",
    ]);
    expect(comments[0]).toBe(foreign);
  });

  it("knowing its login from the status it wrote, goes straight to its comment", async () => {
    const { gh, client } = await start({ identity: APP });
    const { creator } = await setCommitStatus(client, {
      owner: "Codertocat",
      repo: "Hello-World",
      sha: "ec26c3e57ca3a959ca5aad62de7213c562f8c821",
      context: "kustomize-sync/staging",
      state: "pending",
      description: "sync in progress",
    });
    expect(creator).toBe("deploy-app[bot]");
    gh.seedComment("Codertocat", "Hello-World", 2, `${commentMarker("staging")}\nold`, BOT);
    const mine = gh.seedComment("Codertocat", "Hello-World", 2, `${commentMarker("staging")}\nmine`, {
      login: "deploy-app[bot]",
      type: "Bot",
    });
    const outcome = await upsertStickyComment(client, target, `${commentMarker("staging")}\nnew`, undefined, {
      login: creator,
    });
    expect(outcome).toMatchObject({ action: "updated", id: mine.id });
    // No refused edit of GITHUB_TOKEN's comment on the way.
    expect(gh.requests.filter((r) => r.status === 403)).toEqual([]);
  });
});

describe("comment modes", () => {
  const ready = load("one.json");
  const unchanged: RunReport = {
    ...ready,
    kustomizations: ready.kustomizations.map((k) => ({
      ...k,
      changes: k.changes.map((c) => ({ ...c, action: "unchanged" })),
    })),
  };
  const failing = load("ten.json");
  const recorded = (report: RunReport) => commentBody("", report);

  it("always writes; never does not", () => {
    expect(shouldWriteComment("always", unchanged)).toBe(true);
    expect(shouldWriteComment("never", failing)).toBe(false);
  });

  it("on-change writes when objects changed or readiness differs from the last comment", () => {
    expect(shouldWriteComment("on-change", ready)).toBe(true); // created/configured/pruned
    expect(shouldWriteComment("on-change", unchanged)).toBe(false); // nothing new, all Ready
    expect(shouldWriteComment("on-change", unchanged, recorded(unchanged))).toBe(false);
    const broken = {
      ...unchanged,
      ready: false,
      kustomizations: unchanged.kustomizations.map((k) => ({ ...k, ready: "False" as const })),
    };
    expect(shouldWriteComment("on-change", broken)).toBe(true); // first failure
    expect(shouldWriteComment("on-change", unchanged, recorded(broken))).toBe(true); // fixed
  });

  it("on-failure writes when something is not Ready, and once more when it is fixed", () => {
    expect(shouldWriteComment("on-failure", failing)).toBe(true);
    expect(shouldWriteComment("on-failure", ready)).toBe(false);
    expect(shouldWriteComment("on-failure", ready, recorded(failing))).toBe(true);
    expect(shouldWriteComment("on-failure", ready, recorded(ready))).toBe(false);
  });
});

describe("commit status", () => {
  it("posts state, context, description and the run URL on the given commit", async () => {
    const { gh, client } = await start();
    await setCommitStatus(client, {
      owner: "Codertocat",
      repo: "Hello-World",
      sha: "ec26c3e57ca3a959ca5aad62de7213c562f8c821",
      context: "kustomize-sync/staging",
      state: "failure",
      description: "x".repeat(200),
      targetUrl: "https://github.com/Codertocat/Hello-World/actions/runs/4242",
    });
    expect(gh.statuses).toEqual([
      expect.objectContaining({
        sha: "ec26c3e57ca3a959ca5aad62de7213c562f8c821",
        context: "kustomize-sync/staging",
        state: "failure",
        targetUrl: "https://github.com/Codertocat/Hello-World/actions/runs/4242",
      }),
    ]);
    expect(gh.statuses[0]!.description!.length).toBe(140);
    expect(gh.rejections).toEqual([]);
  });

  it("the emulator enforces GitHub's limits: description 140 characters, context 255", async () => {
    const { gh, client } = await start();
    const post = (description: string, context: string) =>
      client.rest.repos
        .createCommitStatus({
          owner: "o",
          repo: "r",
          sha: "a".repeat(40),
          state: "success",
          description,
          context,
        })
        .then(
          () => 201,
          (e) => `${e.status} ${e.response.data.errors[0].message}`,
        );
    expect(await post("x".repeat(141), "ok")).toBe("422 description is too long (maximum is 140 characters)");
    expect(await post("😀".repeat(140), "ok")).toBe(201);
    expect(await post("ok", "c".repeat(256))).toBe("422 context is too long (maximum is 255 characters)");
    expect(gh.rejections).toHaveLength(2);
  });

  it("the emulator rejects a request GitHub's description does not allow", async () => {
    const { gh, client } = await start();
    const error = await client.rest.repos
      .createCommitStatus({ owner: "o", repo: "r", sha: "abc", state: "done" as "success" })
      .catch((e) => e);
    expect(error.status).toBe(400);
    expect(gh.violations).toEqual([
      expect.stringContaining("request body: /state must be equal to one of the allowed values"),
    ]);
    gh.violations.length = 0;
  });
});

describe("event context", () => {
  it("on pull_request uses the PR head commit, not the merge commit in GITHUB_SHA", async () => {
    const { gh } = await start();
    const event = await eventPayload("pull_request");
    const context = readGitHubContext(githubEnv(gh, event));
    expect(context).toMatchObject({
      owner: "Codertocat",
      repo: "Hello-World",
      eventName: "pull_request",
      sha: "ec26c3e57ca3a959ca5aad62de7213c562f8c821",
      pullRequest: { number: 2, headSha: "ec26c3e57ca3a959ca5aad62de7213c562f8c821", fromFork: false },
      runUrl: "https://github.com/Codertocat/Hello-World/actions/runs/4242",
    });
    expect(
      readGitHubContext(githubEnv(gh, await eventPayload("pull_request", { fork: true })))?.pullRequest
        ?.fromFork,
    ).toBe(true);
  });

  it("on push has no pull request and uses GITHUB_SHA", async () => {
    const { gh } = await start();
    const event = await eventPayload("push");
    const context = readGitHubContext(githubEnv(gh, event));
    expect(context?.pullRequest).toBeUndefined();
    expect(context?.sha).toBe(event.payload.after);
  });

  it("on workflow_dispatch has no pull request either", async () => {
    const { gh } = await start();
    const event = await eventPayload("workflow_dispatch");
    expect(readGitHubContext(githubEnv(gh, event))).toMatchObject({
      eventName: "workflow_dispatch",
      pullRequest: undefined,
    });
  });
});
