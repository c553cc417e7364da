import {
  ARTIFACT_GENERATOR_GROUP,
  countNewlines,
  readYamlDocuments,
  YamlAliasError,
  type YamlDocument,
} from "../model/index.js";
import { problemText } from "./messages.js";

export type { YamlDocument } from "../model/index.js";

/** The text every Flux Kustomization's apiVersion contains. */
export const FLUX_GROUP = "kustomize.toolkit.fluxcd.io";

/** What a definition's apiVersion contains: documents that mention neither are not parsed. */
export const DEFINITION_GROUPS = [FLUX_GROUP, ARTIFACT_GENERATOR_GROUP] as const;

/** Whether the bytes (or text) mention a group that definitions are made of. */
export function mentionsDefinitions(data: Buffer | string): boolean {
  return DEFINITION_GROUPS.some((group) => data.indexOf(group) >= 0);
}

/** The first mention of a definition group at or after `from`; -1 when none. */
function nextMention(text: string, from: number): number {
  let first = -1;
  for (const group of DEFINITION_GROUPS) {
    const at = text.indexOf(group, from);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
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
 * Parses the documents of a multi-document file that can be definitions (Flux Kustomizations,
 * ArtifactGenerators). The `---` markers cut the file into documents without parsing it; only
 * runs of documents that mention one of their groups are parsed, one parse per run. Skipping the rest keeps large files such as
 * gotk-components.yaml cheap, and a Helm template or other non-YAML next to a Kustomization
 * is not our problem to report.
 */
export function parseFluxDocuments(text: string): ParsedFile {
  const result: ParsedFile = { documents: [], problems: [] };
  let mention = nextMention(text, 0);
  if (mention < 0) return result;
  if (DIRECTIVE.test(text)) return parseWithLines(text, 0);

  let runStart = -1;
  let runLine = 0;
  let start = 0;
  let line = 1;
  const take = (end: number) => {
    if (mention >= 0 && mention < start) mention = nextMention(text, start);
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
  const { documents, errors } = readYamlDocuments(slice, { lineOffset });
  const problems = errors.map(
    (error): DocumentProblem =>
      error instanceof YamlAliasError
        ? { message: problemText.aliasBomb(error.limit), line: error.line }
        : {
            message: problemText.invalidYaml(error.line, error.column, error.reason),
            line: error.line,
            column: error.column,
          },
  );
  return { documents, problems };
}
