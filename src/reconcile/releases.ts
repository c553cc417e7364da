// The HelmReleases of `build` and `diff`: one chart fetcher, one helm and one set of
// `.Capabilities` per run (per side of a diff), and the rendered releases turned into manifests
// that follow their Kustomization's own objects.

import { ApiError, formatApiError } from "../cluster/errors.js";
import type { Cluster } from "../cluster/types.js";
import { releaseObjectComparison, releaseRemovalText } from "../diff/index.js";
// helm's modules, not helm/index.js: diff and build render releases, they never release one.
import { ChartFetcher, type IndexStore } from "../helm/charts.js";
import { detectHelm, type Helm } from "../helm/helm-cli.js";
import { releaseText } from "../helm/messages.js";
import { storageNamespace } from "../helm/name.js";
import { parseObjects } from "../helm/postrender.js";
import { currentRelease, decodeRelease, releaseHistory } from "../helm/release-store.js";
import type { HelmRenderContext, ReleaseOutcome } from "../helm/releases.js";
import type { TemplateStore } from "../helm/render.js";
import type { Capabilities } from "../helm/types.js";
import {
  type Change,
  CLUSTER_SCOPED_KINDS,
  formatLocation,
  HELM_GROUP,
  HELM_RESOURCE_POLICY,
  type KubeObject,
  type Manifest,
  objectId,
  splitApiVersion,
} from "../model/index.js";
import { DEFAULT_KUBE_VERSION, type RunOptions, UsageError } from "../options.js";
import { type Renderer, type SecretSink, substitutionReaderFrom } from "../render/index.js";
import type { SourceResolver } from "../sources/index.js";
import { toolVersions } from "./setup.js";

/** `.Capabilities` as helm-controller sees them: the cluster's version and every kind it serves. */
async function capabilitiesOf(options: RunOptions, cluster?: Cluster): Promise<Capabilities> {
  if (!cluster)
    return { kubeVersion: options.kubeVersion ?? DEFAULT_KUBE_VERSION, apiVersions: options.apiVersions };
  const [kubeVersion, resources] = await Promise.all([cluster.serverVersion(), cluster.resources()]);
  const apiVersions = new Set<string>(options.apiVersions);
  for (const r of resources) {
    const groupVersion = r.group ? `${r.group}/${r.version}` : r.version;
    apiVersions.add(groupVersion);
    apiVersions.add(`${groupVersion}/${r.kind}`);
  }
  return { kubeVersion: options.kubeVersion ?? kubeVersion, apiVersions: [...apiVersions].sort() };
}

const helms = new WeakMap<RunOptions, Promise<Helm>>();
/** Runs' variants that share another's helm (shareHelm). */
const helmOwners = new WeakMap<RunOptions, RunOptions>();

/** The run's helm, found once on first need: a repository without HelmReleases never needs one. */
function helmFor(variant: RunOptions): Promise<Helm> {
  const options = helmOwners.get(variant) ?? variant;
  let found = helms.get(options);
  if (!found) {
    found = detectHelm(options.helm, toolVersions(options)).catch((err: unknown) => {
      throw new UsageError(`helm: ${(err as Error).message} (or --no-helm-releases / helm-releases: false)`);
    });
    // Asked for early too (lookForHelm): a failure is said where it is awaited.
    found.catch(() => undefined);
    helms.set(options, found);
  }
  return found;
}

/**
 * Looks for the run's helm now, in the background (`helm version` is a process of its own, on
 * another core while discovery reads the tree): a HelmRelease render then finds it ready. A
 * failure is said only by the render that needs helm.
 */
export function lookForHelm(options: RunOptions): void {
  if (options.helmReleases) void helmFor(options);
}

const indexStores = new WeakMap<RunOptions, IndexStore>();

/** The indexes a run reads, shared with its variants (shareHelm). */
function indexStoreFor(variant: RunOptions): IndexStore {
  const options = helmOwners.get(variant) ?? variant;
  const store = indexStores.get(options) ?? new Map();
  indexStores.set(options, store);
  return store;
}

/** `options` (a run's variant, as the base revision's of a diff) renders with `like`'s helm and chart indexes, each read once. */
export function shareHelm(options: RunOptions, like: RunOptions): void {
  helmOwners.set(options, helmOwners.get(like) ?? like);
}

/**
 * What the HelmRelease renders of one run (or one side of a diff) share; undefined when the
 * user turned them off. valuesFrom reads the cluster only when the run has one.
 */
export async function helmRenderContext(
  options: RunOptions,
  extras: {
    sources: SourceResolver;
    kustomize: Renderer;
    cluster?: Cluster;
    secrets?: SecretSink;
    /** The render cache: `helm template` outputs are kept there too. */
    templates?: TemplateStore;
    signal?: AbortSignal;
  },
): Promise<HelmRenderContext | undefined> {
  if (!options.helmReleases) return undefined;
  return {
    charts: new ChartFetcher({
      resolver: extras.sources,
      cacheDir: options.chartCache,
      // Dependencies of a chart in a Git source are built by helm: the one given, else PATH's.
      ...(options.helm ? { helm: options.helm } : {}),
      log: options.log,
      ...(extras.signal ? { signal: extras.signal } : {}),
      indexes: indexStoreFor(options),
    }),
    helm: () => helmFor(options),
    said: new Map(),
    ...(extras.templates ? { templates: extras.templates } : {}),
    kustomize: extras.kustomize,
    capabilities: await capabilitiesOf(options, extras.cluster),
    ...(extras.cluster ? { cluster: substitutionReaderFrom(extras.cluster) } : {}),
    ...(extras.secrets ? { secrets: extras.secrets } : {}),
    ...(extras.signal ? { signal: extras.signal } : {}),
  };
}

/**
 * Whether kustomize-sync may release HelmReleases itself in this run: chosen (`helm-releaser:
 * kustomize-sync`), or `auto` on a cluster that does not serve HelmRelease (no helm-controller).
 */
export async function releasesHelmReleases(options: RunOptions, cluster: Cluster): Promise<boolean> {
  if (options.helmReleaser !== "auto") return options.helmReleaser === "kustomize-sync";
  try {
    await cluster.resolve(`${HELM_GROUP}/v2`, "HelmRelease");
    return false;
  } catch (err) {
    if (err instanceof ApiError && err.name === "NoMatchError") return true;
    throw err;
  }
}

/** Kinds the chart's own CRDs declare cluster-scoped. */
function clusterScopedByCrds(crds: readonly Manifest[]): Set<string> {
  const kinds = new Set<string>();
  for (const { object } of crds) {
    const spec = object.spec as { scope?: string; names?: { kind?: string } } | undefined;
    if (spec?.scope === "Cluster" && spec.names?.kind) kinds.add(spec.names.kind);
  }
  return kinds;
}

/** The metadata with `namespace` right after `name`, where kustomize and kubectl print it. */
function inNamespace(metadata: KubeObject["metadata"], namespace: string): KubeObject["metadata"] {
  const { name, ...rest } = metadata;
  return { name, namespace, ...rest };
}

/**
 * A rendered release's objects as the cluster will hold them, tagged with their HelmRelease:
 * CRDs first (by policy), then the chart's objects, each namespaced object in the release
 * namespace (Helm leaves `metadata.namespace` unset and installs them there).
 */
export function releaseManifests(outcome: ReleaseOutcome): Manifest[] {
  const rendered = outcome.rendered;
  if (!rendered) return [];
  const release = `${outcome.namespace}/${outcome.name}`;
  const clusterScoped = clusterScopedByCrds(rendered.crds);
  const place = (object: KubeObject): KubeObject =>
    object.metadata.namespace || CLUSTER_SCOPED_KINDS.has(object.kind) || clusterScoped.has(object.kind)
      ? object
      : { ...object, metadata: inNamespace(object.metadata, rendered.releaseNamespace) };
  return [...rendered.crds, ...rendered.manifests].map((m) => ({ ...m, object: place(m.object), release }));
}

/** The live object a rendered one will become; undefined when it does not exist (or its kind is not served yet). */
async function liveObject(cluster: Cluster, object: KubeObject): Promise<KubeObject | undefined> {
  try {
    const mapping = await cluster.resolve(object.apiVersion, object.kind);
    return await cluster.get({
      group: mapping.group,
      version: mapping.version,
      kind: object.kind,
      namespace: mapping.namespaced ? (object.metadata.namespace ?? "") : "",
      name: object.metadata.name,
    });
  } catch (err) {
    if (err instanceof ApiError && (err.name === "NoMatchError" || err.status === 404)) return undefined;
    throw err;
  }
}

/**
 * plan: what each HelmRelease of a Kustomization's output would change in the cluster, object by
 * object against the live objects (created, configured with its field diff, unchanged), each
 * change naming its release. A release that cannot render is a warning line naming it.
 */
export async function planReleases(
  outcomes: readonly ReleaseOutcome[],
  cluster: Cluster,
): Promise<{ changes: Change[]; warnings: string[] }> {
  const changes: Change[] = [];
  const warnings: string[] = [];
  for (const outcome of outcomes) {
    if (outcome.error) {
      const at = formatLocation(outcome.source);
      warnings.push(`${outcome.error}${at ? ` (${at})` : ""}`);
      continue;
    }
    for (const w of outcome.rendered?.warnings ?? []) warnings.push(`${outcome.key}: ${w}`);
    const rendered = releaseManifests(outcome);
    const dropped = await droppedByUpgrade(cluster, outcome, rendered).catch((err: unknown) => {
      warnings.push(releaseText.previousUnread(outcome.key, formatApiError(err as Error)));
      return [];
    });
    changes.push(...dropped);
    for (const manifest of rendered) {
      const { object } = manifest;
      const live = await liveObject(cluster, object);
      const comparison = releaseObjectComparison(live, object);
      const ref = refOf(object);
      changes.push({
        id: objectId(ref),
        kind: ref.kind,
        namespace: ref.namespace,
        name: ref.name,
        action: !live ? "created" : comparison.changed ? "configured" : "unchanged",
        ...(manifest.source ? { source: manifest.source } : {}),
        ...(comparison.diff ? { diff: comparison.diff } : {}),
        ...(comparison.paths.length ? { paths: comparison.paths } : {}),
        release: manifest.release!,
      });
    }
  }
  return { changes, warnings };
}

/** The object ref of a change, from an object placed in its namespace. */
function refOf(object: KubeObject) {
  return {
    group: splitApiVersion(object.apiVersion).group,
    kind: object.kind,
    namespace: object.metadata.namespace ?? "",
    name: object.metadata.name,
  };
}

/**
 * plan: the objects the release's current revision holds that the new render no longer has —
 * Helm's upgrade deletes them (original.Difference(target)), unless they say
 * `helm.sh/resource-policy: keep`. Nothing for a first install or an uninstalled release.
 */
async function droppedByUpgrade(
  cluster: Cluster,
  outcome: ReleaseOutcome,
  rendered: readonly Manifest[],
): Promise<Change[]> {
  const release = outcome.rendered!;
  const current = currentRelease(
    await releaseHistory(cluster, storageNamespace(release.release), release.releaseName),
  );
  if (!current || current.status === "uninstalled") return [];
  const record = decodeRelease(current);
  const kept = new Set(rendered.map((m) => objectId(refOf(m.object))));
  const clusterScoped = clusterScopedByCrds(release.crds);
  const changes: Change[] = [];
  for (const { object } of parseObjects(record.manifest ?? "")) {
    if (!object?.kind || !object.metadata?.name) continue;
    const namespaced =
      !object.metadata.namespace &&
      !CLUSTER_SCOPED_KINDS.has(object.kind) &&
      !clusterScoped.has(object.kind) &&
      (await cluster.resolve(object.apiVersion, object.kind).then(
        (m) => m.namespaced,
        () => true,
      ));
    const placed = namespaced
      ? { ...object, metadata: inNamespace(object.metadata, record.namespace) }
      : object;
    const ref = refOf(placed);
    const id = objectId(ref);
    if (kept.has(id)) continue;
    const keep = placed.metadata.annotations?.[HELM_RESOURCE_POLICY] === "keep";
    changes.push({
      id,
      kind: ref.kind,
      namespace: ref.namespace,
      name: ref.name,
      action: keep ? "skipped" : "deleted",
      detail: keep
        ? releaseRemovalText.keptByPolicy
        : releaseRemovalText.upgradeDeletes(`${outcome.namespace}/${outcome.name}`),
      release: `${outcome.namespace}/${outcome.name}`,
    });
  }
  return changes;
}
