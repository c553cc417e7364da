// Issue 12 item 2: `kustomize-sync diff --base REF` renders a repository at two revisions and
// diffs the objects — no cluster, no credentials (it works for fork PRs), the user's checkout
// untouched. The repository is made here: two commits of test/fixtures/diff/repo/{base,head}.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/diff/repo");

/** Every Secret value in the fixture, as written and decoded: none may reach any output. */
const CANARIES = [
  "CANARY-e2e-before-a1b2",
  "CANARY-e2e-same-c3d4",
  "CANARY-e2e-after-g7h8",
  "CANARY-e2e-token-before-e5f6",
  "CANARY-e2e-token-after-i9j0",
];
const FORBIDDEN = [...CANARIES, ...CANARIES.map((c) => Buffer.from(c).toString("base64")), "CANARY"];

function git(repo: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim();
}

/** Replaces the work tree's files (not .git) with a fixture tree. */
async function checkoutFixture(repo: string, tree: "base" | "head"): Promise<void> {
  for (const entry of await readdir(repo))
    if (entry !== ".git") await rm(join(repo, entry), { recursive: true });
  await cp(join(FIXTURES, tree), repo, { recursive: true });
}

let repo: string;
let scratch: string;
let baseSha: string;
let headSha: string;
const saved = { KUBECONFIG: process.env.KUBECONFIG, RUNNER_TEMP: process.env.RUNNER_TEMP };
beforeAll(async () => {
  // Temporary directories go here (RUNNER_TEMP), so the test can tell that the base's is removed.
  scratch = await mkdtemp(join(tmpdir(), "ks-diff-scratch-"));
  process.env.RUNNER_TEMP = scratch;
  repo = await mkdtemp(join(tmpdir(), "ks-diff-repo-"));
  git(repo, "init", "-q", "-b", "main");
  await checkoutFixture(repo, "base");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "base");
  baseSha = git(repo, "rev-parse", "HEAD");
  await checkoutFixture(repo, "head");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "head: replicas 3, new password, PDB removed, monitoring added");
  headSha = git(repo, "rev-parse", "HEAD");
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await rm(repo, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

let stdout = "";
let stderr = "";
let outputs: string;
beforeEach(async () => {
  stdout = "";
  stderr = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  // No cluster: a kubeconfig that does not exist would fail any attempt to reach one.
  process.env.KUBECONFIG = join(repo, "no-such-kubeconfig");
  outputs = await mkdtemp(join(tmpdir(), "ks-diff-out-"));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(outputs, { recursive: true, force: true });
});

describe("diff --base between two commits, without a cluster", () => {
  it("shows replicas 1→3, masks Secret values, and lists the removed PodDisruptionBudget under the deletion heading first", async () => {
    const json = join(outputs, "diff.json");
    const markdown = join(outputs, "summary.md");
    const code = await main([
      "diff",
      "--root",
      repo,
      "--base",
      baseSha,
      "--json",
      json,
      "--markdown",
      markdown,
    ]);
    expect(code, stderr).toBe(0);
    const lines = stdout.split("\n");
    expect(lines[0]).toBe(`Changes from sha1:${baseSha.slice(0, 8)} to main@sha1:${headSha.slice(0, 8)}`);
    expect(lines[2]).toBe("⚠ WILL BE DELETED (1 object):");
    expect(lines[3]).toBe(
      "  PodDisruptionBudget/webapp/frontend  flux-system/webapp  apps/webapp/pdb.yaml:1",
    );
    expect(lines).toEqual(expect.arrayContaining(["-  replicas: 1", "+  replicas: 3"]));
    expect(lines).toEqual(
      expect.arrayContaining([
        "-  password: '*** (before)'",
        "+  password: '*** (after)'",
        "   username: '***'",
        "-  token: '*** (before)'",
        "+  token: '*** (after)'",
      ]),
    );
    expect(stdout).toContain(
      "flux-system/monitoring: added (1 added, 0 unchanged)  clusters/dev/apps.yaml:30",
    );
    expect(lines.at(-2)).toBe(
      "Kustomizations: 1 changed, 1 added, 0 removed, 1 unchanged (1 not rendered: no change reaches them); objects: 1 added, 2 changed, 1 deleted, 0 left in the cluster, 0 unchanged",
    );

    const text = await readFile(json, "utf8");
    const report = JSON.parse(text);
    expect(report).toMatchObject({
      mode: "diff",
      ready: true,
      hasChanges: true,
      base: { ref: baseSha, revision: `sha1:${baseSha}` },
      head: { revision: `main@sha1:${headSha}` },
    });
    const webapp = report.kustomizations.find((k: { name: string }) => k.name === "webapp");
    expect(webapp.objects.map((o: { change: string; kind: string }) => `${o.change} ${o.kind}`)).toEqual([
      "removed PodDisruptionBudget",
      "changed Secret",
      "changed Deployment",
    ]);
    expect(webapp.objects[0].diff).toContain("-  minAvailable: 1\n");
    expect(webapp.objects[2]).toMatchObject({
      paths: ["spec.replicas"],
      source: { file: "apps/webapp/deployment.yaml", line: 1 },
    });
    const summary = await readFile(markdown, "utf8");
    expect(summary).toContain(
      `### Changes from \`sha1:${baseSha.slice(0, 8)}\` to \`main@sha1:${headSha.slice(0, 8)}\`\n\n2 Kustomizations changed`,
    );
    expect(summary).toContain(
      "**⚠️ Will be deleted (1 object):**\n\n- `PodDisruptionBudget/webapp/frontend` (flux-system/webapp)",
    );
    expect(summary).toContain("-  replicas: 1\n+  replicas: 3\n");
    for (const secret of FORBIDDEN) {
      expect(stdout).not.toContain(secret);
      expect(stderr).not.toContain(secret);
      expect(text).not.toContain(secret);
      expect(summary).not.toContain(secret);
    }
  });

  it("names the substituteFrom it could not read instead of guessing its variables", async () => {
    expect(await main(["diff", "--root", repo, "--base", baseSha])).toBe(0);
    expect(stdout).toContain(
      "  note: substituteFrom ConfigMap/flux-system/cluster-vars not read: no cluster access (variables from it stay unset)",
    );
  });

  it("--exit-code: 3 when something changed, 0 with 'No changes.' when nothing did", async () => {
    expect(await main(["diff", "--root", repo, "--base", baseSha, "--exit-code"])).toBe(3);
    stdout = "";
    expect(await main(["diff", "--root", repo, "--base", "HEAD", "--exit-code"])).toBe(0);
    expect(stdout).toMatch(/No changes\.\n$/);
    expect(stdout).not.toContain("WILL BE DELETED");
  });

  it("diffs the working tree, uncommitted edits included, and leaves the checkout, its index and its worktrees untouched", async () => {
    git(repo, "checkout", "-q", baseSha);
    await checkoutFixture(repo, "head"); // the head's changes, not committed
    const before = {
      status: git(repo, "status", "--porcelain"),
      index: createHash("sha256")
        .update(await readFile(join(repo, ".git/index")))
        .digest("hex"),
      worktrees: git(repo, "worktree", "list", "--porcelain"),
      refs: git(repo, "for-each-ref"),
      head: git(repo, "rev-parse", "HEAD"),
    };
    try {
      expect(await main(["diff", "--root", repo, "--base", "main~1", "--exit-code"])).toBe(3);
      expect(stdout.split("\n")[0]).toBe(
        `Changes from main~1@sha1:${baseSha.slice(0, 8)} to sha1:${baseSha.slice(0, 8)}-dirty`,
      );
      expect(stdout).toContain("+  replicas: 3");
      expect({
        status: git(repo, "status", "--porcelain"),
        index: createHash("sha256")
          .update(await readFile(join(repo, ".git/index")))
          .digest("hex"),
        worktrees: git(repo, "worktree", "list", "--porcelain"),
        refs: git(repo, "for-each-ref"),
        head: git(repo, "rev-parse", "HEAD"),
      }).toEqual(before);
      // The base's temporary tree is gone.
      const left = await readdir(scratch, { recursive: true });
      expect(left.filter((p) => p.includes("kustomize-sync-base-"))).toEqual([]);
    } finally {
      git(repo, "checkout", "-q", "--force", "main");
      git(repo, "clean", "-q", "-fd");
    }
  });

  it("a Kustomization that does not render at the head is named, one line on stderr, exit 1", async () => {
    git(repo, "checkout", "-q", "main");
    await writeFile(join(repo, "apps/monitoring/kustomization.yaml"), "resources: [missing.yaml]\n");
    try {
      const code = await main(["diff", "--root", repo, "--base", baseSha, "--exit-code"]);
      expect(code).toBe(1);
      expect(stderr.trim().split("\n"), stderr).toHaveLength(1);
      expect(stderr).toMatch(/^flux-system\/monitoring: at the head: BuildFailed: .*missing\.yaml/);
      expect(stdout).toContain(
        "flux-system/monitoring: failed  clusters/dev/apps.yaml:30\n  ✖ at the head: BuildFailed: ",
      );
      // The rest of the diff is still there.
      expect(stdout).toContain("+  replicas: 3");
    } finally {
      git(repo, "checkout", "-q", "--force", "main");
      git(repo, "clean", "-q", "-fd");
    }
  });

  it("an unknown base is one line and exit code 2", async () => {
    expect(await main(["diff", "--root", repo, "--base", "no-such-branch"])).toBe(2);
    expect(stderr).toBe(
      'kustomize-sync diff: --base: unknown revision "no-such-branch" (fetch it first, e.g. git fetch origin no-such-branch)\n',
    );
    stderr = "";
    // A root outside any checkout (the top-level and the base are asked of one git process).
    const loose = await mkdtemp(join(tmpdir(), "ks-diff-loose-"));
    try {
      await cp(join(repo, "clusters"), join(loose, "clusters"), { recursive: true });
      expect(await main(["diff", "--root", loose, "--base", "main"])).toBe(2);
      expect(stderr).toBe(`kustomize-sync diff: --base: ${loose} is not inside a git repository\n`);
    } finally {
      await rm(loose, { recursive: true, force: true });
    }
    stderr = "";
    expect(await main(["diff", "--root", repo])).toBe(2);
    expect(stderr).toBe(
      "kustomize-sync diff: --base: the git revision to compare with is required (e.g. --base origin/main)\n",
    );
  });
});
