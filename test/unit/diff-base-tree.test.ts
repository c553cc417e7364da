// The base revision's tree kept between `diff --base` runs (reconcile/base-tree.ts): brought to
// each revision by git, writing only what differs, restored when something changed it, and never
// shared by two runs at once.
import { execFileSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptTreeDir, takeKeptTree } from "../../src/reconcile/base-tree.js";

describe("the kept base tree", () => {
  let repo: string;
  let kept: string;
  const commits: string[] = [];
  const git = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    Promise.resolve(
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
        cwd: repo,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, ...env },
      }).trim(),
    );

  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), "ks-base-tree-"));
    kept = join(await mkdtemp(join(tmpdir(), "ks-base-tree-kept-")), "trees", "repo");
    await git(["init", "-q", "-b", "main"]);
    await mkdir(join(repo, "apps/a"), { recursive: true });
    await writeFile(join(repo, "apps/a/kustomization.yaml"), "resources: [cm.yaml]\n");
    await writeFile(join(repo, "apps/a/cm.yaml"), "kind: ConfigMap\n");
    await writeFile(join(repo, "apps/a/old.yaml"), "kind: Secret\n");
    await git(["add", "-A"]);
    await git(["commit", "-q", "-m", "one"]);
    commits.push(await git(["rev-parse", "HEAD"]));
    await writeFile(join(repo, "apps/a/cm.yaml"), "kind: ConfigMap # two\n");
    await rm(join(repo, "apps/a/old.yaml"));
    await git(["add", "-A"]);
    await git(["commit", "-q", "-m", "two"]);
    commits.push(await git(["rev-parse", "HEAD"]));
  });
  afterAll(async () => {
    await rm(repo, { recursive: true, force: true });
    await rm(join(kept, "..", ".."), { recursive: true, force: true });
  });

  it("is the revision's files, and moves between revisions writing only what differs", async () => {
    const first = await takeKeptTree(kept, `${commits[0]}^{tree}`, git);
    expect(first).toBeDefined();
    expect(await readFile(join(first!.root, "apps/a/cm.yaml"), "utf8")).toBe("kind: ConfigMap\n");
    const untouched = (await stat(join(first!.root, "apps/a/kustomization.yaml"))).ino;
    await first!.release();

    const second = await takeKeptTree(kept, `${commits[1]}^{tree}`, git);
    expect(await readFile(join(second!.root, "apps/a/cm.yaml"), "utf8")).toBe("kind: ConfigMap # two\n");
    await expect(stat(join(second!.root, "apps/a/old.yaml"))).rejects.toThrow(/ENOENT/);
    // The file both revisions share was not written again.
    expect((await stat(join(second!.root, "apps/a/kustomization.yaml"))).ino).toBe(untouched);
    await second!.release();
  });

  it("is restored when something changed it, and loses files git does not know", async () => {
    const tree = (await takeKeptTree(kept, `${commits[1]}^{tree}`, git))!;
    await writeFile(join(tree.root, "apps/a/cm.yaml"), "kind: ConfigMap # edited in the kept tree\n");
    await writeFile(join(tree.root, "apps/a/stray.yaml"), "kind: ConfigMap\n");
    await tree.release();
    const again = (await takeKeptTree(kept, `${commits[1]}^{tree}`, git))!;
    expect(await readFile(join(again.root, "apps/a/cm.yaml"), "utf8")).toBe("kind: ConfigMap # two\n");
    await expect(stat(join(again.root, "apps/a/stray.yaml"))).rejects.toThrow(/ENOENT/);
    await again.release();
  });

  it("is written again when its index is damaged", async () => {
    await writeFile(join(kept, "index"), "not an index");
    const tree = (await takeKeptTree(kept, `${commits[0]}^{tree}`, git))!;
    expect(await readFile(join(tree.root, "apps/a/old.yaml"), "utf8")).toBe("kind: Secret\n");
    await tree.release();
  });

  it("is not shared: a second run while one holds it gets none (it writes a tree of its own)", async () => {
    const held = (await takeKeptTree(kept, `${commits[1]}^{tree}`, git))!;
    expect(await takeKeptTree(kept, `${commits[0]}^{tree}`, git)).toBeUndefined();
    await held.release();
    const next = await takeKeptTree(kept, `${commits[0]}^{tree}`, git);
    expect(next).toBeDefined();
    await next!.release();
  });

  it("is taken over from a run of this host that is gone", async () => {
    await mkdir(`${kept}.lock`);
    await writeFile(join(`${kept}.lock`, "holder"), `${(await import("node:os")).hostname()} 2147483646`);
    const tree = await takeKeptTree(kept, `${commits[1]}^{tree}`, git);
    expect(tree).toBeDefined();
    await tree!.release();
  });

  it("is never kept where another user could change it", async () => {
    const shared = join(await mkdtemp(join(tmpdir(), "ks-base-tree-shared-")), "trees");
    await mkdir(shared);
    await chmod(shared, 0o777);
    try {
      expect(await takeKeptTree(join(shared, "repo"), `${commits[1]}^{tree}`, git)).toBeUndefined();
    } finally {
      await rm(join(shared, ".."), { recursive: true, force: true });
    }
  });

  it("is one per render cache, repository and subdirectory, in the temporary directory", () => {
    const a = keptTreeDir("/cache/a", "/repo", "");
    expect(a).toMatch(/kustomize-sync-trees\/[0-9a-f]{24}$/);
    expect(keptTreeDir("/cache/b", "/repo", "")).not.toBe(a);
    expect(keptTreeDir("/cache/a", "/repo", "clusters")).not.toBe(a);
    expect(keptTreeDir("/cache/a", "/repo", "")).toBe(a);
  });
});
