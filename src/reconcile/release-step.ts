// sync, where kustomize-sync releases HelmReleases itself (no helm-controller, or helm-releaser:
// kustomize-sync): after the objects of their Kustomization are applied (namespace, sources,
// valuesFrom ConfigMaps and Secrets), each HelmRelease is installed or upgraded by the release
// engine (src/helm/install.ts) in `dependsOn` order, one not Ready holding back those that
// depend on it, as helm-controller does.
import { ApiError, formatApiError, NoMatchError } from "../cluster/errors.js";
import type { Cluster } from "../cluster/types.js";
import {
  type ReleaseResult as EngineResult,
  type HelmRenderContext,
  installOrUpgrade,
  ownerLabels,
  placesOfStoredSecrets,
  type ReleaseOutcome,
  type ReleaseOwner,
  type ReleasePlaces,
  storageNamespace,
  uninstallRelease,
} from "../helm/index.js";
import type { InventoryEntry } from "../inventory/index.js";
import {
  formatLocation,
  formatRef,
  HELM_GROUP,
  type HelmReleaseSpec,
  type KustomizationSpec,
  type Problem,
  type ReleaseResult,
} from "../model/index.js";
import type { RunOptions } from "../options.js";
import type { SecretSink } from "../render/index.js";
import { releaseSyncText } from "./messages.js";
import { blockedBy, dependencyWaves, type ReleaseResults } from "./release-order.js";
import { releaseManifests } from "./releases.js";

export interface ReleaseStepInput {
  /** Rendered without error (the render step failed the Kustomization otherwise). */
  outcomes: readonly ReleaseOutcome[];
  kustomization: KustomizationSpec;
  /** The run's cluster, fenced by the Kustomization's lock. */
  cluster: Cluster;
  options: RunOptions;
  helm: HelmRenderContext;
  secrets: SecretSink;
  /** Every HelmRelease released so far in this run, across Kustomizations (dependsOn looks here). */
  results: ReleaseResults;
  /** Why the run may no longer write (its lock was lost), checked before each release; undefined while it may. */
  stillHeld: () => Promise<string | undefined>;
  signal?: AbortSignal;
}

/**
 * A HelmRelease's problem, as every problem is said: one line naming it (once) and, where it is
 * defined, its file:line in the line itself (the status table shows the first problem alone).
 */
export function releaseProblem(release: Pick<ReleaseOutcome, "key" | "source">, message: string): Problem {
  const named = message.startsWith(`${release.key}:`) ? message : `${release.key}: ${message}`;
  const at = formatLocation(release.source);
  return {
    message: at && !named.includes(at) ? `${named} (${at})` : named,
    object: release.key,
    ...(release.source ? { source: release.source } : {}),
  };
}

/** The engine's verdict as the report shows it. */
function reported(outcome: Pick<ReleaseOutcome, "key" | "source">, result: EngineResult): ReleaseResult {
  return {
    ref: outcome.key,
    releaseName: result.releaseName,
    storageNamespace: result.storageNamespace,
    chart: result.chart.name,
    version: result.chart.version,
    ...(result.revision !== undefined ? { revision: result.revision } : {}),
    action: result.action,
    ready: result.ready ? "True" : "False",
    message: result.error ?? result.message,
    ...(outcome.source ? { source: outcome.source } : {}),
  };
}

/** A release not touched: held back by a dependency or the lock (not Ready), or suspended (as it was). */
function held(
  outcome: ReleaseOutcome,
  reason: string,
  action: "blocked" | "suspended" = "blocked",
): ReleaseResult {
  const rendered = outcome.rendered!;
  return {
    ref: outcome.key,
    releaseName: rendered.releaseName,
    storageNamespace: storageNamespace(rendered.release),
    chart: rendered.chart.name,
    version: rendered.chart.version,
    action,
    ready: action === "suspended" ? "Unknown" : "False",
    message: reason,
    ...(outcome.source ? { source: outcome.source } : {}),
  };
}

/**
 * Releases every HelmRelease of the Kustomization in dependsOn order. Returns each one's result
 * and, for each one not Ready, a problem naming it and its file:line.
 */
export async function releaseAll(
  input: ReleaseStepInput,
): Promise<{ releases: ReleaseResult[]; problems: Problem[]; warnings: string[] }> {
  const { options, kustomization } = input;
  const releases: ReleaseResult[] = [];
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const waves = dependencyWaves(
    input.outcomes.filter((o) => o.rendered && o.inputs).map((o) => ({ release: o.rendered!.release, o })),
  );
  const releaseOne = async (release: HelmReleaseSpec, outcome: ReleaseOutcome): Promise<ReleaseResult> => {
    if (release.suspend) return held(outcome, releaseSyncText.suspended, "suspended");
    const blocked = await blockedBy(release, input.results);
    if (blocked) return held(outcome, blocked);
    const lost = await input.stillHeld();
    if (lost) return held(outcome, `${lost}; not released`);
    const engine = await installOrUpgrade(
      outcome.deployed
        ? { release, ...outcome.inputs!, expectUnchanged: true }
        : { release, ...outcome.inputs!, ...(outcome.rendered ? { rendered: outcome.rendered } : {}) },
      {
        helm: await input.helm.helm(),
        cluster: input.cluster,
        kustomize: input.helm.kustomize,
        owner: { name: kustomization.name, namespace: kustomization.namespace },
        log: options.log,
        secrets: input.secrets,
        capabilities: input.helm.capabilities,
        ...(input.signal ? { signal: input.signal } : {}),
      },
    );
    warnings.push(...engine.warnings.map((w) => `${outcome.key}: ${w}`));
    return reported(outcome, engine);
  };
  // A wave's releases do not wait for each other: they go at once (helm processes are capped by Helm.run).
  for (const wave of waves) {
    const results = await Promise.all(wave.map(({ release, o }) => releaseOne(release, o)));
    wave.forEach(({ release, o: outcome }, i) => {
      const result = results[i]!;
      input.results.set(`${outcome.namespace}/${outcome.name}`, { result, object: release.object });
      releases.push(result);
      if (result.ready === "False") problems.push(releaseProblem(outcome, result.message));
    });
  }
  return { releases, problems, warnings };
}

/** `<namespace>_<name>_helm.toolkit.fluxcd.io_HelmRelease` → the HelmRelease's namespace and name. */
function helmReleaseOf(entry: InventoryEntry): { namespace: string; name: string } {
  const [namespace = "", name = ""] = entry.id.split("_");
  return { namespace, name };
}

/**
 * The releases kustomize-sync installed for a HelmRelease this Kustomization no longer declares,
 * found by the labels it put on them (the HelmRelease's spec is gone with it): each release's name,
 * release namespace and storage namespace. Looked for cluster-wide, else in the HelmRelease's
 * namespace.
 */
async function releasesFor(
  cluster: Cluster,
  owner: ReleaseOwner,
  helmRelease: { namespace: string; name: string },
): Promise<ReleasePlaces[]> {
  const labelSelector = [
    "owner=helm",
    ...Object.entries(ownerLabels(owner, helmRelease)).map(([k, v]) => `${k}=${v}`),
  ].join(",");
  const list = (namespace?: string) =>
    cluster.list({ apiVersion: "v1", kind: "Secret", labelSelector, ...(namespace ? { namespace } : {}) });
  const secrets = await list().catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 403) return list(helmRelease.namespace);
    throw err;
  });
  return placesOfStoredSecrets(secrets);
}

/**
 * prune, for the HelmReleases that left the revision: their releases are uninstalled (only ones
 * kustomize-sync installed for this Kustomization and HelmRelease: the engine checks the labels).
 * Returns what was done, and the entries to keep listed (an uninstall that failed).
 */
export async function uninstallRemoved(
  input: Omit<ReleaseStepInput, "outcomes" | "results" | "stillHeld"> & { stale: readonly InventoryEntry[] },
): Promise<{ releases: ReleaseResult[]; keep: InventoryEntry[]; problems: Problem[] }> {
  const { options, kustomization } = input;
  const owner = { name: kustomization.name, namespace: kustomization.namespace };
  const releases: ReleaseResult[] = [];
  const keep: InventoryEntry[] = [];
  const problems: Problem[] = [];
  for (const entry of input.stale) {
    const helmRelease = helmReleaseOf(entry);
    const ref = `HelmRelease/${helmRelease.namespace}/${helmRelease.name}`;
    for (const found of await releasesFor(input.cluster, owner, helmRelease)) {
      const engine = await uninstallRelease(releaseToUninstall(helmRelease, found), {
        helm: await input.helm.helm(),
        cluster: input.cluster,
        owner,
        log: options.log,
        secrets: input.secrets,
        ...(input.signal ? { signal: input.signal } : {}),
      });
      const result = reported({ key: ref, ...helmRelease }, engine);
      releases.push(result);
      if (result.ready !== "True") {
        keep.push(entry);
        problems.push(releaseProblem({ key: ref }, result.message));
      }
    }
  }
  return { releases, keep: [...new Set(keep)], problems };
}

/** The little of a removed HelmRelease an uninstall needs: where its release is (uninstall settings default). */
function releaseToUninstall(
  helmRelease: { namespace: string; name: string },
  found: ReleasePlaces,
): HelmReleaseSpec {
  return {
    name: helmRelease.name,
    namespace: helmRelease.namespace,
    apiVersion: `${HELM_GROUP}/v2`,
    releaseName: found.releaseName,
    targetNamespace: found.releaseNamespace,
    storageNamespace: found.storageNamespace,
    valuesFrom: [],
    postRenderers: [],
    install: {},
    upgrade: {},
    uninstall: {},
    dependsOn: [],
    suspend: false,
    object: { apiVersion: `${HELM_GROUP}/v2`, kind: "HelmRelease", metadata: helmRelease },
  };
}

/**
 * The server's dry-run of every object each release will install, before anything of the
 * Kustomization is written: an object the API server refuses (a field its schema does not
 * know, a kind it does not serve) fails the Kustomization now, in one line naming the
 * HelmRelease and the object. An object whose namespace or kind the Kustomization or the
 * release itself creates first (its own Namespace, `createNamespace`, the chart's CRDs) is
 * checked when it is installed.
 */
export async function dryRunReleases(
  outcomes: readonly ReleaseOutcome[],
  cluster: Cluster,
  fieldManager: string,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const outcome of outcomes) {
    const release = outcome.rendered;
    if (!release) continue;
    const validation =
      release.release.install.disableOpenAPIValidation || release.release.upgrade.disableOpenAPIValidation
        ? "Ignore"
        : "Strict";
    const crdKinds = new Set(
      release.crds.map((m) => (m.object.spec as { names?: { kind?: string } } | undefined)?.names?.kind),
    );
    for (const manifest of releaseManifests(outcome)) {
      const { object } = manifest;
      if (object.kind === "CustomResourceDefinition") continue;
      try {
        await cluster.apply(object, { dryRun: true, fieldManager, fieldValidation: validation });
      } catch (err) {
        if (err instanceof NoMatchError && crdKinds.has(object.kind)) continue;
        if (
          err instanceof ApiError &&
          err.status === 404 &&
          /namespaces? "[^"]*" not found/.test(err.message)
        )
          continue;
        if (!(err instanceof ApiError || err instanceof NoMatchError)) throw err;
        const ref = formatRef({
          kind: object.kind,
          namespace: object.metadata.namespace ?? "",
          name: object.metadata.name,
        });
        problems.push(releaseProblem(outcome, `${ref}: ${formatApiError(err)}`));
      }
    }
  }
  return problems;
}
