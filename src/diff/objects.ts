// Its modules, not apply/index.js: the diff needs neither the apply nor the cluster behind it.
import { compileDriftIgnore, type DriftIgnore, withoutPaths } from "../apply/ignore.js";
import { compareForApply } from "../apply/order.js";
import type { KubeObject } from "../cluster/types.js";
import {
  annotation,
  FLUX_PRUNE_ANNOTATION,
  formatRef,
  HELM_RESOURCE_POLICY,
  kustomizationKey,
  LIFECYCLE_DELETION_ANNOTATION,
  type Manifest,
  objectId,
  splitApiVersion,
} from "../model/index.js";
import { ReleaseChurn, splitChurn } from "./churn.js";
import { alignLists } from "./lists.js";
import { maskSecretPair } from "./mask.js";
import { fieldOwners, projectOnto, stripNoise } from "./noise.js";
import type {
  DiffResult,
  DiffSummary,
  KustomizationDiff,
  ObjectDiff,
  Removal,
  RenderedKustomization,
} from "./types.js";
import { changedFieldPaths, equalJson, formatFieldPath, unifiedDiff } from "./unified.js";

export function manifestId(object: KubeObject): string {
  return objectId({
    group: splitApiVersion(object.apiVersion).group,
    kind: object.kind,
    namespace: object.metadata.namespace ?? "",
    name: object.metadata.name,
  });
}

export interface ObjectComparison {
  changed: boolean;
  paths: string[];
  /** Masked unified diff; "" when unchanged. */
  diff: string;
  /**
   * Live diffs with a fieldManager: every changed field is owned in the live object by another
   * manager and not by ours — someone edited the cluster (`kubectl scale`, `kubectl edit`), git
   * did not change.
   */
  drift?: boolean;
}

/**
 * Compares two versions of one object: server-managed noise removed, then (for live diffs) both
 * sides cut down to `shape` — the fields the manifest sets plus those the previous revision set —
 * then Secret values masked. Either side may be absent (created / deleted). For a live diff
 * (`before` the live object), `fieldManager` tells drift from a change in git.
 */
export function compareObjects(
  before: KubeObject | undefined,
  after: KubeObject | undefined,
  options: { shape?: unknown; fieldManager?: string } = {},
): ObjectComparison {
  let old = before ? stripNoise(before) : undefined;
  let neu = after ? stripNoise(after) : undefined;
  if (options.shape !== undefined) {
    old = old ? (projectOnto(old, options.shape) as KubeObject) : undefined;
    neu = neu ? (projectOnto(neu, options.shape) as KubeObject) : undefined;
  }
  const changed = !old || !neu || !equalJson(old, neu);
  if (!changed) return { changed, paths: [], diff: "" };
  const fieldPaths = old && neu ? changedFieldPaths(old, neu) : [];
  // Shown with list-map entries matched by key: a reordered list is one path, not every entry.
  const aligned = old && neu ? alignLists(old, neu) : { before: old, reordered: [] };
  const paths = [
    ...aligned.reordered.map((path) => `${formatFieldPath(path)} (reordered)`).sort(),
    ...(old && neu ? changedFieldPaths(aligned.before, neu) : []).map(formatFieldPath),
  ];
  const manager = options.fieldManager;
  const drift =
    manager !== undefined &&
    before !== undefined &&
    fieldPaths.length > 0 &&
    fieldPaths.every((path) => {
      const owners = fieldOwners(before, path);
      return owners.length > 0 && !owners.includes(manager);
    });
  if (old && aligned.before) old = aligned.before as KubeObject;
  maskSecretPair(old, neu);
  const label = formatRef({
    kind: (neu ?? old)?.kind ?? "",
    namespace: (neu ?? old)?.metadata.namespace ?? "",
    name: (neu ?? old)?.metadata.name ?? "",
  });
  return { changed, paths, diff: unifiedDiff(label, old, neu), ...(drift ? { drift } : {}) };
}

function objectDiff(
  manifest: Manifest,
  change: ObjectDiff["change"],
  comparison: ObjectComparison,
  extra: Partial<ObjectDiff> = {},
): ObjectDiff {
  const { object } = manifest;
  return {
    id: manifestId(object),
    apiVersion: object.apiVersion,
    kind: object.kind,
    namespace: object.metadata.namespace ?? "",
    name: object.metadata.name,
    change,
    ...(manifest.source ? { source: manifest.source } : {}),
    ...(manifest.release ? { release: manifest.release } : {}),
    paths: comparison.paths,
    diff: comparison.diff,
    ...extra,
  };
}

/** The head's spec.ignore; a target that does not compile is the definition's problem, reported by validation. */
function driftIgnoreOf(kustomization: RenderedKustomization | undefined): DriftIgnore {
  try {
    return compileDriftIgnore(kustomization?.ignore);
  } catch {
    return compileDriftIgnore(undefined);
  }
}

/** Whether prune would delete an object that left a Kustomization still in the repository. */
function pruneVerdict(object: KubeObject, prune: boolean): Removal {
  if (!prune) return { deleted: false, reason: "prune is false: left in the cluster" };
  if (annotation(object, FLUX_PRUNE_ANNOTATION) === "disabled")
    return { deleted: false, reason: `${FLUX_PRUNE_ANNOTATION}: disabled: left in the cluster` };
  if (annotation(object, LIFECYCLE_DELETION_ANNOTATION) === "detach")
    return { deleted: false, reason: `${LIFECYCLE_DELETION_ANNOTATION}: detach: left in the cluster` };
  return { deleted: true, reason: "pruned" };
}

/** What finalizing a Kustomization removed from the repository does to its objects (Flux's deletionPolicy). */
function finalizeVerdict(object: KubeObject, kustomization: RenderedKustomization): Removal {
  const policy = kustomization.deletionPolicy;
  if (policy === "Orphan") return { deleted: false, reason: "deletionPolicy Orphan: left in the cluster" };
  if (policy === "MirrorPrune" && !kustomization.prune)
    return { deleted: false, reason: "Kustomization removed with prune false: left in the cluster" };
  const verdict = pruneVerdict(object, true);
  return verdict.deleted
    ? { deleted: true, reason: `Kustomization removed (deletionPolicy ${policy})` }
    : verdict;
}

/** Why an object a chart no longer renders goes or stays: `diff` and `plan` say it alike. */
export const releaseRemovalText = {
  upgradeDeletes: (release: string) => `the upgrade of HelmRelease ${release} deletes it`,
  keptByPolicy: `${HELM_RESOURCE_POLICY}: keep: left in the cluster`,
} as const;

/**
 * What becomes of an object a chart no longer renders: Helm deletes it on upgrade, or with the
 * release when the HelmRelease is deleted — unless the object says `helm.sh/resource-policy: keep`,
 * or the HelmRelease itself stays in the cluster (`verdictOfRelease`: prune, deletionPolicy).
 */
function releaseRemoval(
  object: KubeObject,
  release: string,
  head: ReadonlyMap<string, Manifest>,
  verdictOfRelease: () => Removal | undefined,
): Removal {
  if (annotation(object, HELM_RESOURCE_POLICY) === "keep")
    return { deleted: false, reason: releaseRemovalText.keptByPolicy };
  if ([...head.values()].some((m) => isRelease(m.object, release)))
    return { deleted: true, reason: releaseRemovalText.upgradeDeletes(release) };
  const verdict = verdictOfRelease();
  if (verdict && !verdict.deleted)
    return {
      deleted: false,
      reason: `HelmRelease ${release} is not deleted (${verdict.reason.replace(/: left in the cluster$/, "")}): left in the cluster`,
    };
  return { deleted: true, reason: `HelmRelease ${release} removed: its uninstall deletes it` };
}

/** Whether `object` is the HelmRelease `namespace/name`. */
function isRelease(object: KubeObject, release: string): boolean {
  const [namespace, name] = release.split("/");
  return (
    object.kind === "HelmRelease" &&
    object.metadata.name === name &&
    (object.metadata.namespace ?? "default") === namespace
  );
}

const ORDER: Record<ObjectDiff["change"], number> = { removed: 0, changed: 1, added: 2 };

function byChangeThenApplyOrder(
  a: { diff: ObjectDiff; object: KubeObject },
  b: { diff: ObjectDiff; object: KubeObject },
) {
  return ORDER[a.diff.change] - ORDER[b.diff.change] || compareForApply(a.object, b.object);
}

/**
 * Diffs two revisions' object sets, Kustomization by Kustomization: objects are matched by their
 * inventory id. An object that moved from one Kustomization to another is shown under the new one
 * (with `movedFrom`), not as deleted. Kustomizations keep the head's order, removed ones follow.
 */
export function diffRevisions(
  base: readonly RenderedKustomization[],
  head: readonly RenderedKustomization[],
): DiffResult {
  const baseByKey = new Map(base.map((k) => [kustomizationKey(k), k]));
  const headByKey = new Map(head.map((k) => [kustomizationKey(k), k]));
  // Which Kustomization renders each object, on each side: to tell a move from a delete.
  const owners = (side: readonly RenderedKustomization[]) => {
    const map = new Map<string, { key: string; manifest: Manifest }>();
    for (const k of side) {
      if (k.error) continue;
      for (const manifest of k.manifests) {
        const id = manifestId(manifest.object);
        if (!map.has(id)) map.set(id, { key: kustomizationKey(k), manifest });
      }
    }
    return map;
  };
  const baseOwners = owners(base);
  const headOwners = owners(head);
  // A Kustomization that failed at the head renders nothing we can compare: its base objects are
  // not "moved" anywhere else either.
  const failedAtHead = new Set(head.filter((k) => k.error).map(kustomizationKey));

  const keys = [...headByKey.keys(), ...[...baseByKey.keys()].filter((key) => !headByKey.has(key))];
  const kustomizations: KustomizationDiff[] = keys.map((key) => {
    const b = baseByKey.get(key);
    const h = headByKey.get(key);
    const any = (h ?? b) as RenderedKustomization;
    const problems: string[] = [];
    const notes: string[] = [];
    for (const item of h?.unresolved ?? []) notes.push(item);
    const row = {
      namespace: any.namespace,
      name: any.name,
      ...(any.source ? { source: h?.source ?? b?.source } : {}),
    };
    const definition =
      b && h && !equalJson(b.definition, h.definition)
        ? unifiedDiff(`Kustomization/${key}`, b.definition, h.definition)
        : "";

    if (h?.error) {
      problems.push(`at the head: ${h.error}`);
      return {
        ...row,
        change: "failed",
        ...(definition ? { definitionDiff: definition } : {}),
        objects: [],
        unchanged: 0,
        problems,
        notes,
      };
    }
    if (b?.error) {
      notes.push(`did not render at the base (${b.error}): every object is shown as added`);
    }
    // A release that fails at the head says so once; its objects are neither removed nor compared.
    const failedAtHeadReleases = new Set((h?.failedReleases ?? []).map((f) => f.release));
    for (const failure of h?.failedReleases ?? []) problems.push(failure.message);
    for (const failure of b?.failedReleases ?? []) {
      if (!failedAtHeadReleases.has(failure.release))
        notes.push(
          `HelmRelease ${failure.release} did not render at the base: its objects are shown as added`,
        );
    }

    const baseObjects = new Map(
      (b && !b.error ? b.manifests : []).map((m) => [manifestId(m.object), m] as const),
    );
    const headObjects = new Map((h?.manifests ?? []).map((m) => [manifestId(m.object), m] as const));
    const entries: Array<{ diff: ObjectDiff; object: KubeObject }> = [];
    let unchanged = 0;

    for (const [id, before] of baseObjects) {
      if (headObjects.has(id)) continue;
      if (before.release && failedAtHeadReleases.has(before.release)) continue;
      const mover = headOwners.get(id);
      if (mover && mover.key !== key) continue; // shown under the Kustomization it moved to
      // A chart's object goes with the release's next upgrade (or its uninstall), not by prune.
      const removal = before.release
        ? releaseRemoval(before.object, before.release, headObjects, () => {
            const release = [...baseObjects.values()].find((m) => isRelease(m.object, before.release!));
            if (!release) return undefined;
            return h
              ? pruneVerdict(release.object, h.prune)
              : finalizeVerdict(release.object, b as RenderedKustomization);
          })
        : h
          ? pruneVerdict(before.object, h.prune)
          : finalizeVerdict(before.object, b as RenderedKustomization);
      entries.push({
        diff: objectDiff(before, "removed", compareObjects(before.object, undefined), { removal }),
        object: before.object,
      });
    }
    // Paths spec.ignore names are never applied to an object that exists: a change there in git
    // changes nothing in the cluster, so it is no change here either.
    const ignore = driftIgnoreOf(h);
    const churn = new ReleaseChurn();
    const changedIn = (before: KubeObject, after: KubeObject, release?: string) => {
      const paths = ignore.pathsFor(after);
      let [old, neu] = [withoutPaths(before, paths), withoutPaths(after, paths)];
      if (release) {
        // A chart bump's labels and checksums: one line for the release, not a hunk per object.
        const [b, a] = [splitChurn(old), splitChurn(neu)];
        churn.record(release, b.churn, a.churn);
        [old, neu] = [b.object, a.object];
      }
      return compareObjects(old, neu);
    };
    for (const [id, after] of headObjects) {
      const before = baseObjects.get(id);
      if (before) {
        const comparison = changedIn(before.object, after.object, after.release);
        if (comparison.changed)
          entries.push({ diff: objectDiff(after, "changed", comparison), object: after.object });
        else unchanged++;
        continue;
      }
      const previous = baseOwners.get(id);
      if (previous && previous.key !== key && !failedAtHead.has(previous.key)) {
        const comparison = changedIn(previous.manifest.object, after.object);
        entries.push({
          diff: objectDiff(after, "changed", comparison, { movedFrom: previous.key }),
          object: after.object,
        });
        continue;
      }
      entries.push({
        diff: objectDiff(after, "added", compareObjects(undefined, after.object)),
        object: after.object,
      });
    }
    entries.sort(byChangeThenApplyOrder);
    notes.push(...churn.notes());
    const objects = entries.map((e) => e.diff);
    const change: KustomizationDiff["change"] = !b
      ? "added"
      : !h
        ? "removed"
        : objects.length > 0 || definition
          ? "changed"
          : "unchanged";
    return {
      ...row,
      change,
      ...(definition ? { definitionDiff: definition } : {}),
      objects,
      unchanged,
      ...(change === "unchanged" && b?.notRendered && h?.notRendered ? { notRendered: true as const } : {}),
      problems,
      notes,
    };
  });

  const summary = summariseDiff(kustomizations);
  const hasChanges = kustomizations.some(
    (k) => k.change === "added" || k.change === "removed" || k.change === "changed",
  );
  return { kustomizations, summary, hasChanges };
}

/** Counts of a diff's Kustomizations and objects. */
export function summariseDiff(kustomizations: readonly KustomizationDiff[]): DiffSummary {
  const summary: DiffSummary = {
    kustomizations: { added: 0, removed: 0, changed: 0, unchanged: 0, failed: 0 },
    objects: { added: 0, changed: 0, deleted: 0, orphaned: 0, unchanged: 0 },
  };
  for (const k of kustomizations) {
    summary.kustomizations[k.change]++;
    if (k.notRendered) summary.kustomizations.notRendered = (summary.kustomizations.notRendered ?? 0) + 1;
    summary.objects.unchanged += k.unchanged;
    for (const o of k.objects) {
      if (o.change === "removed") summary.objects[o.removal?.deleted ? "deleted" : "orphaned"]++;
      else summary.objects[o.change]++;
    }
  }
  return summary;
}
