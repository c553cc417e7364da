import { createHash } from "node:crypto";
import { goRegExp } from "../model/index.js";
import { CipherError, decryptValue } from "./cipher.js";
import type { SopsMetadata } from "./metadata.js";
import {
  Branch,
  type Comment,
  GoBytes,
  type Item,
  isComment,
  type Leaf,
  macText,
  type TreeValue,
} from "./tree.js";

/** SOPS' MACOnlyEncryptedInitialization: sha256("sops"), hashed first when only encrypted values count. */
const MAC_ONLY_ENCRYPTED_INIT = Buffer.from(
  "8a3fd2ad54ce66527b1034f3d147be0b0b975b3bf44f72c6fdadec8176f27d69",
  "hex",
);

export class DecryptError extends Error {
  override name = "DecryptError";
}

function ruleRegExp(pattern: string): RegExp {
  try {
    return goRegExp(pattern);
  } catch {
    throw new DecryptError(
      `the file's encryption rule ${JSON.stringify(pattern)} is not a regular expression`,
    );
  }
}

/** sops.go shouldBeEncrypted, without the comment rules (refused before the walk). */
function encryptionRule(metadata: SopsMetadata): (path: readonly string[]) => boolean {
  const { unencryptedSuffix, encryptedSuffix, unencryptedRegex, encryptedRegex } = metadata;
  const unencrypted = unencryptedRegex ? ruleRegExp(unencryptedRegex) : undefined;
  const encrypted = encryptedRegex ? ruleRegExp(encryptedRegex) : undefined;
  return (path) => {
    if (unencryptedSuffix) return !path.some((p) => p.endsWith(unencryptedSuffix));
    if (encryptedSuffix) return path.some((p) => p.endsWith(encryptedSuffix));
    if (unencrypted) return !path.some((p) => unencrypted.test(p));
    if (encrypted) return path.some((p) => encrypted.test(p));
    return true;
  };
}

/**
 * A decrypted boolean or a float that is infinite or NaN carries at most a bit: redacting its text
 * (`True`, `+Inf`, `NaN`) would blank those words in every unrelated message of the run.
 */
function saysNothing(value: Leaf): boolean {
  return typeof value === "boolean" || (typeof value === "number" && !Number.isFinite(value));
}

export interface DecryptedTree {
  branches: Branch[];
  /** The MAC of the plaintext (upper-case hex SHA-512), to compare with the file's. */
  mac: string;
  /** Every value that was encrypted, in plaintext: what the redaction must learn. */
  plaintexts: string[];
}

/**
 * sops.go Tree.Decrypt: decrypts every value the file's rule says is encrypted (the path of keys,
 * joined with `:`, is its authenticated data; list indexes are not part of it) and hashes the
 * values in order for the MAC — all of them, or only the encrypted ones with mac_only_encrypted.
 */
export function decryptTree(branches: Branch[], metadata: SopsMetadata, key: Uint8Array): DecryptedTree {
  if (metadata.encryptedCommentRegex || metadata.unencryptedCommentRegex)
    throw new DecryptError(
      "encrypted_comment_regex / unencrypted_comment_regex are not supported (comments are not kept)",
    );
  const shouldBeEncrypted = encryptionRule(metadata);
  const hash = createHash("sha512");
  if (metadata.macOnlyEncrypted) hash.update(MAC_ONLY_ENCRYPTED_INIT);
  const plaintexts: string[] = [];

  const leaf = (value: Leaf, path: string[]): Leaf | Comment => {
    const encrypted = shouldBeEncrypted(path);
    let result: Leaf | Comment = value;
    let text = value === null ? undefined : macText(value);
    if (encrypted) {
      if (typeof value !== "string")
        throw new DecryptError(`${path.join(".")}: expected an encrypted value, found a ${typeof value}`);
      try {
        const plain = decryptValue(value, key, `${path.join(":")}:`);
        result = plain.value;
        text = plain.text;
        // sops' YAML store encrypts a comment in a list as a list item of type comment.
        if (plain.comment) {
          text = undefined;
          result = { comment: plain.text };
        } else if (plain.text !== "" && !saysNothing(plain.value)) plaintexts.push(plain.text);
      } catch (error) {
        if (!(error instanceof CipherError)) throw error;
        throw new DecryptError(`cannot decrypt ${path.join(".")}: ${error.message}`);
      }
    }
    // null is never hashed (SOPS' walk returns before it); comments never are.
    if (text !== undefined && (!metadata.macOnlyEncrypted || encrypted))
      hash.update(result instanceof GoBytes ? result.bytes : Buffer.from(text, "utf8"));
    return result;
  };

  const walk = (value: TreeValue, path: string[]): TreeValue | Comment => {
    if (value instanceof Branch) {
      const items: Item[] = value.items.map((item) => {
        if (!("key" in item)) return comment(item, path);
        const walked = walk(item.value, [...path, item.key]);
        if (isComment(walked))
          throw new DecryptError(`${[...path, item.key].join(".")}: a comment where a value was expected`);
        return { key: item.key, value: walked };
      });
      return new Branch(items);
    }
    if (Array.isArray(value))
      return value.map((item) => (isComment(item) ? comment(item, path) : walk(item, path)));
    if (value === null) return null;
    return leaf(value, path);
  };

  const comment = (item: Comment, path: string[]): Comment => {
    // Comments are encrypted too; one that does not decrypt was written before it was (SOPS keeps
    // it as it was). A decrypted one is no longer inline: sops writes it on its own line.
    if (!shouldBeEncrypted(path)) return item;
    try {
      return { comment: String(decryptValue(item.comment, key, `${path.join(":")}:`).value) };
    } catch {
      return item;
    }
  };

  const decrypted = branches.map((branch) => walk(branch, []) as Branch);
  return { branches: decrypted, mac: hash.digest("hex").toUpperCase(), plaintexts };
}

/** Go's time.Format(time.RFC3339) of the parsed lastmodified: the MAC's authenticated data. */
function macAdditionalData(lastModified: string): string {
  return lastModified.replace(/\.\d+(?=Z|[+-]\d\d:\d\d$)/, "");
}

/**
 * The MAC stored in the file, decrypted with the data key. True when it matches `computed`.
 * A file whose MAC cannot be decrypted (changed, or copied from another file) does not match.
 */
export function macMatches(metadata: SopsMetadata, key: Uint8Array, computed: string): boolean {
  if (!metadata.mac) return false;
  try {
    const stored = decryptValue(metadata.mac, key, macAdditionalData(metadata.lastModified));
    return String(stored.value).toUpperCase() === computed;
  } catch (error) {
    if (error instanceof CipherError) return false;
    throw error;
  }
}
