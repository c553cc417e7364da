import { copyFile, mkdir, mkdtemp, readdir, readFile, realpath, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, posix, relative, resolve } from "node:path";
import {
  type ArtifactCopyRule,
  type ArtifactGeneratorSpec,
  type ArtifactOutput,
  type ArtifactSourceRef,
  formatLocation,
  isRecord,
  kustomizationKey,
  mergeMaps,
  parseYamlDocuments,
  sortKeys,
  stringifyYaml,
  YamlError,
} from "../model/index.js";
import { within } from "./confine.js";
import { messages } from "./errors.js";
import { GlobError, hasGlobChars, matchPath, matchSegment } from "./glob.js";
import { lookupSource } from "./mapping.js";
import { scratchDir } from "./scratch.js";
import { SourceIgnore } from "./sourceignore.js";

/** An ExternalArtifact that cannot be built; the Kustomization reading it fails with ArtifactFailed. */
export class ArtifactError extends Error {
  override name = "ArtifactError";
}

/** An ExternalArtifact built from the checkout, as source-watcher would build it in the cluster. */
export interface BuiltArtifact {
  /** `namespace/name` of the ExternalArtifact. */
  id: string;
  /** The artifact's root directory (temporary, removed when the store closes). */
  dir: string;
  /** The directory of the source whose revision the artifact carries (`originRevision`, else its first source). */
  origin: string;
  /** Absolute path of each copied file in `dir` → the absolute file it was copied from. */
  copiedFrom: Map<string, string>;
}

/** Where the sources of generators are: the checkout, and the run's `sources` mappings. */
export interface ArtifactSettings {
  /** The repository root: every GitRepository is this checkout unless mapped. */
  root: string;
  /** sourceRef name, `namespace/name` or `Kind/namespace/name` → directory (absolute, or relative to root). */
  sources?: Record<string, string>;
}

/**
 * Builds the ExternalArtifacts of the repository's ArtifactGenerators (source.extensions.fluxcd.io)
 * on first use, once per run: source-watcher's copy rules applied to this checkout (the
 * GitRepository every generator reads, unless `sources` maps it elsewhere), with
 * source-controller's ignore rules. close() removes what it built.
 */
export class ArtifactStore {
  private readonly outputs = new Map<string, { generator: ArtifactGeneratorSpec; output: ArtifactOutput }>();
  private readonly built = new Map<string, Promise<BuiltArtifact>>();
  private workspace: Promise<string> | undefined;

  constructor(
    generators: readonly ArtifactGeneratorSpec[],
    private readonly settings: ArtifactSettings,
  ) {
    this.add(generators);
  }

  /**
   * Makes more generators' artifacts known (discovery finds generators in rendered output too).
   * Returns the ids of artifacts that two generators both claim to build: the first one wins.
   */
  add(generators: readonly ArtifactGeneratorSpec[]): string[] {
    const conflicts: string[] = [];
    for (const generator of generators) {
      for (const output of generator.artifacts) {
        const id = `${generator.namespace}/${output.name}`;
        const known = this.outputs.get(id);
        if (!known) this.outputs.set(id, { generator, output });
        else if (kustomizationKey(known.generator) !== kustomizationKey(generator)) conflicts.push(id);
      }
    }
    return conflicts;
  }

  /** Whether some generator builds ExternalArtifact `namespace/name`. */
  has(namespace: string, name: string): boolean {
    return this.outputs.has(`${namespace}/${name}`);
  }

  /** Which generator builds it, for messages (`ArtifactGenerator/ns/name (file:line)`). */
  describe(namespace: string, name: string): string | undefined {
    const found = this.outputs.get(`${namespace}/${name}`);
    if (!found) return undefined;
    const { generator } = found;
    return `ArtifactGenerator/${kustomizationKey(generator)} (${formatLocation(generator.source)})`;
  }

  /** The built artifact; throws ArtifactError when it cannot be built, or no generator builds it. */
  artifact(namespace: string, name: string): Promise<BuiltArtifact> {
    const id = `${namespace}/${name}`;
    let built = this.built.get(id);
    if (!built) {
      const found = this.outputs.get(id);
      built = found
        ? this.build(id, found.generator, found.output)
        : Promise.reject(new ArtifactError(messages.externalArtifactUnknown(id)));
      // Settled here too, so a rejection nobody awaits yet is not "unhandled".
      built.catch(() => undefined);
      this.built.set(id, built);
    }
    return built;
  }

  async close(): Promise<void> {
    const workspace = this.workspace;
    this.workspace = undefined;
    this.built.clear();
    if (workspace) await rm(await workspace, { recursive: true, force: true }).catch(() => undefined);
  }

  private async build(
    id: string,
    generator: ArtifactGeneratorSpec,
    output: ArtifactOutput,
  ): Promise<BuiltArtifact> {
    // In the run directory: removed at exit, and by the next run after a kill.
    this.workspace ??= mkdtemp(join(scratchDir(), "artifacts-"));
    const dir = join(await this.workspace, id.replace("/", "_"));
    await mkdir(dir, { recursive: true });
    const where = `ExternalArtifact '${id}' (ArtifactGenerator/${kustomizationKey(generator)})`;
    const views = new Map<string, SourceView>();
    for (const source of generator.sources)
      views.set(source.alias, new SourceView(this.sourceDir(generator, source)));
    const artifact: BuiltArtifact = {
      id,
      dir,
      origin: "",
      copiedFrom: new Map(),
    };
    const originAlias = output.originRevision?.slice(1) ?? generator.sources[0]?.alias ?? "";
    for (const rule of output.copy) {
      try {
        await applyRule(rule, views, artifact);
      } catch (error) {
        if (!(error instanceof ArtifactError || error instanceof GlobError || error instanceof YamlError))
          throw error;
        throw new ArtifactError(
          `${where}: failed to apply copy operation from '${rule.from}' to '${rule.to}': ${error.message}`,
        );
      }
    }
    artifact.origin = views.get(originAlias)?.root ?? this.settings.root;
    return artifact;
  }

  private sourceDir(generator: ArtifactGeneratorSpec, ref: ArtifactSourceRef): string {
    const mapped = lookupSource(this.settings.sources, ref.kind, ref.namespace, ref.name);
    if (mapped !== undefined) return resolve(this.settings.root, mapped);
    if (ref.kind === "GitRepository") return this.settings.root;
    throw new ArtifactError(
      `${ref.kind}/${ref.namespace}/${ref.name} (source '${ref.alias}' of ArtifactGenerator/${kustomizationKey(generator)}) is not in this checkout: map it to a directory with sources: ${ref.name}=DIR`,
    );
  }
}

/**
 * A source as source-controller's artifact shows it: the directory minus the default exclusions
 * and `.sourceignore` rules (read per directory as the copy walks down).
 */
class SourceView {
  private readonly ignore = new SourceIgnore();
  private readonly loaded = new Set<string>();
  private realRoot: Promise<string> | undefined;

  constructor(readonly root: string) {}

  private async loadIgnore(rel: string): Promise<void> {
    if (this.loaded.has(rel)) return;
    this.loaded.add(rel);
    await this.ignore.load(this.root, rel);
  }

  /** Entries of a directory (posix path relative to the root) that the artifact holds, sorted. */
  async list(rel: string): Promise<Array<{ name: string; directory: boolean }>> {
    await this.ancestors(rel);
    const entries = await readdir(join(this.root, rel), { withFileTypes: true }).catch(() => []);
    const out: Array<{ name: string; directory: boolean }> = [];
    for (const entry of entries) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      const info = await this.entry(path);
      if (info) out.push({ name: entry.name, directory: info.directory });
    }
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** The file or directory at `rel` as the artifact holds it, or undefined (missing, ignored, a link out). */
  async entry(rel: string): Promise<{ directory: boolean; absolute: string } | undefined> {
    const segments = rel.split("/").filter((s) => s !== "" && s !== ".");
    await this.ancestors(segments.slice(0, -1).join("/"));
    const absolute = join(this.root, ...segments);
    const info = await stat(absolute).catch(() => undefined);
    if (!info) return undefined;
    if (segments.length > 0 && this.ignore.ignores(segments.join("/"), info.isDirectory())) return undefined;
    // A link may point anywhere; the artifact only ever holds what lies inside the source.
    this.realRoot ??= realpath(this.root);
    const real = await realpath(absolute).catch(() => undefined);
    const root = await this.realRoot;
    if (!real || !within(root, real)) return undefined;
    return { directory: info.isDirectory(), absolute };
  }

  private async ancestors(rel: string): Promise<void> {
    const segments = rel.split("/").filter((s) => s !== "" && s !== ".");
    for (let i = 0; i <= segments.length; i++) await this.loadIgnore(segments.slice(0, i).join("/"));
  }

  /** fs.Glob over the artifact: path.Match per segment; `**` matches one segment like `*`. */
  async glob(pattern: string): Promise<string[]> {
    const segments = posix
      .normalize(pattern)
      .split("/")
      .filter((s) => s !== "" && s !== ".");
    let matches = [""];
    for (const [i, segment] of segments.entries()) {
      const last = i === segments.length - 1;
      const next: string[] = [];
      for (const base of matches) {
        if (!hasGlobChars(segment)) {
          const path = base ? `${base}/${segment}` : segment;
          const info = await this.entry(path);
          if (info && (last || info.directory)) next.push(path);
          continue;
        }
        for (const entry of await this.list(base)) {
          if (!matchSegment(segment, entry.name)) continue;
          if (!last && !entry.directory) continue;
          next.push(base ? `${base}/${entry.name}` : entry.name);
        }
      }
      matches = next;
    }
    return matches.filter((m) => m !== "");
  }
}

function parseFrom(from: string): { alias: string; pattern: string } {
  const match = /^@([^/]+)\/(.*)$/.exec(from);
  if (!match) throw new ArtifactError("source format must be '@alias/pattern'");
  return { alias: match[1] as string, pattern: match[2] as string };
}

function parseTo(to: string): string {
  if (!to.startsWith("@artifact/")) throw new ArtifactError("destination must start with '@artifact/'");
  const dest = to.slice("@artifact/".length);
  if (dest === "") return ".";
  if (posix.isAbsolute(dest) || dest.split("/").includes(".."))
    throw new ArtifactError("destination path must stay within the artifact root");
  return posix.normalize(dest);
}

/** The literal prefix of a pattern before its first glob segment (source-watcher's sourceSelectionRoot). */
function selectionRoot(pattern: string): string {
  const parts: string[] = [];
  for (const part of posix.normalize(pattern).split("/")) {
    if (hasGlobChars(part)) break;
    parts.push(part);
  }
  return parts.length === 0 ? "." : posix.join(...parts);
}

function excluded(path: string, base: string, patterns: readonly string[]): boolean {
  const test = (p: string) =>
    patterns.some(
      (pattern) => matchPath(pattern, p) || (!pattern.includes("/") && matchPath(pattern, posix.basename(p))),
    );
  if (test(path)) return true;
  if (base === "." || base === "") return false;
  const rel = posix.relative(base, path);
  return rel !== "" && !rel.startsWith("..") && rel !== path && test(rel);
}

async function applyRule(
  rule: ArtifactCopyRule,
  views: Map<string, SourceView>,
  artifact: BuiltArtifact,
): Promise<void> {
  const { alias, pattern } = parseFrom(rule.from);
  const dest = parseTo(rule.to);
  const view = views.get(alias);
  if (!view) throw new ArtifactError(`source alias '${alias}' not found`);
  if (rule.strategy === "Extract")
    throw new ArtifactError("the Extract strategy (tarballs) is not supported by kustomize-sync");
  const copy = new Copier(rule, view, artifact);

  if (!hasGlobChars(pattern)) {
    // A direct path, cp-like: a directory lands in dest/<its name>, a file in dest/ or at dest.
    const src = posix.normalize(pattern);
    const entry = await view.entry(src);
    if (!entry) {
      if (rule.optional) return;
      throw new ArtifactError(`source '${src}' does not exist`);
    }
    if (entry.directory) return copy.tree(src, posix.join(dest, posix.basename(src)), src);
    if (excluded(src, ".", rule.exclude)) return;
    const into = rule.to.endsWith("/") || (await isDirectory(join(artifact.dir, dest)));
    return copy.file(src, into ? posix.join(dest, posix.basename(src)) : dest);
  }

  const base = selectionRoot(pattern);
  const matches = await view.glob(pattern);
  if (matches.length === 0) {
    if (rule.optional) return;
    throw new ArtifactError(`no files match pattern '${pattern}' in source '${alias}'`);
  }
  const kept = matches.filter((match) => !excluded(match, base, rule.exclude));
  if (kept.length === 0) {
    if (rule.optional) return;
    throw new ArtifactError(`all files matching pattern '${pattern}' in source '${alias}' were excluded`);
  }
  const prefix = pattern.endsWith("/**") ? pattern.slice(0, -3) : undefined;
  for (const match of kept) {
    // `dir/**` copies what is in dir (like cp -r dir/** dest/); other patterns keep the match's path.
    const target =
      prefix !== undefined && match.startsWith(`${prefix}/`)
        ? posix.join(dest, match.slice(prefix.length + 1))
        : posix.join(dest, match);
    const entry = await view.entry(match);
    if (entry?.directory) await copy.tree(match, target, base);
    else await copy.file(match, target);
  }
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() ?? false;
}

class Copier {
  constructor(
    private readonly rule: ArtifactCopyRule,
    private readonly view: SourceView,
    private readonly artifact: BuiltArtifact,
  ) {}

  async tree(src: string, dest: string, base: string): Promise<void> {
    await mkdir(join(this.artifact.dir, dest), { recursive: true });
    for (const entry of await this.view.list(src)) {
      const path = `${src}/${entry.name}`;
      if (excluded(path, base, this.rule.exclude)) continue;
      if (entry.directory) await this.tree(path, posix.join(dest, entry.name), base);
      else await this.file(path, posix.join(dest, entry.name));
    }
  }

  async file(src: string, dest: string): Promise<void> {
    const from = join(this.view.root, src);
    const to = join(this.artifact.dir, dest);
    if (relative(this.artifact.dir, to).startsWith(".."))
      throw new ArtifactError("destination path must stay within the artifact root");
    await mkdir(dirname(to), { recursive: true });
    if (this.rule.strategy === "Merge" && (await stat(to).catch(() => undefined))?.isFile()) {
      const merged = mergeMaps(await loadMerged(to), await loadMerged(from));
      await writeFile(to, stringifyYaml(sortKeys(merged)));
    } else {
      await copyFile(from, to);
    }
    this.artifact.copiedFrom.set(to, from);
  }
}

type Mapping = Record<string, unknown>;

/** Every document of a YAML file merged into one mapping (source-watcher's loadYAML). */
async function loadMerged(file: string): Promise<Mapping> {
  let out: Mapping = {};
  for (const { value } of parseYamlDocuments(await readFile(file, "utf8"))) {
    if (value === null || value === undefined) continue;
    if (!isRecord(value)) throw new ArtifactError(`cannot merge ${posix.basename(file)}: not a YAML mapping`);
    out = mergeMaps(out, value);
  }
  return out;
}
