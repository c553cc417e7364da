// `kustomize-sync diff`: renders the Kustomizations of two revisions of a repository (git for
// the base, the working tree for the head) as `build` does and hands both object sets to the
// pure diff engine (src/diff/). It never talks to a cluster, so it works without credentials (fork PRs).
import { execFile } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { isDeepStrictEqual, promisify } from "node:util";
import type { KubeObject } from "../cluster/types.js";
import { type DiffReport, diffRevisions, type RenderedKustomization } from "../diff/index.js";
import type { Plan } from "../graph/index.js";
import { type HelmRenderContext, isHelmRelease, renderReleases } from "../helm/index.js";
import {
  formatLocation,
  type KustomizationSpec,
  kustomizationKey,
  type Manifest,
  mapLimit,
  type Problem,
} from "../model/index.js";
import { type RunOptions, UsageError } from "../options.js";
import {
  childEnvironment,
  RenderCache,
  type RenderContext,
  readSetOf,
  type SecretSink,
  scratchDir,
  sourceRevision,
  within,
} from "../render/index.js";
import type { SourceResolver } from "../sources/index.js";
import { type ChangedPaths, changedPaths, reaches } from "./affected.js";
import { type RenderedDefinition, renderDefinition } from "./build.js";
import type { Discovery } from "./discover.js";
import { helmRenderContext, releaseManifests } from "./releases.js";
import { rendererFor, runRenderContext } from "./setup.js";
import { sourceResolverFor } from "./sources.js";
import { validate } from "./validate.js";

const run = promisify(execFile);

async function git(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  trusted: string = cwd,
): Promise<string> {
  // safe.directory on the command line: HOME is private, and only this checkout is trusted.
  const { stdout } = await run("git", ["-c", `safe.directory=${trusted}`, ...args], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...childEnvironment(), ...env },
  });
  return stdout.trim();
}

/** `child` relative to `parent` when it is inside it. */
function inside(parent: string, child: string): string | undefined {
  return within(parent, child) ? relative(parent, child) : undefined;
}

/**
 * Writes the tree of `commit` below `subdir` into `target` without touching the user's checkout:
 * a private index file (GIT_INDEX_FILE) is filled with `read-tree` and written out with
 * `checkout-index`. Unlike `git archive`, export-ignore and export-subst do not alter the files.
 * Returns false when `subdir` does not exist at that commit.
 */
async function materialize(top: string, commit: string, subdir: string, target: string): Promise<boolean> {
  const treeish = subdir === "" ? `${commit}^{tree}` : `${commit}:${subdir.split(sep).join("/")}`;
  try {
    await git(top, ["rev-parse", "--verify", "--quiet", `${treeish}^{tree}`]);
  } catch {
    return false;
  }
  const env = { GIT_INDEX_FILE: join(target, ".kustomize-sync-index") };
  const tree = join(target, "tree");
  await git(top, ["read-tree", treeish], env);
  await git(top, ["checkout-index", "--all", "--force", `--prefix=${tree}${sep}`], env);
  await rm(env.GIT_INDEX_FILE, { force: true });
  return true;
}

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
): Promise<PreparedSide> {
  const sources = sourceResolverFor(options, sink ? { sink } : {});
  const { report, plan, discovery } = await validate(options, {
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
    });
    const problems = report.problems ?? [];
    return { options, specs, plan, discovery, problems, sources, ctx, helm, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function render(side: PreparedSide, spec: KustomizationSpec): Promise<RenderedDefinition> {
  return renderDefinition(spec, side.ctx, side.sources, side.discovery, side.helm);
}

/** Renders every Kustomization of a side, keeping what a sync would apply of each. */
async function renderSide(side: PreparedSide): Promise<Side> {
  const rendered = await mapLimit(side.specs, side.options.concurrency, (spec) => render(side, spec));
  return { kustomizations: rendered.map((r) => rowOf(side, r)), problems: side.problems };
}

/** A render as the diff engine compares it, with what the side's discovery says of it. */
function rowOf(side: PreparedSide, r: RenderedDefinition): RenderedKustomization {
  const key = kustomizationKey(r.spec);
  const row = rowFor(r.spec, side.options);
  const blocked = side.plan.blocked.get(key);
  const warnings = [
    ...(blocked ? [`not applied by a sync: ${blocked.message}`] : []),
    ...(side.discovery.notes.get(key) ?? []),
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
 * Which Kustomizations a change can reach. One is unreached — its render at the base is its
 * render at the head — when its definition is the same at both (as discovered: a parent's patch
 * or substitution is part of it), it renders from the repository itself at both (not a fetched
 * source, a `--source` mapping or an ExternalArtifact), and no changed path is in what its build
 * reads (build/reads.ts). Everything else a render takes is the same for both sides of one run:
 * the run's images and variables, the tools, no cluster.
 */
async function unreachedKeys(
  base: PreparedSide,
  head: PreparedSide,
  changed: ChangedPaths,
): Promise<Set<string>> {
  const unreached = new Set<string>();
  if (changed.everything) return unreached;
  const baseSpecs = new Map(base.specs.map((spec) => [kustomizationKey(spec), spec]));
  await mapLimit(head.specs, head.options.concurrency, async (spec) => {
    const key = kustomizationKey(spec);
    const before = baseSpecs.get(key);
    if (!before || !isDeepStrictEqual(before, spec)) return;
    const [atBase, atHead] = await Promise.all([base.sources.decide(before), head.sources.decide(spec)]);
    if (atBase.type !== "repository" || atHead.type !== "repository") return;
    const reads = await readSetOf(spec, head.options.root);
    if (reads && !reaches(changed.paths, reads)) unreached.add(key);
  });
  return unreached;
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
 * Renders only what the change reaches. Every Kustomization renders at the head (its objects are
 * counted and its notes shown); at the base, only those the change reaches (see unreachedKeys):
 * an unreached one's head render stands for its base render, its HelmReleases rendered again at
 * the base only when their chart's source changed. The report is the one rendering both sides
 * whole would give (the equivalence test in test/unit/diff-changed-only.test.ts).
 */
async function renderChanged(
  base: PreparedSide,
  head: PreparedSide,
  changed: ChangedPaths,
): Promise<{ base: Side; head: Side }> {
  const [unreached, headRendered] = await Promise.all([
    unreachedKeys(base, head, changed),
    mapLimit(head.specs, head.options.concurrency, (spec) => render(head, spec)),
  ]);
  const atHead = new Map(headRendered.map((r) => [kustomizationKey(r.spec), r]));
  // As a base render of them would: their chart sources, rendered beside their HelmReleases,
  // are the definitions the other releases of the base read.
  for (const key of unreached) {
    const r = atHead.get(key);
    if (r?.releases?.length && r.manifests) base.helm?.charts.noteRendered(r.manifests);
  }
  const reused = new Set<string>();
  const baseRendered = await mapLimit(base.specs, base.options.concurrency, async (spec) => {
    const key = kustomizationKey(spec);
    const r = unreached.has(key) ? atHead.get(key) : undefined;
    if (!r) return render(base, spec);
    reused.add(key);
    return { ...r, spec };
  });
  // After the base's own renders, which note the chart sources they render.
  const settled = await mapLimit(baseRendered, base.options.concurrency, async (r) => {
    if (!reused.has(kustomizationKey(r.spec)) || !r.releases?.length || !r.manifests || !base.helm) return r;
    if (await releasesUnreached(r.manifests, base, head)) return r;
    return { ...r, releases: await renderReleases(r.manifests, base.helm) };
  });
  head.options.log.debug(
    `diff: ${unreached.size} of ${head.specs.length} Kustomizations unreached by the change (their head render stands for the base's)`,
  );
  return {
    base: { kustomizations: settled.map((r) => rowOf(base, r)), problems: base.problems },
    head: { kustomizations: headRendered.map((r) => rowOf(head, r)), problems: head.problems },
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
  /** renderAll: render every Kustomization at both revisions, as before changed-only rendering (for tests and benchmarks). */
  how: { renderAll?: boolean } = {},
): Promise<DiffReport> {
  const started = Date.now();
  let top: string;
  try {
    // --root may be below the top-level, which safe.directory names: rev-parse runs no hook.
    top = await git(options.root, ["rev-parse", "--show-toplevel"], {}, "*");
  } catch {
    throw new UsageError(`--base: ${options.root} is not inside a git repository`);
  }
  const resolve = () =>
    git(top, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${baseRef}^{commit}`]);
  let commit: string;
  try {
    commit = await resolve();
  } catch {
    if (!fetch)
      throw new UsageError(
        `--base: unknown revision ${JSON.stringify(baseRef)} (fetch it first, e.g. git fetch origin ${baseRef})`,
      );
    fetch.log(`base ${baseRef} is not in the checkout; fetching it from origin`);
    try {
      await git(top, ["fetch", "--no-tags", "--no-recurse-submodules", "--depth=1", "origin", baseRef]);
      commit = await resolve();
    } catch (err) {
      const detail = ((err as { stderr?: string }).stderr ?? "").trim().split("\n").pop() ?? "";
      throw new UsageError(
        `base: ${baseRef} is not in the checkout and could not be fetched from origin${detail ? ` (${detail})` : ""}; check out with fetch-depth: 0`,
      );
    }
  }
  const rootInRepo = inside(top, options.root) ?? "";
  await rendererFor(options); // no kustomize is a usage error, said before anything is written
  const scratch = await mkdtemp(join(scratchDir(), "base-"));
  try {
    const present = await materialize(top, commit, rootInRepo, scratch);
    const baseRoot = join(scratch, "tree");
    const basePath = join(baseRoot, relative(options.root, options.path));
    // A --source inside the root is read at the base revision too; one outside stays as it is.
    const sources = Object.fromEntries(
      Object.entries(options.sources).map(([name, dir]) => {
        const rel = inside(options.root, dir);
        return [name, rel === undefined ? dir : join(baseRoot, rel)];
      }),
    );
    const baseOptions: RunOptions = { ...options, root: baseRoot, path: basePath, sources };
    const basePresent = present && (await stat(basePath).catch(() => undefined))?.isDirectory();
    const cache = how.renderAll || !options.renderCache ? undefined : new RenderCache(options.renderCache);
    const [base, head, headRevision, changed] = await Promise.all([
      basePresent ? prepareSide(baseOptions, sink, cache) : undefined,
      prepareSide(options, sink, cache),
      sourceRevision(options.root),
      how.renderAll
        ? undefined
        : changedPaths((args) => git(options.root, args, {}, top), options.root, commit),
    ]);
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
    if (cache)
      options.log.debug(
        `diff: ${cache.counts.read} renders read from the render cache ${cache.dir}, ${cache.counts.made} made`,
      );
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
    await rm(scratch, { recursive: true, force: true });
  }
}
