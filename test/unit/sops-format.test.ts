// The SOPS file format against the real sops CLI (built from the Go module proxy): files it
// encrypts are decrypted here exactly as `sops decrypt` writes them, its MAC is verified, and a
// file changed outside sops is refused. Keys are generated per run; nothing secret is committed.
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseYaml } from "../../src/model/index.js";
import {
  decryptFile,
  decryptObject,
  formatForPath,
  importSecretKeys,
  Keyring,
  looksEncrypted,
  SopsError,
  verifyDocuments,
} from "../../src/sops/index.js";
import { type AgeKey, ageKey, type PgpKey, pgpKey, sopsDecrypt, sopsEncrypt } from "../support/sops.js";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/sops/files");
const work = mkdtempSync(path.join(tmpdir(), "sops-format-"));

let key: AgeKey;
let other: AgeKey;
let pgp: PgpKey;
/** name → encrypted text */
const encrypted = new Map<string, string>();

async function encryptCopy(name: string, target: string, options: Parameters<typeof sopsEncrypt>[1]) {
  const file = path.join(work, target);
  copyFileSync(path.join(fixtures, name), file);
  await sopsEncrypt(file, options);
  encrypted.set(target, readFileSync(file, "utf8"));
  return file;
}

const keyringWith = async (...identities: AgeKey[]) => {
  const keyring = new Keyring();
  for (const k of identities) await keyring.addAgeKeys(k.identity, "the test");
  return keyring;
};

beforeAll(async () => {
  [key, other, pgp] = await Promise.all([ageKey(), ageKey(), pgpKey()]);
  await Promise.all([
    encryptCopy("secret.yaml", "secret.yaml", {
      age: [key.recipient],
      encryptedRegex: "^(data|stringData)$",
    }),
    encryptCopy("secret.yaml", "secret-all.yaml", { age: [key.recipient] }),
    encryptCopy("credentials.env", "credentials.env", { age: [key.recipient] }),
    encryptCopy("settings.json", "settings.json", { age: [key.recipient] }),
    encryptCopy("token.txt", "token.txt", { age: [key.recipient] }),
    encryptCopy("credentials.env", "pgp.env", { pgp: [pgp] }),
    encryptCopy("typed.yaml", "typed.yaml", { age: [key.recipient] }),
  ]);
}, 600_000);

describe("decrypting what the sops CLI encrypted", () => {
  it("writes a dotenv file back byte for byte as `sops decrypt` does, comments included", async () => {
    const text = encrypted.get("credentials.env")!;
    expect(looksEncrypted(text, "dotenv")).toBe(true);
    expect(text).not.toContain("canary-dotenv-7d21e");
    const { result, plaintexts } = await decryptFile(text, "dotenv", "dotenv", await keyringWith(key));
    expect(result.toString("utf8")).toBe(await sopsDecrypt(path.join(work, "credentials.env"), key));
    expect(plaintexts).toContain("canary-dotenv-7d21e");
  });

  it("hands every decrypted value to the redaction except booleans, infinities and NaN (they would blank `True` or `+Inf` everywhere)", async () => {
    const { plaintexts } = await decryptFile(
      encrypted.get("typed.yaml")!,
      "yaml",
      "yaml",
      await keyringWith(key),
    );
    expect(plaintexts).toEqual(["canary-typed-5b1c", "48213"]);
  });

  it("writes a JSON file back byte for byte as `sops decrypt` does (key order, numbers, HTML escapes)", async () => {
    const { result } = await decryptFile(
      encrypted.get("settings.json")!,
      "json",
      "json",
      await keyringWith(key),
    );
    expect(result.toString("utf8")).toBe(await sopsDecrypt(path.join(work, "settings.json"), key));
  });

  it("writes a binary file back byte for byte", async () => {
    const text = encrypted.get("token.txt")!;
    expect(formatForPath("token.txt")).toBe("binary");
    const { result } = await decryptFile(text, "binary", "binary", await keyringWith(key));
    expect(result.toString("utf8")).toBe(readFileSync(path.join(fixtures, "token.txt"), "utf8"));
  });

  it("reads a YAML file with every value encrypted to the same values as sops", async () => {
    const { result } = await decryptFile(
      encrypted.get("secret-all.yaml")!,
      "yaml",
      "yaml",
      await keyringWith(key),
    );
    expect(parseYaml(result.toString("utf8"))).toEqual(
      parseYaml(await sopsDecrypt(path.join(work, "secret-all.yaml"), key)),
    );
  });

  it("decrypts with an OpenPGP key from a `.asc` entry of the decryption Secret", async () => {
    const keyring = new Keyring();
    await importSecretKeys(
      keyring,
      { "identity.asc": pgp.armoredPrivateKey },
      "Secret 'flux-system/sops-gpg'",
    );
    const { result } = await decryptFile(encrypted.get("pgp.env")!, "dotenv", "dotenv", keyring);
    expect(result.toString("utf8")).toContain("DB_PASSWORD=canary-dotenv-7d21e\n");
  });

  it("imports `*.agekey` entries and ignores entries kustomize-controller does not read", async () => {
    const keyring = new Keyring();
    const material = await importSecretKeys(
      keyring,
      {
        "age.agekey": `# created: now\n# public key: ${key.recipient}\n${key.identity}\n`,
        "sops.vault-token": "x",
      },
      "Secret 'flux-system/sops-age'",
    );
    expect(material).toEqual([key.identity]);
    expect(keyring.describe()).toBe(key.recipient);
  });

  it("decrypts a Secret object built from an encrypted manifest, values typed as sops recorded them", async () => {
    const object = parseYaml(encrypted.get("secret.yaml")!) as Record<string, unknown>;
    // kustomize changes what the MAC covers (namespace, labels): values still decrypt.
    (object.metadata as Record<string, unknown>).namespace = "apps";
    const { result, plaintexts } = await decryptObject(object, await keyringWith(key));
    expect(result.sops).toBeUndefined();
    expect(result.stringData).toEqual({
      password: "canary-stringdata-5f3a9",
      port: 5432,
      "10": "ten-canary-value",
      empty: "",
    });
    expect(result.data).toEqual({ token: "Y2FuYXJ5LWJhc2U2NC10b2tlbi04YzE=" });
    expect(plaintexts).toEqual(expect.arrayContaining(["canary-stringdata-5f3a9", "5432"]));
  });

  it("verifies the MAC of a manifest as written, integer-like keys in file order", async () => {
    const text = encrypted.get("secret.yaml")!;
    const mac = (parseYaml(text) as { sops: { mac: string } }).sops.mac;
    await expect(verifyDocuments(text, mac, await keyringWith(key))).resolves.toBeUndefined();
  });
});

describe("refusing what cannot be trusted or opened", () => {
  it("refuses a file whose unencrypted value was changed after encryption (MAC mismatch)", async () => {
    const text = encrypted.get("secret.yaml")!.replace("name: db-credentials", "name: db-credentials-2");
    const mac = (parseYaml(text) as { sops: { mac: string } }).sops.mac;
    await expect(verifyDocuments(text, mac, await keyringWith(key))).rejects.toThrow(/MAC mismatch/);
  });

  it("refuses a YAML file that gives a key twice, in go-yaml's words, as sops does", async () => {
    const [head, sops] = encrypted.get("typed.yaml")!.split(/^sops:/m) as [string, string];
    const twice = `${head}${head.split("\n")[0]}\nsops:${sops}`;
    await expect(decryptFile(twice, "yaml", "yaml", await keyringWith(key))).rejects.toThrow(
      /^line 6: mapping key "password" already defined at line 1$/,
    );
  });

  it("refuses a dotenv file with a line removed", async () => {
    const text = encrypted.get("credentials.env")!.replace(/^DB_USER=.*\n/m, "");
    await expect(decryptFile(text, "dotenv", "dotenv", await keyringWith(key))).rejects.toThrow(
      /MAC mismatch/,
    );
  });

  it("refuses a value moved to another key (its path is authenticated)", async () => {
    const text = encrypted.get("credentials.env")!;
    const user = /^DB_USER=(.*)$/m.exec(text)![1]!;
    const swapped = text.replace(/^DB_PASSWORD=.*$/m, `DB_PASSWORD=${user}`);
    const failure = decryptFile(swapped, "dotenv", "dotenv", await keyringWith(key));
    await expect(failure).rejects.toThrow(SopsError);
    await expect(failure).rejects.toThrow(/DB_PASSWORD: AES-GCM authentication failed/);
  });

  it("without the key, names who the file was encrypted for and which keys were given", async () => {
    const failure = decryptFile(
      encrypted.get("credentials.env")!,
      "dotenv",
      "dotenv",
      await keyringWith(other),
    );
    await expect(failure).rejects.toThrow(
      `cannot get the sops data key: it was encrypted for ${key.recipient}; the keys given (the test) are for ${other.recipient}`,
    );
    const none = decryptFile(encrypted.get("pgp.env")!, "dotenv", "dotenv", new Keyring());
    await expect(none).rejects.toThrow(
      `it was encrypted for PGP ${pgp.fingerprint}, and no decryption key was given`,
    );
  });

  it("never quotes a value in its messages", async () => {
    const text = encrypted.get("credentials.env")!.replace("DB_USER=ENC", "DB_USER=canary-plain-value ENC");
    const error = await decryptFile(text, "dotenv", "dotenv", await keyringWith(key)).catch((e: Error) => e);
    expect(error).toBeInstanceOf(SopsError);
    expect((error as Error).message).not.toContain("canary");
  });

  it("refuses an age key that is not one, naming where it came from only", async () => {
    const keyring = new Keyring();
    await expect(
      importSecretKeys(keyring, { "bad.agekey": "AGE-SECRET-KEY-1canary" }, "Secret 'flux-system/sops-age'"),
    ).rejects.toThrow("'bad.agekey' of Secret 'flux-system/sops-age': not an age identity");
  });
});

it("tests encrypted copies: no canary value is left in plaintext in them", () => {
  for (const text of encrypted.values()) expect(text).not.toMatch(/canary-(dotenv|stringdata|json)/);
});
