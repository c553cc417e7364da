import { readFileSync, realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import {
  isRecord,
  KUSTOMIZATION_FILES,
  lookAtYamlDocument,
  parseYamlDocuments,
  type SourceLocation,
  type YamlDocument,
  YamlError,
} from "../model/index.js";
import { messages } from "./errors.js";

/**
 * The confined build. Flux runs kustomize with LoadRestrictionsNone inside a secure filesystem
 * rooted at the source (fluxcd/pkg kustomize/filesys MakeFsOnDiskSecure): every path kustomize
 * touches must resolve, after symlinks, inside the source root, so references anywhere in the
 * repository work and nothing else can be read. kustomize-sync runs the kustomize binary, whose
 * filesystem cannot be wrapped, so the same rule is applied before the build to everything that
 * build will load: starting at spec.path, each kustomization file and every field that names a
 * file (the table below, kustomize v5's complete list), following bases, components and
 * generator/transformer configs recursively. One refused path fails the Kustomization with
 * Flux's wording (`path '…' is not in or below '…'`), naming the file and field that referenced
 * it; kustomize runs only over a tree whose every reference was confirmed. Remote bases are
 * refused: their content is not in the source and cannot be checked before kustomize fetches it.
 */

/** What a referenced path is for: another kustomization or a resource file, a plugin config, or plain data. */
type Role = "load" | "plugin" | "file" | "fileSource";

/** Fields of a Kustomization that name files or directories (kustomize v5 api/types/kustomization.go). */
const KUSTOMIZATION_FIELDS: ReadonlyArray<readonly [string, Role]> = [
  ["resources.*", "load"],
  ["bases.*", "load"],
  ["components.*", "load"],
  ["generators.*", "plugin"],
  ["transformers.*", "plugin"],
  ["validators.*", "plugin"],
  ["crds.*", "file"],
  ["configurations.*", "file"],
  ["patchesStrategicMerge.*", "file"],
  ["patches.*.path", "file"],
  ["patchesJson6902.*.path", "file"],
  ["replacements.*.path", "file"],
  ["openapi.path", "file"],
  ["configMapGenerator.*.files.*", "fileSource"],
  ["configMapGenerator.*.envs.*", "file"],
  ["configMapGenerator.*.env", "file"],
  ["secretGenerator.*.files.*", "fileSource"],
  ["secretGenerator.*.envs.*", "file"],
  ["secretGenerator.*.env", "file"],
  ["helmCharts.*.valuesFile", "file"],
  ["helmCharts.*.additionalValuesFiles.*", "file"],
  ["helmGlobals.chartHome", "file"],
  ["helmGlobals.configHome", "file"],
  ["helmChartInflationGenerator.*.chartHome", "file"],
  ["helmChartInflationGenerator.*.values", "file"],
];

/**
 * Fields of kustomize's builtin generator/transformer configs (ConfigMapGenerator,
 * SecretGenerator, PatchTransformer, PatchJson6902Transformer, PatchStrategicMergeTransformer,
 * ReplacementTransformer, HelmChartInflationGenerator) that name files.
 */
const PLUGIN_FIELDS: ReadonlyArray<readonly [string, Role]> = [
  ["files.*", "fileSource"],
  ["envs.*", "file"],
  ["env", "file"],
  ["path", "file"],
  ["paths.*", "file"],
  ["replacements.*.path", "file"],
  ["valuesFile", "file"],
  ["additionalValuesFiles.*", "file"],
  ["chartHome", "file"],
  ["configHome", "file"],
  ["values", "file"],
];

/** A path the build may not read, with where it was named. */
export class ConfinementError extends Error {
  override name = "ConfinementError";
  readonly source?: SourceLocation;
  constructor(message: string, source?: SourceLocation) {
    super(message);
    if (source) this.source = source;
  }
}

export interface ConfineInput {
  /** The source root (absolute): nothing outside it may be read. */
  root: string;
  /** spec.path inside it (absolute). */
  dir: string;
  /** What file names in messages are relative to (the repository root). */
  displayRoot: string;
  /** spec.components, relative to `dir` (Flux appends them to the kustomization). */
  components: readonly string[];
  /** The generated kustomization's resources (relative to `dir`) when spec.path has no kustomization file. */
  generatedResources?: readonly string[];
}

/** The kustomization file of a directory (the first of kustomize's names that is not a directory). */
export async function findKustomizationFile(dir: string): Promise<string | undefined> {
  return kustomizationFileIn(dir);
}

function kustomizationFileIn(dir: string): string | undefined {
  for (const name of KUSTOMIZATION_FILES) {
    const info = statSync(join(dir, name), { throwIfNoEntry: false });
    if (info && !info.isDirectory()) return name;
  }
  return undefined;
}

/** realpath, or undefined where there is nothing (or nothing readable). */
function realOrUndefined(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/** Whether a reference is a remote kustomize target (git or HTTP URL) rather than a local path. */
function remoteScheme(reference: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(reference) || /^[\w.-]+@[\w.-]+:/.test(reference);
}

/** A reference kustomize would try to fetch because no local path has that name (`github.com/org/repo//dir`). */
function remoteLooking(reference: string): boolean {
  const slash = reference.indexOf("/");
  const host = slash > 0 ? reference.slice(0, slash) : "";
  return (
    reference.includes("?ref=") || reference.includes("//") || (host.includes(".") && !/^\.+$/.test(host))
  );
}

/** Whether `child` is `parent` or below it (lexically). */
export function within(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/** `path` as the user should read it: relative to `root` with `/` when it is below it, else as it is. */
export function displayRelative(root: string, path: string): string {
  const rel = relative(root, path);
  return (rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path).split(sep).join("/");
}

interface Resolved {
  /** Absolute path as kustomize joins it (lexically). */
  path: string;
  /** After symlinks; undefined when it does not exist. */
  real?: string;
  isDirectory: boolean;
}

/** A file a kustomization names (not in a generator/transformer config), after symlinks. */
export interface BuildRead {
  /** The field that names it: `secretGenerator[0].envs[0]`, `patches[1].path`. */
  field: string;
  /** As written (generator files may be `key=path`). */
  reference: string;
  /** The file's real path. */
  real: string;
  /** The kustomization file that names it, relative to the repository root, and the line. */
  file: string;
  line?: number;
}

/** What a confined build will read: the files kustomization files name, and their directories. */
export interface BuildReads {
  files: BuildRead[];
  /** Real paths of every directory whose kustomization the build loads. */
  directories: string[];
  /**
   * Every path the walk looked at, as joined and after symlinks, whether it exists or not (a
   * missing resource is an input too: adding it changes the build). `diff --base` compares
   * these between two revisions (reconcile/affected.ts).
   */
  touched: string[];
}

/**
 * Walks the build's references and refuses the first path outside the source root. Synchronous on
 * purpose, as discovery's reach check and the render cache's digest are: a walk is a few dozen
 * stats and small reads, where a promise each (a thread-pool round trip) made read sets of a
 * fleet most of a warm diff's time.
 */
class Confinement {
  private readonly visited = new Set<string>();
  private rootReal = "";
  readonly reads: BuildReads = { files: [], directories: [], touched: [] };

  constructor(private readonly input: ConfineInput) {}

  run(): void {
    this.rootReal = realpathSync.native(this.input.root);
    const top = this.resolvePath(this.input.dir);
    if (!this.allowed(top)) {
      throw new ConfinementError(
        messages.notInSource(this.display(this.input.dir), this.input.root, top.real),
      );
    }
    // kustomize's loader joins relative paths to the directory it was given (lexically) and, for
    // bases, to their real path: check both where they differ.
    const bases = [...new Set([this.input.dir, top.real ?? this.input.dir])];
    if (this.input.generatedResources) {
      const where = { file: this.display(join(this.input.dir, "kustomization.yaml")) };
      firstFailure(
        this.input.generatedResources.map(
          (resource, i) => () =>
            this.reference(resource, "load", bases, false, { ...where, field: `resources[${i}]` }),
        ),
      );
    } else {
      this.kustomization(this.input.dir, bases, false);
    }
    for (const [i, component] of this.input.components.entries()) {
      // Named by the Flux Kustomization itself: the caller places the error at its definition.
      this.reference(component, "load", bases, false, { file: "", field: `spec.components[${i}]` });
    }
  }

  private resolvePath(path: string): Resolved {
    const info = statSync(path, { throwIfNoEntry: false });
    const real = info ? realOrUndefined(path) : undefined;
    this.reads.touched.push(path, ...(real && real !== path ? [real] : []));
    return { path, ...(real ? { real } : {}), isDirectory: info?.isDirectory() ?? false };
  }

  /** Inside the source root after symlinks, and not in its `.git` (never part of a Flux artifact). */
  private allowed(resolved: Resolved): boolean {
    if (resolved.real === undefined) {
      // Not there: kustomize will report it missing, unless it names a place outside.
      return within(this.input.root, resolved.path) || within(this.rootReal, resolved.path);
    }
    if (!within(this.rootReal, resolved.real)) return false;
    return !relative(this.rootReal, resolved.real).split(sep).includes(".git");
  }

  private display(path: string): string {
    return displayRelative(this.input.displayRoot, path);
  }

  private kustomization(dir: string, bases: string[], plugin: boolean): void {
    const key = `${plugin}:${realOrUndefined(dir) ?? dir}`;
    if (this.visited.has(key)) return;
    this.visited.add(key);
    this.reads.directories.push(key.slice(key.indexOf(":") + 1));
    this.reads.touched.push(dir);
    const name = kustomizationFileIn(dir);
    if (!name) return; // kustomize reports the missing kustomization file itself
    const file = join(dir, name);
    const where = { file: this.display(file), field: "" };
    const resolved = this.resolvePath(file);
    if (!this.allowed(resolved)) this.refuse(file, resolved, where);
    const text = readFileSync(file, "utf8");
    let doc: YamlDocument | undefined;
    try {
      doc = lookAtYamlDocument(text);
    } catch (error) {
      if (!(error instanceof YamlError)) throw error;
      // What cannot be read cannot be checked: never hand it to kustomize.
      throw new ConfinementError(`${where.file}: ${error.message}`, { file: where.file, line: error.line });
    }
    if (!doc) return;
    const { value } = doc;
    const checks: (() => void)[] = [];
    for (const [pattern, fieldRole] of KUSTOMIZATION_FIELDS) {
      // In a kustomization listed under generators/transformers, resources are plugin configs.
      const role = plugin && fieldRole === "load" ? "plugin" : fieldRole;
      for (const [path, reference] of matches(value, pattern.split("."))) {
        checks.push(() =>
          this.reference(reference, role, bases, plugin, {
            file: where.file,
            field: fieldName(path),
            line: doc.lineOf(path),
          }),
        );
      }
    }
    firstFailure(checks);
  }

  private reference(
    reference: string,
    role: Role,
    bases: string[],
    plugin: boolean,
    where: { file: string; field: string; line?: number },
  ): void {
    if (reference.includes("\n")) {
      // An inline patch or generator config: only plugin configs can name further files.
      if (role === "plugin") this.pluginConfigText(reference, bases, where);
      return;
    }
    const path =
      role === "fileSource" && reference.includes("=")
        ? reference.slice(reference.indexOf("=") + 1)
        : reference;
    if (path === "") return;
    if ((role === "load" || role === "plugin") && remoteScheme(path)) this.refuseRemote(path, where);
    for (const base of bases) {
      const resolved = this.resolvePath(isAbsolute(path) ? path : resolve(base, path));
      if (!this.allowed(resolved)) this.refuse(path, resolved, where);
      if (role === "file" || role === "fileSource") {
        if (!plugin && resolved.real !== undefined)
          this.reads.files.push({
            field: where.field,
            reference,
            real: resolved.real,
            file: where.file,
            ...(where.line ? { line: where.line } : {}),
          });
        continue;
      }
      if (resolved.real === undefined) {
        if (remoteLooking(path)) this.refuseRemote(path, where);
        continue;
      }
      const nextBases = [...new Set([resolved.path, resolved.real])];
      if (resolved.isDirectory) this.kustomization(resolved.path, nextBases, plugin || role === "plugin");
      else if (role === "plugin") {
        const text = readFileSync(resolved.real, "utf8");
        // kustomize resolves a plugin config's paths against the kustomization that lists it.
        this.pluginConfigText(text, [...bases, dirname(resolved.path)], {
          file: this.display(resolved.path),
          field: "",
        });
      }
    }
  }

  private pluginConfigText(
    text: string,
    bases: string[],
    where: { file: string; field: string; line?: number },
  ): void {
    let documents: YamlDocument[];
    try {
      documents = parseYamlDocuments(text, { allowDuplicateKeys: true });
    } catch (error) {
      if (!(error instanceof YamlError)) throw error;
      throw new ConfinementError(`${where.file}: ${error.message}`, {
        file: where.file,
        ...(where.line ? { line: where.line } : {}),
      });
    }
    for (const doc of documents) {
      const { value } = doc;
      for (const [pattern, role] of PLUGIN_FIELDS) {
        for (const [path, reference] of matches(value, pattern.split("."))) {
          // Lines are those of the config file; an inline config is placed at its entry.
          const line = where.field === "" ? doc.lineOf(path) : where.line;
          const field = where.field ? `${where.field}: ${fieldName(path)}` : fieldName(path);
          this.reference(reference, role, bases, true, {
            file: where.file,
            field,
            ...(line ? { line } : {}),
          });
        }
      }
    }
  }

  private refuse(
    path: string,
    resolved: Resolved,
    where: { file: string; field: string; line?: number },
  ): never {
    const inGit = resolved.real !== undefined && within(this.rootReal, resolved.real);
    const detail = inGit
      ? messages.inGitDirectory(path)
      : messages.notInSource(
          path,
          this.input.root,
          resolved.real !== resolved.path ? resolved.real : undefined,
        );
    throw new ConfinementError(`${located(where)}${detail}`, locationOf(where));
  }

  private refuseRemote(path: string, where: { file: string; field: string; line?: number }): never {
    throw new ConfinementError(
      `${located(where)}${messages.remoteBase(path, this.input.root)}`,
      locationOf(where),
    );
  }
}

function locationOf(where: { file: string; line?: number }): SourceLocation | undefined {
  return where.file ? { file: where.file, ...(where.line ? { line: where.line } : {}) } : undefined;
}

function located(where: { file: string; field: string; line?: number }): string {
  const file = where.file === "" ? "" : `${where.file}${where.line ? `:${where.line}` : ""}: `;
  return `${file}${where.field ? `${where.field}: ` : ""}`;
}

/**
 * Runs every check of one file (each walks what its reference loads, noting what it touched) and
 * rethrows the refusal of the first in file order.
 */
function firstFailure(checks: (() => void)[]): void {
  let first: { error: unknown } | undefined;
  for (const check of checks) {
    try {
      check();
    } catch (error) {
      first ??= { error };
    }
  }
  if (first) throw first.error;
}

/** `configMapGenerator[0].files[1]` */
function fieldName(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
}

/** Every string at `pattern` (segments; `*` is any list index) with its concrete path. */
function matches(
  value: unknown,
  pattern: readonly string[],
  at: (string | number)[] = [],
): [(string | number)[], string][] {
  if (pattern.length === 0) return typeof value === "string" ? [[at, value]] : [];
  const [head, ...rest] = pattern;
  if (head === "*") {
    if (!Array.isArray(value)) return [];
    return value.flatMap((item, i) => matches(item, rest, [...at, i]));
  }
  if (!isRecord(value)) return [];
  return Object.hasOwn(value, head!) ? matches(value[head!], rest, [...at, head!]) : [];
}

/**
 * Refuses (ConfinementError) when the build of spec.path would read anything outside the source
 * root: see the comment at the top of this file. Returns what the build will read (SOPS
 * decryption finds the encrypted inputs of secretGenerators and patches there).
 */
export async function confineBuild(input: ConfineInput): Promise<BuildReads> {
  const confinement = new Confinement(input);
  confinement.run();
  return confinement.reads;
}

/**
 * For a file about to be read by kustomize-sync itself (the generated kustomization reads each
 * YAML file of a plain directory): the same rule, without walking references.
 */
export async function assertInside(root: string, path: string, display: string): Promise<void> {
  const rootReal = realpathSync.native(root);
  const real = realOrUndefined(path);
  if (real === undefined) return;
  if (!within(rootReal, real) || relative(rootReal, real).split(sep).includes(".git")) {
    throw new ConfinementError(messages.notInSource(display, root, real));
  }
}
