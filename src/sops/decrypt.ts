// No maintained JavaScript library reads the SOPS file format (the ENC[…] envelope, the sops
// metadata block, the MAC over the values), so it is implemented here after getsops/sops v3;
// every cryptographic operation is node:crypto's (AES-256-GCM, SHA-512), age-encryption's or OpenPGP.js'.
import { isRecord } from "../model/index.js";
import { type Keyring, NoKeyError } from "./keys.js";
import {
  extractMetadata,
  type MasterKey,
  MetadataError,
  readMetadata,
  recipients,
  type SopsMetadata,
} from "./metadata.js";
import { emitPlain, loadBranches, type SopsFormat, StoreError } from "./stores.js";
import { Branch, fromPlain } from "./tree.js";
import { DecryptError, decryptTree, macMatches } from "./walk.js";

/** Why an encrypted text could not be used: one line, never quoting a value. */
export class SopsError extends Error {
  override name = "SopsError";
  constructor(
    message: string,
    /** Who the text was encrypted for, when known (for "no key" failures). */
    readonly recipients?: MasterKey[],
  ) {
    super(message);
  }
}

export interface Decrypted<T> {
  result: T;
  /** Every decrypted value: the run's redaction must learn them before anything is printed. */
  plaintexts: string[];
}

function parse(text: string, format: SopsFormat): { branches: Branch[]; metadata: SopsMetadata } {
  try {
    const loaded = loadBranches(text, format);
    const extracted = extractMetadata(
      loaded,
      format === "dotenv" ? "full" : format === "ini" ? "below-top" : "none",
    );
    if (!extracted) throw new SopsError("no sops metadata found");
    return { branches: extracted.branches, metadata: sopsMetadata(extracted.metadata) };
  } catch (error) {
    if (error instanceof StoreError) throw new SopsError(error.message);
    throw error;
  }
}

async function dataKey(metadata: SopsMetadata, keyring: Keyring): Promise<Uint8Array> {
  try {
    return await keyring.dataKey(metadata);
  } catch (error) {
    if (error instanceof NoKeyError)
      throw new SopsError(`cannot get the sops data key: ${error.message}`, error.recipients);
    throw error;
  }
}

function decrypt(branches: Branch[], metadata: SopsMetadata, key: Uint8Array) {
  try {
    return decryptTree(branches, metadata, key);
  } catch (error) {
    if (error instanceof DecryptError) throw new SopsError(error.message);
    throw error;
  }
}

const TAMPERED =
  "MAC mismatch: the file was changed after it was encrypted (values edited, added or removed without sops); sops refuses it too";

/**
 * Decrypts a whole encrypted file (a secretGenerator's input, a patch) and writes it back in
 * `outputFormat`, as kustomize-controller does before kustomize reads it, as bytes. The MAC is verified:
 * a file changed outside sops is refused.
 */
export async function decryptFile(
  text: string,
  inputFormat: SopsFormat,
  outputFormat: SopsFormat,
  keyring: Keyring,
): Promise<Decrypted<Buffer>> {
  const { branches, metadata } = parse(text, inputFormat);
  const key = await dataKey(metadata, keyring);
  const tree = decrypt(branches, metadata, key);
  if (!macMatches(metadata, key, tree.mac)) throw new SopsError(TAMPERED);
  try {
    const plain = emitPlain(tree.branches, outputFormat);
    // Bytes: a binary file need not be UTF-8.
    return {
      result: Buffer.isBuffer(plain) ? plain : Buffer.from(plain, "utf8"),
      plaintexts: tree.plaintexts,
    };
  } catch (error) {
    if (error instanceof StoreError) throw new SopsError(error.message);
    throw error;
  }
}

/**
 * Verifies the MAC of the documents of a YAML (or JSON) file that carry the metadata whose MAC
 * is `mac`: the documents SOPS encrypted together, as written in the repository. kustomize
 * changes the objects it builds (namespace, labels, prefixes), so this is where a Secret
 * manifest's integrity can be checked.
 */
export async function verifyDocuments(text: string, mac: string, keyring: Keyring): Promise<void> {
  let loaded: Branch[];
  try {
    loaded = loadBranches(text, "yaml");
  } catch (error) {
    if (error instanceof StoreError) throw new SopsError(error.message);
    throw error;
  }
  const together = loaded.filter((branch) => {
    const block = branch.get("sops");
    return block instanceof Branch && block.get("mac") === mac;
  });
  if (together.length === 0)
    throw new SopsError("its encrypted document is not in the file kustomize read it from");
  const extracted = extractMetadata(together, "none");
  if (!extracted) throw new SopsError("no sops metadata found");
  const metadata = sopsMetadata(extracted.metadata);
  const key = await dataKey(metadata, keyring);
  let tree: ReturnType<typeof decryptTree>;
  try {
    tree = decryptTree(extracted.branches, metadata, key);
  } catch (error) {
    if (error instanceof DecryptError) throw new SopsError(`${TAMPERED} (${error.message})`);
    throw error;
  }
  if (!macMatches(metadata, key, tree.mac)) throw new SopsError(TAMPERED);
}

/** A `sops` block read as metadata; what cannot be read is a SopsError with the reason. */
function sopsMetadata(block: unknown): SopsMetadata {
  try {
    return readMetadata(block);
  } catch (error) {
    if (error instanceof MetadataError) throw new SopsError(error.message);
    throw error;
  }
}

/** Whether a rendered object carries SOPS metadata (kustomize-controller's IsEncryptedSecret, any kind). */
export function hasSopsMetadata(object: Record<string, unknown>): boolean {
  return isRecord(object.sops);
}

/** Who an object's `sops` block says it was encrypted for (empty when it cannot be read). */
export function objectRecipients(object: Record<string, unknown>): MasterKey[] {
  try {
    return recipients(readMetadata(object.sops));
  } catch {
    return [];
  }
}

/**
 * Decrypts an object kustomize built from an encrypted manifest: its values, each authenticated
 * with its path, and without its `sops` block. The MAC is not checked here (see verifyDocuments).
 */
export async function decryptObject(
  object: Record<string, unknown>,
  keyring: Keyring,
): Promise<Decrypted<Record<string, unknown>>> {
  const metadata = sopsMetadata(object.sops);
  const { sops: _, ...rest } = object;
  const key = await dataKey(metadata, keyring);
  const tree = decrypt([fromPlain(rest) as Branch], metadata, key);
  return { result: (tree.branches[0] as Branch).toPlain(), plaintexts: tree.plaintexts };
}
