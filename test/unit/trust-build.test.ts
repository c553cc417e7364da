// Issue 15, item 1: a build reads only its source. Every escape fixture under
// test/fixtures/build/escape-* is also a golden case (expected-error.txt) in build.test.ts;
// these tests add what a fixture directory cannot hold (a .git directory, the environment).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KustomizationSpec } from "../../src/model/index.js";
import {
  BuildError,
  childEnvironment,
  detectRenderer,
  type Renderer,
  renderKustomization,
} from "../../src/render/index.js";
import { kustomizationSpec } from "../support/spec.js";

const FIXTURES = join(import.meta.dirname, "../fixtures/build");
const CANARY = "canary-input-token-6b1d2e9f4a";
const PLANTED = {
  "INPUT_GITHUB-TOKEN": CANARY,
  INPUT_KUBECONFIG: `users: [{name: u, user: {token: ${CANARY}}}]`,
  GITHUB_TOKEN: CANARY,
  KUBECONFIG: `/tmp/${CANARY}`,
  AWS_SECRET_ACCESS_KEY: CANARY,
};

function spec(name: string, path = "apps"): KustomizationSpec {
  return kustomizationSpec({ name, path, source: { file: "clusters/apps.yaml", line: 1 } });
}

let renderer: Renderer;
const saved: Record<string, string | undefined> = {};
beforeAll(async () => {
  renderer = await detectRenderer();
  for (const [key, value] of Object.entries(PLANTED)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
});
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("confined builds", () => {
  it("refuses every escape fixture with Flux's wording, and no message holds the planted token", async () => {
    const cases = [
      "escape-proc-environ",
      "escape-absolute",
      "escape-parent",
      "escape-symlink-file",
      "escape-symlink-dir",
      "escape-path-symlink",
      "escape-generated-symlink",
      "escape-generator-config",
      "escape-nested-base",
      "escape-remote-base",
    ];
    for (const name of cases) {
      const error = await renderKustomization(spec(name), {
        root: join(FIXTURES, name, "repo"),
        renderer,
      }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(BuildError);
      const { detail, reason } = error as BuildError;
      expect(reason).toBe("BuildFailed");
      expect(detail).toMatch(/is not in or below '/);
      expect(detail).not.toContain(CANARY);
      expect(detail.split("\n")).toHaveLength(1);
    }
  });

  it("names the kustomization file, line and field that referenced the path", async () => {
    const error = (await renderKustomization(spec("escape-generator-config"), {
      root: join(FIXTURES, "escape-generator-config/repo"),
      renderer,
    }).catch((e) => e)) as BuildError;
    expect(error.source).toEqual({ file: "apps/environment.yaml", line: 6 });
    expect(error.detail).toMatch(
      /^kustomize build failed: apps\/environment\.yaml:6: files\[0\]: path '\/proc\/self\/environ'/,
    );
  });

  it("refuses files in the repository's .git directory (a checkout keeps its token there)", async () => {
    const repo = await mkdtemp(join(tmpdir(), "confine-git-"));
    try {
      await cp(join(FIXTURES, "relative-references/repo"), repo, { recursive: true });
      execFileSync("git", ["init", "-q"], { cwd: repo });
      execFileSync("git", ["config", "http.extraheader", `AUTHORIZATION: basic ${CANARY}`], { cwd: repo });
      const kustomization = join(repo, "apps/staging/kustomization.yaml");
      const text = readFileSync(kustomization, "utf8");
      writeFileSync(kustomization, text.replace("config/settings.properties", "../../.git/config"));
      const error = (await renderKustomization(spec("git", "apps/staging"), { root: repo, renderer }).catch(
        (e) => e,
      )) as BuildError;
      expect(error).toBeInstanceOf(BuildError);
      expect(error.detail).toContain(
        "configMapGenerator[0].files[0]: path '../../.git/config' is in the repository's .git directory",
      );
      expect(error.detail).not.toContain(CANARY);
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  });

  it("keeps references elsewhere in the repository working, through symlinks too", async () => {
    const result = await renderKustomization(spec("symlink-inside"), {
      root: join(FIXTURES, "symlink-inside/repo"),
      renderer,
    });
    expect(Object.keys(result.manifests[0]!.object.data as object).sort()).toEqual([
      "other.properties",
      "parent.properties",
      "settings.properties",
    ]);
  });
});

describe("child processes get a scrubbed environment", () => {
  it("gives kustomize PATH, the locale and a private HOME/TMPDIR, nothing else", async () => {
    const dumping = await detectRenderer(join(FIXTURES, "env-kustomize.sh"));
    const result = await renderKustomization(spec("relative-references", "apps/staging"), {
      root: join(FIXTURES, "relative-references/repo"),
      renderer: dumping,
    });
    const env = (result.manifests[0]!.object.data as { env: string }).env;
    const names = env
      .trim()
      .split("\n")
      .map((line) => line.slice(0, line.indexOf("=")));
    expect(env).not.toContain(CANARY);
    for (const name of names)
      expect(["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "PWD", "SHLVL", "_"]).toContain(
        name,
      );
    const home = /^HOME=(.*)$/m.exec(env)?.[1];
    expect(home).toBeDefined();
    expect(home).not.toBe(process.env.HOME);
    expect(/^TMPDIR=(.*)$/m.exec(env)?.[1]).toBe(home);
  });

  it("is the same rule for git and kubectl", () => {
    const env = childEnvironment();
    expect(Object.keys(env).sort()).toEqual(
      Object.keys(env)
        .filter((k) => ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "LC_CTYPE", "TZ"].includes(k))
        .sort(),
    );
    expect(JSON.stringify(env)).not.toContain(CANARY);
    expect(env.HOME).not.toBe(process.env.HOME);
  });
});
