import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, posix, relative, sep } from "node:path";
import { refOf } from "../cluster/refs.js";
import type { KubeObject } from "../cluster/types.js";
import {
  escapeRegExp,
  formatRef,
  isRecord,
  type KustomizationSpec,
  type Manifest,
  parseYaml,
  type SourceLocation,
  stringifyYaml,
  YamlError,
} from "../model/index.js";
import { assertInside, type BuildReads, ConfinementError, confineBuild } from "./confine.js";
import type { RenderContext } from "./context.js";
import { DecryptionError, mirrorDecrypted, RenderDecryption } from "./decrypt.js";
import { BuildError, messages } from "./errors.js";
import {
  type GeneratedKustomization,
  generateKustomization,
  hasOverlayFields,
  isLocalRelativePath,
  mirrorSource,
  ORIGIN_ANNOTATION,
  PATCH_PROBE_PREFIX,
  type ScannedDocuments,
  wrapperPreservesBuild,
} from "./generator.js";
import { applyPatches, listedFiles, type PlainDocument, renderPlain, substitutable } from "./plain.js";
import { ProvenanceMapper } from "./provenance.js";
import { KustomizeError } from "./renderer.js";
import { scratchDir } from "./scratch.js";
import { resolveSource } from "./sources.js";
import {
  loadVariables,
  readSubstituted,
  SubstitutedValueError,
  substituteText,
  substitutionDisabled,
  type Variables,
  VariablesError,
  validateVariableNames,
} from "./substitute.js";

export interface RenderResult {
  /** The objects to apply: everything rendered except Flux Kustomizations (reconciled, not applied). */
  manifests: Manifest[];
  /** Everything rendered, in kustomize's order: what `flux build kustomization` prints. */
  objects: Manifest[];
  /** Things that did not fail the build but a user should see (unmatched patch targets, skipped files). */
  warnings: string[];
}

/**
 * A Flux Kustomization among rendered objects: kustomize-sync reconciles it itself (a child
 * definition), so it is never applied as an object.
 */
export function isKustomizationObject(object: { apiVersion?: unknown; kind?: unknown }): boolean {
  return (
    object.kind === "Kustomization" &&
    typeof object.apiVersion === "string" &&
    object.apiVersion.startsWith("kustomize.toolkit.fluxcd.io/")
  );
}

/**
 * spec.path inside the source the way Flux's SecureJoin treats it: `..` cannot climb above
 * the source root. Returns a normalised relative path ("" for the root).
 */
export function securePath(path: string): string {
  const resolved = posix.resolve("/", path.replaceAll("\\", "/"));
  return resolved === "/" ? "" : resolved.slice(1);
}

function splitDocuments(output: string): string[] {
  // kustomize separates documents with a bare `---` line; inside block scalars such a line
  // is always indented, so this split is exact for kustomize output.
  return output.split(/^---[ \t]*$/m).filter((doc) => doc.trim() !== "");
}

function isKubeObject(value: unknown): value is KubeObject {
  if (!isRecord(value) || !isRecord(value.metadata)) return false;
  const { apiVersion, kind, metadata } = value;
  return (
    typeof apiVersion === "string" &&
    apiVersion !== "" &&
    typeof kind === "string" &&
    kind !== "" &&
    typeof metadata.name === "string" &&
    metadata.name !== ""
  );
}

function objectLabel(object: KubeObject): string {
  return formatRef(refOf(object));
}

/** Removes the origin annotation we asked kustomize for; drops `metadata.annotations` when it ends up empty. */
function stripBuildAnnotations(object: KubeObject, keepOrigin: boolean): { origin?: string } {
  const annotations = object.metadata.annotations;
  if (!annotations) return {};
  const origin = annotations[ORIGIN_ANNOTATION];
  if (!keepOrigin) delete annotations[ORIGIN_ANNOTATION];
  if (Object.keys(annotations).length === 0) delete object.metadata.annotations;
  return origin !== undefined ? { origin } : {};
}

/**
 * Renders one Kustomization as Flux's kustomize-controller would: kustomize build of spec.path
 * (a generated kustomization when there is none) with the overlay fields merged in, then
 * post-build substitution per object, then commonMetadata. The user's tree is never written:
 * the kustomization is built from a temporary directory, removed afterwards. When an overlay
 * field has to be merged into a kustomization file of the user's, that directory mirrors
 * spec.path with symlinks (Flux's own layout, see mirrorSource); otherwise the kustomization
 * there reaches the user's files by relative paths. Throws BuildError.
 */
export async function renderKustomization(
  spec: KustomizationSpec,
  ctx: RenderContext,
): Promise<RenderResult> {
  const id = `${spec.namespace}/${spec.name}`;
  const fail = (detail: string, reason: "BuildFailed" | "ArtifactFailed" = "BuildFailed") =>
    new BuildError(id, detail, { reason, source: spec.source });

  const resolved = await resolveSource(spec, ctx);
  const sourceDir = resolved.dir;
  const relPath = securePath(spec.path);
  const displayPath = relPath === "" ? "./" : `./${relPath}`;
  const dir = join(sourceDir, relPath);
  const info = await stat(dir).catch(() => undefined);
  if (!info) throw fail(messages.pathNotFound(displayPath), "ArtifactFailed");
  if (!info.isDirectory()) throw fail(messages.pathNotDirectory(displayPath), "ArtifactFailed");
  // spec.path itself may be a link out of the source: refused before any of it is read.
  await assertInside(sourceDir, dir, displayPath).catch((error: Error) => {
    throw fail(messages.kustomizeFailed(error.message));
  });

  const components = [];
  for (const component of spec.components) {
    if (!isLocalRelativePath(component)) throw fail(messages.componentNotLocal(component));
    if (await stat(join(dir, component)).catch(() => undefined)) components.push(component);
    else if (!spec.ignoreMissingComponents)
      throw fail(messages.componentNotFound(component, `./${posix.join(relPath || ".", component)}`));
  }
  const effective = components.length === spec.components.length ? spec : { ...spec, components };

  // Cluster reads for substituteFrom overlap with the kustomize run.
  const variablesLoading = loadVariables(spec, ctx).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

  const source = { dir: sourceDir, relPath };
  const tmpRoot = await mkdtemp(join(scratchDir(), "render-"));
  const cleanup = [tmpRoot];
  // kustomize's HOME and TMPDIR: this render's own directory, removed with it.
  const buildOptions = { home: tmpRoot, ...(ctx.signal ? { signal: ctx.signal } : {}) };
  try {
    const mirrorOnly = ctx.isolation === "mirror";
    // Kept build metadata names paths relative to the kustomization: only Flux's own layout has the same.
    const fastPossible = !mirrorOnly && !spec.buildMetadata?.length;
    const pathBase = fastPossible ? relative(tmpRoot, dir).split(sep).join("/") : "";
    // A plain directory with nothing to merge may be rendered in process (plain.ts), from the
    // documents the generator parses anyway.
    // (targetNamespace and patches aside: kustomize's namespace transformer and plain patches,
    // which plain.ts does where that is all: renderPlain's transforms, applyPatches.)
    const { targetNamespace, ...untargeted } = effective;
    const plainPossible = fastPossible && !hasOverlayFields({ ...untargeted, patches: [] }, ctx.images);
    const scannedDocuments: ScannedDocuments | undefined = plainPossible ? new Map() : undefined;
    let generated: GeneratedKustomization;
    let reads: BuildReads;
    try {
      generated = await generateKustomization(
        dir,
        displayPath,
        effective,
        ctx.images,
        pathBase,
        source,
        scannedDocuments,
      );
      // Nothing reaches kustomize before every path it would read was confirmed inside the source.
      reads = await confineBuild({
        root: sourceDir,
        dir,
        displayRoot: ctx.root,
        components: effective.components,
        ...(generated.created ? { generatedResources: generated.scanned ?? [] } : {}),
      });
    } catch (error) {
      const source = error instanceof ConfinementError ? error.source : undefined;
      throw new BuildError(id, messages.kustomizeFailed((error as Error).message), {
        source: source ?? spec.source,
      });
    }
    // SOPS (spec.decryption): secretGenerator and patch files are decrypted before kustomize
    // reads them, from a private copy of the build tree (mirrorDecrypted); objects after it.
    const decryption = new RenderDecryption(spec, ctx);
    const decryptedInputs = await decryption.decryptInputs(reads).catch((error: unknown) => {
      throw decryptionFailed(spec, error);
    });
    if (decryptedInputs && generated.created)
      generated = await generateKustomization(dir, displayPath, effective, ctx.images, "", source);
    const readable = (error: unknown) => {
      const text =
        error instanceof KustomizeError ? error.message : String((error as Error).message ?? error);
      // Temporary paths mean nothing to the user: show them relative to the source.
      return text
        .replace(new RegExp(`${escapeRegExp(tmpRoot)}/(mirror|probe)-\\d/`, "g"), "")
        .replaceAll(tmpRoot, ".")
        .replaceAll(`${sourceDir}/`, "")
        .replaceAll(`${ctx.root}/`, "");
    };

    let output: string | undefined;
    let originBase = tmpRoot;
    // The probe build (unmatched patch targets), in the real one's layout: run once the real
    // output leaves a target in doubt (evidentlyMatched).
    let probe: (() => Promise<string | undefined>) | undefined;
    // A plain directory with nothing to merge: kustomize would only read, check and sort its
    // objects, in a time that grows with their square (plain.ts); undefined leaves it to kustomize.
    let plain: PlainDocument[] | undefined;
    if (plainPossible && !decryptedInputs && !generated.keepOrigin) {
      // Flux sets targetNamespace as the kustomization's `namespace:`, replacing the user's.
      const target = targetNamespace ? { namespace: targetNamespace } : {};
      if (generated.created)
        plain = await renderPlain(dir, generated.scanned ?? [], scannedDocuments, target);
      else if (generated.user) {
        // A kustomization of the user's that only lists files renders as a plain directory does.
        const listed = await listedFiles(dir, generated.fileName, generated.user);
        if (listed)
          plain = await renderPlain(dir, listed.files, undefined, { ...listed.transforms, ...target });
      }
    }
    scannedDocuments?.clear();
    // The patches that selected objects, when plain.ts applied them (the others draw the warning).
    let patchedInProcess: Set<number> | undefined = new Set();
    if (plain && effective.patches.length > 0) {
      patchedInProcess = applyPatches(effective.patches, plain);
      if (!patchedInProcess) plain = undefined;
    }
    if (plain && substitutable(plain)) {
      const loaded = await variablesLoading;
      if (!("value" in loaded) || loaded.value.enabled) plain = undefined;
    }
    const fastLayout =
      !plain &&
      fastPossible &&
      !decryptedInputs &&
      !generated.keepOrigin &&
      (generated.created ||
        (!hasOverlayFields(effective, ctx.images) && wrapperPreservesBuild(generated.user)));
    if (fastLayout) {
      // Nothing to merge into a file of the user's (or no such file): the kustomization can
      // live in the temporary directory and reach the user's files by relative paths, with no
      // mirror to build. Same objects as Flux's layout (the golden tests run both layouts).
      const content = generated.created
        ? generated.content
        : stringifyYaml({
            apiVersion: "kustomize.config.k8s.io/v1beta1",
            kind: "Kustomization",
            resources: [pathBase],
            buildMetadata: ["originAnnotations"],
          });
      await writeFile(join(tmpRoot, "kustomization.yaml"), content);
      const probeContent = generated.created ? generated.probeContent : undefined;
      if (probeContent !== undefined) {
        probe = async () => {
          // A sibling of tmpRoot: the same relative paths lead from it to the user's files.
          const probeRoot = await mkdtemp(join(dirname(tmpRoot), "render-"));
          cleanup.push(probeRoot);
          await writeFile(join(probeRoot, "kustomization.yaml"), probeContent);
          return ctx.renderer.build(probeRoot, { ...buildOptions, home: probeRoot }).catch(() => undefined);
        };
      }
      try {
        output = await ctx.renderer.build(tmpRoot, buildOptions);
      } catch {
        // Rebuilt below in Flux's own layout, so that the error reads exactly as Flux's.
        probe = undefined;
        if (generated.created)
          generated = await generateKustomization(dir, displayPath, effective, ctx.images, "", source);
      }
    }
    if (output === undefined && !plain) {
      // Flux merges the overlay fields into the user's kustomization file, in its directory.
      originBase = dir;
      const kustomization = generated;
      const attempt = async (
        name: string,
        references: string[] | undefined,
        content = kustomization.content,
      ) => {
        const view = join(tmpRoot, name);
        await mkdir(view);
        if (decryptedInputs) {
          // Decrypted files exist only for the build: the view is removed as soon as kustomize is done.
          const buildDir = await mirrorDecrypted(
            sourceDir,
            dir,
            view,
            kustomization.fileName,
            reads,
            decryptedInputs,
          );
          await writeFile(join(buildDir, kustomization.fileName), content);
          return ctx.renderer
            .build(buildDir, buildOptions)
            .finally(() => rm(view, { recursive: true, force: true }));
        }
        const buildDir = await mirrorSource(sourceDir, relPath, view, kustomization.fileName, references);
        await writeFile(join(buildDir, kustomization.fileName), content);
        return ctx.renderer.build(buildDir, buildOptions);
      };
      const probeContent = kustomization.probeContent;
      if (probeContent !== undefined)
        probe = () => attempt("probe-2", undefined, probeContent).catch(() => undefined);
      try {
        output = await attempt("mirror-1", kustomization.references).catch((lazyFailure: unknown) =>
          // A reference the link heuristic missed looks like a missing file: the full mirror
          // settles it, and its error (if any) is the one Flux would report.
          kustomization.references ? attempt("mirror-2", undefined) : Promise.reject(lazyFailure),
        );
      } catch (error) {
        throw fail(messages.kustomizeFailed(readable(error)));
      }
    }
    const matchedProbes = plain
      ? patchedInProcess
      : probe && output !== undefined
        ? (evidentlyMatched(output, generated.probes, effective.patches) ?? matchedPatches(await probe()))
        : undefined;
    const warnings = [...(spec.warnings ?? []), ...generated.warnings];
    for (const [index, target] of generated.probes) {
      // No probe output (its build failed) says nothing either way.
      if (matchedProbes && !matchedProbes.has(index)) {
        warnings.push(
          `patches[${index}] (target ${target}) matched no objects: kustomize ignores it silently, and so does Flux`,
        );
      }
    }
    return await postBuild(
      spec,
      ctx,
      plain ?? (output as string),
      plain ? dir : originBase,
      tmpRoot,
      generated,
      warnings,
      variablesLoading,
      fail,
      decryption,
      resolved.copiedFrom,
    );
  } finally {
    await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

/** A substituted object's text read back as kustomize-controller reads it; `fail` makes the BuildError. */
function readSubstitutedObject(text: string, fail: (detail: string) => BuildError): KubeObject {
  let value: unknown;
  try {
    value = readSubstituted(text);
  } catch (error) {
    // Never echo the text: it may now hold Secret values.
    if (error instanceof SubstitutedValueError) throw fail(`envsubst error: ${error.message}`);
    const why = error instanceof YamlError ? ` (${error.message})` : "";
    throw fail(`envsubst error: YAMLToJSON: the substituted object is not valid YAML${why}`);
  }
  if (!isKubeObject(value)) throw fail("the substituted object has no apiVersion, kind or name");
  return value;
}

/** A DecryptionError as the Kustomization's BuildError, at the encrypted file when known; anything else as it is. */
function decryptionFailed(spec: KustomizationSpec, error: unknown): unknown {
  if (!(error instanceof DecryptionError)) return error;
  return new BuildError(`${spec.namespace}/${spec.name}`, error.message, {
    source: error.source ?? spec.source,
  });
}

/** The patch indexes whose probe annotation appears in the probe build's output; undefined without one. */
function matchedPatches(probeOutput: string | undefined): Set<number> | undefined {
  if (probeOutput === undefined) return undefined;
  const matched = new Set<number>();
  for (const match of probeOutput.matchAll(PROBE_ANNOTATION)) matched.add(Number(match[1]));
  return matched;
}

/**
 * The probed patches, all matched, when the output shows it: each target names only a group,
 * version or kind (no name, namespace or selector, which transformers after a patch can change)
 * and an object of that kind is in the output — kustomize applies the kustomization's patches to
 * everything its resources and generators made, and no transformer changes a kind. Undefined when
 * any is in doubt: the probe build settles it.
 */
function evidentlyMatched(
  output: string,
  probes: ReadonlyMap<number, string>,
  patches: readonly KustomizationSpec["patches"][number][],
): Set<number> | undefined {
  const targets = [...probes.keys()].map((index) => ({ index, target: patches[index]?.target }));
  if (
    targets.some(
      ({ target }) =>
        !target || target.name || target.namespace || target.labelSelector || target.annotationSelector,
    )
  )
    return undefined;
  const kinds = new Set<string>();
  for (const doc of splitDocuments(output)) {
    // kustomize writes a document's own fields at column 0; nested ones are indented.
    const apiVersion = /^apiVersion:[ \t]*["']?([^"'\s]+)/m.exec(doc)?.[1] ?? "";
    const kind = /^kind:[ \t]*["']?([^"'\s]+)/m.exec(doc)?.[1] ?? "";
    kinds.add(`${apiVersion.includes("/") ? apiVersion : `/${apiVersion}`}/${kind}`);
  }
  const matched = new Set<number>();
  for (const { index, target } of targets) {
    const met = [...kinds].some((id) => {
      const [group, version, kind] = id.split("/");
      return (
        (!target!.group || target!.group === group) &&
        (!target!.version || target!.version === version) &&
        (!target!.kind || target!.kind === kind)
      );
    });
    if (!met) return undefined;
    matched.add(index);
  }
  return matched;
}

const PROBE_ANNOTATION = new RegExp(`${escapeRegExp(PATCH_PROBE_PREFIX)}(\\d+)`, "g");

async function postBuild(
  spec: KustomizationSpec,
  ctx: RenderContext,
  /** kustomize's output, or the objects of a plain directory rendered without it. */
  built: string | PlainDocument[],
  /** What the origin annotations' paths are relative to: the directory kustomize built. */
  originBase: string,
  tmpRoot: string,
  generated: GeneratedKustomization,
  warnings: string[],
  variablesLoading: Promise<{ value: Variables } | { error: unknown }>,
  fail: (detail: string) => BuildError,
  decryption: RenderDecryption,
  /** A built ExternalArtifact's files → the checkout's, so that sources name the repository's files. */
  copiedFrom?: ReadonlyMap<string, string>,
): Promise<RenderResult> {
  const id = `${spec.namespace}/${spec.name}`;
  const provenance = new ProvenanceMapper(ctx.root, originBase, tmpRoot, copiedFrom);
  const parsed: Array<{ text: string; object: KubeObject; source: Promise<SourceLocation | undefined> }> = [];
  const inProcess = typeof built !== "string";
  if (inProcess) {
    // The provenance index of each file from the documents renderPlain parsed (no second parse),
    // and one origin text per file rather than per object.
    const byFile = new Map<
      string,
      { origin: string; documents: { kind: string; name: string; line: number }[] }
    >();
    for (const { object, path, line } of built) {
      let file = byFile.get(path);
      if (!file) {
        file = { origin: stringifyYaml({ path }), documents: [] };
        byFile.set(path, file);
      }
      file.documents.push({ kind: object.kind, name: object.metadata.name, line });
    }
    for (const [path, { documents }] of byFile) provenance.indexParsed(join(originBase, path), documents);
    for (const { object, path } of built) {
      stripBuildAnnotations(object, generated.keepOrigin);
      parsed.push({
        // Substituted as kustomize's text would be: renderKustomization only renders in process
        // when substitution is off or no string holds a `$`, so either text substitutes to itself.
        text: "",
        object,
        source: provenance.locate(byFile.get(path)!.origin, object.kind, object.metadata.name),
      });
    }
  }
  for (const [index, text] of (inProcess ? [] : splitDocuments(built)).entries()) {
    const value = parseYaml(text);
    if (value === null || value === undefined) continue;
    if (!isKubeObject(value))
      throw fail(messages.notAnObject(`document ${index + 1} of the kustomize output`));
    const { origin } = stripBuildAnnotations(value, generated.keepOrigin);
    parsed.push({ text, object: value, source: provenance.locate(origin, value.kind, value.metadata.name) });
  }
  const sources = await Promise.all(parsed.map((p) => p.source));
  // Before substitution, as kustomize-controller decrypts each object before substituting it.
  await decryption.decryptObjects(parsed, sources, warnings).catch((error: unknown) => {
    throw decryptionFailed(spec, error);
  });

  const loaded = await variablesLoading;
  if ("error" in loaded) {
    if (loaded.error instanceof VariablesError) throw fail(loaded.error.message);
    throw loaded.error;
  }
  const variables = loaded.value;
  warnings.push(...variables.warnings);
  let namesChecked = false;

  const manifests: Manifest[] = [];
  for (const [i, { text, object: built }] of parsed.entries()) {
    let object = built;
    const source = sources[i];

    if (variables.enabled && !substitutionDisabled(object.metadata)) {
      if (!namesChecked) {
        try {
          validateVariableNames(variables.values);
        } catch (error) {
          throw fail(messages.postBuildFailed(objectLabel(object), (error as Error).message));
        }
        namesChecked = true;
      }
      const original = inProcess ? stringifyYaml(object) : text;
      let substituted: string;
      try {
        substituted = substituteText(
          original,
          variables.values,
          (ctx.strictSubstitution ?? false) && !variables.unread,
        );
      } catch (error) {
        throw new BuildError(id, messages.postBuildFailed(objectLabel(object), (error as Error).message), {
          source: source ?? spec.source,
        });
      }
      // Flux decodes every object again, but text it wrote itself reads back as the same object.
      if (substituted !== original) {
        object = readSubstitutedObject(
          substituted,
          (detail) =>
            new BuildError(id, messages.postBuildFailed(objectLabel(object), detail), {
              source: source ?? spec.source,
            }),
        );
        stripBuildAnnotations(object, generated.keepOrigin);
      }
    }

    const manifest: Manifest = { object };
    if (source) manifest.source = source;
    manifests.push(manifest);
  }

  const common = spec.commonMetadata;
  if (common && (common.labels || common.annotations)) {
    // Flux stamps these after the build (and after substitution), overriding existing keys.
    for (const { object } of manifests) {
      if (common.labels && Object.keys(common.labels).length > 0)
        object.metadata.labels = { ...(object.metadata.labels ?? {}), ...common.labels };
      if (common.annotations && Object.keys(common.annotations).length > 0)
        object.metadata.annotations = { ...(object.metadata.annotations ?? {}), ...common.annotations };
    }
  }

  decryption.markDecrypted(manifests.map((m) => m.object));
  // What the API server may quote back in an error must be redacted from every output.
  for (const { object } of manifests) {
    if (object.kind !== "Secret" || object.apiVersion !== "v1") continue;
    ctx.secrets?.addSecretData(object.data, { base64: true });
    ctx.secrets?.addSecretData(object.stringData);
  }
  return {
    manifests: manifests.filter(({ object }) => !isKustomizationObject(object)),
    objects: manifests,
    warnings,
  };
}
