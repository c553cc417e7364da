import { isUtf8 } from "node:buffer";
import { readFile } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import type {
  ArtifactGeneratorSpec,
  KustomizationSpec,
  Problem,
  SourceLocation,
  WalkIndexes,
} from "../model/index.js";
import {
  ARTIFACT_GENERATOR_GROUP,
  DEFAULT_NAMESPACE,
  formatLocation,
  isRecord,
  kustomizationKey,
  mapLimit,
} from "../model/index.js";
import { checkBeyondSchema } from "./checks.js";
import { FLUX_GROUP, mentionsDefinitions, parseFluxDocuments, type YamlDocument } from "./documents.js";
import { ARTIFACT_GENERATOR_API_VERSIONS, readArtifactGenerator } from "./generators.js";
import { fieldText, problemText } from "./messages.js";
import { normaliseKustomization } from "./normalise.js";
import { mayRenderDefinitions } from "./reach.js";
import { FLUX_API_VERSIONS, formatFieldPath, isFluxApiVersion, validateAgainstSchema } from "./schema.js";
import { type FoundFiles, findYamlFiles, isInside, relativeOrDot } from "./walk.js";

export interface LoadOptions {
  /** The repository root, absolute. Every reported file is relative to it. */
  root: string;
  /** Directory (or single file) to scan, absolute or relative to `root`; default `root`. */
  path?: string;
  /** Namespace for Kustomizations without metadata.namespace; default "flux-system" as in `flux bootstrap`. */
  defaultNamespace?: string;
  /** Walks kept by earlier runs (model/walk-index.ts). */
  walks?: WalkIndexes;
}

export interface LoadResult {
  /** Valid Kustomizations, in file order; invalid or duplicate definitions are left out. */
  kustomizations: KustomizationSpec[];
  /** Valid ArtifactGenerators (the ExternalArtifacts they build are sources), in file order. */
  generators: ArtifactGeneratorSpec[];
  /**
   * Directories (absolute) holding a kustomization that can render definitions: what they define
   * is what kustomize renders from them (discovery renders them), not the files they hold.
   */
  renderUnits: string[];
  /** Everything wrong, each with file:line; empty when the repository is fine. */
  problems: Problem[];
}

/** Definitions read from objects: files, or a render's output. */
export interface Definitions {
  kustomizations: KustomizationSpec[];
  generators: ArtifactGeneratorSpec[];
  problems: Problem[];
}

/** Files read at once: enough to hide disk latency, few enough to stay clear of EMFILE. */
const READ_CONCURRENCY = 64;

/**
 * Finds, parses and validates every Flux Kustomization and ArtifactGenerator in the files under
 * `path`, and lists the directories whose definitions are what kustomize renders from them (see
 * LoadResult.renderUnits; discovery renders those). Never throws for anything in the repository:
 * each mistake becomes one Problem line.
 */
export async function loadKustomizations(options: LoadOptions): Promise<LoadResult> {
  const root = path.resolve(options.root);
  const defaultNamespace = options.defaultNamespace || DEFAULT_NAMESPACE;
  const start = path.resolve(root, options.path ?? ".");
  const shownStart = displayPath(root, options.path ?? ".", start);
  const problems: Problem[] = [];
  const failed = (message: string): LoadResult => ({
    kustomizations: [],
    generators: [],
    renderUnits: [],
    problems: [{ message }],
  });

  if (!isInside(start, root)) return failed(problemText.pathOutsideRoot(shownStart));
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch {
    return failed(problemText.pathNotFound(root));
  }
  let realStart: string;
  try {
    await stat(start);
    realStart = await realpath(start);
  } catch {
    return failed(problemText.pathNotFound(shownStart));
  }
  // A path inside the checkout can still be a symlink out of it.
  if (!isInside(realStart, realRoot)) return failed(problemText.pathOutsideRoot(shownStart));

  const index = options.walks?.of(realRoot);
  // The walk and which files need reading, as an earlier run found them while nothing it looked
  // at changed: most files of a repository name no Flux group and are only stamped then.
  const walkKey = `definitions\0${start}`;
  const kept = index?.get<KeptWalk>(walkKey);
  const began = Date.now();
  const walk = kept ? undefined : await findYamlFiles(start, realRoot);
  const found = kept?.found ?? (walk as FoundFiles);
  const reaching = await Promise.all(
    found.kustomizeDirs.map((dir) => mayRenderDefinitions(dir, realRoot, index)),
  );
  const renderUnits = found.kustomizeDirs.filter((_, i) => reaching[i]);
  const relative = (file: string) => relativeOrDot(root, file);
  for (const p of found.problems) problems.push({ message: p.message, source: { file: relative(p.file) } });

  const toRead = kept?.read ?? found.files;
  const perFile = await mapLimit(toRead, READ_CONCURRENCY, (file) =>
    loadFile(file, relative(file), defaultNamespace).catch(
      // A bug of ours must still come out as one line about one file, not a stack trace.
      (error: unknown): FileResult => ({
        kustomizations: [],
        generators: [],
        problems: [{ message: problemText.unreadable(String(error)), source: { file: relative(file) } }],
        sawFluxDocument: true,
      }),
    ),
  );
  if (index && walk) {
    const { walked, ...rest } = walk;
    const read = toRead.filter((_, i) => !perFile[i]?.definesNothing);
    index.put(walkKey, { found: rest, read } satisfies KeptWalk, [...walked, ...walk.files], began);
  }

  const merged = withoutDuplicates(perFile);
  problems.push(...merged.problems);
  // Only worth saying when nothing else explains it (a broken file may hold the definitions).
  if (
    merged.kustomizations.length === 0 &&
    renderUnits.length === 0 &&
    problems.length === 0 &&
    !perFile.some((f) => f.sawFluxDocument)
  ) {
    problems.push({ message: problemText.noKustomizations(shownStart) });
  }
  return { kustomizations: merged.kustomizations, generators: merged.generators, renderUnits, problems };
}

/**
 * Definitions from objects of a render's output (Flux Kustomizations and ArtifactGenerators,
 * everything else passed over), each validated as if read from its file: problems point at the
 * object's source, where kustomize's origin annotation gives one.
 */
export function readDefinitionObjects(
  objects: ReadonlyArray<{ object: unknown; source: SourceLocation }>,
  defaultNamespace: string = DEFAULT_NAMESPACE,
): Definitions {
  const into: FileResult = { kustomizations: [], generators: [], problems: [], sawFluxDocument: false };
  for (const { object, source } of objects) {
    const line = source.line ?? 0;
    const document: YamlDocument = { value: object, line, lineOf: () => line };
    readObject(object, [], { document, file: source.file, defaultNamespace, into });
  }
  return withoutDuplicates([into]);
}

/** Definitions in order, each `namespace/name` once per kind: a second one is a problem naming both. */
function withoutDuplicates(results: readonly FileResult[]): Definitions {
  const out: Definitions = { kustomizations: [], generators: [], problems: [] };
  const first = new Map<string, SourceLocation>();
  const keep = (kind: string, key: string, source: SourceLocation): boolean => {
    const seen = first.get(`${kind}/${key}`);
    if (seen) {
      out.problems.push({
        message: problemText.duplicate(key, formatLocation(seen), formatLocation(source), kind, [
          seen.file,
          source.file,
        ]),
        object: `${kind}/${key}`,
        source,
      });
      return false;
    }
    first.set(`${kind}/${key}`, source);
    return true;
  };
  for (const result of results) {
    out.problems.push(...result.problems);
    for (const spec of result.kustomizations)
      if (keep("Kustomization", kustomizationKey(spec), spec.source)) out.kustomizations.push(spec);
    for (const generator of result.generators)
      if (keep("ArtifactGenerator", kustomizationKey(generator), generator.source))
        out.generators.push(generator);
  }
  return out;
}

interface FileResult {
  kustomizations: KustomizationSpec[];
  generators: ArtifactGeneratorSpec[];
  problems: Problem[];
  /** True when some document was meant as a definition, valid or not. */
  sawFluxDocument: boolean;
  /** Read, UTF-8, and naming no Flux group: nothing to say about it while it stays as it is. */
  definesNothing?: true;
}

/** A walk of the definitions path kept for later runs: what it found, and the files to read (the rest define nothing). */
interface KeptWalk {
  found: Omit<FoundFiles, "walked">;
  read: string[];
}

async function loadFile(file: string, shownFile: string, defaultNamespace: string): Promise<FileResult> {
  const result: FileResult = { kustomizations: [], generators: [], problems: [], sawFluxDocument: false };
  let bytes: Buffer;
  try {
    bytes = await readWholeFile(file);
  } catch (error) {
    result.problems.push({
      message: problemText.unreadable((error as Error).message),
      source: { file: shownFile },
    });
    return result;
  }
  // kustomize and the API server reject non-UTF-8 YAML too; say so even for files we would skip.
  if (!isUtf8(bytes)) {
    result.problems.push({ message: problemText.notUtf8, source: { file: shownFile } });
    return result;
  }
  // Byte-level pre-filter: the group names are ASCII, so they appear byte-for-byte in any file
  // that can define a Kustomization or a generator; most files in a repository are skipped undecoded.
  if (!mentionsDefinitions(bytes)) return { ...result, definesNothing: true };
  const text = bytes.toString("utf8");
  const parsed = parseFluxDocuments(text);
  for (const p of parsed.problems) {
    result.sawFluxDocument = true;
    result.problems.push({
      message: p.message,
      source: { file: shownFile, line: p.line, ...(p.column ? { column: p.column } : {}) },
    });
  }
  for (const document of parsed.documents) {
    readDocument(document, shownFile, defaultNamespace, result);
  }
  return result;
}

/** Handles one parsed document: a Kustomization, a `kind: List` of them, or something else. */
function readDocument(
  document: YamlDocument,
  file: string,
  defaultNamespace: string,
  into: FileResult,
): void {
  const { value } = document;
  if (value === null || value === undefined) return;
  if (!isRecord(value)) {
    into.sawFluxDocument = true;
    const found = Array.isArray(value) ? "a list" : `a ${typeof value}`;
    into.problems.push({ message: problemText.notAMapping(found), source: { file, line: document.line } });
    return;
  }
  // kubectl and kustomize both expand `kind: List`; Flux applies what kustomize expands.
  if (value.kind === "List" && value.apiVersion === "v1" && Array.isArray(value.items)) {
    value.items.forEach((item, i) => {
      readObject(item, ["items", i], { document, file, defaultNamespace, into });
    });
    return;
  }
  readObject(value, [], { document, file, defaultNamespace, into });
}

/** Where an object being read comes from, and the result it is read into. */
interface Reading {
  document: YamlDocument;
  file: string;
  defaultNamespace: string;
  into: FileResult;
}

function readObject(object: unknown, at: Array<string | number>, reading: Reading): void {
  const { document, file, defaultNamespace, into } = reading;
  if (!isRecord(object) || typeof object.apiVersion !== "string") return;
  const apiVersion = object.apiVersion;
  if (apiVersion === ARTIFACT_GENERATOR_GROUP || apiVersion.startsWith(`${ARTIFACT_GENERATOR_GROUP}/`)) {
    readGenerator(object, at, reading);
    return;
  }
  // kustomize's own kustomization.yaml (kustomize.config.k8s.io) shares the kind; only the
  // group tells them apart.
  if (apiVersion !== FLUX_GROUP && !apiVersion.startsWith(`${FLUX_GROUP}/`)) return;
  into.sawFluxDocument = true;
  // The group serves one kind, so anything else in it is a typo (`Kustomisation`).
  if (object.kind !== "Kustomization") {
    const line = document.lineOf([...at, "kind"]);
    const message = `kind: ${fieldText.unsupported(object.kind ?? "", ["Kustomization"])}`;
    into.problems.push({ message, source: { file, line } });
    return;
  }
  const source: SourceLocation = { file, line: document.lineOf(at) };
  const name = isRecord(object.metadata) ? object.metadata.name : undefined;
  const namespace = (isRecord(object.metadata) && object.metadata.namespace) || defaultNamespace;
  const objectRef = typeof name === "string" && name ? `Kustomization/${namespace}/${name}` : undefined;
  const problem = (message: string, line: number): Problem => ({
    message,
    ...(objectRef ? { object: objectRef } : {}),
    source: { file, line },
  });

  if (!isFluxApiVersion(apiVersion)) {
    into.problems.push(
      problem(
        problemText.unknownApiVersion(apiVersion, FLUX_API_VERSIONS),
        document.lineOf([...at, "apiVersion"]),
      ),
    );
    return;
  }
  const fieldErrors = [...validateAgainstSchema(apiVersion, object), ...checkBeyondSchema(object)];
  if (fieldErrors.length > 0) {
    const located = fieldErrors.map((e) => ({
      line: document.lineOf([...at, ...e.linePath]),
      text: `${formatFieldPath(e.path)}: ${e.message}`,
    }));
    located.sort((a, b) => a.line - b.line || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    for (const e of located) into.problems.push(problem(e.text, e.line));
    return;
  }
  into.kustomizations.push(normaliseKustomization(object, apiVersion, defaultNamespace, source));
}

/** A source-watcher ArtifactGenerator (its group serves other kinds, which are not definitions). */
function readGenerator(object: Record<string, unknown>, at: Array<string | number>, reading: Reading): void {
  const { document, file, defaultNamespace, into } = reading;
  if (object.kind !== "ArtifactGenerator") return;
  into.sawFluxDocument = true;
  const apiVersion = object.apiVersion as string;
  const source: SourceLocation = { file, line: document.lineOf(at) };
  if (!(ARTIFACT_GENERATOR_API_VERSIONS as readonly string[]).includes(apiVersion)) {
    into.problems.push({
      message: problemText.unknownApiVersion(apiVersion, ARTIFACT_GENERATOR_API_VERSIONS),
      source: { file, line: document.lineOf([...at, "apiVersion"]) },
    });
    return;
  }
  const read = readArtifactGenerator(object, defaultNamespace, source, (path) =>
    document.lineOf([...at, ...path]),
  );
  into.problems.push(...read.problems);
  if (read.generator) into.generators.push(read.generator);
}

/**
 * fs.readFile with a callback: in Node 20 the promise version goes through a FileHandle and
 * costs several extra thread-pool round trips per file, which dominated loading small files.
 */
function readWholeFile(file: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    readFile(file, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

function displayPath(root: string, given: string, resolved: string): string {
  return path.isAbsolute(given) && !isInside(resolved, root) ? given : relativeOrDot(root, resolved);
}
