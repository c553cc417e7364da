import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  UsageError,
  childEnvironment,
  scratchBase,
  scratchDir,
  sourceRevision,
  within
} from "./chunk-QE7ZJUKM.js";

// src/reconcile/base-revision.ts
import { execFile } from "node:child_process";
import { mkdtemp, rm as rm2 } from "node:fs/promises";
import { join as join3, relative, sep } from "node:path";
import { promisify } from "node:util";

// src/reconcile/affected.ts
import { lstatSync } from "node:fs";
import { lstat } from "node:fs/promises";
import { join } from "node:path";
async function changedPaths(git2, root, commit) {
  const [raw, untracked] = await Promise.all([
    git2(["diff", "--raw", "-z", "--no-renames", "--no-ext-diff", "--relative", commit, "--", "."]),
    git2(["ls-files", "--others", "--directory", "-z", "--", "."])
  ]);
  const paths = [];
  let everything;
  const fields = raw.split("\0");
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [oldMode, newMode] = fields[i].replace(/^:/, "").split(" ");
    const path = fields[i + 1];
    paths.push(path);
    if (oldMode === "120000" || newMode === "120000" || oldMode === "160000" || newMode === "160000")
      everything ??= `${path} is a symbolic link or submodule that changed`;
  }
  const gone = /* @__PURE__ */ new Set();
  for (const path of [...paths]) {
    const top = topmostAbsentDirectory(root, path);
    if (top && !gone.has(top)) {
      gone.add(top);
      paths.push(`${top}/`);
    }
  }
  for (const path of untracked.split("\0")) {
    if (path === "") continue;
    paths.push(path);
    const info = await lstat(join(root, path)).catch(() => void 0);
    if (info?.isSymbolicLink()) everything ??= `${path} is a new symbolic link`;
  }
  const ignoreFile = paths.find((path) => path === ".sourceignore" || path.endsWith("/.sourceignore"));
  if (ignoreFile) everything ??= `${ignoreFile} changed which files the source holds`;
  return { paths, ...everything ? { everything } : {} };
}
function topmostAbsentDirectory(root, path) {
  const parts = path.split("/").slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const dir = parts.slice(0, i).join("/");
    if (!lstatSync(join(root, dir), { throwIfNoEntry: false })) return dir;
  }
  return void 0;
}
function atOrAbove(a, b) {
  const dir = a.replace(/\/$/, "");
  return dir === "" || b === dir || b.startsWith(`${dir}/`);
}
function entryOf(dir, path) {
  const trimmed = path.replace(/\/$/, "");
  const slash = trimmed.lastIndexOf("/");
  return (slash < 0 ? "" : trimmed.slice(0, slash)) === dir.replace(/\/$/, "");
}
function reaches(changed, reads) {
  for (const path of changed) {
    for (const dir of reads.listed) if (entryOf(dir, path) || atOrAbove(path, dir)) return true;
    for (const read of reads.paths) if (atOrAbove(path, read)) return true;
  }
  return false;
}

// src/reconcile/base-tree.ts
import { createHash } from "node:crypto";
import { lstat as lstat2, mkdir, readFile, rm, stat, unlink, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join as join2 } from "node:path";
var STALE_MS = 30 * 60 * 1e3;
var TREES = "kustomize-sync-trees";
function keptTreeDir(renderCache, top, subdir) {
  const key = createHash("sha256").update(`${renderCache}\0${top}\0${subdir}`).digest("hex").slice(0, 24);
  return join2(scratchBase(), TREES, key);
}
async function privateParent(dir) {
  const parent = join2(dir, "..");
  await mkdir(parent, { recursive: true, mode: 448 }).catch(() => void 0);
  const info = await lstat2(parent).catch(() => void 0);
  return info?.isDirectory() === true && (info.mode & 63) === 0 && (process.getuid === void 0 || info.uid === process.getuid());
}
async function takeKeptTree(dir, treeish, git2) {
  const lock = `${dir}.lock`;
  if (!await privateParent(dir) || !await acquire(lock)) return void 0;
  const root = join2(dir, "tree");
  const env = {
    GIT_INDEX_FILE: join2(dir, "index"),
    GIT_WORK_TREE: root
  };
  const config = ["-c", "core.sparseCheckout=false", "-c", "index.sparse=false"];
  const bring = async () => {
    await mkdir(root, { recursive: true });
    await git2([...config, "read-tree", "--reset", "-u", treeish], env);
    const others = await git2([...config, "ls-files", "--others", "-z"], env);
    for (const path of others.split("\0"))
      if (path) await rm(join2(root, path), { force: true, recursive: true });
  };
  try {
    try {
      await bring();
    } catch {
      await rm(dir, { recursive: true, force: true });
      await bring();
    }
  } catch {
    await release(lock);
    return void 0;
  }
  return { root, release: () => release(lock) };
}
async function acquire(lock) {
  const holder = `${hostname()} ${process.pid}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await mkdir(lock);
      await writeFile(join2(lock, "holder"), holder);
      return true;
    } catch (error) {
      if (error.code !== "EEXIST") return false;
      if (!await stale(lock)) return false;
      await rm(lock, { recursive: true, force: true });
    }
  }
  return false;
}
async function stale(lock) {
  const info = await stat(lock).catch(() => void 0);
  if (!info) return true;
  if (Date.now() - info.mtimeMs > STALE_MS) return true;
  const [host, pid] = (await readFile(join2(lock, "holder"), "utf8").catch(() => "")).split(" ");
  if (host !== hostname() || !pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return error.code === "ESRCH";
  }
}
async function release(lock) {
  await unlink(join2(lock, "holder")).catch(() => void 0);
  await rm(lock, { recursive: true, force: true });
}

// src/reconcile/base-revision.ts
var run = promisify(execFile);
async function git(cwd, args, env = {}, trusted = cwd) {
  const { stdout } = await run("git", ["-c", `safe.directory=${trusted}`, ...args], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...childEnvironment(), ...env }
  });
  return stdout.trim();
}
function inside(parent, child) {
  return within(parent, child) ? relative(parent, child) : void 0;
}
async function materialize(top, commit, subdir, target, kept) {
  const treeish = subdir === "" ? `${commit}^{tree}` : `${commit}:${subdir.split(sep).join("/")}`;
  if (subdir !== "") {
    try {
      await git(top, ["rev-parse", "--verify", "--quiet", `${treeish}^{tree}`]);
    } catch {
      return void 0;
    }
  }
  const taken = kept ? await takeKeptTree(kept, treeish, (args, env2) => git(top, args, env2)) : void 0;
  if (taken) return taken;
  const env = { GIT_INDEX_FILE: join3(target, ".kustomize-sync-index") };
  const tree = join3(target, "tree");
  await git(top, ["read-tree", treeish], env);
  await git(top, ["checkout-index", "--all", "--force", `--prefix=${tree}${sep}`], env);
  await rm2(env.GIT_INDEX_FILE, { force: true });
  return { root: tree };
}
function startBaseCheckout(options, baseRef, fetch, renderAll = false) {
  const resolved = resolveBase(options.root, baseRef, fetch);
  let scratch;
  let release2;
  const tree = resolved.then(async ({ top, commit, rootInRepo }) => {
    const changing = renderAll ? void 0 : changedPaths((args) => git(options.root, args, {}, top), options.root, commit);
    changing?.catch(() => void 0);
    const headRevision = sourceRevision(options.root);
    scratch = mkdtemp(join3(scratchDir(), "base-"));
    const dir = await scratch;
    const kept = !renderAll && options.renderCache ? keptTreeDir(options.renderCache, top, rootInRepo) : void 0;
    const materialized = await materialize(top, commit, rootInRepo, dir, kept);
    release2 = materialized?.release;
    return {
      scratch: dir,
      root: materialized ? materialized.root : void 0,
      changed: await changing,
      headRevision: await headRevision
    };
  });
  tree.catch(() => void 0);
  let closed;
  const close = async () => {
    await tree.catch(() => void 0);
    await release2?.();
    const dir = await scratch?.catch(() => void 0);
    if (dir) await rm2(dir, { recursive: true, force: true });
  };
  return { resolved, tree: () => tree, close: () => closed ??= close() };
}
async function resolveBase(root, baseRef, fetch) {
  const verify = ["--verify", "--quiet", "--end-of-options", `${baseRef}^{commit}`];
  let top;
  let commit;
  try {
    [top = "", commit] = (await git(root, ["rev-parse", "--show-toplevel", ...verify], {}, "*")).split("\n");
  } catch (error) {
    top = String(error.stdout ?? "").trim();
    if (!top) throw new UsageError(`--base: ${root} is not inside a git repository`);
  }
  const resolve = () => git(top, ["rev-parse", ...verify]);
  if (!commit) {
    if (!fetch)
      throw new UsageError(
        `--base: unknown revision ${JSON.stringify(baseRef)} (fetch it first, e.g. git fetch origin ${baseRef})`
      );
    fetch.log(`base ${baseRef} is not in the checkout; fetching it from origin`);
    try {
      await git(top, ["fetch", "--no-tags", "--no-recurse-submodules", "--depth=1", "origin", baseRef]);
      commit = await resolve();
    } catch (err) {
      const detail = (err.stderr ?? "").trim().split("\n").pop() ?? "";
      throw new UsageError(
        `base: ${baseRef} is not in the checkout and could not be fetched from origin${detail ? ` (${detail})` : ""}; check out with fetch-depth: 0`
      );
    }
  }
  return { top, commit, rootInRepo: inside(top, root) ?? "" };
}

export {
  reaches,
  inside,
  startBaseCheckout
};
