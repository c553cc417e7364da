// Who made a Helm release and what it was made from, as labels on the release itself (Helm 4's
// `--labels`, kept on the storage Secret): the owner labels say which Kustomization and HelmRelease
// installed it (never adopt, never uninstall anything else), the digest says which desired release
// it is (an unchanged digest means no new revision, as helm-controller compares its config digest).
import { createHash } from "node:crypto";
import { type HelmReleaseSpec, OWNER_NAME_LABEL, OWNER_NAMESPACE_LABEL, sortKeys } from "../model/index.js";
import { DEFAULT_CRD_POLICY } from "./render.js";
import type { ChartArtifact } from "./types.js";

/** The owner labels of objects (the Kustomization) plus the HelmRelease the release is for. */
export const RELEASE_OWNER_LABELS = {
  kustomizationName: OWNER_NAME_LABEL,
  kustomizationNamespace: OWNER_NAMESPACE_LABEL,
  name: "kustomize-sync.io/helmrelease-name",
  namespace: "kustomize-sync.io/helmrelease-namespace",
} as const;
export const RELEASE_DIGEST_LABEL = "kustomize-sync.io/release-digest";

/** A label value holds at most 63 characters: 48 hex digits (192 bits) of the SHA-256. */
const DIGEST_LENGTH = 48;

/** The Kustomization that holds a HelmRelease. */
export interface ReleaseOwner {
  name: string;
  namespace: string;
}

/** The labels that name who made the release. */
export function ownerLabels(owner: ReleaseOwner, release: Pick<HelmReleaseSpec, "name" | "namespace">) {
  return {
    [RELEASE_OWNER_LABELS.kustomizationName]: owner.name,
    [RELEASE_OWNER_LABELS.kustomizationNamespace]: owner.namespace,
    [RELEASE_OWNER_LABELS.name]: release.name,
    [RELEASE_OWNER_LABELS.namespace]: release.namespace,
  };
}

/** Whether a release's labels name this Kustomization and this HelmRelease. */
export function ownedBy(
  labels: Record<string, string> | undefined,
  owner: ReleaseOwner,
  release: Pick<HelmReleaseSpec, "name" | "namespace">,
): boolean {
  return Object.entries(ownerLabels(owner, release)).every(([key, value]) => labels?.[key] === value);
}

/** Who holds a release, as the refusal names it: `Kustomization/ns/name`, or what Helm says. */
export function holderOf(labels: Record<string, string> | undefined): string {
  const name = labels?.[RELEASE_OWNER_LABELS.kustomizationName];
  const namespace = labels?.[RELEASE_OWNER_LABELS.kustomizationNamespace];
  if (name && namespace) {
    const hr = labels?.[RELEASE_OWNER_LABELS.name];
    const hrNamespace = labels?.[RELEASE_OWNER_LABELS.namespace];
    const forRelease = hr && hrNamespace ? ` for HelmRelease/${hrNamespace}/${hr}` : "";
    return `Kustomization/${namespace}/${name}${forRelease}`;
  }
  return "a release without kustomize-sync's owner labels (installed by hand, by helm-controller or another tool)";
}

/** What the desired release is made of: anything here that changes makes a new revision. */
export interface DesiredRelease {
  release: HelmReleaseSpec;
  chart: Pick<ChartArtifact, "name" | "version" | "digest">;
  values: Record<string, unknown>;
  releaseName: string;
  releaseNamespace: string;
  storageNamespace: string;
}

/**
 * The digest of the desired release: the chart (name, version, digest), the composed values, the
 * post-render (renderers, strategy, commonMetadata, the HelmRelease that names the origin labels),
 * where it goes, and the install/upgrade settings that change what is installed (CRD policy,
 * hooks, namespace creation). Timeouts, waits and remediation change how, not what: they are left out so
 * that tuning them does not upgrade every release.
 */
export function releaseDigest(desired: DesiredRelease): string {
  const { release, chart } = desired;
  const document = {
    chart: { name: chart.name, version: chart.version, digest: chart.digest },
    values: desired.values,
    postRender: {
      origin: { name: release.name, namespace: release.namespace },
      postRenderers: release.postRenderers,
      strategy: release.postRenderStrategy ?? "combined",
      commonMetadata: release.commonMetadata ?? {},
    },
    target: {
      releaseName: desired.releaseName,
      releaseNamespace: desired.releaseNamespace,
      storageNamespace: desired.storageNamespace,
    },
    install: {
      crds: release.install.crds ?? DEFAULT_CRD_POLICY,
      createNamespace: Boolean(release.targetNamespace && release.install.createNamespace),
      disableHooks: Boolean(release.install.disableHooks),
    },
    upgrade: {
      crds: release.upgrade.crds ?? DEFAULT_CRD_POLICY,
      disableHooks: Boolean(release.upgrade.disableHooks),
    },
  };
  return createHash("sha256")
    .update(JSON.stringify(sortKeys(document)))
    .digest("hex")
    .slice(0, DIGEST_LENGTH);
}

/** Every label the release carries: owner and digest. */
export function releaseLabels(
  owner: ReleaseOwner,
  release: Pick<HelmReleaseSpec, "name" | "namespace">,
  digest: string,
): Record<string, string> {
  return { ...ownerLabels(owner, release), [RELEASE_DIGEST_LABEL]: digest };
}
