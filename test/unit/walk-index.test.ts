// Walks kept across runs (model/walk-index.ts): an answer is taken from the index only while every
// path its walk looked at has the stamp it had, a walk of paths changed just before it is not
// kept, and the read sets and reach answers it keeps are the ones a walk gives; a tool's version is
// asked once per executable; the digests of a render's files are kept the same way.
import { cp, mkdtemp, readdir, rm, symlink, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadKustomizations } from "../../src/config/load.js";
import { mayRenderDefinitions } from "../../src/config/reach.js";
import { type KustomizationSpec, rememberedAnswer, WalkIndex, WalkIndexes } from "../../src/model/index.js";
import { readSetOf } from "../../src/render/reads.js";
import { kustomizationSpec } from "../support/spec.js";

const FLEET = resolve(import.meta.dirname, "../fixtures/diff/fleet");

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "ks-walk-index-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A time after which the files written so far count as settled (not racy). */
const settled = () => Date.now() + 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a walk index", () => {
  it("answers while every stamp holds, and forgets an entry whose file changed", async () => {
    const file = join(dir, "a.yaml");
    await writeFile(file, "a: 1\n");
    const index = WalkIndex.open(join(dir, "index-1.json"), "v1");
    index.put("k", { found: true }, [file, join(dir, "absent.yaml")], settled());
    expect(index.get("k")).toEqual({ found: true });
    await sleep(20);
    await writeFile(file, "a: 2\n");
    const later = WalkIndex.open(join(dir, "index-1.json"), "v1");
    expect(later.get("k")).toBeUndefined();
  });

  it("forgets an entry when a path that was absent appears, or a listed directory gains an entry", async () => {
    const sub = join(dir, "listed");
    await cp(join(FLEET, "apps", "base"), sub, { recursive: true });
    const index = WalkIndex.open(join(dir, "index-2.json"), "v1");
    index.put("absent", 1, [join(dir, "later.yaml")], settled());
    index.put("listing", 2, [sub], settled());
    index.save();
    await writeFile(join(dir, "later.yaml"), "x: 1\n");
    await writeFile(join(sub, "new.yaml"), "x: 1\n");
    const again = WalkIndex.open(join(dir, "index-2.json"), "v1");
    expect(again.get("absent")).toBeUndefined();
    expect(again.get("listing")).toBeUndefined();
  });

  it("sees a link pointed elsewhere, and a change in what a link leads to", async () => {
    await writeFile(join(dir, "one.yaml"), "one: 1\n");
    await writeFile(join(dir, "two.yaml"), "two: 2\n");
    const link = join(dir, "link.yaml");
    await symlink("one.yaml", link);
    const index = WalkIndex.open(join(dir, "index-3.json"), "v1");
    index.put("k", "one", [link], settled());
    index.save();
    await unlink(link);
    await symlink("two.yaml", link);
    expect(WalkIndex.open(join(dir, "index-3.json"), "v1").get("k")).toBeUndefined();

    index.put("k", "two", [link], settled());
    index.save();
    expect(WalkIndex.open(join(dir, "index-3.json"), "v1").get("k")).toBe("two");
    await sleep(20);
    await writeFile(join(dir, "two.yaml"), "two: 3\n");
    expect(WalkIndex.open(join(dir, "index-3.json"), "v1").get("k")).toBeUndefined();
  });

  it("keeps no walk of a path changed shortly before it began (racy), and nothing from another engine", async () => {
    await writeFile(join(dir, "fresh.yaml"), "fresh: 1\n");
    const index = WalkIndex.open(join(dir, "index-4.json"), "v1");
    index.put("racy", 1, [join(dir, "fresh.yaml")], Date.now());
    expect(index.get("racy")).toBeUndefined();
    index.put("settled", 2, [join(dir, "fresh.yaml")], settled());
    index.save();
    expect(WalkIndex.open(join(dir, "index-4.json"), "v1").get("settled")).toBe(2);
    expect(WalkIndex.open(join(dir, "index-4.json"), "v2").get("settled")).toBeUndefined();
    await writeFile(join(dir, "index-5.json"), "{not json");
    expect(WalkIndex.open(join(dir, "index-5.json"), "v1").get("settled")).toBeUndefined();
    expect((await readdir(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});

function spec(path: string, components: string[] = []): KustomizationSpec {
  return kustomizationSpec({ path, components });
}

describe("the walks kept for a repository", () => {
  it("give the read sets and reach answers a walk gives, and walk again after an edit", async () => {
    const repo = join(dir, "fleet");
    await cp(FLEET, repo, { recursive: true });
    const tool = join(dir, "kustomize");
    await writeFile(tool, "v1");
    // Written just now: a walk of them is racy until the file system's clock has moved on.
    await sleep(2_100);

    // A tool's version is asked once, and again when the executable changes.
    let asked = 0;
    const ask = async () => `v${++asked}`;
    const tools = join(dir, "tools");
    expect(await rememberedAnswer(tools, tool, ["version"], ask)).toBe("v1");
    expect(await rememberedAnswer(tools, tool, ["version"], ask)).toBe("v1");
    expect(await rememberedAnswer(undefined, tool, ["version"], ask)).toBe("v2");
    await writeFile(tool, "v2");
    expect(await rememberedAnswer(tools, tool, ["version"], ask)).toBe("v3");
    expect(asked).toBe(3);
    const cacheDir = join(dir, "walks");
    const specs = [spec("./apps/app-13"), spec("./apps/app-01"), spec("./clusters/prod")];
    const walked = await Promise.all(specs.map((s) => readSetOf(s, repo)));
    const reach = await mayRenderDefinitions(join(repo, "clusters/prod"), repo);

    const first = new WalkIndexes(cacheDir, "v1");
    expect(await Promise.all(specs.map((s) => readSetOf(s, repo, first)))).toEqual(walked);
    expect(await mayRenderDefinitions(join(repo, "clusters/prod"), repo, first.of(repo))).toBe(reach);
    expect(first.counts()).toEqual({ found: 0, kept: 4 });
    first.save();

    const second = new WalkIndexes(cacheDir, "v1");
    expect(await Promise.all(specs.map((s) => readSetOf(s, repo, second)))).toEqual(walked);
    expect(await mayRenderDefinitions(join(repo, "clusters/prod"), repo, second.of(repo))).toBe(reach);
    expect(second.counts()).toEqual({ found: 4, kept: 0 });

    // The digests of a render's files are kept too (render-cache.ts): another process takes them
    // while their stamps hold, as git's index keeps object ids, and digests an edited file anew.
    const digestsDir = join(dir, "walks-digests");
    const inputs = {
      spec: specs[0]!,
      renderer: { kind: "kustomize" as const, version: "v5.8.1", command: "kustomize" },
    };
    const digestOf = async (indexes: WalkIndexes) => {
      vi.resetModules(); // a process of its own: no digest remembered in memory
      const { renderDigest } = await import("../../src/render/render-cache.js");
      return renderDigest(repo, walked[0]!, inputs, indexes.of(repo));
    };
    const made = new WalkIndexes(digestsDir, "v1");
    const digest = await digestOf(made);
    expect(made.counts().kept).toBeGreaterThan(0);
    made.save();
    const taken = new WalkIndexes(digestsDir, "v1");
    expect(await digestOf(taken)).toBe(digest);
    expect(taken.counts()).toEqual({ found: made.counts().kept, kept: 0 });

    // A new resource in app-13's kustomization: its read set grows, and is walked again.
    const kustomization = join(repo, "apps/app-13/kustomization.yaml");
    const { readFile } = await import("node:fs/promises");
    await writeFile(kustomization, `${await readFile(kustomization, "utf8")}\n# edited\n`);
    const third = new WalkIndexes(cacheDir, "v1");
    expect(await readSetOf(specs[0]!, repo, third)).toEqual(walked[0]);
    expect(third.counts()).toEqual({ found: 0, kept: 0 });
    const edited = new WalkIndexes(digestsDir, "v1");
    expect(await digestOf(edited)).not.toBe(digest);
  }, 30_000);

  it("keep the walk of the definitions path: the same definitions, and a walk again after an edit", async () => {
    const repo = join(dir, "fleet-definitions");
    await cp(FLEET, repo, { recursive: true });
    await sleep(2_100);
    const names = async (walks?: WalkIndexes) => {
      const loaded = await loadKustomizations({ root: repo, path: "clusters", ...(walks ? { walks } : {}) });
      return { names: loaded.kustomizations.map((k) => k.name), problems: loaded.problems };
    };
    const plain = await names();
    expect(plain.names.length).toBeGreaterThan(10);
    const cacheDir = join(dir, "walks-definitions");
    const first = new WalkIndexes(cacheDir, "v1");
    expect(await names(first)).toEqual(plain);
    expect(first.counts().kept).toBeGreaterThan(0);
    first.save();
    // Taken whole: the walk, and the files that define nothing left unread.
    const second = new WalkIndexes(cacheDir, "v1");
    expect(await names(second)).toEqual(plain);
    expect(second.counts()).toEqual({ found: first.counts().kept, kept: 0 });

    // A file that defined nothing now defines a Kustomization; a new file in a listed directory.
    const definition = (name: string) =>
      `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: ${name}\n  namespace: flux-system\nspec:\n  interval: 10m\n  path: ./apps/app-01\n  prune: true\n  sourceRef:\n    kind: GitRepository\n    name: flux-system\n`;
    await writeFile(join(repo, "clusters/prod/notes.yaml"), "note: nothing here\n");
    await sleep(2_100);
    const third = new WalkIndexes(cacheDir, "v1");
    expect((await names(third)).names).toEqual(plain.names);
    third.save();
    await writeFile(join(repo, "clusters/prod/notes.yaml"), definition("from-notes"));
    const fourth = new WalkIndexes(cacheDir, "v1");
    expect((await names(fourth)).names.sort()).toEqual([...plain.names, "from-notes"].sort());
    await writeFile(join(repo, "clusters/prod/apps/zz-new.yaml"), definition("zz-new"));
    const fifth = new WalkIndexes(cacheDir, "v1");
    expect((await names(fifth)).names).toContain("zz-new");
  }, 30_000);
});
