// Bundles the action entry (dist/index.js) and the CLI (dist/cli.js) with esbuild.
// ESM output, because @actions/* ship ESM only; the banner gives bundled CommonJS dependencies
// the `require` they expect. Output is deterministic so CI can compare a fresh build with the
// committed dist/.
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");

const COMMON = {
  absWorkingDir: repo,
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  minify: false,
  legalComments: "none",
  sourcemap: false,
  logLevel: "warning",
  // ajv-formats-draft2019 (Flux schema validation) requires Node's deprecated built-in punycode,
  // which prints DEP0040 on every run: bundle the npm package of the same code instead.
  alias: { punycode: "punycode/" },
  banner: {
    js: [
      "import { createRequire as __ksCreateRequire } from 'node:module';",
      "const require = __ksCreateRequire(import.meta.url);",
    ].join("\n"),
  },
};

export async function bundle(outdir = join(repo, "dist")) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...COMMON,
    entryPoints: { index: "src/index.ts", cli: "src/cli.ts" },
    outdir,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
  });
}

/**
 * Bundles named exports of engine modules into one ESM file, so a benchmark can time one stage
 * (loading, rendering, health) directly: `bundleSources({ "src/graph/index.ts": ["planGraph"] }, out)`.
 */
export async function bundleSources(exportsByModule, outfile) {
  const contents = Object.entries(exportsByModule)
    .map(([module, names]) => `export { ${names.join(", ")} } from ${JSON.stringify(join(repo, module))};`)
    .join("\n");
  await build({
    ...COMMON,
    stdin: { contents, resolveDir: repo, sourcefile: "entry.ts", loader: "ts" },
    outfile,
  });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundle();
