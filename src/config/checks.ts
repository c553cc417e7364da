import path from "node:path";
import { isRecord } from "../model/index.js";
import { fieldText } from "./messages.js";
import type { FieldError } from "./schema.js";

const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/**
 * Flux's rule for postBuild variable names, checked at build time in Flux (`'x-y' var name is
 * invalid`); here it is caught with the file and line.
 */
const SUBSTITUTE_NAME = /^[_a-zA-Z][_a-zA-Z0-9]*$/;
const SUBSTITUTE_NAME_TEXT = "^[_[:alpha:]][_[:alpha:][:digit:]]*$";

type Json = Record<string, unknown>;

/** What no Kustomization schema says; every field rule Flux publishes is in schema.ts. */
export function checkBeyondSchema(object: Json): FieldError[] {
  const errors: FieldError[] = [];
  const metadata = isRecord(object.metadata) ? object.metadata : undefined;
  // The API server validates metadata for every kind; a CRD schema never describes it.
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

  // The CRD leaves spec optional, but without one there is nothing to reconcile.
  if (!isRecord(object.spec)) {
    if (object.spec === undefined || object.spec === null) errors.push(missing([], ["spec"]));
    return errors;
  }
  const spec = object.spec;
  // Our policy for a CI checkout, not Flux's schema: see pathProblem.
  if (typeof spec.path === "string") {
    const why = pathProblem(spec.path);
    if (why) errors.push(invalid(["spec", "path"], fieldText.invalid(spec.path, why)));
  }
  // Flux checks variable names only when it builds; the schema allows any map key.
  if (isRecord(spec.postBuild) && isRecord(spec.postBuild.substitute)) {
    for (const name of Object.keys(spec.postBuild.substitute)) {
      if (!SUBSTITUTE_NAME.test(name)) {
        const at = ["spec", "postBuild", "substitute", name];
        errors.push(invalid(at, fieldText.pattern(name, SUBSTITUTE_NAME_TEXT)));
      }
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

function missing(parent: Array<string | number>, field: Array<string | number>): FieldError {
  return { path: field, message: fieldText.required, linePath: parent };
}

function invalid(at: Array<string | number>, message: string): FieldError {
  return { path: at, message, linePath: at };
}
