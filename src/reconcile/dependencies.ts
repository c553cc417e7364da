import { NoMatchError } from "../cluster/errors.js";
import type { Cluster } from "../cluster/types.js";
import { dependencyText } from "../graph/index.js";
import { compileCelPredicate } from "../health/index.js";
import { isHelmRelease } from "../helm/index.js";
import {
  ARTIFACT_GENERATOR_GROUP,
  formatRef,
  type KustomizationResult,
  type KustomizationSpec,
  kustomizationKey,
  type Manifest,
  splitApiVersion,
} from "../model/index.js";
import type { HelmReleaser } from "../options.js";
import { SOURCE_GROUP } from "../sources/index.js";

/** Ready as a dependency: Flux lets dependants of a suspended Kustomization go on (it keeps what it applied). */
function isReady(result: KustomizationResult): boolean {
  return result.ready === "True" || result.reason === "Suspended";
}

/**
 * Whether a parent applied its children's definitions: in Flux a child exists once its parent's
 * objects were applied, whether or not their health checks passed afterwards.
 */
function appliedChildren(result: KustomizationResult): boolean {
  return isReady(result) || result.reason === "HealthCheckFailed";
}

/**
 * Why `spec` cannot start yet, once its parent and dependencies have finished; undefined when it
 * can. A dependency with `readyExpr` is judged by that CEL expression alone (kustomize-controller
 * without the AdditiveCELDependencyCheck gate), with `self` and `dep` the two Kustomization
 * objects as Flux would hold them: their definitions, and for `dep` the status this run gave it.
 */
export async function waitingReason(
  spec: KustomizationSpec,
  results: ReadonlyMap<string, Promise<KustomizationResult>>,
  specs: ReadonlyMap<string, KustomizationSpec>,
): Promise<string | undefined> {
  if (spec.parent) {
    const parentKey = kustomizationKey(spec.parent);
    const parent = await results.get(parentKey);
    if (parent && !appliedChildren(parent)) return dependencyText.parentNotReady(parentKey);
  }
  for (const dep of spec.dependsOn) {
    const depKey = kustomizationKey(dep);
    const depResult = await results.get(depKey);
    if (!depResult) return dependencyText.notReady(depKey);
    if (dep.readyExpr === undefined) {
      if (!isReady(depResult)) return dependencyText.notReady(depKey);
      continue;
    }
    let ready: boolean;
    try {
      ready = (await compileCelPredicate(dep.readyExpr))({
        self: asObject(spec),
        dep: asObject(specs.get(depKey), depResult),
      });
    } catch (err) {
      return dependencyText.readyExprFailed(depKey, (err as Error).message.split("\n")[0] ?? "");
    }
    if (!ready) return dependencyText.notReadyByExpr(depKey);
  }
  return undefined;
}

/** A Kustomization as the API would return it: its definition, with the status this run gave it. */
function asObject(
  spec: KustomizationSpec | undefined,
  result?: KustomizationResult,
): Record<string, unknown> {
  const definition = (spec?.definition ?? {}) as Record<string, unknown>;
  const metadata = { ...((definition.metadata ?? {}) as Record<string, unknown>), generation: 1 };
  if (spec) Object.assign(metadata, { name: spec.name, namespace: spec.namespace });
  const status: Record<string, unknown> = { observedGeneration: 1 };
  if (result) {
    status.conditions = [
      { type: "Ready", status: result.ready, reason: result.reason, message: result.message },
    ];
    status.lastAttemptedRevision = result.revision;
    if (result.ready === "True") status.lastAppliedRevision = result.revision;
  }
  return { ...definition, metadata, spec: definition.spec ?? {}, status };
}

/** Flux's own API groups (source, helm, kustomize, notification, image; source-watcher's extensions). */
export function isFluxGroup(group: string): boolean {
  return group.endsWith(".toolkit.fluxcd.io") || group.endsWith(".extensions.fluxcd.io");
}

const MAX_NAMED = 5;

/** What the check before the writes leaves: the objects to apply, the HelmReleases kustomize-sync releases. */
export interface Preflight {
  manifests: Manifest[];
  /** HelmReleases released by kustomize-sync itself (not applied: see fluxKindsPreflight). */
  releases: Manifest[];
  warnings: string[];
  failure?: string;
}

/**
 * The check before a Kustomization writes anything: objects of Flux's own kinds (HelmRelease,
 * GitRepository, OCIRepository, …) are applied only where Flux's CRDs are installed, for Flux's
 * controllers to act on; without them the Kustomization fails in one line naming those objects,
 * instead of one "no matches for kind" per object. Exceptions, done by kustomize-sync itself:
 * an ArtifactGenerator's ExternalArtifacts (without source-watcher's CRD it is left out with a
 * warning), and HelmReleases when kustomize-sync releases them (`helmReleaser`: `auto` where the
 * cluster does not serve HelmRelease) — then they are set apart, and the Flux sources the cluster
 * does not serve are left out: kustomize-sync reads them from the output. Kinds that a CRD of the
 * same set (or, when planning, of a dependency) defines count as served.
 */
export function fluxKindsPreflight(
  cluster: Pick<Cluster, "resolve">,
  plannedKinds: ReadonlyMap<string, boolean> = new Map(),
  helmReleaser: HelmReleaser = "helm-controller",
) {
  return async (_spec: KustomizationSpec, manifests: Manifest[]): Promise<Preflight> => {
    const fromSet = new Set(plannedKinds.keys());
    for (const { object } of manifests) {
      if (object.kind !== "CustomResourceDefinition") continue;
      const spec = (object.spec ?? {}) as { group?: string; names?: { kind?: string } };
      fromSet.add(`${spec.group}/${spec.names?.kind}`);
    }
    const served = new Map<string, Promise<boolean>>();
    const isServed = (apiVersion: string, kind: string) => {
      const key = `${apiVersion}/${kind}`;
      let answer = served.get(key);
      if (!answer) {
        answer = cluster.resolve(apiVersion, kind).then(
          () => true,
          (err: unknown) => {
            if (err instanceof NoMatchError) return false;
            throw err;
          },
        );
        served.set(key, answer);
      }
      return answer;
    };
    const missing: Manifest[] = [];
    const kept: Manifest[] = [];
    const releases: Manifest[] = [];
    const warnings: string[] = [];
    const releasing = helmReleaser !== "helm-controller";
    for (const manifest of manifests) {
      const { apiVersion, kind } = manifest.object;
      const { group } = splitApiVersion(apiVersion);
      const served =
        !isFluxGroup(group) || fromSet.has(`${group}/${kind}`) || (await isServed(apiVersion, kind));
      if (isHelmRelease(manifest.object) && (helmReleaser === "kustomize-sync" || (releasing && !served))) {
        releases.push(manifest);
        continue;
      }
      if (served) {
        kept.push(manifest);
        continue;
      }
      if (releasing && group === SOURCE_GROUP) {
        warnings.push(
          `${label(manifest)} not applied: the cluster does not serve ${apiVersion} ${kind} (Flux's source-controller); kustomize-sync reads it for the HelmReleases it releases`,
        );
        continue;
      }
      if (group === ARTIFACT_GENERATOR_GROUP && kind === "ArtifactGenerator") {
        warnings.push(
          `${label(manifest)} not applied: the cluster does not serve ${apiVersion} ${kind} (Flux's source-watcher); kustomize-sync builds its ExternalArtifacts itself`,
        );
        continue;
      }
      missing.push(manifest);
    }
    if (missing.length === 0) return { manifests: kept, releases, warnings };
    const named = missing.slice(0, MAX_NAMED).map(label).join(", ");
    const more = missing.length > MAX_NAMED ? ` and ${missing.length - MAX_NAMED} more` : "";
    const kinds = [...new Set(missing.map((m) => `${m.object.apiVersion} ${m.object.kind}`))].join(", ");
    return {
      manifests: kept,
      releases,
      warnings,
      failure: `${named}${more} need Flux's controllers in the cluster: it does not serve ${kinds} (install Flux, e.g. flux install, or leave these objects out); nothing was applied`,
    };
  };
}

function label(manifest: Manifest): string {
  const { object } = manifest;
  return formatRef({
    kind: object.kind,
    namespace: object.metadata.namespace ?? "",
    name: object.metadata.name,
  });
}
