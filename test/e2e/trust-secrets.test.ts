// Issue 15, items 1 and 2 through the action as a user runs it (action.yml in the runner
// emulator, the local control plane, the local GitHub API): Secret values the API server quotes
// back, substituted Secret values, the token and the kubeconfig's credentials appear in no
// output — log (before masking), job summary, PR comment, JSON report, commit status — and a
// build that reads /proc/self/environ publishes nothing of the runner's environment.
import { execFileSync } from "node:child_process";
import { mkdir, readdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { dump as stringify } from "js-yaml";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunReport } from "../../src/model/index.js";
import { bundledAction, runAction } from "../support/action-runner.js";
import { eventPayload, GitHubEmulator, githubEnv } from "../support/github-emulator.js";
import { apply, createTestNamespace, kubectlOk, readTestKubeconfig } from "./support/cluster.js";
import { prepareRepo } from "./support/sync.js";

const TOKEN = "ghs_trustCanaryToken9f8e7d6c5b4a3210";
let actionPath: string;
let emulator: GitHubEmulator | undefined;

beforeAll(async () => {
  actionPath = await bundledAction();
});

afterEach(async () => {
  expect(emulator?.violations ?? []).toEqual([]);
  await emulator?.close();
  emulator = undefined;
});

/** The fixture as a git checkout with its definitions under clusters/<ns> (a scope of its own). */
async function checkout(fixture: string, ns: string): Promise<string> {
  const dir = await prepareRepo(fixture, ns);
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

describe("no secret in any output (item 2), no runner secret in any build (item 1)", () => {
  it("redacts values the API server quotes back, keeps their field paths, and survives a password that is a common word", async () => {
    emulator = await GitHubEmulator.start();
    const ns = await createTestNamespace("trust-secrets");
    const repo = await checkout("trust-secrets", ns);
    await apply(await readFile(join(repo, "label-source.yaml"), "utf8"));
    const event = await eventPayload("pull_request");
    // The admin kubeconfig (client certificate and key) plus users whose passwords are common words.
    const admin = await readTestKubeconfig();
    const kubeconfig = stringify({
      ...admin,
      users: [
        ...admin.users,
        { name: "word", user: { username: "admin", password: "ready" } },
        { name: "letter", user: { username: "admin", password: "e" } },
      ],
    });
    const clientKey = admin.users[0]!.user["client-key-data"] as string;
    const canaries = [
      "canary-wrong-type-4e8a1c07",
      "canary label 7c2e91b0",
      "canary-applied-9d3b5f62",
      Buffer.from("canary-applied-9d3b5f62").toString("base64"),
      TOKEN,
      clientKey,
    ];

    const [path] = await readdir(join(repo, "clusters"));
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: {
        kubeconfig,
        timeout: "60s",
        "comment-header": "trust",
        path: `clusters/${path}`,
        "fail-on-not-ready": "false",
      },
      github: { token: TOKEN },
      env: githubEnv(emulator, event),
    });
    expect(run.exitCode, run.log).toBe(0);

    const report = JSON.parse(await readFile(run.outputs.result!, "utf8")) as RunReport;
    const row = (name: string) => report.kustomizations.find((k) => k.name === name)!;
    // The report is whole: identifiers and enumerations untouched by the short passwords.
    expect(report.kustomizations.map((k) => `${k.name} ${k.ready} ${k.reason}`).sort()).toEqual([
      "config True ReconciliationSucceeded",
      "escape False BuildFailed",
      "label False ReconciliationFailed",
      "wrong-type False ReconciliationFailed",
    ]);
    // The field paths stay; the values are gone.
    expect(row("label").message).toContain('metadata.labels: Invalid value: "***"');
    expect(row("wrong-type").message).toContain(".stringData.token: expected string");
    expect(row("wrong-type").message).toContain('"nested":"***"');
    expect(row("escape").message).toMatch(
      /^kustomize build failed: escape\/kustomization\.yaml:7: configMapGenerator\[0\]\.files\[0\]: path '\/proc\/self\/environ' is not in or below '/,
    );
    // Short passwords are redacted where a message quotes them, not where they are words.
    expect(row("label").message).toContain("(e.g. 'MyValue'");

    const published: Record<string, string> = {
      "log (before masking)": run.rawLog,
      summary: run.summary,
      comment: emulator
        .commentsOn(event.owner, event.repo, event.pullRequest!.number)
        .map((c) => c.body)
        .join("\n"),
      report: JSON.stringify(report),
      statuses: JSON.stringify(emulator.statuses),
    };
    expect(published.comment).toContain("wrong-type");
    for (const [where, text] of Object.entries(published)) {
      for (const canary of canaries)
        expect(text.includes(canary), `${canary.slice(0, 16)}… in ${where}`).toBe(false);
    }

    // Nothing of the runner's environment reached the cluster.
    const configMaps = await kubectlOk(["get", "configmaps", "-n", ns, "-o", "json"]);
    expect(configMaps).not.toContain("runner-environment");
    expect(configMaps).not.toContain(TOKEN);
  });
});
