// Flux's post-render inside a real `helm upgrade`: Helm 4's `--post-renderer` names a plugin
// (type postrenderer/v1, runtime subprocess), not an executable. Each helm run gets a plugin in
// its private HELM_PLUGINS directory whose command is this project's own code (postRenderChain,
// the one `build` runs), started as `node <entry> <job file>`: Helm pipes the rendered stream to
// its stdin and installs what it prints. The job file says which release's chain to run.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type KubeObject, stringifyYaml } from "../model/index.js";
import { detectRenderer, type Renderer } from "../render/index.js";
import { isHook } from "./manifest-order.js";
import { type PostRenderedRelease, parseObjects, postRenderChain, yamlStream } from "./postrender.js";
import { HelmError } from "./types.js";

export const POST_RENDER_PLUGIN = "kustomize-sync-postrender";
/** The bundled entry (scripts/bundle.mjs) beside dist/index.js and dist/cli.js. */
const BUNDLED_ENTRY = "post-render.js";
/** Where the plugin leaves its one-line error: Helm reports only "plugin exited with error". */
const ERROR_FILE = "post-render-error.txt";

/** What one plugin run needs, written as JSON beside the plugin. */
export interface PostRenderJob {
  release: PostRenderedRelease;
  /** `app@1.2.3`, for messages. */
  chart: string;
  /** The kustomize (or kubectl) the run builds with. */
  kustomize: string;
  /** A private directory of this helm run: kustomizations go below it. */
  workDir: string;
}

/**
 * The command that runs post-render-main: the bundled dist/post-render.js when this code runs
 * from dist/ (index.js, cli.js or one of their chunks), else scripts/post-render-dev.mjs, which
 * bundles this module as dist/ does and runs it (tests run from source, where node cannot load
 * the `.ts` files).
 */
export function postRenderCommand(): { command: string; args: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith(".ts")) {
    const repo = join(dirname(here), "..", "..");
    return { command: process.execPath, args: [join(repo, "scripts/post-render-dev.mjs")] };
  }
  const entry = [dirname(here), dirname(dirname(here))]
    .map((dir) => join(dir, BUNDLED_ENTRY))
    .find((file) => existsSync(file));
  if (!entry)
    throw new HelmError(`${BUNDLED_ENTRY} is missing beside ${here}: rebuild with scripts/bundle.mjs`);
  return { command: process.execPath, args: [entry] };
}

/**
 * Writes the plugin and its job into `pluginsDir` (helm's HELM_PLUGINS) and returns the helm
 * arguments that use it.
 */
export async function installPostRenderPlugin(pluginsDir: string, job: PostRenderJob): Promise<string[]> {
  const dir = join(pluginsDir, POST_RENDER_PLUGIN);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await mkdir(job.workDir, { recursive: true, mode: 0o700 });
  const jobFile = join(dir, "job.json");
  await writeFile(jobFile, JSON.stringify(job), { mode: 0o600 });
  const { command, args } = postRenderCommand();
  await writeFile(
    join(dir, "plugin.yaml"),
    stringifyYaml({
      apiVersion: "v1",
      name: POST_RENDER_PLUGIN,
      type: "postrenderer/v1",
      runtime: "subprocess",
      version: "0.1.0",
      runtimeConfig: { platformCommand: [{ command, args: [...args, jobFile] }] },
    }),
  );
  return ["--post-renderer", POST_RENDER_PLUGIN];
}

/** The plugin's error of the last run in `pluginsDir`, if it left one. */
export async function postRenderError(pluginsDir: string): Promise<string | undefined> {
  const text = await readFile(join(pluginsDir, POST_RENDER_PLUGIN, ERROR_FILE), "utf8").catch(() => "");
  return text.trim() || undefined;
}

/**
 * The chain over Helm's stream. Helm (CLI) always hands hooks and templates over as one stream
 * (helm-controller's default `combined`); the other strategies are split here by the hook
 * annotation, as helm-controller's Helm SDK does: `separate` runs the chain per group, `nohooks`
 * leaves hooks as rendered.
 */
export async function postRenderForHelm(input: string, job: PostRenderJob): Promise<string> {
  const objects = parseObjects(input).map(({ object }) => object);
  // kustomize is looked up (`kustomize version`) only when a postRenderers entry needs it.
  let renderer: Promise<Renderer> | undefined;
  const kustomize: Renderer = {
    kind: "kustomize",
    command: job.kustomize,
    version: "",
    build: async (dir, buildOptions) => {
      renderer ??= detectRenderer(job.kustomize);
      return (await renderer).build(dir, buildOptions);
    },
  };
  const options = {
    chart: job.chart,
    kustomize,
    workDir: job.workDir,
    home: join(job.workDir, "home"),
  };
  const chain = (stream: KubeObject[]) =>
    stream.length > 0 ? postRenderChain(stream, job.release, options) : Promise.resolve([]);
  const strategy = job.release.postRenderStrategy ?? "combined";
  if (strategy === "combined") return yamlStream(await chain(objects));
  const hooks = objects.filter(isHook);
  const manifests = objects.filter((object) => !isHook(object));
  const renderedHooks = strategy === "separate" ? await chain(hooks) : hooks;
  return yamlStream([...renderedHooks, ...(await chain(manifests))]);
}

/** The plugin process: stdin → chain → stdout; on failure one line in the error file and exit 1. */
export async function runPostRenderPlugin(jobFile: string): Promise<number> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  try {
    const job = JSON.parse(await readFile(jobFile, "utf8")) as PostRenderJob;
    process.stdout.write(await postRenderForHelm(Buffer.concat(chunks).toString("utf8"), job));
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeFile(join(dirname(jobFile), ERROR_FILE), message, { mode: 0o600 }).catch(() => undefined);
    process.stderr.write(`${message}\n`);
    return 1;
  }
}
