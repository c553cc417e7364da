// Whether helm-controller releases a HelmRelease: its object in the cluster has a status.history
// naming the release. The release's own labels cannot say so: on an upgrade Helm copies the
// previous revision's labels, so after helm-controller takes over a release kustomize-sync
// installed, its revisions still carry kustomize-sync's owner and digest labels (docs/FLUX.md,
// "When helm-controller takes over a release kustomize-sync installed").
import { ApiError, NoMatchError } from "../cluster/errors.js";
import type { Cluster } from "../cluster/types.js";
import { HELM_GROUP, type HelmReleaseSpec } from "../model/index.js";

/** One entry of helm-controller's status.history (api/v2 Snapshot): the release it made. */
interface Snapshot {
  name?: string;
  namespace?: string;
}

/**
 * True when the HelmRelease object of `release` exists and its status.history names the release
 * `releaseNamespace/releaseName`. Read only where the cluster serves HelmRelease; a cluster that
 * does not, or a run not allowed to read it, has no helm-controller answer to give (false).
 */
export async function releasedByHelmController(
  cluster: Pick<Cluster, "resolve" | "get">,
  release: Pick<HelmReleaseSpec, "name" | "namespace" | "apiVersion">,
  target: { releaseName: string; releaseNamespace: string },
): Promise<boolean> {
  try {
    const mapping = await cluster.resolve(`${HELM_GROUP}/v2`, "HelmRelease");
    const live = await cluster.get({
      group: mapping.group,
      version: mapping.version,
      kind: "HelmRelease",
      namespace: release.namespace,
      name: release.name,
    });
    const history = (live?.status as { history?: Snapshot[] } | undefined)?.history ?? [];
    return history.some(
      (s) => s.name === target.releaseName && (s.namespace ?? release.namespace) === target.releaseNamespace,
    );
  } catch (err) {
    if (err instanceof NoMatchError || (err instanceof ApiError && err.status === 403)) return false;
    throw err;
  }
}
