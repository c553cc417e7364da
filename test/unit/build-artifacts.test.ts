// ExternalArtifacts built from ArtifactGenerator copy rules (issue 11, item 2), held to the cases
// of source-watcher's own builder tests (test/fixtures/discovery/artifact-copy/cases.yaml).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ArtifactGeneratorSpec, parseYaml } from "../../src/model/index.js";
import { ArtifactError } from "../../src/render/artifacts.js";
import { matchPath, matchSegment } from "../../src/render/glob.js";
import { ArtifactStore } from "../../src/render/index.js";

const FIXTURE = resolve(import.meta.dirname, "../fixtures/discovery/artifact-copy");

interface Case {
  name: string;
  sources: Record<string, string>;
  copy: Array<{ from: string; to: string; exclude?: string[]; optional?: boolean; strategy?: string }>;
  files?: Record<string, string>;
  error?: string;
}

const CASES = parseYaml(readFileSync(join(FIXTURE, "cases.yaml"), "utf8")) as Case[];

/** Every file under `dir` (relative path → content without the final newline). */
function files(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at)) {
      const full = join(at, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out[relative(dir, full)] = readFileSync(full, "utf8").replace(/\n$/, "");
    }
  };
  walk(dir);
  return out;
}

const stores: ArtifactStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.close();
});

function storeFor(c: Case): ArtifactStore {
  const generator: ArtifactGeneratorSpec = {
    name: "generator",
    namespace: "flux-system",
    sources: Object.keys(c.sources).map((alias) => ({
      alias,
      kind: "GitRepository",
      name: alias,
      namespace: "flux-system",
    })),
    artifacts: [
      {
        name: "artifact",
        copy: c.copy.map((rule) => ({
          from: rule.from,
          to: rule.to,
          exclude: rule.exclude ?? [],
          optional: rule.optional ?? false,
          strategy: rule.strategy ?? "Overwrite",
        })),
      },
    ],
    source: { file: "cases.yaml" },
  };
  const sources = Object.fromEntries(
    Object.entries(c.sources).map(([alias, dir]) => [alias, join(FIXTURE, "sources", dir)]),
  );
  const store = new ArtifactStore([generator], { root: FIXTURE, sources });
  stores.push(store);
  return store;
}

describe("ArtifactStore builds an ExternalArtifact as source-watcher does", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const store = storeFor(c);
    if (c.error) {
      const error = await store.artifact("flux-system", "artifact").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ArtifactError);
      expect((error as Error).message).toBe(
        `ExternalArtifact 'flux-system/artifact' (ArtifactGenerator/flux-system/generator): ${c.error}`,
      );
      return;
    }
    const artifact = await store.artifact("flux-system", "artifact");
    expect(files(artifact.dir)).toEqual(c.files ?? {});
    // Every file knows which file of the source it came from (for file:line in messages).
    for (const [copy, from] of artifact.copiedFrom) {
      expect(copy.startsWith(artifact.dir)).toBe(true);
      expect(from.startsWith(join(FIXTURE, "sources"))).toBe(true);
    }
  });

  it("builds each artifact once per run, and removes it when closed", async () => {
    const store = storeFor(CASES[0]!);
    const first = await store.artifact("flux-system", "artifact");
    expect(await store.artifact("flux-system", "artifact")).toBe(first);
    await store.close();
    expect(() => statSync(first.dir)).toThrow();
  });

  it("names the ExternalArtifact no generator builds", async () => {
    const store = storeFor(CASES[0]!);
    await expect(store.artifact("flux-system", "other")).rejects.toThrow(
      "ExternalArtifact 'flux-system/other' not found: no ArtifactGenerator in the repository builds it",
    );
  });

  it("refuses an OCIRepository source that is not mapped to a directory, saying how to map it", async () => {
    const store = new ArtifactStore(
      [
        {
          name: "generator",
          namespace: "apps",
          sources: [{ alias: "chart", kind: "OCIRepository", name: "podinfo", namespace: "apps" }],
          artifacts: [
            {
              name: "chart",
              copy: [
                { from: "@chart/**", to: "@artifact/", exclude: [], optional: false, strategy: "Overwrite" },
              ],
            },
          ],
          source: { file: "x.yaml" },
        },
      ],
      { root: FIXTURE },
    );
    stores.push(store);
    await expect(store.artifact("apps", "chart")).rejects.toThrow(
      "OCIRepository/apps/podinfo (source 'chart' of ArtifactGenerator/apps/generator) is not in this checkout: map it to a directory with sources: podinfo=DIR",
    );
  });
});

describe("glob matching (Go's path.Match for copy rules, doublestar for excludes)", () => {
  it.each([
    ["*.yaml", "app.yaml", true],
    ["*.yaml", ".hidden.yaml", true],
    ["**", "anything", true],
    ["app-?.yaml", "app-1.yaml", true],
    ["[a-c]*", "beta", true],
    ["[^a-c]*", "beta", false],
    ["{a,b}.yaml", "a.yaml", false],
  ])("segment %s matches %s: %s", (pattern, name, expected) => {
    expect(matchSegment(pattern, name)).toBe(expected);
  });

  it.each([
    ["**/*.md", "docs/deep/README.md", true],
    ["*.md", "README.md", true],
    ["deploy/**", "deploy/a/b.yaml", true],
    ["{a,b}/*.yaml", "b/x.yaml", true],
    ["*.yaml", "dir/x.yaml", false],
  ])("path %s matches %s: %s", (pattern, path, expected) => {
    expect(matchPath(pattern, path)).toBe(expected);
  });
});
