// GitRepository fetching against a real git server (git http-backend behind node:http, basic auth).
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneGitRepository, pickSemverTag, splitUrlCredentials } from "../../src/sources/git.js";
import type { GitRepositorySource } from "../../src/sources/types.js";
import { type GitServer, makeBareRepository, startGitServer } from "../support/git-server.js";

const SAMPLE_APPS = resolve(import.meta.dirname, "../fixtures/sources/git/sample-apps");
const LOGIN = { username: "reader", password: "unit-git-password" };
let projects: string;
let server: GitServer;
let commit: string;
let second: string;

const git = (cwd: string, args: string[]) =>
  execFileSync("git", args, {
    cwd,
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.com",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.com",
    },
  })
    .toString()
    .trim();

beforeAll(async () => {
  projects = await mkdtemp(join(tmpdir(), "ks-unit-git-"));
  const work = await mkdtemp(join(tmpdir(), "ks-unit-work-"));
  await cp(SAMPLE_APPS, work, { recursive: true });
  commit = makeBareRepository(projects, "apps", work, {
    tags: ["v1.0.0", "v1.2.0", "v2.0.0-rc.1", "not-semver"],
  });
  // A second commit on a branch of its own, reachable only through refs/heads/feature.
  git(work, ["checkout", "-q", "-b", "feature"]);
  await writeFile(
    join(work, "feature.yaml"),
    "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: feature\n",
  );
  git(work, ["add", "-A"]);
  git(work, ["commit", "-q", "-m", "feature"]);
  git(work, ["tag", "v1.3.0"]);
  git(work, ["push", "-q", "--tags", join(projects, "apps.git"), "feature:feature"]);
  second = git(work, ["rev-parse", "HEAD"]);
  server = await startGitServer(projects, LOGIN);
});
afterAll(async () => {
  await server?.close();
  await rm(projects, { recursive: true, force: true });
});

function source(
  ref: GitRepositorySource["ref"],
  extra: Partial<GitRepositorySource> = {},
): GitRepositorySource {
  return {
    kind: "GitRepository",
    namespace: "flux-system",
    name: "apps",
    url: `${server.url}/apps.git`,
    ref,
    include: [],
    sparseCheckout: [],
    definedIn: "cluster",
    ...extra,
  };
}

async function target(): Promise<string> {
  return join(await mkdtemp(join(tmpdir(), "ks-unit-clone-")), "source");
}

describe("cloning a GitRepository", () => {
  it("clones a branch with basic auth and reports main@sha1:<commit>, without .git", async () => {
    const dir = await target();
    const { revision } = await cloneGitRepository(source({ branch: "main" }), dir, LOGIN);
    expect(revision).toBe(`main@sha1:${commit}`);
    expect((await readdir(dir)).sort()).toEqual(["apps"]);
  });

  it("picks the highest tag in a semver range (Masterminds' comma syntax too) and reports <tag>@sha1:<commit>", async () => {
    const dir = await target();
    const { revision } = await cloneGitRepository(source({ semver: ">=1.0.0, <1.3.0" }), dir, LOGIN);
    expect(revision).toBe(`v1.2.0@sha1:${commit}`);
    const newest = await cloneGitRepository(source({ semver: "1.x" }), await target(), LOGIN);
    expect(newest.revision).toBe(`v1.3.0@sha1:${second}`);
  });

  it("checks out a tag, a commit (with and without a branch) and a reference name", async () => {
    expect((await cloneGitRepository(source({ tag: "v1.3.0" }), await target(), LOGIN)).revision).toBe(
      `v1.3.0@sha1:${second}`,
    );
    expect((await cloneGitRepository(source({ commit: second }), await target(), LOGIN)).revision).toBe(
      `sha1:${second}`,
    );
    expect(
      (await cloneGitRepository(source({ branch: "feature", commit }), await target(), LOGIN)).revision,
    ).toBe(`feature@sha1:${commit}`);
    const dir = await target();
    expect((await cloneGitRepository(source({ name: "refs/heads/feature" }), dir, LOGIN)).revision).toBe(
      `refs/heads/feature@sha1:${second}`,
    );
    expect(await readFile(join(dir, "feature.yaml"), "utf8")).toContain("name: feature");
  });

  it("defaults to the branch master, as source-controller does", async () => {
    await expect(cloneGitRepository(source({}), await target(), LOGIN)).rejects.toThrow(
      "branch 'master' not found in the repository",
    );
  });

  it("says what is missing: a branch, a tag in range, credentials, the right password — never the password", async () => {
    await expect(cloneGitRepository(source({ branch: "nope" }), await target(), LOGIN)).rejects.toThrow(
      "branch 'nope' not found in the repository",
    );
    await expect(cloneGitRepository(source({ semver: ">=5.0.0" }), await target(), LOGIN)).rejects.toThrow(
      "no tag matches the semver range '>=5.0.0' (5 tags seen)",
    );
    await expect(cloneGitRepository(source({ branch: "main" }), await target(), undefined)).rejects.toThrow(
      "authentication required: the repository needs credentials (spec.secretRef)",
    );
    const wrong = await cloneGitRepository(source({ branch: "main" }), await target(), {
      username: LOGIN.username,
      password: "wrong-password-123",
    }).catch((error: Error) => error);
    expect(wrong).toBeInstanceOf(Error);
    expect((wrong as Error).message).toMatch(/^authentication failed/);
    expect((wrong as Error).message).not.toContain("wrong-password-123");
    expect((wrong as Error).message).not.toContain("\n");
  });

  it("takes user-info out of the URL: it becomes credentials, never an argument or a message", async () => {
    const url = `${server.url.replace("http://", `http://${LOGIN.username}:${LOGIN.password}@`)}/apps.git`;
    expect(splitUrlCredentials(url)).toEqual({ url: `${server.url}/apps.git`, ...LOGIN });
    const { revision } = await cloneGitRepository(
      source({ branch: "main" }, { url }),
      await target(),
      undefined,
    );
    expect(revision).toBe(`main@sha1:${commit}`);
  });

  it("refuses transports that read the runner's disk or run commands (file://, ext::)", async () => {
    const local = `file://${join(projects, "apps.git")}`;
    await expect(
      cloneGitRepository(source({ branch: "main" }, { url: local }), await target(), undefined),
    ).rejects.toThrow(/transport 'file' not allowed/);
    await expect(
      cloneGitRepository(
        source({ branch: "main" }, { url: "ext::sh -c touch% /tmp/pwned" }),
        await target(),
        undefined,
      ),
    ).rejects.toThrow(/transport 'ext' not allowed/);
  });
});

describe("bearer tokens", () => {
  it("clones with spec.secretRef's bearerToken (sent as a header from a private git config)", async () => {
    const tokenServer = await startGitServer(projects, { bearerToken: "unit-bearer-token-123" });
    try {
      const url = `${tokenServer.url}/apps.git`;
      const { revision } = await cloneGitRepository(source({ branch: "main" }, { url }), await target(), {
        bearerToken: "unit-bearer-token-123",
      });
      expect(revision).toBe(`main@sha1:${commit}`);
      const refused = await cloneGitRepository(source({ branch: "main" }, { url }), await target(), {
        bearerToken: "wrong-token-456",
      }).catch((error: Error) => error);
      expect((refused as Error).message).not.toContain("wrong-token-456");
      expect((refused as Error).message).toMatch(/^authentication (failed|required)/);
    } finally {
      await tokenServer.close();
    }
  });
});

describe("semver ranges", () => {
  it("chooses the highest valid version and ignores tags that are not semver", async () => {
    expect(await pickSemverTag("~1.0", ["v1.0.0", "v1.0.3", "v1.1.0", "latest"])).toBe("v1.0.3");
    expect(await pickSemverTag("*", ["latest"])).toBeUndefined();
    await expect(pickSemverTag("not a range", [])).rejects.toThrow("invalid semver range 'not a range'");
  });
});
