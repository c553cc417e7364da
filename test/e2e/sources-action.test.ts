// The action end to end with a fetched source: the GitRepository's secretRef is given through the
// `source-secrets` input (not in the cluster); the clone's credentials are masked and appear in no
// output the action writes.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledAction, runAction } from "../support/action-runner.js";
import { type GitServer, makeBareRepository, startGitServer } from "../support/git-server.js";
import { createTestNamespace, kubectlOk, testKubeconfig } from "./support/cluster.js";
import { copySourceFixture, SOURCE_FIXTURES } from "./support/sources.js";

const LOGIN = { username: "fleet-reader", password: "action-git-s3cret-value" };
let actionPath: string;
let projects: string;
let server: GitServer;

beforeAll(async () => {
  actionPath = await bundledAction();
  projects = await mkdtemp(join(tmpdir(), "ks-action-git-"));
  server = await startGitServer(projects, LOGIN);
});
afterAll(async () => {
  await server?.close();
  await rm(projects, { recursive: true, force: true });
});

describe("sources through action.yml", () => {
  it("clones a second repository with credentials from the source-secrets input, which no output shows", async () => {
    const ns = await createTestNamespace("src-action");
    const apps = await copySourceFixture("git/sample-apps", { __NS__: ns });
    const commit = makeBareRepository(projects, `sample-apps-${ns}`, apps);
    const workspace = await copySourceFixture("git/fleet", {
      __NS__: ns,
      __GIT_SERVER__: server.url,
      "sample-apps.git": `sample-apps-${ns}.git`,
    });
    const secrets = (await readFile(join(SOURCE_FIXTURES, "git/source-secrets.yaml"), "utf8")).replaceAll(
      "__NS__",
      ns,
    );
    const run = await runAction({
      actionPath,
      workspace,
      with: { kubeconfig: testKubeconfig(), comment: "never", "source-secrets": secrets },
    });
    if (run.exitCode !== 0) throw new Error(`action failed:\n${run.log}`);
    expect(run.outputs.ready).toBe("true");
    expect((await kubectlOk(["get", "deployment", "podinfo", "-n", ns, "-o", "name"])).trim()).toBe(
      "deployment.apps/podinfo",
    );
    expect(run.summary).toContain(commit.slice(0, 8));
    expect(run.masked).toContain(LOGIN.password);
    const result = await readFile(run.outputs.result as string, "utf8");
    for (const output of [run.rawLog, run.summary, result]) expect(output).not.toContain(LOGIN.password);
  });
});
