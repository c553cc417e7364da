import { readFile, stat } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";
import { parseYaml, readYamlDocuments, type SourceLocation } from "../model/index.js";

interface DocumentIndex {
  kind: string;
  name: string;
  line: number;
}

/**
 * Maps kustomize's `config.kubernetes.io/origin` annotation (paths relative to the build
 * directory) back to a file relative to the repository root, plus the line of the object's
 * document when the file holds it unambiguously. One instance per render: it caches files.
 */
export class ProvenanceMapper {
  private readonly files = new Map<string, Promise<DocumentIndex[]>>();

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

  private index(file: string): Promise<DocumentIndex[]> {
    let cached = this.files.get(file);
    if (!cached) {
      cached = readFile(file, "utf8")
        .then((text) => {
          const out: DocumentIndex[] = [];
          for (const doc of readYamlDocuments(text).documents) {
            const value = doc.value as { kind?: unknown; metadata?: { name?: unknown } } | null;
            if (!value || typeof value !== "object") continue;
            out.push({
              kind: String(value.kind ?? ""),
              name: String(value.metadata?.name ?? ""),
              line: doc.line,
            });
          }
          return out;
        })
        .catch(() => []);
      this.files.set(file, cached);
    }
    return cached;
  }

  private display(absolute: string): string {
    const rel = relative(this.root, this.copiedFrom?.get(absolute) ?? absolute);
    const inside = rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
    return (inside ? rel : absolute).split(sep).join("/");
  }

  async locate(origin: string | undefined, kind: string, name: string): Promise<SourceLocation | undefined> {
    if (!origin) return undefined;
    let parsed: { path?: unknown; configuredIn?: unknown; repo?: unknown };
    try {
      parsed = (parseYaml(origin) ?? {}) as typeof parsed;
    } catch {
      return undefined;
    }
    // Remote bases have no file in this checkout.
    if (parsed.repo) return undefined;
    if (typeof parsed.path === "string") {
      const absolute = join(this.buildDir, parsed.path);
      const docs = (await this.index(absolute)).filter((d) => d.kind === kind);
      // The rendered name may carry a prefix/suffix: the longest original name it contains wins.
      const byName = docs
        .filter((d) => d.name !== "" && name.includes(d.name))
        .sort((a, b) => b.name.length - a.name.length);
      const match = docs.length === 1 ? docs[0] : byName[0];
      const location: SourceLocation = { file: this.display(absolute) };
      if (match) location.line = match.line;
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
