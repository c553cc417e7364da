/**
 * A decrypted tree written as `sops decrypt` writes YAML, byte for byte: sops' YAML store
 * (stores/yaml EmitPlainFile, comments placed as it places them) over go-yaml v3's encoder with
 * an indent of 4. kustomize-controller writes a decrypted secretGenerator file the same way, and
 * the generated Secret's name is a hash of those bytes, so "the same content" is not enough.
 * No JavaScript YAML library writes as libyaml's emitter does (its style choices, escapes and
 * comment placement), so the part of go-yaml v3's emitterc.go that block output uses is ported
 * here, function for function; flow collections are only ever empty (`{}`, `[]`).
 */
import { GO_YAML_V3_WORDS, goYamlNumber, goYamlTimestamp } from "../model/goyaml.js";
import { Branch, type Comment, GoFloat, GoTime, isComment, type TreeValue } from "./tree.js";

const INDENT = 4;

type Style = "plain" | "single" | "double" | "literal";

interface ScalarNode {
  kind: "scalar";
  value: string;
  style: Style;
  head?: string;
  line?: string;
  foot?: string;
}
interface SequenceNode {
  kind: "sequence";
  items: YamlNode[];
  head?: string;
  line?: string;
  foot?: string;
}
interface MappingNode {
  kind: "mapping";
  pairs: [ScalarNode, YamlNode][];
  head?: string;
  line?: string;
  foot?: string;
}
type YamlNode = ScalarNode | SequenceNode | MappingNode;

/** Every document of the tree, as sops' YAML store writes them. */
export function writeYamlDocuments(branches: readonly Branch[]): string {
  const emitter = new Emitter();
  branches.forEach((branch, index) => {
    const mapping: MappingNode = { kind: "mapping", pairs: [] };
    appendTreeBranch(branch, mapping);
    emitter.document(mapping, index === 0);
  });
  return emitter.out;
}

// ---- sops stores/yaml: the tree as yaml.Node values, comments where the store puts them ----

const joinComments = (comments: string[]) => `#${comments.join("\n#")}`;

function addHead(node: { head?: string }, comments: string[]): string[] {
  if (comments.length > 0) {
    const comment = joinComments(comments);
    node.head = node.head ? `${comment}\n${node.head}` : comment;
  }
  return [];
}
function addFoot(node: { foot?: string }, comments: string[]): string[] {
  if (comments.length > 0) {
    const comment = joinComments(comments);
    node.foot = node.foot ? `${node.foot}\n${comment}` : comment;
  }
  return [];
}
function addLine(node: { line?: string }, comments: string[]): string[] {
  if (comments.length > 0) {
    const comment = joinComments(comments);
    node.line = node.line ? `${node.line}\n${comment}` : comment;
  }
  return [];
}

function treeValueToNode(value: TreeValue): YamlNode {
  if (value instanceof Branch) {
    const mapping: MappingNode = { kind: "mapping", pairs: [] };
    appendTreeBranch(value, mapping);
    return mapping;
  }
  if (Array.isArray(value)) {
    const sequence: SequenceNode = { kind: "sequence", items: [] };
    appendSequence(value, sequence);
    return sequence;
  }
  return encodeScalar(value);
}

function appendSequence(values: readonly (TreeValue | Comment)[], sequence: SequenceNode): void {
  let head: string[] = [];
  let inline: string[] = [];
  let beginning = true;
  for (const item of values) {
    if (isComment(item)) {
      if (item.inline) inline.push(item.comment);
      else head.push(item.comment);
      continue;
    }
    if (beginning) {
      head = addHead(sequence, head);
      beginning = false;
    }
    const node = treeValueToNode(item);
    head = addHead(node, head);
    inline = addLine(node, inline);
    sequence.items.push(node);
  }
  head = [...head, ...inline];
  if (head.length > 0) {
    if (beginning) addHead(sequence, head);
    else addFoot(sequence.items[sequence.items.length - 1] as YamlNode, head);
  }
}

function appendTreeBranch(branch: Branch, mapping: MappingNode): void {
  let head: string[] = [];
  let inline: string[] = [];
  let beginning = true;
  for (const item of branch.items) {
    if (!("key" in item)) {
      if (item.inline) inline.push(item.comment);
      else head.push(item.comment);
      continue;
    }
    if (beginning) {
      head = addHead(mapping, head);
      beginning = false;
    }
    const key = encodeScalar(item.key);
    head = addHead(key, head);
    const value = treeValueToNode(item.value);
    inline = addLine(value, inline);
    mapping.pairs.push([key, value]);
  }
  head = [...head, ...inline];
  if (head.length > 0) {
    if (beginning) addHead(mapping, head);
    else addFoot((mapping.pairs[mapping.pairs.length - 1] as [ScalarNode, YamlNode])[0], head);
  }
}

// ---- yaml.Node.Encode of a Go value: its text and the style a root document gives it ----

/** go-yaml v3's isOldBool: YAML 1.1 booleans it quotes so that 1.1 readers keep them strings. */
const OLD_BOOLS = new Set(["y", "Y", "yes", "Yes", "YES", "on", "On", "ON"]);
for (const word of ["n", "N", "no", "No", "NO", "off", "Off", "OFF"]) OLD_BOOLS.add(word);
const BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;

/** Whether go-yaml v3 reads the plain text as something other than a string. */
function resolvesToNonString(text: string): boolean {
  if (GO_YAML_V3_WORDS.has(text) || text === "<<") return true;
  if (/^[-+.0-9]/.test(text) && goYamlNumber(text) !== undefined) return true;
  return goYamlTimestamp(text) !== undefined;
}

/** strconv.FormatFloat(f, 'g', -1, 64), as go-yaml writes a float: exponent form below 1e-4 and from 1e6 on. */
function goFloatG(value: number): string {
  if (Object.is(value, -0)) return "-0";
  if (Number.isNaN(value)) return ".nan";
  if (!Number.isFinite(value)) return value > 0 ? ".inf" : "-.inf";
  const [mantissa, exponent] = value.toExponential().split("e") as [string, string];
  const exp = Number(exponent);
  if (exp >= -4 && exp < 6) return String(value);
  return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
}

function encodeScalar(value: TreeValue): ScalarNode {
  if (value === null) return { kind: "scalar", value: "null", style: "plain" };
  if (typeof value === "boolean") return { kind: "scalar", value: String(value), style: "plain" };
  // A whole number is an int in the tree (a whole float is a GoFloat).
  if (typeof value === "number")
    return {
      kind: "scalar",
      value: Number.isInteger(value) ? String(value) : goFloatG(value),
      style: "plain",
    };
  if (typeof value === "bigint") return { kind: "scalar", value: value.toString(), style: "plain" };
  if (value instanceof GoFloat) return { kind: "scalar", value: goFloatG(value.value), style: "plain" };
  // encode.go timev: time.Time in RFC 3339 with nanoseconds, plain.
  if (value instanceof GoTime) return { kind: "scalar", value: value.text, style: "plain" };
  const text = String(value);
  // encode.go stringv: plain unless it would read back as something else; literal when multi-line.
  let style: Style;
  if (text.includes("\n")) style = "literal";
  else if (!resolvesToNonString(text) && !BASE60_FLOAT.test(text) && !OLD_BOOLS.has(text)) style = "plain";
  else style = "double";
  // The root document the value is first written in settles the style the node keeps.
  return { kind: "scalar", value: text, style: allowedStyle(analyze(text), style, false) };
}

// ---- emitterc.go ----

interface ScalarAnalysis {
  multiline: boolean;
  blockPlainAllowed: boolean;
  singleQuotedAllowed: boolean;
  blockAllowed: boolean;
}

const isBreak = (c: number) => c === 0x0a || c === 0x0d || c === 0x85 || c === 0x2028 || c === 0x2029;
const isSpace = (c: number | undefined) => c === 0x20;
const isBlank = (c: number | undefined) => c === 0x20 || c === 0x09;

/** libyaml's is_printable, over code points (4-byte UTF-8 characters are not printable). */
function isPrintable(c: number): boolean {
  return (
    c === 0x0a ||
    (c >= 0x20 && c <= 0x7e) ||
    (c >= 0xa0 && c <= 0xd7ff) ||
    (c >= 0xe000 && c <= 0xfffd && c !== 0xfeff)
  );
}

/** yaml_emitter_analyze_scalar (unicode output, flow context never used). */
function analyze(text: string): ScalarAnalysis {
  const chars = [...text].map((ch) => ch.codePointAt(0) as number);
  if (chars.length === 0)
    return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false };
  let blockIndicators = text.startsWith("---") || text.startsWith("...");
  let lineBreaks = false;
  let special = false;
  let tabs = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let precededByWhitespace = true;
  let previousSpace = false;
  let previousBreak = false;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as number;
    const followedByWhitespace = i + 1 >= chars.length || isBlank(chars[i + 1]);
    const ch = String.fromCodePoint(c);
    if (i === 0) {
      if ("#,[]{}&*!|>'\"%@`".includes(ch)) blockIndicators = true;
      else if ((ch === "?" || ch === ":" || ch === "-") && followedByWhitespace) blockIndicators = true;
    } else if (ch === ":" && followedByWhitespace) blockIndicators = true;
    else if (ch === "#" && precededByWhitespace) blockIndicators = true;
    if (c === 0x09) tabs = true;
    else if (!isPrintable(c)) special = true;
    if (isSpace(c)) {
      if (i === 0) leadingSpace = true;
      if (i === chars.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(c)) {
      lineBreaks = true;
      if (i === 0) leadingBreak = true;
      if (i === chars.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    // is_blankz: a blank, a break or NUL.
    precededByWhitespace = isBlank(c) || isBreak(c) || c === 0;
  }
  let blockPlainAllowed = true;
  let singleQuotedAllowed = true;
  let blockAllowed = true;
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) blockPlainAllowed = false;
  if (trailingSpace) blockAllowed = false;
  if (breakSpace) {
    blockPlainAllowed = false;
    singleQuotedAllowed = false;
  }
  if (spaceBreak || tabs || special) {
    blockPlainAllowed = false;
    singleQuotedAllowed = false;
  }
  if (spaceBreak || special) blockAllowed = false;
  if (lineBreaks) blockPlainAllowed = false;
  if (blockIndicators) blockPlainAllowed = false;
  return { multiline: lineBreaks, blockPlainAllowed, singleQuotedAllowed, blockAllowed };
}

/** yaml_emitter_select_scalar_style for block context. */
function allowedStyle(analysis: ScalarAnalysis, requested: Style, simpleKey: boolean): Style {
  let style = requested;
  if (simpleKey && analysis.multiline) style = "double";
  if (style === "plain") {
    if (!analysis.blockPlainAllowed) style = "single";
  }
  if (style === "single" && !analysis.singleQuotedAllowed) style = "double";
  if (style === "literal" && (!analysis.blockAllowed || simpleKey)) style = "double";
  return style;
}

class Emitter {
  out = "";
  private column = 0;
  private indent = -1;
  private readonly indents: number[] = [];
  private whitespace = true;
  private indention = true;
  private footIndent = -1;
  private inSequenceItem = false;
  private head = "";
  private lineComment = "";
  private footComment = "";
  private tailComment = "";

  document(root: MappingNode, first: boolean): void {
    if (!first) {
      // yaml_emitter_emit_document_start: only the first document's start is implicit.
      this.writeIndent();
      this.writeIndicator("---", true, false, false);
      this.writeIndent();
    }
    this.takeComments({ head: root.head });
    this.processHeadComment();
    this.mapping(root);
    this.takeComments({ line: root.line, foot: root.foot });
    this.processLineComment();
    this.processFootComment();
    // yaml_emitter_emit_document_end
    this.footIndent = 0;
    this.processFootComment();
    this.footIndent = -1;
    this.writeIndent();
  }

  private takeComments(node: { head?: string; line?: string; foot?: string }, tail?: string): void {
    if (node.head) this.head = node.head;
    if (node.line) this.lineComment = node.line;
    if (node.foot) this.footComment = node.foot;
    if (tail) this.tailComment = tail;
  }

  /** A value node, its comments taken as its events carry them (a collection's line and foot come with its end). */
  private node(node: YamlNode): void {
    if (node.kind === "scalar") {
      this.takeComments(node);
      this.scalar(node, false);
      return;
    }
    this.takeComments({ head: node.head });
    if (node.kind === "sequence") this.sequence(node);
    else this.mapping(node);
    this.takeComments({ line: node.line, foot: node.foot });
  }

  /** Mapping start (its comments already taken) through its end event. */
  private mapping(node: MappingNode): void {
    if (node.pairs.length === 0) {
      this.flowEmpty("{", "}");
      return;
    }
    this.increaseIndent(false);
    let tail = "";
    for (const [key, value] of node.pairs) {
      const foot = key.foot;
      // yaml_emitter_emit_block_mapping_key
      this.takeComments({ ...key, foot: undefined }, tail);
      this.processHeadComment();
      this.writeIndent();
      const simple = !analyze(key.value).multiline && Buffer.byteLength(key.value) <= 128;
      const keyLine = this.lineComment;
      this.lineComment = "";
      this.inSequenceItem = false;
      if (simple) this.scalar(key, true);
      else {
        this.writeIndicator("?", true, false, true);
        this.scalar(key, false);
      }
      tail = foot ?? "";
      // yaml_emitter_emit_block_mapping_value
      if (simple) this.writeIndicator(":", false, false, false);
      else {
        this.writeIndent();
        this.writeIndicator(":", true, false, true);
      }
      if (keyLine) {
        if (value.kind === "scalar") {
          if (!value.line) this.lineComment = keyLine;
        } else if (!(value.kind === "sequence" ? value.items.length === 0 : value.pairs.length === 0)) {
          const own = this.lineComment;
          this.lineComment = keyLine;
          this.processLineComment();
          this.lineComment = own;
        }
      }
      this.inSequenceItem = false;
      this.node(value);
      this.processLineComment();
      this.processFootComment();
    }
    // Mapping end: the last key's foot comes as the end event's tail.
    this.takeComments({}, tail);
    this.processHeadComment();
    this.popIndent();
  }

  private sequence(node: SequenceNode): void {
    if (node.items.length === 0) {
      this.flowEmpty("[", "]");
      return;
    }
    this.increaseIndent(false);
    for (const item of node.items) {
      // The item's head comment comes with its (first) event, before the indicator.
      if (item.head) this.head = item.head;
      this.processHeadComment();
      this.writeIndent();
      this.writeIndicator("-", true, false, true);
      this.inSequenceItem = true;
      this.node({ ...item, head: undefined } as YamlNode);
      this.processLineComment();
      this.processFootComment();
    }
    this.popIndent();
  }

  private flowEmpty(open: string, close: string): void {
    this.writeIndicator(open, true, true, false);
    this.writeIndicator(close, false, false, false);
    this.processLineComment();
    this.processFootComment();
  }

  private scalar(node: ScalarNode, simpleKey: boolean): void {
    const analysis = analyze(node.value);
    let style = allowedStyle(analysis, node.style, simpleKey);
    if (style === "plain" && node.value === "" && simpleKey)
      style = allowedStyle(analysis, "single", simpleKey);
    this.increaseIndent(true);
    if (style === "plain") this.writePlain(node.value);
    else if (style === "single") this.writeSingleQuoted(node.value);
    else if (style === "double") this.writeDoubleQuoted(node.value);
    else this.writeLiteral(node.value);
    this.popIndent();
  }

  /** yaml_emitter_increase_indent_compact, without compact sequences. */
  private increaseIndent(flow: boolean): void {
    this.indents.push(this.indent);
    if (this.indent < 0) this.indent = flow ? INDENT : 0;
    else if (this.inSequenceItem) this.indent += 2;
    else this.indent = INDENT * Math.floor((this.indent + INDENT) / INDENT);
    this.inSequenceItem = false;
  }

  private popIndent(): void {
    this.indent = this.indents.pop() as number;
  }

  private put(text: string): void {
    this.out += text;
    this.column += [...text].length;
  }

  private putBreak(): void {
    this.out += "\n";
    this.column = 0;
    this.indention = true;
  }

  private writeIndent(): void {
    const indent = Math.max(this.indent, 0);
    if (!this.indention || this.column > indent || (this.column === indent && !this.whitespace))
      this.putBreak();
    if (this.footIndent === indent) this.putBreak();
    while (this.column < indent) this.put(" ");
    this.whitespace = true;
    this.footIndent = -1;
  }

  private writeIndicator(
    indicator: string,
    needWhitespace: boolean,
    isWhitespace: boolean,
    isIndention: boolean,
  ) {
    if (needWhitespace && !this.whitespace) this.put(" ");
    this.put(indicator);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }

  private processHeadComment(): void {
    if (this.tailComment) {
      this.writeIndent();
      this.writeComment(this.tailComment);
      this.tailComment = "";
      this.footIndent = Math.max(this.indent, 0);
    }
    if (!this.head) return;
    this.writeIndent();
    this.writeComment(this.head);
    this.head = "";
  }

  private processLineComment(linebreak = false): void {
    if (!this.lineComment) {
      if (linebreak) this.putBreak();
      return;
    }
    if (!this.whitespace) this.put(" ");
    this.writeComment(this.lineComment);
    this.lineComment = "";
  }

  private processFootComment(): void {
    if (!this.footComment) return;
    this.writeIndent();
    this.writeComment(this.footComment);
    this.footComment = "";
    this.footIndent = Math.max(this.indent, 0);
  }

  private writeComment(comment: string): void {
    let breaks = false;
    let pound = false;
    for (const ch of comment) {
      const c = ch.codePointAt(0) as number;
      if (isBreak(c)) {
        this.writeBreak(ch);
        breaks = true;
        pound = false;
      } else {
        if (breaks) this.writeIndent();
        if (!pound) {
          if (ch !== "#") this.put("# ");
          pound = true;
        }
        this.put(ch);
        this.indention = false;
        breaks = false;
      }
    }
    if (!breaks) this.putBreak();
    this.whitespace = true;
  }

  private writeBreak(ch: string): void {
    if (ch === "\n") this.putBreak();
    else {
      this.out += ch;
      this.column = 0;
      this.indention = true;
    }
  }

  private writePlain(value: string): void {
    if (value.length > 0 && !this.whitespace) this.put(" ");
    this.put(value);
    if (value.length > 0) {
      this.whitespace = false;
      this.indention = false;
    }
    this.indention = false;
  }

  private writeSingleQuoted(value: string): void {
    this.writeIndicator("'", true, false, false);
    // Width is unlimited, so spaces never fold; a line break (U+2028 can get here) restarts the line indented.
    let breaks = false;
    for (const ch of value) {
      const c = ch.codePointAt(0) as number;
      if (isBreak(c)) {
        if (!breaks && ch === "\n") this.putBreak();
        this.writeBreak(ch);
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        this.put(ch === "'" ? "''" : ch);
        this.indention = false;
        breaks = false;
      }
    }
    this.writeIndicator("'", false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  private writeDoubleQuoted(value: string): void {
    this.writeIndicator('"', true, false, false);
    // is_bom looks at the start of the value: a value that starts with a BOM escapes every character.
    const bom = value.startsWith("\ufeff");
    for (const ch of value) {
      const c = ch.codePointAt(0) as number;
      if (!isPrintable(c) || bom || isBreak(c) || ch === '"' || ch === "\\") this.put(escaped(c));
      else this.put(ch);
    }
    this.writeIndicator('"', false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  private writeLiteral(value: string): void {
    this.writeIndicator("|", true, false, false);
    // yaml_emitter_write_block_scalar_hints
    const chars = [...value];
    const first = chars[0]?.codePointAt(0);
    if (first !== undefined && (isSpace(first) || isBreak(first)))
      this.writeIndicator(String(INDENT), false, false, false);
    let chomp = "";
    const last = chars[chars.length - 1]?.codePointAt(0);
    if (last === undefined || !isBreak(last)) chomp = "-";
    else if (chars.length === 1) chomp = "+";
    else if (isBreak(chars[chars.length - 2]?.codePointAt(0) as number)) chomp = "+";
    if (chomp) this.writeIndicator(chomp, false, false, false);
    this.processLineComment(true);
    this.whitespace = true;
    let breaks = true;
    for (const ch of chars) {
      if (isBreak(ch.codePointAt(0) as number)) {
        this.writeBreak(ch);
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        this.put(ch);
        this.indention = false;
        breaks = false;
      }
    }
  }
}

const ESCAPES: Record<number, string> = {
  0: "0",
  7: "a",
  8: "b",
  9: "t",
  10: "n",
  11: "v",
  12: "f",
  13: "r",
  27: "e",
  34: '"',
  92: "\\",
  133: "N",
  160: "_",
  8232: "L",
  8233: "P",
};

function escaped(c: number): string {
  const short = ESCAPES[c];
  if (short !== undefined) return `\\${short}`;
  const hex = c.toString(16).toUpperCase();
  if (c <= 0xff) return `\\x${hex.padStart(2, "0")}`;
  if (c <= 0xffff) return `\\u${hex.padStart(4, "0")}`;
  return `\\U${hex.padStart(8, "0")}`;
}
