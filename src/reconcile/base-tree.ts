// The base revision's files for `diff --base`, kept between runs on a host: git brings the kept
// tree to the revision asked for, writing only the files that differ (a pull request's pushes share
// one base, so a re-run writes nothing). Written whole for each run, a repository of a few hundred
// files cost ~0.3 s of file creation on a slow disk, more than the renders of a one-app change.
// The tree is a copy of the repository, so it is kept in the runner's temporary directory, never
// in the render cache (which actions/cache uploads), and only while a render cache is in use.
import { createHash } from "node:crypto";
import { lstat, mkdir, readFile, rm, stat, unlink, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { scratchBase } from "../render/index.js";

/** Runs git in the user's checkout with extra environment (revisions.ts's `git`). */
export type Git = (args: string[], env: NodeJS.ProcessEnv) => Promise<string>;

/** A base tree in use; `release` lets the next run have it. */
export interface KeptTree {
  /** The revision's files: the base's root. */
  root: string;
  release(): Promise<void>;
}

/** A lock left by a run that stopped (killed, machine gone) no longer holds after this long. */
const STALE_MS = 30 * 60 * 1000;

const TREES = "kustomize-sync-trees";

/**
 * The directory kept for one repository and subdirectory, with one render cache: a run with an
 * empty render cache starts from no tree either.
 */
export function keptTreeDir(renderCache: string, top: string, subdir: string): string {
  const key = createHash("sha256").update(`${renderCache}\0${top}\0${subdir}`).digest("hex").slice(0, 24);
  return join(scratchBase(), TREES, key);
}

/** The trees' directory is this user's alone (0700), or none is used: another user could change what renders. */
async function privateParent(dir: string): Promise<boolean> {
  const parent = join(dir, "..");
  await mkdir(parent, { recursive: true, mode: 0o700 }).catch(() => undefined);
  const info = await lstat(parent).catch(() => undefined);
  return (
    info?.isDirectory() === true &&
    (info.mode & 0o077) === 0 &&
    (process.getuid === undefined || info.uid === process.getuid())
  );
}

/**
 * Takes the kept tree of `dir` for this run and brings it to `treeish`: `read-tree --reset -u`
 * against the tree's own index writes what differs and deletes what the revision lacks; a file
 * changed in the kept tree since is written again (git compares content where stat data differ);
 * files git does not know there are removed. Undefined when another run holds it, or git could not
 * bring it to the revision (the caller writes a tree of its own then).
 */
export async function takeKeptTree(dir: string, treeish: string, git: Git): Promise<KeptTree | undefined> {
  const lock = `${dir}.lock`;
  if (!(await privateParent(dir)) || !(await acquire(lock))) return undefined;
  const root = join(dir, "tree");
  const env = {
    GIT_INDEX_FILE: join(dir, "index"),
    GIT_WORK_TREE: root,
  };
  // The user's sparse checkout is for their working tree: every file of the revision is written here.
  const config = ["-c", "core.sparseCheckout=false", "-c", "index.sparse=false"];
  const bring = async () => {
    await mkdir(root, { recursive: true });
    await git([...config, "read-tree", "--reset", "-u", treeish], env);
    const others = await git([...config, "ls-files", "--others", "-z"], env);
    for (const path of others.split("\0"))
      if (path) await rm(join(root, path), { force: true, recursive: true });
  };
  try {
    try {
      await bring();
    } catch {
      // A damaged index or tree (an interrupted run, a cache restored in part): start again.
      await rm(dir, { recursive: true, force: true });
      await bring();
    }
  } catch {
    await release(lock);
    return undefined;
  }
  return { root, release: () => release(lock) };
}

/**
 * A directory lock (mkdir is atomic), with the holder written inside: a lock whose process is gone
 * from this host, or that is older than STALE_MS, is taken over. By hand: proper-lockfile, the
 * well-kept one, installs process-wide exit and signal hooks (signal-exit), which would change how
 * the CLI and the Action stop on a signal.
 */
async function acquire(lock: string): Promise<boolean> {
  const holder = `${hostname()} ${process.pid}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await mkdir(lock);
      await writeFile(join(lock, "holder"), holder);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") return false;
      if (!(await stale(lock))) return false;
      await rm(lock, { recursive: true, force: true });
    }
  }
  return false;
}

async function stale(lock: string): Promise<boolean> {
  const info = await stat(lock).catch(() => undefined);
  if (!info) return true;
  if (Date.now() - info.mtimeMs > STALE_MS) return true;
  const [host, pid] = (await readFile(join(lock, "holder"), "utf8").catch(() => "")).split(" ");
  if (host !== hostname() || !pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

async function release(lock: string): Promise<void> {
  await unlink(join(lock, "holder")).catch(() => undefined);
  await rm(lock, { recursive: true, force: true });
}
