import { parseYamlDocuments, YamlError } from "../model/index.js";
import { IniError, readIni, writeIni } from "./ini.js";
import { Branch, fromPlain, GoBytes, GoFloat, GoTime, type Item, isComment, type TreeValue } from "./tree.js";
import { readYamlBranches, YamlStoreError } from "./yaml-reader.js";
import { writeYamlDocuments } from "./yaml-writer.js";

/** The file formats SOPS reads (sops cmd/sops/formats). */
export type SopsFormat = "yaml" | "json" | "dotenv" | "ini" | "binary";

/** What kustomize-controller calls them in messages. */
export const FORMAT_NAMES: Record<SopsFormat, string> = {
  yaml: "YAML",
  json: "JSON",
  dotenv: "dotenv",
  ini: "INI",
  binary: "binary",
};

/** Bytes by which kustomize-controller recognises an encrypted text of each format (decryptor.go). */
const MARKERS: ReadonlyArray<readonly [SopsFormat, string]> = [
  ["yaml", "mac: ENC["],
  ["dotenv", "sops_mac=ENC["],
  ["json", '"mac": "ENC['],
  ["binary", '"mac": "ENC['],
  ["ini", "[sops]"],
];

export function looksEncrypted(text: string, format: SopsFormat): boolean {
  return text.includes(MARKERS.find(([f]) => f === format)![1]);
}

/** The format of an encrypted text found in a Secret's data, by its marker; undefined when none. */
export function detectFormat(text: string): SopsFormat | undefined {
  // binary files are a JSON envelope: read as JSON, as SOPS' binary store does.
  return MARKERS.find(([, marker]) => text.includes(marker))?.[0];
}

/** kustomize-controller's formatForPath: `.dockerconfigjson` is JSON, else SOPS' extension rule. */
export function formatForPath(path: string): SopsFormat {
  if (path.endsWith(".dockerconfigjson")) return "json";
  if (path.endsWith(".yaml") || path.endsWith(".yml")) return "yaml";
  if (path.endsWith(".json")) return "json";
  if (path.endsWith(".env")) return "dotenv";
  if (path.endsWith(".ini")) return "ini";
  return "binary";
}

export class StoreError extends Error {
  override name = "StoreError";
}

/** The documents of a text as SOPS' store for the format reads them; the metadata is still in them. */
export function loadBranches(text: string, format: SopsFormat): Branch[] {
  switch (format) {
    case "dotenv":
      return [dotenvBranch(text)];
    case "ini":
      try {
        return [readIni(text)];
      } catch (error) {
        if (error instanceof IniError) throw new StoreError(`not valid INI: ${error.message}`);
        throw error;
      }
    case "yaml":
      try {
        return readYamlBranches(text);
      } catch (error) {
        if (error instanceof YamlError) throw new StoreError(`not valid YAML: ${error.message}`);
        if (error instanceof YamlStoreError) throw new StoreError(error.message);
        throw error;
      }
    default: {
      // JSON is read as YAML (it is a subset): one parser, and keys come back in file order.
      let documents: ReturnType<typeof parseYamlDocuments>;
      try {
        documents = parseYamlDocuments(text);
      } catch (error) {
        if (error instanceof YamlError)
          throw new StoreError(`not valid ${FORMAT_NAMES[format]}: ${error.message}`);
        throw error;
      }
      return documents.map((doc) => {
        if (doc.value === null || doc.value === undefined) return new Branch();
        if (typeof doc.value !== "object" || Array.isArray(doc.value))
          throw new StoreError(`a ${FORMAT_NAMES[format]} document that is not a mapping`);
        return fromPlain(doc.value, (path) => doc.lineOf(path)) as Branch;
      });
    }
  }
}

/** sops stores/dotenv: `KEY=value` lines (`\n` in a value is a newline), `#` comments. */
function dotenvBranch(text: string): Branch {
  const items: Item[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line.length === 0) continue;
    if (line.startsWith("#")) {
      items.push({ comment: line.slice(1) });
      continue;
    }
    const at = line.indexOf("=");
    if (at < 0) throw new StoreError(`invalid dotenv line ${index + 1}: no '='`);
    items.push({ key: line.slice(0, at), value: line.slice(at + 1).replaceAll("\\n", "\n") });
  }
  return new Branch(items);
}

/** The decrypted documents written as SOPS' store for `format` writes a plain file. */
export function emitPlain(branches: Branch[], format: SopsFormat): string | Buffer {
  switch (format) {
    case "dotenv":
      return (branches[0]?.items ?? [])
        .map((item) =>
          "key" in item
            ? `${item.key}=${typeof item.value === "string" ? item.value.replaceAll("\n", "\\n") : plainScalar(item.value)}\n`
            : `#${item.comment}\n`,
        )
        .join("");
    case "binary": {
      const data = branches[0]?.get("data");
      if (data instanceof GoBytes) return data.bytes;
      if (typeof data !== "string") throw new StoreError("a binary file without its 'data' value");
      return data;
    }
    case "json":
      // sops' JSON store ends the file with a newline.
      return `${goIndentedJson(branches[0] ?? new Branch(), 0)}\n`;
    case "ini":
      try {
        return writeIni(branches);
      } catch (error) {
        if (error instanceof IniError) throw new StoreError(error.message);
        throw error;
      }
    default:
      return writeYamlDocuments(branches);
  }
}

function plainScalar(value: TreeValue): string {
  return value === null
    ? ""
    : value instanceof GoTime
      ? value.text
      : value instanceof GoFloat
        ? String(value.value)
        : String(value);
}

/** Go's json.Marshal of a string: HTML characters and line separators escaped as Go does. */
function goJsonString(value: string): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** sops' JSON store: its own encoder, then json.Indent with a tab. */
function goIndentedJson(value: TreeValue, depth: number): string {
  const pad = "\t".repeat(depth + 1);
  const end = "\t".repeat(depth);
  if (value instanceof Branch) {
    const items = value.items.filter((item): item is { key: string; value: TreeValue } => "key" in item);
    if (items.length === 0) return "{}";
    return `{\n${items.map((item) => `${pad}${goJsonString(item.key)}: ${goIndentedJson(item.value, depth + 1)}`).join(",\n")}\n${end}}`;
  }
  if (Array.isArray(value)) {
    const items = value.filter((item): item is TreeValue => !isComment(item));
    if (items.length === 0) return "[]";
    return `[\n${items.map((item) => `${pad}${goIndentedJson(item, depth + 1)}`).join(",\n")}\n${end}]`;
  }
  if (typeof value === "string") return goJsonString(value);
  if (value instanceof GoTime) return goJsonString(value.text);
  if (value instanceof GoFloat) return JSON.stringify(value.value);
  if (typeof value === "bigint") return value.toString();
  return JSON.stringify(value);
}
