import { createDecipheriv } from "node:crypto";
import { GoBytes, GoFloat, GoTime, goFloat, type Leaf } from "./tree.js";

/** A value SOPS encrypted: `ENC[AES256_GCM,data:…,iv:…,tag:…,type:…]` (sops aes/cipher.go). */
const ENCRYPTED = /^ENC\[AES256_GCM,data:(.+),iv:(.+),tag:(.+),type:(.+)\]/;

/** Why a value could not be decrypted; never quotes the value. */
export class CipherError extends Error {
  override name = "CipherError";
}

/** A decrypted value: its type as SOPS recorded it, and its text (what the MAC hashes). */
export interface Plaintext {
  value: Leaf;
  text: string;
  comment: boolean;
}

/**
 * Decrypts one value with the file's data key. `additionalData` is the value's path (`data:password:`)
 * or, for the MAC, the file's lastmodified: AES-256-GCM authenticates both, so a value moved to
 * another key, or a MAC taken from another version of the file, does not decrypt.
 * The cryptography is node:crypto's; only the envelope is parsed here.
 */
export function decryptValue(ciphertext: string, key: Uint8Array, additionalData: string): Plaintext {
  if (ciphertext === "") return { value: "", text: "", comment: false };
  const match = ENCRYPTED.exec(ciphertext);
  if (!match) throw new CipherError("not in SOPS' ENC[AES256_GCM,…] format");
  const [, data, iv, tag, type] = match as unknown as [string, string, string, string, string];
  let plain: Buffer;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(additionalData, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    plain = Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]);
  } catch {
    throw new CipherError(
      "AES-GCM authentication failed (the value was changed, moved, or encrypted with another key)",
    );
  }
  const text = plain.toString("utf8");
  switch (type) {
    case "str":
    case "bytes":
      // A Go string holds any bytes: one that is not UTF-8 is kept as bytes (the MAC hashes them).
      if (!Buffer.from(text, "utf8").equals(plain))
        return { value: new GoBytes(plain), text, comment: false };
      return { value: text, text, comment: false };
    case "time":
      // time.Time.UnmarshalText then MarshalText: the RFC 3339 text sops encrypted, unchanged.
      return { value: new GoTime(text), text, comment: false };
    case "comment":
      return { value: text, text, comment: true };
    case "int": {
      if (!/^[+-]?\d+$/.test(text)) throw new CipherError("an int value that is not a number");
      // Go's int is 64 bits: beyond 2^53 the digits are kept as a bigint.
      const exact = BigInt(text);
      const value = Number.isSafeInteger(Number(exact)) ? Number(exact) : exact;
      return { value, text: exact.toString(), comment: false };
    }
    case "float": {
      const number = goParseFloat(text);
      if (number === undefined) throw new CipherError("a float value that is not a number");
      return {
        value: Number.isInteger(number) ? new GoFloat(number) : number,
        text: goFloat(number),
        comment: false,
      };
    }
    case "bool": {
      // Go's strconv.ParseBool; SOPS writes True/False and hashes them so.
      if (["1", "t", "T", "TRUE", "true", "True"].includes(text))
        return { value: true, text: "True", comment: false };
      if (["0", "f", "F", "FALSE", "false", "False"].includes(text))
        return { value: false, text: "False", comment: false };
      throw new CipherError("a bool value that is not a boolean");
    }
    default:
      throw new CipherError(`unknown value type ${JSON.stringify(type)}`);
  }
}

/** Go's strconv.ParseFloat as sops reads a float back: decimals, and Inf/Infinity/NaN in any case. */
function goParseFloat(text: string): number | undefined {
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(text);
  if (special) {
    if (special[2]?.toLowerCase() === "nan") return Number.NaN;
    return special[1] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  const number = Number(text);
  return text.trim() === "" || Number.isNaN(number) ? undefined : number;
}
