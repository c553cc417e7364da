// Renders on disk across runs, by the digest of everything they read: a Kustomization whose
// files, definition and tools are the same as in an earlier run (the base of a pull request, the
// apps a change does not reach) is read from here instead of starting kustomize.
import { createHash, randomBytes } from "node:crypto";
import { type BigIntStats, lstatSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type ImageOverride,
  type KustomizationSpec,
  type Manifest,
  type WalkIndex,
  WalkIndexes,
} from "../model/index.js";
import type { RenderContext, RenderStore } from "./context.js";
import { type ReadSet, readSetOf } from "./reads.js";
import { isKustomizationObject, type RenderResult, renderKustomization } from "./render.js";
import type { Renderer } from "./renderer.js";
import { resolveSource } from "./sources.js";

/** Bumped whenever how a render is stored changes. */
const FORMAT = 1;

/**
 * The code that renders: the digest of the file this module is in — in the published bundle
 * (dist/index.js) the whole engine, so any other kustomize-sync reads none of these entries.
 * Run from its sources (tests, development) it is every source file, so that an edit of any
 * stage never meets a render the code before it made.
 */
let engine: Promise<string | undefined> | undefined;
function engineDigest(): Promise<string | undefined> {
  engine ??= (async () => {
    const self = fileURLToPath(import.meta.url);
    const files = self.endsWith(".ts") ? await sourceFiles(dirname(dirname(self))) : [self];
    const hash = createHash("sha256");
    for (const file of files)
      hash
        .update(file)
        .update("\0")
        .update(await readFile(file));
    return hash.digest("hex");
  })().catch(() => undefined);
  return engine;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(path)));
    else if (entry.name.endsWith(".ts")) out.push(path);
  }
  return out;
}

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
  /**
   * The run has a cluster (sync, plan, build with a kubeconfig): encrypted content a render cannot
   * decrypt then fails it instead of being shown masked (render/decrypt.ts).
   */
  cluster?: boolean;
}

/**
 * File digests by path, while the file's inode, size and change times are what they were (git's
 * own test of an unchanged file): a run digests the same tree for several renders (a parent and
 * the directory it renders), and a process may run many.
 */
const digests = new Map<string, { stamp: string; digest: string }>();

function fileDigest(path: string, info: BigIntStats, index: WalkIndex | undefined): string {
  const stamp = `${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
  const known = digests.get(path);
  if (known?.stamp === stamp) return known.digest;
  const key = `digest\0${path}`;
  const kept = index?.get<string>(key);
  const began = Date.now();
  const digest =
    typeof kept === "string" ? kept : createHash("sha256").update(readFileSync(path)).digest("hex");
  if (typeof kept !== "string") index?.put(key, digest, [path], began);
  digests.set(path, { stamp, digest });
  return digest;
}

/**
 * One line for `rel`: a link by its target, a file by its content, a directory by the names of its
 * entries when `entries` is set. Synchronous on purpose: a read set is hundreds of small files,
 * and a promise per system call (a thread-pool round trip each) made this walk most of a cached
 * render's time.
 */
function describe(
  sourceDir: string,
  rel: string,
  entries: boolean,
  lines: string[],
  index: WalkIndex | undefined,
): void {
  const path = join(sourceDir, rel);
  const info = lstatSync(path, { throwIfNoEntry: false, bigint: true });
  if (!info) lines.push(`${rel}\t-`);
  else if (info.isSymbolicLink()) lines.push(`${rel}\t->${readlinkSync(path)}`);
  else if (info.isFile()) lines.push(`${rel}\t${fileDigest(path, info, index)}`);
  else if (info.isDirectory()) {
    const names = entries
      ? readdirSync(path)
          .filter((name) => name !== ".git")
          .sort()
      : [];
    lines.push(`${rel}\t/${names.join("\0")}`);
  } else lines.push(`${rel}\t?`);
}

/**
 * The digest of a render's inputs: the definition, the tools and the run's overrides, and the
 * content of its read set (build/reads.ts) — listed directories by their entries' names, paths one by one (absent ones too), and every `.sourceignore` above them. Never the checkout's location: the base of a pull
 * request, written to a new temporary directory each run, finds the renders of earlier runs.
 */
export async function renderDigest(
  sourceDir: string,
  reads: ReadSet,
  inputs: RenderInputs,
  /** The walks of `sourceDir`: its files' digests kept from earlier runs. */
  index?: WalkIndex,
): Promise<string | undefined> {
  // Code that cannot tell what it is keeps nothing: an entry from another version could match.
  const code = await engineDigest();
  if (code === undefined) return undefined;
  const lines: string[] = [];
  const ignoreFiles = new Set<string>([".sourceignore"]);
  for (const dir of reads.listed) {
    for (let at = dir; at !== "" && at !== "."; at = posix.dirname(at) === "." ? "" : posix.dirname(at))
      ignoreFiles.add(posix.join(at, ".sourceignore"));
    describe(sourceDir, dir, true, lines, index);
  }
  for (const path of reads.paths) describe(sourceDir, path, false, lines, index);
  for (const file of [...ignoreFiles].sort()) describe(sourceDir, file, false, lines, index);
  const { renderer, spec, ...run } = inputs;
  const header = JSON.stringify({
    format: FORMAT,
    engine: code,
    renderer: { kind: renderer.kind, version: renderer.version, command: renderer.command },
    run,
    spec,
  });
  return createHash("sha256").update(header).update("\n").update(lines.join("\n")).digest("hex");
}

/** The renders kept in `dir`, one JSON file per digest. */
export class RenderCache implements RenderStore {
  /** Renders read from here, and made and offered to it, by this process (the run's debug line). */
  readonly counts = { read: 0, made: 0 };

  private walkIndexes: Promise<WalkIndexes | undefined> | undefined;
  /** The walks once found (for the debug line). */
  private walksFound: WalkIndexes | undefined;

  constructor(readonly dir: string) {}

  /** What this run did with it, for the run's debug line. */
  summary(): string {
    const counts = this.walksFound?.counts();
    const walks = counts ? ` (walks: ${counts.found} found, ${counts.kept} made)` : "";
    return `${this.counts.read} renders read from the render cache ${this.dir}, ${this.counts.made} made${walks}`;
  }

  /**
   * The walks of the source kept beside the renders (model/walk-index.ts), for this engine only;
   * undefined when the engine cannot tell what it is.
   */
  walks(): Promise<WalkIndexes | undefined> {
    this.walkIndexes ??= engineDigest().then((code) => {
      if (code !== undefined) this.walksFound = new WalkIndexes(join(this.dir, "walks"), code);
      return this.walksFound;
    });
    return this.walkIndexes;
  }

  /** Writes the walks this run found or made; at the end of a command. */
  async saveWalks(): Promise<void> {
    (await this.walkIndexes)?.save();
  }

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
    await this.write(this.path(digest), JSON.stringify(render));
  }

  private async write(path: string, text: string): Promise<void> {
    const partial = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(partial, text);
      await rename(partial, path);
    } catch {
      await rm(partial, { force: true });
    }
  }

  /** Where `helm template`'s output for these inputs (said by the caller, in full) is kept, with this code's digest. */
  private async templatePath(inputs: string): Promise<string | undefined> {
    const code = await engineDigest();
    if (code === undefined) return undefined;
    const digest = createHash("sha256").update(`${FORMAT}\n${code}\n${inputs}`).digest("hex");
    return join(this.dir, digest.slice(0, 2), `${digest}.helm.json`);
  }

  /** The `helm template` output kept for these inputs (helm/render.ts says them), or undefined. */
  async getTemplate(inputs: string): Promise<string | undefined> {
    const path = await this.templatePath(inputs);
    const text = path && (await readFile(path, "utf8").catch(() => undefined));
    if (!text) return undefined;
    try {
      const { stdout } = JSON.parse(text) as { stdout?: unknown };
      if (typeof stdout !== "string") return undefined;
      this.counts.read++;
      return stdout;
    } catch {
      return undefined;
    }
  }

  /** Keeps a `helm template` output (the caller never offers one holding a Secret or a Secret's value). */
  async putTemplate(inputs: string, stdout: string): Promise<void> {
    this.counts.made++;
    const path = await this.templatePath(inputs);
    if (path) await this.write(path, JSON.stringify({ stdout }));
  }
}

/**
 * renderKustomization through `ctx.renderCache` when there is one and the render can be kept: a
 * Kustomization built from the repository itself (not a mapped or fetched source, nor an
 * ExternalArtifact) without SOPS decryption, and without substituteFrom where a cluster is read.
 * A render holding a Secret is never written to disk, nor is a failure (a timeout is no property
 * of the files). Without a cache: renderKustomization.
 */
export async function renderThroughCache(spec: KustomizationSpec, ctx: RenderContext): Promise<RenderResult> {
  const cache = ctx.renderCache;
  // Cluster reads (substituteFrom) are no files: a render that makes them is not kept.
  const readsCluster = ctx.substitution !== undefined && (spec.postBuild?.substituteFrom?.length ?? 0) > 0;
  if (!cache || spec.decryption || readsCluster) return renderKustomization(spec, ctx);
  const source = await resolveSource(spec, ctx).catch(() => undefined);
  if (source?.dir !== ctx.root) return renderKustomization(spec, ctx);
  const walks = await cache.walks();
  const reads = await readSetOf(spec, ctx.root, walks);
  if (!reads) return renderKustomization(spec, ctx);
  const digest = await renderDigest(
    ctx.root,
    reads,
    {
      spec,
      renderer: ctx.renderer,
      ...(ctx.images ? { images: ctx.images } : {}),
      ...(ctx.substitute ? { substitute: ctx.substitute } : {}),
      ...(ctx.strictSubstitution ? { strictSubstitution: true } : {}),
      ...(ctx.substitution ? { cluster: true } : {}),
    },
    walks?.of(await walks.realRoot(ctx.root)),
  );
  if (digest === undefined) return renderKustomization(spec, ctx);
  const hit = await cache.get(digest);
  if (hit) {
    cache.counts.read++;
    const manifests = hit.objects.filter(({ object }) => !isKustomizationObject(object));
    return { objects: hit.objects, manifests, warnings: hit.warnings };
  }
  cache.counts.made++;
  const result = await renderKustomization(spec, ctx);
  if (!result.objects.some(({ object }) => object.kind === "Secret"))
    await cache.put(digest, { objects: result.objects, warnings: result.warnings });
  return result;
}
