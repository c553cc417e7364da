// Decrypted files byte for byte as `sops decrypt` writes them (the real sops CLI, built from the
// Go module proxy): kustomize-controller writes a secretGenerator's decrypted input with the same
// store code, and the generated Secret's name is a hash of those bytes. Every file under
// test/fixtures/sops/bytes is encrypted here to a fresh age key and decrypted both ways.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { decryptFile, formatForPath, Keyring } from "../../src/sops/index.js";
import { type AgeKey, ageKey, sopsDecryptBytes, sopsEncrypt } from "../support/sops.js";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/sops/bytes");
const work = mkdtempSync(path.join(tmpdir(), "sops-bytes-"));

const FILES = readdirSync(fixtures).sort();
let key: AgeKey;
let keyring: Keyring;

beforeAll(async () => {
  key = await ageKey();
  keyring = new Keyring();
  await keyring.addAgeKeys(key.identity, "the test");
  await Promise.all(
    FILES.map(async (name) => {
      copyFileSync(path.join(fixtures, name), path.join(work, name));
      await sopsEncrypt(path.join(work, name), { age: [key.recipient] });
    }),
  );
}, 600_000);

describe("decrypted files are byte-identical to `sops decrypt`", () => {
  for (const name of FILES) {
    it(name, async () => {
      const file = path.join(work, name);
      const format = formatForPath(name);
      const ours = await decryptFile(readFileSync(file, "utf8"), format, format, keyring).then(
        ({ result }) => result,
        (error: Error) => Buffer.from(`refused: ${error.message}`),
      );
      const theirs = await sopsDecryptBytes(file, key);
      // Text first, for a readable difference; then the bytes (a binary file need not be UTF-8).
      expect(ours.toString("utf8")).toBe(theirs.toString("utf8"));
      expect(ours.equals(theirs)).toBe(true);
    });
  }
});
