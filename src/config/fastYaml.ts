/**
 * A fast path for the YAML that Kustomizations are almost always written in: block mappings
 * and sequences of plain or simply quoted scalars. eemeli/yaml builds a full CST and document
 * model (about 100 µs a document here), which made 10,000 Kustomizations take seconds.
 *
 * Anything outside that subset (anchors, aliases, tags, flow collections, block scalars,
 * multi-line scalars, escapes, odd keys, duplicate keys, tabs, directives) makes this return
 * undefined and the caller parses with the full library, which also reports any error. So
 * this never has to be right about unusual YAML, only about the plain subset, where it
 * resolves scalars exactly as yaml's default (YAML 1.2 core) schema does.
 */

interface Line {
  indent: number;
  text: string;
  /** 0-based line within the text. */
  line: number;
}

export interface FastDocument {
  value: Record<string, unknown>;
  /** 0-based line of the first content line. */
  line: number;
}

class Unsupported extends Error {}
const unsupported = new Unsupported();

const KEY = /^([A-Za-z_][\w./-]*):(?: +|$)/;
const INT = /^[-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
const SPECIAL_NUMBER = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0o|0x)/;
// Keys yaml would turn into something else (`True:` becomes "true", `null:` becomes ""), and
// the one key a plain object must not be given.
const NON_STRING_KEYS = new Set([
  "null",
  "Null",
  "NULL",
  "true",
  "True",
  "TRUE",
  "false",
  "False",
  "FALSE",
  "__proto__",
]);
const INDICATORS = new Set(["[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "%", "@", "`", ",", "?", ":"]);

/** Parses one document whose root is a block mapping, or returns undefined to defer. */
export function parseSimpleDocument(text: string): FastDocument | undefined {
  const lines = splitLines(text);
  if (lines === undefined || lines.length === 0 || lines[0]!.indent !== 0) return undefined;
  let pos = 0;

  const parseMap = (indent: number): Record<string, unknown> => {
    const map: Record<string, unknown> = {};
    while (pos < lines.length) {
      const current = lines[pos]!;
      if (current.indent < indent) break;
      if (current.indent > indent) throw unsupported;
      const match = KEY.exec(current.text);
      if (!match) throw unsupported;
      const key = match[1]!;
      if (NON_STRING_KEYS.has(key) || Object.hasOwn(map, key)) throw unsupported;
      const rest = current.text.slice(match[0].length);
      pos++;
      if (rest === "" || rest.startsWith("#")) {
        map[key] = parseNested(indent, true);
      } else {
        map[key] = scalar(rest);
        if (pos < lines.length && lines[pos]!.indent > indent) throw unsupported;
      }
    }
    return map;
  };

  const parseSeq = (indent: number): unknown[] => {
    const seq: unknown[] = [];
    while (pos < lines.length) {
      const current = lines[pos]!;
      if (current.indent !== indent || !isItem(current.text)) break;
      const afterDash = current.text.slice(1);
      const rest = afterDash.trimStart();
      if (rest === "" || rest.startsWith("#")) {
        pos++;
        seq.push(parseNested(indent, false));
      } else if (isItem(rest)) {
        throw unsupported;
      } else if (KEY.test(rest)) {
        // `- key: value`: a mapping whose keys line up one column after "- ".
        const column = indent + 1 + (afterDash.length - rest.length);
        lines[pos] = { indent: column, text: rest, line: current.line };
        seq.push(parseMap(column));
      } else {
        pos++;
        seq.push(scalar(rest));
        if (pos < lines.length && lines[pos]!.indent > indent) throw unsupported;
      }
    }
    return seq;
  };

  /** The block value after `key:` or `-`: deeper lines, a same-indent list for a key, or null. */
  const parseNested = (indent: number, allowSameIndentList: boolean): unknown => {
    const next = lines[pos];
    if (next === undefined || next.indent < indent) return null;
    if (next.indent === indent) {
      return allowSameIndentList && isItem(next.text) ? parseSeq(indent) : null;
    }
    return isItem(next.text) ? parseSeq(next.indent) : parseMap(next.indent);
  };

  try {
    if (isItem(lines[0]!.text)) return undefined;
    const value = parseMap(0);
    if (pos !== lines.length) return undefined;
    return { value, line: lines[0]!.line };
  } catch (error) {
    if (error === unsupported) return undefined;
    throw error;
  }
}

function isItem(text: string): boolean {
  return text === "-" || text.startsWith("- ");
}

/** Content lines with their indentation; undefined when a line needs the full parser. */
function splitLines(text: string): Line[] | undefined {
  // A tab is only ever indentation trouble or a separator we do not handle: defer at once.
  if (text.includes("\t")) return undefined;
  const lines: Line[] = [];
  let lineNo = -1;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let end = text.indexOf("\n", lineStart);
    if (end < 0) end = text.length;
    lineNo++;
    // Indices first, one slice per line: this runs for every line of every Kustomization.
    let first = lineStart;
    while (text.charCodeAt(first) === 32) first++;
    let last = end;
    while (last > first && (text.charCodeAt(last - 1) === 32 || text.charCodeAt(last - 1) === 13)) last--;
    const indent = first - lineStart;
    lineStart = end + 1;
    if (first === last || text.charCodeAt(first) === 35 /* # */) continue;
    const body = text.slice(first, last);
    if (indent === 0) {
      if (body.startsWith("---")) {
        const rest = body.slice(3).trim();
        if (lines.length > 0 || (rest !== "" && !rest.startsWith("#"))) return undefined;
        continue;
      }
      if (body.startsWith("...") || body.startsWith("%")) return undefined;
    }
    lines.push({ indent, text: body, line: lineNo });
  }
  return lines;
}

/** One scalar as yaml's core schema resolves it; throws Unsupported for anything unusual. */
function scalar(text: string): unknown {
  const first = text[0]!;
  if (first === '"' || first === "'") {
    const close = text.indexOf(first, 1);
    if (close < 0) throw unsupported;
    const inner = text.slice(1, close);
    if (first === '"' && inner.includes("\\")) throw unsupported;
    // Only a comment (after whitespace) may follow; this also defers '' escapes.
    const after = text.slice(close + 1);
    if (after !== "" && !/^ +(#|$)/.test(after)) throw unsupported;
    return inner;
  }
  if (INDICATORS.has(first) || isItem(text)) throw unsupported;
  const comment = text.indexOf(" #");
  const plain = (comment < 0 ? text : text.slice(0, comment)).trimEnd();
  if (plain.includes(": ") || plain.endsWith(":")) throw unsupported;
  switch (plain) {
    case "~":
    case "null":
    case "Null":
    case "NULL":
      return null;
    case "true":
    case "True":
    case "TRUE":
      return true;
    case "false":
    case "False":
    case "FALSE":
      return false;
  }
  const c = plain.charCodeAt(0);
  const numberLike = (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46;
  if (numberLike) {
    if (SPECIAL_NUMBER.test(plain)) throw unsupported;
    if (INT.test(plain) || FLOAT.test(plain)) return Number(plain);
  }
  return plain;
}
