import { realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { isDeepStrictEqual } from "node:util";
import {
  loadKustomizations,
  mayRenderDefinitions,
  problemText,
  readDefinitionObjects,
} from "../config/index.js";
import {
  type ArtifactGeneratorSpec,
  DEFAULT_NAMESPACE,
  formatLocation,
  KUSTOMIZATION_FILES,
  type KustomizationSpec,
  type KustomizePatch,
  kustomizationKey,
  mapLimit,
  type Problem,
  type SourceLocation,
} from "../model/index.js";
import {
  ArtifactStore,
  BuildError,
  mappedSource,
  type RenderContext,
  type Renderer,
  type RenderResult,
  renderThroughCache,
  resolveSource,
  securePath,
} from "../render/index.js";
import type { SourceResolver } from "../sources/index.js";

/** What discovery needs from the run: where to look, and how to render (the renderer on first use). */
export interface DiscoveryOptions {
  root: string;
  path: string;
  defaultNamespace?: string;
  concurrency: number;
  /** Everything a render needs except the renderer and the artifacts, which discovery provides. */
  render: Omit<RenderContext, "renderer" | "artifacts">;
  /** The kustomize to render with; asked for only when something has to be rendered. */
  renderer: () => Promise<Renderer>;
  /**
   * The run's sources (src/sources): a Kustomization from a fetched source is expanded from that
   * source (fetched first; `render.sources` is its mapping), one that cannot be resolved is a leaf.
   */
  sources?: Pick<SourceResolver, "decide">;
}

/** The definitions as Flux would apply them, and what it took to find them. */
export interface Discovery {
  /** Every Kustomization: those at the definitions path, then those their parents' renders define. */
  kustomizations: KustomizationSpec[];
  generators: ArtifactGeneratorSpec[];
  /** The ExternalArtifacts of those generators, built on first use; the caller closes it. */
  artifacts: ArtifactStore;
  /** Invalid or conflicting definitions (file:line); a run with any writes nothing. */
  problems: Problem[];
  /** Renders made to find children, by `namespace/name` (`build` prints them rather than render twice). */
  renders: Map<string, RenderResult | BuildError>;
  /** The directories at the definitions path rendered for the definitions they hold (relative to the root, `/`). */
  units: string[];
  /** Said about a Kustomization's definition or children (its row shows them). */
  notes: Map<string, string[]>;
  /**
   * Kustomizations whose children are not known (their render failed): what they defined before
   * cannot be told apart from what was removed, so nothing is finalized as removed.
   */
  incomplete: string[];
}

/**
 * A definition and how it was found. "written": read from the files at the definitions path (a
 * directory holding a kustomization counts as what kustomize renders from it). "rendered": an
 * object of a parent's render — what Flux applies, so it replaces a written one of its name.
 */
interface Entry {
  spec: KustomizationSpec;
  origin: "written" | "rendered";
}

/** What expanding one Kustomization gave: its render (and where it was rendered from), or why none. */
type Expansion =
  | { kind: "render"; result: RenderResult | BuildError; sourceDir: string }
  | { kind: "leaf" }
  | { kind: "unknown-artifact" };

/**
 * Discovery by rendering, as Flux does: the definitions are what Flux would apply. The steps:
 * 1. readWritten — the files at the definitions path, where a directory holding a kustomization
 *    is what kustomize renders from it (an overlay that patches a base's Flux Kustomizations
 *    defines the patched ones);
 * 2. expandParents — level by level, each Kustomization whose path can hold definitions is
 *    rendered like any other (its namespace, patches, substitution), and the Flux Kustomizations
 *    and ArtifactGenerators in its output are its children: defined by that parent, reconciled
 *    after it. A rendered child replaces the written definition of its name (Flux applies the
 *    rendered one; both are one definition, read from one file), a Kustomization that renders its
 *    own definition (flux-system in gotk-sync.yaml) keeps it;
 * 3. noteUnknownArtifacts — parents whose ExternalArtifact no generator builds.
 * Never throws for anything in the repository.
 */
export async function discoverDefinitions(options: DiscoveryOptions): Promise<Discovery> {
  const discovery = new DefinitionSearch(options);
  const start = await discovery.readWritten();
  await discovery.expandParents(start);
  discovery.noteUnknownArtifacts();
  return discovery.result();
}

class DefinitionSearch {
  private readonly defaultNamespace: string;
  private readonly entries = new Map<string, Entry>();
  private readonly problems: Problem[] = [];
  private readonly notes = new Map<string, string[]>();
  private readonly renders = new Map<string, RenderResult | BuildError>();
  private readonly incomplete: string[] = [];
  private readonly generators: ArtifactGeneratorSpec[] = [];
  private readonly generatorByKey = new Map<string, ArtifactGeneratorSpec>();
  private readonly artifacts: ArtifactStore;
  /** Kustomizations waiting for an ExternalArtifact that no generator found so far builds. */
  private deferred: string[] = [];
  private readonly units: string[] = [];
  private renderer: Promise<Renderer> | undefined;
  /** Each source directory after symlinks, asked once: every Kustomization of a source shares it. */
  private readonly realDirs = new Map<string, Promise<string>>();
  /** Files' definitions as written, by file (for what a parent's render added to a child). */
  private readonly writtenFiles = new Map<string, Promise<KustomizationSpec[]>>();

  constructor(private readonly options: DiscoveryOptions) {
    this.defaultNamespace = options.defaultNamespace || DEFAULT_NAMESPACE;
    this.artifacts = new ArtifactStore([], {
      root: options.root,
      ...(options.render.sources ? { sources: options.render.sources } : {}),
    });
  }

  /** Step 1: the definitions as written at the definitions path. Returns the keys to expand first. */
  async readWritten(): Promise<string[]> {
    const { root, path, concurrency } = this.options;
    const walks = await this.options.render.renderCache?.walks();
    const loaded = await loadKustomizations({
      root,
      path,
      defaultNamespace: this.defaultNamespace,
      ...(walks ? { walks } : {}),
    });
    this.problems.push(...loaded.problems);
    this.addGenerators(loaded.generators);
    for (const spec of loaded.kustomizations) this.addWritten(spec);
    this.units.push(...loaded.renderUnits.map((dir) => relative(root, dir).split(sep).join("/")));

    const units = await mapLimit(loaded.renderUnits, concurrency, (dir) => this.renderUnit(dir));
    for (const unit of units) {
      if ("error" in unit) {
        this.problems.push({
          message: `cannot read the definitions in ${unit.rel || "."}: ${unit.error.detail}`,
          source:
            unit.error.source && unit.error.source.file !== unit.file
              ? unit.error.source
              : { file: unit.file },
        });
        continue;
      }
      const found = definitionsIn(unit.result, { file: unit.file }, this.defaultNamespace);
      this.problems.push(...found.problems);
      this.addGenerators(found.generators);
      for (const spec of found.kustomizations) this.addWritten(spec);
    }
    return [...this.entries.keys()];
  }

  /** Step 2: render every Kustomization that can define others, level by level, taking its children. */
  async expandParents(start: string[]): Promise<void> {
    let frontier = start;
    while (frontier.length > 0) {
      const generatorsBefore = this.generators.length;
      const expanded = await mapLimit(frontier, this.options.concurrency, async (key) => {
        const entry = this.entries.get(key);
        return entry ? { key, entry, expansion: await this.expand(entry.spec) } : undefined;
      });
      const next: string[] = [];
      for (const item of expanded) {
        // A definition a parent's render replaced while this one was being expanded is stale.
        if (!item || this.entries.get(item.key) !== item.entry) continue;
        const { key, entry, expansion } = item;
        if (expansion.kind === "unknown-artifact") this.deferred.push(key);
        if (expansion.kind !== "render") continue;
        this.renders.set(key, expansion.result);
        if (expansion.result instanceof BuildError) {
          this.note(key, `its children are not known: its render failed (${expansion.result.detail})`);
          this.incomplete.push(key);
          continue;
        }
        next.push(...(await this.takeChildren(entry.spec, expansion.result, expansion.sourceDir)));
      }
      frontier = next;
      // An ExternalArtifact may be built by a generator a later render defined: try those again.
      if (frontier.length === 0 && this.deferred.length > 0 && this.generators.length > generatorsBefore) {
        frontier = this.deferred;
        this.deferred = [];
      }
    }
  }

  /** Step 3: parents whose children are unknown because no generator builds their ExternalArtifact. */
  noteUnknownArtifacts(): void {
    for (const key of this.deferred) {
      const spec = this.entries.get(key)?.spec;
      const ref = spec?.sourceRef;
      if (!spec || !ref) continue;
      this.note(
        key,
        `its children are not known: ExternalArtifact ${ref.namespace ?? spec.namespace}/${ref.name} has no ArtifactGenerator in the repository`,
      );
      this.incomplete.push(key);
    }
  }

  result(): Discovery {
    const kustomizations = [...this.entries.values()].map((e) => e.spec);
    if (kustomizations.length === 0 && this.problems.length === 0 && this.units.length > 0) {
      this.problems.push({
        message: `no Flux Kustomization found under ${relative(this.options.root, this.options.path) || "."}`,
      });
    }
    const { generators, artifacts, problems, renders, units, notes, incomplete } = this;
    return { kustomizations, generators, artifacts, problems, renders, units, notes, incomplete };
  }

  /**
   * A written definition. The same document reached twice (a directory's render and a file, or two
   * nested directories' renders) is one definition; two documents of one name are a duplicate.
   */
  private addWritten(spec: KustomizationSpec): void {
    const key = kustomizationKey(spec);
    const first = this.entries.get(key);
    if (!first) {
      this.entries.set(key, { spec, origin: "written" });
      return;
    }
    if (formatLocation(first.spec.source) !== formatLocation(spec.source))
      this.problems.push(duplicate(key, first.spec, spec));
  }

  /** A parent's rendered children, entered as Flux applies them; returns the keys to expand next. */
  private async takeChildren(parent: KustomizationSpec, render: RenderResult, sourceDir: string) {
    const key = kustomizationKey(parent);
    const found = definitionsIn(render, parent.source, this.defaultNamespace);
    this.problems.push(...found.problems);
    this.addGenerators(found.generators);
    // "Named, not guessed": children rendered without a substituteFrom say which one.
    const unread = render.warnings.flatMap((w) => /^substituteFrom (\S+) not read/.exec(w)?.[1] ?? []);
    const lineage = this.ancestors(key);
    const next: string[] = [];
    for (const child of found.kustomizations) {
      const childKey = kustomizationKey(child);
      // A Kustomization applying its own definition (flux-system in gotk-sync.yaml), or a loop.
      if (lineage.has(childKey)) continue;
      const existing = this.entries.get(childKey);
      const spec: KustomizationSpec = {
        ...child,
        parent: { namespace: parent.namespace, name: parent.name },
      };
      if (existing?.origin === "rendered") {
        this.problems.push(duplicate(childKey, existing.spec, spec));
        continue;
      }
      const written =
        existing && formatLocation(existing.spec.source) === formatLocation(child.source)
          ? existing.spec
          : sourceDir === this.options.root
            ? await this.writtenAt(child.source)
            : undefined;
      Object.assign(spec, inheritance(spec, written, key));
      if (unread.length > 0)
        spec.warnings = [
          ...(spec.warnings ?? []),
          ...unread.map(
            (ref) =>
              `defined by ${key} without its substituteFrom ${ref} (no cluster access): variables from it are unset in this definition`,
          ),
        ];
      if (existing) {
        // Flux applies what the parent renders: that definition replaces the written one.
        this.removeChildrenOf(childKey);
        this.renders.delete(childKey);
      }
      this.entries.set(childKey, { spec, origin: "rendered" });
      next.push(childKey);
    }
    return next;
  }

  /** The definition as written in the repository at `source` (a rendered child's document), if readable. */
  private async writtenAt(source: SourceLocation): Promise<KustomizationSpec | undefined> {
    if (source.line === undefined) return undefined;
    let specs = this.writtenFiles.get(source.file);
    if (!specs) {
      specs = loadKustomizations({
        root: this.options.root,
        path: join(this.options.root, source.file),
        defaultNamespace: this.defaultNamespace,
      }).then(
        (loaded) => loaded.kustomizations,
        () => [],
      );
      this.writtenFiles.set(source.file, specs);
    }
    return (await specs).find((spec) => spec.source.line === source.line);
  }

  /** A render of `spec` when its path can hold definitions; "leaf" when it cannot. */
  private async expand(spec: KustomizationSpec): Promise<Expansion> {
    // Never this repository in place of a source it does not hold (its failure is reported later).
    if ((await this.options.sources?.decide(spec))?.type === "failed") return { kind: "leaf" };
    const ctx = await this.context();
    const ref = spec.sourceRef;
    if (
      ref?.kind === "ExternalArtifact" &&
      !this.artifacts.has(ref.namespace ?? spec.namespace, ref.name) &&
      mappedSource(spec, ctx) === undefined
    )
      return { kind: "unknown-artifact" };
    let dir: string;
    try {
      dir = (await resolveSource(spec, ctx)).dir;
    } catch (error) {
      if (error instanceof BuildError) return { kind: "leaf" };
      throw error;
    }
    const realDir = await this.realpathOf(dir);
    const index = (await ctx.renderCache?.walks())?.of(realDir);
    if (!(await mayRenderDefinitions(join(dir, securePath(spec.path)), realDir, index)))
      return { kind: "leaf" };
    try {
      return { kind: "render", result: await renderThroughCache(spec, ctx), sourceDir: dir };
    } catch (error) {
      if (error instanceof BuildError) return { kind: "render", result: error, sourceDir: dir };
      throw error;
    }
  }

  private realpathOf(dir: string): Promise<string> {
    let real = this.realDirs.get(dir);
    if (!real) {
      real = realpath(dir).catch(() => dir);
      this.realDirs.set(dir, real);
    }
    return real;
  }

  /** A directory whose kustomization renders definitions, rendered as a plain kustomize build. */
  private async renderUnit(
    dir: string,
  ): Promise<{ rel: string; file: string } & ({ result: RenderResult } | { error: BuildError })> {
    const rel = relative(this.options.root, dir).split(sep).join("/");
    const file = `${rel ? `${rel}/` : ""}${KUSTOMIZATION_FILES[0]}`;
    const unit: KustomizationSpec = {
      name: rel || ".",
      namespace: this.defaultNamespace,
      apiVersion: "kustomize.toolkit.fluxcd.io/v1",
      path: rel,
      dependsOn: [],
      prune: false,
      wait: false,
      force: false,
      suspend: false,
      healthChecks: [],
      healthCheckExprs: [],
      patches: [],
      images: [],
      components: [],
      deletionPolicy: "MirrorPrune",
      source: { file },
    };
    try {
      // The directory itself is no Kustomization: the run's images and variables are not for it.
      const { images: _images, substitute: _substitute, ...plain } = await this.context();
      return { rel, file, result: await renderThroughCache(unit, plain) };
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      return { rel, file, error };
    }
  }

  private async context(): Promise<RenderContext> {
    this.renderer ??= this.options.renderer();
    return { ...this.options.render, renderer: await this.renderer, artifacts: this.artifacts };
  }

  private addGenerators(found: readonly ArtifactGeneratorSpec[]): void {
    for (const generator of found) {
      const key = kustomizationKey(generator);
      const first = this.generatorByKey.get(key);
      if (first) {
        if (formatLocation(first.source) !== formatLocation(generator.source))
          this.problems.push({
            message: problemText.duplicate(
              key,
              formatLocation(first.source),
              formatLocation(generator.source),
              "ArtifactGenerator",
              [first.source.file, generator.source.file],
            ),
            object: `ArtifactGenerator/${key}`,
            source: generator.source,
          });
        continue;
      }
      this.generatorByKey.set(key, generator);
      this.generators.push(generator);
      for (const id of this.artifacts.add([generator]))
        this.problems.push({
          message: `ExternalArtifact ${id} is built by two ArtifactGenerators; the first one (${this.artifacts.describe(...(id.split("/") as [string, string]))}) is used`,
          object: `ArtifactGenerator/${key}`,
          source: generator.source,
        });
    }
  }

  private note(key: string, text: string): void {
    this.notes.set(key, [...(this.notes.get(key) ?? []), text]);
  }

  /** `key` and the parents above it. */
  private ancestors(key: string): Set<string> {
    const out = new Set<string>();
    for (let at = this.entries.get(key)?.spec; at; ) {
      const k = kustomizationKey(at);
      if (out.has(k)) break;
      out.add(k);
      at = at.parent ? this.entries.get(kustomizationKey(at.parent))?.spec : undefined;
    }
    return out;
  }

  private removeChildrenOf(key: string): void {
    for (const [childKey, entry] of this.entries) {
      if (entry.spec.parent && kustomizationKey(entry.spec.parent) === key) {
        this.entries.delete(childKey);
        this.renders.delete(childKey);
        this.removeChildrenOf(childKey);
      }
    }
  }
}

/**
 * What a parent's render gave a child beyond its written definition: the indices of patches it
 * added (a blanket patch over every child is written once, on purpose: that it matches nothing in
 * one child is not news), and a warning when the child's own patches did not survive — kustomize
 * replaces a custom resource's lists whole, so a parent's patch that sets `spec.patches` drops
 * the child's, and Flux applies only the parent's.
 */
function inheritance(
  rendered: KustomizationSpec,
  written: KustomizationSpec | undefined,
  parentKey: string,
): Pick<KustomizationSpec, "inheritedPatches" | "warnings"> {
  if (!written) return {};
  const own = (patch: KustomizePatch) =>
    written.patches.some(
      (mine) =>
        isDeepStrictEqual(mine, patch) ||
        // The parent's postBuild may have substituted variables in the child's own patch.
        (mine.patch.includes("$") && isDeepStrictEqual(mine.target, patch.target)),
    );
  const inheritedPatches = rendered.patches.flatMap((patch, index) => (own(patch) ? [] : [index]));
  const lost = written.patches.length > 0 && inheritedPatches.length === rendered.patches.length;
  return {
    ...(inheritedPatches.length > 0 ? { inheritedPatches } : {}),
    ...(lost
      ? {
          warnings: [
            ...(rendered.warnings ?? []),
            `its own spec.patches (${formatLocation(written.source)}) are replaced by what ${parentKey}'s render gives it: kustomize replaces a Flux Kustomization's patches list whole, so Flux applies only the parent's`,
          ],
        }
      : {}),
  };
}

/** The definitions among a render's objects; an object without a known file is placed at `fallback`. */
function definitionsIn(result: RenderResult, fallback: SourceLocation, defaultNamespace: string) {
  return readDefinitionObjects(
    result.objects.map((m) => ({ object: m.object, source: m.source ?? fallback })),
    defaultNamespace,
  );
}

function duplicate(key: string, first: KustomizationSpec, second: KustomizationSpec): Problem {
  const where = (spec: KustomizationSpec) =>
    `${formatLocation(spec.source)}${spec.parent ? ` (rendered by ${kustomizationKey(spec.parent)})` : ""}`;
  return {
    message: problemText.duplicate(key, where(first), where(second), "Kustomization", [
      first.source.file,
      second.source.file,
    ]),
    object: `Kustomization/${key}`,
    source: second.source,
  };
}
