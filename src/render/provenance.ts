import { readFile, stat } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";
import { parseYaml, readYamlDocuments, type SourceLocation } from "../model/index.js";

/** One kind's documents in a file: how many, and the first line of each distinct non-empty name, in file order. */
interface KindIndex {
  count: number;
  firstLine: number | undefined;
  lines: Map<string, number>;
}

type FileIndex = Map<string, KindIndex>;

/** A document of a file: its kind, its name ("" when it has none) and the line it starts at. */
interface IndexedDocument {
  kind: string;
  name: string;
  line: number;
}

/** The index of a file's documents, given in file order. */
function fileIndex(documents: Iterable<IndexedDocument>): FileIndex {
  const out: FileIndex = new Map();
  for (const { kind, name, line } of documents) {
    let entry = out.get(kind);
    if (!entry) {
      entry = { count: 0, firstLine: line, lines: new Map() };
      out.set(kind, entry);
    }
    entry.count++;
    if (name !== "" && !entry.lines.has(name)) entry.lines.set(name, line);
  }
  return out;
}

interface Origin {
  path?: unknown;
  configuredIn?: unknown;
  repo?: unknown;
}

/**
 * Maps kustomize's `config.kubernetes.io/origin` annotation (paths relative to the build
 * directory) back to a file relative to the repository root, plus the line of the object's
 * document when the file holds it unambiguously. One instance per render: it caches files.
 */
export class ProvenanceMapper {
  private readonly files = new Map<string, Promise<FileIndex>>();
  /** Parsed origin annotations by text: the objects of one file share one (undefined: not YAML). */
  private readonly origins = new Map<string, Origin | undefined>();

  /**
   * @param root repository root (absolute)
   * @param buildDir the real directory of spec.path (what origin paths are relative to)
   */
  constructor(
    private readonly root: string,
    private readonly buildDir: string,
    /** Our temporary directory: a kustomization there is ours, not the user's. */
    private readonly temporary: string,
    /** Files of a built ExternalArtifact → the checkout's files they were copied from. */
    private readonly copiedFrom?: ReadonlyMap<string, string>,
  ) {}

  /**
   * Gives the index of a file whose documents the caller has already parsed (a plain directory
   * rendered in process), so that the file is not parsed once more: every non-empty document's
   * kind, name and line, as index() would read them.
   */
  indexParsed(file: string, documents: readonly IndexedDocument[]): void {
    this.files.set(file, Promise.resolve(fileIndex([...documents].sort((a, b) => a.line - b.line))));
  }

  private index(file: string): Promise<FileIndex> {
    let cached = this.files.get(file);
    if (!cached) {
      cached = readFile(file, "utf8")
        .then((text) =>
          fileIndex(
            readYamlDocuments(text).documents.flatMap((doc) => {
              const value = doc.value as { kind?: unknown; metadata?: { name?: unknown } } | null;
              if (!value || typeof value !== "object") return [];
              return [
                { kind: String(value.kind ?? ""), name: String(value.metadata?.name ?? ""), line: doc.line },
              ];
            }),
          ),
        )
        .catch(() => new Map());
      this.files.set(file, cached);
    }
    return cached;
  }

  /** Displayed names by absolute path: the objects of one file share one string. */
  private readonly displayed = new Map<string, string>();

  private display(absolute: string): string {
    let shown = this.displayed.get(absolute);
    if (shown === undefined) {
      shown = this.displayName(absolute);
      this.displayed.set(absolute, shown);
    }
    return shown;
  }

  private displayName(absolute: string): string {
    const rel = relative(this.root, this.copiedFrom?.get(absolute) ?? absolute);
    const inside = rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
    return (inside ? rel : absolute).split(sep).join("/");
  }

  private origin(text: string): Origin | undefined {
    if (this.origins.has(text)) return this.origins.get(text);
    let parsed: Origin | undefined;
    try {
      parsed = (parseYaml(text) ?? {}) as Origin;
    } catch {
      parsed = undefined;
    }
    this.origins.set(text, parsed);
    return parsed;
  }

  async locate(origin: string | undefined, kind: string, name: string): Promise<SourceLocation | undefined> {
    if (!origin) return undefined;
    const parsed = this.origin(origin);
    if (!parsed) return undefined;
    // Remote bases have no file in this checkout.
    if (parsed.repo) return undefined;
    if (typeof parsed.path === "string") {
      const absolute = join(this.buildDir, parsed.path);
      const docs = (await this.index(absolute)).get(kind);
      const line = docs && (docs.count === 1 ? docs.firstLine : lineOfName(docs.lines, name));
      const location: SourceLocation = { file: this.display(absolute) };
      if (line !== undefined) location.line = line;
      return location;
    }
    if (typeof parsed.configuredIn === "string") {
      // A generator or transformer of a kustomization. When it is the kustomization we wrote
      // (generated for a plain directory), or a JSON patch replaced the whole annotations map
      // (kustomize then attributes the object to the patch), there is no user file to name.
      const absolute = join(this.buildDir, parsed.configuredIn);
      if (absolute.startsWith(`${this.temporary}${sep}`)) return undefined;
      const exists = await stat(absolute).then(
        (s) => s.isFile(),
        () => false,
      );
      return exists ? { file: this.display(absolute) } : undefined;
    }
    return undefined;
  }
}

/**
 * The line of the document whose name is the rendered name, or else of the longest original name
 * the rendered name contains (a namePrefix/nameSuffix rename); among names of equal length the
 * first in the file. Looking up the name's substrings, longest first, costs at most L²/2 lookups
 * for a name of L characters; a scan of the kind's names is cheaper when there are fewer of them.
 */
function lineOfName(lines: ReadonlyMap<string, number>, name: string): number | undefined {
  if (name === "") return undefined;
  const exact = lines.get(name);
  if (exact !== undefined) return exact;
  if (lines.size <= (name.length * (name.length + 1)) / 2) {
    let best: string | undefined;
    for (const candidate of lines.keys())
      if (candidate.length > (best?.length ?? 0) && name.includes(candidate)) best = candidate;
    return best === undefined ? undefined : lines.get(best);
  }
  // Lines grow in file order, so the smallest line of a length is the first such name in the file.
  for (let length = name.length - 1; length > 0; length--) {
    let best: number | undefined;
    for (let start = 0; start + length <= name.length; start++) {
      const line = lines.get(name.slice(start, start + length));
      if (line !== undefined && (best === undefined || line < best)) best = line;
    }
    if (best !== undefined) return best;
  }
  return undefined;
}
