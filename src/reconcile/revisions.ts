// `kustomize-sync diff`: renders the Kustomizations of two revisions of a repository (git for
// the base, the working tree for the head) as `build` does and hands both object sets to the
// pure diff engine (src/diff/). It never talks to a cluster, so it works without credentials (fork PRs).
import { execFile } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import {
  childEnvironment,
  type RenderContext,
  type SecretSink,
  scratchDir,
  sourceRevision,
  within,
} from "../build/index.js";
import { type DiffReport, diffRevisions, type RenderedKustomization } from "../diff/index.js";
import {
  formatLocation,
  type KustomizationSpec,
  kustomizationKey,
  mapLimit,
  type Problem,
} from "../model/index.js";
import { type RunOptions, UsageError } from "../options.js";
import { renderDefinition } from "./build.js";
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

/**
 * Discovers and renders every Kustomization as `build` does (discovery by rendering, sources
 * resolved once each, ExternalArtifacts from ArtifactGenerators) without a cluster, keeping what
 * a sync would apply of each.
 */
async function renderSide(options: RunOptions, sink?: SecretSink): Promise<Side> {
  const sources = sourceResolverFor(options, sink ? { sink } : {});
  const { report, plan, discovery } = await validate(options, {
    ...(sink ? { secrets: sink } : {}),
    keep: true,
    sources,
  });
  try {
    const specs = [...new Set([...plan.order, ...discovery.kustomizations])];
    sources.prefetch(specs);
    const renderer = await rendererFor(options);
    const ctx: RenderContext = {
      // No substitution reader: substituteFrom is named in the output, never read or guessed.
      ...runRenderContext(options, { sources: sources.mapping, ...(sink ? { secrets: sink } : {}) }),
      renderer,
      artifacts: discovery.artifacts,
    };
    // valuesFrom likewise: what the Kustomization's output does not hold is named as unread.
    const helm = await helmRenderContext(options, {
      sources,
      kustomize: renderer,
      ...(sink ? { secrets: sink } : {}),
    });
    const rendered = await mapLimit(specs, options.concurrency, (spec) =>
      renderDefinition(spec, ctx, sources, discovery, helm),
    );
    const kustomizations = rendered.map((r) => {
      const key = kustomizationKey(r.spec);
      const row = rowFor(r.spec, options);
      const blocked = plan.blocked.get(key);
      const warnings = [
        ...(blocked ? [`not applied by a sync: ${blocked.message}`] : []),
        ...(discovery.notes.get(key) ?? []),
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
    });
    return { kustomizations, problems: report.problems ?? [] };
  } finally {
    await sources.close();
    await discovery.artifacts.close();
  }
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
    const [base, head, headRevision] = await Promise.all([
      basePresent
        ? renderSide(baseOptions, sink)
        : Promise.resolve<Side>({ kustomizations: [], problems: [] }),
      renderSide(options, sink),
      sourceRevision(options.root),
    ]);
    const result = diffRevisions(base.kustomizations, head.kustomizations);
    const headRows = new Map(head.kustomizations.map((k) => [kustomizationKey(k), k]));
    for (const k of result.kustomizations) {
      for (const warning of headRows.get(kustomizationKey(k))?.warnings ?? []) k.notes.push(warning);
    }
    return {
      mode: "diff",
      // A HelmRelease that fails at the head is a problem too, though the rest of its Kustomization diffs.
      ready:
        head.problems.length === 0 &&
        result.summary.kustomizations.failed === 0 &&
        head.kustomizations.every((k) => !k.failedReleases?.length),
      // Flux's notation: `main@sha1:<sha>`, or `sha1:<sha>` when the base was given as a hash.
      base: { ref: baseRef, revision: `${commit.startsWith(baseRef) ? "" : `${baseRef}@`}sha1:${commit}` },
      head: { revision: headRevision || "working tree" },
      ...result,
      problems: head.problems,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
