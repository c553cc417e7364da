/**
 * Plain scalars typed as go-yaml v2 types them: how kustomize-controller reads an object back
 * after postBuild substitution (fluxcd/pkg/kustomize varSubstitution → sigs.k8s.io/yaml
 * YAMLToJSON → go.yaml.in/yaml/v2 resolve.go). Its "YAML 1.1" is its own: `y`/`yes`/`on` are
 * booleans and `0755` is octal as in 1.1, but `0o755`, `0x1F` and `1e3` are numbers too (Go's
 * strconv reads them), while sexagesimals (`1:20`) and dates stay strings. No library's 1.1
 * schema has these rules (js-yaml's reads `1:20` as 80 and `0o755` as a string), so the number
 * rules below follow resolve.go line by line; booleans and nulls are js-yaml's 1.1 tags, whose
 * word lists are the same as go-yaml v2's.
 */
import {
  boolYaml11Tag,
  DUMP_SCHEMA,
  defineMappingTag,
  defineScalarTag,
  FAILSAFE_SCHEMA,
  intCoreTag,
  intYaml11Tag,
  mapTag,
  mergeTag,
  NOT_RESOLVED,
  nullYaml11Tag,
  Schema,
} from "js-yaml";

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

const DIGITS: Record<number, RegExp> = {
  2: /^[01]*$/,
  8: /^[0-7]*$/,
  10: /^[0-9]+$/,
  16: /^[0-9a-fA-F]+$/,
};

/** Go's base 0: a `0b`, `0o` or `0x` prefix names the base, a leading `0` alone is octal. */
function withPrefix(digits: string): { radix: number; body: string } {
  if (digits[0] !== "0") return { radix: 10, body: digits };
  const prefix = digits[1]?.toLowerCase();
  if (digits.length >= 3 && (prefix === "b" || prefix === "o" || prefix === "x"))
    return { radix: prefix === "b" ? 2 : prefix === "o" ? 8 : 16, body: digits.slice(2) };
  return { radix: 8, body: digits.slice(1) };
}

const jsPrefix = (radix: number) => (radix === 2 ? "0b" : radix === 8 ? "0o" : radix === 16 ? "0x" : "");

/** Go's strconv.ParseInt(s, base, 64) (base 0: sign, then a 0b/0o/0x/0 prefix), or undefined. */
function parseInt64(text: string, base: 0 | 2 | 8): bigint | undefined {
  let body = text;
  let negative = false;
  if (body[0] === "+" || body[0] === "-") {
    negative = body[0] === "-";
    body = body.slice(1);
  }
  if (body === "") return undefined;
  let radix: number = base;
  if (base === 0) ({ radix, body } = withPrefix(body));
  if (!(DIGITS[radix] as RegExp).test(body)) return undefined;
  const magnitude = body === "" ? 0n : BigInt(`${jsPrefix(radix)}${body}`);
  const value = negative ? -magnitude : magnitude;
  return value < INT64_MIN || value > INT64_MAX ? undefined : value;
}

/** Go's strconv.ParseUint(s, base, 64): no sign. */
function parseUint64(text: string, base: 0 | 2): bigint | undefined {
  if (text[0] === "+" || text[0] === "-") return undefined;
  const asSigned = parseInt64(text, base === 0 ? 0 : 2);
  if (asSigned !== undefined) return asSigned;
  // Past int64: read the digits again without the range check.
  const { radix, body } = base === 2 ? { radix: 2, body: text } : withPrefix(text);
  if (body === "" || !(DIGITS[radix] as RegExp).test(body)) return undefined;
  const value = BigInt(`${jsPrefix(radix)}${body}`);
  return value > UINT64_MAX ? undefined : value;
}

/** resolve.go's yamlStyleFloat. */
const YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
/** What strconv.ParseFloat accepts of a text that starts with `.`: underscores only between digits. */
const DOT_FLOAT = /^\.[0-9]+(_[0-9]+)*([eE][-+]?[0-9]+(_[0-9]+)*)?$/;

/** Go's ParseFloat: out of range is an error (±Inf with ErrRange), not a number. */
function parseFloat64(text: string): number | undefined {
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** resolve.go's map entries for floats: checked before anything else. */
const SPECIAL_FLOATS: Record<string, number> = {
  ".nan": Number.NaN,
  ".NaN": Number.NaN,
  ".NAN": Number.NaN,
  ".inf": Number.POSITIVE_INFINITY,
  ".Inf": Number.POSITIVE_INFINITY,
  ".INF": Number.POSITIVE_INFINITY,
  "+.inf": Number.POSITIVE_INFINITY,
  "+.Inf": Number.POSITIVE_INFINITY,
  "+.INF": Number.POSITIVE_INFINITY,
  "-.inf": Number.NEGATIVE_INFINITY,
  "-.Inf": Number.NEGATIVE_INFINITY,
  "-.INF": Number.NEGATIVE_INFINITY,
};

/** A number as go-yaml resolves it; an int carries its exact value (a JS number holds 2^53 exactly at most). */
export interface GoYamlNumber {
  kind: "int" | "float";
  value: number;
  exact?: bigint;
}

/**
 * resolve.go's reading of a plain scalar that starts with a digit, a sign or a dot: an integer
 * (`int`) or a float (`float`), or undefined for a string. A timestamp (`2024-01-02`) is tried
 * first there and decoded into interface{} as its text, so it is a string here too
 * (go-yaml v3 makes it a time.Time: goYamlTimestamp).
 */
export function goYamlNumber(text: string): GoYamlNumber | undefined {
  const special = SPECIAL_FLOATS[text];
  if (special !== undefined) return { kind: "float", value: special };
  const hint = text[0];
  if (hint === ".") {
    const value = DOT_FLOAT.test(text) ? parseFloat64(text.replaceAll("_", "")) : undefined;
    return value === undefined ? undefined : { kind: "float", value };
  }
  if (hint === undefined || !/[-+0-9]/.test(hint)) return undefined;
  const plain = text.replaceAll("_", "");
  const int = parseInt64(plain, 0) ?? parseUint64(plain, 0);
  if (int !== undefined) return { kind: "int", value: Number(int), exact: int };
  if (YAML_STYLE_FLOAT.test(plain)) {
    const value = parseFloat64(plain);
    if (value !== undefined) return { kind: "float", value };
  }
  if (plain.startsWith("0b")) {
    const binary = parseInt64(plain.slice(2), 2) ?? parseUint64(plain.slice(2), 2);
    if (binary !== undefined) return { kind: "int", value: Number(binary), exact: binary };
  } else if (plain.startsWith("-0b")) {
    const binary = parseInt64(`-${plain.slice(3)}`, 2);
    if (binary !== undefined) return { kind: "int", value: Number(binary), exact: binary };
  }
  return undefined;
}

const NUMBER_FIRST_CHARS = ["-", "+", ".", ..."0123456789"];

const goIntTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: NUMBER_FIRST_CHARS,
  // One implicit resolver for ints and floats: JSON, where the value goes next, has one number type.
  resolve: (source, isExplicit) => {
    const number = goYamlNumber(source);
    if (!number || (isExplicit && number.kind !== "int")) return NOT_RESOLVED;
    return number.value;
  },
  identify: (value) => typeof value === "number",
});

const goFloatTag = defineScalarTag("tag:yaml.org,2002:float", {
  resolve: (source) => goYamlNumber(source)?.value ?? NOT_RESOLVED,
  identify: () => false,
});

/**
 * sigs.k8s.io/yaml's convertToJSONableObject makes every key a string: a boolean key reads
 * `true`, an infinite one `.inf`; a null key is an error there ("unsupported map key").
 */
const goMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  ...mapTag,
  addPair: (container, key, value) => {
    if (key === null || key === undefined) return "unsupported map key of type: %!s(<nil>), key: <nil>";
    let name = key;
    if (typeof key === "number" && !Number.isFinite(key))
      name = Number.isNaN(key) ? ".nan" : key > 0 ? ".inf" : "-.inf";
    return mapTag.addPair(container, name, value);
  },
});

/** The scalars of go-yaml v2 as sigs.k8s.io/yaml's YAMLToJSON reads them, with merge keys. */
export const GO_YAML_V2_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags.filter((tag) => tag.tagName !== mapTag.tagName),
  goMapTag,
  nullYaml11Tag,
  boolYaml11Tag,
  goIntTag,
  goFloatTag,
  mergeTag,
]);

/**
 * js-yaml's DUMP_SCHEMA (quotes what YAML 1.1 or 1.2 would type), also quoting strings only
 * go-yaml v2 reads as numbers (`0X1F`, `0B1`): substituted text is read back with its rules.
 */
export const WRITE_SCHEMA = DUMP_SCHEMA.withTags({
  ...intYaml11Tag,
  implicitFirstChars: NUMBER_FIRST_CHARS,
  resolve: (source, isExplicit, tagName) => {
    for (const tag of [intYaml11Tag, intCoreTag]) {
      const value = tag.resolve(source, isExplicit, tagName);
      if (value !== NOT_RESOLVED) return value;
    }
    // Only go-yaml's integers: its floats are YAML 1.1's or 1.2's, which the float tag quotes.
    const number = goYamlNumber(source);
    return number?.kind === "int" ? number.value : NOT_RESOLVED;
  },
});

/** Plain scalars go-yaml v3 resolves as the YAML 1.2 core schema does (null and booleans), not as strings. */
export const GO_YAML_V3_WORDS: ReadonlySet<string> = new Set([
  "",
  "~",
  "null",
  "Null",
  "NULL",
  "true",
  "True",
  "TRUE",
  "false",
  "False",
  "FALSE",
]);

/**
 * go-yaml's parseTimestamp (resolve.go): the layouts it tries, with time.Parse's range checks.
 * Returns the time as Go's time.Time.MarshalText writes it (RFC 3339 with nanoseconds, trailing
 * zeros dropped), or undefined when the text is not a timestamp to go-yaml.
 */
export function goYamlTimestamp(text: string): string | undefined {
  const match =
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|( ))(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})?)?$/.exec(
      text,
    );
  if (!match) return undefined;
  const [, year, month, day, space, hour, minute, second, fraction, zone] = match;
  // RFC 3339 layouts need a zone; the space-separated one has none.
  if (hour !== undefined && (space === undefined) !== (zone !== undefined)) return undefined;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(Number(year), m, 0)).getUTCDate()) return undefined;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59))
    return undefined;
  const two = (value: string | undefined) => (value ?? "0").padStart(2, "0");
  const nanos = (fraction ?? "").slice(0, 9).replace(/0+$/, "");
  const offset =
    zone === undefined || zone === "Z" || zone === "+00:00" ? "Z" : zone === "-00:00" ? "Z" : zone;
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}${nanos ? `.${nanos}` : ""}${offset}`;
}
