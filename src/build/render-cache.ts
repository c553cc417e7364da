// Renders on disk across runs, by the digest of everything they read: a Kustomization whose
// files, definition and tools are the same as in an earlier run (the base of a pull request, the
// apps a change does not reach) is read from here instead of starting kustomize.
import { createHash, randomBytes } from "node:crypto";
import { lstat, mkdir, readdir, readFile, readlink, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, posix } from "node:path";
import type { ImageOverride, KustomizationSpec, Manifest } from "../model/index.js";
import type { ReadSet } from "./reads.js";
import type { Renderer } from "./renderer.js";

/** Bumped whenever what a render makes, or how it is stored, changes. */
const FORMAT = 1;

/** What a render gave, as stored: its objects (Flux Kustomizations among them) and its warnings. */
export interface CachedRender {
  objects: Manifest[];
  warnings: string[];
}

/** Everything a render of a Kustomization from the repository depends on, besides its files. */
export interface RenderInputs {
  spec: KustomizationSpec;
  renderer: Pick<Renderer, "kind" | "version" | "command">;
  images?: ImageOverride[];
  substitute?: Record<string, string>;
  strictSubstitution?: boolean;
}

async function fileDigest(path: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(path))
    .digest("hex");
}

/** One line per entry below `rel` (a link by its target, a file by its content), in name order. */
async function describe(sourceDir: string, rel: string, whole: boolean, lines: string[]): Promise<void> {
  const path = join(sourceDir, rel);
  const info = await lstat(path).catch(() => undefined);
  if (!info) lines.push(`${rel}\t-`);
  else if (info.isSymbolicLink()) lines.push(`${rel}\t->${await readlink(path)}`);
  else if (info.isFile()) lines.push(`${rel}\t${await fileDigest(path)}`);
  else if (info.isDirectory()) {
    lines.push(`${rel}\t/`);
    if (!whole) return;
    const entries = (await readdir(path)).filter((name) => name !== ".git").sort();
    for (const name of entries) await describe(sourceDir, posix.join(rel, name), true, lines);
  } else lines.push(`${rel}\t?`);
}

/**
 * The digest of a render's inputs: the definition, the tools and the run's overrides, and the
 * content of its read set (build/reads.ts) — directories whole, paths one by one (absent ones
 * too), and every `.sourceignore` above them. Never the checkout's location: the base of a pull
 * request, written to a new temporary directory each run, finds the renders of earlier runs.
 */
export async function renderDigest(sourceDir: string, reads: ReadSet, inputs: RenderInputs): Promise<string> {
  const lines: string[] = [];
  const ignoreFiles = new Set<string>([".sourceignore"]);
  for (const dir of reads.directories) {
    for (let at = dir; at !== "" && at !== "."; at = posix.dirname(at) === "." ? "" : posix.dirname(at))
      ignoreFiles.add(posix.join(at, ".sourceignore"));
    await describe(sourceDir, dir, true, lines);
  }
  for (const path of reads.paths) await describe(sourceDir, path, false, lines);
  for (const file of [...ignoreFiles].sort()) await describe(sourceDir, file, false, lines);
  const { renderer, spec, ...run } = inputs;
  const header = JSON.stringify({
    format: FORMAT,
    renderer: { kind: renderer.kind, version: renderer.version, command: renderer.command },
    run,
    spec,
  });
  return createHash("sha256").update(header).update("\n").update(lines.join("\n")).digest("hex");
}

/** The renders kept in `dir`, one JSON file per digest. */
export class RenderCache {
  constructor(readonly dir: string) {}

  private path(digest: string): string {
    return join(this.dir, digest.slice(0, 2), `${digest}.json`);
  }

  /** The render stored under `digest`, or undefined (also for an entry that cannot be read). */
  async get(digest: string): Promise<CachedRender | undefined> {
    const text = await readFile(this.path(digest), "utf8").catch(() => undefined);
    if (text === undefined) return undefined;
    try {
      const value = JSON.parse(text) as CachedRender;
      return Array.isArray(value.objects) && Array.isArray(value.warnings) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  /** Stores a render; written aside and renamed, so a reader never sees half an entry. A failure to write is no failure of the run. */
  async put(digest: string, render: CachedRender): Promise<void> {
    const path = this.path(digest);
    const partial = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(partial, JSON.stringify(render));
      await rename(partial, path);
    } catch {
      await rm(partial, { force: true });
    }
  }
}
