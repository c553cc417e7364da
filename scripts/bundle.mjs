// Bundles the action entry (dist/index.js) and the CLI (dist/cli.js) with esbuild.
// ESM output, because @actions/* and @kubernetes/client-node ship ESM only; the banner gives
// bundled CommonJS dependencies the `require` they expect. Output is deterministic so CI can
// compare a fresh build with the committed dist/.
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");

export async function bundle(outdir = join(repo, "dist")) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: repo,
    entryPoints: { index: "src/index.ts", cli: "src/cli.ts" },
    outdir,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    minify: false,
    legalComments: "none",
    sourcemap: false,
    logLevel: "warning",
    banner: {
      js: [
        "import { createRequire as __ksCreateRequire } from 'node:module';",
        "const require = __ksCreateRequire(import.meta.url);",
      ].join("\n"),
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundle();
