import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundle } from "../../scripts/bundle.mjs";

// What each CLI command loads before it starts (docs/BENCHMARKS.md, "Start-up"): the chunks its
// module imports statically, followed from the bundle's metafile. A command that needs no cluster
// and no GitHub must not pay for loading their clients.

const repo = fileURLToPath(new URL("../..", import.meta.url));
let work: string;
let dist: string;
let meta: Metafile;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "ks-bundle-layout-"));
  dist = join(work, "dist");
  meta = await bundle(dist);
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** The output whose entry point (or dynamically imported module) is `source`, or a file of package `source`. */
function outputOf(source: string): string {
  const found = Object.entries(meta.outputs).find(
    // A package's path is relative to the repository, or leads out of it (a linked node_modules).
    ([, o]) => o.entryPoint === source || `/${o.entryPoint ?? ""}`.includes(`/node_modules/${source}/`),
  );
  if (!found) throw new Error(`no output for ${source}`);
  return found[0];
}

/** The outputs loaded with `source` before its code runs: its chunk and what that imports statically. */
function loadedWith(source: string): { outputs: string[]; bytes: number; inputs: string[] } {
  const seen = new Set([outputOf(source)]);
  for (const output of seen)
    for (const imported of meta.outputs[output]?.imports ?? [])
      if (imported.kind === "import-statement" && meta.outputs[imported.path]) seen.add(imported.path);
  const outputs = [...seen];
  return {
    outputs,
    bytes: outputs.reduce((sum, o) => sum + (meta.outputs[o]?.bytes ?? 0), 0),
    inputs: outputs.flatMap((o) => Object.keys(meta.outputs[o]?.inputs ?? {})),
  };
}

/** The npm packages among `inputs` ("@scope/name" or "name"). */
function packagesOf(inputs: string[]): string[] {
  const names = inputs.map((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1]);
  return [...new Set(names.filter((name): name is string => name !== undefined))].sort();
}

/**
 * Libraries for talking to a cluster or to GitHub, for decrypting, CEL (readyExpr,
 * healthCheckExprs), semver ranges (`ref.semver`) and tar archives: imported where first used,
 * never up front by validate, build or diff.
 */
const NOT_UP_FRONT = [
  "@kubernetes/client-node",
  "undici",
  "@actions/github",
  "@actions/http-client",
  "@octokit/core",
  "openpgp",
  "age-encryption",
  "@marcbachmann/cel-js",
  "semver",
  "tar-stream",
];

describe("the CLI bundle", () => {
  it("reads the metafile (the checks below are not vacuous)", () => {
    expect(packagesOf(loadedWith("src/cli/publish.ts").inputs)).toContain("@actions/github");
    expect(packagesOf(loadedWith("src/cli/diff.ts").inputs)).toContain("js-yaml");
    // CEL has a chunk of its own, imported by the first expression compiled.
    expect(packagesOf(loadedWith("@marcbachmann/cel-js").inputs)).toContain("@marcbachmann/cel-js");
  });

  it("answers --help and usage errors from a small chunk that loads no library", () => {
    const help = loadedWith("src/cli/main.ts");
    expect(packagesOf(help.inputs)).toEqual([]);
    expect(help.bytes).toBeLessThan(40_000);
    // src/cli.ts imports the CLI's code only when it starts it (after the compile cache is set).
    expect(packagesOf(loadedWith("src/cli.ts").inputs)).toEqual([]);
  });

  it.each(["src/cli/validate.ts", "src/cli/build.ts", "src/cli/diff.ts"])(
    "%s loads no client, CEL, semver or tar library before it starts",
    (command) => {
      const loaded = packagesOf(loadedWith(command).inputs);
      expect(loaded.filter((name) => NOT_UP_FRONT.includes(name))).toEqual([]);
    },
  );

  it.each([
    ["src/cli/validate.ts", "src/reconcile/validate.ts"],
    ["src/cli/build.ts", "src/reconcile/build.ts"],
    ["src/cli/diff.ts", "src/reconcile/revisions.ts"],
  ])(
    "%s loads none of the code that only talks to a cluster: its client, health checks, the helm releaser, apply",
    (command, engine) => {
      const inputs = loadedWith(command).inputs;
      const clusterOnly = [
        "src/cluster/client.ts",
        "src/cluster/transport.ts",
        "src/health/wait.ts",
        "src/helm/install.ts",
        "src/apply/apply.ts",
        "src/reconcile/sync.ts",
      ];
      expect(inputs).toContain(engine);
      expect(inputs.filter((input) => clusterOnly.includes(input))).toEqual([]);
      // ajv-formats-draft2019's formats (no Flux schema names one) are evaluated on first use.
      expect(inputs.some((input) => input.startsWith("draft2019-formats-on-use:"))).toBe(true);
    },
  );

  it.each(["src/cli.ts", "src/cli/validate.ts", "src/cli/build.ts", "src/cli/diff.ts"])(
    "%s never changes V8's flags: node would compile its built-in modules anew (src/heap.ts)",
    (start) => {
      expect(loadedWith(start).inputs).not.toContain("src/heap.ts");
      // sync, plan and destroy set it once their modules are loaded.
      expect(loadedWith("src/cli/run.ts").inputs).not.toContain("src/heap.ts");
    },
  );

  it.each(["src/cli/validate.ts", "src/cli/build.ts", "src/cli/diff.ts"])(
    "%s loads node:https, node:tls and node:zlib when it first needs them (an https request, an archive)",
    async (command) => {
      const eager: string[] = [];
      for (const output of loadedWith(command).outputs) {
        const text = await readFile(resolve(repo, output), "utf8");
        for (const m of text.matchAll(/(?:from\s*|require\()["'](?:node:)?(https|tls|zlib)["']/g))
          eager.push(`${output}: ${m[0]}`);
      }
      expect(eager).toEqual([]);
    },
  );

  it("loads the GitHub client for publish only, not for the commands that talk to a cluster", () => {
    const loaded = packagesOf(loadedWith("src/cli/sync.ts").inputs);
    expect(loaded.filter((name) => name.startsWith("@actions/") || name === "undici")).toEqual([]);
  });

  it("imports node:http and node:https through require (an ESM import loads Node 24's undici)", async () => {
    const esmImports: string[] = [];
    for (const output of Object.keys(meta.outputs)) {
      // Output paths are relative to the repository (esbuild's working directory).
      const file = resolve(repo, output);
      const text = await readFile(file, "utf8");
      for (const m of text.matchAll(/^import\s[^;]*?from\s*["'](?:node:)?(https?)["'];?$/gm))
        esmImports.push(`${relative(dist, file)}: ${m[0]}`);
    }
    expect(Object.keys(meta.outputs).length).toBeGreaterThan(5);
    expect(esmImports).toEqual([]);
  });

  it("takes a CommonJS package imported on first use by its default export (esbuild names no other)", async () => {
    // A chunk made of a CommonJS package exports `default` alone: a named import of it is undefined.
    const defaultOnly = Object.entries(meta.outputs)
      .filter(([, o]) => o.exports.length === 1 && o.exports[0] === "default")
      .map(([path]) => path.split("/").pop()!);
    expect(defaultOnly.length).toBeGreaterThan(0);
    const named: string[] = [];
    for (const output of Object.keys(meta.outputs)) {
      const text = await readFile(resolve(repo, output), "utf8");
      for (const chunk of defaultOnly)
        for (const m of text.matchAll(
          new RegExp(`^.*import\\("\\./${chunk.replaceAll(".", "\\.")}"\\).*$`, "gm"),
        ))
          if (!/\{ default: \w+ \}|\)\)\.default\b/.test(m[0])) named.push(`${output}: ${m[0].trim()}`);
    }
    expect(named).toEqual([]);
  });
});
