import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { load } from "js-yaml";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { kubeconfigSecrets } from "../../src/inputs.js";
import { type ActionRun, bundledAction, RUNNER, runAction } from "../support/action-runner.js";
import { eventPayload, GitHubEmulator, githubEnv } from "../support/github-emulator.js";

const repo = resolve(import.meta.dirname, "../..");
let actionPath: string;
let emulator: GitHubEmulator | undefined;

beforeAll(async () => {
  actionPath = await bundledAction();
});

afterEach(async () => {
  const gh = emulator;
  emulator = undefined;
  await gh?.close();
  // Every request the action made matched GitHub's description, and none hit GitHub's limits.
  expect(gh?.violations ?? []).toEqual([]);
  expect(gh?.rejections ?? []).toEqual([]);
});

/** The parts of action.yml these tests read. */
interface ActionYml {
  description: string;
  inputs: Record<string, unknown>;
  outputs: Record<string, { value: string }>;
  runs: { steps: { id?: string; env: Record<string, string> }[] };
}
const readAction = async () => load(await readFile(join(repo, "action.yml"), "utf8")) as ActionYml;

describe("action.yml", () => {
  it("maps every input into the sync step's env exactly as the runner names INPUT_ variables", async () => {
    const action = await readAction();
    const step = action.runs.steps.find((s) => s.id === "sync")!;
    for (const name of Object.keys(action.inputs)) {
      // helm falls back to the Helm the action set up when the runner has none (or Helm 3).
      const fallback = name === "helm" ? " || steps.setup-helm.outputs.helm-path" : "";
      expect(step.env[`INPUT_${name.toUpperCase()}`], name).toBe(`\${{ inputs.${name}${fallback} }}`);
    }
    expect(action.outputs["comment-url"]!.value).toBe(`\${{ steps.sync.outputs.comment-url }}`);
    // A killed sync step writes no outputs: the last step's stand in.
    for (const name of ["ready", "result"])
      expect(action.outputs[name]!.value).toBe(
        `\${{ steps.sync.outputs.${name} || steps.finish.outputs.${name} }}`,
      );
  });

  it("has a description the Marketplace accepts (under 125 characters)", async () => {
    const action = await readAction();
    expect(action.description.length).toBeLessThan(125);
  });

  it("validates the bundled example, sets the outputs and writes the job summary", async () => {
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { mode: "validate", root: "examples/webapp" },
      github: { token: "ghs_canaryTokenValue0123456789" },
    });
    expectSuccess(run);
    expect(run.skippedSteps).toContain("Set up Node.js");
    expect(run.outputs.ready).toBe("true");
    const report = JSON.parse(await readFile(run.outputs.result!, "utf8"));
    expect(report.mode).toBe("validate");
    expect(report.kustomizations.map((k: { name: string }) => k.name)).toEqual([
      "webapp-common",
      "webapp-backend",
      "webapp-frontend",
    ]);
    expect(run.summary).toContain("### ✅ kustomize-sync validate: 3 Kustomizations valid");
    expect(run.summary).toContain("| `webapp-backend` | ☑️\u00a0Valid |");
    // The default github-token input comes from github.token and is masked before anything prints.
    expect(run.masked).toContain("ghs_canaryTokenValue0123456789");
    expect(run.log).not.toContain("ghs_canaryTokenValue0123456789");
  });

  it("fails the step on a dependency cycle with one error annotation at the definition", async () => {
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { mode: "validate", root: "test/fixtures/action/cycle" },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.ready).toBe("false");
    expect(run.annotations).toContainEqual({
      level: "error",
      file: "test/fixtures/action/cycle/kustomizations.yaml",
      line: expect.any(Number),
      message: expect.stringMatching(/^flux-system\/a: .*circular dependency detected: a -> b -> a/),
      shown: true,
    });
    // No second annotation for the same failure ("the step failed because…").
    expect(run.annotations.filter((a) => a.message.includes("flux-system/a"))).toHaveLength(1);
    expect(run.log).not.toMatch(/\n\s+at /); // no stack trace for a user mistake
  });

  it("annotates at most what GitHub shows (10 errors a step): nine problems, then where the rest are", async () => {
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { mode: "validate", root: "test/fixtures/action/many-invalid" },
    });
    expect(run.exitCode).toBe(1);
    const errors = run.annotations.filter((a) => a.level === "error");
    expect(errors).toHaveLength(10);
    expect(errors.every((a) => a.shown)).toBe(true);
    expect(errors.slice(0, 9).map((a) => `${a.file}:${a.line}`)).toEqual(
      Array.from({ length: 9 }, (_, i) => `test/fixtures/action/many-invalid/app-0${i + 1}.yaml:6`),
    );
    expect(errors[9]!.message).toBe(
      "5 more problems not annotated here (GitHub shows 10 per step): the job summary lists them",
    );
    expect(run.summary).toContain("ℹ️ 5 problems without an annotation: GitHub shows 10 per step");
    expect(run.summary).toContain(
      "- test/fixtures/action/many-invalid/app-14.yaml:6: Kustomization/flux-system/app-14: spec.prune: Required value",
    );
  });

  it("rejects an invalid input value in one line, and still sets ready, result and an error status", async () => {
    emulator = await GitHubEmulator.start();
    const event = await eventPayload("pull_request");
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { mode: "apply-everything" },
      github: { token: "ghs_canaryTokenValue0123456789" },
      env: githubEnv(emulator, event),
    });
    expect(run.exitCode).toBe(1);
    expect(run.log).toContain('mode: unsupported value "apply-everything"');
    expect(run.log).not.toMatch(/\n\s+at /);
    expect(run.outputs.ready).toBe("false");
    const report = JSON.parse(await readFile(run.outputs.result!, "utf8"));
    expect(report).toMatchObject({
      ready: false,
      kustomizations: [],
      problems: [
        {
          message: expect.stringContaining('configuration error: mode: unsupported value "apply-everything"'),
        },
      ],
    });
    expect(run.summary).toContain('configuration error: mode: unsupported value "apply-everything"');
    expect(emulator.statuses.map((s) => [s.state, s.description])).toEqual([
      ["pending", "apply-everything in progress"],
      ["error", expect.stringMatching(/^configuration error: mode: unsupported value "apply-everything"/)],
    ]);
  });

  it("names a kubeconfig that does not exist, without a stack trace", async () => {
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { root: "examples/webapp", kubeconfig: "/nonexistent/kubeconfig", comment: "never" },
    });
    expect(run.exitCode).toBe(1);
    expect(run.log).toContain("kubeconfig: kubeconfig file /nonexistent/kubeconfig does not exist");
    expect(run.log).not.toMatch(/\n\s+at /);
    expect(run.outputs.ready).toBe("false");
  });

  it("gives two uses in one job their own result file", async () => {
    const runnerTemp = await mkdtemp(join(tmpdir(), "job-"));
    const use = (root: string) =>
      runAction({ actionPath, workspace: repo, runnerTemp, with: { mode: "validate", root } });
    const first = await use("examples/webapp");
    const second = await use("test/fixtures/action/cycle");
    expect(first.outputs.result).not.toBe(second.outputs.result);
    expect(JSON.parse(await readFile(first.outputs.result!, "utf8")).ready).toBe(true);
    expect(JSON.parse(await readFile(second.outputs.result!, "utf8")).ready).toBe(false);
  });
});

describe("action reporting on a pull request (validate mode, no cluster)", () => {
  it("posts the sticky comment and the status through the GitHub API, exactly as described by GitHub", async () => {
    emulator = await GitHubEmulator.start();
    const event = await eventPayload("pull_request");
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { mode: "validate", root: "examples/webapp", "status-context": "deploy/staging" },
      github: { token: "ghs_canaryTokenValue0123456789" },
      env: githubEnv(emulator, event),
    });
    expectSuccess(run);
    const [comment] = emulator.commentsOn(event.owner, event.repo, 2);
    expect(comment!.body.split("\n")[0]).toBe("<!-- kustomize-sync:sync -->");
    expect(comment!.body).toContain("kustomize-sync validate: 3 Kustomizations valid");
    expect(run.outputs["comment-url"]).toContain("#issuecomment-");
    // validate says what it checked: never "0/3 Ready".
    expect(emulator.statuses.map((s) => `${s.context} ${s.state} ${s.description}`)).toEqual([
      "deploy/staging pending validate in progress",
      "deploy/staging success 3 Kustomizations valid",
    ]);
  });

  it("rejects an unknown comment mode", async () => {
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { mode: "validate", comment: "sometimes" },
    });
    expect(run.exitCode).toBe(1);
    expect(run.log).toContain(
      'comment: unsupported value "sometimes": supported values: always, on-change, on-failure, never',
    );
  });

  it("refuses a status context longer than GitHub's 255 characters before writing anything", async () => {
    emulator = await GitHubEmulator.start();
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { mode: "validate", root: "examples/webapp", "status-context": "x".repeat(256) },
      github: { token: "ghs_canaryTokenValue0123456789" },
      env: githubEnv(emulator, await eventPayload("pull_request")),
    });
    expect(run.exitCode).toBe(1);
    expect(run.log).toContain("status-context: a commit status context has at most 255 characters");
    expect(emulator.statuses).toEqual([]);
  });
});

describe("publish: a saved report from a fork's read-only run, posted by a workflow_run job", () => {
  it("comments on the fork's pull request (found by its head) and sets the status on its head commit", async () => {
    emulator = await GitHubEmulator.start();
    const event = await eventPayload("workflow_run", { fork: true });
    const headSha = event.pullRequest!.headSha;
    emulator.seedPullRequest({
      owner: event.owner,
      repo: event.repo,
      number: 2,
      state: "open",
      head: { owner: "forker", repo: "Hello-World", ref: "changes", sha: headSha },
    });
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { mode: "publish", report: "test/fixtures/report/ten.json", "comment-header": "preview" },
      github: { token: "ghs_canaryTokenValue0123456789" },
      env: githubEnv(emulator, event),
    });
    expect(run.exitCode).toBe(1); // the report is not Ready
    expect(run.outputs.ready).toBe("false");
    const [comment] = emulator.commentsOn(event.owner, event.repo, 2);
    expect(comment!.body).toContain("### ❌ kustomize-sync sync · preview: 2 of 10 not Ready");
    // The link goes to the run that made the report, not to the publishing one.
    expect(comment!.body).toContain(
      `[workflow run](https://github.com/${event.owner}/${event.repo}/actions/runs/777)`,
    );
    expect(emulator.statuses.map((s) => [s.sha, s.context, s.state])).toEqual([
      [headSha, "kustomize-sync/preview", "failure"],
    ]);
    expect(run.summary).toContain("2 of 10 not Ready");
    expect(run.annotations.filter((a) => a.level === "error")).toHaveLength(0);
  });

  it("refuses a file that is not a report, in one line", async () => {
    const dir = await mkdtemp(join(tmpdir(), "bad-report-"));
    await writeFile(join(dir, "r.json"), JSON.stringify({ ready: "yes", mode: "sync", kustomizations: [] }));
    const run = await runAction({
      actionPath,
      workspace: dir,
      with: { mode: "publish", report: "r.json" },
    });
    expect(run.exitCode).toBe(1);
    expect(run.log).toContain("report: ");
    expect(run.log).toContain("not a kustomize-sync report: ready must be true or false");
    expect(run.outputs.ready).toBe("false");
  });
});

describe("cancellation", () => {
  /** An API server that accepts connections and never answers: a sync keeps retrying for minutes. */
  async function silentApiServer(): Promise<{ kubeconfig: string; close: () => void }> {
    const sockets: Socket[] = [];
    const server = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    const kubeconfig = [
      "apiVersion: v1",
      "kind: Config",
      `clusters: [{name: c, cluster: {server: "https://127.0.0.1:${port}", insecure-skip-tls-verify: true}}]`,
      "users: [{name: u, user: {token: silent-api-token-0123}}]",
      "contexts: [{name: x, context: {cluster: c, user: u}}]",
      "current-context: x",
    ].join("\n");
    return {
      kubeconfig,
      close: () => {
        for (const s of sockets) s.destroy();
        server.close();
      },
    };
  }

  it("SIGINT: the status ends as error (cancelled), the outputs and the summary say what the run knew", async () => {
    emulator = await GitHubEmulator.start();
    const api = await silentApiServer();
    try {
      const event = await eventPayload("pull_request");
      const run = await runAction({
        actionPath,
        workspace: repo,
        with: {
          root: "test/fixtures/action/one-app",
          kubeconfig: api.kubeconfig,
          "comment-header": "preview",
        },
        github: { token: "ghs_canaryTokenValue0123456789" },
        env: githubEnv(emulator, event),
        cancel: { when: /rendering with/ },
      });
      // Reported and gone after SIGINT, long before the runner's SIGTERM.
      expect(run.cancelled?.signals).toEqual(["SIGINT"]);
      expect(run.cancelled!.exitedAfterMs).toBeLessThan(RUNNER.sigtermAfterMs);
      expect(emulator.statuses.map((s) => [s.context, s.state])).toEqual([
        ["kustomize-sync/preview", "pending"],
        ["kustomize-sync/preview", "error"],
      ]);
      expect(emulator.statuses[1]!.description).toMatch(/^cancelled \(SIGINT\): 0 of 1 finished/);
      expect(run.outputs.ready).toBe("false");
      const report = JSON.parse(await readFile(run.outputs.result!, "utf8"));
      expect(report.cancelled).toMatchObject({ signal: "SIGINT" });
      expect(report.kustomizations).toEqual([
        expect.objectContaining({ name: "app", ready: "Unknown", reason: "Cancelled" }),
      ]);
      expect(run.summary).toContain("### ⏹️ kustomize-sync sync · preview: cancelled, 0 of 1 finished");
      // The last step saw the mark and did nothing more.
      expect(run.skippedSteps).not.toContain("finish");
      expect(run.log).not.toContain("stopped before it could report");
    } finally {
      api.close();
    }
  });

  it("SIGTERM alone: reported before the kill that follows 2.5 s later", async () => {
    emulator = await GitHubEmulator.start();
    const api = await silentApiServer();
    try {
      const event = await eventPayload("pull_request");
      const run = await runAction({
        actionPath,
        workspace: repo,
        with: { root: "test/fixtures/action/one-app", kubeconfig: api.kubeconfig },
        github: { token: "ghs_canaryTokenValue0123456789" },
        env: githubEnv(emulator, event),
        cancel: { when: /rendering with/, sigterm: true },
      });
      expect(run.cancelled?.signals).toEqual(["SIGTERM"]);
      expect(run.cancelled!.exitedAfterMs).toBeLessThan(RUNNER.killAfterMs);
      expect(emulator.statuses.map((s) => s.state)).toEqual(["pending", "error"]);
      expect(emulator.statuses[1]!.description).toMatch(/^cancelled \(SIGTERM\)/);
      expect(run.outputs.ready).toBe("false");
    } finally {
      api.close();
    }
  });

  it("killed outright: the action's last step sets the status to error and the outputs", async () => {
    emulator = await GitHubEmulator.start();
    const api = await silentApiServer();
    try {
      const event = await eventPayload("pull_request");
      const run = await runAction({
        actionPath,
        workspace: repo,
        with: { root: "test/fixtures/action/one-app", kubeconfig: api.kubeconfig },
        github: { token: "ghs_canaryTokenValue0123456789" },
        env: githubEnv(emulator, event),
        cancel: { when: /rendering with/, kill: true },
      });
      expect(run.cancelled?.signals).toEqual(["SIGKILL"]);
      expect(emulator.statuses.map((s) => [s.state, s.description])).toEqual([
        ["pending", "sync in progress"],
        ["error", "stopped before it could report (cancelled or killed)"],
      ]);
      expect(run.outputs.ready).toBe("false");
      const report = JSON.parse(await readFile(run.outputs.result!, "utf8"));
      expect(report.problems[0].message).toContain("stopped before it could report");
      expect(run.summary).toContain("stopped before it could report");
    } finally {
      api.close();
    }
  });
});

describe("kubeconfig masking", () => {
  it("masks every credential of a kubeconfig, short ones and decoded keys too", async () => {
    const key =
      "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAcanaryKeyLine\n-----END RSA PRIVATE KEY-----\n";
    const kubeconfig = [
      "apiVersion: v1",
      "kind: Config",
      "users:",
      "- name: a",
      "  user:",
      "    token: tok",
      "- name: b",
      "  user:",
      "    username: admin",
      "    password: pw1",
      "- name: c",
      "  user:",
      `    client-key-data: ${Buffer.from(key).toString("base64")}`,
      "    client-certificate-data: Q0VSVERBVEFDRVJUREFUQQ==",
      "- name: d",
      "  user:",
      "    auth-provider:",
      "      config:",
      "        id-token: idtok-123",
      "        refresh-token: refresh-456",
      "    exec:",
      "      env:",
      "        - name: AWS_SECRET_ACCESS_KEY",
      "          value: awsSecretValue",
      "        - name: AWS_REGION",
      "          value: eu-west-1",
    ].join("\n");
    const secrets = kubeconfigSecrets(kubeconfig);
    expect(secrets).toEqual(
      expect.arrayContaining([
        "tok",
        "pw1",
        Buffer.from(key).toString("base64"),
        "MIIEowIBAAKCAQEAcanaryKeyLine",
        "Q0VSVERBVEFDRVJUREFUQQ==",
        "idtok-123",
        "refresh-456",
        "awsSecretValue",
      ]),
    );
    expect(secrets).not.toContain("eu-west-1");
    expect(secrets).not.toContain("admin");
  });

  it("masks the kubeconfig input's credentials in the log", async () => {
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: {
        mode: "validate",
        root: "examples/webapp",
        kubeconfig:
          "apiVersion: v1\nkind: Config\nusers:\n- name: u\n  user:\n    token: kc-canary-token-42\n",
      },
    });
    expectSuccess(run);
    expect(run.masked).toContain("kc-canary-token-42");
    expect(run.log).not.toContain("kc-canary-token-42");
  });
});

function expectSuccess(run: ActionRun): void {
  if (run.exitCode !== 0) throw new Error(`action failed (${run.exitCode}):\n${run.log}`);
}
