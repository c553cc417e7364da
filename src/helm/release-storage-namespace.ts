// A release's storage Secrets kept in the HelmRelease's storage namespace, as helm-controller keeps
// them (its Helm action configuration is given spec.storageNamespace, the HelmRelease's namespace by
// default), while the objects go to the release namespace. Done by hand because the helm CLI
// cannot split the two: pkg/action Configuration.Init takes settings.Namespace() (`--namespace`)
// for the storage driver and for the objects alike. So, when they differ, every helm action runs
// between a stage (the release's Secrets copied verbatim into the release namespace, where helm
// finds them) and an unstage (every Secret of the release copied back, what helm pruned deleted,
// the copies in the release namespace removed). Verbatim is right: the stored record names the
// release namespace itself (`namespace`), in helm-controller's Secrets as in ours.
import type { Cluster } from "../cluster/types.js";
import type { KubeObject } from "../model/index.js";
import { releaseEngineText as text } from "./messages.js";
import { holderOf, ownedBy, type ReleaseOwner } from "./release-labels.js";
import { decodeRelease, releaseHistory } from "./release-store.js";

type StorageCluster = Pick<Cluster, "list" | "get" | "create" | "update" | "delete">;

/** Where a release's objects go and where its storage Secrets are kept. */
export interface ReleasePlaces {
  releaseName: string;
  releaseNamespace: string;
  storageNamespace: string;
}

/** Whose release it is: a Secret of the release in the release namespace must carry these. */
export interface ReleaseHolder {
  owner: ReleaseOwner;
  release: { name: string; namespace: string };
}

/** Why a release cannot be relocated: a Secret in the release namespace someone else made. */
export class StagingConflict extends Error {}

function split(places: ReleasePlaces): boolean {
  return places.storageNamespace !== places.releaseNamespace;
}

/**
 * Before anything reads the storage: a run stopped between stage and unstage left the release's
 * Secrets in the release namespace, and they are the newer truth — copied to the storage namespace
 * (created or replaced) and removed. Storage-namespace copies missing among them are kept: the stop
 * may have come in the middle of a stage. A Secret there that is not ours is refused, never
 * adopted nor deleted (a StagingConflict naming it).
 */
export async function recoverStaged(
  cluster: StorageCluster,
  places: ReleasePlaces,
  holder: ReleaseHolder,
): Promise<void> {
  if (!split(places)) return;
  const staged = await releaseHistory(cluster, places.releaseNamespace, places.releaseName);
  const foreign = staged.find((s) => !ownedBy(s.labels, holder.owner, holder.release));
  if (foreign)
    throw new StagingConflict(
      text.stagingConflict(
        `${places.releaseNamespace}/${foreign.secret.metadata.name}`,
        places.storageNamespace,
        holderOf(foreign.labels),
      ),
    );
  if (staged.length === 0) return;
  await copyAll(
    cluster,
    staged.map((s) => s.secret),
    places.storageNamespace,
  );
  await removeAll(
    cluster,
    staged.map((s) => s.secret),
  );
}

/** recoverStaged for one HelmRelease: its conflict line, if any (Kubernetes API errors are thrown). */
export async function stagedReleaseRecovered(
  places: ReleasePlaces,
  deps: { cluster: StorageCluster; owner: ReleaseOwner },
  release: { name: string; namespace: string },
): Promise<string | undefined> {
  try {
    await recoverStaged(deps.cluster, places, { owner: deps.owner, release });
    return undefined;
  } catch (error) {
    if (error instanceof StagingConflict) return error.message;
    throw error;
  }
}

/**
 * Runs `action` (helm, `--namespace` the release namespace) with the release's storage Secrets
 * staged in the release namespace, then unstages them. Nothing moves when the namespaces are equal.
 * An action that throws is unstaged too; an unstage that fails leaves the Secrets for
 * recoverStaged on the next run.
 */
export async function withStagedRelease<T>(
  cluster: StorageCluster,
  places: ReleasePlaces,
  action: () => Promise<T>,
): Promise<T> {
  if (!split(places)) return action();
  const stored = await releaseHistory(cluster, places.storageNamespace, places.releaseName);
  await copyAll(
    cluster,
    stored.map((s) => s.secret),
    places.releaseNamespace,
  );
  let result: T;
  try {
    result = await action();
  } finally {
    await unstage(cluster, places);
  }
  return result;
}

/** Every Secret of the release back to the storage namespace; what helm pruned pruned there too. */
async function unstage(cluster: StorageCluster, places: ReleasePlaces): Promise<void> {
  const staged = (await releaseHistory(cluster, places.releaseNamespace, places.releaseName)).map(
    (s) => s.secret,
  );
  await copyAll(cluster, staged, places.storageNamespace);
  const kept = new Set(staged.map((s) => s.metadata.name));
  const stored = await releaseHistory(cluster, places.storageNamespace, places.releaseName);
  await removeAll(
    cluster,
    stored.map((s) => s.secret).filter((s) => !kept.has(s.metadata.name)),
  );
  await removeAll(cluster, staged);
}

/** The Secret as Helm wrote it (type, labels, data), placed in `namespace`. */
function copyOf(secret: KubeObject, namespace: string): KubeObject {
  const { name, labels } = secret.metadata;
  return {
    apiVersion: "v1",
    kind: "Secret",
    metadata: { name, namespace, ...(labels ? { labels } : {}) },
    type: secret.type,
    data: secret.data,
  } as KubeObject;
}

async function copyAll(cluster: StorageCluster, secrets: readonly KubeObject[], namespace: string) {
  for (const secret of secrets) {
    const copy = copyOf(secret, namespace);
    const ref = { group: "", version: "v1", kind: "Secret", namespace, name: secret.metadata.name };
    const live = await cluster.get(ref);
    if (!live) await cluster.create(copy);
    else
      await cluster.update({
        ...copy,
        metadata: { ...copy.metadata, resourceVersion: live.metadata.resourceVersion },
      } as KubeObject);
  }
}

async function removeAll(cluster: StorageCluster, secrets: readonly KubeObject[]) {
  for (const secret of secrets)
    await cluster.delete({
      group: "",
      version: "v1",
      kind: "Secret",
      namespace: secret.metadata.namespace ?? "",
      name: secret.metadata.name,
    });
}

/**
 * Where the releases of some storage Secrets are (a removed HelmRelease's, found by our labels
 * cluster-wide: its spec, storageNamespace and all, is gone). Each record names its release
 * namespace; a Secret kept elsewhere is in the storage namespace. Copies left staged in the
 * release namespace name the same release, once.
 */
export function placesOfStoredSecrets(secrets: readonly KubeObject[]): ReleasePlaces[] {
  const found = new Map<string, ReleasePlaces>();
  for (const secret of secrets) {
    const releaseName = secret.metadata.labels?.name;
    const namespace = secret.metadata.namespace ?? "";
    if (!releaseName) continue;
    const releaseNamespace = decodeRelease({ secret }).namespace || namespace;
    const key = `${releaseNamespace}/${releaseName}`;
    const known = found.get(key);
    // Kept elsewhere than its release namespace: that is the storage namespace.
    if (!known || namespace !== releaseNamespace)
      found.set(key, { releaseName, releaseNamespace, storageNamespace: namespace });
  }
  return [...found.values()];
}
