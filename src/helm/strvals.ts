// Helm's `--set` parser (helm.sh/helm/v4 pkg/strvals parser.go, v4.2.4), ported by hand: no npm
// library implements Helm's --set grammar (`a.b[0]=v`, `\` escapes, `{a,b}` lists, its own
// typing of `true`/`null`/`0`/integers), and chartutil's `targetPath` is exactly that grammar.
// Only the parts chartutil uses are here: ParseInto and ParseIntoString (the JSON and file
// variants are not reachable from a HelmRelease). The structure follows the Go code function
// by function so that each branch can be checked against it, in-place updates of existing
// maps and lists included (ChartValuesFromReferences depends on them).

/** What Helm's parser returns as an error; the message is Helm's. */
export class StrvalsError extends Error {
  override name = "StrvalsError";
}

/** Helm's MaxIndex: the largest list index `a[i]` may name (1024 * 64). */
export const MAX_INDEX = 65536;
/** Helm's MaxNestedNameLevel: how many `.` a name may hold. */
export const MAX_NESTED_NAME_LEVEL = 30;

type Values = Record<string, unknown>;

/** `strvals.ParseInto`: parses `name1=value1,name2=value2` into `dest`, typing values as `--set` does. */
export function parseInto(line: string, dest: Values): void {
  new Parser(line, dest, false).parse();
}

/** `strvals.ParseIntoString`: as parseInto, every value a string (`--set-string`). */
export function parseIntoString(line: string, dest: Values): void {
  new Parser(line, dest, true).parse();
}

/** `strvals.Parse`: a new map from one `--set` line. */
export function parseSet(line: string): Values {
  const values: Values = {};
  parseInto(line, values);
  return values;
}

/** `strvals.ParseString`: a new map from one `--set-string` line. */
export function parseSetString(line: string): Values {
  const values: Values = {};
  parseIntoString(line, values);
  return values;
}

/** Go's io.EOF, which the parser passes around as a value and parse() treats as success. */
class EndOfInput extends Error {}
/** Helm's ErrNotList: the value does not start with `{`. */
class NotAList extends Error {}

const EOF = new EndOfInput("EOF");

/** A Go `bytes.Buffer` read rune by rune, with one UnreadRune. */
class RuneScanner {
  private readonly runes: string[];
  private at = 0;
  constructor(text: string) {
    this.runes = Array.from(text);
  }
  read(): string | undefined {
    return this.at < this.runes.length ? this.runes[this.at++] : undefined;
  }
  unread(): void {
    this.at--;
  }
}

/** runesUntil: the runes before the first unescaped stop rune, and that rune (undefined at the end). */
function runesUntil(
  sc: RuneScanner,
  stop: ReadonlySet<string>,
): { text: string; last?: string; eof: boolean } {
  let text = "";
  for (;;) {
    const r = sc.read();
    if (r === undefined) return { text, eof: true };
    if (stop.has(r)) return { text, last: r, eof: false };
    if (r === "\\") {
      const next = sc.read();
      if (next === undefined) return { text, eof: true };
      text += next;
    } else {
      text += r;
    }
  }
}

const KEY_STOP = new Set(["=", "[", ",", "."]);
const INDEX_STOP = new Set(["]"]);
const LIST_ITEM_STOP = new Set(["[", ".", "="]);
const VALUE_STOP = new Set([","]);
const LIST_STOP = new Set([",", "}"]);

class Parser {
  private readonly sc: RuneScanner;
  constructor(
    text: string,
    private readonly data: Values,
    private readonly forceString: boolean,
  ) {
    this.sc = new RuneScanner(text);
  }

  parse(): void {
    for (;;) {
      try {
        this.key(this.data, 0);
      } catch (error) {
        if (error instanceof EndOfInput) return;
        throw error;
      }
    }
  }

  private reader(text: string): unknown {
    return typedValue(text, this.forceString);
  }

  private key(data: Values, nestedNameLevel: number): void {
    const { text: k, last, eof } = runesUntil(this.sc, KEY_STOP);
    if (eof) {
      if (k.length === 0) throw EOF;
      throw new StrvalsError(`key ${goQuote(k)} has no value`);
    }
    if (last === "[") {
      const i = this.keyIndex();
      // Find or create the target list; a value that is not a list is Go's failed type
      // assertion, which Helm recovers into this error.
      let list: unknown[] = [];
      if (Object.hasOwn(data, k)) list = asList(data[k]);
      const result = this.listItem(list, i, nestedNameLevel);
      set(data, k, result.list);
      if (result.error) throw result.error;
      return;
    }
    if (last === "=") {
      let list: unknown[];
      try {
        list = this.valueList();
      } catch (error) {
        if (error instanceof EndOfInput) {
          set(data, k, "");
          throw error;
        }
        if (!(error instanceof NotAList)) throw error;
        const { text } = runesUntil(this.sc, VALUE_STOP);
        set(data, k, this.reader(text));
        return;
      }
      set(data, k, list);
      return;
    }
    if (last === ",") {
      set(data, k, "");
      throw new StrvalsError(`key ${goQuote(k)} has no value (cannot end with ,)`);
    }
    // last === "."
    const level = nestedNameLevel + 1;
    if (level > MAX_NESTED_NAME_LEVEL) {
      throw new StrvalsError(
        `value name nested level is greater than maximum supported nested level of ${MAX_NESTED_NAME_LEVEL}`,
      );
    }
    const inner: Values = Object.hasOwn(data, k) ? asMap(data[k]) : {};
    let failure: unknown;
    try {
      this.key(inner, level);
    } catch (error) {
      failure = error;
    }
    const empty = Object.keys(inner).length === 0;
    if (failure === undefined && empty) throw new StrvalsError(`key map ${goQuote(k)} has no value`);
    if (!empty) set(data, k, inner);
    if (failure !== undefined) throw failure;
  }

  private keyIndex(): number {
    const { text, eof } = runesUntil(this.sc, INDEX_STOP);
    if (eof) throw new StrvalsError("error parsing index: EOF");
    return atoi(text);
  }

  /** listItem: the list with item `i` set, and the error Go returns beside it. */
  private listItem(
    list: unknown[],
    i: number,
    nestedNameLevel: number,
  ): { list: unknown[]; error?: unknown } {
    if (i < 0) return { list, error: new StrvalsError(`negative ${i} index not allowed`) };
    const { text: k, last, eof } = runesUntil(this.sc, LIST_ITEM_STOP);
    if (k.length > 0)
      return { list, error: new StrvalsError(`unexpected data at end of array index: ${goQuoteRunes(k)}`) };
    if (eof) return { list, error: EOF };
    try {
      if (last === "=") {
        let value: unknown;
        try {
          value = this.valueList();
        } catch (error) {
          if (error instanceof EndOfInput) return { list: setIndex(list, i, "") };
          if (!(error instanceof NotAList)) throw error;
          value = this.reader(runesUntil(this.sc, VALUE_STOP).text);
        }
        return { list: setIndex(list, i, value) };
      }
      if (last === "[") {
        const next = this.keyIndex();
        let current: unknown[] = [];
        if (list.length > i && list[i] !== null && list[i] !== undefined) current = asList(list[i]);
        const nested = this.listItem(current, next, nestedNameLevel);
        if (nested.error) return { list, error: nested.error };
        return { list: setIndex(list, i, nested.list) };
      }
      // last === ".": a nested object; indices given out of order start from an empty map.
      let inner: Values = {};
      if (list.length > i) {
        const existing = list[i];
        if (isMap(existing)) inner = existing;
        else list[i] = inner;
      }
      this.key(inner, nestedNameLevel);
      return { list: setIndex(list, i, inner) };
    } catch (error) {
      return { list, error };
    }
  }

  /** valList: `{a,b,c}`, or NotAList (nothing consumed) when the value does not start with `{`. */
  private valueList(): unknown[] {
    const r = this.sc.read();
    if (r === undefined) throw EOF;
    if (r !== "{") {
      this.sc.unread();
      throw new NotAList();
    }
    const list: unknown[] = [];
    for (;;) {
      const { text, last, eof } = runesUntil(this.sc, LIST_STOP);
      if (eof) throw new StrvalsError("list must terminate with '}'");
      if (last === "}") {
        // A ',' right after the list ends this value; anything else is left for the next key.
        const after = this.sc.read();
        if (after !== undefined && after !== ",") this.sc.unread();
        list.push(this.reader(text));
        return list;
      }
      list.push(this.reader(text));
    }
  }
}

/** setIndex: grows the list (with nulls) only when the index is past its end, else sets in place. */
export function setIndex(list: unknown[], index: number, value: unknown): unknown[] {
  if (index < 0) throw new StrvalsError(`negative ${index} index not allowed`);
  if (index > MAX_INDEX) {
    throw new StrvalsError(`index of ${index} is greater than maximum supported index of ${MAX_INDEX}`);
  }
  let out = list;
  if (out.length <= index) {
    out = [...list, ...new Array<unknown>(index + 1 - list.length).fill(null)];
  }
  out[index] = value;
  return out;
}

/** `set`: an empty key is not set. */
function set(data: Values, key: string, value: unknown): void {
  if (key === "") return;
  data[key] = value;
}

/**
 * typedVal: `--set` types `true`/`false`/`null` (any case), `0`, and integers without a leading
 * zero that fit in int64; everything else (`00009`, `1.5`, `1e3`) stays a string.
 */
function typedValue(text: string, forceString: boolean): unknown {
  if (forceString) return text;
  const folded = foldCase(text);
  if (folded === "true") return true;
  if (folded === "false") return false;
  if (folded === "null") return null;
  if (text === "0") return 0;
  if (text !== "" && text[0] !== "0" && /^[+-]?[0-9]+$/.test(text)) {
    const value = BigInt(text);
    if (value >= INT64_MIN && value <= INT64_MAX) return Number(value);
  }
  return text;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Go's strings.EqualFold against ASCII words: ASCII case, and `ſ` (U+017F) folds to `s`. */
function foldCase(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase()).replaceAll("\u017f", "s");
}

/** strconv.Atoi as keyIndex reports it. */
function atoi(text: string): number {
  if (/^[+-]?[0-9]+$/.test(text)) {
    const value = BigInt(text);
    if (value >= INT64_MIN && value <= INT64_MAX) return Number(value);
    throw new StrvalsError(`error parsing index: strconv.Atoi: parsing ${goQuote(text)}: value out of range`);
  }
  throw new StrvalsError(`error parsing index: strconv.Atoi: parsing ${goQuote(text)}: invalid syntax`);
}

function isMap(value: unknown): value is Values {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asMap(value: unknown): Values {
  if (isMap(value)) return value;
  throw new StrvalsError(
    `unable to parse key: interface conversion: interface {} is ${goType(value)}, not map[string]interface {}`,
  );
}

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  throw new StrvalsError(
    `unable to parse key: interface conversion: interface {} is ${goType(value)}, not []interface {}`,
  );
}

/** The Go type a decoded value has, as a failed type assertion names it. */
function goType(value: unknown): string {
  if (value === null || value === undefined) return "nil";
  if (Array.isArray(value)) return "[]interface {}";
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "number") return Number.isInteger(value) ? "int64" : "float64";
  return "map[string]interface {}";
}

/** Go's %q of a []rune, which Helm passes here unconverted: `['n' 'a' 'm' 'e']`. */
function goQuoteRunes(text: string): string {
  const rune = (r: string) =>
    r === "'" || r === "\\" ? `'\\${r}'` : r === '"' ? `'"'` : `'${JSON.stringify(r).slice(1, -1)}'`;
  return `[${Array.from(text, rune).join(" ")}]`;
}

/** Go's %q for the texts Helm quotes (close enough: JSON's escapes). */
function goQuote(text: string): string {
  return JSON.stringify(text);
}
