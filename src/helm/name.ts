// Where helm-controller installs a HelmRelease: the release name (internal/release/name.go
// ShortenName over api/v2 GetReleaseName), the release namespace and the storage namespace.
import { createHash } from "node:crypto";
import type { HelmReleaseSpec } from "../model/index.js";

/** Helm's limit on release names. */
const MAX_RELEASE_NAME = 53;
const SHORT_HASH = 12;

/** `releaseName`, else `<targetNamespace>-<name>` when targetNamespace is set, else `name`; then shortened. */
export function releaseName(
  release: Pick<HelmReleaseSpec, "name" | "releaseName" | "targetNamespace">,
): string {
  if (release.releaseName) return shortenName(release.releaseName);
  if (release.targetNamespace) return shortenName(`${release.targetNamespace}-${release.name}`);
  return shortenName(release.name);
}

/**
 * ShortenName: a name over 53 characters becomes its first 40, `-`, and the first 12 hex digits
 * of the SHA-256 of the whole name. Go measures and cuts bytes, so this does too.
 */
export function shortenName(name: string): string {
  const bytes = Buffer.from(name, "utf8");
  if (bytes.length <= MAX_RELEASE_NAME) return name;
  const sum = createHash("sha256").update(bytes).digest("hex");
  return `${bytes.subarray(0, MAX_RELEASE_NAME - (SHORT_HASH + 1)).toString("utf8")}-${sum.slice(0, SHORT_HASH)}`;
}

/** Where the release's namespaced objects go: targetNamespace, else the HelmRelease's namespace. */
export function releaseNamespace(release: Pick<HelmReleaseSpec, "namespace" | "targetNamespace">): string {
  return release.targetNamespace || release.namespace;
}

/** Where Helm keeps the release Secrets: storageNamespace, else the HelmRelease's namespace. */
export function storageNamespace(release: Pick<HelmReleaseSpec, "namespace" | "storageNamespace">): string {
  return release.storageNamespace || release.namespace;
}
