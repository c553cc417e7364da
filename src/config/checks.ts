import path from "node:path";
import type { DeletionPolicy } from "../model/index.js";
import { fieldText } from "./messages.js";
import type { FieldError } from "./schema.js";

export const DELETION_POLICIES: readonly DeletionPolicy[] = [
  "MirrorPrune",
  "Delete",
  "WaitForTermination",
  "Orphan",
];

const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/**
 * Flux's rule for postBuild variable names, checked at build time in Flux (`'x-y' var name is
 * invalid`); here it is caught with the file and line.
 */
const SUBSTITUTE_NAME = /^[_a-zA-Z][_a-zA-Z0-9]*$/;
const SUBSTITUTE_NAME_TEXT = "^[_[:alpha:]][_[:alpha:][:digit:]]*$";

type Json = Record<string, unknown>;

/**
 * What Flux's schema cannot say or does not know yet. The published schema is
 * kustomize-controller v1.2's: it predates `deletionPolicy`, `healthCheckExprs`,
 * `namePrefix` / `nameSuffix`, and like every CRD it leaves metadata.name to the API server.
 */
export function checkBeyondSchema(object: Json): FieldError[] {
  const errors: FieldError[] = [];
  const metadata = isObject(object.metadata) ? object.metadata : undefined;
  const name = metadata?.name;
  if (name === undefined || name === "") {
    errors.push(missing(metadata ? ["metadata"] : [], ["metadata", "name"]));
  } else if (typeof name === "string" && (name.length > 253 || !DNS_SUBDOMAIN.test(name))) {
    errors.push(invalid(["metadata", "name"], fieldText.invalid(name, fieldText.dnsSubdomain)));
  }
  const namespace = metadata?.namespace;
  if (
    typeof namespace === "string" &&
    namespace !== "" &&
    (namespace.length > 63 || !DNS_LABEL.test(namespace))
  ) {
    errors.push(invalid(["metadata", "namespace"], fieldText.invalid(namespace, fieldText.dnsLabel)));
  }

  if (!isObject(object.spec)) {
    if (object.spec === undefined) errors.push(missing([], ["spec"]));
    return errors;
  }
  const spec = object.spec;
  if (typeof spec.path === "string") {
    const why = pathProblem(spec.path);
    if (why) errors.push(invalid(["spec", "path"], fieldText.invalid(spec.path, why)));
  }
  if (
    spec.deletionPolicy !== undefined &&
    !DELETION_POLICIES.includes(spec.deletionPolicy as DeletionPolicy)
  ) {
    errors.push(
      invalid(["spec", "deletionPolicy"], fieldText.unsupported(spec.deletionPolicy, DELETION_POLICIES)),
    );
  }
  for (const field of ["namePrefix", "nameSuffix"] as const) {
    if (spec[field] !== undefined && typeof spec[field] !== "string") {
      errors.push(invalid(["spec", field], fieldText.wrongType(spec[field], "string")));
    }
  }
  if (isObject(spec.postBuild) && isObject(spec.postBuild.substitute)) {
    for (const name of Object.keys(spec.postBuild.substitute)) {
      if (!SUBSTITUTE_NAME.test(name)) {
        const at = ["spec", "postBuild", "substitute", name];
        errors.push(invalid(at, fieldText.pattern(name, SUBSTITUTE_NAME_TEXT)));
      }
    }
  }
  if (spec.healthCheckExprs !== undefined) {
    if (!Array.isArray(spec.healthCheckExprs)) {
      errors.push(invalid(["spec", "healthCheckExprs"], fieldText.wrongType(spec.healthCheckExprs, "array")));
    } else {
      spec.healthCheckExprs.forEach((expr: unknown, i: number) => {
        const at = ["spec", "healthCheckExprs", i];
        if (!isObject(expr)) {
          errors.push(invalid(at, fieldText.wrongType(expr, "object")));
          return;
        }
        for (const key of ["apiVersion", "kind", "current"]) {
          if (expr[key] === undefined || expr[key] === "") errors.push(missing(at, [...at, key]));
        }
        for (const key of ["apiVersion", "kind", "current", "inProgress", "failed"]) {
          if (expr[key] !== undefined && typeof expr[key] !== "string") {
            errors.push(invalid([...at, key], fieldText.wrongType(expr[key], "string")));
          }
        }
      });
    }
  }
  return errors;
}

/**
 * `spec.path` is relative to the source root. Flux would quietly clamp `../..` and absolute
 * paths into the source with SecureJoin; we refuse them instead because in a CI checkout such
 * a path almost always means the author thought it was relative to the file or the machine.
 */
function pathProblem(specPath: string): string | undefined {
  if (specPath.startsWith("/") || path.win32.isAbsolute(specPath)) return fieldText.pathAbsolute;
  const normalised = path.posix.normalize(specPath.replaceAll("\\", "/"));
  if (normalised === ".." || normalised.startsWith("../")) return fieldText.pathEscapes;
  return undefined;
}

/** `./deploy/webapp/` → `deploy/webapp`; `./` and `` → `` (the source root). */
export function normalisePath(specPath: string | undefined): string {
  if (!specPath) return "";
  const normalised = path.posix.normalize(specPath.replaceAll("\\", "/")).replace(/\/+$/, "");
  return normalised === "." ? "" : normalised.replace(/^\.\//, "");
}

export function isObject(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function missing(parent: Array<string | number>, field: Array<string | number>): FieldError {
  return { path: field, message: fieldText.required, linePath: parent };
}

function invalid(at: Array<string | number>, message: string): FieldError {
  return { path: at, message, linePath: at };
}
