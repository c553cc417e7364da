import { safeServerUrl } from "../cluster/source.js";

/**
 * Why a source could not be resolved, one line each. Every message names the source and its URL
 * and ends with the alternative: a local checkout mapped with `sources:`.
 */
const alternative = (name: string) => `; or map it to a local directory with sources: ${name}=DIR`;

/** A URL safe to print: no user-info, query or fragment (a token in a URL stays out of the report). */
export function printableUrl(url: string): string {
  return safeServerUrl(url);
}

export const sourceText = {
  failed: (key: string, name: string, url: string | undefined, detail: string) =>
    `source ${key}${url ? ` (${printableUrl(url)})` : ""} could not be resolved: ${detail}${alternative(name)}`,
  notDefined: (cluster: boolean) =>
    `no ${cluster ? "definition in the repository or in the cluster" : "definition in the repository (and no cluster to read it from)"}`,
  definedTwice: (where: string[]) => `defined more than once, differently (${where.join(", ")})`,
  bucketUnsupported: "Bucket sources are not supported (no well-kept S3 client is bundled)",
  kindUnsupported: (kind: string) => `kind ${kind} is not a source kustomize-controller reads`,
  noUrl: "spec.url is not set",
  secretMissing: (namespace: string, name: string, cluster: boolean) =>
    `secret '${namespace}/${name}' (spec.secretRef) not found${cluster ? " in the cluster" : ""}: give it with the source-secrets input (--source-secrets)`,
  gitFailed: (detail: string) => `git: ${detail}`,
  refNotFound: (what: string) => `${what} not found in the repository`,
  noSemverMatch: (range: string, count: number) =>
    `no tag matches the semver range '${range}' (${count} tag${count === 1 ? "" : "s"} seen)`,
  invalidSemver: (range: string) => `invalid semver range '${range}'`,
  ociFailed: (detail: string) => `registry: ${detail}`,
  providerNeedsLogin: (provider: string, host: string) =>
    `provider ${provider}: no credentials for ${host} in the runner's docker config (log in to the registry in an earlier step, e.g. ${
      provider === "aws"
        ? "aws-actions/amazon-ecr-login"
        : provider === "azure"
          ? "az acr login"
          : "gcloud auth print-access-token | docker login -u oauth2accesstoken --password-stdin"
    })`,
  timedOut: (duration: string) => `timed out after ${duration} (spec.timeout)`,
  includeCycle: (chain: string) => `spec.include forms a cycle: ${chain}`,
  outsideSource: (what: string) => `${what} is not in or below the source root`,
};
