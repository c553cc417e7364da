// Helm's release storage as helm-controller leaves it (Helm's Secrets driver,
// pkg/storage/driver/secrets.go and util.go): one Secret per revision,
// `sh.helm.release.v1.<name>.v<revision>` of type `helm.sh/release.v1`, labelled owner=helm,
// name, status and version, whose `release` key holds base64(gzip(JSON of the release)).
// Written by hand: no JavaScript library reads Helm's storage, and the format is three
// well-kept steps (base64, node:zlib, JSON) over one documented Secret layout.
import { gunzipSync } from "node:zlib";
import type { Cluster } from "../cluster/types.js";
import type { KubeObject } from "../model/index.js";

/** The labels Helm's Secrets driver sets on every storage Secret; the rest are the release's own (`--labels`). */
const SYSTEM_LABELS = new Set(["name", "owner", "status", "version", "createdAt", "modifiedAt"]);
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b, 0x08]);

/** One revision of a release, as much of it as kustomize-sync reads: never its values (they may be secret). */
export interface StoredRelease {
  name: string;
  namespace: string;
  version: number;
  /** deployed, superseded, failed, uninstalled, pending-install… */
  status: string;
  chart?: { name: string; version: string };
  /** The rendered templates (hooks not included), a YAML stream with `# Source:` comments. */
  manifest: string;
  /** The release's own labels (`helm install --labels`), Helm's system labels left out. */
  labels: Record<string, string>;
}

interface ReleaseRecord {
  name?: string;
  namespace?: string;
  version?: number;
  info?: { status?: string };
  chart?: { metadata?: { name?: string; version?: string } };
  manifest?: string;
}

/** Helm's decodeRelease: base64, then gunzip when it starts with gzip's magic, then JSON. */
export function decodeReleaseData(encoded: string): ReleaseRecord {
  const bytes = Buffer.from(encoded, "base64");
  const json = bytes.subarray(0, 3).equals(GZIP_MAGIC) ? gunzipSync(bytes) : bytes;
  return JSON.parse(json.toString("utf8")) as ReleaseRecord;
}

/** A storage Secret read back; undefined when it is not one (no `release` key, not Helm's JSON). */
export function storedReleaseOf(secret: KubeObject): StoredRelease | undefined {
  const data = (secret.data ?? {}) as Record<string, string>;
  if (typeof data.release !== "string") return undefined;
  let record: ReleaseRecord;
  try {
    // The Secret's own base64 first, then Helm's encoding of the record.
    record = decodeReleaseData(Buffer.from(data.release, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
  const labels: Record<string, string> = {};
  for (const [key, value] of Object.entries(secret.metadata.labels ?? {}))
    if (!SYSTEM_LABELS.has(key)) labels[key] = value;
  const chart = record.chart?.metadata;
  return {
    name: record.name ?? secret.metadata.labels?.name ?? "",
    namespace: record.namespace ?? "",
    version: record.version ?? Number(secret.metadata.labels?.version ?? 0),
    status: record.info?.status ?? secret.metadata.labels?.status ?? "",
    ...(chart?.name ? { chart: { name: chart.name, version: chart.version ?? "" } } : {}),
    manifest: record.manifest ?? "",
    labels,
  };
}

/** Every stored revision of release `name` in `storageNamespace`, oldest first. */
export async function releaseHistory(
  cluster: Cluster,
  name: string,
  storageNamespace: string,
): Promise<StoredRelease[]> {
  const secrets = await cluster.list({
    apiVersion: "v1",
    kind: "Secret",
    namespace: storageNamespace,
    labelSelector: `owner=helm,name=${name}`,
  });
  return secrets
    .map(storedReleaseOf)
    .filter((r): r is StoredRelease => r !== undefined && r.name === name)
    .sort((a, b) => a.version - b.version);
}

/**
 * The revision an upgrade starts from (Helm's upgrade: the last deployed one, else the latest):
 * what it renders is what the upgrade compares the new manifest with. Undefined when there is none.
 */
export function currentRelease(history: readonly StoredRelease[]): StoredRelease | undefined {
  const deployed = history.filter((r) => r.status === "deployed");
  return deployed.at(-1) ?? history.at(-1);
}
