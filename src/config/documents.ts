import {
  ARTIFACT_GENERATOR_GROUP,
  documentPieces,
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

export interface DocumentProblem {
  message: string;
  line: number;
  column?: number;
}

export interface ParsedFile {
  documents: YamlDocument[];
  problems: DocumentProblem[];
}

/**
 * Parses the documents of a multi-document file that can be definitions (Flux Kustomizations,
 * ArtifactGenerators). The `---` markers cut the file into documents without parsing it; only
 * runs of documents that mention one of their groups are parsed, one parse per run. Skipping the rest keeps large files such as
 * gotk-components.yaml cheap, and a Helm template or other non-YAML next to a Kustomization
 * is not our problem to report.
 */
export function parseFluxDocuments(text: string): ParsedFile {
  const result: ParsedFile = { documents: [], problems: [] };
  if (!mentionsDefinitions(text)) return result;
  let run: { text: string; lineOffset: number } | undefined;
  for (const piece of documentPieces(text)) {
    if (mentionsDefinitions(piece.text)) {
      if (run) run.text += piece.text;
      else run = { ...piece };
    } else if (run) {
      append(result, parseWithLines(run.text, run.lineOffset));
      run = undefined;
    }
  }
  if (run) append(result, parseWithLines(run.text, run.lineOffset));
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
