// `kustomize-sync build` without a cluster: sources are fetched with the credentials of the
// source-secrets input, and one that cannot be resolved is a one-line row, never the root's objects.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { build } from "../../src/reconcile/index.js";
import { copySourceFixture, SOURCE_FIXTURES } from "../e2e/support/sources.js";
import { type GitServer, makeBareRepository, startGitServer } from "../support/git-server.js";

const LOGIN = { username: "fleet-reader", password: "action-git-s3cret-value" };
let projects: string;
let server: GitServer;

beforeAll(async () => {
  projects = await mkdtemp(join(tmpdir(), "ks-unit-build-"));
  server = await startGitServer(projects, LOGIN);
  makeBareRepository(projects, "sample-apps", await copySourceFixture("git/sample-apps", { __NS__: "demo" }));
});
afterAll(async () => {
  await server?.close();
  await rm(projects, { recursive: true, force: true });
});

describe("build with sources, without a cluster", () => {
  it("renders a second GitRepository's paths with the source-secrets credentials", async () => {
    const fleet = await copySourceFixture("git/fleet", { __NS__: "demo", __GIT_SERVER__: server.url });
    const secrets = join(fleet, "secrets.yaml");
    await writeFile(
      secrets,
      (await readFile(join(SOURCE_FIXTURES, "git/source-secrets.yaml"), "utf8")).replaceAll("__NS__", "demo"),
    );
    const options = resolveOptions(
      { mode: "build", root: fleet, sourceSecrets: secrets },
      { cwd: fleet, log: silentLogger },
    );
    const { report, yaml } = await build(options);
    expect(report.kustomizations.map((k) => [k.name, k.reason])).toEqual(
      expect.arrayContaining([
        ["apps", "Planned"],
        ["apps-config", "Planned"],
        ["infra", "Planned"],
      ]),
    );
    expect(yaml).toContain("name: podinfo");
    expect(yaml).toContain("name: podinfo-settings");
    expect(yaml).not.toContain("must-not-be-applied");
    expect(JSON.stringify(report)).not.toContain(LOGIN.password);
  });

  it("fails a Kustomization whose source cannot be resolved in one line, and renders nothing of the root for it", async () => {
    const fleet = await copySourceFixture("unresolved/fleet", {
      __NS__: "demo",
      __REGISTRY__: "127.0.0.1:1",
    });
    const options = resolveOptions({ mode: "build", root: fleet }, { cwd: fleet, log: silentLogger });
    const { report, yaml } = await build(options);
    const row = report.kustomizations.find((k) => k.name === "undefined-source");
    expect(row).toMatchObject({
      reason: "ArtifactFailed",
      message:
        "source GitRepository/demo/sample-apps could not be resolved: no definition in the repository (and no cluster to read it from); or map it to a local directory with sources: sample-apps=DIR",
    });
    expect(yaml).toContain("name: local-settings");
    expect(yaml).not.toContain("not-from-here");
  });
});
