import { Selector } from "@kubernetes-models/flux-cd/github.com/fluxcd/pkg/apis/kustomize/Selector";
import { Kustomization as KustomizationV1 } from "@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1/Kustomization";
import { Kustomization as KustomizationV1beta1 } from "@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1beta1/Kustomization";
import { Kustomization as KustomizationV1beta2 } from "@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1beta2/Kustomization";
import { compileTarget, isRecord, PATCH_TARGET_FIELDS } from "../model/index.js";
import { fieldText } from "./messages.js";

/** The Kustomization API versions Flux has published, newest first. */
export const FLUX_API_VERSIONS = [
  "kustomize.toolkit.fluxcd.io/v1",
  "kustomize.toolkit.fluxcd.io/v1beta2",
  "kustomize.toolkit.fluxcd.io/v1beta1",
] as const;
export type FluxApiVersion = (typeof FLUX_API_VERSIONS)[number];
const V1: FluxApiVersion = "kustomize.toolkit.fluxcd.io/v1";

type FieldPath = Array<string | number>;

/** A field path as segments (`["spec", "dependsOn", 0, "name"]`) plus the Kubernetes-style text. */
export interface FieldError {
  path: FieldPath;
  message: string;
  /** Where to point: the node itself, or its parent mapping when the field is missing. */
  linePath: FieldPath;
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A @kubernetes-models class: its prototype's validate() runs the generated schema validator. */
export interface SchemaModel {
  prototype: { validate(): void };
}

// @kubernetes-models/flux-cd 4 generates its models from Flux's Go API types (kustomize-controller
// v1.8) and compiles their OpenAPI schemas into validators. Calling a model's validate() on a
// plain object runs exactly that validator and throws with the raw ajv `errors`; the schema
// modules themselves are not in the package's exports, so this is the supported way to reach them.
const MODELS: Record<FluxApiVersion, SchemaModel> = {
  "kustomize.toolkit.fluxcd.io/v1": KustomizationV1,
  "kustomize.toolkit.fluxcd.io/v1beta2": KustomizationV1beta2,
  "kustomize.toolkit.fluxcd.io/v1beta1": KustomizationV1beta1,
};

export function isFluxApiVersion(apiVersion: unknown): apiVersion is FluxApiVersion {
  return typeof apiVersion === "string" && (FLUX_API_VERSIONS as readonly string[]).includes(apiVersion);
}

/**
 * Validates one object against Flux's schema for its apiVersion: the package's validator, then
 * what kustomize-controller v1.9's CRD says that the package's generated schema does not.
 */
export function validateAgainstSchema(apiVersion: FluxApiVersion, object: unknown): FieldError[] {
  const errors = runModel(MODELS[apiVersion], object, object, []).filter(
    (e) => !(apiVersion === V1 && optionalSinceV19(e)),
  );
  const spec = (object as { spec?: unknown } | null)?.spec;
  if (isRecord(spec)) errors.push(...crdRules(apiVersion, spec, object));
  return distinct(errors);
}

/**
 * Any Flux object against its @kubernetes-models class (HelmRelease too), plus `extra` rules of
 * the CRD the package's schema lacks; field errors in Flux's words, each said once.
 */
export function validateWithModel(
  model: SchemaModel,
  object: unknown,
  extra: FieldError[] = [],
): FieldError[] {
  return distinct([...runModel(model, object, object, []), ...extra]);
}

/** A field checked by two of the package's sub-schemas can fail both with the same text. */
function distinct(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${formatFieldPath(e.path)}: ${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The package's validator on `value`, found at `at` inside `root`; errors use paths from the root. */
function runModel(model: SchemaModel, value: unknown, root: unknown, at: FieldPath): FieldError[] {
  try {
    model.prototype.validate.call(value);
    return [];
  } catch (error) {
    const errors = (error as { errors?: AjvError[] }).errors;
    if (!Array.isArray(errors)) throw error;
    return errors.map((e) => toFieldError(e, root, at));
  }
}

/** kustomize-controller v1.9 made healthCheckExprs[].kind optional (the entry then covers the group). */
function optionalSinceV19(e: FieldError): boolean {
  const [spec, field, , missing] = e.path;
  return (
    spec === "spec" &&
    field === "healthCheckExprs" &&
    missing === "kind" &&
    e.path.length === 4 &&
    e.message === fieldText.required
  );
}

/** Flux's duration pattern (`metav1.Duration` fields of every served version's CRD). */
export const DURATION = /^([0-9]+(\.[0-9]+)?(ms|s|m|h))+$/;
const DURATION_FIELDS = ["interval", "retryInterval", "timeout"] as const;
const SUBSTITUTE_STRATEGIES = ["WithVariables", "Always"] as const;
const BUILD_METADATA_OPTIONS = ["originAnnotations", "transformerAnnotations"] as const;
const KUBECONFIG_ONE_OF =
  "exactly one of spec.kubeConfig.configMapRef or spec.kubeConfig.secretRef must be specified";

/**
 * The rules of kustomize-controller v1.9's CRD that the package's schemas lack, each stated
 * in Flux's own words. Null counts as absent, as the API server treats it.
 */
function crdRules(apiVersion: FluxApiVersion, spec: Record<string, unknown>, root: unknown): FieldError[] {
  const errors: FieldError[] = [];
  // The CRD's pattern is a kubebuilder marker, which the package's generator does not carry over.
  for (const field of DURATION_FIELDS) {
    const value = spec[field];
    if (typeof value === "string" && !DURATION.test(value)) {
      errors.push(at(["spec", field], fieldText.duration(value)));
    }
  }
  if (apiVersion !== V1) return errors;

  // v1.9 added substituteStrategy, buildMetadata and ignore, after the package's v1.8 types.
  if (isRecord(spec.postBuild)) {
    const strategy = spec.postBuild.substituteStrategy;
    errors.push(...enumValue(strategy, ["spec", "postBuild", "substituteStrategy"], SUBSTITUTE_STRATEGIES));
  }
  errors.push(
    ...list(spec.buildMetadata, ["spec", "buildMetadata"], (option, path) =>
      option === null
        ? [at(path, fieldText.wrongType(option, "string"))]
        : enumValue(option, path, BUILD_METADATA_OPTIONS),
    ),
  );
  errors.push(
    ...list(spec.ignore, ["spec", "ignore"], (rule, path) => {
      if (!isRecord(rule)) return [at(path, fieldText.wrongType(rule, "object"))];
      const found: FieldError[] = [];
      if (rule.paths === undefined || rule.paths === null) {
        found.push({ path: [...path, "paths"], message: fieldText.required, linePath: path });
      } else {
        found.push(
          ...list(rule.paths, [...path, "paths"], (pointer, pointerPath) =>
            typeof pointer === "string" ? [] : [at(pointerPath, fieldText.wrongType(pointer, "string"))],
          ),
        );
      }
      if (rule.target !== undefined && rule.target !== null) {
        found.push(...runModel(Selector, rule.target, root, [...path, "target"]));
        if (isRecord(rule.target)) found.push(...targetSelectors(rule.target, [...path, "target"]));
      }
      return found;
    }),
  );
  // A CEL rule (x-kubernetes-validations), which no OpenAPI schema can carry.
  if (isRecord(spec.kubeConfig)) {
    const hasConfigMap = spec.kubeConfig.configMapRef != null;
    const hasSecret = spec.kubeConfig.secretRef != null;
    if (hasConfigMap === hasSecret) {
      errors.push(at(["spec", "kubeConfig"], fieldText.rule(spec.kubeConfig, KUBECONFIG_ONE_OF)));
    }
  }
  return errors;
}

/**
 * The regular expressions and label selectors of a spec.ignore target, compiled as Flux compiles
 * them before its apply: one it cannot read fails the Kustomization there, so it is a field error
 * here, said before anything is applied.
 */
function targetSelectors(target: Record<string, unknown>, path: FieldPath): FieldError[] {
  return PATCH_TARGET_FIELDS.flatMap((field) => {
    const value = target[field];
    if (typeof value !== "string" || value === "") return [];
    try {
      compileTarget({ [field]: value });
      return [];
    } catch (err) {
      return [at([...path, field], fieldText.invalid(value, (err as Error).message))];
    }
  });
}

export function enumValue(value: unknown, path: FieldPath, allowed: readonly string[]): FieldError[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== "string") return [at(path, fieldText.wrongType(value, "string"))];
  return allowed.includes(value) ? [] : [at(path, fieldText.unsupported(value, allowed))];
}

/** An optional array field: a type error, or `check` on each item. */
function list(
  value: unknown,
  path: FieldPath,
  check: (item: unknown, path: FieldPath) => FieldError[],
): FieldError[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return [at(path, fieldText.wrongType(value, "array"))];
  return value.flatMap((item, i) => check(item, [...path, i]));
}

function toFieldError(error: AjvError, root: unknown, prefix: FieldPath): FieldError {
  const path = [...prefix, ...parsePointer(error.instancePath)];
  const value = valueAt(root, path);
  const p = error.params;
  if (error.keyword === "required") {
    const missing = String(p.missingProperty);
    return { path: [...path, missing], message: fieldText.required, linePath: path };
  }
  const text = Object.hasOwn(KEYWORD_TEXT, error.keyword) ? KEYWORD_TEXT[error.keyword] : undefined;
  return at(path, text ? text(value, p) : fieldText.invalid(value, error.message ?? error.keyword));
}

/** Flux's wording for each schema keyword ajv reports (others: the generic "Invalid value"). */
const KEYWORD_TEXT: Record<string, (value: unknown, p: AjvError["params"]) => string> = {
  enum: (value, p) => fieldText.unsupported(value, (p.allowedValues as unknown[]) ?? []),
  type: (value, p) => fieldText.wrongType(value, String(p.type)),
  pattern: (value, p) => fieldText.pattern(value, String(p.pattern)),
  maxLength: (value, p) => fieldText.tooLong(value, Number(p.limit)),
  minLength: (value, p) => fieldText.tooShort(value, Number(p.limit)),
  minimum: (value, p) => fieldText.minimum(value, Number(p.limit)),
  format: (value, p) => fieldText.format(value, String(p.format)),
};

/** A field error pointing at the field itself. */
export function at(path: FieldPath, message: string): FieldError {
  return { path, message, linePath: path };
}

/** JSON Pointer (`/spec/dependsOn/0`) to segments; numeric segments index arrays. */
function parsePointer(pointer: string): FieldPath {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? Number(s) : s));
}

function valueAt(root: unknown, path: ReadonlyArray<string | number>): unknown {
  let node = root;
  for (const segment of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

/** Kubernetes field path notation: `spec.dependsOn[0].name`, odd keys as `[app.kubernetes.io/name]`. */
export function formatFieldPath(path: ReadonlyArray<string | number>): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${segment}]`;
  }
  return out;
}
