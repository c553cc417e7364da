import { mkdir, readdir, readFile, realpath, rm, stat, symlink, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative } from "node:path";
import { refOf } from "../cluster/refs.js";
import type { KubeObject } from "../cluster/types.js";
import { formatRef, type KustomizationSpec, type SourceLocation, stringifyYaml } from "../model/index.js";
import {
  decryptFile,
  decryptObject,
  describeRecipients,
  detectFormat,
  formatForPath,
  hasSopsMetadata,
  importSecretKeys,
  KeyError,
  Keyring,
  looksEncrypted,
  objectRecipients,
  runAgeKeys,
  SopsError,
  type SopsFormat,
  verifyDocuments,
} from "../sops/index.js";
import { type BuildReads, displayRelative, within } from "./confine.js";
import type { DecryptionKeys, RenderContext, SecretSink, SubstitutionReader } from "./context.js";

/**
 * SOPS decryption in the build, in kustomize-controller's two places: the encrypted files that
 * secretGenerators and patches read are decrypted BEFORE kustomize runs (it reads them from a
 * private copy of the build tree: see mirrorDecrypted), objects built from encrypted manifests
 * AFTER it (kustomize passes their `sops` block through untouched). Every decrypted value is
 * handed to the run's SecretSink before anything can print it.
 */

/** kustomize-controller's limit on the size of an encrypted file (maxEncryptedFileSize). */
const MAX_ENCRYPTED_FILE_BYTES = 5 << 20;
/** Flux's per-object opt-out: such an object is applied as written. */
const DECRYPT_ANNOTATION = "kustomize.toolkit.fluxcd.io/decrypt";

/** A decryption failure; its message is the Kustomization's BuildFailed detail. */
export class DecryptionError extends Error {
  override name = "DecryptionError";
  constructor(
    message: string,
    readonly source?: SourceLocation,
  ) {
    super(message);
  }
}

/**
 * Keys from the Secret named by spec.decryption.secretRef, read through `reader` (the cluster the
 * run talks to, with the run's own identity, as kustomize-controller reads it), and the age keys
 * given to the run (the sops-age-key input, SOPS_AGE_KEY, SOPS_AGE_KEY_FILE) for runs that cannot
 * read that Secret. All key material goes to `secrets`.
 */
export function decryptionKeysFrom(options: {
  reader?: SubstitutionReader;
  ageKey?: string;
  secrets?: SecretSink;
}): DecryptionKeys {
  return {
    async keyring(spec) {
      const keyring = new Keyring();
      const keep = (material: string) =>
        options.secrets?.addCredential
          ? options.secrets.addCredential(material)
          : options.secrets?.addSecretData(material);
      try {
        for (const { text, source } of runAgeKeys(options.ageKey)) {
          keep(text);
          for (const identity of await keyring.addAgeKeys(text, source)) keep(identity);
        }
        const ref = spec.decryption?.secretRef;
        if (!ref) return keyring;
        const secret = `Secret '${spec.namespace}/${ref.name}'`;
        if (!options.reader) {
          keyring.notes.push(`${secret} of spec.decryption.secretRef was not read: no cluster access`);
          return keyring;
        }
        let data: Record<string, string> | undefined;
        let unreadable: string | undefined;
        try {
          data = await options.reader.read("Secret", spec.namespace, ref.name);
          if (!data) unreadable = `cannot get sops decryption ${secret}: secrets "${ref.name}" not found`;
        } catch (error) {
          unreadable = `cannot get sops decryption ${secret}: ${(error as Error).message}`;
        }
        if (!data) {
          // With keys of its own (a pull request's plan may not read the Secret) the run goes on.
          if (keyring.size === 0) throw new DecryptionError(unreadable ?? secret);
          keyring.notes.push(unreadable ?? secret);
          return keyring;
        }
        for (const value of Object.values(data)) keep(value);
        for (const material of await importSecretKeys(keyring, data, secret)) keep(material);
        return keyring;
      } catch (error) {
        if (error instanceof KeyError) throw new DecryptionError(error.message);
        if (error instanceof DecryptionError) throw error;
        // SOPS_AGE_KEY_FILE that cannot be read.
        throw new DecryptionError((error as Error).message);
      }
    },
  };
}

/** One render's decryption: keys read once, on the first encrypted thing met. */
export class RenderDecryption {
  private keys: Promise<Keyring> | undefined;
  /** Plaintexts of this render, for build's masking. */
  private readonly plaintexts = new Set<string>();
  /** `Kind/namespace/name` of objects decrypted from a manifest: all their values are secret. */
  private readonly decryptedObjects = new Set<string>();
  /** What was left encrypted (cluster-free, no key): said as the render's warnings. */
  private readonly kept: string[] = [];

  constructor(
    private readonly spec: KustomizationSpec,
    private readonly ctx: RenderContext,
  ) {}

  /** spec.decryption with provider sops: the only provider Flux has. */
  get enabled(): boolean {
    return this.spec.decryption?.provider === "sops";
  }

  /**
   * Without a cluster (`build` without a kubeconfig, `diff`) and without a key that fits,
   * encrypted content is kept as it is and its values printed as **SOPS**, as `flux build` does;
   * a tampered file is still refused. A run that applies (it always has a cluster) fails instead.
   */
  private get keepUndecryptable(): boolean {
    return !this.ctx.substitution;
  }

  private keep(what: string, error?: SopsError): void {
    const why = error ? error.message : "spec.decryption is not set";
    this.kept.push(`${what} was not decrypted (${why}): its values are shown as ${MASK}`);
  }

  keyring(): Promise<Keyring> {
    // By default the decryption Secret is read where substituteFrom is: the run's cluster.
    this.keys ??= (
      this.ctx.decryption ??
      decryptionKeysFrom({
        ...(this.ctx.substitution ? { reader: this.ctx.substitution } : {}),
        ...(this.ctx.secrets ? { secrets: this.ctx.secrets } : {}),
      })
    ).keyring(this.spec);
    return this.keys;
  }

  private learn(values: readonly string[]): void {
    for (const value of values) {
      this.plaintexts.add(value);
      this.ctx.secrets?.addSecretData(value);
    }
  }

  /**
   * kustomize-controller's DecryptSources: the files that secretGenerators (`files`, `envs`) and
   * patches (`path`) of every kustomization the build loads name, when SOPS encrypted them.
   * Returns real path → plaintext; undefined when nothing is encrypted.
   */
  async decryptInputs(reads: BuildReads): Promise<Map<string, Buffer> | undefined> {
    if (!this.enabled) return undefined;
    const targets = new Map<string, { format: SopsFormat; read: BuildReads["files"][number] }>();
    // In file order (the walk reads files concurrently): the first failure is always the same one.
    const ordered = [...reads.files].sort((a, b) =>
      a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1,
    );
    for (const read of ordered) {
      const format = inputFormat(read.field, read.reference);
      if (format && !targets.has(read.real)) targets.set(read.real, { format, read });
    }
    const decrypted = new Map<string, Buffer>();
    const rootReal = await realpath(this.ctx.root).catch(() => this.ctx.root);
    for (const [real, { format, read }] of targets) {
      const where = `${displayRelative(rootReal, real)} (${read.file}${read.line ? `:${read.line}` : ""} ${read.field})`;
      const source = { file: read.file, ...(read.line ? { line: read.line } : {}) };
      const info = await stat(real);
      if (!info.isFile())
        throw new DecryptionError(
          `error decrypting sources: ${where}: cannot decrypt irregular file`,
          source,
        );
      if (info.size > MAX_ENCRYPTED_FILE_BYTES)
        throw new DecryptionError(
          `error decrypting sources: ${where}: cannot decrypt file with size (${info.size} bytes) exceeding limit (${MAX_ENCRYPTED_FILE_BYTES})`,
          source,
        );
      const text = await readFile(real, "utf8");
      if (!looksEncrypted(text, format)) continue;
      try {
        const { result, plaintexts } = await decryptFile(text, format, format, await this.keyring());
        this.learn(plaintexts);
        decrypted.set(real, result);
      } catch (error) {
        if (error instanceof SopsError && error.recipients && this.keepUndecryptable) {
          this.keep(where, error);
          continue;
        }
        if (error instanceof SopsError)
          throw new DecryptionError(`error decrypting sources: ${where}: ${error.message}`, source);
        throw error;
      }
    }
    return decrypted.size > 0 ? decrypted : undefined;
  }

  /**
   * kustomize-controller's DecryptResource over the built objects, in place: an object with a
   * `sops` block is decrypted (its MAC verified on the document as written in the repository),
   * and a Secret's `data` entries that hold a whole encrypted file (a generator read it without
   * decrypting, e.g. `files: [key=secret.enc.json]`) are decrypted to the format of their key.
   * Without spec.decryption such objects fail the Kustomization, as in Flux: ENC[…] values are
   * never applied.
   */
  async decryptObjects(
    entries: Array<{ text: string; object: KubeObject }>,
    sources: ReadonlyArray<SourceLocation | undefined>,
    warnings: string[] = [],
  ): Promise<void> {
    try {
      await this.decryptEach(entries, sources);
    } finally {
      warnings.push(...new Set(this.kept));
    }
  }

  private async decryptEach(
    entries: Array<{ text: string; object: KubeObject }>,
    sources: ReadonlyArray<SourceLocation | undefined>,
  ): Promise<void> {
    for (const [index, entry] of entries.entries()) {
      const object = entry.object;
      if (object.metadata.annotations?.[DECRYPT_ANNOTATION]?.toLowerCase() === "disabled") continue;
      const source = sources[index];
      const label = formatRef(refOf(object));
      const at = source ? ` (${source.file}${source.line ? `:${source.line}` : ""})` : "";
      const fail = (detail: string) =>
        new DecryptionError(`decryption failed for '${label}'${at}: ${detail}`, source ?? this.spec.source);
      const masked = (error?: SopsError) => {
        maskSopsObject(object);
        entry.text = stringifyYaml(object);
        this.keep(`${label}${at}`, error);
      };
      if (hasSopsMetadata(object)) {
        if (!this.enabled && this.keepUndecryptable) {
          masked();
          continue;
        }
        if (!this.enabled) {
          const recipients = describeRecipients(objectRecipients(object));
          throw new DecryptionError(
            `${label}${at} is SOPS encrypted${recipients ? ` (for ${recipients})` : ""}, configuring decryption is required for this secret to be reconciled (spec.decryption)`,
            source ?? this.spec.source,
          );
        }
        try {
          const keyring = await this.keyring();
          await this.verify(object, source, keyring);
          const { result, plaintexts } = await decryptObject(object, keyring);
          this.learn(plaintexts);
          entry.object = result as KubeObject;
          entry.text = stringifyYaml(result);
          this.decryptedObjects.add(label);
        } catch (error) {
          if (error instanceof SopsError && error.recipients && this.keepUndecryptable) masked(error);
          else if (error instanceof SopsError) throw fail(error.message);
          else throw error;
        }
        continue;
      }
      if (object.kind !== "Secret" || object.apiVersion !== "v1") continue;
      if (!this.enabled) {
        // A generator read an encrypted file: Flux would apply its ciphertext; kustomize-sync says why not.
        const encrypted = encryptedDataKey(object);
        if (encrypted !== undefined && !this.keepUndecryptable)
          throw new DecryptionError(
            `${label}${at} holds SOPS-encrypted data ('${encrypted}'), configuring decryption is required for this secret to be reconciled (spec.decryption)`,
            source ?? this.spec.source,
          );
        continue;
      }
      const data = object.data as Record<string, unknown> | undefined;
      if (!data || typeof data !== "object") continue;
      let changed = false;
      for (const [key, value] of Object.entries(data)) {
        if (typeof value !== "string") continue;
        const decoded = Buffer.from(value, "base64").toString("utf8");
        const format = detectFormat(decoded);
        if (!format) continue;
        try {
          const { result, plaintexts } = await decryptFile(
            decoded,
            format,
            formatForPath(key),
            await this.keyring(),
          );
          this.learn([...plaintexts, result.toString("utf8")]);
          data[key] = result.toString("base64");
          changed = true;
        } catch (error) {
          if (!(error instanceof SopsError)) throw error;
          if (!error.recipients || !this.keepUndecryptable)
            throw fail(`Secret field '${key}': ${error.message}`);
          data[key] = Buffer.from(MASK).toString("base64");
          changed = true;
          this.keep(`${label}${at} field '${key}'`, error);
        }
      }
      if (changed) entry.text = stringifyYaml(object);
    }
  }

  /** The MAC, on the documents as SOPS wrote them: kustomize changes fields the MAC covers. */
  private async verify(
    object: KubeObject,
    source: SourceLocation | undefined,
    keyring: Keyring,
  ): Promise<void> {
    const mac = (object.sops as Record<string, unknown>).mac;
    if (typeof mac !== "string" || mac === "") throw new SopsError("the sops metadata has no MAC");
    if (!source?.file)
      throw new SopsError("its MAC cannot be verified: kustomize did not say which file it came from");
    const file = isAbsolute(source.file) ? source.file : join(this.ctx.root, source.file);
    await verifyDocuments(await readFile(file, "utf8"), mac, keyring);
  }

  /**
   * Which values of the final objects came out of decryption: every value of an object decrypted
   * from a manifest, and each Secret value holding a decrypted value (generator outputs).
   * `kustomize-sync build` masks them as `flux build` masks SOPS data.
   */
  markDecrypted(objects: readonly KubeObject[]): void {
    if (this.plaintexts.size === 0) return;
    for (const object of objects) {
      if (object.kind !== "Secret" || object.apiVersion !== "v1") continue;
      const whole = this.decryptedObjects.has(formatRef(refOf(object)));
      const fields = new Set<string>();
      for (const field of ["data", "stringData"] as const) {
        const values = object[field];
        if (!values || typeof values !== "object") continue;
        for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
          const text =
            field === "data" ? Buffer.from(String(value), "base64").toString("utf8") : String(value);
          if (whole || this.fromPlaintext(text)) fields.add(`${field}\n${key}`);
        }
      }
      if (fields.size > 0) decryptedFields.set(object, fields);
    }
  }

  private fromPlaintext(text: string): boolean {
    if (this.plaintexts.has(text)) return true;
    for (const plain of this.plaintexts) if (plain.length >= 8 && text.includes(plain)) return true;
    return false;
  }
}

/** Final objects → the `data`/`stringData` keys whose values were decrypted (see markDecrypted). */
const decryptedFields = new WeakMap<KubeObject, Set<string>>();

/** `flux build`'s mask for SOPS data: the text, and its base64 in `data`. */
const MASK = "**SOPS**";

/** The first `data` key of a Secret whose value is SOPS-encrypted (a whole file, or a dotenv's `sops_mac`). */
function encryptedDataKey(object: KubeObject): string | undefined {
  const data = object.data;
  if (!data || typeof data !== "object") return undefined;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (typeof value !== "string") continue;
    const decoded = Buffer.from(value, "base64").toString("utf8");
    if (detectFormat(decoded) || (key === "sops_mac" && decoded.startsWith("ENC[AES256_GCM,"))) return key;
  }
  return undefined;
}

/** flux build's maskSopsData: the `sops` block removed, every value masked. */
function maskSopsObject(object: KubeObject): void {
  delete object.sops;
  for (const field of ["data", "stringData"] as const) {
    const values = object[field];
    if (!values || typeof values !== "object") continue;
    for (const key of Object.keys(values))
      (values as Record<string, unknown>)[key] =
        field === "data" ? Buffer.from(MASK).toString("base64") : MASK;
  }
}

/**
 * For output that is not on its way to the API server (`kustomize-sync build`): a copy of the
 * object whose decrypted values read `**SOPS**`, as `flux build` prints SOPS-encrypted Secrets.
 */
export function maskDecrypted(object: KubeObject): KubeObject {
  const fields = decryptedFields.get(object);
  if (!fields) return object;
  const copy = structuredClone(object);
  for (const entry of fields) {
    const [field, key] = entry.split("\n") as [string, string];
    (copy[field] as Record<string, unknown>)[key] =
      field === "data" ? Buffer.from(MASK).toString("base64") : MASK;
  }
  return copy;
}

/** The format kustomize-controller decrypts a kustomization's file reference in; undefined when it does not. */
function inputFormat(field: string, reference: string): SopsFormat | undefined {
  if (/^secretGenerator\[\d+\]\.files\[\d+\]$/.test(field)) {
    // `key=path`: the key decides the format, as in kustomize-controller.
    return formatForPath(reference.includes("=") ? reference.slice(0, reference.indexOf("=")) : reference);
  }
  if (/^secretGenerator\[\d+\]\.envs\[\d+\]$/.test(field)) {
    const format = formatForPath(reference);
    return format === "binary" ? "dotenv" : format;
  }
  if (/^patches\[\d+\]\.path$/.test(field)) return formatForPath(reference);
  return undefined;
}

/**
 * The build tree when generator inputs were decrypted: a copy of the source in `view` (inside the
 * render's private temporary directory, mode 0700) where every directory whose kustomization the
 * build loads (and every directory above one) is a real directory, the decrypted files are
 * written in place of the encrypted ones (mode 0600), and everything else is a symlink to the
 * source. kustomize loads bases at their real path, so the directories must be real for
 * relative references to reach the decrypted files. The caller removes `view` right after the
 * build. Returns the build directory (spec.path in the view), without its kustomization file.
 */
export async function mirrorDecrypted(
  sourceDir: string,
  dir: string,
  view: string,
  replacedFile: string,
  reads: BuildReads,
  decrypted: ReadonlyMap<string, Buffer>,
): Promise<string> {
  const rootReal = await realpath(sourceDir);
  const dirReal = await realpath(dir);
  const real = new Set<string>();
  const withAncestors = (path: string) => {
    for (let d = path; within(rootReal, d) && !real.has(d); d = dirname(d)) {
      real.add(d);
      if (d === rootReal) break;
    }
  };
  for (const directory of [...reads.directories, dirReal, ...[...decrypted.keys()].map((f) => dirname(f))])
    withAncestors(directory);
  const copy = async (from: string, to: string): Promise<void> => {
    await mkdir(to, { recursive: true, mode: 0o700 });
    for (const entry of await readdir(from)) {
      if (from === rootReal && entry === ".git") continue;
      const child = join(from, entry);
      const target = join(to, entry);
      const plain = decrypted.get(child);
      if (plain !== undefined) await writeFile(target, plain, { mode: 0o600 });
      else if (real.has(child)) await copy(child, target);
      else await symlink(child, target);
    }
  };
  await copy(rootReal, view);
  const buildDir = join(view, relative(rootReal, dirReal));
  await rm(join(buildDir, replacedFile), { force: true });
  return buildDir;
}
