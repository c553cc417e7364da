import { mkdir, readdir, readFile, symlink } from "node:fs/promises";
import { join, posix } from "node:path";
import {
  type ImageOverride,
  KUSTOMIZATION_FILES,
  type KustomizationSpec,
  type KustomizePatch,
  PATCH_TARGET_FIELDS,
  parseYamlValues,
  YamlError,
  YamlMappingEditor,
} from "../model/index.js";
import { assertInside, findKustomizationFile } from "./confine.js";
import { SourceIgnore } from "./sourceignore.js";

/** Annotation kustomize writes for `buildMetadata: [originAnnotations]`. */
export const ORIGIN_ANNOTATION = "config.kubernetes.io/origin";
/** Per-patch marker used to learn whether a patch target matched anything (stripped after build). */
export const PATCH_PROBE_PREFIX = "kustomize-sync.io/patch-probe-";

export interface GeneratedKustomization {
  /** File name to write in the build directory. */
  fileName: string;
  /** The kustomization to build, with Flux's overlay fields merged in. */
  content: string;
  /** Whether the user asked for origin annotations themselves (then they stay on the objects). */
  keepOrigin: boolean;
  /** True when the directory had no kustomization file and this one lists its YAML files. */
  created: boolean;
  /** The user's kustomization as written (before merging), when there is one and it parses. */
  user?: Record<string, unknown>;
  /** When `created`: the resources it lists, relative to spec.path (what the confined build checks). */
  scanned?: string[];
  /** Strings of the final kustomization (possible relative paths); undefined when it could not be parsed. */
  references?: string[];
  /** Patches with a target: patch index → description for the "matched no objects" warning. */
  probes: Map<number, string>;
  /** The same kustomization with probe patches, for the build that finds unmatched targets; never applied. */
  probeContent?: string;
  warnings: string[];
}

/** The parsed documents of a scanned file, by its entry in `scanned` (`./path`), each with its first line. */
export type ScannedDocuments = Map<string, { value: unknown; line: number }[]>;

/** True when every document of the file is a Kubernetes object (has apiVersion and kind). */
function kubernetesObjectFile(documents: readonly { value: unknown }[]): "objects" | "empty" | "other" {
  let objects = 0;
  for (const { value } of documents) {
    if (value === null || value === undefined) continue;
    if (typeof value !== "object" || Array.isArray(value)) return "other";
    const { apiVersion, kind } = value as Record<string, unknown>;
    if (typeof apiVersion !== "string" || typeof kind !== "string") return "other";
    objects++;
  }
  return objects > 0 ? "objects" : "empty";
}

/**
 * Flux's generated kustomization for a directory without one: every .yaml/.yml file found
 * recursively, in walk order; a sub-directory holding a kustomization file is listed as one
 * resource and not descended into. We also skip files that are not Kubernetes objects (with a
 * warning): kustomize, and so Flux, would fail the whole build on them.
 */
async function scanManifests(
  base: string,
  displayBase: string,
  warnings: string[],
  source?: { dir: string; relPath: string },
  parsed?: ScannedDocuments,
): Promise<string[]> {
  // Paths relative to the source root, for .sourceignore rules (root, then deeper files).
  const ignore = new SourceIgnore();
  const rootRel = source?.relPath ?? "";
  if (source) {
    const segments = rootRel === "" ? [] : rootRel.split("/");
    for (let i = 0; i <= segments.length; i++) await ignore.load(source.dir, segments.slice(0, i).join("/"));
  }
  const sourcePath = (rel: string) => (rootRel ? `${rootRel}/${rel}` : rel);
  const resources: string[] = [];
  const display = (rel: string) => `${displayBase.replace(/\/$/, "")}/${rel}`;
  const walk = async (dir: string, rel: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (ignore.ignores(sourcePath(relPath), true)) continue;
        if (await findKustomizationFile(full)) resources.push(`./${relPath}`);
        else {
          if (source) await ignore.load(source.dir, sourcePath(relPath));
          await walk(full, relPath);
        }
        continue;
      }
      if (!/\.ya?ml$/.test(entry.name) || ignore.ignores(sourcePath(relPath), false)) continue;
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      // A link is read only when it stays inside the source (the confined build's rule).
      if (entry.isSymbolicLink() && source) await assertInside(source.dir, full, display(relPath));
      const text = await readFile(full, "utf8");
      let documents: { value: unknown; line: number }[];
      let kind: ReturnType<typeof kubernetesObjectFile>;
      try {
        // One document at a time (parseYamlValues): a large file's parse events never all at once.
        documents = parseYamlValues(text);
        kind = kubernetesObjectFile(documents);
      } catch (error) {
        throw new Error(
          `failed to decode Kubernetes YAML from ${display(relPath)}: ${(error as Error).message}`,
        );
      }
      if (kind === "objects") {
        resources.push(`./${relPath}`);
        parsed?.set(`./${relPath}`, documents);
      } else if (kind === "other")
        warnings.push(
          `skipped ${display(relPath)}: not a Kubernetes object (no apiVersion/kind); ` +
            "a kustomize build, and so Flux, would fail on it",
        );
    }
  };
  await walk(base, "");
  return resources;
}

function describeTarget(patch: KustomizePatch): string {
  const t = patch.target ?? {};
  return Object.entries(t)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => `${k}=${v}`)
    .join(",");
}

function cleanTarget(target: NonNullable<KustomizePatch["target"]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of PATCH_TARGET_FIELDS) {
    const value = target[key];
    if (value !== undefined && value !== "") out[key] = value;
  }
  return out;
}

/**
 * Merges image overrides by name the way Flux's generator does: `newName` replaces when set;
 * `newTag` and `digest` select the version together, so setting either replaces both.
 */
export function mergeImages(base: ImageOverride[], overrides: ImageOverride[]): ImageOverride[] {
  const result = base.map((image) => ({ ...image }));
  for (const image of overrides) {
    const existing = result.find((i) => i.name === image.name);
    if (!existing) {
      result.push({ ...image });
      continue;
    }
    if (image.newName) existing.newName = image.newName;
    if (image.newTag || image.digest) {
      delete existing.newTag;
      delete existing.digest;
      if (image.newTag) existing.newTag = image.newTag;
      if (image.digest) existing.digest = image.digest;
    }
  }
  return result;
}

function imageNode(image: ImageOverride): Record<string, string> {
  const out: Record<string, string> = { name: image.name };
  if (image.newName) out.newName = image.newName;
  if (image.newTag) out.newTag = image.newTag;
  if (image.digest) out.digest = image.digest;
  return out;
}

/** A local, relative component path (Flux rejects absolute paths and remote URLs). */
export function isLocalRelativePath(path: string): boolean {
  return !posix.isAbsolute(path) && !/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(path) && !/^[\w.-]+@/.test(path);
}

/**
 * Builds the kustomization Flux would build for `spec` in `dir` (the real directory of
 * spec.path): the user's file, or a generated one, with targetNamespace, namePrefix,
 * nameSuffix, patches, components and images merged in the same way as Flux's generator
 * (fluxcd/pkg/kustomize): the user's namespace/prefix/suffix are replaced, patches and
 * components appended, images merged by name. Flux merges these into the same kustomization
 * rather than wrapping it, so Flux patches target names before the prefix is added and an
 * image override can change one field of an image the kustomization already rewrites.
 */
export async function generateKustomization(
  dir: string,
  displayPath: string,
  spec: KustomizationSpec,
  globalImages: ImageOverride[] = [],
  pathBase = "",
  /** The source root and spec.path in it, for `.sourceignore` files above and below `dir`. */
  source?: { dir: string; relPath: string },
  /** Filled with the documents of the listed files, for renderPlain (so that they are parsed once). */
  parsed?: ScannedDocuments,
): Promise<GeneratedKustomization> {
  const warnings: string[] = [];
  const existing = await findKustomizationFile(dir);
  let text: string | undefined;
  let fileName: string;
  let user: Record<string, unknown> | undefined;
  let scanned: string[] | undefined;
  let resources: string[] = [];
  if (existing) {
    fileName = existing;
    text = await readFile(join(dir, existing), "utf8");
  } else {
    fileName = "kustomization.yaml";
    // When the file is written elsewhere (pathBase), its paths lead back to `dir`.
    scanned = await scanManifests(dir, displayPath, warnings, source, parsed);
    resources = scanned.map((r) => (pathBase ? posix.join(pathBase, r) : r));
  }
  const open = (): YamlMappingEditor | null => {
    if (text === undefined) {
      return YamlMappingEditor.create({
        apiVersion: "kustomize.config.k8s.io/v1beta1",
        kind: "Kustomization",
        ...(resources.length > 0 ? { resources } : {}),
      });
    }
    try {
      return YamlMappingEditor.parse(text);
    } catch (error) {
      if (!(error instanceof YamlError)) throw error;
      return null;
    }
  };
  const doc = open();
  if (!doc) {
    // Let kustomize report the problem in its own words.
    return {
      fileName,
      content: text ?? "",
      created: false,
      keepOrigin: false,
      probes: new Map(),
      warnings,
    };
  }
  if (existing) user = { ...doc.value };

  // kustomize silently ignores a patch whose target matches nothing. To say so, a second build
  // (never the one whose objects are used) carries probes: a marker patch with the same target
  // right before each targeted patch sees exactly the objects that patch sees; a second one
  // after all patches survives a later patch that replaces the whole annotations map.
  const probes = new Map<number, string>();
  const inherited = new Set(spec.inheritedPatches);
  spec.patches.forEach((patch, index) => {
    if (patch.target && !inherited.has(index)) probes.set(index, describeTarget(patch));
  });
  const entries = (withProbes: boolean): unknown[] => {
    const out: unknown[] = [];
    spec.patches.forEach((patch, index) => {
      if (withProbes && patch.target && probes.has(index)) out.push(probePatch(index, patch.target));
      out.push(
        patch.target ? { patch: patch.patch, target: cleanTarget(patch.target) } : { patch: patch.patch },
      );
    });
    if (withProbes)
      spec.patches.forEach((patch, index) => {
        if (patch.target && probes.has(index)) out.push(probePatch(index, patch.target));
      });
    return out;
  };

  const merge = (target: YamlMappingEditor, withProbes: boolean): boolean => {
    if (spec.targetNamespace) target.set("namespace", spec.targetNamespace);
    // Empty strings are absent in Flux's API (omitempty), so they never clear the user's values.
    if (spec.namePrefix) target.set("namePrefix", spec.namePrefix);
    if (spec.nameSuffix) target.set("nameSuffix", spec.nameSuffix);
    if (spec.patches.length > 0) target.append("patches", entries(withProbes));
    if (spec.components.length > 0) {
      const specComponents = spec.components.map((c) =>
        pathBase && !existing ? posix.join(pathBase, c) : c,
      );
      target.append("components", specComponents);
    }
    const overrides = mergeImages(spec.images, globalImages);
    if (overrides.length > 0) {
      const current = target.value.images as ImageOverride[] | undefined;
      const merged = mergeImages(Array.isArray(current) ? current : [], overrides);
      target.set("images", merged.map(imageNode));
    }
    // spec.buildMetadata replaces the kustomization's own (Flux's generator); origin annotations
    // are added for provenance and removed after the build unless asked for.
    const written = target.value.buildMetadata;
    // Flux sets originAnnotations on a kustomization of the user's that lists no resources (to
    // avoid kustomize's "kustomization.yaml is empty"), so those objects keep the annotation.
    const noResources =
      existing && !(Array.isArray(target.value.resources) && target.value.resources.length > 0);
    const asked = spec.buildMetadata?.length
      ? [...spec.buildMetadata]
      : noResources
        ? ["originAnnotations"]
        : Array.isArray(written)
          ? (written as string[])
          : [];
    const keep = asked.includes("originAnnotations");
    if (!keep || spec.buildMetadata?.length || noResources)
      target.set("buildMetadata", keep ? asked : [...asked, "originAnnotations"]);
    return keep;
  };
  const keepOrigin = merge(doc, false);
  const probeDoc = probes.size > 0 ? open() : null;
  if (probeDoc) merge(probeDoc, true);

  return {
    fileName,
    content: doc.toString(),
    ...(probeDoc ? { probeContent: probeDoc.toString() } : {}),
    created: !existing,
    ...(user ? { user } : {}),
    ...(scanned ? { scanned } : {}),
    references: stringsIn(doc.value),
    keepOrigin,
    probes,
    warnings,
  };
}

function probePatch(index: number, target: NonNullable<KustomizePatch["target"]>) {
  return {
    patch: [
      "apiVersion: v1",
      "kind: KustomizeSyncProbe",
      "metadata:",
      "  name: probe",
      "  annotations:",
      `    ${PATCH_PROBE_PREFIX}${index}: "1"`,
      "",
    ].join("\n"),
    target: cleanTarget(target),
  };
}

/** Whether the spec (or the action's global images) asks for any overlay field to be merged. */
export function hasOverlayFields(spec: KustomizationSpec, globalImages: ImageOverride[] = []): boolean {
  return Boolean(
    spec.targetNamespace ||
      spec.namePrefix ||
      spec.nameSuffix ||
      spec.patches.length > 0 ||
      spec.components.length > 0 ||
      spec.images.length > 0 ||
      (spec.buildMetadata?.length ?? 0) > 0 ||
      globalImages.length > 0,
  );
}

/**
 * Whether building the user's kustomization as the only resource of a wrapper that adds nothing
 * but origin annotations yields exactly what building it directly yields. Not when the wrapper
 * would change something only the top level decides (sortOptions, buildMetadata), when it is a
 * Component, or when it has no resources (Flux then adds buildMetadata to avoid kustomize's
 * "kustomization.yaml is empty").
 */
export function wrapperPreservesBuild(user: Record<string, unknown> | undefined): boolean {
  if (!user) return false;
  if (user.kind !== undefined && user.kind !== "Kustomization") return false;
  if (user.sortOptions !== undefined || user.buildMetadata !== undefined) return false;
  return Array.isArray(user.resources) && user.resources.length > 0;
}

/** Every string in a parsed kustomization: the candidates for paths it refers to. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsIn(item, out);
  return out;
}

/**
 * For each directory level of the chain root → spec.path (0 = source root), the entry names
 * that the kustomization's relative references can reach through that level.
 */
function reachableEntries(relPath: string, references: string[]): Map<number, Set<string>> {
  const chain = relPath === "" ? [] : relPath.split("/");
  const needed = new Map<number, Set<string>>();
  const add = (level: number, name: string) => {
    const set = needed.get(level) ?? new Set<string>();
    set.add(name);
    needed.set(level, set);
  };
  for (const reference of references) {
    // `key=path` (generator files) and plain paths; URLs and absolute paths never resolve here.
    for (const candidate of [reference, reference.slice(reference.indexOf("=") + 1)]) {
      if (
        candidate === "" ||
        candidate.includes("\n") ||
        posix.isAbsolute(candidate) ||
        candidate.includes("://")
      )
        continue;
      const normalized = posix.normalize(posix.join(relPath || ".", candidate));
      if (normalized === "." || normalized.startsWith("../")) continue;
      const segments = normalized.split("/");
      let level = 0;
      while (level < chain.length && segments[level] === chain[level]) level++;
      if (level < segments.length) add(level, segments[level]!);
    }
  }
  return needed;
}

/**
 * Builds a throw-away view of the source in `tmp` where spec.path is a real directory holding
 * the generated kustomization and symlinks to the user's entries, and every directory above it
 * (up to the source root) is mirrored the same way. Relative references (`../base`, files of
 * generators, components) then resolve exactly as in the user's tree, which is never written.
 * Bases reached this way are loaded by kustomize through their real path, so only what the
 * kustomization file itself names needs a link: with `references` (its strings) only those
 * entries are linked (symlinks are the cost of a render); without, everything is.
 * Returns the build directory.
 */
export async function mirrorSource(
  sourceDir: string,
  relPath: string,
  tmp: string,
  replacedFile: string,
  references?: string[],
): Promise<string> {
  const segments = relPath === "" ? [] : relPath.split("/");
  const needed = references ? reachableEntries(relPath, references) : undefined;
  let real = sourceDir;
  let view = tmp;
  for (let i = 0; i <= segments.length; i++) {
    const next = segments[i];
    const wanted = needed?.get(i);
    const entries = await readdir(real);
    await Promise.all(
      entries
        .filter((entry) => entry !== next && !(next === undefined && entry === replacedFile))
        // kustomize refuses a directory with two kustomization files: keep the others visible.
        .filter(
          (entry) =>
            !needed || wanted?.has(entry) || (next === undefined && KUSTOMIZATION_FILES.includes(entry)),
        )
        .map((entry) => symlink(join(real, entry), join(view, entry))),
    );
    if (next === undefined) break;
    real = join(real, next);
    view = join(view, next);
    await mkdir(view);
  }
  return view;
}
