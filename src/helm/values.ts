// A HelmRelease's values as helm-controller composes them: fluxcd/pkg chartutil
// ChartValuesFromReferences, ported step by step (values.go). Its results depend on details a
// reading of the docs misses: a missing key of an optional reference is skipped, and whether a
// `targetPath` value beats an inline value depends on which maps MergeMaps shares (see
// composeValues), so the algorithm is kept, sharing included.
import {
  formatRef,
  type HelmReleaseSpec,
  isRecord,
  mergeMaps,
  parseYamlDocuments,
  type ValuesReference,
  YamlError,
} from "../model/index.js";
import { type ValuesRef, valuesText } from "./messages.js";
import { parseInto, parseIntoString, StrvalsError } from "./strvals.js";
import { HelmError, type ValuesSourceReader } from "./types.js";

type Values = Record<string, unknown>;

/** meta.ValuesReference's GetValuesKey default. */
export const DEFAULT_VALUES_KEY = "values.yaml";

export interface ComposedValues {
  values: Values;
  /** Every text read from a Secret (whole values and their string leaves): the caller masks them. */
  secretValues: string[];
  /** One line each: optional references skipped, as helm-controller logs them. */
  warnings: string[];
}

/**
 * `valuesFrom` in order, read in the HelmRelease's own namespace, then the inline values on top.
 * Throws a HelmError naming the reference (`ConfigMap/ns/name`, the key) when helm-controller
 * would fail, or when the reader could not tell what the object holds.
 */
export async function composeValues(
  release: HelmReleaseSpec,
  reader: ValuesSourceReader,
): Promise<ComposedValues> {
  // helm-controller decodes spec.values afresh for each reconcile, and the steps below write
  // into it through shared maps; a copy keeps the release's own values untouched.
  const inline: Values = structuredClone(release.values ?? {});
  const secretValues = new Set<string>();
  const warnings: string[] = [];
  // One read per object, as chartutil acts on a single version of each.
  const read = new Map<string, Promise<Record<string, string> | undefined | { unread: string }>>();
  let result: Values = {};

  for (const ref of release.valuesFrom) {
    const described = describe(ref, release.namespace);
    if (ref.kind !== "ConfigMap" && ref.kind !== "Secret")
      throw new HelmError(valuesText.unsupportedKind(described));
    const id = described.object;
    let pending = read.get(id);
    if (!pending) {
      pending = reader.read(ref.kind, release.namespace, ref.name);
      read.set(id, pending);
    }
    const data = await pending;
    if (data !== undefined && "unread" in data && typeof data.unread === "string") {
      throw new HelmError(valuesText.unread(described, data.unread));
    }
    if (data === undefined) {
      if (ref.optional) {
        warnings.push(valuesText.skipped(described, "resource not found"));
        continue;
      }
      throw new HelmError(valuesText.notFound(described));
    }
    const entries = data as Record<string, string>;
    if (!Object.hasOwn(entries, described.key)) {
      if (ref.optional) {
        warnings.push(valuesText.skipped(described, "key not found"));
        continue;
      }
      throw new HelmError(valuesText.keyNotFound(described));
    }
    const text = entries[described.key] as string;
    const fromSecret = ref.kind === "Secret";
    if (fromSecret) secretValues.add(text);

    if (ref.targetPath) {
      // MergeMaps copies only the maps both sides hold: a map only the inline values have is
      // put into `result` as is, so the value set below lands in the inline values too and
      // survives the final merge (targetPath wins); a map an earlier reference created is a
      // fresh copy, which the final merge overwrites with the inline value (inline wins).
      // helm-controller v1.6.4 behaves so (docs/FLUX.md); keep the sharing.
      result = mergeMaps(result, inline);
      try {
        if (ref.literal) replacePathLiteralValue(result, ref.targetPath, text);
        else replacePathValue(result, ref.targetPath, text);
      } catch (error) {
        if (!(error instanceof StrvalsError)) throw error;
        throw new HelmError(valuesText.mergeFailed(described, error.message));
      }
      if (fromSecret) for (const leaf of pathValueLeaves(ref, text)) secretValues.add(leaf);
      continue;
    }

    const values = readValues(text, described);
    if (fromSecret) for (const leaf of stringLeaves(values)) secretValues.add(leaf);
    result = mergeMaps(result, values);
  }
  secretValues.delete("");
  return { values: mergeMaps(result, inline), secretValues: [...secretValues], warnings };
}

/**
 * chartutil ReplacePathValue: `path=value` in Helm's `--set` syntax; a value wrapped in single
 * or double quotes has every leading and trailing quote trimmed (Go's strings.Trim) and is set
 * as a string.
 */
export function replacePathValue(values: Values, path: string, value: string): void {
  const quoted = (q: string) => value.startsWith(q) && value.endsWith(q);
  if (quoted("'") || quoted('"')) {
    parseIntoString(`${path}=${value.replace(/^['"]+|['"]+$/g, "")}`, values);
    return;
  }
  parseInto(`${path}=${value}`, values);
}

/**
 * chartutil ReplacePathLiteralValue: the value verbatim, as a string (`helm --set-literal`),
 * while `\.` in the path still escapes a dot: the value's `\ , [ ] { }` are escaped (backslash
 * first) before Helm's --set-string parser reads it.
 */
export function replacePathLiteralValue(values: Values, path: string, value: string): void {
  const escaped = value.replace(/[\\,[\]{}]/g, (c) => `\\${c}`);
  parseIntoString(`${path}=${escaped}`, values);
}

/**
 * Helm's common.ReadValues via sigs.k8s.io/yaml: the first document, typed as go-yaml v2 types
 * plain scalars (then JSON: one number type), a repeated key overriding the earlier one; an
 * empty document is no values.
 */
function readValues(text: string, ref: ValuesRef): Values {
  let value: unknown;
  try {
    value = parseYamlDocuments(text, { schema: "go-yaml-v2", allowDuplicateKeys: true })[0]?.value;
  } catch (error) {
    if (!(error instanceof YamlError)) throw error;
    throw new HelmError(valuesText.notValues(ref, error.message));
  }
  if (value === null || value === undefined) return {};
  if (!isRecord(value)) {
    const found = Array.isArray(value) ? "a list" : `a ${typeof value}`;
    throw new HelmError(valuesText.notValues(ref, valuesText.notAMapping(found)));
  }
  return value;
}

function describe(ref: ValuesReference, namespace: string): ValuesRef {
  return {
    object: formatRef({ kind: ref.kind, namespace, name: ref.name }),
    kind: ref.kind,
    key: ref.valuesKey || DEFAULT_VALUES_KEY,
    optional: ref.optional === true,
  };
}

/** The strings a targetPath value from a Secret becomes (`{a,b}` is two), parsed on the side. */
function pathValueLeaves(ref: ValuesReference, text: string): string[] {
  const scratch: Values = {};
  try {
    if (ref.literal) replacePathLiteralValue(scratch, ref.targetPath ?? "", text);
    else replacePathValue(scratch, ref.targetPath ?? "", text);
  } catch {
    return [];
  }
  // The path's own names are not secret: only what sits at the path.
  return [...stringLeaves(scratch)];
}

function* stringLeaves(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringLeaves(item);
  else if (isRecord(value)) for (const item of Object.values(value)) yield* stringLeaves(item);
}
