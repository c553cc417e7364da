// Helm's post-renderer plugin run from source (the tests): node cannot load the TypeScript
// sources directly (their imports name `.js` files), so the plugin's code is bundled with the
// settings of dist/ (scripts/bundle.mjs), then run. dist/post-render.js is the same code, bundled
// once. Helm starts this process for every install and upgrade, and bundling takes ~170 ms
// against ~40 ms for running the bundle, so the bundle is kept in the temp directory under a
// digest of src/ and package-lock.json: it is rebuilt only when the code it is made of changes.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A digest of every file the bundle can be made of (its sources, the lock of its dependencies, the bundler's settings). */
function sourceDigest() {
  const hash = createHash("sha256");
  const files = readdirSync(join(repo, "src"), { recursive: true })
    .filter((file) => file.endsWith(".ts"))
    .sort();
  for (const file of [...files.map((f) => join("src", f)), "package-lock.json", "scripts/bundle.mjs"]) {
    hash.update(`${file}\0`);
    // Synchronous: one await per file made the digest cost twice as much.
    hash.update(readFileSync(join(repo, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

const bundled = join(tmpdir(), "kustomize-sync-post-render", `${sourceDigest()}.mjs`);
if (!existsSync(bundled)) {
  // Concurrent helm runs may bundle at once: each writes its own file and renames it into place.
  const partial = `${bundled}.${process.pid}.tmp.mjs`;
  // Loaded only here: esbuild alone costs a cached run ~40 ms.
  const { bundleSources } = await import("./bundle.mjs");
  await bundleSources({ "src/helm/post-render-plugin.ts": ["runPostRenderPlugin"] }, partial);
  await rename(partial, bundled);
}
const { runPostRenderPlugin } = await import(pathToFileURL(bundled).href);
process.exitCode = await runPostRenderPlugin(process.argv[2] ?? "");
