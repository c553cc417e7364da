import { execFile } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { isAbsolute, join } from "node:path";
import { promisify } from "node:util";
import { oneLine, rememberedAnswer, Semaphore } from "../model/index.js";
import { childEnvironment, isExecutable, which } from "../render/index.js";
import { renderMessages } from "./messages.js";
import { HelmError } from "./types.js";

const run = promisify(execFile);

/** Large charts render megabytes; Node's default 1 MiB buffer is not enough. */
const MAX_OUTPUT = 512 * 1024 * 1024;

/** The helm binary a run renders with. Stateless; share one per run. */
export interface Helm {
  /** Path of the executable. */
  command: string;
  /** e.g. "v4.2.4". */
  version: string;
  /**
   * Runs helm with `args` and returns its standard output; rejects with a HelmError holding Helm's
   * message in one line. helm sees only PATH, the locale, and `home` (see helmEnvironment).
   */
  run(args: readonly string[], options: { home: string; signal?: AbortSignal }): Promise<string>;
}

/**
 * What helm may see of our environment: childEnvironment's (PATH and the locale, HOME and TMPDIR
 * in a private directory), and every directory Helm reads configuration, plugins, credentials or
 * caches from pointed inside that directory, so a HELM_* variable or a ~/.config/helm of the runner
 * (registry logins, repositories, post-renderer plugins) can never change a render. KUBECONFIG
 * names a file that does not exist: `helm template` must not reach any cluster.
 */
export function helmEnvironment(home: string): NodeJS.ProcessEnv {
  const env = childEnvironment(home);
  env.HELM_CACHE_HOME = join(home, "cache");
  env.HELM_CONFIG_HOME = join(home, "config");
  env.HELM_DATA_HOME = join(home, "data");
  env.HELM_PLUGINS = join(home, "plugins");
  env.HELM_CONTENT_CACHE = join(home, "cache", "content");
  env.HELM_REGISTRY_CONFIG = join(home, "config", "registry", "config.json");
  env.HELM_REPOSITORY_CACHE = join(home, "cache", "repository");
  env.HELM_REPOSITORY_CONFIG = join(home, "config", "repositories.yaml");
  env.KUBECONFIG = join(home, "no-kubeconfig");
  env.NO_COLOR = "1";
  return env;
}

/**
 * Helm's message from its standard error, in one line: the text after `Error: ` (Helm prints
 * warnings and log lines before it), without the `Use --debug flag…` advice that follows a
 * template error. A Go panic is reduced to its first line: the goroutine dump helps nobody who
 * wrote a chart.
 */
export function helmMessage(stderr: string): string {
  const at = stderr.search(/^Error: /m);
  if (at < 0) {
    const panic = /^panic: (.*)$/m.exec(stderr);
    if (panic) return `helm panicked: ${panic[1]!.trim()}`;
  }
  const text = at < 0 ? stderr : stderr.slice(at + "Error: ".length);
  return oneLine(
    text
      .split("\n")
      .filter((line) => !/^Use --debug flag/.test(line.trim()))
      .join("\n"),
  );
}

/** The major version of a `helm version` string ("v4.2.4", "v3.21.0", "v4-unknown"). */
export function helmMajor(version: string): number | undefined {
  const match = /^v?(\d+)/.exec(version.trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * helm processes of one run at once (the HelmReleases of a Kustomization render together, and
 * Kustomizations --concurrency at a time). A render is CPU-bound in helm (Go start-up, templates):
 * more processes than cores only queue for them, each holding its memory (~60 MB), and every spawn
 * blocks Node longer until its child is scheduled, while the outputs arrive all at the end
 * instead of one by one, to be parsed and post-rendered while the next helm runs.
 */
const HELM_CONCURRENCY = availableParallelism();

function makeHelm(command: string, version: string): Helm {
  const slots = new Semaphore(HELM_CONCURRENCY);
  return {
    command,
    version,
    async run(args, options) {
      await mkdir(options.home, { recursive: true, mode: 0o700 });
      try {
        const { stdout } = await slots.run(() =>
          run(command, [...args], {
            maxBuffer: MAX_OUTPUT,
            env: helmEnvironment(options.home),
            cwd: options.home,
            ...(options.signal ? { signal: options.signal } : {}),
          }),
        );
        return stdout;
      } catch (error) {
        const e = error as { stderr?: string; message: string; code?: string | number; name?: string };
        if (e.name === "AbortError" || options.signal?.aborted) {
          const reason = options.signal?.reason;
          throw new HelmError(
            renderMessages.helmStopped(
              args[0] ?? "",
              reason instanceof Error ? reason.message : String(reason ?? "aborted"),
            ),
          );
        }
        if (e.code === "ENOENT") throw new HelmError(renderMessages.helmNotFound(command));
        throw new HelmError(helmMessage(e.stderr || e.message));
      }
    },
  };
}

/**
 * Finds the helm to render with: `path` when given (`--helm PATH`), else `helm` on PATH. Helm 4
 * is required: helm-controller v1.5+ renders with the Helm 4 SDK, and Helm 3 differs where it
 * shows (hooks are not post-rendered, the default Kubernetes version of `.Capabilities`).
 */
export async function detectHelm(
  path?: string,
  /** Where versions asked once are kept (model/walk-index.ts rememberedAnswer). */
  versions?: string,
): Promise<Helm> {
  let command: string | undefined;
  if (path) {
    if (!(isAbsolute(path) || path.includes("/"))) command = await which(path);
    else if (await isExecutable(path)) command = path;
    if (!command) throw new HelmError(renderMessages.helmNotExecutable(path));
  } else {
    command = await which("helm");
    if (!command) throw new HelmError(renderMessages.helmNotOnPath());
  }
  let version: string;
  try {
    const found = command;
    version = await rememberedAnswer(versions, found, ["version"], async () => {
      const { stdout } = await run(found, ["version", "--template", "{{.Version}}"], {
        maxBuffer: MAX_OUTPUT,
        env: childEnvironment(),
      });
      return stdout.trim();
    });
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new HelmError(renderMessages.helmVersionUnreadable(command, helmMessage(e.stderr || e.message)));
  }
  const major = helmMajor(version);
  if (major === undefined || major < 4) throw new HelmError(renderMessages.helmTooOld(command, version));
  return makeHelm(command, version);
}
