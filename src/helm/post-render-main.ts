// The process Helm starts as its post-renderer plugin (post-render-plugin.ts): bundled as
// dist/post-render.js; run from source through scripts/post-render-dev.mjs.
import { runPostRenderPlugin } from "./post-render-plugin.js";

process.exitCode = await runPostRenderPlugin(process.argv[2] ?? "");
