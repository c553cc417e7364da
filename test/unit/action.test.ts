import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { kubeconfigSecrets } from "../../src/inputs.js";
import { type ActionRun, bundledAction, runAction } from "../support/action-runner.js";
import { eventPayload, GitHubEmulator, githubEnv } from "../support/github-emulator.js";

const repo = resolve(import.meta.dirname, "../..");
let actionPath: string;

beforeAll(async () => {
  actionPath = await bundledAction();
});

describe("action.yml", () => {
  it("maps every input into the step env exactly as the runner names INPUT_ variables", async () => {
    const action = parse(await readFile(join(repo, "action.yml"), "utf8"));
    const step = action.runs.steps.find((s: { id?: string }) => s.id === "sync");
    for (const name of Object.keys(action.inputs)) {
      expect(step.env[`INPUT_${name.toUpperCase()}`], name).toBe(`\${{ inputs.${name} }}`);
    }
    for (const [name, output] of Object.entries(action.outputs) as [string, { value: string }][]) {
      expect(output.value).toBe(`\${{ steps.sync.outputs.${name} }}`);
    }
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
    expect(run.summary).toContain("| `webapp-backend` | - | 📝\u00a0Unknown |");
    // The default github-token input comes from github.token and is masked before anything prints.
    expect(run.masked).toContain("ghs_canaryTokenValue0123456789");
    expect(run.log).not.toContain("ghs_canaryTokenValue0123456789");
  });

  it("fails the step on a dependency cycle with an error annotation at the definition", async () => {
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { mode: "validate", root: "test/fixtures/action/cycle" },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.ready).toBe("false");
    expect(run.log).toMatch(
      /::error file=test\/fixtures\/action\/cycle\/kustomizations\.yaml,line=\d+::flux-system\/a: DependencyNotReady: circular dependency detected: a -> b -> a/,
    );
    expect(run.log).not.toMatch(/\n\s+at /); // no stack trace for a user mistake
  });

  it("rejects an invalid input value with a clear message and no stack trace", async () => {
    const run = await runAction({ actionPath, workspace: repo, with: { mode: "apply-everything" } });
    expect(run.exitCode).toBe(1);
    expect(run.log).toContain('mode: unsupported value "apply-everything"');
    expect(run.log).not.toMatch(/\n\s+at /);
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
  });
});

describe("action reporting on a pull request (validate mode, no cluster)", () => {
  it("posts the sticky comment and the status through the GitHub API, exactly as described by GitHub", async () => {
    const gh = await GitHubEmulator.start();
    try {
      const event = await eventPayload("pull_request");
      const run = await runAction({
        actionPath,
        workspace: repo,
        with: { mode: "validate", root: "examples/webapp", "status-context": "deploy/staging" },
        github: { token: "ghs_canaryTokenValue0123456789" },
        env: githubEnv(gh, event),
      });
      expectSuccess(run);
      expect(gh.violations).toEqual([]);
      const [comment] = gh.commentsOn(event.owner, event.repo, 2);
      expect(comment!.body.split("\n")[0]).toBe("<!-- kustomize-sync:sync -->");
      expect(comment!.body).toContain("kustomize-sync validate: 3 Kustomizations valid");
      expect(run.outputs["comment-url"]).toContain("#issuecomment-");
      expect(gh.statuses.map((s) => `${s.context} ${s.state}`)).toEqual([
        "deploy/staging pending",
        "deploy/staging success",
      ]);
    } finally {
      await gh.close();
    }
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
