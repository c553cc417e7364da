/**
 * The project's one YAML library, behind one small surface: every document of a text with the
 * line it starts on and a way back to the line of any field, a single-document parse, a
 * serialiser, and an editor that changes top-level keys of a mapping without rewriting the rest.
 *
 * Values follow YAML 1.2's core schema, as Kubernetes' Go YAML reads manifests and as Flux
 * keeps them: `zone: .`, `1:20`, `2024-01-02`, `yes` and `on` stay strings, `0o755` is 493,
 * `0x10` is 16, `.inf` is Infinity; merge keys (`<<: *defaults`) are merged, as kustomize does.
 */
// js-yaml, not `yaml`: on the 10,000-Kustomization benchmark it reads the text, values and positions in ~0.13 s of CPU where `yaml` needs ~0.9 s to lex and parse alone (docs/BENCHMARKS.md); its event stream gives the offsets.
import {
  type Document as AstDocument,
  type Node as AstNode,
  CORE_SCHEMA,
  constructFromEvents,
  dump,
  EVENT_ID,
  type Event,
  eventsToAst,
  getScalarValue,
  jsToAst,
  type MappingNode,
  mergeTag,
  parseEvents,
  present,
  SCALAR_STYLE,
  type ScalarEvent,
  YAMLException,
} from "js-yaml";
import { GO_YAML_V2_SCHEMA, WRITE_SCHEMA } from "./goyaml.js";
import { unclosedBefore } from "./yaml-unclosed.js";

/** YAML 1.2 core with merge keys: what the loaders use. */
const LOAD_SCHEMA = CORE_SCHEMA.withTags(mergeTag);

/** Expanded alias uses allowed per document before it is treated as an alias bomb. */
export const MAX_ALIAS_USES = 100;

/** A path to a field: mapping keys and list indexes. */
export type YamlPath = readonly (string | number)[];

/** One parsed document, with a way back to its lines. */
export interface YamlDocument {
  value: unknown;
  /** 1-based line where the document's content starts. */
  line: number;
  /** 1-based line of the node at `path` (a key's own line), or of its deepest existing ancestor. */
  lineOf(path: YamlPath): number;
}

/** A YAML syntax error, or a document refused; one line, never quoting the text (it may hold secrets). */
export class YamlError extends Error {
  override name = "YamlError";
  constructor(
    /** What is wrong, without a position. */
    readonly reason: string,
    /** 1-based. */
    readonly line: number,
    /** 1-based. */
    readonly column: number,
  ) {
    super(`${reason} at line ${line}, column ${column}`);
  }
}

/** A document whose aliases expand past MAX_ALIAS_USES (a possible "billion laughs" bomb). */
export class YamlAliasError extends YamlError {
  override name = "YamlAliasError";
  constructor(
    line: number,
    column: number,
    readonly limit: number,
  ) {
    super(`aliases expand to more than ${limit} uses`, line, column);
  }
}

export interface YamlParseOptions {
  /** Lines that precede `text` in its file (when `text` is a slice of it); default 0. */
  lineOffset?: number;
  /** A repeated key overrides the earlier one instead of being an error (kustomize's reading). */
  allowDuplicateKeys?: boolean;
  /**
   * How plain scalars are typed: YAML 1.2 core (the default, as kustomize reads manifests), or
   * go-yaml v2's rules (goyaml.ts), as kustomize-controller reads an object after substitution.
   */
  schema?: "core" | "go-yaml-v2";
}

/**
 * Every document of `text`. Throws a YamlError for the first syntax error anywhere in the text,
 * or a YamlAliasError for a document whose aliases expand too far.
 */
export function parseYamlDocuments(text: string, options: YamlParseOptions = {}): YamlDocument[] {
  return readDocuments(text, options);
}

/** parseYamlDocuments; `emptyLine` is the line of an empty document (no node), else the text's first. */
function readDocuments(text: string, options: YamlParseOptions, emptyLine?: number): YamlDocument[] {
  const lines = new LineIndex(text, options.lineOffset ?? 0);
  let events: Event[];
  let values: unknown[];
  try {
    events = parseEvents(text, {});
    values = constructFromEvents(events, {
      source: text,
      schema: options.schema === "go-yaml-v2" ? GO_YAML_V2_SCHEMA : LOAD_SCHEMA,
      ...(options.allowDuplicateKeys ? { json: true } : {}),
    });
  } catch (error) {
    throw asYamlError(error, lines, text);
  }
  const documents: YamlDocument[] = [];
  let index = 0;
  for (const value of values) {
    // Each document is a DOCUMENT event, one node, and a POP.
    const root = index + 1;
    const end = skipNode(events, root);
    const start = nodeOffset(events[root], text);
    const line = start < 0 ? (emptyLine ?? lines.lineAt(0)) : lines.lineAt(start);
    if (hasAlias(events, root, end) && aliasUses(events, text, root, end) > MAX_ALIAS_USES) {
      throw new YamlAliasError(line, start < 0 ? 1 : lines.columnAt(start), MAX_ALIAS_USES);
    }
    documents.push({
      value,
      line,
      lineOf: (path) => {
        const offset = offsetOf(events, text, root, end, path);
        return offset < 0 ? line : lines.lineAt(offset);
      },
    });
    index = end + 1;
  }
  return documents;
}

/**
 * Every document of `text` that parses, and one error for each that does not: after a syntax
 * error the text is cut at its `---` markers and each document is read on its own, so one broken
 * document does not hide the others.
 */
export function readYamlDocuments(
  text: string,
  options: YamlParseOptions = {},
): { documents: YamlDocument[]; errors: YamlError[] } {
  try {
    return { documents: parseYamlDocuments(text, options), errors: [] };
  } catch (error) {
    if (!(error instanceof YamlError)) throw error;
    const pieces = documentPieces(text);
    if (pieces.length < 2) return { documents: [], errors: [error] };
    const result = { documents: [] as YamlDocument[], errors: [] as YamlError[] };
    for (const piece of pieces) {
      const lineOffset = (options.lineOffset ?? 0) + piece.lineOffset;
      try {
        result.documents.push(...parseYamlDocuments(piece.text, { ...options, lineOffset }));
      } catch (pieceError) {
        if (!(pieceError instanceof YamlError)) throw pieceError;
        result.errors.push(pieceError);
      }
    }
    return result;
  }
}

/**
 * The one document of `text` (null for an empty text). Throws a YamlError for a syntax error, an
 * alias bomb, or a second document.
 */
export function parseYaml(text: string, options: YamlParseOptions = {}): unknown {
  return parseYamlDocument(text, options)?.value ?? null;
}

/** Like parseYaml, with the document's lines; undefined for an empty text. */
export function parseYamlDocument(text: string, options: YamlParseOptions = {}): YamlDocument | undefined {
  const documents = parseYamlDocuments(text, options);
  if (documents.length > 1) {
    const second = documents[1] as YamlDocument;
    throw new YamlError("expected one document, found more", second.line, 1);
  }
  return documents[0];
}

/**
 * What parseYamlDocument(text, { allowDuplicateKeys: true }) gives (or throws), kept by text for
 * readers that only look: discovery's reach and the confinement check both read every
 * kustomization file of a run, often the same ones. The value is shared: never change it.
 */
const looked = new Map<string, YamlDocument | undefined | YamlError>();

export function lookAtYamlDocument(text: string): YamlDocument | undefined {
  let known = looked.get(text);
  if (!looked.has(text)) {
    try {
      known = parseYamlDocument(text, { allowDuplicateKeys: true });
    } catch (error) {
      if (!(error instanceof YamlError)) throw error;
      known = error;
    }
    // Kustomization files are small and few; a run over many more starts again rather than grow.
    if (looked.size >= 10_000) looked.clear();
    looked.set(text, known);
  }
  if (known instanceof YamlError) throw known;
  return known;
}

/**
 * YAML text for `value`, quoting every string that any YAML version would read as something
 * else (`"yes"`, `"1:20"`, `"010"`), without folding long lines or sharing repeated objects.
 */
export function stringifyYaml(value: unknown): string {
  return dump(value, { schema: WRITE_SCHEMA, lineWidth: -1, noRefs: true, seqNoIndent: true });
}

/**
 * A YAML mapping (such as a kustomization.yaml) whose top-level keys can be set or extended while
 * everything else keeps the text it was written with (comments are not kept).
 */
export class YamlMappingEditor {
  private constructor(
    private readonly document: AstDocument,
    private readonly current: Record<string, unknown>,
  ) {}

  /** Null when `text` holds something other than one mapping (or nothing); throws a YamlError for bad YAML. */
  static parse(text: string): YamlMappingEditor | null {
    const lines = new LineIndex(text, 0);
    let documents: AstDocument[];
    let values: unknown[];
    try {
      const events = parseEvents(text, {});
      values = constructFromEvents(events, { source: text, schema: LOAD_SCHEMA });
      documents = eventsToAst(events, { source: text, schema: LOAD_SCHEMA });
    } catch (error) {
      throw asYamlError(error, lines, text);
    }
    if (documents.length > 1) return null;
    const document = documents[0] ?? { contents: null, directives: [] };
    const value = values[0] ?? {};
    if (!isRecord(value)) return null;
    if (document.contents === null) document.contents = emptyMapping();
    if (document.contents.kind !== "mapping") return null;
    return new YamlMappingEditor(document, { ...value });
  }

  static create(value: Record<string, unknown>): YamlMappingEditor {
    const document = { contents: emptyMapping(), directives: [] } satisfies AstDocument;
    const editor = new YamlMappingEditor(document, {});
    for (const [key, item] of Object.entries(value)) editor.set(key, item);
    return editor;
  }

  /** The mapping as values, with every change made so far. */
  get value(): Readonly<Record<string, unknown>> {
    return this.current;
  }

  /** Sets `key` to `value`, in place when the key is there, else at the end. */
  set(key: string, value: unknown): void {
    const node = toNode(value);
    const pair = this.pair(key);
    if (pair) pair.value = node;
    else this.mapping.items.push({ key: toNode(key), value: node });
    this.current[key] = value;
  }

  /** Appends `items` to the list at `key` (creating it when `key` is not a list). */
  append(key: string, items: readonly unknown[]): void {
    const existing = this.current[key];
    const pair = this.pair(key);
    if (pair?.value.kind === "sequence" && Array.isArray(existing)) {
      pair.value.items.push(...items.map(toNode));
      this.current[key] = [...existing, ...items];
    } else {
      this.set(key, [...items]);
    }
  }

  toString(): string {
    return present([this.document], { schema: WRITE_SCHEMA, lineWidth: -1, seqNoIndent: true });
  }

  private get mapping(): MappingNode {
    return this.document.contents as MappingNode;
  }

  private pair(key: string): MappingNode["items"][number] | undefined {
    // The last one: with duplicate keys, it is the one that counts.
    return this.mapping.items.findLast((item) => item.key.kind === "scalar" && item.key.value === key);
  }
}

function emptyMapping(): MappingNode {
  return { kind: "mapping", tag: "tag:yaml.org,2002:map", tagged: false, style: 1, items: [] };
}

function toNode(value: unknown): AstNode {
  const [document] = jsToAst(value, WRITE_SCHEMA, { noRefs: true });
  if (!document?.contents) throw new Error(`cannot represent ${typeof value} in YAML`);
  return document.contents;
}

/** A mapping (a plain object): not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Keys in alphabetical order at every level, as sigs.k8s.io/yaml and kubectl write objects. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  );
}

function asYamlError(error: unknown, lines: LineIndex, text: string): YamlError {
  if (!(error instanceof YAMLException)) return new YamlError(String(error), lines.lineAt(0), 1);
  const position = error.mark?.position ?? 0;
  // Said where the mistake is: an unclosed quote at the line it opened, not where js-yaml noticed.
  const unclosed = unclosedBefore(text, position);
  if (unclosed && lines.lineAt(unclosed.position) < lines.lineAt(position))
    return new YamlError(
      `${unclosed.what} is not closed`,
      lines.lineAt(unclosed.position),
      lines.columnAt(unclosed.position),
    );
  return new YamlError(error.reason, lines.lineAt(position), lines.columnAt(position));
}

// A document marker: `---` at column 0 followed by whitespace or the end of the line. YAML
// forbids this sequence inside any scalar's content, so cutting a text at it is exact.
const DOCUMENT_START = /^---(?=[ \t\r\n]|$)/gm;

/**
 * Every document's value and line, as parseYamlDocuments gives them, read one document at a time:
 * a file of thousands of documents never holds more than one document's parse events (for 20,000
 * objects the whole file's events are 48 MiB, their values 8 MiB). An error is the whole text's,
 * read again as one.
 */
export function parseYamlValues(text: string): { value: unknown; line: number }[] {
  const values: { value: unknown; line: number }[] = [];
  for (const piece of documentPieces(text)) {
    try {
      // An empty document's line is the whole text's first, as parseYamlDocuments(text) gives it.
      for (const { value, line } of readDocuments(piece.text, { lineOffset: piece.lineOffset }, 1))
        values.push({ value, line });
    } catch (error) {
      if (!(error instanceof YamlError)) throw error;
      return parseYamlDocuments(text).map(({ value, line }) => ({ value, line }));
    }
  }
  return values;
}

/** The documents of `text` cut at their markers, each with the lines before it (none with directives). */
export function documentPieces(text: string): { text: string; lineOffset: number }[] {
  if (/^%/m.test(text)) return [{ text, lineOffset: 0 }];
  const pieces: { text: string; lineOffset: number }[] = [];
  let start = 0;
  let lineOffset = 0;
  for (const marker of text.matchAll(DOCUMENT_START)) {
    if (marker.index <= start) continue;
    pieces.push({ text: text.slice(start, marker.index), lineOffset });
    lineOffset += countNewlines(text, start, marker.index);
    start = marker.index;
  }
  pieces.push({ text: text.slice(start), lineOffset });
  return pieces;
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf("\n", from); i >= 0 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/** Offsets to 1-based lines and columns; the table of line starts is built on first use. */
class LineIndex {
  private starts: number[] | undefined;
  constructor(
    private readonly text: string,
    private readonly offset: number,
  ) {}

  lineAt(position: number): number {
    return this.row(position) + 1 + this.offset;
  }

  /** The offset of a 1-based line and column (lines counted from the text's start). */
  offsetOf(line: number, column: number): number {
    return (this.table()[line - 1 - this.offset] ?? 0) + column - 1;
  }

  columnAt(position: number): number {
    const starts = this.table();
    return position - (starts[this.row(position)] ?? 0) + 1;
  }

  private row(position: number): number {
    const starts = this.table();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= position) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  private table(): number[] {
    if (!this.starts) {
      this.starts = [0];
      for (let i = this.text.indexOf("\n"); i >= 0; i = this.text.indexOf("\n", i + 1))
        this.starts.push(i + 1);
    }
    return this.starts;
  }
}

// The event stream is flat: a collection event is followed by its children and closed by a POP.

/** Index just past the node that starts at `index`. */
function skipNode(events: readonly Event[], index: number): number {
  const first = events[index];
  if (first?.type !== EVENT_ID.MAPPING && first?.type !== EVENT_ID.SEQUENCE) return index + 1;
  let depth = 0;
  for (let i = index; i < events.length; i++) {
    const type = (events[i] as Event).type;
    if (type === EVENT_ID.MAPPING || type === EVENT_ID.SEQUENCE) depth++;
    else if (type === EVENT_ID.POP && --depth === 0) return i + 1;
  }
  return events.length;
}

/** Where a node starts in the text (its anchor or tag when it has one); -1 for an empty scalar. */
function nodeOffset(event: Event | undefined, text: string): number {
  if (!event || event.type === EVENT_ID.DOCUMENT || event.type === EVENT_ID.POP) return -1;
  let own = event.type === EVENT_ID.SCALAR ? event.valueStart : "start" in event ? event.start : -1;
  // A block scalar's content starts on the line after its `|` or `>`: name the indicator's line.
  const block = event.type === EVENT_ID.SCALAR && event.style >= SCALAR_STYLE.LITERAL_BLOCK;
  if (block && own > 0 && text.charCodeAt(own - 1) === 10) own -= 1;
  const candidates = [own, event.anchorStart, "tagStart" in event ? event.tagStart : -1].filter(
    (o) => o >= 0,
  );
  return candidates.length > 0 ? Math.min(...candidates) : -1;
}

function hasAlias(events: readonly Event[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if ((events[i] as Event).type === EVENT_ID.ALIAS) return true;
  return false;
}

/**
 * Alias uses of a document once expanded: an alias counts once plus the uses inside what it
 * names. js-yaml shares one object per anchor, but whatever walks the value later (validation,
 * JSON, the API server) would meet every expanded copy.
 */
function aliasUses(events: readonly Event[], text: string, from: number, to: number): number {
  const anchors = new Map<string, number>();
  const stack: { uses: number; anchor?: string }[] = [{ uses: 0 }];
  const add = (n: number) => {
    const top = stack[stack.length - 1] as { uses: number };
    top.uses = Math.min(top.uses + n, Number.MAX_SAFE_INTEGER);
  };
  const anchorOf = (e: { anchorStart: number; anchorEnd: number }) =>
    e.anchorStart >= 0 ? text.slice(e.anchorStart, e.anchorEnd) : undefined;
  for (let i = from; i < to; i++) {
    const event = events[i] as Event;
    switch (event.type) {
      case EVENT_ID.SCALAR: {
        const anchor = anchorOf(event);
        if (anchor !== undefined) anchors.set(anchor, 0);
        break;
      }
      case EVENT_ID.ALIAS:
        add(1 + (anchors.get(text.slice(event.anchorStart, event.anchorEnd)) ?? 0));
        break;
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        const anchor = anchorOf(event);
        stack.push(anchor === undefined ? { uses: 0 } : { uses: 0, anchor });
        break;
      }
      case EVENT_ID.POP: {
        const frame = stack.pop() as { uses: number; anchor?: string };
        if (frame.anchor !== undefined) anchors.set(frame.anchor, frame.uses);
        add(frame.uses);
        break;
      }
    }
  }
  return (stack[0] as { uses: number }).uses;
}

/**
 * Offset of the node at `path` inside the document node at `root`: for a mapping entry its key's
 * position (so a block value reports the line that names it), for a list item the item's start.
 * Follows aliases and merge keys; stops at the deepest node that exists.
 */
function offsetOf(events: readonly Event[], text: string, root: number, end: number, path: YamlPath): number {
  let node = root;
  let offset = nodeOffset(events[root], text);
  for (const segment of path) {
    node = resolveAlias(events, text, root, end, node);
    const found = childAt(events, text, root, end, node, segment);
    if (!found) break;
    if (found.offset >= 0) offset = found.offset;
    node = found.node;
  }
  return offset;
}

function childAt(
  events: readonly Event[],
  text: string,
  root: number,
  end: number,
  node: number,
  segment: string | number,
  depth = 0,
): { node: number; offset: number } | undefined {
  const event = events[node];
  if (event?.type === EVENT_ID.SEQUENCE) {
    if (typeof segment !== "number") return undefined;
    let item = node + 1;
    for (let i = 0; i < segment && events[item]?.type !== EVENT_ID.POP; i++) item = skipNode(events, item);
    if (events[item]?.type === EVENT_ID.POP || item >= end) return undefined;
    return { node: item, offset: nodeOffset(events[item], text) };
  }
  if (event?.type !== EVENT_ID.MAPPING) return undefined;
  const key = String(segment);
  const merged: number[] = [];
  let found: { node: number; offset: number } | undefined;
  for (let k = node + 1; k < end && events[k]?.type !== EVENT_ID.POP; ) {
    const value = skipNode(events, k);
    const keyEvent = events[k] as Event;
    if (keyEvent.type === EVENT_ID.SCALAR) {
      const name = getScalarValue(text, keyEvent as ScalarEvent);
      // The last of duplicate keys is the one that counts.
      if (name === key) found = { node: value, offset: nodeOffset(keyEvent, text) };
      else if (name === "<<" && keyEvent.style === 1) merged.push(value);
    }
    k = skipNode(events, value);
  }
  if (found || depth > 10) return found;
  // A key that only comes from a merge (`<<: *defaults` or `<<: [*a, *b]`): the first source wins.
  for (const source of merged) {
    const target = resolveAlias(events, text, root, end, source);
    const sources = events[target]?.type === EVENT_ID.SEQUENCE ? childIndexes(events, target) : [target];
    for (const s of sources) {
      const hit = childAt(
        events,
        text,
        root,
        end,
        resolveAlias(events, text, root, end, s),
        segment,
        depth + 1,
      );
      if (hit) return hit;
    }
  }
  return undefined;
}

function childIndexes(events: readonly Event[], node: number): number[] {
  const out: number[] = [];
  for (let i = node + 1; events[i] && events[i]?.type !== EVENT_ID.POP; i = skipNode(events, i)) out.push(i);
  return out;
}

/** The node an alias at `node` names (the last anchor of that name before it); else `node`. */
function resolveAlias(
  events: readonly Event[],
  text: string,
  root: number,
  end: number,
  node: number,
): number {
  const event = events[node];
  if (event?.type !== EVENT_ID.ALIAS) return node;
  const name = text.slice(event.anchorStart, event.anchorEnd);
  let target = node;
  for (let i = root; i < node && i < end; i++) {
    const e = events[i] as Event;
    if ("anchorStart" in e && e.type !== EVENT_ID.ALIAS && e.anchorStart >= 0) {
      if (text.slice(e.anchorStart, e.anchorEnd) === name) target = i;
    }
  }
  return target;
}

/** A node of a YAML text as written: its kind, scalar text and style, and where it starts (1-based). */
export type YamlSourceNode =
  | { kind: "scalar"; text: string; plain: boolean; tag?: string; line: number; column: number }
  | { kind: "mapping"; pairs: [YamlSourceNode, YamlSourceNode][]; line: number; column: number }
  | { kind: "sequence"; items: YamlSourceNode[]; line: number; column: number };

/** A `#` comment of a YAML text: its text after the `#`, where the `#` stands, and whether content precedes it on its line. */
export interface YamlSourceComment {
  text: string;
  line: number;
  column: number;
  trailing: boolean;
}

/**
 * The documents of `text` as nodes (aliases replaced by the node they name; null for an empty
 * document) and every comment in it, for readers that must keep what a value was written as
 * (plain or quoted) and where comments stand — as go-yaml's node API does. Throws a YamlError.
 */
export function parseYamlNodes(text: string): {
  documents: { root: YamlSourceNode | null; line: number }[];
  comments: YamlSourceComment[];
} {
  const lines = new LineIndex(text, 0);
  let events: Event[];
  try {
    events = parseEvents(text, {});
  } catch (error) {
    throw asYamlError(error, lines, text);
  }
  const anchors = new Map<string, YamlSourceNode>();
  // Text that is a scalar's content (quotes included): a `#` there is not a comment.
  const scalarRanges: [number, number][] = [];
  let index = 0;
  const at = (offset: number) => ({ line: lines.lineAt(offset), column: lines.columnAt(offset) });
  const node = (): YamlSourceNode => {
    const event = events[index++] as Event;
    let result: YamlSourceNode;
    switch (event.type) {
      case EVENT_ID.ALIAS: {
        const target = anchors.get(text.slice(event.anchorStart, event.anchorEnd));
        if (!target) throw new YamlError("unknown alias", ...lineColumn(lines, event.anchorStart));
        return target;
      }
      case EVENT_ID.SCALAR: {
        const quoted =
          event.style === SCALAR_STYLE.SINGLE_QUOTED || event.style === SCALAR_STYLE.DOUBLE_QUOTED;
        scalarRanges.push([event.valueStart - (quoted ? 1 : 0), event.valueEnd + (quoted ? 1 : 0)]);
        const start =
          event.anchorStart >= 0
            ? event.anchorStart - 1
            : event.tagStart >= 0
              ? event.tagStart
              : event.valueStart;
        result = {
          kind: "scalar",
          text: getScalarValue(text, event),
          plain: event.style === SCALAR_STYLE.PLAIN,
          ...(event.tagStart >= 0 ? { tag: text.slice(event.tagStart, event.tagEnd) } : {}),
          ...at(Math.max(event.valueStart >= 0 ? event.valueStart : start, 0)),
        };
        break;
      }
      case EVENT_ID.MAPPING: {
        const pairs: [YamlSourceNode, YamlSourceNode][] = [];
        const position = at(event.start);
        while ((events[index] as Event).type !== EVENT_ID.POP) pairs.push([node(), node()]);
        index++;
        result = { kind: "mapping", pairs, ...(pairs[0] ? at(offsetOfNode(pairs[0][0], lines)) : position) };
        break;
      }
      case EVENT_ID.SEQUENCE: {
        const items: YamlSourceNode[] = [];
        const position = at(event.start);
        while ((events[index] as Event).type !== EVENT_ID.POP) items.push(node());
        index++;
        result = { kind: "sequence", items, ...position };
        break;
      }
      default:
        throw new YamlError("unexpected YAML event", 1, 1);
    }
    if (event.anchorStart >= 0) anchors.set(text.slice(event.anchorStart, event.anchorEnd), result);
    return result;
  };
  const documents: { root: YamlSourceNode | null; line: number }[] = [];
  while (index < events.length) {
    const event = events[index++] as Event;
    if (event.type !== EVENT_ID.DOCUMENT) continue;
    anchors.clear();
    const root = (events[index] as Event).type === EVENT_ID.POP ? null : node();
    index++;
    documents.push({ root, line: root ? root.line : 1 });
  }
  return { documents, comments: findComments(text, scalarRanges, lines) };
}

function lineColumn(lines: LineIndex, offset: number): [number, number] {
  return [lines.lineAt(offset), lines.columnAt(offset)];
}

/** A node's own start, for a mapping's position (its first key). */
function offsetOfNode(node: YamlSourceNode, lines: LineIndex): number {
  return lines.offsetOf(node.line, node.column);
}

/** `#` at a line's start or after a blank, outside every scalar, starts a comment that runs to the line's end. */
function findComments(text: string, scalarRanges: [number, number][], lines: LineIndex): YamlSourceComment[] {
  const comments: YamlSourceComment[] = [];
  const ranges = [...scalarRanges].sort((a, b) => a[0] - b[0]);
  let range = 0;
  for (let offset = text.indexOf("#"); offset >= 0; offset = text.indexOf("#", offset + 1)) {
    while (range < ranges.length && (ranges[range] as [number, number])[1] <= offset) range++;
    const current = ranges[range];
    if (current && current[0] <= offset) continue;
    const before = text[offset - 1];
    if (offset > 0 && before !== " " && before !== "\t" && before !== "\n" && before !== "\r") continue;
    let end = text.indexOf("\n", offset);
    if (end < 0) end = text.length;
    const [line, column] = lineColumn(lines, offset);
    const lineStart = offset - column + 1;
    comments.push({
      text: text.slice(offset + 1, end).replace(/\r$/, ""),
      line,
      column,
      trailing: text.slice(lineStart, offset).trim() !== "",
    });
    offset = end;
  }
  return comments;
}
