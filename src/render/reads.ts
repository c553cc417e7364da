import { lstatSync } from "node:fs";
import { lstat, readdir, realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { KustomizationSpec, WalkIndexes } from "../model/index.js";
import { confineBuild, findKustomizationFile, within } from "./confine.js";
import { isLocalRelativePath } from "./generator.js";
import { securePath } from "./render.js";

/**
 * What a Kustomization's render may read from its source, found without rendering it: an
 * over-approximation, so that "none of these changed" proves "the render is the same".
 * `listed` are the directories walked or holding kustomization files, whose entries kustomize looks at by name (which kustomization file
 * there is) while it reads only the files that file names (a change of an entry directly in one
 * counts); `paths` are read one by one (a change of the path itself, or of a directory above it,
 * counts). All relative to the source root, with `/`.
 */
export interface ReadSet {
  listed: string[];
  paths: string[];
}

/**
 * What Flux's generated kustomization of a plain directory reads (generator.ts, scanManifests):
 * each directory walked, by its entries; the YAML files in them (a link, and where it leads); and
 * the directories holding a kustomization file, listed as one resource each and not walked.
 */
async function plainWalk(
  dir: string,
  at = "",
  found: { walked: string[]; files: string[]; units: string[] } = { walked: [], files: [], units: [] },
): Promise<{ walked: string[]; files: string[]; units: string[] }> {
  const path = join(dir, at);
  found.walked.push(path);
  const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.name === ".git") continue;
    const rel = at ? `${at}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (await findKustomizationFile(join(dir, rel))) found.units.push(rel);
      else await plainWalk(dir, rel, found);
    } else if (/\.ya?ml$/.test(entry.name)) {
      found.files.push(join(dir, rel));
      if (entry.isSymbolicLink()) {
        const real = await realpath(join(dir, rel)).catch(() => undefined);
        if (real) found.files.push(real);
      }
    }
  }
  return found;
}

/**
 * The read set of a Kustomization built from `sourceDir` (the repository): everything the
 * confinement walk (confine.ts) visits from spec.path — every referenced file, plugin config and
 * component as a path (after symlinks too), each kustomization directory listed. A plain spec.path
 * (no kustomization file) as Flux's generated kustomization reads it: each directory walked
 * listed, its YAML files (and where their links lead) as paths, the directories holding a
 * kustomization walked as kustomizations. Undefined when the walk refuses the build (the render will
 * fail: it is rendered to say how). With `walks`, a read set an earlier run found is taken from
 * there while no path in it changed (a read set names everything its walk looked at).
 */
export async function readSetOf(
  spec: Pick<KustomizationSpec, "path" | "components">,
  sourceDir: string,
  walks?: WalkIndexes,
): Promise<ReadSet | undefined> {
  const rootReal = await (walks ? walks.realRoot(sourceDir) : realpath(sourceDir));
  const components = spec.components.filter(isLocalRelativePath);
  const index = walks?.of(rootReal);
  const key = ["reads", sourceDir, spec.path, ...components].join("\0");
  const kept = index?.get<ReadSet>(key);
  if (kept) return kept;
  const began = Date.now();
  const found = await walkReadSet(spec.path, sourceDir, rootReal, components);
  if (found && index) {
    const looked = [...found.listed, ...found.paths].map((path) => join(rootReal, path));
    index.put(key, found, [sourceDir, ...looked], began);
  }
  return found;
}

async function walkReadSet(
  specPath: string,
  sourceDir: string,
  rootReal: string,
  components: string[],
): Promise<ReadSet | undefined> {
  const dir = join(sourceDir, securePath(specPath));
  const plain = (await lstat(dir).catch(() => undefined))?.isDirectory()
    ? (await findKustomizationFile(dir)) === undefined
    : false;
  let touched: string[];
  let listed: string[];
  try {
    // Flux generates a kustomization listing spec.path's YAML files and the directories below it
    // that hold a kustomization: each such directory is walked as a kustomization.
    const generated = plain ? await plainWalk(dir) : undefined;
    const reads = await confineBuild({
      root: sourceDir,
      dir,
      displayRoot: sourceDir,
      components,
      ...(generated ? { generatedResources: generated.units } : {}),
    });
    touched = [...reads.touched, ...(generated?.files ?? [])];
    listed = [...(generated?.walked ?? []), ...reads.directories];
  } catch {
    return undefined;
  }
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
  // Nothing is read whole: every directory's entries and every file read are named.
  return { listed: inside(listed), paths: inside(touched) };
}

/**
 * The paths of a read set that are files, relative to `sourceDir` with `/` (a listed directory
 * adds none). Synchronous: hundreds of small stats, where a promise each costs a thread-pool
 * round trip.
 */
export function readSetFiles(sourceDir: string, reads: ReadSet): string[] {
  const files = new Set<string>();
  for (const path of reads.paths) {
    if (lstatSync(join(sourceDir, path), { throwIfNoEntry: false })?.isFile()) files.add(path);
  }
  return [...files].sort();
}
