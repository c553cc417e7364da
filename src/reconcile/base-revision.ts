// The git half of `diff --base`: the base commit resolved, its tree written, what changed since it
// and the head's revision asked. It needs none of the render engine, so the CLI starts it before
// it loads that (cli/run.ts): git works in processes of its own while node reads the engine's
// modules, ~40 ms of a warm fleet diff's ~350 ms that used to come one after the other.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { type RunOptions, UsageError } from "../options.js";
import { childEnvironment, scratchDir, sourceRevision, within } from "../render/index.js";
import { type ChangedPaths, changedPaths } from "./affected.js";
import { keptTreeDir, takeKeptTree } from "./base-tree.js";

const run = promisify(execFile);

export async function git(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  trusted: string = cwd,
): Promise<string> {
  // safe.directory on the command line: HOME is private, and only this checkout is trusted.
  const { stdout } = await run("git", ["-c", `safe.directory=${trusted}`, ...args], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...childEnvironment(), ...env },
  });
  return stdout.trim();
}

/** `child` relative to `parent` when it is inside it. */
export function inside(parent: string, child: string): string | undefined {
  return within(parent, child) ? relative(parent, child) : undefined;
}

/**
 * Writes the tree of `commit` below `subdir` into `target` without touching the user's checkout:
 * a private index file (GIT_INDEX_FILE) is filled with `read-tree` and written out with
 * `checkout-index`. Unlike `git archive`, export-ignore and export-subst do not alter the files.
 * With a render cache, the tree kept for it in the temporary directory is brought to the commit
 * instead (base-tree.ts), unless another run holds it. Undefined when `subdir` does not exist at that commit.
 */
async function materialize(
  top: string,
  commit: string,
  subdir: string,
  target: string,
  kept: string | undefined,
): Promise<{ root: string; release?: () => Promise<void> } | undefined> {
  const treeish = subdir === "" ? `${commit}^{tree}` : `${commit}:${subdir.split(sep).join("/")}`;
  // A commit always has its root tree: only a subdirectory may be missing at that commit.
  if (subdir !== "") {
    try {
      await git(top, ["rev-parse", "--verify", "--quiet", `${treeish}^{tree}`]);
    } catch {
      return undefined;
    }
  }
  const taken = kept ? await takeKeptTree(kept, treeish, (args, env) => git(top, args, env)) : undefined;
  if (taken) return taken;
  const env = { GIT_INDEX_FILE: join(target, ".kustomize-sync-index") };
  const tree = join(target, "tree");
  await git(top, ["read-tree", treeish], env);
  await git(top, ["checkout-index", "--all", "--force", `--prefix=${tree}${sep}`], env);
  await rm(env.GIT_INDEX_FILE, { force: true });
  return { root: tree };
}

/** The base revision as git gives it: which commit, and its files in a directory of their own. */
export interface BaseResolved {
  /** The checkout's top-level. */
  top: string;
  commit: string;
  /** The root, relative to the top-level ("" when they are one). */
  rootInRepo: string;
}

export interface BaseTree {
  /** This run's temporary directory (removed by close). */
  scratch: string;
  /** The base's root, or undefined when the root does not exist at the base. */
  root: string | undefined;
  /** What differs between the base and the working tree (undefined when every Kustomization renders). */
  changed: ChangedPaths | undefined;
  /** The head's revision in Flux's notation ("" outside git). */
  headRevision: string;
}

/** A base revision being read; close() always, once the diff is done with it (a second close() is the first). */
export interface BaseCheckout {
  /** Rejects with a UsageError: not a git checkout, or a revision git does not know (nor origin). */
  resolved: Promise<BaseResolved>;
  tree(): Promise<BaseTree>;
  close(): Promise<void>;
}

/**
 * Starts reading `baseRef` for a diff of `options.root`. With `fetch`, a base the checkout lacks
 * (a shallow clone, as actions/checkout makes) is fetched from origin first, saying so. With
 * `renderAll`, neither what changed nor a kept tree is asked for (every Kustomization renders).
 */
export function startBaseCheckout(
  options: Pick<RunOptions, "root" | "renderCache">,
  baseRef: string,
  fetch?: { log: (message: string) => void },
  renderAll = false,
): BaseCheckout {
  const resolved = resolveBase(options.root, baseRef, fetch);
  let scratch: Promise<string> | undefined;
  let release: (() => Promise<void>) | undefined;
  const tree = resolved.then(async ({ top, commit, rootInRepo }) => {
    // What changed in the checkout, asked while the base's files are written.
    const changing = renderAll
      ? undefined
      : changedPaths((args) => git(options.root, args, {}, top), options.root, commit);
    changing?.catch(() => undefined);
    const headRevision = sourceRevision(options.root);
    scratch = mkdtemp(join(scratchDir(), "base-"));
    const dir = await scratch;
    const kept =
      !renderAll && options.renderCache ? keptTreeDir(options.renderCache, top, rootInRepo) : undefined;
    const materialized = await materialize(top, commit, rootInRepo, dir, kept);
    release = materialized?.release;
    return {
      scratch: dir,
      root: materialized ? materialized.root : undefined,
      changed: await changing,
      headRevision: await headRevision,
    };
  });
  tree.catch(() => undefined);
  let closed: Promise<void> | undefined;
  // Once, whoever asks first: a second release could free a tree another run has taken since.
  const close = async () => {
    await tree.catch(() => undefined);
    await release?.();
    const dir = await scratch?.catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  return { resolved, tree: () => tree, close: () => (closed ??= close()) };
}

async function resolveBase(
  root: string,
  baseRef: string,
  fetch: { log: (message: string) => void } | undefined,
): Promise<BaseResolved> {
  const verify = ["--verify", "--quiet", "--end-of-options", `${baseRef}^{commit}`];
  let top: string;
  let commit: string | undefined;
  try {
    // One process for both (the top-level, then the commit): --root may be below the top-level,
    // which safe.directory names, so any is trusted here: rev-parse runs no hook.
    [top = "", commit] = (await git(root, ["rev-parse", "--show-toplevel", ...verify], {}, "*")).split("\n");
  } catch (error) {
    // Exit 1 with the top-level said: a checkout that does not know the revision.
    top = String((error as { stdout?: unknown }).stdout ?? "").trim();
    if (!top) throw new UsageError(`--base: ${root} is not inside a git repository`);
  }
  const resolve = () => git(top, ["rev-parse", ...verify]);
  if (!commit) {
    if (!fetch)
      throw new UsageError(
        `--base: unknown revision ${JSON.stringify(baseRef)} (fetch it first, e.g. git fetch origin ${baseRef})`,
      );
    fetch.log(`base ${baseRef} is not in the checkout; fetching it from origin`);
    try {
      await git(top, ["fetch", "--no-tags", "--no-recurse-submodules", "--depth=1", "origin", baseRef]);
      commit = await resolve();
    } catch (err) {
      const detail = ((err as { stderr?: string }).stderr ?? "").trim().split("\n").pop() ?? "";
      throw new UsageError(
        `base: ${baseRef} is not in the checkout and could not be fetched from origin${detail ? ` (${detail})` : ""}; check out with fetch-depth: 0`,
      );
    }
  }
  return { top, commit, rootInRepo: inside(top, root) ?? "" };
}
