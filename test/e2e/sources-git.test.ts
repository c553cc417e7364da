// The AKS report's setup end to end: apps from a second GitRepository at another URL, cloned from
// a real git server (git http-backend, basic auth) with credentials from the GitRepository's
// secretRef in the cluster; the fleet's own GitRepository (flux-system) is the checkout.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GitServer, makeBareRepository, startGitServer } from "../support/git-server.js";
import { createTestNamespace, kubectlOk } from "./support/cluster.js";
import { copySourceFixture } from "./support/sources.js";
import { actions, exists, row, runSync } from "./support/sync.js";

const LOGIN = { username: "fleet-reader", password: "git-s3cret-password" };
let projects: string;
let server: GitServer;

beforeAll(async () => {
  projects = await mkdtemp(join(tmpdir(), "ks-git-projects-"));
  server = await startGitServer(projects, LOGIN);
});
afterAll(async () => {
  await server?.close();
  await rm(projects, { recursive: true, force: true });
});

/** The sample-apps repository for namespace `ns`, served as `<server>/<name>.git`. */
async function publishSampleApps(ns: string, name: string): Promise<string> {
  const work = await copySourceFixture("git/sample-apps", { __NS__: ns });
  const commit = makeBareRepository(projects, name, work);
  await rm(work, { recursive: true, force: true });
  return commit;
}

describe("GitRepository sources", () => {
  it("clones the second repository with the secretRef's credentials, once for both Kustomizations, and applies each path at main@sha1:<commit>", async () => {
    const ns = await createTestNamespace("src-git");
    const commit = await publishSampleApps(ns, `sample-apps-${ns}`);
    await kubectlOk([
      "create",
      "secret",
      "generic",
      "git-auth",
      "-n",
      ns,
      `--from-literal=username=${LOGIN.username}`,
      `--from-literal=password=${LOGIN.password}`,
    ]);
    const fleet = await copySourceFixture("git/fleet", {
      __NS__: ns,
      __GIT_SERVER__: server.url,
      "sample-apps.git": `sample-apps-${ns}.git`,
    });
    const before = server.requests.length;

    const report = await runSync(fleet);
    for (const name of ["apps", "apps-config"])
      expect(row(report, name)).toMatchObject({ ready: "True", revision: `main@sha1:${commit}` });
    expect(actions(report, "apps")).toEqual(["Deployment/podinfo created", "Service/podinfo created"]);
    // spec.ignore of the GitRepository left ignored.yaml out of the artifact.
    expect(actions(report, "apps-config")).toEqual(["ConfigMap/podinfo-settings created"]);
    expect(await exists("configmap", "must-not-be-applied", ns)).toBe(false);
    // The fleet's own GitRepository is this checkout: applied from it, never cloned.
    expect(actions(report, "infra")).toEqual(["ConfigMap/fleet-settings created"]);
    const refAdvertisements = server.requests
      .slice(before)
      .filter((r) => r.startsWith("GET ") && r.includes("/info/refs"));
    expect(refAdvertisements).toEqual([`GET /sample-apps-${ns}.git/info/refs?service=git-upload-pack`]);
    // The credentials reach no output.
    expect(JSON.stringify(report)).not.toContain(LOGIN.password);
  });

  it("a wrong password fails the Kustomizations of that source in one line, and nothing of them is written", async () => {
    const ns = await createTestNamespace("src-git-badauth");
    await publishSampleApps(ns, `sample-apps-${ns}`);
    await kubectlOk([
      "create",
      "secret",
      "generic",
      "git-auth",
      "-n",
      ns,
      `--from-literal=username=${LOGIN.username}`,
      "--from-literal=password=not-the-password",
    ]);
    const fleet = await copySourceFixture("git/fleet", {
      __NS__: ns,
      __GIT_SERVER__: server.url,
      "sample-apps.git": `sample-apps-${ns}.git`,
    });
    const report = await runSync(fleet);
    for (const name of ["apps", "apps-config"]) {
      const failed = row(report, name);
      expect(failed).toMatchObject({ ready: "False", reason: "ArtifactFailed" });
      expect(failed.message).not.toContain("\n");
      expect(failed.message).toContain(
        `GitRepository/${ns}/sample-apps (${server.url}/sample-apps-${ns}.git)`,
      );
      expect(failed.message).toMatch(/authentication failed/);
      expect(failed.message).toContain("sources: sample-apps=DIR");
      expect(failed.message).not.toContain("not-the-password");
    }
    expect(await exists("deployment", "podinfo", ns)).toBe(false);
    expect(row(report, "infra").ready).toBe("True");
  });

  it("a sources: mapping wins over fetching", async () => {
    const ns = await createTestNamespace("src-git-mapped");
    const fleet = await copySourceFixture("git/fleet", { __NS__: ns, __GIT_SERVER__: "http://127.0.0.1:9" });
    const local = await copySourceFixture("git/sample-apps", { __NS__: ns });
    await mkdir(join(local, "apps", "config"), { recursive: true });
    const report = await runSync(fleet, { sources: [`sample-apps=${local}`] });
    expect(row(report, "apps")).toMatchObject({ ready: "True" });
    expect(actions(report, "apps")).toEqual(["Deployment/podinfo created", "Service/podinfo created"]);
  });
});
