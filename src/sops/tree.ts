/**
 * The SOPS tree: a document as SOPS walks it, with mapping keys in file order. Order matters:
 * the MAC is a hash over the values in that order, and a JS object would move integer-like keys
 * (`"10": …`) to the front.
 */

/** A comment line of a dotenv file (SOPS encrypts comments too; they never enter the MAC). */
export interface Comment {
  comment: string;
  /** A YAML comment that stood after a value on its line (sops' Comment.Inline). */
  inline?: boolean;
}

/**
 * A float64 whose value is a whole number (`1.5e10`, `1.0`): a JavaScript number does not say
 * whether it was an int or a float, and go-yaml writes them differently (`1.5e+10` vs `15000000000`).
 */
export class GoFloat {
  constructor(readonly value: number) {}
}

/** A time.Time (a YAML timestamp such as `2024-01-02`), kept as Go's MarshalText writes it. */
export class GoTime {
  constructor(readonly text: string) {}
}

/** A Go string that is not valid UTF-8 (a binary file's bytes): kept as bytes, written back as they were. */
export class GoBytes {
  constructor(readonly bytes: Buffer) {}
  toString(): string {
    return this.bytes.toString("utf8");
  }
}

/** A scalar as sops holds it: Go's string, int (bigint beyond 2^53), float64, bool, nil or time. */
export type Leaf = string | number | bigint | boolean | null | GoFloat | GoTime | GoBytes;
export type TreeValue = Leaf | Branch | (TreeValue | Comment)[];

export function isComment(value: unknown): value is Comment {
  return typeof value === "object" && value !== null && "comment" in value;
}

export type Item = { key: string; value: TreeValue } | Comment;

/** A mapping, in file order. */
export class Branch {
  constructor(readonly items: Item[] = []) {}

  get(key: string): TreeValue | undefined {
    for (const item of this.items) if ("key" in item && item.key === key) return item.value;
    return undefined;
  }

  /** A copy without `key`. */
  without(key: string): Branch {
    return new Branch(this.items.filter((item) => !("key" in item) || item.key !== key));
  }

  /** A plain object (for YAML/JSON output and for the Kubernetes object it was made from). */
  toPlain(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const item of this.items) if ("key" in item) out[item.key] = toPlain(item.value);
    return out;
  }
}

export function toPlain(value: TreeValue): unknown {
  if (value instanceof Branch) return value.toPlain();
  if (Array.isArray(value))
    return value.filter((item) => !isComment(item)).map((item) => toPlain(item as TreeValue));
  if (value instanceof GoFloat) return value.value;
  if (value instanceof GoTime) return value.text;
  if (value instanceof GoBytes) return value.toString();
  if (typeof value === "bigint") return Number(value);
  return value;
}

/**
 * A tree from a parsed value. `order` gives a key's position in the file (its line), so that
 * mappings read back in file order whatever JS does with the object's keys.
 */
export function fromPlain(
  value: unknown,
  order?: (path: readonly (string | number)[]) => number,
  path: (string | number)[] = [],
): TreeValue {
  if (Array.isArray(value)) return value.map((item, i) => fromPlain(item, order, [...path, i]));
  if (value && typeof value === "object") {
    let keys = Object.keys(value);
    if (order) {
      const position = new Map(keys.map((key) => [key, order([...path, key])]));
      keys = keys
        .map((key, index) => ({ key, index }))
        .sort((a, b) => position.get(a.key)! - position.get(b.key)! || a.index - b.index)
        .map(({ key }) => key);
    }
    return new Branch(
      keys.map((key) => ({
        key,
        value: fromPlain((value as Record<string, unknown>)[key], order, [...path, key]),
      })),
    );
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value === null || value === undefined) return null;
  // Dates and other scalars the core schema does not make: their text.
  return String(value);
}

/**
 * Go's strconv.FormatFloat(f, 'f', -1, 64): the shortest decimal that reads back as the same
 * number, never in exponent form. SOPS hashes numbers this way.
 */
export function goFloat(value: number): string {
  if (Object.is(value, -0)) return "-0";
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "+Inf" : "-Inf";
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const [mantissa, exponentText] = value.toExponential().split("e") as [string, string];
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const point = 1 + Number(exponentText);
  const plain =
    point <= 0
      ? `0.${"0".repeat(-point)}${digits}`
      : point >= digits.length
        ? `${digits}${"0".repeat(point - digits.length)}`
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${plain}` : plain;
}

/** What SOPS hashes for a value (sops.ToBytes): Python-style booleans, Go's number formats. */
export function macText(value: Leaf): string {
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return goFloat(value);
  if (value instanceof GoFloat) return goFloat(value.value);
  if (value instanceof GoTime) return value.text;
  return String(value);
}
