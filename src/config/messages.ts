/**
 * Every problem the loader reports, worded once. Field errors follow the Kubernetes API
 * server's field.Error text (`spec.prune: Required value`) so that users who have seen
 * `kubectl apply` reject a Kustomization recognise them.
 */

export const problemText = {
  pathNotFound: (path: string) => `${path}: no such file or directory`,
  pathOutsideRoot: (path: string) => `${path}: path is outside the repository root`,
  noKustomizations: (path: string) => `no Flux Kustomization found under ${path}`,
  unreadable: (reason: string) => `cannot read file: ${reason}`,
  notUtf8: "not valid UTF-8",
  invalidYaml: (line: number, column: number, reason: string) =>
    `invalid YAML at line ${line}, column ${column}: ${reason}`,
  aliasBomb: (limit: number) =>
    `YAML aliases expand to too many nodes (more than ${limit} alias uses; a possible "billion laughs" alias bomb), document skipped`,
  notAMapping: (found: string) =>
    `document mentions kustomize.toolkit.fluxcd.io but is ${found}, not a mapping (a Kubernetes object)`,
  unknownApiVersion: (apiVersion: string, supported: readonly string[]) =>
    `apiVersion: Unsupported value: ${quote(apiVersion)}: supported values: ${supported.map(quote).join(", ")}`,
  symlinkLoop: (target: string) => `symlink loop back to ${target}, not followed`,
  symlinkOutsideRoot: "symlink points outside the repository, not followed",
  brokenSymlink: "broken symlink",
  duplicate: (key: string, first: string, second: string, kind = "Kustomization", files?: [string, string]) =>
    `${kind} ${key} is defined twice: ${first} and ${second}${files ? clusterHint(...files) : ""}`,
  notAPointer: (field: string, pointer: string) =>
    pointer === ""
      ? `${field}: the root pointer "" names the whole object, which spec.ignore cannot leave out; nothing is ignored for it`
      : `${field}: ${quote(pointer)} is not a JSON pointer (it must start with "/", e.g. "/spec/replicas"); nothing is ignored for it`,
} as const;

/**
 * Two definitions of one name in sibling directories (`clusters/staging/apps.yaml` and
 * `clusters/production/apps.yaml`) are most often two clusters' trees searched together: say
 * which directories, and that the definitions path selects one.
 */
function clusterHint(first: string, second: string): string {
  const a = first.split("/").slice(0, -1);
  const b = second.split("/").slice(0, -1);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  if (common === a.length || common === b.length) return "";
  const [one, two] = [a, b].map((dirs) => dirs.slice(0, common + 1).join("/")).sort();
  return ` (if ${one} and ${two} are two clusters, pass one of them as path: --path ${one})`;
}

/** Kubernetes field.Error bodies, without the leading field path. */
export const fieldText = {
  required: "Required value",
  unsupported: (value: unknown, supported: readonly unknown[]) =>
    `Unsupported value: ${render(value)}: supported values: ${supported.map(render).join(", ")}`,
  wrongType: (value: unknown, expected: string) =>
    `Invalid value: ${quote(typeName(value))}: must be of type ${expected}`,
  pattern: (value: unknown, pattern: string) => `Invalid value: ${render(value)}: must match '${pattern}'`,
  duration: (value: unknown) =>
    `Invalid value: ${render(value)}: must be a duration such as "30s", "5m" or "1h30m"`,
  tooLong: (value: unknown, max: number) =>
    `Invalid value: ${render(value)}: must be no more than ${max} characters`,
  tooShort: (value: unknown, min: number) =>
    `Invalid value: ${render(value)}: must be at least ${min} characters`,
  minimum: (value: unknown, min: number) => `Invalid value: ${render(value)}: must be at least ${min}`,
  format: (value: unknown, format: string) => `Invalid value: ${render(value)}: must be a valid ${format}`,
  invalid: (value: unknown, why: string) => `Invalid value: ${render(value)}: ${why}`,
  /** A failed CEL rule of the CRD (x-kubernetes-validations), which names the value's type. */
  rule: (value: unknown, message: string) => `Invalid value: ${quote(typeName(value))}: ${message}`,
  dnsSubdomain:
    "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
  dnsLabel:
    "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
  pathAbsolute: "must be relative to the repository root",
  pathEscapes: "must not point outside the repository root",
} as const;

// Characters a reader cannot see or tell apart from a space (U+00A0, U+200B, U+FEFF, ...).
const INVISIBLE = /[\p{Z}\p{C}]/gu;

/**
 * A string quoted as Go's %q does in the API server's messages: invisible characters escaped,
 * so `name: apps<NBSP>` reads "apps\u00a0" rather than a valid-looking "apps ".
 */
function quote(s: string): string {
  return JSON.stringify(s).replace(INVISIBLE, (c) => (c === " " ? c : goEscape(c.codePointAt(0) ?? 0)));
}

function goEscape(codePoint: number): string {
  const hex = codePoint.toString(16);
  return codePoint > 0xffff ? `\\U${hex.padStart(8, "0")}` : `\\u${hex.padStart(4, "0")}`;
}

/** A value as it appears in a message: strings quoted, long ones cut, objects by type. */
export function render(value: unknown): string {
  if (typeof value === "string") return quote(value.length > 80 ? `${value.slice(0, 77)}...` : value);
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  return typeName(value);
}

/** JSON Schema type names, which is what the Flux CRD schemas speak. */
export function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}
