// What Helm has stored of a release: its storage Secrets (`sh.helm.release.v1.<name>.v<revision>`,
// labelled owner=helm, name, status, version, and our own labels). Read through the project's
// cluster client instead of `helm history`, because the labels (who made it, which digest) are
// on the Secrets and nowhere in helm's JSON output.
import type { Cluster } from "../cluster/types.js";
import type { KubeObject } from "../model/index.js";

/** One revision of a release, as Helm stored it. */
export interface StoredRelease {
  revision: number;
  /** deployed, failed, superseded, uninstalled, pending-install, pending-upgrade, pending-rollback… */
  status: string;
  /** Every label of the storage Secret: Helm's (name, owner, status, version) and `--labels`. */
  labels: Record<string, string>;
  /** The storage Secret, to decode only when needed (it holds the values). */
  secret: KubeObject;
}

/** Helm's release record, the parts read here (pkg/release/v1 Release). */
export interface ReleaseRecord {
  name: string;
  namespace: string;
  version: number;
  info?: { status?: string; description?: string };
  chart?: { metadata?: { name?: string; version?: string } };
  /** The rendered templates (hooks apart), as installed. */
  manifest?: string;
  /** "ssa" or "csa" (Helm 4). */
  apply_method?: string;
}

/** Every stored revision of release `name` in `namespace`, oldest first. */
export async function releaseHistory(
  cluster: Pick<Cluster, "list">,
  namespace: string,
  name: string,
): Promise<StoredRelease[]> {
  const secrets = await cluster.list({
    apiVersion: "v1",
    kind: "Secret",
    namespace,
    labelSelector: `owner=helm,name=${name}`,
  });
  return secrets
    .filter((secret) => secret.type === "helm.sh/release.v1")
    .map((secret) => {
      const labels = secret.metadata.labels ?? {};
      return { revision: Number(labels.version), status: labels.status ?? "", labels, secret };
    })
    .sort((a, b) => a.revision - b.revision);
}

/**
 * Helm's record from its storage Secret: `data.release` is base64 (the API's) of base64 (Helm's)
 * of gzip of the JSON record. Holds the values: never print it.
 */
export function decodeRelease(stored: Pick<StoredRelease, "secret">): ReleaseRecord {
  const data = (stored.secret.data ?? {}) as Record<string, string>;
  const helmEncoded = Buffer.from(data.release ?? "", "base64").toString("utf8");
  const bytes = Buffer.from(helmEncoded, "base64");
  // Helm gzips every record it writes, and reads an unzipped one too (pkg/storage/driver/util.go).
  // node:zlib loaded here, by a release read from a cluster: a diff reads none.
  const json =
    bytes[0] === 0x1f && bytes[1] === 0x8b ? process.getBuiltinModule("node:zlib").gunzipSync(bytes) : bytes;
  return JSON.parse(json.toString("utf8")) as ReleaseRecord;
}

/** The newest revision that is deployed, if any. */
export function deployedRelease(history: readonly StoredRelease[]): StoredRelease | undefined {
  return history.findLast((r) => r.status === "deployed");
}

/**
 * The revision an upgrade starts from (Helm's upgrade: the last deployed one, else the latest):
 * its manifest is what the upgrade compares the new one with. Undefined when there is none.
 */
export function currentRelease(history: readonly StoredRelease[]): StoredRelease | undefined {
  return deployedRelease(history) ?? history.at(-1);
}
