import { lstatSync, readdirSync } from "node:fs";
import { lstat, readdir, realpath, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { KustomizationSpec } from "../model/index.js";
import { confineBuild, findKustomizationFile, within } from "./confine.js";
import { isLocalRelativePath } from "./generator.js";
import { securePath } from "./render.js";

/**
 * What a Kustomization's render may read from its source, found without rendering it: an
 * over-approximation, so that "none of these changed" proves "the render is the same".
 * `directories` are read whole (a change anywhere below one counts); `listed` are the directories
 * of kustomization files, whose entries kustomize looks at by name (which kustomization file
 * there is) while it reads only the files that file names (a change of an entry directly in one
 * counts); `paths` are read one by one (a change of the path itself, or of a directory above it,
 * counts). All relative to the source root, with `/`.
 */
export interface ReadSet {
  directories: string[];
  listed: string[];
  paths: string[];
}

/** Directories whose kustomization file a generated kustomization would list, below `dir`. */
async function kustomizationDirsBelow(dir: string, at = ""): Promise<string[]> {
  const entries = await readdir(join(dir, at), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name === ".git") continue;
    const rel = at ? `${at}/${entry.name}` : entry.name;
    if (await findKustomizationFile(join(dir, rel))) found.push(rel);
    found.push(...(await kustomizationDirsBelow(dir, rel)));
  }
  return found;
}

/**
 * The targets of the symbolic links below `dir` (after symlinks): read through them, they are
 * inputs too. A linked directory is read whole, and the links below it are followed as well.
 */
async function linkTargetsBelow(
  dir: string,
  seen: Set<string>,
  found: { directories: string[]; files: string[] },
): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.name === ".git") continue;
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const real = await realpath(path).catch(() => undefined);
      if (real === undefined || seen.has(real)) continue;
      seen.add(real);
      if ((await stat(real).catch(() => undefined))?.isDirectory()) {
        found.directories.push(real);
        await linkTargetsBelow(real, seen, found);
      } else found.files.push(real);
    } else if (entry.isDirectory()) await linkTargetsBelow(path, seen, found);
  }
}

/**
 * The read set of a Kustomization built from `sourceDir` (the repository): everything the
 * confinement walk (confine.ts) visits from spec.path — every referenced file, plugin config and
 * component as a path (after symlinks too), each kustomization directory listed. A plain spec.path
 * (no kustomization file: Flux generates one listing every YAML file below) is read whole, with
 * the targets of the links below it. Undefined when the walk refuses the build (the render will
 * fail: it is rendered to say how).
 */
export async function readSetOf(
  spec: Pick<KustomizationSpec, "path" | "components">,
  sourceDir: string,
): Promise<ReadSet | undefined> {
  const dir = join(sourceDir, securePath(spec.path));
  const rootReal = await realpath(sourceDir);
  const components = spec.components.filter(isLocalRelativePath);
  const plain = (await lstat(dir).catch(() => undefined))?.isDirectory()
    ? (await findKustomizationFile(dir)) === undefined
    : false;
  let touched: string[];
  let directories: string[];
  let listed: string[];
  try {
    const reads = await confineBuild({
      root: sourceDir,
      dir,
      displayRoot: sourceDir,
      components,
      // Flux generates a kustomization listing spec.path's files and the directories below it
      // that hold a kustomization: each such directory is walked (more than Flux lists is safe).
      ...(plain ? { generatedResources: await kustomizationDirsBelow(dir) } : {}),
    });
    touched = reads.touched;
    directories = plain ? [dir, ...reads.directories] : [];
    listed = plain ? [] : reads.directories;
  } catch {
    return undefined;
  }
  const seen = new Set<string>();
  const links = { directories: [] as string[], files: [] as string[] };
  for (const d of new Set(directories)) await linkTargetsBelow(d, seen, links);
  const inside = (paths: Iterable<string>) => {
    const out = new Set<string>();
    for (const path of paths) {
      for (const base of [sourceDir, rootReal]) {
        if (within(base, path)) {
          out.add(relative(base, path).split(sep).join("/"));
          break;
        }
      }
    }
    return [...out].sort();
  };
  return {
    directories: inside([...directories, ...links.directories]),
    listed: inside(listed),
    paths: inside([...touched, ...links.files]),
  };
}

/**
 * The files of a read set that exist, relative to `sourceDir` with `/`: every file below the
 * directories read whole, and the paths read that are files (a listed directory adds none). Links are not followed: their
 * targets are in the read set themselves (readSetOf). Synchronous, as the render cache's digest
 * walk is: hundreds of small reads, where a promise each costs a thread-pool round trip.
 */
export function readSetFiles(sourceDir: string, reads: ReadSet): string[] {
  const files = new Set<string>();
  const walk = (rel: string): void => {
    const info = lstatSync(join(sourceDir, rel), { throwIfNoEntry: false });
    if (info?.isFile()) files.add(rel);
    if (!info?.isDirectory()) return;
    for (const name of readdirSync(join(sourceDir, rel)))
      if (name !== ".git") walk(rel ? `${rel}/${name}` : name);
  };
  for (const dir of reads.directories) walk(dir);
  for (const path of reads.paths) {
    if (lstatSync(join(sourceDir, path), { throwIfNoEntry: false })?.isFile()) files.add(path);
  }
  return [...files].sort();
}
