/**
 * SOPS decryption as Flux's kustomize-controller does it (internal/decryptor): whole encrypted
 * files (secretGenerator inputs, patches) and objects built from encrypted manifests, with age
 * and OpenPGP keys. Pure: no cluster, no file system; the build stage feeds it.
 */
import { readFileSync } from "node:fs";
import type { Keyring } from "./keys.js";

export {
  decryptFile,
  decryptObject,
  hasSopsMetadata,
  objectRecipients,
  SopsError,
  verifyDocuments,
} from "./decrypt.js";
export { describeRecipients, KeyError, Keyring } from "./keys.js";
export { detectFormat, formatForPath, looksEncrypted, type SopsFormat } from "./stores.js";

/** kustomize-controller's key file names in the decryption Secret. */
const AGE_EXTENSION = ".agekey";
const PGP_EXTENSION = ".asc";

/**
 * Imports the keys of the Secret named by spec.decryption.secretRef (decoded data) as
 * kustomize-controller does: every `*.agekey` entry as age identities, every `*.asc` as OpenPGP
 * private keys; other entries (`sops.vault-token`, cloud KMS credentials) are not used.
 * Returns the key material, for the run's redaction.
 */
export async function importSecretKeys(
  keyring: Keyring,
  data: Record<string, string>,
  secret: string,
): Promise<string[]> {
  const material: string[] = [];
  for (const [name, value] of Object.entries(data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const source = `'${name}' of ${secret}`;
    if (name.endsWith(AGE_EXTENSION)) material.push(...(await keyring.addAgeKeys(value, source)));
    else if (name.endsWith(PGP_EXTENSION)) {
      await keyring.addPgpKeys(value, source);
      material.push(value);
    }
  }
  return material;
}

/**
 * The age keys given to the run itself, for runs that cannot read the decryption Secret
 * (`build`, `diff`, a pull request without cluster access): the action's `sops-age-key` input,
 * else SOPS' own SOPS_AGE_KEY (identities) and SOPS_AGE_KEY_FILE (a key file).
 */
export function runAgeKeys(
  given: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): { text: string; source: string }[] {
  const keys: { text: string; source: string }[] = [];
  if (given?.trim()) keys.push({ text: given, source: "the sops-age-key input" });
  if (env.SOPS_AGE_KEY?.trim()) keys.push({ text: env.SOPS_AGE_KEY, source: "SOPS_AGE_KEY" });
  if (env.SOPS_AGE_KEY_FILE?.trim()) {
    try {
      keys.push({
        text: readFileSync(env.SOPS_AGE_KEY_FILE, "utf8"),
        source: `SOPS_AGE_KEY_FILE (${env.SOPS_AGE_KEY_FILE})`,
      });
    } catch (error) {
      throw new Error(
        `SOPS_AGE_KEY_FILE: cannot read ${env.SOPS_AGE_KEY_FILE}: ${(error as NodeJS.ErrnoException).code ?? "error"}`,
      );
    }
  }
  return keys;
}
