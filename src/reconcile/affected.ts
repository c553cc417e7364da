// What a change between two revisions can reach: the paths that differ between a commit and the
// working tree, and whether a Kustomization's read set (build/reads.ts) meets them. `diff --base`
// renders at both revisions only what a change reaches (revisions.ts).
import { lstatSync } from "node:fs";
import { lstat } from "node:fs/promises";
import { join } from "node:path";
import type { ReadSet } from "../render/reads.js";

/** The paths that differ between the base commit and the working tree, below the root. */
export interface ChangedPaths {
  /** Relative to the root, with `/`; a whole untracked directory ends in `/`. */
  paths: string[];
  /**
   * Set when a change reaches every Kustomization whatever it reads (a `.sourceignore`, which
   * decides which files a source holds; a symbolic link, which can redirect any read): one line.
   */
  everything?: string;
}

/**
 * Reads what differs between `commit` and the working tree below `root`: `git diff --raw` for
 * tracked files (staged or not, deletions included) and `git ls-files --others` for files git
 * does not track — ignored ones too, since kustomize reads whatever is on disk.
 */
export async function changedPaths(
  git: (args: string[]) => Promise<string>,
  root: string,
  commit: string,
): Promise<ChangedPaths> {
  const [raw, untracked] = await Promise.all([
    git(["diff", "--raw", "-z", "--no-renames", "--no-ext-diff", "--relative", commit, "--", "."]),
    git(["ls-files", "--others", "--directory", "-z", "--", "."]),
  ]);
  const paths: string[] = [];
  let everything: string | undefined;
  // --raw -z: ":<old mode> <new mode> <old sha> <new sha> <status>\0<path>\0" per change.
  const fields = raw.split("\0");
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [oldMode, newMode] = fields[i]!.replace(/^:/, "").split(" ");
    const path = fields[i + 1]!;
    paths.push(path);
    if (oldMode === "120000" || newMode === "120000" || oldMode === "160000" || newMode === "160000")
      everything ??= `${path} is a symbolic link or submodule that changed`;
  }
  // A directory gone from the working tree whole: git names only the files below it. Its parent's
  // entries changed (a plain directory walked no longer holds it) and anything that named it now
  // reads nothing: the directory counts as changed too.
  const gone = new Set<string>();
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
    const info = await lstat(join(root, path)).catch(() => undefined);
    if (info?.isSymbolicLink()) everything ??= `${path} is a new symbolic link`;
  }
  // A .sourceignore decides what a source holds for its whole subtree, kustomization directories
  // included. An untracked directory needs no such check: whatever reads below it meets it.
  const ignoreFile = paths.find((path) => path === ".sourceignore" || path.endsWith("/.sourceignore"));
  if (ignoreFile) everything ??= `${ignoreFile} changed which files the source holds`;
  return { paths, ...(everything ? { everything } : {}) };
}

/**
 * The directory above `path` (relative to `root`) nearest the root that is not in the working
 * tree, or undefined when the file's own directory is there.
 */
function topmostAbsentDirectory(root: string, path: string): string | undefined {
  const parts = path.split("/").slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const dir = parts.slice(0, i).join("/");
    if (!lstatSync(join(root, dir), { throwIfNoEntry: false })) return dir;
  }
  return undefined;
}

/** `a` is `b` or a directory above it. */
function atOrAbove(a: string, b: string): boolean {
  const dir = a.replace(/\/$/, "");
  return dir === "" || b === dir || b.startsWith(`${dir}/`);
}

/** `path` (a file, or a directory ending in `/`) is an entry directly in `dir`. */
function entryOf(dir: string, path: string): boolean {
  const trimmed = path.replace(/\/$/, "");
  const slash = trimmed.lastIndexOf("/");
  return (slash < 0 ? "" : trimmed.slice(0, slash)) === dir.replace(/\/$/, "");
}

/**
 * Whether any changed path is in the read set: an entry of a listed directory, or at or above
 * anything read.
 */
export function reaches(changed: readonly string[], reads: ReadSet): boolean {
  for (const path of changed) {
    for (const dir of reads.listed) if (entryOf(dir, path) || atOrAbove(path, dir)) return true;
    for (const read of reads.paths) if (atOrAbove(path, read)) return true;
  }
  return false;
}
