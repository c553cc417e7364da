// `kustomize-sync diff`: renders the Kustomizations of two revisions of a repository (git for
// the base, the working tree for the head) as `build` does and hands both object sets to the
// pure diff engine (src/diff/). It never talks to a cluster, so it works without credentials (fork PRs).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { KubeObject } from "../cluster/types.js";
import { type DiffReport, diffRevisions, type RenderedKustomization } from "../diff/index.js";
import type { Plan } from "../graph/index.js";
import { type HelmRenderContext, isHelmRelease, renderReleases } from "../helm/releases.js";
import {
  DEFAULT_NAMESPACE,
  formatLocation,
  type KustomizationSpec,
  kustomizationKey,
  type Manifest,
  mapLimit,
  type Problem,
  type WalkIndex,
} from "../model/index.js";
import type { RunOptions } from "../options.js";
import {
  ArtifactStore,
  type ReadSet,
  type RenderCache,
  type RenderContext,
  readSetFiles,
  readSetOf,
  type SecretSink,
} from "../render/index.js";
import { readSourceObject, SOURCE_GROUP, type SourceResolver } from "../sources/index.js";
import { type ChangedPaths, reaches } from "./affected.js";
import { type BaseCheckout, type BaseTree, inside, startBaseCheckout } from "./base-revision.js";
import { type RenderedDefinition, renderDefinition } from "./build.js";
import type { Discovery } from "./discover.js";
import { changeMayMoveDefinitions, discoveryReached } from "./discovery-reuse.js";
import { helmRenderContext, lookForHelm, releaseManifests, shareHelm } from "./releases.js";
import { renderCacheFor, rendererFor, runRenderContext, shareRenderer } from "./setup.js";
import { sourceResolverFor } from "./sources.js";
import { validate } from "./validate.js";

interface Side {
  kustomizations: RenderedKustomization[];
  problems: Problem[];
}

/** One revision discovered and ready to render: its definitions and what their renders share. */
interface PreparedSide {
  options: RunOptions;
  /** Every definition, in dependsOn order (blocked ones last). */
  specs: KustomizationSpec[];
  plan: Plan;
  discovery: Discovery;
  problems: Problem[];
  sources: SourceResolver;
  ctx: RenderContext;
  helm: HelmRenderContext | undefined;
  close(): Promise<void>;
}

/**
 * Discovers every Kustomization as `build` does (discovery by rendering, sources resolved once
 * each, ExternalArtifacts from ArtifactGenerators) without a cluster, and sets up its renders.
 */
async function prepareSide(
  options: RunOptions,
  sink: SecretSink | undefined,
  cache: RenderCache | undefined,
  /** The head, whose discovery is this side's too (discovery-reuse.ts): it is not discovered again. */
  same?: PreparedSide,
): Promise<PreparedSide> {
  const walks = await cache?.walks();
  const sources = sourceResolverFor(options, { ...(sink ? { sink } : {}), ...(walks ? { walks } : {}) });
  const { report, plan, discovery } = same
    ? {
        report: { problems: [...same.problems] },
        plan: same.plan,
        discovery: {
          ...same.discovery,
          renders: new Map(same.discovery.renders),
          // No generators (else discovered again): an empty store of this side's own.
          artifacts: new ArtifactStore([], { root: options.root, sources: options.sources }),
        },
      }
    : await validate(options, {
        ...(sink ? { secrets: sink } : {}),
        keep: true,
        sources,
        ...(cache ? { renderCache: cache } : {}),
      });
  const close = async () => {
    await sources.close();
    await discovery.artifacts.close();
  };
  try {
    const specs = [...new Set([...plan.order, ...discovery.kustomizations])];
    sources.prefetch(specs);
    const renderer = await rendererFor(options);
    const ctx: RenderContext = {
      // No substitution reader: substituteFrom is named in the output, never read or guessed.
      ...runRenderContext(options, { sources: sources.mapping, ...(sink ? { secrets: sink } : {}) }),
      renderer,
      artifacts: discovery.artifacts,
      ...(cache ? { renderCache: cache } : {}),
    };
    // valuesFrom likewise: what the Kustomization's output does not hold is named as unread.
    const helm = await helmRenderContext(options, {
      sources,
      kustomize: renderer,
      ...(sink ? { secrets: sink } : {}),
      ...(cache ? { templates: cache } : {}),
    });
    const problems = report.problems ?? [];
    return { options, specs, plan, discovery, problems, sources, ctx, helm, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Both sides discovered. When no changed file can move a definition, the head is discovered first
 * and the base takes its discovery unless the change reaches a render discovery made
 * (discovery-reuse.ts); otherwise both are discovered at once.
 */
async function prepareSides(
  options: RunOptions,
  /** The head, being prepared (prepareSide) since before the base's files were written; the caller closes it on failure. */
  headReady: Promise<PreparedSide>,
  baseOptions: RunOptions | undefined,
  changed: ChangedPaths | undefined,
  sink: SecretSink | undefined,
  cache: RenderCache | undefined,
): Promise<{ base: PreparedSide | undefined; head: PreparedSide }> {
  const moved =
    baseOptions && changed ? changeMayMoveDefinitions(changed, [options.root, baseOptions.root]) : "";
  if (!baseOptions || !changed || moved !== undefined) {
    if (moved) options.log.debug(`diff: the base revision is discovered too: ${moved}`);
    const [base, head] = await Promise.allSettled([
      baseOptions ? prepareSide(baseOptions, sink, cache) : undefined,
      headReady,
    ]);
    if (base.status === "rejected" || head.status === "rejected") {
      if (base.status === "fulfilled") await base.value?.close();
      throw base.status === "rejected" ? base.reason : (head as PromiseRejectedResult).reason;
    }
    return { base: base.value, head: head.value };
  }
  const head = await headReady;
  const reached = await discoveryReached(
    head.discovery,
    changed,
    options.root,
    head.sources,
    await cache?.walks(),
  );
  if (reached) options.log.debug(`diff: the base revision is discovered too: ${reached}`);
  else options.log.debug("diff: the base revision's definitions are the head's (no change reaches them)");
  return { base: await prepareSide(baseOptions, sink, cache, reached ? undefined : head), head };
}

/** A Kustomization's render at one revision; with `releases: false`, kustomize's output alone. */
function render(side: PreparedSide, spec: KustomizationSpec, releases = true): Promise<RenderedDefinition> {
  return renderDefinition(spec, side.ctx, side.sources, side.discovery, releases ? side.helm : undefined);
}

/** Renders every Kustomization of a side, keeping what a sync would apply of each. */
async function renderSide(side: PreparedSide): Promise<Side> {
  const rendered = await mapLimit(side.specs, side.options.concurrency, (spec) => render(side, spec));
  return { kustomizations: rendered.map((r) => rowOf(side, r)), problems: side.problems };
}

/** A Kustomization's row before its render: its definition and what the side's discovery says of it. */
function plainRow(side: PreparedSide, spec: KustomizationSpec): RenderedKustomization {
  const key = kustomizationKey(spec);
  const row = rowFor(spec, side.options);
  const blocked = side.plan.blocked.get(key);
  const warnings = [
    ...(blocked ? [`not applied by a sync: ${blocked.message}`] : []),
    ...(side.discovery.notes.get(key) ?? []),
  ];
  if (warnings.length) row.warnings = warnings;
  return row;
}

/** A render as the diff engine compares it, with what the side's discovery says of it. */
function rowOf(side: PreparedSide, r: RenderedDefinition): RenderedKustomization {
  const row = plainRow(side, r.spec);
  const warnings = [
    ...(row.warnings ?? []),
    ...(r.warnings ?? []).filter((w) => !w.startsWith("substituteFrom ")),
  ];
  if (warnings.length) row.warnings = warnings;
  const unresolved = (r.warnings ?? []).filter((w) => w.startsWith("substituteFrom "));
  if (unresolved.length) row.unresolved = unresolved;
  if (r.error) row.error = `${r.error.reason}: ${r.error.detail}`;
  else row.manifests = [...(r.manifests ?? []), ...(r.releases ?? []).flatMap(releaseManifests)];
  // Said with the HelmRelease's file:line, as `build` says it.
  const failedReleases = (r.releases ?? []).flatMap((o) =>
    o.error
      ? [
          {
            release: `${o.namespace}/${o.name}`,
            message: o.source ? `${o.error} (${formatLocation(o.source)})` : o.error,
          },
        ]
      : [],
  );
  if (failedReleases.length) row.failedReleases = failedReleases;
  const releaseWarnings = (r.releases ?? []).flatMap((o) =>
    (o.rendered?.warnings ?? []).map((w) => `${o.key}: ${w}`),
  );
  if (releaseWarnings.length) row.warnings = [...(row.warnings ?? []), ...releaseWarnings];
  return row;
}

/**
 * Which Kustomizations a change can reach, and what the others read. One is unreached — its
 * render at the base is its render at the head — when its definition is the same at both (as
 * discovered: a parent's patch or substitution is part of it), it renders from the repository
 * itself at both (not a fetched source, a `--source` mapping or an ExternalArtifact), and no
 * changed path is in what its build reads (render/reads.ts). Everything else a render takes is
 * the same for both sides of one run: the run's images and variables, the tools, no cluster.
 */
async function unreachedReads(
  base: PreparedSide,
  head: PreparedSide,
  changed: ChangedPaths,
): Promise<Map<string, ReadSet>> {
  const unreached = new Map<string, ReadSet>();
  if (changed.everything) return unreached;
  const baseSpecs = new Map(base.specs.map((spec) => [kustomizationKey(spec), spec]));
  const walks = await head.ctx.renderCache?.walks();
  await mapLimit(head.specs, head.options.concurrency, async (spec) => {
    const key = kustomizationKey(spec);
    const before = baseSpecs.get(key);
    if (!before || !isDeepStrictEqual(before, spec)) return;
    const [atBase, atHead] = await Promise.all([base.sources.decide(before), head.sources.decide(spec)]);
    if (atBase.type !== "repository" || atHead.type !== "repository") return;
    const reads = await readSetOf(spec, head.options.root, walks);
    if (reads && !reaches(changed.paths, reads)) unreached.set(key, reads);
  });
  return unreached;
}

/** What an unreached Kustomization's files say it may render, read as text (over-approximated). */
interface UnreachedFiles {
  /**
   * It may render source objects. With releases beside them, other releases take their charts'
   * sources from its render (a render notes its sources only when it holds a release: releases.ts).
   */
  definesSources: boolean;
  /** It may render HelmReleases. */
  releases: boolean;
  /** Its releases may take a chart from the repository's files (GitRepository, Bucket, HelmChart, ExternalArtifact). */
  chartsFromFiles: boolean;
}

function unreachedFiles(root: string, reads: ReadSet, index?: WalkIndex): UnreachedFiles {
  // Kept with the walks (model/walk-index.ts) while no path of the read set changed.
  const key = `mentions\0${createHash("sha256").update(JSON.stringify(reads)).digest("hex")}`;
  const kept = index?.get<UnreachedFiles>(key);
  if (kept) return kept;
  const began = Date.now();
  const found: UnreachedFiles = { definesSources: false, releases: false, chartsFromFiles: false };
  for (const file of readSetFiles(root, reads)) {
    let text = "";
    try {
      text = readFileSync(join(root, file), "latin1");
    } catch {
      // Gone since the walk: nothing of it reaches a render.
    }
    if (text.includes(SOURCE_GROUP)) found.definesSources = true;
    if (text.includes("helm.toolkit.fluxcd.io") || text.includes("HelmRelease")) found.releases = true;
    if (/\b(?:GitRepository|Bucket|HelmChart|ExternalArtifact)\b/.test(text)) found.chartsFromFiles = true;
  }
  index?.put(
    key,
    found,
    [...reads.listed, ...reads.paths].map((path) => join(root, path)),
    began,
  );
  return found;
}

/** The source objects (HelmRepository, OCIRepository…) of renders, by `Kind/namespace/name`, as compared. */
function renderedSources(side: PreparedSide, rendered: readonly RenderedDefinition[]): Map<string, string> {
  const out = new Map<string, string>();
  const namespace = side.options.defaultNamespace || DEFAULT_NAMESPACE;
  for (const r of rendered) {
    for (const { object } of r.manifests ?? []) {
      const found = readSourceObject(object, namespace, "cluster");
      if (found) out.set(`${found.kind}/${found.namespace}/${found.name}`, JSON.stringify(found));
    }
  }
  return out;
}

/** The source objects written in a side's files, by `Kind/namespace/name` (every definition of each), as compared. */
async function writtenSources(side: PreparedSide): Promise<Map<string, string>> {
  const out = new Map<string, string[]>();
  // The resolver's own reading: the one its releases' charts were found by.
  for (const found of await side.sources.writtenDefinitions()) {
    const key = `${found.kind}/${found.namespace}/${found.name}`;
    out.set(key, [...(out.get(key) ?? []), JSON.stringify({ ...found, definedIn: undefined })]);
  }
  return new Map([...out].map(([key, all]) => [key, all.sort().join("\n")]));
}

/**
 * Whether a changed path, as it is at either revision, may mention `text`: a file that does, or
 * a directory (git names a whole untracked one), which is not read through.
 */
function changedFilesMention(
  paths: readonly string[],
  sides: readonly PreparedSide[],
  text: string,
): boolean {
  return paths.some((path) =>
    sides.some((side) => {
      try {
        return readFileSync(join(side.options.root, path), "latin1").includes(text);
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === "EISDIR"; // else absent at that revision
      }
    }),
  );
}

function sameEntries(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);
}

/** The chart sources a HelmRelease manifest names: `Kind/namespace/name`, or undefined for a kind read from the repository. */
function remoteChartSource(
  object: KubeObject,
): { kind: string; namespace: string; name: string } | undefined {
  const spec = (object.spec ?? {}) as {
    chart?: { spec?: { sourceRef?: { kind?: string; name?: string; namespace?: string } } };
    chartRef?: { kind?: string; name?: string; namespace?: string };
  };
  const ref = spec.chartRef ?? spec.chart?.spec?.sourceRef;
  // A GitRepository's or Bucket's chart (the repository's own files), or a HelmChart's, is not
  // told by its source's definition alone: such releases are rendered at both revisions.
  if (!ref?.name || (ref.kind !== "HelmRepository" && ref.kind !== "OCIRepository")) return undefined;
  if (spec.chartRef && ref.kind !== "OCIRepository") return undefined;
  const namespace = ref.namespace ?? object.metadata.namespace ?? "default";
  return { kind: ref.kind, namespace, name: ref.name };
}

/**
 * Whether the HelmReleases among an unreached Kustomization's objects render the same at both
 * revisions: each takes its chart from a HelmRepository or OCIRepository whose definition is the
 * same at both (a chart version or tag bump there reaches every release that uses it), and
 * everything else it reads (the HelmRelease, valuesFrom) is among the Kustomization's objects.
 */
async function releasesUnreached(
  manifests: readonly Manifest[],
  base: PreparedSide,
  head: PreparedSide,
): Promise<boolean> {
  for (const { object } of manifests) {
    if (!isHelmRelease(object)) continue;
    const ref = remoteChartSource(object);
    if (!ref) return false;
    const [before, after] = await Promise.all([
      base.sources.findDefinition(ref.kind, ref.namespace, ref.name),
      head.sources.findDefinition(ref.kind, ref.namespace, ref.name),
    ]);
    if (!isDeepStrictEqual(before, after)) return false;
  }
  return true;
}

/**
 * Renders only what the change reaches. An unreached Kustomization (see unreachedReads) is not
 * rendered — it is the same at both revisions — unless its files say it may take a chart from
 * the repository's files (not in its read set): those render at the head, and that render stands
 * for the base's. One whose files hold source objects beside releases is built by kustomize
 * alone, at the head, for the source definitions the other releases read. Releases among an unrendered Kustomization's files are rendered (at the head, standing
 * for the base) only when a chart source's definition differs between the revisions; a reused
 * render's releases are rendered again at the base when their chart source differs (see
 * releasesUnreached). The report is the one rendering both sides whole would give, but for the
 * objects of Kustomizations left unrendered, which are counted as no objects (the equivalence test
 * in test/e2e/diff-changed-only.test.ts).
 */
async function renderChanged(
  base: PreparedSide,
  head: PreparedSide,
  changed: ChangedPaths,
): Promise<{ base: Side; head: Side }> {
  const unreached = await unreachedReads(base, head, changed);
  // The files that define sources are the same at both revisions when no changed file names
  // their group at either: the base takes the head's, read once (each is a walk of every file).
  const sourcesChanged = changedFilesMention(changed.paths, [base, head], SOURCE_GROUP);
  if (!sourcesChanged) base.sources.takeWrittenDefinitions(head.sources);
  const files = new Map<string, UnreachedFiles>();
  const index = (await head.ctx.renderCache?.walks())?.of(await realpath(head.options.root));
  for (const [key, reads] of unreached) files.set(key, unreachedFiles(head.options.root, reads, index));
  const unrendered = new Set([...files].filter(([, f]) => !f.chartsFromFiles).map(([key]) => key));
  // Source objects beside releases are the definitions other releases read (releases.ts notes
  // them as it renders those): kustomize renders these once, their releases are left unrendered,
  // and their sources are noted on both sides before anything else renders.
  const sourcesOnly = head.specs.filter((spec) => {
    const found = files.get(kustomizationKey(spec));
    return unrendered.has(kustomizationKey(spec)) && found?.definesSources && found.releases;
  });
  const sourceRenders = await mapLimit(sourcesOnly, head.options.concurrency, (spec) =>
    render(head, spec, false),
  );
  for (const r of sourceRenders) {
    if (!r.manifests?.some(({ object }) => isHelmRelease(object))) continue;
    head.helm?.charts.noteRendered(r.manifests);
    base.helm?.charts.noteRendered(r.manifests);
  }
  // The head's renders of unreached Kustomizations stand for the base's, so the base waits for
  // those; the rest of both sides render at once.
  const toRender = head.specs.filter((spec) => !unrendered.has(kustomizationKey(spec)));
  const [unreachedAtHead, reachedAtHead] = [true, false].map((wanted) =>
    mapLimit(
      toRender.filter((spec) => unreached.has(kustomizationKey(spec)) === wanted),
      head.options.concurrency,
      (spec) => render(head, spec),
    ),
  ) as [Promise<RenderedDefinition[]>, Promise<RenderedDefinition[]>];
  const reused = new Set<string>();
  const atBase = unreachedAtHead.then((rendered) => {
    const atHead = new Map(rendered.map((r) => [kustomizationKey(r.spec), r]));
    // As a base render of them would: their chart sources, rendered beside their HelmReleases,
    // are the definitions the other releases of the base read.
    for (const r of rendered)
      if (r.releases?.length && r.manifests) base.helm?.charts.noteRendered(r.manifests);
    return mapLimit(
      base.specs.filter((spec) => !unrendered.has(kustomizationKey(spec))),
      base.options.concurrency,
      async (spec) => {
        const key = kustomizationKey(spec);
        const r = unreached.has(key) ? atHead.get(key) : undefined;
        if (!r) return render(base, spec);
        reused.add(key);
        return { ...r, spec };
      },
    );
  });
  // Each settled before any is awaited: a failure of one side never leaves the other unobserved.
  const outcomes = await Promise.allSettled([unreachedAtHead, reachedAtHead, atBase]);
  for (const r of outcomes) if (r.status === "rejected") throw r.reason;
  const [fromUnreached, fromReached, baseRendered] = outcomes.map(
    (r) => (r as PromiseFulfilledResult<RenderedDefinition[]>).value,
  ) as [RenderedDefinition[], RenderedDefinition[], RenderedDefinition[]];
  const headRendered = [...fromUnreached, ...fromReached];
  const atHead = new Map(headRendered.map((r) => [kustomizationKey(r.spec), r]));
  // An unrendered Kustomization's releases render alike at both revisions while every chart
  // source does: when one differs, those that may hold releases are rendered after all.
  const withReleases = [...unrendered].filter((key) => files.get(key)?.releases);
  if (withReleases.length > 0) {
    const differs =
      !sameEntries(renderedSources(base, baseRendered), renderedSources(head, headRendered)) ||
      (sourcesChanged && !sameEntries(await writtenSources(base), await writtenSources(head)));
    if (differs) {
      const specs = head.specs.filter((spec) => withReleases.includes(kustomizationKey(spec)));
      const more = await mapLimit(specs, head.options.concurrency, (spec) => render(head, spec));
      for (const r of more) {
        const key = kustomizationKey(r.spec);
        unrendered.delete(key);
        atHead.set(key, r);
        headRendered.push(r);
        reused.add(key);
        const spec = base.specs.find((s) => kustomizationKey(s) === key);
        if (spec) baseRendered.push({ ...r, spec });
      }
    }
  }
  // After the base's own renders, which note the chart sources they render.
  const settled = await mapLimit(baseRendered, base.options.concurrency, async (r) => {
    if (!reused.has(kustomizationKey(r.spec)) || !r.releases?.length || !r.manifests || !base.helm) return r;
    if (await releasesUnreached(r.manifests, base, head)) return r;
    return { ...r, releases: await renderReleases(r.manifests, base.helm) };
  });
  head.options.log.debug(
    `diff: ${unreached.size} of ${head.specs.length} Kustomizations unreached by the change, ${unrendered.size} of them not rendered`,
  );
  const rows = (side: PreparedSide, rendered: readonly RenderedDefinition[]) => {
    const byKey = new Map(rendered.map((r) => [kustomizationKey(r.spec), r]));
    return side.specs.map((spec) => {
      const r = byKey.get(kustomizationKey(spec));
      return r ? rowOf(side, r) : { ...plainRow(side, spec), notRendered: true as const };
    });
  };
  return {
    base: { kustomizations: rows(base, settled), problems: base.problems },
    head: { kustomizations: rows(head, headRendered), problems: head.problems },
  };
}

function rowFor(spec: KustomizationSpec, options: RunOptions): RenderedKustomization {
  // The object as Flux would apply it when the loader kept it, else the normalised spec; never
  // where it is written (a definition moved to another file is no change).
  const { source, warnings: _warnings, definition: object, ...normalised } = spec;
  return {
    namespace: spec.namespace,
    name: spec.name,
    source,
    prune: spec.prune && options.prune,
    deletionPolicy: spec.deletionPolicy,
    definition: object ?? (normalised as unknown as Record<string, unknown>),
    manifests: [],
    ...(spec.ignore ? { ignore: spec.ignore } : {}),
  };
}

/**
 * `kustomize-sync diff --base REF`: renders every Kustomization at REF (from git, in a temporary
 * directory) and in the working tree, both as `build` renders them, and diffs the object sets.
 * No cluster is contacted: substituteFrom is reported as unresolved. Throws UsageError for a
 * root outside git or a ref git does not know. With `fetch`, a base the checkout lacks (a
 * shallow clone, as actions/checkout makes) is fetched from origin first, saying so.
 */
export async function diffAgainstBase(
  options: RunOptions,
  baseRef: string,
  /** Receives the secret values the renders handled (Secrets, source credentials), for redaction. */
  sink?: SecretSink,
  fetch?: { log: (message: string) => void },
  how: {
    /** Render every Kustomization at both revisions, as before changed-only rendering (for tests and benchmarks). */
    renderAll?: boolean;
    /** The base as the CLI started reading it (startBaseCheckout), before the engine loaded. */
    started?: BaseCheckout;
  } = {},
): Promise<DiffReport> {
  const started = Date.now();
  lookForHelm(options);
  // Asking kustomize its version overlaps with git's work; a failure is said below, in turn.
  const rendererReady = rendererFor(options);
  const checkout = how.started ?? startBaseCheckout(options, baseRef, fetch, how.renderAll);
  try {
    // Said before anything is fetched or rendered, in this order: not a checkout, an unknown
    // base, no kustomize.
    const { commit } = await checkout.resolved;
    await rendererReady;
    const cache = how.renderAll ? undefined : renderCacheFor(options);
    // The head's definitions need nothing more from git: they are discovered while git writes
    // the base's files and says what changed.
    const headReady = prepareSide(options, sink, cache);
    headReady.catch(() => undefined);
    const closeHead = () => headReady.then((head) => head.close()).catch(() => undefined);
    let tree: BaseTree;
    try {
      tree = await checkout.tree();
    } catch (error) {
      await closeHead();
      throw error;
    }
    const { scratch, root: materializedRoot, changed, headRevision } = tree;
    const present = materializedRoot !== undefined;
    const baseRoot = materializedRoot ?? join(scratch, "tree");
    const basePath = join(baseRoot, relative(options.root, options.path));
    // A --source inside the root is read at the base revision too; one outside stays as it is.
    const sources = Object.fromEntries(
      Object.entries(options.sources).map(([name, dir]) => {
        const rel = inside(options.root, dir);
        return [name, rel === undefined ? dir : join(baseRoot, rel)];
      }),
    );
    const baseOptions: RunOptions = { ...options, root: baseRoot, path: basePath, sources };
    shareRenderer(baseOptions, options);
    shareHelm(baseOptions, options);
    const basePresent = present && (await stat(basePath).catch(() => undefined))?.isDirectory();
    const { base, head } = await prepareSides(
      options,
      headReady,
      basePresent ? baseOptions : undefined,
      changed,
      sink,
      cache,
    ).catch(async (error) => {
      await closeHead();
      throw error;
    });
    let sides: { base: Side; head: Side };
    try {
      sides =
        base && changed
          ? await renderChanged(base, head, changed)
          : await Promise.all([
              base ? renderSide(base) : { kustomizations: [], problems: [] },
              renderSide(head),
            ]).then(([b, h]) => ({ base: b, head: h }));
    } finally {
      await Promise.all([base?.close(), head.close()]);
    }
    if (cache) {
      await cache.saveWalks();
      options.log.debug(`diff: ${cache.summary()}`);
    }
    const result = diffRevisions(sides.base.kustomizations, sides.head.kustomizations);
    const headRows = new Map(sides.head.kustomizations.map((k) => [kustomizationKey(k), k]));
    for (const k of result.kustomizations) {
      for (const warning of headRows.get(kustomizationKey(k))?.warnings ?? []) k.notes.push(warning);
    }
    return {
      mode: "diff",
      // A HelmRelease that fails at the head is a problem too, though the rest of its Kustomization diffs.
      ready:
        sides.head.problems.length === 0 &&
        result.summary.kustomizations.failed === 0 &&
        sides.head.kustomizations.every((k) => !k.failedReleases?.length),
      // Flux's notation: `main@sha1:<sha>`, or `sha1:<sha>` when the base was given as a hash.
      base: { ref: baseRef, revision: `${commit.startsWith(baseRef) ? "" : `${baseRef}@`}sha1:${commit}` },
      head: { revision: headRevision || "working tree" },
      ...result,
      problems: sides.head.problems,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
    };
  } finally {
    await checkout.close();
  }
}
