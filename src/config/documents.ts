import { type Document, isAlias, isMap, isSeq, LineCounter, type Node, parseAllDocuments } from "yaml";
import { problemText } from "./messages.js";

/** The text every Flux Kustomization's apiVersion contains; documents without it are not parsed. */
export const FLUX_GROUP = "kustomize.toolkit.fluxcd.io";

/**
 * Alias uses allowed per document before we call it an alias bomb. yaml's own default; the
 * Kustomizations we look for never need more than a handful of anchors.
 */
export const MAX_ALIAS_COUNT = 100;

/** One parsed YAML document that mentions the Flux group, with a way back to its lines. */
export interface YamlDocument {
  value: unknown;
  /** 1-based line where the document's content starts. */
  line: number;
  /** 1-based line of the node at `path`, or of its deepest existing ancestor. */
  lineOf(path: readonly (string | number)[]): number;
}

export interface DocumentProblem {
  message: string;
  line: number;
  column?: number;
}

export interface ParsedFile {
  documents: YamlDocument[];
  problems: DocumentProblem[];
}

// A document marker: `---` at column 0 followed by whitespace or the end of the line. YAML
// forbids this sequence inside any scalar's content, so splitting on it is exact.
const DOCUMENT_START = /^---(?=[ \t\r\n]|$)/gm;
// A directive (%YAML, %TAG) belongs to the document after the next marker.
const DIRECTIVE = /^%/m;

/**
 * Parses the documents of a multi-document file that can be Flux Kustomizations. The `---`
 * markers cut the file into documents without parsing it; only runs of documents that mention
 * the Flux group go through yaml, one parse per run. Skipping the rest keeps large files such
 * as gotk-components.yaml cheap, and a Helm template or other non-YAML next to a Kustomization
 * is not our problem to report.
 */
export function parseFluxDocuments(text: string): ParsedFile {
  const result: ParsedFile = { documents: [], problems: [] };
  let mention = text.indexOf(FLUX_GROUP);
  if (mention < 0) return result;
  if (DIRECTIVE.test(text)) return parseWithLines(text, 0);

  let runStart = -1;
  let runLine = 0;
  let start = 0;
  let line = 1;
  const take = (end: number) => {
    if (mention >= 0 && mention < start) mention = text.indexOf(FLUX_GROUP, start);
    const mentions = mention >= 0 && mention < end;
    if (mentions && runStart < 0) {
      runStart = start;
      runLine = line;
    } else if (!mentions && runStart >= 0) {
      append(result, parseWithLines(text.slice(runStart, start), runLine - 1));
      runStart = -1;
    }
    line += countNewlines(text, start, end);
    start = end;
  };
  for (const marker of text.matchAll(DOCUMENT_START)) {
    if (marker.index > start) take(marker.index);
  }
  take(text.length);
  if (runStart >= 0) append(result, parseWithLines(text.slice(runStart), runLine - 1));
  return result;
}

function append(into: ParsedFile, parsed: ParsedFile): void {
  into.documents.push(...parsed.documents);
  into.problems.push(...parsed.problems);
}

function parseWithLines(slice: string, lineOffset: number): ParsedFile {
  const into: ParsedFile = { documents: [], problems: [] };
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(slice, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + lineOffset;
  for (const doc of Array.isArray(docs) ? docs : []) {
    if (doc.errors.length > 0) {
      for (const error of doc.errors) {
        const pos = lineCounter.linePos(error.pos[0]);
        const line = pos.line + lineOffset;
        const reason = error.message.split("\n")[0] ?? error.code;
        into.problems.push({
          message: problemText.invalidYaml(line, pos.col, reason),
          line,
          column: pos.col,
        });
      }
      continue;
    }
    const contentStart = doc.contents?.range[0] ?? doc.range[0];
    let value: unknown;
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      // yaml throws a ReferenceError when aliases expand past maxAliasCount.
      const message =
        error instanceof ReferenceError ? problemText.aliasBomb(MAX_ALIAS_COUNT) : String(error);
      into.problems.push({ message, line: lineAt(contentStart) });
      continue;
    }
    into.documents.push({
      value,
      line: lineAt(contentStart),
      lineOf: (path) => lineAt(offsetOf(doc, path) ?? contentStart),
    });
  }
  return into;
}

/**
 * Offset of the node at `path`: for a mapping entry the key's position (so a block value
 * reports the line that names it), for a list item the item's start. Stops at the deepest
 * node that exists, which is the parent mapping for a missing key.
 */
function offsetOf(doc: Document.Parsed, path: readonly (string | number)[]): number | undefined {
  let node: unknown = doc.contents;
  let offset = (node as Node | null)?.range?.[0];
  for (const segment of path) {
    if (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) {
      const pair = node.items.find((item) => keyOf(item.key) === String(segment));
      if (!pair) break;
      offset = (pair.key as Node | null)?.range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === "number") {
      const item = node.items[segment] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset;
}

function keyOf(key: unknown): string | undefined {
  const value = (key as { value?: unknown } | null)?.value;
  return value === undefined || value === null ? undefined : String(value);
}

function countNewlines(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = s.indexOf("\n", from); i >= 0 && i < to; i = s.indexOf("\n", i + 1)) n++;
  return n;
}
