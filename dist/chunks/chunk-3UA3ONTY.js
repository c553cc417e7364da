import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  helmRenderContext,
  isHelmRelease,
  lookForHelm,
  releaseManifests,
  renderDefinition,
  renderReleases,
  shareHelm,
  sourceResolverFor
} from "./chunk-KUVKPOB5.js";
import {
  DEFINITION_GROUPS,
  renderCacheFor,
  rendererFor,
  runRenderContext,
  shareRenderer,
  validate
} from "./chunk-RT4BOVKI.js";
import {
  inside,
  reaches,
  startBaseCheckout
} from "./chunk-V5EQMGX6.js";
import {
  ArtifactStore,
  SOURCE_GROUP,
  diffRevisions,
  readSetFiles,
  readSetOf,
  readSourceObject
} from "./chunk-QE7ZJUKM.js";
import {
  DEFAULT_NAMESPACE,
  KUSTOMIZATION_FILES,
  formatLocation,
  kustomizationKey,
  mapLimit
} from "./chunk-NE6SRN4W.js";

// src/reconcile/revisions.ts
import { createHash } from "node:crypto";
import { readFileSync as readFileSync2 } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { join as join2, relative } from "node:path";
import { isDeepStrictEqual } from "node:util";

// src/reconcile/discovery-reuse.ts
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
var DISCOVERY_TEXT = [...DEFINITION_GROUPS, SOURCE_GROUP];
function changeMayMoveDefinitions(changed, roots) {
  if (changed.everything) return changed.everything;
  for (const path of changed.paths) {
    if (path.endsWith("/")) return `${path} is a directory that changed`;
    if (KUSTOMIZATION_FILES.includes(basename(path))) return `${path} changed`;
    for (const root of roots) {
      let text;
      try {
        text = readFileSync(join(root, path), "latin1");
      } catch (error) {
        if (error.code === "ENOENT") continue;
        return `${path} cannot be read as a file`;
      }
      const group = DISCOVERY_TEXT.find((g) => text.includes(g));
      if (group) return `${path} mentions ${group}`;
    }
  }
  return void 0;
}
async function discoveryReached(discovery, changed, root, sources, walks) {
  if (discovery.generators.length > 0) return "ExternalArtifacts are built from the repository's files";
  const units = discovery.units.map((path) => ({ label: path || ".", spec: { path, components: [] } }));
  const specs = new Map(discovery.kustomizations.map((spec) => [kustomizationKey(spec), spec]));
  const rendered = [];
  for (const key of discovery.renders.keys()) {
    const spec = specs.get(key);
    if (spec && (await sources.decide(spec)).type === "repository") rendered.push({ label: key, spec });
  }
  for (const { label, spec } of [...units, ...rendered]) {
    const reads = await readSetOf(spec, root, walks);
    if (!reads) return `what ${label} reads cannot be told`;
    if (reaches(changed.paths, reads)) return `the change reaches ${label}, rendered to find definitions`;
  }
  return void 0;
}

// src/reconcile/revisions.ts
async function prepareSide(options, sink, cache, same) {
  const walks = await cache?.walks();
  const sources = sourceResolverFor(options, { ...sink ? { sink } : {}, ...walks ? { walks } : {} });
  const { report, plan, discovery } = same ? {
    report: { problems: [...same.problems] },
    plan: same.plan,
    discovery: {
      ...same.discovery,
      renders: new Map(same.discovery.renders),
      // No generators (else discovered again): an empty store of this side's own.
      artifacts: new ArtifactStore([], { root: options.root, sources: options.sources })
    }
  } : await validate(options, {
    ...sink ? { secrets: sink } : {},
    keep: true,
    sources,
    ...cache ? { renderCache: cache } : {}
  });
  const close = async () => {
    await sources.close();
    await discovery.artifacts.close();
  };
  try {
    const specs = [.../* @__PURE__ */ new Set([...plan.order, ...discovery.kustomizations])];
    sources.prefetch(specs);
    const renderer = await rendererFor(options);
    const ctx = {
      // No substitution reader: substituteFrom is named in the output, never read or guessed.
      ...runRenderContext(options, { sources: sources.mapping, ...sink ? { secrets: sink } : {} }),
      renderer,
      artifacts: discovery.artifacts,
      ...cache ? { renderCache: cache } : {}
    };
    const helm = await helmRenderContext(options, {
      sources,
      kustomize: renderer,
      ...sink ? { secrets: sink } : {},
      ...cache ? { templates: cache } : {}
    });
    const problems = report.problems ?? [];
    return { options, specs, plan, discovery, problems, sources, ctx, helm, close };
  } catch (error) {
    await close();
    throw error;
  }
}
async function prepareSides(options, headReady, baseOptions, changed, sink, cache) {
  const moved = baseOptions && changed ? changeMayMoveDefinitions(changed, [options.root, baseOptions.root]) : "";
  if (!baseOptions || !changed || moved !== void 0) {
    if (moved) options.log.debug(`diff: the base revision is discovered too: ${moved}`);
    const [base, head2] = await Promise.allSettled([
      baseOptions ? prepareSide(baseOptions, sink, cache) : void 0,
      headReady
    ]);
    if (base.status === "rejected" || head2.status === "rejected") {
      if (base.status === "fulfilled") await base.value?.close();
      throw base.status === "rejected" ? base.reason : head2.reason;
    }
    return { base: base.value, head: head2.value };
  }
  const head = await headReady;
  const reached = await discoveryReached(
    head.discovery,
    changed,
    options.root,
    head.sources,
    await cache?.walks()
  );
  if (reached) options.log.debug(`diff: the base revision is discovered too: ${reached}`);
  else options.log.debug("diff: the base revision's definitions are the head's (no change reaches them)");
  return { base: await prepareSide(baseOptions, sink, cache, reached ? void 0 : head), head };
}
function render(side, spec, releases = true) {
  return renderDefinition(spec, side.ctx, side.sources, side.discovery, releases ? side.helm : void 0);
}
async function renderSide(side) {
  const rendered = await mapLimit(side.specs, side.options.concurrency, (spec) => render(side, spec));
  return { kustomizations: rendered.map((r) => rowOf(side, r)), problems: side.problems };
}
function plainRow(side, spec) {
  const key = kustomizationKey(spec);
  const row = rowFor(spec, side.options);
  const blocked = side.plan.blocked.get(key);
  const warnings = [
    ...blocked ? [`not applied by a sync: ${blocked.message}`] : [],
    ...side.discovery.notes.get(key) ?? []
  ];
  if (warnings.length) row.warnings = warnings;
  return row;
}
function rowOf(side, r) {
  const row = plainRow(side, r.spec);
  const warnings = [
    ...row.warnings ?? [],
    ...(r.warnings ?? []).filter((w) => !w.startsWith("substituteFrom "))
  ];
  if (warnings.length) row.warnings = warnings;
  const unresolved = (r.warnings ?? []).filter((w) => w.startsWith("substituteFrom "));
  if (unresolved.length) row.unresolved = unresolved;
  if (r.error) row.error = `${r.error.reason}: ${r.error.detail}`;
  else row.manifests = [...r.manifests ?? [], ...(r.releases ?? []).flatMap(releaseManifests)];
  const failedReleases = (r.releases ?? []).flatMap(
    (o) => o.error ? [
      {
        release: `${o.namespace}/${o.name}`,
        message: o.source ? `${o.error} (${formatLocation(o.source)})` : o.error
      }
    ] : []
  );
  if (failedReleases.length) row.failedReleases = failedReleases;
  const releaseWarnings = (r.releases ?? []).flatMap(
    (o) => (o.rendered?.warnings ?? []).map((w) => `${o.key}: ${w}`)
  );
  if (releaseWarnings.length) row.warnings = [...row.warnings ?? [], ...releaseWarnings];
  return row;
}
async function unreachedReads(base, head, changed) {
  const unreached = /* @__PURE__ */ new Map();
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
function unreachedFiles(root, reads, index) {
  const key = `mentions\0${createHash("sha256").update(JSON.stringify(reads)).digest("hex")}`;
  const kept = index?.get(key);
  if (kept) return kept;
  const began = Date.now();
  const found = { definesSources: false, releases: false, chartsFromFiles: false };
  for (const file of readSetFiles(root, reads)) {
    let text = "";
    try {
      text = readFileSync2(join2(root, file), "latin1");
    } catch {
    }
    if (text.includes(SOURCE_GROUP)) found.definesSources = true;
    if (text.includes("helm.toolkit.fluxcd.io") || text.includes("HelmRelease")) found.releases = true;
    if (/\b(?:GitRepository|Bucket|HelmChart|ExternalArtifact)\b/.test(text)) found.chartsFromFiles = true;
  }
  index?.put(
    key,
    found,
    [...reads.listed, ...reads.paths].map((path) => join2(root, path)),
    began
  );
  return found;
}
function renderedSources(side, rendered) {
  const out = /* @__PURE__ */ new Map();
  const namespace = side.options.defaultNamespace || DEFAULT_NAMESPACE;
  for (const r of rendered) {
    for (const { object } of r.manifests ?? []) {
      const found = readSourceObject(object, namespace, "cluster");
      if (found) out.set(`${found.kind}/${found.namespace}/${found.name}`, JSON.stringify(found));
    }
  }
  return out;
}
async function writtenSources(side) {
  const out = /* @__PURE__ */ new Map();
  for (const found of await side.sources.writtenDefinitions()) {
    const key = `${found.kind}/${found.namespace}/${found.name}`;
    out.set(key, [...out.get(key) ?? [], JSON.stringify({ ...found, definedIn: void 0 })]);
  }
  return new Map([...out].map(([key, all]) => [key, all.sort().join("\n")]));
}
function changedFilesMention(paths, sides, text) {
  return paths.some(
    (path) => sides.some((side) => {
      try {
        return readFileSync2(join2(side.options.root, path), "latin1").includes(text);
      } catch (error) {
        return error.code === "EISDIR";
      }
    })
  );
}
function sameEntries(a, b) {
  return a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);
}
function remoteChartSource(object) {
  const spec = object.spec ?? {};
  const ref = spec.chartRef ?? spec.chart?.spec?.sourceRef;
  if (!ref?.name || ref.kind !== "HelmRepository" && ref.kind !== "OCIRepository") return void 0;
  if (spec.chartRef && ref.kind !== "OCIRepository") return void 0;
  const namespace = ref.namespace ?? object.metadata.namespace ?? "default";
  return { kind: ref.kind, namespace, name: ref.name };
}
async function releasesUnreached(manifests, base, head) {
  for (const { object } of manifests) {
    if (!isHelmRelease(object)) continue;
    const ref = remoteChartSource(object);
    if (!ref) return false;
    const [before, after] = await Promise.all([
      base.sources.findDefinition(ref.kind, ref.namespace, ref.name),
      head.sources.findDefinition(ref.kind, ref.namespace, ref.name)
    ]);
    if (!isDeepStrictEqual(before, after)) return false;
  }
  return true;
}
async function renderChanged(base, head, changed) {
  const unreached = await unreachedReads(base, head, changed);
  const sourcesChanged = changedFilesMention(changed.paths, [base, head], SOURCE_GROUP);
  if (!sourcesChanged) base.sources.takeWrittenDefinitions(head.sources);
  const files = /* @__PURE__ */ new Map();
  const index = (await head.ctx.renderCache?.walks())?.of(await realpath(head.options.root));
  for (const [key, reads] of unreached) files.set(key, unreachedFiles(head.options.root, reads, index));
  const unrendered = new Set([...files].filter(([, f]) => !f.chartsFromFiles).map(([key]) => key));
  const sourcesOnly = head.specs.filter((spec) => {
    const found = files.get(kustomizationKey(spec));
    return unrendered.has(kustomizationKey(spec)) && found?.definesSources && found.releases;
  });
  const sourceRenders = await mapLimit(
    sourcesOnly,
    head.options.concurrency,
    (spec) => render(head, spec, false)
  );
  for (const r of sourceRenders) {
    if (!r.manifests?.some(({ object }) => isHelmRelease(object))) continue;
    head.helm?.charts.noteRendered(r.manifests);
    base.helm?.charts.noteRendered(r.manifests);
  }
  const toRender = head.specs.filter((spec) => !unrendered.has(kustomizationKey(spec)));
  const [unreachedAtHead, reachedAtHead] = [true, false].map(
    (wanted) => mapLimit(
      toRender.filter((spec) => unreached.has(kustomizationKey(spec)) === wanted),
      head.options.concurrency,
      (spec) => render(head, spec)
    )
  );
  const reused = /* @__PURE__ */ new Set();
  const atBase = unreachedAtHead.then((rendered) => {
    const atHead2 = new Map(rendered.map((r) => [kustomizationKey(r.spec), r]));
    for (const r of rendered)
      if (r.releases?.length && r.manifests) base.helm?.charts.noteRendered(r.manifests);
    return mapLimit(
      base.specs.filter((spec) => !unrendered.has(kustomizationKey(spec))),
      base.options.concurrency,
      async (spec) => {
        const key = kustomizationKey(spec);
        const r = unreached.has(key) ? atHead2.get(key) : void 0;
        if (!r) return render(base, spec);
        reused.add(key);
        return { ...r, spec };
      }
    );
  });
  const outcomes = await Promise.allSettled([unreachedAtHead, reachedAtHead, atBase]);
  for (const r of outcomes) if (r.status === "rejected") throw r.reason;
  const [fromUnreached, fromReached, baseRendered] = outcomes.map(
    (r) => r.value
  );
  const headRendered = [...fromUnreached, ...fromReached];
  const atHead = new Map(headRendered.map((r) => [kustomizationKey(r.spec), r]));
  const withReleases = [...unrendered].filter((key) => files.get(key)?.releases);
  if (withReleases.length > 0) {
    const differs = !sameEntries(renderedSources(base, baseRendered), renderedSources(head, headRendered)) || sourcesChanged && !sameEntries(await writtenSources(base), await writtenSources(head));
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
  const settled = await mapLimit(baseRendered, base.options.concurrency, async (r) => {
    if (!reused.has(kustomizationKey(r.spec)) || !r.releases?.length || !r.manifests || !base.helm) return r;
    if (await releasesUnreached(r.manifests, base, head)) return r;
    return { ...r, releases: await renderReleases(r.manifests, base.helm) };
  });
  head.options.log.debug(
    `diff: ${unreached.size} of ${head.specs.length} Kustomizations unreached by the change, ${unrendered.size} of them not rendered`
  );
  const rows = (side, rendered) => {
    const byKey = new Map(rendered.map((r) => [kustomizationKey(r.spec), r]));
    return side.specs.map((spec) => {
      const r = byKey.get(kustomizationKey(spec));
      return r ? rowOf(side, r) : { ...plainRow(side, spec), notRendered: true };
    });
  };
  return {
    base: { kustomizations: rows(base, settled), problems: base.problems },
    head: { kustomizations: rows(head, headRendered), problems: head.problems }
  };
}
function rowFor(spec, options) {
  const { source, warnings: _warnings, definition: object, ...normalised } = spec;
  return {
    namespace: spec.namespace,
    name: spec.name,
    source,
    prune: spec.prune && options.prune,
    deletionPolicy: spec.deletionPolicy,
    definition: object ?? normalised,
    manifests: [],
    ...spec.ignore ? { ignore: spec.ignore } : {}
  };
}
async function diffAgainstBase(options, baseRef, sink, fetch, how = {}) {
  const started = Date.now();
  lookForHelm(options);
  const rendererReady = rendererFor(options);
  const checkout = how.started ?? startBaseCheckout(options, baseRef, fetch, how.renderAll);
  try {
    const { commit } = await checkout.resolved;
    await rendererReady;
    const cache = how.renderAll ? void 0 : renderCacheFor(options);
    const headReady = prepareSide(options, sink, cache);
    headReady.catch(() => void 0);
    const closeHead = () => headReady.then((head2) => head2.close()).catch(() => void 0);
    let tree;
    try {
      tree = await checkout.tree();
    } catch (error) {
      await closeHead();
      throw error;
    }
    const { scratch, root: materializedRoot, changed, headRevision } = tree;
    const present = materializedRoot !== void 0;
    const baseRoot = materializedRoot ?? join2(scratch, "tree");
    const basePath = join2(baseRoot, relative(options.root, options.path));
    const sources = Object.fromEntries(
      Object.entries(options.sources).map(([name, dir]) => {
        const rel = inside(options.root, dir);
        return [name, rel === void 0 ? dir : join2(baseRoot, rel)];
      })
    );
    const baseOptions = { ...options, root: baseRoot, path: basePath, sources };
    shareRenderer(baseOptions, options);
    shareHelm(baseOptions, options);
    const basePresent = present && (await stat(basePath).catch(() => void 0))?.isDirectory();
    const { base, head } = await prepareSides(
      options,
      headReady,
      basePresent ? baseOptions : void 0,
      changed,
      sink,
      cache
    ).catch(async (error) => {
      await closeHead();
      throw error;
    });
    let sides;
    try {
      sides = base && changed ? await renderChanged(base, head, changed) : await Promise.all([
        base ? renderSide(base) : { kustomizations: [], problems: [] },
        renderSide(head)
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
      ready: sides.head.problems.length === 0 && result.summary.kustomizations.failed === 0 && sides.head.kustomizations.every((k) => !k.failedReleases?.length),
      // Flux's notation: `main@sha1:<sha>`, or `sha1:<sha>` when the base was given as a hash.
      base: { ref: baseRef, revision: `${commit.startsWith(baseRef) ? "" : `${baseRef}@`}sha1:${commit}` },
      head: { revision: headRevision || "working tree" },
      ...result,
      problems: sides.head.problems,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started
    };
  } finally {
    await checkout.close();
  }
}

export {
  diffAgainstBase
};
