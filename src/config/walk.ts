import type { Dirent } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { KUSTOMIZATION_FILES } from "../model/index.js";
import { problemText } from "./messages.js";

/** Directories that never hold a repository's own manifests. */
const SKIPPED_DIRECTORIES = new Set([".git", "node_modules"]);

export interface FoundFiles {
  /** Absolute paths of .yaml / .yml files, sorted, each real file once. */
  files: string[];
  /**
   * Absolute paths of directories holding a kustomization file, sorted; the walk does not enter
   * them. As in Flux's generated kustomization, such a directory is one unit: what it defines is
   * what kustomize renders from it, not the files it happens to hold.
   */
  kustomizeDirs: string[];
  /** Problems keyed by the absolute path they concern. */
  problems: Array<{ file: string; message: string }>;
  /**
   * Every directory the walk listed and every link it followed, as named (model/walk-index.ts: a
   * walk is the same while their stamps are).
   */
  walked: string[];
}

export function isYamlFile(name: string): boolean {
  return name.endsWith(".yaml") || name.endsWith(".yml");
}

/**
 * Lists the YAML files under `start`, and the directories holding a kustomization file (the walk
 * stops there; `start` itself may be one). Symlinks are followed only while they stay inside the
 * repository (`realRoot`) and never into a directory we are already inside, so a link loop
 * (`a/b -> ..`) ends the walk instead of hanging it; a file reached twice is listed once so
 * the same Kustomization is not reported as defined twice.
 */
export async function findYamlFiles(start: string, realRoot: string): Promise<FoundFiles> {
  const found: FoundFiles = { files: [], kustomizeDirs: [], problems: [], walked: [] };
  const kustomizeReal = new Map<string, string>();
  let realStartDir = start;
  const candidates: Array<{ file: string; real: string }> = [];

  async function visitDirectory(dir: string, realDir: string, ancestors: readonly string[]): Promise<void> {
    found.walked.push(dir);
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      found.problems.push({ file: dir, message: problemText.unreadable(describe(error)) });
      return;
    }
    if (entries.some((entry) => !entry.isDirectory() && KUSTOMIZATION_FILES.includes(entry.name))) {
      // Reached twice (directly and through a link): one unit, under its own path when it has one.
      if (!kustomizeReal.has(realDir) || kustomizeReal.get(realDir) !== dir) {
        const previous = kustomizeReal.get(realDir);
        if (previous === undefined || path.relative(start, dir) === path.relative(realStartDir, realDir))
          kustomizeReal.set(realDir, dir);
      }
      return;
    }
    const chain = [...ancestors, realDir];
    const subdirectories: Array<Promise<void>> = [];
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
        subdirectories.push(visitDirectory(full, path.join(realDir, entry.name), chain));
      } else if (entry.isFile()) {
        if (isYamlFile(entry.name)) addFile(full, path.join(realDir, entry.name));
      } else if (entry.isSymbolicLink()) {
        subdirectories.push(followSymlink(full, entry.name, chain));
      }
    }
    await Promise.all(subdirectories);
  }

  async function followSymlink(link: string, name: string, chain: readonly string[]): Promise<void> {
    found.walked.push(link);
    let target: string;
    let isDirectory: boolean;
    try {
      target = await realpath(link);
      isDirectory = (await stat(target)).isDirectory();
    } catch (error) {
      // ELOOP: a link that points at itself (directly or through other links).
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ELOOP") found.problems.push({ file: link, message: problemText.symlinkLoop(name) });
      else if (isYamlFile(name)) found.problems.push({ file: link, message: problemText.brokenSymlink });
      return;
    }
    if (!isDirectory && !isYamlFile(name)) return;
    if (!isInside(target, realRoot)) {
      found.problems.push({ file: link, message: problemText.symlinkOutsideRoot });
      return;
    }
    if (!isDirectory) {
      addFile(link, target);
      return;
    }
    if (SKIPPED_DIRECTORIES.has(name)) return;
    const loopsTo = chain.find((ancestor) => ancestor === target);
    if (loopsTo !== undefined) {
      found.problems.push({ file: link, message: problemText.symlinkLoop(relativeOrDot(realRoot, loopsTo)) });
      return;
    }
    await visitDirectory(link, target, chain);
  }

  function addFile(file: string, real: string): void {
    candidates.push({ file, real });
  }

  const realStart = await realpath(start);
  realStartDir = realStart;
  if ((await stat(realStart)).isDirectory()) await visitDirectory(start, realStart, []);
  else addFile(start, realStart);

  // A file reachable both directly and through a directory symlink is read once, under its
  // own path when it has one, so results do not depend on the order the walk finished in.
  const viaLink = (c: { file: string; real: string }) =>
    path.relative(start, c.file) === path.relative(realStart, c.real) ? 0 : 1;
  candidates.sort((a, b) => viaLink(a) - viaLink(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const seen = new Set<string>();
  for (const c of candidates) {
    if (seen.has(c.real)) continue;
    seen.add(c.real);
    found.files.push(c.file);
  }
  found.files.sort();
  found.kustomizeDirs = [...kustomizeReal.values()].sort();
  found.problems.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  found.walked.sort();
  return found;
}

export function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

export function relativeOrDot(root: string, target: string): string {
  return path.relative(root, target).split(path.sep).join("/") || ".";
}

function describe(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  return e.code ? `${e.code}: ${e.message}` : String(error);
}
