// The action as a user runs it: action.yml through the runner emulator, against the local control
// plane and the local GitHub API (which checks every call against GitHub's OpenAPI description).
import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { dump as stringify } from "js-yaml";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type ActionRun,
  bundledAction,
  type CancelPlan,
  RUNNER,
  runAction,
} from "../support/action-runner.js";
import { eventPayload, GitHubEmulator, type GitHubEvent, githubEnv } from "../support/github-emulator.js";
import {
  createTestNamespace,
  kubectl,
  kubectlOk,
  readTestKubeconfig,
  testKubeconfig,
} from "./support/cluster.js";
import { prepareRepo } from "./support/sync.js";

const TOKEN = "ghs_e2eCanaryToken0123456789abcdef";
let actionPath: string;
let emulator: GitHubEmulator;

beforeAll(async () => {
  actionPath = await bundledAction();
});

afterEach(async () => {
  // Every request the action made matched GitHub's published API description and GitHub's limits.
  expect(emulator?.violations ?? []).toEqual([]);
  expect(emulator?.rejections ?? []).toEqual([]);
  await emulator?.close();
});

/**
 * A fixture repository as a git checkout, so revisions read `main@sha1:…` as in Flux. The
 * definitions move to `clusters/<ns>`, the `path` input act() passes: a sync finalizes every
 * inventory of its scope (the definitions path) whose Kustomization is gone, so each test needs a
 * scope of its own or it would finalize the Kustomizations of tests running beside it.
 */
async function checkout(fixture: string, ns: string, from?: string): Promise<string> {
  const dir = from ? await copyFixture(join(from, fixture), ns) : await prepareRepo(fixture, ns);
  await rename(join(dir, "clusters"), join(dir, "definitions"));
  await mkdir(join(dir, "clusters"));
  await rename(join(dir, "definitions"), join(dir, "clusters", ns));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], {
      cwd: dir,
      stdio: "ignore",
    });
  git("init", "-q", "-b", "main");
  git("add", ".");
  git("commit", "-q", "-m", "fixture");
  return dir;
}

/** A fixture of test/fixtures/action, as prepareRepo does for test/fixtures/sync. */
async function copyFixture(source: string, ns: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "ks-action-"));
  await cp(source, dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, (await readFile(file, "utf8")).replaceAll("__NS__", ns));
  }
  return dir;
}

async function act(
  workspace: string,
  event: GitHubEvent,
  inputs: Record<string, string> = {},
  cancel?: CancelPlan,
): Promise<ActionRun> {
  const [ns] = await readdir(join(workspace, "clusters"));
  return runAction({
    ...(cancel ? { cancel } : {}),
    actionPath,
    workspace,
    with: {
      kubeconfig: testKubeconfig(),
      timeout: "60s",
      "comment-header": "local",
      path: `clusters/${ns}`,
      ...inputs,
    },
    github: { token: TOKEN },
    env: githubEnv(emulator, event),
  });
}

function comments(event: GitHubEvent) {
  return emulator.commentsOn(event.owner, event.repo, event.pullRequest?.number ?? -1);
}

describe("action on a pull request", () => {
  it("posts a comment and a status, then updates the same comment, and leaves it alone when nothing changed", async () => {
    emulator = await GitHubEmulator.start();
    const ns = await createTestNamespace("action-pr");
    const repo = await checkout("action-app", ns);
    const event = await eventPayload("pull_request");
    const substitute = "DB_PASSWORD=canary-substitute-3d9e71aa";

    const first = await act(repo, event, { substitute });
    expectSuccess(first);
    expect(first.outputs.ready).toBe("true");
    expect(comments(event)).toHaveLength(1);
    const [comment] = comments(event);
    expect(first.outputs["comment-url"]).toBe(
      `https://github.com/${event.owner}/${event.repo}/pull/2#issuecomment-${comment!.id}`,
    );
    expect(comment!.body.split("\n")[0]).toBe("<!-- kustomize-sync:local -->");
    expect(comment!.body).toContain("### ✅ kustomize-sync sync · local: 2/2 Ready");
    expect(comment!.body).toMatch(/revision `main@sha1:[0-9a-f]{8}` · 2 Kustomizations in `[\w-]+`/);
    expect(comment!.body).toMatch(/\| `app` \| ✅\u00a0Ready \| 2 created \| [\d.]+m?s \|/);
    expect(comment!.body).toContain(`- \`Secret/${ns}/credentials created\``);
    expect(comment!.body).toContain(
      "[workflow run](https://github.com/Codertocat/Hello-World/actions/runs/4242)",
    );
    // Statuses go on the PR's head commit (GITHUB_SHA is the merge commit): pending, then success.
    expect(emulator.statuses.map((s) => [s.sha, s.context, s.state])).toEqual([
      [event.pullRequest!.headSha, "kustomize-sync/local", "pending"],
      [event.pullRequest!.headSha, "kustomize-sync/local", "success"],
    ]);
    expect(emulator.statuses[1]).toMatchObject({
      description: "2/2 Ready · 4 created",
      targetUrl: "https://github.com/Codertocat/Hello-World/actions/runs/4242",
    });
    // The job summary carries the same report; the log the plain-text table.
    expect(first.summary).toContain("### ✅ kustomize-sync sync · local: 2/2 Ready");
    expect(first.log).toMatch(/NAMESPACE\s+NAME\s+REVISION\s+READY\s+CHANGES\s+DURATION\s+MESSAGE/);
    // Each Kustomization's log is one group, titled with how it ended.
    for (const name of ["config", "app"])
      expect(first.log).toMatch(new RegExp(`::group::${ns}/${name} — ✔ ReconciliationSucceeded \\(`));

    const second = await act(repo, event, { substitute });
    expectSuccess(second);
    expect(comments(event)).toHaveLength(1);
    expect(comments(event)[0]!.id).toBe(comment!.id);
    expect(comments(event)[0]!.body).toMatch(/\| `app` \| ✅\u00a0Ready \| no changes \|/);
    expect(second.outputs["comment-url"]).toBe(first.outputs["comment-url"]);

    // on-change: nothing created, configured or pruned and readiness as recorded → no comment write.
    const writesBefore = emulator.writes().filter((w) => w.path.includes("/comments")).length;
    const third = await act(repo, event, { substitute, comment: "on-change" });
    expectSuccess(third);
    expect(emulator.writes().filter((w) => w.path.includes("/comments"))).toHaveLength(writesBefore);
    expect(third.log).toContain("PR comment not written (comment: on-change)");
    expect(third.outputs["comment-url"]).toBe(first.outputs["comment-url"]);

    const report = JSON.parse(await readFile(first.outputs.result!, "utf8"));
    expect(report.kustomizations.map((k: { name: string; ready: string }) => `${k.name}=${k.ready}`)).toEqual(
      ["config=True", "app=True"],
    );
  });

  it("shows why it failed in the comment, annotates the file and fails the step", async () => {
    emulator = await GitHubEmulator.start();
    const ns = await createTestNamespace("action-fail");
    const repo = await checkout("action-broken", ns);
    const event = await eventPayload("pull_request");
    const run = await act(repo, event);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.ready).toBe("false");
    const body = comments(event)[0]!.body;
    expect(body).toContain("### ❌ kustomize-sync sync · local: 3 of 4 not Ready");
    expect(body).toMatch(/<details open><summary>❌ <b>bad<\/b> — ReconciliationFailed/);
    expect(body).toContain(`Deployment/${ns}/backend dry-run failed (Invalid)`);
    expect(body).toContain("field not declared in schema");
    expect(body).toContain(`dependency '${ns}/bad' is not ready`);
    expect(body).toContain(`dependency '${ns}/infrastructure' not found`);
    expect(body).toContain(`${ns}/infrastructure (not found)"]:::missing`);
    expect(emulator.statuses.at(-1)).toMatchObject({ state: "failure" });
    expect(emulator.statuses.at(-1)!.description).toMatch(/^3\/4 not Ready · bad: ReconciliationFailed: /);
    // One annotation per problem, at its file and line; the blocked dependant last.
    expect(run.annotations.map((a) => `${a.level} ${a.file}: ${a.message}`)).toEqual([
      expect.stringMatching(/^error bad\/deployment\.yaml: .*backend dry-run failed \(Invalid\)/),
      expect.stringMatching(
        /^error clusters\/[\w-]+\/kustomizations\.yaml: .*needs-missing: DependencyNotReady/,
      ),
      expect.stringMatching(
        /^error clusters\/[\w-]+\/kustomizations\.yaml: [\w-]+\/after-bad: DependencyNotReady: dependency '[\w-]+\/bad' is not ready$/,
      ),
    ]);
    // Why the step failed, once, in the log: no extra annotation, no "0 problem(s)".
    expect(run.log).toContain(
      `error: kustomize-sync: 3 of 4 Kustomizations not Ready: ${ns}/bad (ReconciliationFailed)`,
    );
    expect(run.log).not.toContain("problem(s)");
  });

  it("with fail-on-not-ready: false reports the failure and lets the step succeed", async () => {
    emulator = await GitHubEmulator.start();
    const ns = await createTestNamespace("action-report-only");
    const repo = await checkout("action-broken", ns);
    const event = await eventPayload("pull_request");
    const run = await act(repo, event, { "fail-on-not-ready": "false" });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.ready).toBe("false");
    expect(run.log).toContain("(fail-on-not-ready: false, the step succeeds)");
    expect(emulator.statuses.at(-1)).toMatchObject({ state: "failure" });
  });

  it("on a fork's pull request (read-only token) warns, writes the summary and does not crash", async () => {
    emulator = await GitHubEmulator.start({ readOnly: true });
    const ns = await createTestNamespace("action-fork");
    const repo = await checkout("action-app", ns);
    const event = await eventPayload("pull_request", { fork: true });
    const run = await act(repo, event, { substitute: "DB_PASSWORD=x" });
    expectSuccess(run);
    expect(run.outputs.ready).toBe("true");
    expect(run.outputs["comment-url"]).toBe("");
    expect(emulator.comments).toHaveLength(0);
    expect(emulator.statuses).toHaveLength(0);
    expect(run.log).toMatch(
      /::warning::kustomize-sync could not set the commit status: the token may not write to this repository \(this pull request comes from a fork, whose GITHUB_TOKEN is read-only; see docs\/ACTION\.md, Pull requests from forks\): 403 Resource not accessible by integration/,
    );
    // Once refused, the action does not try the other writes.
    expect(emulator.requests.filter((r) => r.method !== "GET")).toHaveLength(1);
    expect(run.summary).toContain("### ✅ kustomize-sync sync · local: 2/2 Ready");
    expect(run.summary).toContain("> [!WARNING]\n> kustomize-sync could not set the commit status");
  });
});

describe("action cancelled while it waits for health", () => {
  it("finishes the status as error, and the summary and outputs say what finished and what was running", async () => {
    emulator = await GitHubEmulator.start();
    const ns = await createTestNamespace("action-cancel");
    const repo = await checkout("cancel", ns, resolve(import.meta.dirname, "../fixtures/action"));
    const event = await eventPayload("pull_request");
    // `config` is done (its group printed) when `app` starts; three seconds later `app` has applied
    // its Deployment and is waiting for it, as a job cancelled or timing out would find it.
    const run = await act(repo, event, { timeout: "10m" }, { when: /▷ [\w-]+\/app started/, afterMs: 3_000 });
    expect(run.cancelled?.signals).toEqual(["SIGINT"]);
    expect(run.cancelled!.exitedAfterMs).toBeLessThan(RUNNER.sigtermAfterMs);
    expect(emulator.statuses.map((s) => s.state)).toEqual(["pending", "error"]);
    expect(emulator.statuses[1]!.description).toBe("cancelled (SIGINT): 1 of 2 finished");
    expect(run.outputs.ready).toBe("false");
    const report = JSON.parse(await readFile(run.outputs.result!, "utf8"));
    expect(report.cancelled.signal).toBe("SIGINT");
    expect(
      report.kustomizations.map(
        (k: { name: string; ready: string; reason: string }) => `${k.name} ${k.ready} ${k.reason}`,
      ),
    ).toEqual(["config True ReconciliationSucceeded", "app Unknown Cancelled"]);
    expect(report.kustomizations[1].message).toMatch(
      /^cancelled \(SIGINT\) while reconciling; last: .*never-ready/,
    );
    expect(run.summary).toContain("### ⏹️ kustomize-sync sync · local: cancelled, 1 of 2 finished");
    // What the running Kustomization had logged is printed as its group.
    expect(run.log).toContain(`::group::${ns}/app: cancelled (SIGINT) before it finished`);
    expect(run.log).toMatch(
      /::group::[\w-]+\/app: cancelled[^\n]*\nwaiting for 1 object to be ready \(timeout 10m0s\)/,
    );
    // Its Deployment was applied before the cancel.
    expect((await kubectlOk(["get", "deployment", "never-ready", "-n", ns, "-o", "name"])).trim()).toBe(
      "deployment.apps/never-ready",
    );
  });
});

describe("action cancelled at each phase", () => {
  it("during apply: the status is error, nothing is said published, the report lists what never finished", async () => {
    emulator = await GitHubEmulator.start();
    const ns = await createTestNamespace("action-cancel-apply");
    const repo = await checkout("cancel", ns, resolve(import.meta.dirname, "../fixtures/action"));
    const event = await eventPayload("pull_request");
    // The first Kustomization has just started (rendering, dry-run, apply): nothing has finished.
    const run = await act(repo, event, { timeout: "10m" }, { when: /▷ [\w-]+\/config started/ });
    expect(run.cancelled?.signals).toEqual(["SIGINT"]);
    expect(emulator.statuses.map((s) => s.state)).toEqual(["pending", "error"]);
    expect(emulator.statuses[1]!.description).toMatch(/^cancelled \(SIGINT\): [01] of 2 finished$/);
    expect(run.outputs.ready).toBe("false");
    expect(run.outputs["comment-url"]).toBe("");
    expect(comments(event)).toHaveLength(0);
    const report = JSON.parse(await readFile(run.outputs.result!, "utf8"));
    expect(report.cancelled.signal).toBe("SIGINT");
    expect(report.kustomizations.find((k: { name: string }) => k.name === "app").reason).toBe("Cancelled");
  });

  it("during publishing after a completed sync: the status is its real result, the outputs name the comment", async () => {
    emulator = await GitHubEmulator.start();
    // GitHub writes the comment and answers slowly: the cancel arrives while the answer is awaited.
    emulator.slow.set("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", 2_000);
    const ns = await createTestNamespace("action-cancel-publish");
    const repo = await checkout("action-app", ns);
    const event = await eventPayload("pull_request");
    const run = await act(
      repo,
      event,
      { substitute: "DB_PASSWORD=x" },
      // The status table is logged once the sync has finished, just before publishing.
      { when: /NAMESPACE\s+NAME\s+REVISION/, afterMs: 300 },
    );
    expect(run.cancelled?.signals).toEqual(["SIGINT"]);
    expect(run.cancelled!.exitedAfterMs).toBeLessThan(RUNNER.sigtermAfterMs);
    // All finished: its real result, never "cancelled (SIGINT): 2 of 2 finished".
    expect(emulator.statuses.map((s) => s.state)).toEqual(["pending", "success"]);
    expect(emulator.statuses[1]!.description).toMatch(/^2\/2 Ready/);
    const [comment] = comments(event);
    expect(comment).toBeDefined();
    expect(run.outputs["comment-url"]).toBe(
      `https://github.com/${event.owner}/${event.repo}/pull/2#issuecomment-${comment!.id}`,
    );
    expect(run.outputs.ready).toBe("true");
    const report = JSON.parse(await readFile(run.outputs.result!, "utf8"));
    expect(report.cancelled).toBeUndefined();
    expect(run.summary).toContain("kustomize-sync sync · local: 2/2 Ready");
  });
});

describe("action on push", () => {
  it("writes no comment, only the job summary and a status on the pushed commit", async () => {
    emulator = await GitHubEmulator.start();
    const ns = await createTestNamespace("action-push");
    const repo = await checkout("action-app", ns);
    const event = await eventPayload("push");
    const run = await act(repo, event, { substitute: "DB_PASSWORD=x" });
    expectSuccess(run);
    expect(emulator.comments).toHaveLength(0);
    expect(emulator.requests.some((r) => r.path.includes("/comments"))).toBe(false);
    expect(run.outputs["comment-url"]).toBe("");
    expect(run.summary).toContain("2/2 Ready");
    expect(run.log).toContain("No pull request in this push event: the report goes to the job summary only.");
    expect(emulator.statuses.map((s) => [s.sha, s.state])).toEqual([
      [event.payload.after, "pending"],
      [event.payload.after, "success"],
    ]);
  });
});

describe("secrets", () => {
  let serviceAccount: { ns: string; binding: string } | undefined;
  afterAll(async () => {
    if (serviceAccount)
      await kubectl(["delete", "clusterrolebinding", serviceAccount.binding, "--ignore-not-found"]);
  });

  it("never shows Secret data, substituted secrets, kubeconfig credentials or the token anywhere", async () => {
    emulator = await GitHubEmulator.start();
    const ns = await createTestNamespace("action-secrets");
    const repo = await checkout("action-app", ns);
    const event = await eventPayload("pull_request");
    // A kubeconfig with a token user (a ServiceAccount's token) plus a password user, as content.
    const binding = `${ns}-deployer`;
    serviceAccount = { ns, binding };
    await kubectlOk(["create", "serviceaccount", "deployer", "-n", ns]);
    await kubectlOk([
      "create",
      "clusterrolebinding",
      binding,
      "--clusterrole=cluster-admin",
      `--serviceaccount=${ns}:deployer`,
    ]);
    const saToken = (await kubectlOk(["create", "token", "deployer", "-n", ns, "--duration=10m"])).trim();
    const admin = await readTestKubeconfig();
    const kubeconfig = stringify({
      apiVersion: "v1",
      kind: "Config",
      clusters: admin.clusters,
      users: [
        { name: "deployer", user: { token: saToken } },
        { name: "basic", user: { username: "admin", password: "canary-kubeconfig-password-61d0" } },
      ],
      contexts: [{ name: "ci", context: { cluster: admin.clusters[0]!.name, user: "deployer" } }],
      "current-context": "ci",
    });
    const canaries = [
      "canary-data-5f1c0e9a",
      "Y2FuYXJ5LWRhdGEtNWYxYzBlOWE=",
      "canary-stringdata-8b27d4c1",
      Buffer.from("canary-stringdata-8b27d4c1").toString("base64"),
      "canary-substitute-3d9e71aa",
      Buffer.from("canary-substitute-3d9e71aa").toString("base64"),
      "canary-kubeconfig-password-61d0",
      saToken,
      TOKEN,
    ];
    const run = await act(repo, event, { kubeconfig, substitute: "DB_PASSWORD=canary-substitute-3d9e71aa" });
    expectSuccess(run);
    // The Secrets were applied with the real values…
    const applied = await kubectlOk([
      "get",
      "secret",
      "database",
      "-n",
      ns,
      "-o",
      "jsonpath={.data.password}",
    ]);
    expect(Buffer.from(applied, "base64").toString()).toBe("canary-substitute-3d9e71aa");
    // …and no output holds them. The kubeconfig's credentials and the token are masked in the log.
    expect(run.masked).toEqual(expect.arrayContaining([saToken, "canary-kubeconfig-password-61d0", TOKEN]));
    const published = {
      log: run.log,
      summary: run.summary,
      comment: comments(event)
        .map((c) => c.body)
        .join("\n"),
      report: await readFile(run.outputs.result!, "utf8"),
      statuses: JSON.stringify(emulator.statuses),
    };
    expect(published.comment).toContain("Secret/");
    for (const [where, text] of Object.entries(published)) {
      for (const canary of canaries)
        expect(text.includes(canary), `${canary.slice(0, 12)}… in ${where}`).toBe(false);
    }
    // Secret data is not even printed-and-masked: only credentials from inputs are.
    for (const canary of canaries.slice(0, 6)) expect(run.rawLog.includes(canary)).toBe(false);
  });
});

function expectSuccess(run: ActionRun): void {
  if (run.exitCode !== 0) throw new Error(`action failed (${run.exitCode}):\n${run.log}`);
}
