import { Kustomization as KustomizationV1 } from "@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1/Kustomization";
import { Kustomization as KustomizationV1beta1 } from "@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1beta1/Kustomization";
import { Kustomization as KustomizationV1beta2 } from "@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1beta2/Kustomization";
import { fieldText } from "./messages.js";

/** The Kustomization API versions Flux has published, newest first. */
export const FLUX_API_VERSIONS = [
  "kustomize.toolkit.fluxcd.io/v1",
  "kustomize.toolkit.fluxcd.io/v1beta2",
  "kustomize.toolkit.fluxcd.io/v1beta1",
] as const;
export type FluxApiVersion = (typeof FLUX_API_VERSIONS)[number];

/** A field path as segments (`["spec", "dependsOn", 0, "name"]`) plus the Kubernetes-style text. */
export interface FieldError {
  path: Array<string | number>;
  message: string;
  /** Where to point: the node itself, or its parent mapping when the field is missing. */
  linePath: Array<string | number>;
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

// The package's models wrap the ajv validators compiled from Flux's CRD OpenAPI schemas
// (kustomize-controller v1.2). Calling the model's validate() on a plain object runs exactly
// that validator and throws ajv's ValidationError with the raw `errors`; the schema modules
// themselves are not in the package's exports, so this is the supported way to reach them.
const MODELS: Record<FluxApiVersion, { prototype: { validate(): void } }> = {
  "kustomize.toolkit.fluxcd.io/v1": KustomizationV1,
  "kustomize.toolkit.fluxcd.io/v1beta2": KustomizationV1beta2,
  "kustomize.toolkit.fluxcd.io/v1beta1": KustomizationV1beta1,
};

export function isFluxApiVersion(apiVersion: unknown): apiVersion is FluxApiVersion {
  return typeof apiVersion === "string" && (FLUX_API_VERSIONS as readonly string[]).includes(apiVersion);
}

/** Validates one object against Flux's published schema for its apiVersion. */
export function validateAgainstSchema(apiVersion: FluxApiVersion, object: unknown): FieldError[] {
  try {
    MODELS[apiVersion].prototype.validate.call(object);
    return [];
  } catch (error) {
    const errors = (error as { errors?: AjvError[] }).errors;
    if (!Array.isArray(errors)) throw error;
    return errors.map((e) => toFieldError(e, object));
  }
}

const DURATION_PATTERN_HINT = "(ms|s|m|h)";

function toFieldError(error: AjvError, root: unknown): FieldError {
  const path = parsePointer(error.instancePath);
  const value = valueAt(root, path);
  const p = error.params;
  switch (error.keyword) {
    case "required": {
      const missing = String(p.missingProperty);
      return { path: [...path, missing], message: fieldText.required, linePath: path };
    }
    case "enum":
      return at(path, fieldText.unsupported(value, (p.allowedValues as unknown[]) ?? []));
    case "type":
      return at(path, fieldText.wrongType(value, String(p.type)));
    case "pattern": {
      const pattern = String(p.pattern);
      return at(
        path,
        pattern.includes(DURATION_PATTERN_HINT)
          ? fieldText.duration(value)
          : fieldText.pattern(value, pattern),
      );
    }
    case "maxLength":
      return at(path, fieldText.tooLong(value, Number(p.limit)));
    case "minLength":
      return at(path, fieldText.tooShort(value, Number(p.limit)));
    case "minimum":
      return at(path, fieldText.minimum(value, Number(p.limit)));
    case "format":
      return at(path, fieldText.format(value, String(p.format)));
    default:
      return at(path, fieldText.invalid(value, error.message ?? error.keyword));
  }
}

function at(path: Array<string | number>, message: string): FieldError {
  return { path, message, linePath: path };
}

/** JSON Pointer (`/spec/dependsOn/0`) to segments; numeric segments index arrays. */
function parsePointer(pointer: string): Array<string | number> {
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
