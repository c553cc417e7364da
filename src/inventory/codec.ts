import { gunzipSync, gzipSync } from "node:zlib";
import type { KubeObject } from "../cluster/types.js";
import {
  type DeletionPolicy,
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  type NamespacedName,
  parseObjectId,
} from "../model/index.js";

/** One inventory entry, the shape of Flux's status.inventory.entries: Flux id plus API version. */
export interface InventoryEntry {
  id: string;
  v: string;
}

/** What a Kustomization last applied, stored in a ConfigMap so the next run knows what to prune. */
export interface Inventory {
  kustomization: NamespacedName;
  /**
   * The ConfigMap it was read from (name and resourceVersion). Unset for an inventory not read
   * from the cluster.
   */
  stored?: { name: string; resourceVersion?: string }[];
  /** Where the ConfigMap lives. */
  namespace: string;
  entries: InventoryEntry[];
  revision: string;
  /** Recorded at apply time so a removed Kustomization is handled without the repository. */
  deletionPolicy: DeletionPolicy;
  prune: boolean;
  /** The definitions path (relative to the root) of the run that wrote it: runs over other paths leave it alone. */
  scope: string;
  updatedAt: string;
}

export const INVENTORY_LABEL = "kustomize-sync.io/inventory";
const KUSTOMIZATION_ANNOTATION = "kustomize-sync.io/kustomization";
const REVISION_ANNOTATION = "kustomize-sync.io/revision";
const POLICY_ANNOTATION = "kustomize-sync.io/deletion-policy";
const PRUNE_ANNOTATION = "kustomize-sync.io/prune";
const SCOPE_ANNOTATION = "kustomize-sync.io/scope";
const UPDATED_ANNOTATION = "kustomize-sync.io/updated-at";

/** Plain text up to this size; gzip (stored base64 in binaryData) above it. */
const PLAIN_LIMIT = 128 * 1024;
/**
 * Refuse well before the API's 1 MiB object limit (kustomize#1516 hit it with an annotation).
 * Compressed ids take ~8 bytes each, so this holds several hundred thousand entries; 20,000 is tested.
 */
export const MAX_ENCODED_BYTES = 900 * 1024;

/**
 * The inventory ConfigMap's (and the Lease's) name: `kustomize-sync.<namespace>.<name>`. The
 * Kustomization's namespace is part of it, so `flux-system/apps` and `team-a/apps` never share
 * one, also when `inventory-namespace` puts both in one namespace. Namespaces have no dots, so
 * the name reads back unambiguously.
 */
export function inventoryName(k: NamespacedName): string {
  const name = `kustomize-sync.${k.namespace}.${k.name}`;
  return name.length <= 253 ? name : `${name.slice(0, 240)}-${hash(`${k.namespace}/${k.name}`)}`;
}

/**
 * A ConfigMap labelled as an inventory that cannot be used: no owner annotation (a stray), an
 * `entries.gz` that is not gzip, a hand-edited line that is not an entry. `owner` is set when
 * the owner annotation could be read.
 */
export class InventoryDamagedError extends Error {
  override name = "InventoryDamagedError";
  readonly configMap: string;
  readonly owner?: NamespacedName;
  constructor(configMap: string, why: string, owner?: NamespacedName) {
    super(`${configMap}: ${why}`);
    this.configMap = configMap;
    if (owner) this.owner = owner;
  }
}

export class InventoryTooLargeError extends Error {
  override name = "InventoryTooLargeError";
}

export function encodeInventory(inv: Inventory): KubeObject {
  const lines = [...inv.entries]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((e) => `${e.id} ${e.v}`)
    .join("\n");
  const body: { data?: Record<string, string>; binaryData?: Record<string, string> } = {};
  let size = Buffer.byteLength(lines);
  if (size <= PLAIN_LIMIT) {
    body.data = { entries: lines };
  } else {
    const gz = gzipSync(lines, { level: 9 }).toString("base64");
    size = gz.length;
    body.binaryData = { "entries.gz": gz };
  }
  if (size > MAX_ENCODED_BYTES) {
    throw new InventoryTooLargeError(
      `inventory of Kustomization ${inv.kustomization.namespace}/${inv.kustomization.name} is too large: ` +
        `${inv.entries.length} objects encode to ${size} bytes, over the ${MAX_ENCODED_BYTES}-byte limit ` +
        `(Kubernetes objects are limited to 1 MiB); split it into several Kustomizations`,
    );
  }
  return {
    apiVersion: "v1",
    kind: "ConfigMap",
    metadata: {
      name: inventoryName(inv.kustomization),
      namespace: inv.namespace,
      labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE, [INVENTORY_LABEL]: "true" },
      annotations: {
        [KUSTOMIZATION_ANNOTATION]: `${inv.kustomization.namespace}/${inv.kustomization.name}`,
        [REVISION_ANNOTATION]: inv.revision,
        [POLICY_ANNOTATION]: inv.deletionPolicy,
        [PRUNE_ANNOTATION]: String(inv.prune),
        [SCOPE_ANNOTATION]: inv.scope,
        [UPDATED_ANNOTATION]: inv.updatedAt,
      },
    },
    ...body,
  };
}

const ENTRY_ID = {
  namespace: /^([a-z0-9]([-a-z0-9]*[a-z0-9])?)?$/,
  group: /^([a-z0-9]([-a-z0-9.]*[a-z0-9])?)?$/,
  kind: /^[A-Za-z][A-Za-z0-9]*$/,
  version: /^[a-z0-9]+$/,
};

/** One `<id> <version>` line, checked field by field: a hand edit must not address another object. */
function parseEntry(line: string): InventoryEntry | undefined {
  const parts = line.split(" ");
  if (parts.length !== 2) return undefined;
  const [id, v] = parts as [string, string];
  let ref: ReturnType<typeof parseObjectId>;
  try {
    ref = parseObjectId(id);
  } catch {
    return undefined;
  }
  const nameOk = ref.name !== "" && ref.name !== "." && ref.name !== ".." && !/[/%\s]/.test(ref.name);
  if (
    !nameOk ||
    !ENTRY_ID.namespace.test(ref.namespace) ||
    !ENTRY_ID.group.test(ref.group) ||
    !ENTRY_ID.kind.test(ref.kind) ||
    !ENTRY_ID.version.test(v)
  )
    return undefined;
  return { id, v };
}

/**
 * Decodes an inventory ConfigMap. Throws InventoryDamagedError, naming the ConfigMap, when it
 * has no owner annotation, its `entries.gz` is not gzip, or a line is not an entry.
 */
export function decodeInventory(cm: KubeObject): Inventory {
  const where = `ConfigMap/${cm.metadata.namespace}/${cm.metadata.name}`;
  const annotations = cm.metadata.annotations ?? {};
  const owner = annotations[KUSTOMIZATION_ANNOTATION];
  const slash = owner?.indexOf("/") ?? -1;
  if (!owner || slash <= 0 || slash === owner.length - 1)
    throw new InventoryDamagedError(
      where,
      `not a kustomize-sync inventory (no ${KUSTOMIZATION_ANNOTATION} annotation)`,
    );
  const kustomization = { namespace: owner.slice(0, slash), name: owner.slice(slash + 1) };
  const damaged = (why: string) => new InventoryDamagedError(where, why, kustomization);
  const data = (cm.data ?? {}) as Record<string, unknown>;
  const binary = (cm.binaryData ?? {}) as Record<string, unknown>;
  let text: string;
  if (binary["entries.gz"] !== undefined) {
    try {
      text = gunzipSync(Buffer.from(String(binary["entries.gz"]), "base64")).toString("utf8");
    } catch {
      throw damaged("entries.gz is not gzip data");
    }
  } else {
    text = typeof data.entries === "string" ? data.entries : "";
  }
  const entries: InventoryEntry[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "") continue;
    const entry = parseEntry(line);
    if (!entry) {
      throw damaged(
        `line ${index + 1} of its entries is not '<namespace>_<name>_<group>_<kind> <version>': ${JSON.stringify(line.slice(0, 200))}`,
      );
    }
    entries.push(entry);
  }
  return {
    kustomization,
    stored: [
      {
        name: cm.metadata.name,
        ...(cm.metadata.resourceVersion ? { resourceVersion: cm.metadata.resourceVersion } : {}),
      },
    ],
    namespace: cm.metadata.namespace ?? "",
    entries,
    revision: annotations[REVISION_ANNOTATION] ?? "",
    deletionPolicy: (annotations[POLICY_ANNOTATION] as DeletionPolicy) ?? "MirrorPrune",
    prune: annotations[PRUNE_ANNOTATION] === "true",
    scope: annotations[SCOPE_ANNOTATION] ?? "",
    updatedAt: annotations[UPDATED_ANNOTATION] ?? "",
  };
}

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, "0");
}
