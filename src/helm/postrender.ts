// Flux's post-render of a HelmRelease (helm-controller internal/postrender/build.go), run the way
// Helm 4 runs a post-renderer (pkg/action/action.go renderResources): every object is marked with
// the template file it came from, the renderers run in order over the stream (with the default
// "combined" strategy one stream, hooks included; see postRender for the others), the mark is
// taken off again, and the objects are put back in Helm's order (manifest-order.ts).
//
// The renderers, in helm-controller's order:
//   1. each `postRenderers[].kustomize` (patches with targets, images): a kustomization over the
//      rendered objects, built by the real kustomize (helm-controller links kustomize v5.8.1);
//   2. `commonMetadata` labels, then annotations, set on metadata only (kustomize's
//      LabelTransformer/AnnotationsTransformer with the single field spec `metadata/labels`
//      or `metadata/annotations`: selectors and pod templates are left alone);
//   3. the labels `helm.toolkit.fluxcd.io/name|namespace`, last, so they win over commonMetadata.
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  HELM_GROUP,
  type HelmReleaseSpec,
  type ImageOverride,
  type KubeObject,
  type KustomizePatch,
  PATCH_TARGET_FIELDS,
  type PostRenderer,
  parseYamlDocuments,
  stringifyYaml,
  YamlError,
} from "../model/index.js";
import type { Renderer } from "../render/index.js";
import { helmOrder, isHook } from "./manifest-order.js";
import { renderMessages } from "./messages.js";
import { HelmError } from "./types.js";

/** Helm 4's mark of an object's template file while post-renderers run (pkg/action filenameAnnotation). */
export const FILENAME_ANNOTATION = "postrenderer.helm.sh/postrender-filename";

/** One object of the release with the template file Helm rendered it from (`app/templates/x.yaml`). */
export interface ReleaseObject {
  object: KubeObject;
  file: string;
}

/** The labels helm-controller puts on everything it installs (internal/postrender originLabels). */
export function originLabels(release: { name: string; namespace: string }): Record<string, string> {
  return {
    [`${HELM_GROUP}/name`]: release.name,
    [`${HELM_GROUP}/namespace`]: release.namespace,
  };
}

/** Sets `pairs` in metadata[field], creating it when missing (CreateIfNotPresent). */
function setMetadata(
  object: KubeObject,
  field: "labels" | "annotations",
  pairs: Record<string, string>,
): void {
  if (Object.keys(pairs).length === 0) return;
  object.metadata ??= { name: "" };
  const current = object.metadata[field];
  object.metadata[field] = { ...(current && typeof current === "object" ? current : {}), ...pairs };
}

/** Step 2: helm-controller's CommonRenderer (labels, then annotations), in place. */
export function applyCommonMetadata(
  objects: readonly KubeObject[],
  common: HelmReleaseSpec["commonMetadata"],
): void {
  for (const object of objects) {
    if (common?.labels) setMetadata(object, "labels", common.labels);
    if (common?.annotations) setMetadata(object, "annotations", common.annotations);
  }
}

/** Step 3: helm-controller's OriginLabels, in place. */
export function applyOriginLabels(
  objects: readonly KubeObject[],
  release: { name: string; namespace: string },
): void {
  for (const object of objects) setMetadata(object, "labels", originLabels(release));
}

/** helm-controller's kustomization for one post-renderer (internal/postrender/kustomize.go). */
export function postRenderKustomization(
  kustomize: NonNullable<PostRenderer["kustomize"]>,
  input: string,
): Record<string, unknown> {
  const kustomization: Record<string, unknown> = {
    apiVersion: "kustomize.config.k8s.io/v1beta1",
    kind: "Kustomization",
    resources: [input],
  };
  if (kustomize.images.length > 0) kustomization.images = kustomize.images.map(imageEntry);
  if (kustomize.patches.length > 0) kustomization.patches = kustomize.patches.map(patchEntry);
  return kustomization;
}

function imageEntry(image: ImageOverride): Record<string, string> {
  const entry: Record<string, string> = { name: image.name };
  if (image.newName) entry.newName = image.newName;
  if (image.newTag) entry.newTag = image.newTag;
  if (image.digest) entry.digest = image.digest;
  return entry;
}

function patchEntry(patch: KustomizePatch): Record<string, unknown> {
  const entry: Record<string, unknown> = { patch: patch.patch };
  if (patch.target) {
    const target: Record<string, string> = {};
    for (const key of PATCH_TARGET_FIELDS) {
      const value = patch.target[key];
      if (value) target[key] = value;
    }
    if (Object.keys(target).length > 0) entry.target = target;
  }
  return entry;
}

/** YAML stream of `objects`, each its own document. */
export function yamlStream(objects: readonly KubeObject[]): string {
  return objects.map((object) => `---\n${stringifyYaml(object)}`).join("");
}

/**
 * Objects of a YAML stream as the API server will receive them: plain scalars typed by go-yaml v2's
 * rules, which sigs.k8s.io/yaml (Helm's kube client) applies. Empty documents are dropped.
 */
export function parseObjects(text: string): { object: KubeObject; line: number }[] {
  return parseYamlDocuments(text, { schema: "go-yaml-v2" })
    .filter((doc) => doc.value !== null && doc.value !== undefined)
    .map((doc) => ({ object: doc.value as KubeObject, line: doc.line }));
}

export interface PostRenderOptions {
  /** Chart named in messages (`app@1.2.3`). */
  chart: string;
  kustomize: Renderer;
  /** A private directory of this render: the kustomizations are written below it. */
  workDir: string;
  /** kustomize's HOME and TMPDIR. */
  home: string;
  signal?: AbortSignal;
}

export type PostRenderedRelease = Pick<
  HelmReleaseSpec,
  "name" | "namespace" | "commonMetadata" | "postRenderers" | "postRenderStrategy"
>;

/**
 * The objects of a release after Flux's post-render, in Helm's order. With `postRenderStrategy`
 * `separate` the hooks and the other objects go through the chain as two streams; with `nohooks`
 * the hooks skip it entirely (no commonMetadata, no origin labels: Helm 3's behaviour).
 */
export async function postRender(
  objects: readonly ReleaseObject[],
  release: PostRenderedRelease,
  options: PostRenderOptions,
): Promise<ReleaseObject[]> {
  const strategy = release.postRenderStrategy ?? "combined";
  if (strategy === "combined") return helmOrder(await postRenderStream(objects, release, options, ""));
  const hooks = objects.filter(({ object }) => isHook(object));
  const manifests = objects.filter(({ object }) => !isHook(object));
  const out: ReleaseObject[] = [];
  if (hooks.length > 0)
    out.push(
      ...(strategy === "separate"
        ? await postRenderStream(hooks, release, options, "hooks")
        : hooks.map(({ object, file }) => ({ object: structuredClone(object), file }))),
    );
  if (manifests.length > 0) out.push(...(await postRenderStream(manifests, release, options, "manifests")));
  return helmOrder(out);
}

/** One stream through the chain; `group` names what Helm calls the objects a post-renderer made. */
async function postRenderStream(
  objects: readonly ReleaseObject[],
  release: PostRenderedRelease,
  options: PostRenderOptions,
  group: string,
): Promise<ReleaseObject[]> {
  const marked: KubeObject[] = objects.map(({ object, file }) => {
    const copy = structuredClone(object);
    setMetadata(copy, "annotations", { [FILENAME_ANNOTATION]: file });
    return copy;
  });
  const stream = await postRenderChain(marked, release, options);
  return stream.map((object, i) => ({ object, file: unmark(object, i, group) }));
}

/**
 * helm-controller's chain over one stream of objects as Helm hands it to a post-renderer (already
 * marked with their template files): the kustomize renderers in order, commonMetadata, the origin
 * labels. `build` runs it inside postRender; `sync` runs it as Helm's post-renderer plugin.
 */
export async function postRenderChain(
  objects: KubeObject[],
  release: Pick<PostRenderedRelease, "name" | "namespace" | "commonMetadata" | "postRenderers">,
  options: PostRenderOptions,
): Promise<KubeObject[]> {
  let stream = objects;
  for (const [index, renderer] of release.postRenderers.entries()) {
    if (!renderer.kustomize) continue;
    stream = await kustomizePostRender(stream, renderer.kustomize, index, options);
  }
  applyCommonMetadata(stream, release.commonMetadata);
  applyOriginLabels(stream, release);
  return stream;
}

/**
 * Takes the file mark off (pkg/action splitAndDeannotate); an object without one (a post-renderer
 * made it) gets Helm's `generated-by-postrender-<i>.yaml`. An annotations map left empty is
 * dropped, as Helm's stored manifest has none.
 */
function unmark(object: KubeObject, index: number, group: string): string {
  const annotations = object.metadata?.annotations;
  const file = annotations?.[FILENAME_ANNOTATION];
  if (annotations && file !== undefined) {
    delete annotations[FILENAME_ANNOTATION];
    if (Object.keys(annotations).length === 0) delete object.metadata.annotations;
  }
  return file || `generated-by-postrender-${group ? `${group}-` : ""}${index}.yaml`;
}

/** Step 1 for one `postRenderers[index].kustomize`: the objects through the real kustomize. */
export async function kustomizePostRender(
  objects: readonly KubeObject[],
  kustomize: NonNullable<PostRenderer["kustomize"]>,
  index: number,
  options: PostRenderOptions,
): Promise<KubeObject[]> {
  const dir = await mkdtemp(join(options.workDir, `post-render-${index}-`));
  await mkdir(options.home, { recursive: true, mode: 0o700 });
  const input = "helm-output.yaml";
  await writeFile(join(dir, input), yamlStream(objects));
  await writeFile(join(dir, "kustomization.yaml"), stringifyYaml(postRenderKustomization(kustomize, input)));
  let output: string;
  try {
    output = await options.kustomize.build(dir, {
      home: options.home,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw new HelmError(renderMessages.postRenderFailed(options.chart, index, (error as Error).message));
  }
  try {
    return parseObjects(output).map(({ object }) => object);
  } catch (error) {
    if (!(error instanceof YamlError)) throw error;
    throw new HelmError(renderMessages.postRenderFailed(options.chart, index, error.message));
  }
}
