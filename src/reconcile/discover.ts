import { realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import {
  ArtifactStore,
  BuildError,
  mappedSource,
  type RenderContext,
  type Renderer,
  type RenderResult,
  renderKustomization,
  resolveSource,
  securePath,
} from "../build/index.js";
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
  kustomizationKey,
  mapLimit,
  type Problem,
  type SourceLocation,
} from "../model/index.js";
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
  /** Said about a Kustomization's definition or children (its row shows them). */
  notes: Map<string, string[]>;
  /**
   * Kustomizations whose children are not known (their render failed): what they defined before
   * cannot be told apart from what was removed, so nothing is finalized as removed.
   */
  incomplete: string[];
}

interface Entry {
  spec: KustomizationSpec;
  /** Set for a definition read from a file at the definitions path (a rendered one may replace it). */
  fromFile: boolean;
}

/**
 * Discovery by rendering, as Flux does: the definitions are what Flux would apply. It starts from
 * the files at the definitions path, where a directory holding a kustomization is what kustomize
 * renders from it (an overlay that patches a base's Flux Kustomizations defines the patched
 * ones). Then each Kustomization whose path can hold definitions is rendered like any other
 * (its namespace, patches, substitution), and the Flux Kustomizations and ArtifactGenerators in
 * its output are its children: defined by that parent, reconciled after it. A child replaces a
 * definition read from a file (Flux applies the rendered one); a Kustomization that renders its
 * own definition (flux-system in gotk-sync.yaml) keeps it. ExternalArtifacts resolve through the
 * generators found so far. Never throws for anything in the repository.
 */
export async function discoverDefinitions(options: DiscoveryOptions): Promise<Discovery> {
  const defaultNamespace = options.defaultNamespace || DEFAULT_NAMESPACE;
  const loaded = await loadKustomizations({ root: options.root, path: options.path, defaultNamespace });
  const problems: Problem[] = [...loaded.problems];
  const notes = new Map<string, string[]>();
  const note = (key: string, text: string) => notes.set(key, [...(notes.get(key) ?? []), text]);
  const artifacts = new ArtifactStore([], {
    root: options.root,
    ...(options.render.sources ? { sources: options.render.sources } : {}),
  });
  const generators: ArtifactGeneratorSpec[] = [];
  const known = new Map<string, ArtifactGeneratorSpec>();
  const addGenerators = (found: readonly ArtifactGeneratorSpec[]) => {
    for (const generator of found) {
      const first = known.get(kustomizationKey(generator));
      if (first) {
        if (formatLocation(first.source) !== formatLocation(generator.source))
          problems.push({
            message: problemText.duplicate(
              kustomizationKey(generator),
              formatLocation(first.source),
              formatLocation(generator.source),
              "ArtifactGenerator",
            ),
            object: `ArtifactGenerator/${kustomizationKey(generator)}`,
            source: generator.source,
          });
        continue;
      }
      known.set(kustomizationKey(generator), generator);
      generators.push(generator);
      for (const id of artifacts.add([generator]))
        problems.push({
          message: `ExternalArtifact ${id} is built by two ArtifactGenerators; the first one (${artifacts.describe(...(id.split("/") as [string, string]))}) is used`,
          object: `ArtifactGenerator/${kustomizationKey(generator)}`,
          source: generator.source,
        });
    }
  };
  addGenerators(loaded.generators);

  let renderer: Promise<Renderer> | undefined;
  const context = async (): Promise<RenderContext> => {
    renderer ??= options.renderer();
    return { ...options.render, renderer: await renderer, artifacts };
  };

  const entries = new Map<string, Entry>();
  for (const spec of loaded.kustomizations) entries.set(kustomizationKey(spec), { spec, fromFile: true });

  // Directories whose kustomization renders definitions: read as Flux would apply them.
  const units = await mapLimit(loaded.renderUnits, options.concurrency, async (dir) => {
    const rel = relative(options.root, dir).split(sep).join("/");
    const file = `${rel ? `${rel}/` : ""}${KUSTOMIZATION_FILES[0]}`;
    const unit: KustomizationSpec = {
      name: rel || ".",
      namespace: defaultNamespace,
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
      const { images: _images, substitute: _substitute, ...plain } = await context();
      return { rel, file, result: await renderKustomization(unit, plain) };
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      return { rel, file, error };
    }
  });
  for (const unit of units) {
    if (unit.error) {
      problems.push({
        message: `cannot read the definitions in ${unit.rel || "."}: ${unit.error.detail}`,
        source:
          unit.error.source && unit.error.source.file !== unit.file ? unit.error.source : { file: unit.file },
      });
      continue;
    }
    const found = definitionsIn(unit.result, { file: unit.file }, defaultNamespace);
    problems.push(...found.problems);
    addGenerators(found.generators);
    for (const spec of found.kustomizations) {
      const key = kustomizationKey(spec);
      const first = entries.get(key);
      if (first) {
        problems.push(duplicate(key, first.spec, spec));
        continue;
      }
      entries.set(key, { spec, fromFile: false });
    }
  }

  const renders = new Map<string, RenderResult | BuildError>();
  const incomplete: string[] = [];
  const ancestors = (key: string): Set<string> => {
    const out = new Set<string>();
    for (let at = entries.get(key)?.spec; at; ) {
      const k = kustomizationKey(at);
      if (out.has(k)) break;
      out.add(k);
      at = at.parent ? entries.get(kustomizationKey(at.parent))?.spec : undefined;
    }
    return out;
  };
  const removeChildrenOf = (key: string) => {
    for (const [childKey, entry] of entries) {
      if (entry.spec.parent && kustomizationKey(entry.spec.parent) === key) {
        entries.delete(childKey);
        renders.delete(childKey);
        removeChildrenOf(childKey);
      }
    }
  };

  let frontier = [...entries.keys()];
  let deferred: string[] = [];
  while (frontier.length > 0) {
    const generatorsBefore = generators.length;
    const expanded = await mapLimit(frontier, options.concurrency, async (key) => {
      const entry = entries.get(key);
      if (!entry) return { key, skip: true as const };
      return { key, entry, outcome: await expand(entry.spec) };
    });
    const next: string[] = [];
    for (const item of expanded) {
      if (!("outcome" in item) || !item.entry || entries.get(item.key) !== item.entry) continue;
      const { key, outcome } = item;
      if (outcome === "unknown-artifact") {
        deferred.push(key);
        continue;
      }
      if (outcome === "leaf") continue;
      renders.set(key, outcome);
      if (outcome instanceof BuildError) {
        note(key, `its children are not known: its render failed (${outcome.detail})`);
        incomplete.push(key);
        continue;
      }
      const parent = item.entry.spec;
      const found = definitionsIn(outcome, parent.source, defaultNamespace);
      problems.push(...found.problems);
      addGenerators(found.generators);
      // "Named, not guessed": children rendered without a substituteFrom say which one.
      const unread = outcome.warnings.flatMap((w) => /^substituteFrom (\S+) not read/.exec(w)?.[1] ?? []);
      const lineage = ancestors(key);
      for (const child of found.kustomizations) {
        const childKey = kustomizationKey(child);
        // A Kustomization applying its own definition (flux-system in gotk-sync.yaml), or a loop.
        if (lineage.has(childKey)) continue;
        const spec: KustomizationSpec = {
          ...child,
          parent: { namespace: parent.namespace, name: parent.name },
        };
        if (unread.length > 0)
          spec.warnings = [
            ...(spec.warnings ?? []),
            ...unread.map(
              (ref) =>
                `defined by ${key} without its substituteFrom ${ref} (no cluster access): variables from it are unset in this definition`,
            ),
          ];
        const existing = entries.get(childKey);
        if (existing && !existing.fromFile) {
          problems.push(duplicate(childKey, existing.spec, spec));
          continue;
        }
        if (existing) {
          // Flux applies what the parent renders: that definition replaces the file's.
          removeChildrenOf(childKey);
          renders.delete(childKey);
        }
        entries.set(childKey, { spec, fromFile: false });
        next.push(childKey);
      }
    }
    frontier = next;
    if (frontier.length === 0 && deferred.length > 0 && generators.length > generatorsBefore) {
      frontier = deferred;
      deferred = [];
    }
  }
  for (const key of deferred) {
    const spec = entries.get(key)?.spec;
    const ref = spec?.sourceRef;
    if (spec && ref) {
      note(
        key,
        `its children are not known: ExternalArtifact ${ref.namespace ?? spec.namespace}/${ref.name} has no ArtifactGenerator in the repository`,
      );
      incomplete.push(key);
    }
  }

  const kustomizations = [...entries.values()].map((e) => e.spec);
  if (kustomizations.length === 0 && problems.length === 0 && loaded.renderUnits.length > 0) {
    problems.push({
      message: `no Flux Kustomization found under ${relative(options.root, options.path) || "."}`,
    });
  }
  return { kustomizations, generators, artifacts, problems, renders, notes, incomplete };

  /** A render of `spec` when its path can hold definitions; "leaf" when it cannot. */
  async function expand(
    spec: KustomizationSpec,
  ): Promise<RenderResult | BuildError | "leaf" | "unknown-artifact"> {
    // Never this repository in place of a source it does not hold (its failure is reported later).
    if ((await options.sources?.decide(spec))?.type === "failed") return "leaf";
    const ctx = await context();
    const ref = spec.sourceRef;
    if (
      ref?.kind === "ExternalArtifact" &&
      !artifacts.has(ref.namespace ?? spec.namespace, ref.name) &&
      mappedSource(spec, ctx) === undefined
    )
      return "unknown-artifact";
    let dir: string;
    try {
      dir = (await resolveSource(spec, ctx)).dir;
    } catch (error) {
      if (error instanceof BuildError) return "leaf";
      throw error;
    }
    const realDir = await realpath(dir).catch(() => dir);
    if (!(await mayRenderDefinitions(join(dir, securePath(spec.path)), realDir))) return "leaf";
    try {
      return await renderKustomization(spec, ctx);
    } catch (error) {
      if (error instanceof BuildError) return error;
      throw error;
    }
  }
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
    message: problemText.duplicate(key, where(first), where(second)),
    object: `Kustomization/${key}`,
    source: second.source,
  };
}
