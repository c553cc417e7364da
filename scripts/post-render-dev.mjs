// Helm's post-renderer plugin run from source (the tests): node cannot load the TypeScript
// sources directly (their imports name `.js` files), so the plugin's code is bundled here with
// the settings of dist/ (scripts/bundle.mjs) beside the job file, then run. dist/post-render.js
// is the same code, bundled once.
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { bundleSources } from "./bundle.mjs";

const jobFile = process.argv[2] ?? "";
const outfile = join(dirname(jobFile), "post-render-dev.mjs");
await bundleSources({ "src/helm/post-render-plugin.ts": ["runPostRenderPlugin"] }, outfile);
const { runPostRenderPlugin } = await import(pathToFileURL(outfile).href);
process.exitCode = await runPostRenderPlugin(jobFile);
