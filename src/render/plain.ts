import { readFile, stat } from "node:fs/promises";
import { basename, join } from "node:path";
// The event stream is the one place that says whether a file uses anchors, aliases, tags or directives (model/yaml.ts reads values only).
import { EVENT_ID, getScalarValue, parseEvents, SCALAR_STYLE } from "js-yaml";
import type { KubeObject } from "../cluster/types.js";
import { GO_YAML_V3_WORDS } from "../model/goyaml.js";
import {
  CLUSTER_SCOPED_KINDS,
  documentPieces,
  isRecord,
  KUSTOMIZATION_FILES,
  type KustomizePatch,
  PATCH_TARGET_FIELDS,
  parseYamlValues,
  splitApiVersion,
  YamlError,
} from "../model/index.js";
import { isLocalRelativePath, type ScannedDocuments } from "./generator.js";

/**
 * One object of a plain directory as `kustomize build` of Flux's generated kustomization prints
 * it, and its file relative to the directory (what kustomize's origin annotation names).
 */
export interface PlainDocument {
  object: KubeObject;
  path: string;
  /** 1-based line where the object's document starts in its file (the provenance index's line). */
  line: number;
}

/**
 * Renders, without kustomize, a directory that has no kustomization file and no overlay field
 * to merge: `scanned` are the files Flux's generated kustomization lists (generator.ts
 * scanManifests). kustomize then only reads every document, refuses two objects with the same
 * id, sorts them in its legacy kind order and prints each through JSON (resource.AsYAML:
 * go-yaml v3 values, json.Marshal, go-yaml v2 output); with no generator, patch or transformer,
 * its quadratic id bookkeeping (resWrangler.Append) is the whole cost.
 *
 * Returns undefined whenever kustomize could answer anything else: a sub-directory (a
 * kustomization of its own), a `List`, a tag, merge key or directive, an alias as a key (other
 * aliases are inflated, as kyaml's RNode.DeAnchor inflates them), a plain
 * scalar that go-yaml v3 reads otherwise than the engine's YAML (`010`, `0b1`, `1_000`, dates,
 * `.inf`, non-string keys), a document that is not an object with string apiVersion, kind and
 * metadata.name, labels or annotations that are not strings, kustomize's own annotations, or two
 * objects kustomize would see as the same id. The caller then runs kustomize, whose objects or
 * error are the answer; test/e2e/plain-render.test.ts renders every case both ways.
 */
export async function renderPlain(
  dir: string,
  scanned: readonly string[],
  /** The documents generator.ts already parsed, by entry of `scanned`: not parsed again. */
  known?: ScannedDocuments,
  /** kustomize's namespace and labels transformers, as the kustomization asks (plainTransforms). */
  transforms: PlainTransforms = {},
): Promise<PlainDocument[] | undefined> {
  const documents: PlainDocument[] = [];
  for (const path of scanned) {
    const file = join(dir, path);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const text = await readFile(file, "utf8").catch(() => undefined);
    // Document by document (a marker is never inside a scalar, so the checks are the whole text's):
    // the parse events of a file of thousands of documents are never all in memory at once.
    if (
      text === undefined ||
      MERGE_KEY.test(text) ||
      !documentPieces(text).every((piece) => readsAsKyaml(piece.text))
    )
      return undefined;
    let parsed = known?.get(path);
    try {
      parsed ??= parseYamlValues(text);
    } catch (error) {
      if (error instanceof YamlError) return undefined;
      throw error;
    }
    for (const { value, line } of parsed) {
      if (value === null || value === undefined) continue;
      if (!plainObject(value)) return undefined;
      documents.push({ object: value, path, line });
    }
  }
  let keyed = documents.map((document) => ({ document, id: resourceId(document.object) }));
  if (hasDuplicateIds(keyed.map((k) => k.id))) return undefined;
  if (transforms.namespace !== undefined || transforms.labels?.length) {
    for (const { document } of keyed) if (!transformed(document.object, transforms)) return undefined;
    // Two objects the namespace made one: kustomize's "namespace transformation produces ID conflict".
    keyed = keyed.map(({ document }) => ({ document, id: resourceId(document.object) }));
    if (hasDuplicateIds(keyed.map((k) => k.id))) return undefined;
  }
  keyed.sort((a, b) => legacyCompare(a.id, b.id));
  // In place, one document at a time: each parsed object is dropped as soon as its copy in
  // kustomize's key order exists, instead of both copies of every object being alive at once.
  for (const { document } of keyed) document.object = inKustomizeKeyOrder(document.object) as KubeObject;
  return keyed.map(({ document }) => document);
}

/**
 * What kustomize's namespace and labels transformers do to the objects, for the cases where that
 * is all: `namespace` (kustomization `namespace:`, Flux's targetNamespace) set on every object,
 * `labels` (each `labels:` entry's pairs, neither selectors nor templates) set in metadata.labels.
 */
export interface PlainTransforms {
  namespace?: string;
  labels?: Record<string, string>[];
}

/**
 * Applies the transforms to one object as kustomize v5 does (api/filters/namespace: metadata.namespace
 * on every namespaced object; the labels transformer with the one field spec metadata/labels,
 * created). False where kustomize would do more than that, or could: a kind some schema holds as
 * cluster-scoped (its namespace is left alone, or a Namespace renamed, an APIService's or a CRD's
 * service namespace set) or a RoleBinding (its subjects named `default` get the namespace).
 */
function transformed(object: KubeObject, { namespace, labels }: PlainTransforms): boolean {
  // New maps, never changed in place: an alias is its own copy for kyaml, where the engine's YAML
  // may share one object between two places.
  const metadata = { ...object.metadata };
  if (namespace !== undefined) {
    if (CLUSTER_SCOPED_KINDS.has(object.kind) || object.kind === "RoleBinding") return false;
    metadata.namespace = namespace;
  }
  for (const pairs of labels ?? []) metadata.labels = { ...metadata.labels, ...pairs };
  object.metadata = metadata;
  return true;
}

/**
 * Applies `spec.patches` to the objects as kustomize's PatchTransformer does, where that is plain:
 * each patch has a target naming only a group, version or kind (matched exactly, as kyaml's
 * Gvk.IsSelected does) and a patch kustomize can parse — one strategic-merge object or a JSON 6902
 * list of operations, in plain YAML. A patch that selects no object is only read (kustomize
 * ignores it silently); one that selects objects is applied when it is a strategic-merge patch of
 * maps and scalars alone (no list, null, `$` directive or empty map, metadata naming only a name
 * or namespace, which kustomize restores): kyaml's merge2 then merges maps key by key and replaces
 * scalars, whatever the schema (the home-ops root patches every child's HelmReleases this way).
 * Returns the indices of the patches that selected an object, or undefined where kustomize could
 * do anything else; the objects may then be half patched and must be dropped.
 */
export function applyPatches(
  patches: readonly KustomizePatch[],
  documents: PlainDocument[],
): Set<number> | undefined {
  const matched = new Set<number>();
  for (const [index, { patch, target }] of patches.entries()) {
    if (!target) return undefined;
    const named = PATCH_TARGET_FIELDS.filter((field) => target[field] !== undefined && target[field] !== "");
    if (named.length === 0 || named.some((field) => !["group", "version", "kind"].includes(field)))
      return undefined;
    const parsed = readablePatch(patch);
    if (!parsed) return undefined;
    const selected = documents.filter(({ object }) => {
      const { group, version } = splitApiVersion(object.apiVersion);
      return (
        (!target.group || target.group === group) &&
        (!target.version || target.version === version) &&
        (!target.kind || target.kind === object.kind)
      );
    });
    if (selected.length === 0) continue;
    if (!isRecord(parsed)) return undefined;
    const { apiVersion: _apiVersion, kind: _kind, metadata, ...body } = parsed;
    if (!isRecord(metadata) || !Object.keys(metadata).every((key) => key === "name" || key === "namespace"))
      return undefined;
    if (!plainMerge(body)) return undefined;
    for (const document of selected) {
      if (!mergeInto(document.object as unknown as Record<string, unknown>, body)) return undefined;
      document.object = inKustomizeKeyOrder(document.object) as KubeObject;
    }
    matched.add(index);
  }
  return matched;
}

/** A patch as kustomize can parse it (a strategic-merge object or a JSON 6902 list), or undefined. */
function readablePatch(patch: string): Record<string, unknown> | unknown[] | undefined {
  if (documentPieces(patch).length !== 1 || MERGE_KEY.test(patch) || !readsAsKyaml(patch)) return undefined;
  let value: unknown;
  try {
    value = parseYamlValues(patch)[0]?.value;
  } catch {
    return undefined;
  }
  if (Array.isArray(value))
    return value.length > 0 &&
      value.every((op) => isRecord(op) && typeof op.op === "string" && typeof op.path === "string")
      ? value
      : undefined;
  if (!isRecord(value) || !isRecord(value.metadata)) return undefined;
  const { apiVersion, kind, metadata } = value;
  return typeof apiVersion === "string" &&
    typeof kind === "string" &&
    typeof metadata.name === "string" &&
    metadata.name !== ""
    ? value
    : undefined;
}

/** Maps (none empty) and scalars alone, no key a `$` directive: merge2 merges them the same with any schema. */
function plainMerge(value: Record<string, unknown>): boolean {
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(
      ([key, v]) =>
        !key.startsWith("$") &&
        (isRecord(v)
          ? plainMerge(v)
          : typeof v === "string" || typeof v === "number" || typeof v === "boolean"),
    )
  );
}

/** merge2 of a plainMerge patch into `dest`: maps key by key, scalars replaced; false where kinds differ. */
function mergeInto(dest: Record<string, unknown>, patch: Record<string, unknown>): boolean {
  for (const [key, value] of Object.entries(patch)) {
    const current = dest[key];
    if (isRecord(value)) {
      if (current === undefined || current === null) dest[key] = structuredClone(value);
      else if (!isRecord(current) || !mergeInto(current, value)) return false;
    } else {
      if (current !== undefined && current !== null && typeof current === "object") return false;
      dest[key] = value;
    }
  }
  return true;
}

/** The only fields of a kustomization that lists files and does nothing else. */
const LISTING_FIELDS = new Set(["apiVersion", "kind", "resources", "namespace", "labels"]);

/** A `labels:` entry that only sets metadata.labels: pairs, with neither selectors nor templates. */
function metadataLabels(entry: unknown): Record<string, string> | undefined {
  if (!isRecord(entry) || !stringMap(entry.pairs)) return undefined;
  for (const [key, value] of Object.entries(entry)) {
    if (key === "pairs") continue;
    if ((key === "includeSelectors" || key === "includeTemplates") && value === false) continue;
    return undefined;
  }
  return entry.pairs;
}

/**
 * The files a kustomization of the user's lists, when that is all it does: apiVersion, kind and
 * `resources` alone (with at most a `namespace:` and `labels:` that set metadata only, see
 * PlainTransforms), each resource a local path, the file one plain document. Flux builds such a
 * kustomization as it is (no overlay field to merge), and kustomize then does with the files what
 * it does with the ones Flux's generated kustomization lists, so renderPlain answers for it too
 * (a directory among them is left to kustomize there). Undefined for anything else.
 */
export async function listedFiles(
  dir: string,
  fileName: string,
  user: Record<string, unknown>,
): Promise<{ files: string[]; transforms: PlainTransforms } | undefined> {
  if (!Object.keys(user).every((key) => LISTING_FIELDS.has(key))) return undefined;
  const transforms: PlainTransforms = {};
  if (user.namespace !== undefined) {
    if (typeof user.namespace !== "string" || user.namespace === "") return undefined;
    transforms.namespace = user.namespace;
  }
  if (user.labels !== undefined) {
    if (!Array.isArray(user.labels)) return undefined;
    const labels = user.labels.map(metadataLabels);
    if (!labels.every((pairs): pairs is Record<string, string> => pairs !== undefined)) return undefined;
    transforms.labels = labels;
  }
  if (user.apiVersion !== undefined && user.apiVersion !== "kustomize.config.k8s.io/v1beta1")
    return undefined;
  if (user.kind !== undefined && user.kind !== "Kustomization") return undefined;
  const { resources } = user;
  if (
    !Array.isArray(resources) ||
    resources.length === 0 ||
    !resources.every(
      (resource): resource is string =>
        typeof resource === "string" && resource.trim() === resource && isLocalFile(resource),
    )
  )
    return undefined;
  const text = await readFile(join(dir, fileName), "utf8").catch(() => undefined);
  if (text === undefined || documentPieces(text).length !== 1 || !readsAsKyaml(text)) return undefined;
  return { files: resources, transforms };
}

/** A local relative path (generator.ts) that names no kustomization file. */
function isLocalFile(path: string): boolean {
  return path !== "" && isLocalRelativePath(path) && !KUSTOMIZATION_FILES.includes(basename(path));
}

/**
 * Whether post-build substitution could change one of the objects: it reads kustomize's text of
 * each object, whose quoting only kustomize knows, so then kustomize must render them. Only a
 * string (key or value) with a `$` can change, and SOPS objects, decrypted before substitution.
 */
export function substitutable(documents: readonly PlainDocument[]): boolean {
  return documents.some(({ object }) => object.sops !== undefined || hasDollar(object));
}

function hasDollar(value: unknown): boolean {
  if (typeof value === "string") return value.includes("$");
  if (Array.isArray(value)) return value.some(hasDollar);
  if (isRecord(value)) return Object.entries(value).some(([k, v]) => k.includes("$") || hasDollar(v));
  return false;
}

/**
 * Keys in the order kustomize prints them: go-yaml v2 sorts a map's keys, digits by their
 * numeric value (yaml.v2 sorter.go keyList.Less, for string keys).
 */
function inKustomizeKeyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inKustomizeKeyOrder);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(v2KeyCompare)) out[key] = inKustomizeKeyOrder(value[key]);
  return out;
}

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

function v2KeyLess(a: string, b: string): boolean {
  const ar = Array.from(a);
  const br = Array.from(b);
  const code = (c: string) => c.codePointAt(0) as number;
  for (let i = 0; i < ar.length && i < br.length; i++) {
    const ac = ar[i] as string;
    const bc = br[i] as string;
    if (ac === bc) continue;
    const al = LETTER.test(ac);
    const bl = LETTER.test(bc);
    if (al && bl) return code(ac) < code(bc);
    if (al || bl) return bl;
    let an = 0;
    let bn = 0;
    if (ac === "0" || bc === "0") {
      for (let j = i - 1; j >= 0 && DIGIT.test(ar[j] as string); j--) {
        if (ar[j] !== "0") {
          an = 1;
          bn = 1;
          break;
        }
      }
    }
    let ai = i;
    let bi = i;
    for (; ai < ar.length && DIGIT.test(ar[ai] as string); ai++) an = an * 10 + (code(ar[ai] as string) - 48);
    for (; bi < br.length && DIGIT.test(br[bi] as string); bi++) bn = bn * 10 + (code(br[bi] as string) - 48);
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return code(ac) < code(bc);
  }
  return ar.length < br.length;
}

function v2KeyCompare(a: string, b: string): number {
  return v2KeyLess(a, b) ? -1 : v2KeyLess(b, a) ? 1 : 0;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const UNPRINTABLE = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
const MERGE_KEY = /(?:^|[\s{,])<<[ \t]*:/m;
const SAFE_INT = /^(?:0|[-+]?[1-9][0-9]{0,14})$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
/** What Go's strconv.ParseInt/ParseUint (base 0) accept once go-yaml v3 removed underscores. */
const GO_INT = /^[-+]?(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|[0-9]+)$/;

/**
 * How go-yaml v3 (kyaml) and the engine's YAML read a plain scalar: "same" when both give the
 * same value, "string" when both give a string, "differs" otherwise (go-yaml's `010` is 8, its
 * `2024-01-02` a time, its `.inf` fails json.Marshal): then kustomize must print it.
 */
function plainScalar(value: string): "same" | "string" | "differs" {
  if (GO_YAML_V3_WORDS.has(value)) return "same";
  const first = value.charAt(0);
  if (first === "." || first === "+" || first === "-" || (first >= "0" && first <= "9")) {
    if (/^\d{4}-/.test(value)) return "differs";
    if (SAFE_INT.test(value)) return "same";
    if (FLOAT.test(value) && !value.includes("_")) {
      const number = Number(value);
      return Number.isFinite(number) && !Object.is(number, -0) && !/^[-+]?[0-9]+$/.test(value)
        ? "same"
        : "differs";
    }
    const stripped = value.replaceAll("_", "");
    if (GO_INT.test(stripped) || FLOAT.test(stripped) || /^[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN)$/.test(value))
      return "differs";
    return "string";
  }
  return "string";
}

/**
 * No directive, anchor, alias or tag, and every plain scalar read alike by go-yaml v3 and the
 * engine's YAML; every key a string for both.
 */
function readsAsKyaml(text: string): boolean {
  let events: ReturnType<typeof parseEvents>;
  try {
    events = parseEvents(text, {});
  } catch {
    return false;
  }
  // Per open collection: a mapping's next scalar is a key when `key` is true.
  const stack: { mapping: boolean; key: boolean }[] = [];
  const consumed = () => {
    const top = stack[stack.length - 1];
    if (top?.mapping) top.key = !top.key;
  };
  for (const event of events) {
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        if (event.directives.length > 0) return false;
        break;
      case EVENT_ID.ALIAS: {
        // kyaml inflates each alias with a copy of what its anchor names (RNode.DeAnchor), as the
        // engine's YAML reads it; never as a key.
        const top = stack[stack.length - 1];
        if (top?.mapping && top.key) return false;
        consumed();
        break;
      }
      case EVENT_ID.SEQUENCE:
      case EVENT_ID.MAPPING: {
        if (event.tagStart >= 0) return false;
        const top = stack[stack.length - 1];
        // A collection as a key: go-yaml cannot put it in a map of strings.
        if (top?.mapping && top.key) return false;
        stack.push({ mapping: event.type === EVENT_ID.MAPPING, key: true });
        break;
      }
      case EVENT_ID.POP:
        if (stack.pop()) consumed();
        break;
      case EVENT_ID.SCALAR: {
        if (event.tagStart >= 0) return false;
        const top = stack[stack.length - 1];
        const isKey = top?.mapping === true && top.key;
        const value = getScalarValue(text, event);
        // Control characters and Unicode line breaks: go-yaml v2 prints them its own way (NEL as a folded break).
        if (UNPRINTABLE.test(value)) return false;
        if (event.style === SCALAR_STYLE.PLAIN) {
          const reading = plainScalar(value);
          if (reading === "differs" || (isKey && reading !== "string")) return false;
        }
        consumed();
        break;
      }
    }
  }
  return true;
}

/** Annotations kustomize sets, reads or removes itself (origin, local-config, build bookkeeping). */
const KUSTOMIZE_ANNOTATION =
  /^(?:(?:internal\.|alpha\.)?config\.kubernetes\.io|config\.k8s\.io|kustomize\.config\.k8s\.io)\//;

function stringMap(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((v) => typeof v === "string");
}

/** An object kustomize reads as it is: kyaml's raw text of these fields is then the parsed value. */
function plainObject(value: unknown): value is KubeObject {
  if (!isRecord(value)) return false;
  const { apiVersion, kind, metadata } = value;
  if (typeof apiVersion !== "string" || apiVersion === "") return false;
  // kustomize expands every kind ending in List that has `items` (resource factory, inlineAnyEmbeddedLists).
  if (typeof kind !== "string" || kind === "" || kind.endsWith("List")) return false;
  if (!isRecord(metadata)) return false;
  const { name, namespace, labels, annotations } = metadata;
  if (typeof name !== "string" || name === "") return false;
  if (namespace !== undefined && typeof namespace !== "string") return false;
  if (labels !== undefined && !stringMap(labels)) return false;
  if (annotations !== undefined) {
    if (!stringMap(annotations)) return false;
    if (Object.keys(annotations).some((key) => KUSTOMIZE_ANNOTATION.test(key))) return false;
  }
  return true;
}

interface ResourceId {
  group: string;
  version: string;
  kind: string;
  namespace: string;
  name: string;
  /** legacyGVKSortString */
  gvkSort: string;
  /** legacyResIDSortString */
  idSort: string;
}

/** kyaml's resid.ResId of an object, with the two strings kustomize's legacy sort compares. */
function resourceId(object: KubeObject): ResourceId {
  const { group, version } = splitApiVersion(object.apiVersion);
  const { kind } = object;
  const namespace = object.metadata.namespace ?? "";
  const name = object.metadata.name;
  const gvkString = [kind || "[noKind]", version || "[noVer]", group || "[noGrp]"].join(".");
  return {
    group,
    version,
    kind,
    namespace,
    name,
    gvkSort: [group || "~G", version || "~V", kind || "~K"].join("_"),
    idSort: [gvkString, namespace || "~X", name || "~N"].join("|"),
  };
}

/** Whether kustomize's ResId.Equals holds for two of the ids (same GVK and name, same effective namespace). */
function hasDuplicateIds(ids: readonly ResourceId[]): boolean {
  const seen = new Map<string, string[]>();
  for (const id of ids) {
    const key = `${id.group}\0${id.version}\0${id.kind}\0${id.name}`;
    const namespaces = seen.get(key);
    const effective = id.namespace === "" ? "default" : id.namespace;
    if (!namespaces) {
      seen.set(key, [effective]);
      continue;
    }
    if (CLUSTER_SCOPED_KINDS.has(id.kind) || namespaces.includes(effective)) return true;
    namespaces.push(effective);
  }
  return false;
}

/** kustomize's default legacy order (api/internal/builtins/SortOrderTransformer.go, "DO NOT CHANGE"). */
const ORDER_FIRST = [
  "Namespace",
  "ResourceQuota",
  "StorageClass",
  "CustomResourceDefinition",
  "ServiceAccount",
  "PodSecurityPolicy",
  "Role",
  "ClusterRole",
  "RoleBinding",
  "ClusterRoleBinding",
  "ConfigMap",
  "Secret",
  "Endpoints",
  "Service",
  "LimitRange",
  "PriorityClass",
  "PersistentVolume",
  "PersistentVolumeClaim",
  "Deployment",
  "StatefulSet",
  "CronJob",
  "PodDisruptionBudget",
];
const ORDER_LAST = ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"];
const TYPE_ORDER = new Map<string, number>([
  ...ORDER_FIRST.map((kind, i): [string, number] => [kind, -ORDER_FIRST.length + i]),
  ...ORDER_LAST.map((kind, i): [string, number] => [kind, 1 + i]),
]);

/** legacyIDSorter.Less as a comparator (a total order once no two ids are equal). */
function legacyCompare(a: ResourceId, b: ResourceId): number {
  if (a.group !== b.group || a.version !== b.version || a.kind !== b.kind) {
    const ia = TYPE_ORDER.get(a.kind) ?? 0;
    const ib = TYPE_ORDER.get(b.kind) ?? 0;
    if (ia !== ib) return ia - ib;
    if (a.kind === "Namespace" && b.kind === "Namespace" && (a.group === "" || b.group === ""))
      return goCompare(b.gvkSort, a.gvkSort);
    return goCompare(a.gvkSort, b.gvkSort);
  }
  return goCompare(a.idSort, b.idSort);
}

/** Go's string order (UTF-8 bytes), which differs from JavaScript's (UTF-16 units) only beyond ASCII. */
function goCompare(a: string, b: string): number {
  if (!NON_ASCII.test(a) && !NON_ASCII.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}
const NON_ASCII = /[^ -~\t\n\r]/;
