import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { basename, delimiter, isAbsolute, join } from "node:path";
import { promisify } from "node:util";
import { rememberedAnswer } from "../model/index.js";
import { childEnvironment } from "./environment.js";

const run = promisify(execFile);

/** Large renders (thousands of objects) easily exceed Node's 1 MiB default. */
const MAX_OUTPUT = 512 * 1024 * 1024;

export const INSTALL_HINT =
  "install kustomize (https://kubectl.docs.kubernetes.io/installation/kustomize/) or kubectl (which embeds it)";

/** A kustomize binary: `kustomize build` or `kubectl kustomize`. Stateless; share one per run. */
export interface Renderer {
  /** "kustomize" or "kubectl". */
  kind: "kustomize" | "kubectl";
  /** Path of the executable. */
  command: string;
  /** kustomize version, e.g. "v5.5.0" (for kubectl: the kustomize it embeds). */
  version: string;
  /**
   * Runs the build in `dir` and returns kustomize's YAML output; rejects with KustomizeError.
   * kustomize sees only PATH, the locale, and `home` as HOME and TMPDIR (see childEnvironment).
   */
  build(dir: string, options?: { signal?: AbortSignal; home?: string }): Promise<string>;
}

/** kustomize's own error text (already trimmed of logging prefixes and stack traces). */
export class KustomizeError extends Error {
  override name = "KustomizeError";
}

/** Whether `file` may be executed by us. */
export async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on PATH, as a shell finds it. */
export async function which(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** Unquotes a Go `%q` string (klog writes err="..."); JSON covers everything but \x and \a. */
function unquoteGo(quoted: string): string {
  try {
    return JSON.parse(
      quoted
        .replace(/\\x([0-9a-fA-F]{2})/g, "\\u00$1")
        .replace(/\\a/g, "\\u0007")
        .replace(/\\v/g, "\\u000b"),
    ) as string;
  } catch {
    return quoted.slice(1, -1);
  }
}

/**
 * Extracts kustomize's message from stderr. kubectl logs through klog:
 * `E1122 01:46:37 run.go:72] "command failed" err="..."` or a multi-line `err=<\n\t...\n >`;
 * standalone kustomize prints `Error: ...` followed by usage text.
 */
export function kustomizeMessage(stderr: string): string {
  const quoted = /err=("(?:[^"\\]|\\.)*")/.exec(stderr);
  if (quoted) return unquoteGo(quoted[1]!).trim();
  const block = /err=<\n([\s\S]*?)\n\s*>/.exec(stderr);
  if (block)
    return block[1]!
      .split("\n")
      .map((line) => line.replace(/^\t/, ""))
      .join("\n")
      .trim();
  const error = /^Error: (.*)$/m.exec(stderr);
  if (error) return error[1]!.trim();
  return stderr
    .split("\n")
    .filter((line) => !/^\s*(Usage:|Flags:|-)/.test(line))
    .join("\n")
    .trim();
}

async function kustomizeVersion(
  kind: Renderer["kind"],
  command: string,
  versions: string | undefined,
): Promise<string> {
  return rememberedAnswer(versions, command, [kind, "version"], () => askKustomizeVersion(kind, command));
}

async function askKustomizeVersion(kind: Renderer["kind"], command: string): Promise<string> {
  if (kind === "kubectl") {
    const { stdout } = await run(command, ["version", "--client", "-o", "json"], {
      maxBuffer: MAX_OUTPUT,
      env: childEnvironment(),
    });
    const parsed = JSON.parse(stdout) as { kustomizeVersion?: string };
    return parsed.kustomizeVersion ?? "unknown";
  }
  const { stdout } = await run(command, ["version"], { maxBuffer: MAX_OUTPUT, env: childEnvironment() });
  // "v5.5.0" (v5) or "{Version:kustomize/v4.5.7 GitCommit:...}" (v4)
  const match = /v\d+\.\d+\.\d+[^\s}]*/.exec(stdout);
  return match ? match[0] : stdout.trim();
}

function makeRenderer(kind: Renderer["kind"], command: string, version: string): Renderer {
  // Flux builds with LoadRestrictionsNone: bases and files outside the kustomization root
  // (but inside the source) are allowed. Without the flag, kustomize rejects `../` files. What
  // "inside the source" means is enforced before every build (see confine.ts).
  const args =
    kind === "kubectl"
      ? ["kustomize", "--load-restrictor", "LoadRestrictionsNone"]
      : ["build", "--load-restrictor", "LoadRestrictionsNone"];
  return {
    kind,
    command,
    version,
    async build(dir: string, options: { signal?: AbortSignal; home?: string } = {}): Promise<string> {
      try {
        const { stdout } = await run(command, [...args, dir], {
          maxBuffer: MAX_OUTPUT,
          env: childEnvironment(options.home),
          ...(options.signal ? { signal: options.signal } : {}),
        });
        return stdout;
      } catch (error) {
        const e = error as { stderr?: string; message: string; code?: string | number; name?: string };
        if (e.name === "AbortError" || options.signal?.aborted) {
          const reason = options.signal?.reason;
          throw new KustomizeError(
            `${kind === "kubectl" ? "kubectl kustomize" : "kustomize build"} was stopped: ${reason instanceof Error ? reason.message : String(reason ?? "aborted")}`,
          );
        }
        if (e.code === "ENOENT") throw new KustomizeError(`${command} not found: ${INSTALL_HINT}`);
        throw new KustomizeError(kustomizeMessage(e.stderr || e.message));
      }
    },
  };
}

/**
 * Finds the kustomize to build with: `kustomize` on PATH, else `kubectl kustomize`.
 * `preferred` is "kustomize", "kubectl", or the path of either binary.
 */
export async function detectRenderer(
  preferred?: string,
  /** Where versions asked once are kept (model/walk-index.ts rememberedAnswer). */
  versions?: string,
): Promise<Renderer> {
  const candidates: Array<{ kind: Renderer["kind"]; command: string | undefined }> = [];
  if (preferred && (isAbsolute(preferred) || preferred.includes("/"))) {
    if (!(await isExecutable(preferred)))
      throw new Error(`kustomize renderer ${preferred} is not executable`);
    const kind = basename(preferred).startsWith("kubectl") ? "kubectl" : "kustomize";
    candidates.push({ kind, command: preferred });
  } else if (preferred === "kustomize" || preferred === "kubectl") {
    const command = await which(preferred);
    if (!command) throw new Error(`${preferred} was requested but is not on PATH: ${INSTALL_HINT}`);
    candidates.push({ kind: preferred, command });
  } else if (preferred) {
    throw new Error(`unknown renderer ${JSON.stringify(preferred)}: use "kustomize", "kubectl" or a path`);
  } else {
    candidates.push({ kind: "kustomize", command: await which("kustomize") });
    candidates.push({ kind: "kubectl", command: await which("kubectl") });
  }
  for (const { kind, command } of candidates) {
    if (!command) continue;
    const version = await kustomizeVersion(kind, command, versions);
    return makeRenderer(kind, command, version);
  }
  throw new Error(`neither kustomize nor kubectl is on PATH: ${INSTALL_HINT}`);
}
