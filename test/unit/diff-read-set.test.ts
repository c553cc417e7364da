// What a Kustomization's build reads, found without rendering it (build/reads.ts), and what a
// change between a commit and the working tree reaches (reconcile/affected.ts): the two halves
// of `diff --base` rendering only what a change can affect.
import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KustomizationSpec } from "../../src/model/index.js";
import { changedPaths, reaches } from "../../src/reconcile/affected.js";
import { readSetOf } from "../../src/render/reads.js";
import { kustomizationSpec } from "../support/spec.js";

const FLEET = resolve(import.meta.dirname, "../fixtures/diff/fleet");

function spec(path: string, components: string[] = []): KustomizationSpec {
  return kustomizationSpec({ path, components });
}

describe("the read set of a Kustomization", () => {
  it("lists spec.path and the bases it loads, and holds each file their kustomizations name", async () => {
    const reads = await readSetOf(spec("./apps/app-13"), FLEET);
    expect(reads?.listed).toEqual(["apps/app-13", "apps/base/web", "apps/base/worker"]);
    expect(reads?.paths).toEqual(
      expect.arrayContaining([
        "apps/app-13/settings.env",
        "apps/app-13/patch.yaml",
        "apps/app-13/extra.yaml",
      ]),
    );
  });

  it("holds the components spec.components adds, relative to spec.path", async () => {
    const reads = await readSetOf(spec("./apps/app-03", ["../../components/monitoring"]), FLEET);
    expect(reads?.listed).toContain("components/monitoring");
  });

  it("holds a plain directory as Flux's generated kustomization reads it: its YAML files, and each kustomization below as one", async () => {
    const reads = await readSetOf(spec("./apps/app-16"), FLEET);
    expect(reads?.listed).toContain("apps/app-16");
  });

  it("reaches below a kustomization a plain directory lists only through what that kustomization names", async () => {
    const root = await mkdtemp(join(tmpdir(), "ks-read-set-plain-"));
    try {
      const put = async (path: string, text: string) => {
        await mkdir(join(root, path, ".."), { recursive: true });
        await writeFile(join(root, path), text);
      };
      await put("apps/ns.yaml", "kind: Namespace\n");
      await put("apps/sub/b.yaml", "kind: ConfigMap\n");
      await put("apps/app/kustomization.yaml", "resources: [c.yaml]\n");
      await put("apps/app/c.yaml", "kind: ConfigMap\n");
      await put("apps/app/deep/x.yaml", "kind: ConfigMap\n");
      const reads = (await readSetOf(spec("./apps"), root))!;
      expect(reads.listed).toEqual(["apps", "apps/app", "apps/sub"]);
      expect(reads.paths).toEqual(
        expect.arrayContaining([
          "apps/ns.yaml",
          "apps/sub/b.yaml",
          "apps/app/kustomization.yaml",
          "apps/app/c.yaml",
        ]),
      );
      expect(reaches(["apps/app/deep/x.yaml"], reads)).toBe(false);
      expect(reaches(["apps/app/c.yaml"], reads)).toBe(true);
      expect(reaches(["apps/sub/new.yaml"], reads)).toBe(true);
      expect(reaches(["apps/other/"], reads)).toBe(true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("is unknown when the build would read outside the source (it is rendered, to say so)", async () => {
    const root = await mkdtemp(join(tmpdir(), "ks-read-set-"));
    try {
      await writeFile(
        join(root, "kustomization.yaml"),
        "resources:\n  - https://github.com/org/repo//deploy?ref=v1\n",
      );
      expect(await readSetOf(spec("./"), root)).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("what a change reaches", () => {
  const reads = {
    listed: ["apps/app-13", "apps/base/web", "clusters/prod", "apps/base"],
    paths: [
      "apps/app-13/settings.env",
      "apps/base/web/deployment.yaml",
      "components/extra.yaml",
      "apps/base/kustomization.yaml",
    ],
  };
  it.each([
    [["apps/app-13/settings.env"], true],
    [["apps/base/web/deployment.yaml"], true],
    [["apps/base/web-old/deployment.yaml"], false],
    [["apps/"], true], // a whole new directory above one read
    [["components/extra.yaml"], true],
    [["components/"], true],
    [["components/other.yaml"], false],
    [["apps/app-14/settings.env", "docs/README.md"], false],
    // A listed directory: its entries count (a second kustomization file, a new directory), not what is below them.
    [["clusters/prod/kustomization.yml"], true],
    [["clusters/prod/new/"], true],
    [["clusters/prod/apps/app.yaml"], false],
    [["clusters/"], true],
    [["apps/base/kustomization.yaml"], true],
    [["apps/base/db/deployment.yaml"], false],
  ])("%j: %s", (changed, expected) => {
    expect(reaches(changed, reads)).toBe(expected);
  });
});

describe("the paths that differ from a commit", () => {
  let repo: string;
  let commit: string;
  const git = (args: string[]) =>
    Promise.resolve(
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
        cwd: repo,
        encoding: "utf8",
      }),
    );
  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), "ks-changed-paths-"));
    await cp(FLEET, repo, { recursive: true });
    await git(["init", "-q", "-b", "main"]);
    await writeFile(join(repo, ".gitignore"), "*.local\n");
    await git(["add", "-A"]);
    await git(["commit", "-q", "-m", "base"]);
    commit = (await git(["rev-parse", "HEAD"])).trim();
  });
  afterAll(() => rm(repo, { recursive: true, force: true }));

  it("lists edits, deletions, new files and ignored files (kustomize reads what is on disk)", async () => {
    await writeFile(join(repo, "apps/app-01/settings.env"), "LOG_LEVEL=debug\n");
    await rm(join(repo, "apps/app-02/extra.yaml"));
    await writeFile(join(repo, "apps/app-03/new.yaml"), "kind: ConfigMap\n");
    await writeFile(join(repo, "apps/app-04/values.local"), "x\n");
    const changed = await changedPaths(git, repo, commit);
    expect(changed.paths.sort()).toEqual([
      "apps/app-01/settings.env",
      "apps/app-02/extra.yaml",
      "apps/app-03/new.yaml",
      "apps/app-04/values.local",
    ]);
    expect(changed.everything).toBeUndefined();
  });

  it("names a directory removed whole, so that the plain directory that walked it, or a kustomization that named it, is reached", async () => {
    await rm(join(repo, "apps/app-18/job"), { recursive: true });
    const changed = await changedPaths(git, repo, commit);
    expect(changed.paths).toContain("apps/app-18/job/cronjob.yaml");
    expect(changed.paths).toContain("apps/app-18/job/");
    // app-18 as the working tree has it: a plain directory without the job directory.
    const reads = await readSetOf(spec("./apps/app-18"), repo);
    expect(reads?.listed).toEqual(["apps/app-18"]);
    expect(reaches(changed.paths, reads!)).toBe(true);
    // A kustomization naming a directory that is gone reads it as absent.
    expect(reaches(changed.paths, { listed: ["apps/app-19"], paths: ["apps/app-18/job"] })).toBe(true);
    await git(["checkout", "-q", "--", "apps/app-18"]);
  });

  it("says a .sourceignore or a symbolic link reaches everything", async () => {
    await writeFile(join(repo, "apps/.sourceignore"), "*.md\n");
    expect((await changedPaths(git, repo, commit)).everything).toMatch(/apps\/\.sourceignore/);
    await rm(join(repo, "apps/.sourceignore"));
    await symlink("../base", join(repo, "apps/app-05/base"));
    expect((await changedPaths(git, repo, commit)).everything).toMatch(
      /apps\/app-05\/base is a new symbolic link/,
    );
  });
});
