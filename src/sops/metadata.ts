import { isRecord } from "../model/index.js";
import { Branch, type TreeValue, toPlain } from "./tree.js";

/** The key a file's data key was encrypted to (sops stores/stores.go: one entry of `age`, `pgp`, `kms`, …). */
export interface MasterKey {
  /** `age`, `pgp`, or a cloud/Vault key kind kustomize-sync cannot use (`kms`, `gcp_kms`, `azure_kv`, `hc_vault`, `hckms`). */
  kind: string;
  /** What names the key in messages: the age recipient, the PGP fingerprint, the KMS ARN, … */
  id: string;
  /** The encrypted data key. */
  enc: string;
}

/** The `sops` block of an encrypted file, as SOPS reads it (stores/stores.go ToInternal). */
export interface SopsMetadata {
  /** Each group holds the whole data key (or, with several groups, one Shamir share of it). */
  keyGroups: MasterKey[][];
  shamirThreshold: number;
  lastModified: string;
  mac: string;
  unencryptedSuffix?: string;
  encryptedSuffix?: string;
  unencryptedRegex?: string;
  encryptedRegex?: string;
  unencryptedCommentRegex?: string;
  encryptedCommentRegex?: string;
  macOnlyEncrypted: boolean;
  version: string;
}

export class MetadataError extends Error {
  override name = "MetadataError";
}

const KEY_KINDS: ReadonlyArray<readonly [string, (key: Record<string, unknown>) => string]> = [
  ["age", (k) => String(k.recipient ?? "")],
  ["pgp", (k) => String(k.fp ?? "")],
  ["kms", (k) => String(k.arn ?? "")],
  ["gcp_kms", (k) => String(k.resource_id ?? "")],
  ["hckms", (k) => String(k.key_id ?? "")],
  ["azure_kv", (k) => `${k.vault_url ?? ""}/keys/${k.name ?? ""}/${k.version ?? ""}`],
  ["hc_vault", (k) => `${k.vault_address ?? ""}/v1/${k.engine_path ?? ""}/keys/${k.key_name ?? ""}`],
];

function keysOf(group: Record<string, unknown>): MasterKey[] {
  const keys: MasterKey[] = [];
  for (const [kind, idOf] of KEY_KINDS) {
    const list = group[kind];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      if (!entry || typeof entry !== "object") continue;
      const key = entry as Record<string, unknown>;
      keys.push({ kind, id: idOf(key), enc: String(key.enc ?? "") });
    }
  }
  return keys;
}

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

/** Reads the metadata mapping (already unflattened for dotenv). */
export function readMetadata(value: unknown): SopsMetadata {
  if (!isRecord(value)) throw new MetadataError("the sops metadata is not a mapping");
  const m = value;
  const lastModified = text(m.lastmodified);
  const mac = text(m.mac);
  if (!lastModified) throw new MetadataError("the sops metadata has no lastmodified");
  const groups = Array.isArray(m.key_groups)
    ? m.key_groups.map((group) => keysOf((group ?? {}) as Record<string, unknown>))
    : [keysOf(m)];
  const metadata: SopsMetadata = {
    keyGroups: groups,
    shamirThreshold: Number(m.shamir_threshold ?? 0) || 0,
    lastModified,
    mac: mac ?? "",
    macOnlyEncrypted: m.mac_only_encrypted === true || m.mac_only_encrypted === "true",
    version: text(m.version) ?? "",
  };
  const rules = {
    unencryptedSuffix: text(m.unencrypted_suffix),
    encryptedSuffix: text(m.encrypted_suffix),
    unencryptedRegex: text(m.unencrypted_regex),
    encryptedRegex: text(m.encrypted_regex),
    unencryptedCommentRegex: text(m.unencrypted_comment_regex),
    encryptedCommentRegex: text(m.encrypted_comment_regex),
  };
  const set = Object.entries(rules).filter(([, v]) => v);
  if (set.length > 1)
    throw new MetadataError(
      "more than one of encrypted_suffix, unencrypted_suffix, encrypted_regex, unencrypted_regex, encrypted_comment_regex, unencrypted_comment_regex",
    );
  // SOPS' default when a file names no rule.
  if (set.length === 0) metadata.unencryptedSuffix = "_unencrypted";
  for (const [name, v] of set) (metadata as unknown as Record<string, string>)[name] = v as string;
  return metadata;
}

/** Every key of every group: who the file was encrypted for. */
export function recipients(metadata: SopsMetadata): MasterKey[] {
  return metadata.keyGroups.flat();
}

/**
 * A dotenv file's metadata is flattened into its own keys (`sops_age__list_0__map_recipient`,
 * sops stores/flatten.go); this puts it back into a mapping.
 */
function unflatten(items: ReadonlyArray<{ key: string; value: TreeValue }>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const { key, value } of items) {
    const tokens = key.split(/(__map_|__list_)/);
    let node: Record<string, unknown> | unknown[] = root;
    let name: string | number = tokens[0] as string;
    for (let i = 1; i < tokens.length; i += 2) {
      const isList = tokens[i] === "__list_";
      const nextName: string | number = isList ? Number(tokens[i + 1]) : (tokens[i + 1] as string);
      const container = node as Record<string | number, unknown>;
      if (container[name] === undefined) container[name] = isList ? [] : {};
      node = container[name] as Record<string, unknown> | unknown[];
      name = nextName;
    }
    (node as Record<string | number, unknown>)[name] = toPlain(value);
  }
  return root;
}

/**
 * Splits the metadata off the documents, as SOPS does: a top-level `sops` key (taken from the
 * first document, removed from every one), or for flattened formats the `sops_` keys of the
 * first document. Returns undefined when there is none (the file is not encrypted).
 */
export function extractMetadata(
  branches: Branch[],
  flattened: "none" | "full" | "below-top",
): { branches: Branch[]; metadata: unknown } | undefined {
  if (branches.length === 0) return undefined;
  if (flattened === "below-top") {
    // INI: a `[sops]` section of flattened keys, newlines escaped as `\n`.
    const block = branches[0]?.get("sops");
    if (!(block instanceof Branch)) return undefined;
    const items = block.items
      .filter((item): item is { key: string; value: TreeValue } => "key" in item)
      .map(({ key, value }) => ({
        key,
        value: typeof value === "string" ? value.replaceAll("\\n", "\n") : value,
      }));
    return { branches: branches.map((branch) => branch.without("sops")), metadata: unflatten(items) };
  }
  if (flattened === "full") {
    const [first, ...rest] = branches as [Branch, ...Branch[]];
    const ours = first.items.filter(
      (item): item is { key: string; value: TreeValue } => "key" in item && item.key.startsWith("sops_"),
    );
    if (ours.length === 0) return undefined;
    const kept = new Branch(first.items.filter((item) => !("key" in item) || !item.key.startsWith("sops_")));
    const metadata = unflatten(ours.map(({ key, value }) => ({ key: key.slice("sops_".length), value })));
    return { branches: [kept, ...rest], metadata };
  }
  const block = branches[0]?.get("sops");
  if (!(block instanceof Branch)) return undefined;
  return { branches: branches.map((branch) => branch.without("sops")), metadata: toPlain(block) };
}
