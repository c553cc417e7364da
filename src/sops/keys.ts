import type { PrivateKey } from "openpgp";
import { type MasterKey, recipients, type SopsMetadata } from "./metadata.js";

/** A key that cannot be used: one line naming where it came from, never quoting it. */
export class KeyError extends Error {
  override name = "KeyError";
}

/** No key of the keyring opens the file's data key. */
export class NoKeyError extends Error {
  override name = "NoKeyError";
  constructor(
    message: string,
    /** Who the file was encrypted for. */
    readonly recipients: MasterKey[],
  ) {
    super(message);
  }
}

interface AgeKey {
  identity: string;
  recipient: string;
}

interface PgpKey {
  key: PrivateKey;
  fingerprints: string[];
}

/** `age1…, PGP 1234…, kms arn:…` */
export function describeRecipients(keys: readonly MasterKey[]): string {
  return keys
    .map((k) => (k.kind === "age" ? k.id : `${k.kind === "pgp" ? "PGP" : k.kind} ${k.id}`))
    .join(", ");
}

/**
 * The decryption keys of one Kustomization, as kustomize-controller imports them from the Secret
 * named by spec.decryption.secretRef (`*.agekey`, `*.asc`) — plus, for runs without access to that
 * Secret, the age keys given to the run. The cryptography is the libraries': age-encryption
 * (typage, by age's author) unwraps age data keys, OpenPGP.js PGP ones.
 */
export class Keyring {
  private readonly age: AgeKey[] = [];
  private readonly pgp: PgpKey[] = [];
  /** Where the keys came from, for messages: `Secret 'flux-system/sops-age'`, `SOPS_AGE_KEY`. */
  readonly sources: string[] = [];
  /** Keys that could not be looked at, said when no key fits (`… was not read: no cluster access`). */
  readonly notes: string[] = [];
  private readonly dataKeys = new Map<string, Promise<Uint8Array>>();

  get size(): number {
    return this.age.length + this.pgp.length;
  }

  /**
   * The identities of an age key file (`AGE-SECRET-KEY-1…` lines, `#` comments), as SOPS imports
   * it. Returns them, so that the caller can keep them out of every output.
   */
  async addAgeKeys(text: string, source: string): Promise<string[]> {
    const identities = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"));
    for (const identity of identities) {
      let recipient: string;
      try {
        recipient = await (await age()).identityToRecipient(identity);
      } catch {
        throw new KeyError(`${source}: not an age identity (expected AGE-SECRET-KEY-1… lines)`);
      }
      this.age.push({ identity, recipient });
    }
    if (identities.length > 0) this.addSource(source);
    return identities;
  }

  /** The private keys of an armored OpenPGP key file (`*.asc`), unprotected as gpg imports them for Flux. */
  async addPgpKeys(armoredKey: string, source: string): Promise<void> {
    const openpgp = await import("openpgp");
    let keys: PrivateKey[];
    try {
      keys = await openpgp.readPrivateKeys({ armoredKeys: armoredKey });
    } catch {
      throw new KeyError(`${source}: not an armored OpenPGP private key`);
    }
    for (const key of keys) {
      if (!key.isDecrypted())
        throw new KeyError(
          `${source}: the OpenPGP key ${key.getFingerprint().toUpperCase()} is protected by a passphrase`,
        );
      const fingerprints = [key, ...key.getSubkeys()].map((k) => k.getFingerprint().toUpperCase());
      this.pgp.push({ key, fingerprints });
    }
    if (keys.length > 0) this.addSource(source);
  }

  private addSource(source: string): void {
    if (!this.sources.includes(source)) this.sources.push(source);
  }

  /** The public side of the keys held: age recipients and PGP fingerprints (safe to print). */
  describe(): string {
    return [...this.age.map((k) => k.recipient), ...this.pgp.map((k) => `PGP ${k.fingerprints[0]}`)].join(
      ", ",
    );
  }

  /**
   * The file's data key: each key group's key, tried in SOPS' order (age, then PGP). Throws
   * NoKeyError naming the recipients when none of the keys opens it.
   */
  dataKey(metadata: SopsMetadata): Promise<Uint8Array> {
    // One file's metadata is met once per object of it: unwrap its data key once.
    const cacheKey = `${metadata.lastModified}\n${metadata.mac}`;
    let cached = this.dataKeys.get(cacheKey);
    if (!cached) {
      cached = this.unwrap(metadata);
      this.dataKeys.set(cacheKey, cached);
    }
    return cached;
  }

  private async unwrap(metadata: SopsMetadata): Promise<Uint8Array> {
    const all = recipients(metadata);
    if (metadata.keyGroups.length > 1)
      throw new NoKeyError(
        `it uses ${metadata.keyGroups.length} key groups (Shamir secret sharing), which kustomize-sync does not support`,
        all,
      );
    const group = [...(metadata.keyGroups[0] ?? [])].sort((a, b) => rank(a) - rank(b));
    for (const key of group) {
      const dataKey =
        key.kind === "age"
          ? await this.unwrapAge(key)
          : key.kind === "pgp"
            ? await this.unwrapPgp(key)
            : undefined;
      if (dataKey) {
        if (dataKey.length !== 32) throw new NoKeyError("its data key is not 32 bytes long", all);
        return dataKey;
      }
    }
    throw new NoKeyError(this.noKeyMessage(all), all);
  }

  private async unwrapAge(key: MasterKey): Promise<Uint8Array | undefined> {
    if (this.age.length === 0) return undefined;
    const { armor, Decrypter } = await age();
    let file: Uint8Array;
    try {
      file = armor.decode(key.enc);
    } catch {
      return undefined;
    }
    const decrypter = new Decrypter();
    for (const { identity } of this.age) decrypter.addIdentity(identity);
    try {
      return await decrypter.decrypt(file, "uint8array");
    } catch {
      return undefined;
    }
  }

  private async unwrapPgp(key: MasterKey): Promise<Uint8Array | undefined> {
    if (this.pgp.length === 0) return undefined;
    const openpgp = await import("openpgp");
    try {
      const message = await openpgp.readMessage({ armoredMessage: key.enc });
      const { data } = await openpgp.decrypt({
        message,
        decryptionKeys: this.pgp.map((k) => k.key),
        format: "binary",
      });
      return data as Uint8Array;
    } catch {
      return undefined;
    }
  }

  private noKeyMessage(all: MasterKey[]): string {
    const wanted = `it was encrypted for ${describeRecipients(all) || "no key"}`;
    const notes = this.notes.length > 0 ? ` (${this.notes.join("; ")})` : "";
    if (this.size === 0) return `${wanted}, and no decryption key was given${notes}`;
    const unusable = all.filter((k) => k.kind !== "age" && k.kind !== "pgp");
    const only =
      unusable.length === all.length ? " (kustomize-sync decrypts with age and OpenPGP keys only)" : "";
    return `${wanted}${only}; the keys given (${this.sources.join(", ")}) are for ${this.describe()}${notes}`;
  }
}

/** Loaded on first use, as OpenPGP.js: most runs decrypt nothing. */
const age = () => import("age-encryption");

/** sops.DefaultDecryptionOrder: age, then PGP, then the rest (which kustomize-sync cannot use). */
const ORDER = ["age", "pgp"];
const rank = (key: MasterKey) => (ORDER.includes(key.kind) ? ORDER.indexOf(key.kind) : ORDER.length);
