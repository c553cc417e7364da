// Issue 12 through the action as a user runs it (action.yml in the runner emulator, the local
// GitHub API checking every call): `mode: diff` on a pull request without a cluster, `plan`'s
// diffs in the comment and the drift outputs, and `mode: destroy` tearing a preview down.
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { bigPlanReport } from "../fixtures/report/big-plan.js";
import { type ActionRun, bundledAction, runAction } from "../support/action-runner.js";
import { eventPayload, GitHubEmulator, type GitHubEvent, githubEnv } from "../support/github-emulator.js";
import { createTestNamespace, kubectl, kubectlOk, testKubeconfig } from "./support/cluster.js";

const TOKEN = "ghs_e2eDiffCanaryToken0123456789abcd";
const FIXTURE = resolve(import.meta.dirname, "../fixtures/diff/plan");
const CANARIES = ["CANARY-plan-before-k1l2", "CANARY-plan-same-m3n4", "CANARY-plan-after-o5p6"];
const FORBIDDEN = [...CANARIES, ...CANARIES.map((c) => Buffer.from(c).toString("base64")), TOKEN];

let actionPath: string;
let emulator: GitHubEmulator | undefined;

beforeAll(async () => {
  actionPath = await bundledAction();
});

afterEach(async () => {
  expect(emulator?.violations ?? []).toEqual([]);
  expect(emulator?.rejections ?? []).toEqual([]);
  await emulator?.close();
  emulator = undefined;
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], {
    cwd,
    encoding: "utf8",
  }).trim();
}

async function fixtureRepo(ns: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "ks-action-diff-"));
  await cp(FIXTURE, dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, (await readFile(file, "utf8")).replaceAll("__NS__", ns));
  }
  git(dir, "init", "-q", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "base");
  return dir;
}

/** The pull request's change: replicas 1→3, a new Secret value, the PodDisruptionBudget removed. */
async function change(repo: string): Promise<void> {
  const edit = async (file: string, from: string, to: string) => {
    const path = join(repo, file);
    await writeFile(path, (await readFile(path, "utf8")).replace(from, to));
  };
  await edit("deploy/deployment.yaml", "replicas: 1", "replicas: 3");
  await edit("deploy/secret.yaml", "CANARY-plan-before-k1l2", "CANARY-plan-after-o5p6");
  await rm(join(repo, "deploy/pdb.yaml"));
}

function act(workspace: string, event: GitHubEvent, inputs: Record<string, string>): Promise<ActionRun> {
  return runAction({
    actionPath,
    workspace,
    with: { timeout: "60s", "comment-header": "local", ...inputs },
    github: { token: TOKEN },
    env: githubEnv(emulator!, event),
  });
}

function expectNoSecrets(run: ActionRun, ...more: string[]): void {
  for (const secret of FORBIDDEN)
    for (const text of [run.rawLog, run.summary, JSON.stringify(run.outputs), ...more])
      expect(text).not.toContain(secret);
}

describe("mode: diff on a pull request", () => {
  it("diffs the PR's base commit (fetched into a shallow checkout) with the head, without a cluster", async () => {
    emulator = await GitHubEmulator.start();
    const ns = "diff-no-cluster";
    const origin = await fixtureRepo(ns);
    const base = git(origin, "rev-parse", "HEAD");
    await change(origin);
    git(origin, "add", "-A");
    git(origin, "commit", "-q", "-m", "head");
    // As actions/checkout leaves it: one commit, the head, and origin to fetch from.
    const workspace = await mkdtemp(join(tmpdir(), "ks-action-diff-ws-"));
    execFileSync("git", ["clone", "-q", "--depth=1", `file://${origin}`, workspace]);
    expect(() => git(workspace, "cat-file", "-e", `${base}^{commit}`)).toThrow();

    const event = await eventPayload("pull_request");
    event.payload.pull_request.base.sha = base;
    await writeFile(event.path, JSON.stringify(event.payload));
    // No cluster: a kubeconfig that does not exist is never read.
    const run = await act(workspace, event, { mode: "diff", kubeconfig: "/nonexistent/kubeconfig" });
    expect(run.exitCode, run.log).toBe(0);
    expect(run.log).toContain(`base ${base} is not in the checkout; fetching it from origin`);
    expect(run.outputs, JSON.stringify(run.outputs)).toMatchObject({
      ready: "true",
      "has-changes": "true",
      changes: "3",
    });

    const [comment] = emulator.commentsOn(event.owner, event.repo, event.pullRequest!.number);
    expect(comment!.body.split("\n")[0]).toBe("<!-- kustomize-sync:local -->");
    for (const text of [comment!.body, run.summary]) {
      expect(text).toContain("### ✏️ kustomize-sync diff · local: 1 Kustomization changed");
      expect(text).toContain(`from \`sha1:${base.slice(0, 8)}`);
      expect(text).toContain("**⚠️ Will be deleted (1 object):**");
      expect(text).toContain(`- \`PodDisruptionBudget/${ns}/web\` (${ns}/app)`);
      expect(text).toContain("-  replicas: 1\n+  replicas: 3");
      expect(text).toContain("-  password: '*** (before)'\n+  password: '*** (after)'");
    }
    expect(run.log).toContain("⚠ WILL BE DELETED (1 object):");
    expect(emulator.statuses.map((s) => [s.context, s.state, s.description])).toEqual([
      ["kustomize-sync/local", "pending", "diff in progress"],
      ["kustomize-sync/local", "success", "1 Kustomization changed · 0 added, 2 changed, 1 deleted"],
    ]);
    const report = await readFile(run.outputs.result!, "utf8");
    expect(JSON.parse(report)).toMatchObject({ mode: "diff", ready: true, hasChanges: true });
    expectNoSecrets(run, comment!.body, report);
  });

  it("says in one line when there is no base to compare with", async () => {
    emulator = await GitHubEmulator.start();
    const workspace = await fixtureRepo("diff-no-base");
    const event = await eventPayload("push");
    const run = await act(workspace, event, { mode: "diff" });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.ready).toBe("false");
    expect(run.log).toContain(
      "base: mode diff needs the git revision to compare with; it defaults to the pull request's base commit, and this push event has no pull request",
    );
    expect(run.log).not.toMatch(/\n\s+at /);
  });
});

describe("mode: plan shows the diffs, and its outputs report drift", () => {
  it("puts replicas 1→3 and the deletion in the comment and the summary; changes/has-changes say whether the cluster differs from git", async () => {
    emulator = await GitHubEmulator.start();
    const ns = await createTestNamespace("action-plan-diff");
    const repo = await fixtureRepo(ns);
    const event = await eventPayload("pull_request");
    const kubeconfig = testKubeconfig();
    const synced = await act(repo, event, { kubeconfig, "comment-header": "sync" });
    expect(synced.exitCode, synced.log).toBe(0);
    expect(synced.outputs).toMatchObject({ "has-changes": "true", changes: "4" });

    const clean = await act(repo, event, { kubeconfig, mode: "plan" });
    expect(clean.outputs).toMatchObject({ ready: "true", "has-changes": "false", changes: "0" });

    await change(repo);
    const plan = await act(repo, event, { kubeconfig, mode: "plan" });
    expect(plan.exitCode, plan.log).toBe(0);
    expect(plan.outputs).toMatchObject({ ready: "true", "has-changes": "true", changes: "3" });
    const comment = emulator
      .commentsOn(event.owner, event.repo, event.pullRequest!.number)
      .find((c) => c.body.startsWith("<!-- kustomize-sync:local -->"))!;
    for (const text of [comment.body, plan.summary, plan.log]) {
      expect(text).toContain("-  replicas: 1\n+  replicas: 3");
      expect(text).toMatch(/\*\*⚠️ Will be deleted \(1 object\):\*\*|⚠ WILL BE DELETED \(1 object\):/);
    }
    expect(comment.body).toContain("#### Diff");
    expect(comment.body.indexOf("| NAME |")).toBeLessThan(comment.body.indexOf("#### Diff"));
    expectNoSecrets(plan, comment.body, await readFile(plan.outputs.result!, "utf8"));
    // A plan writes nothing.
    expect(await kubectlOk(["get", "deployment", "web", "-n", ns, "-o", "jsonpath={.spec.replicas}"])).toBe(
      "1",
    );
  });
});

describe("mode: destroy", () => {
  it("deletes the preview's objects, its inventory and its lock, and reports it", async () => {
    emulator = await GitHubEmulator.start();
    const ns = await createTestNamespace("action-destroy");
    const repo = await fixtureRepo(ns);
    const event = await eventPayload("pull_request");
    const kubeconfig = testKubeconfig();
    const preview = `${ns}-pr`;
    try {
      const synced = await act(repo, event, { kubeconfig, "inventory-namespace": preview });
      expect(synced.exitCode, synced.log).toBe(0);
      const run = await act(repo, event, { kubeconfig, "inventory-namespace": preview, mode: "destroy" });
      expect(run.exitCode, run.log).toBe(0);
      expect(run.outputs).toMatchObject({ ready: "true", "has-changes": "true", changes: "4" });
      const left = await kubectl([
        "get",
        "deployment,secret,configmap,poddisruptionbudget",
        "-n",
        ns,
        "-o",
        "name",
      ]);
      expect(left.stdout.trim().split("\n")).toEqual(["configmap/kube-root-ca.crt"]);
      // The inventory namespace kustomize-sync created for the preview goes with its inventory and lock.
      const phase = await kubectl([
        "get",
        "namespace",
        preview,
        "-o",
        "jsonpath={.status.phase}",
        "--ignore-not-found",
      ]);
      expect(["", "Terminating"]).toContain(phase.stdout.trim());
      expect(run.log).toContain(`Namespace ${preview} (created for the inventories, now empty) deleted`);
      const [comment] = emulator.commentsOn(event.owner, event.repo, event.pullRequest!.number);
      expect(comment!.body).toContain("### ✅ kustomize-sync destroy · local: 1 Kustomization destroyed");
      expect(comment!.body).toContain("4 deleted, 0 left in place");
      expect(emulator.statuses.at(-1)).toMatchObject({
        context: "kustomize-sync/local",
        state: "success",
        description: "1 Kustomization destroyed · 4 pruned",
      });
      // The namespace of the Kustomization itself (not recorded in the inventory) is left alone.
      expect(await kubectlOk(["get", "namespace", ns, "-o", "jsonpath={.status.phase}"])).toBe("Active");
    } finally {
      await kubectl(["delete", "namespace", preview, "--wait=false", "--ignore-not-found"]);
    }
  });
});

describe("a plan of 200 Kustomizations with large diffs, published through the GitHub emulator", () => {
  it("keeps the comment within GitHub's 65,536 characters and the summary within 1 MiB, every table row intact", async () => {
    emulator = await GitHubEmulator.start();
    const workspace = await mkdtemp(join(tmpdir(), "ks-action-big-"));
    const report = bigPlanReport(200);
    await writeFile(join(workspace, "plan.json"), JSON.stringify(report));
    const event = await eventPayload("pull_request");
    const run = await act(workspace, event, { mode: "publish", report: "plan.json" });
    expect(run.exitCode, run.log).toBe(0);
    expect(run.summaryRejected).toEqual([]);
    const [comment] = emulator.commentsOn(event.owner, event.repo, event.pullRequest!.number);
    expect([...comment!.body].length).toBeLessThanOrEqual(65_536);
    for (let i = 0; i < 200; i++) expect(comment!.body).toContain(`| \`app-${i}\` |`);
    expect(comment!.body).toContain("**⚠️ Will be deleted (200 objects):**");
    expect(comment!.body).toMatch(/left out [^\n]*the diffs of \d+ Kustomizations/);
    expect(run.summary).toContain("#### Diff");
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1024 * 1024);
  });
});
