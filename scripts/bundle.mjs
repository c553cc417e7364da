// Bundles the action entry (dist/index.js), the CLI (dist/cli.js) and Helm's post-renderer plugin
// (dist/post-render.js) with esbuild.
// ESM output, because @actions/* ship ESM only; the banner gives bundled CommonJS dependencies
// the `require` they expect. Output is deterministic so CI can compare a fresh build with the
// committed dist/.
import { readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * client-node's config.js imports undici and the generated API clients only for its own API
 * clients (`makeApiClient`, `applySecurityAuthentication`), which kustomize-sync never uses: its
 * transport takes TLS and credentials from `applyToHTTPSOptions`. Leaving them out of the bundle
 * makes the chunk 6× smaller and every command that connects ~60 ms faster to start; a call that
 * would need them fails loudly instead of silently.
 */
const clientNodeWithoutApiClients = {
  name: "client-node-without-api-clients",
  setup(build) {
    build.onResolve({ filter: /^(undici|\.\/gen\/index\.js)$/ }, (args) =>
      /@kubernetes[\\/]client-node[\\/]dist[\\/]config\.js$/.test(args.importer)
        ? { path: args.path, namespace: "not-bundled" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "not-bundled" }, (args) => ({
      contents: [
        `const missing = () => { throw new Error(${JSON.stringify(`${args.path} is not bundled with kustomize-sync`)}); };`,
        "export const Agent = missing, ProxyAgent = missing, ServerConfiguration = missing, createConfiguration = missing;",
      ].join("\n"),
    }));
  },
};

/**
 * Node 24 gives `node:http` lazy getters (WebSocket, CloseEvent, ...) backed by its own copy of
 * undici. An ESM `import` of a built-in builds a facade that reads every export, so it loads that
 * undici: 60-90 ms on every run that imports node:http (0 on Node 20), paid by validate and diff
 * that never open a connection. `require` builds no facade: imports of node:http and node:https
 * become a module that requires them (the banner's `require`). The named exports are the ones the
 * bundle uses; a new one fails the build ("No matching export"), it never comes out undefined.
 */
const NODE_HTTP_EXPORTS = {
  http: [
    "Agent",
    "ClientRequest",
    "IncomingMessage",
    "OutgoingMessage",
    "Server",
    "ServerResponse",
    "STATUS_CODES",
    "METHODS",
    "createServer",
    "get",
    "request",
  ],
  https: ["Agent", "Server", "createServer", "get", "request"],
};
const nodeHttpThroughRequire = {
  name: "node-http-through-require",
  setup(build) {
    build.onResolve({ filter: /^(node:)?https?$/ }, (args) =>
      args.kind === "import-statement" || args.kind === "dynamic-import"
        ? { path: args.path.replace(/^node:/, ""), namespace: "node-http-through-require" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "node-http-through-require" }, (args) => ({
      contents: [
        `const builtin = require("node:${args.path}");`,
        "export default builtin;",
        `export const { ${NODE_HTTP_EXPORTS[args.path].join(", ")} } = builtin;`,
      ].join("\n"),
    }));
  },
};

/**
 * @kubernetes-models/validate spreads ajv-formats-draft2019's formats (iri, idn-email, duration,
 * ...) into its format table, which evaluates them, and with them uri-js, punycode and
 * smtp-address-parser's nearley grammar, on every start (~5 ms). No schema kustomize-sync
 * validates names one (Flux's use date-time, int and quantity): each is bundled as before but
 * evaluated on its first use. The names are read from the package's index, so a format it adds
 * is never missing from the table.
 */
const draft2019FormatsOnUse = {
  name: "draft2019-formats-on-use",
  setup(build) {
    const index = createRequire(import.meta.url).resolve("ajv-formats-draft2019/formats/index.js");
    // The path is the package's, not this checkout's: the bundle names it, and must not differ by checkout.
    build.onResolve({ filter: /^ajv-formats-draft2019\/formats(\/index(\.js)?)?$/ }, () => ({
      path: "ajv-formats-draft2019/formats/index.js",
      namespace: "draft2019-formats-on-use",
    }));
    build.onLoad({ filter: /.*/, namespace: "draft2019-formats-on-use" }, () => {
      const names = [
        ...readFileSync(index, "utf8").matchAll(/module\.exports(?:\.(\w+)|\[['"]([\w-]+)['"]\])\s*=/g),
      ].map((m) => m[1] ?? m[2]);
      if (names.length === 0) throw new Error(`no formats found in ${index}`);
      return {
        resolveDir: dirname(index),
        loader: "js",
        contents: [
          `const formats = () => require(${JSON.stringify(index)});`,
          "const onUse = (name) => (value) => {",
          "  const format = formats()[name];",
          "  return format instanceof RegExp ? format.test(value) : format(value);",
          "};",
          `module.exports = { ${names.map((name) => `${JSON.stringify(name)}: onUse(${JSON.stringify(name)})`).join(", ")} };`,
        ].join("\n"),
      };
    });
  },
};

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
  plugins: [clientNodeWithoutApiClients, nodeHttpThroughRequire, draft2019FormatsOnUse],
  banner: {
    js: [
      "import { createRequire as __ksCreateRequire } from 'node:module';",
      "const require = __ksCreateRequire(import.meta.url);",
    ].join("\n"),
  },
};

/** Returns esbuild's metafile of the action and CLI build: which chunk holds which module, and which chunks each loads (test/unit/bundle-layout.test.ts). */
export async function bundle(outdir = join(repo, "dist")) {
  rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    ...COMMON,
    entryPoints: { index: "src/index.ts", cli: "src/cli.ts" },
    outdir,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    metafile: true,
  });
  // The process Helm starts as the post-renderer plugin of every install and upgrade
  // (src/helm/post-render-plugin.ts), bundled on its own: sharing chunks with the CLI made it load
  // 375 kB instead of the 153 kB it needs (js-yaml and the chain), ~10 ms more per helm call.
  await build({ ...COMMON, entryPoints: { "post-render": "src/helm/post-render-main.ts" }, outdir });
  return metafile;
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
