import { cp, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { SourceIgnore } from "../render/sourceignore.js";

/**
 * Removes from a fetched tree what source-controller leaves out of the artifact: its default
 * exclusions, `.sourceignore` files (each for its own directory) and `spec.ignore` on top (last
 * matching rule wins, so `spec.ignore` can negate a default).
 */
export async function applyIgnore(root: string, specIgnore: string | undefined): Promise<void> {
  const rules = new SourceIgnore();
  const walk = async (relDir: string): Promise<void> => {
    const entries = await readdir(join(root, relDir), { withFileTypes: true }).catch(() => []);
    // Only directories that have one are read for a .sourceignore (most have none).
    if (entries.some((e) => e.name === ".sourceignore" && e.isFile())) await rules.load(root, relDir);
    if (relDir === "" && specIgnore !== undefined) rules.add(specIgnore.split(/\r?\n/), "");
    const below: Promise<void>[] = [];
    for (const entry of entries) {
      const rel = relDir === "" ? entry.name : `${relDir}/${entry.name}`;
      const isDirectory = entry.isDirectory();
      if (rules.ignores(rel, isDirectory)) below.push(rm(join(root, rel), { recursive: true, force: true }));
      else if (isDirectory) below.push(walk(rel));
    }
    await Promise.all(below);
  };
  await walk("");
}

/** `spec.sparseCheckout`: only these directories are kept (the rest of the tree is dropped). */
export async function keepOnly(root: string, directories: string[]): Promise<void> {
  if (directories.length === 0) return;
  const keep = directories.map((d) => d.replace(/^\.\//, "").replace(/\/+$/, ""));
  const walk = async (relDir: string): Promise<void> => {
    for (const entry of await readdir(join(root, relDir), { withFileTypes: true })) {
      const rel = relDir === "" ? entry.name : `${relDir}/${entry.name}`;
      if (keep.some((k) => k === rel || k.startsWith(`${rel}/`))) {
        if (!keep.includes(rel) && entry.isDirectory()) await walk(rel);
      } else await rm(join(root, rel), { recursive: true, force: true });
    }
  };
  await walk("");
}

/** Copies a directory tree (links copied as links: confinement is checked by the build). */
export async function copyTree(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true, verbatimSymlinks: true });
}
