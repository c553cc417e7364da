import type { ImageOverride } from "../model/index.js";
import { messages } from "./errors.js";
import { VARIABLE_NAME } from "./substitute.js";

/** Lines that carry no entry: blank or `#` comments. */
const isBlank = (line: string) => line.trim() === "" || line.trim().startsWith("#");

/**
 * Parses `KEY=value` lines (the action's `substitute` input). The value is everything after
 * the first `=`, trimmed; blank lines and `#` comments are skipped; a later key wins.
 */
export function parseKeyValueLines(text: string, inputName = "substitute"): Record<string, string> {
  const result: Record<string, string> = {};
  text.split(/\r?\n/).forEach((line, index) => {
    if (isBlank(line)) return;
    const eq = line.indexOf("=");
    const key = eq < 0 ? "" : line.slice(0, eq).trim();
    if (eq < 0 || !key || /\s/.test(key)) {
      throw new Error(
        `${inputName} line ${index + 1}: expected KEY=value, got ${JSON.stringify(line.trim())}`,
      );
    }
    result[key] = line.slice(eq + 1).trim();
  });
  return result;
}

/**
 * The `substitute` input / `--substitute` flags: `KEY=value` lines whose keys are Flux variable
 * names. A bad name is the caller's mistake, reported before anything runs (Flux reports it at
 * build time, for every Kustomization).
 */
export function parseVariableLines(text: string, inputName = "substitute"): Record<string, string> {
  const variables = parseKeyValueLines(text, inputName);
  for (const name of Object.keys(variables)) {
    if (!VARIABLE_NAME.test(name)) throw new Error(`${inputName}: ${messages.invalidVarName(name)}`);
  }
  return variables;
}

/**
 * Splits an image reference into name, tag and digest. The tag is the part after the last
 * ':' that follows the last '/', so a registry port (`localhost:5000/app`) is not a tag.
 */
function splitImage(ref: string): { name: string; tag?: string; digest?: string } {
  let rest = ref;
  let digest: string | undefined;
  const at = rest.indexOf("@");
  if (at >= 0) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
  }
  const colon = rest.lastIndexOf(":");
  let tag: string | undefined;
  if (colon > rest.lastIndexOf("/")) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
  }
  return { name: rest, ...(tag !== undefined ? { tag } : {}), ...(digest !== undefined ? { digest } : {}) };
}

/**
 * Parses the action's `images` input: one `name=newName[:newTag][@digest]` per line, where
 * newName may be empty (`podinfo=:1.2.3` only changes the tag). Same meaning as a Flux
 * `spec.images` entry.
 */
export function parseImageLines(text: string, inputName = "images"): ImageOverride[] {
  const images: ImageOverride[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (isBlank(raw)) return;
    const line = raw.trim();
    const bad = (why: string) =>
      new Error(
        `${inputName} line ${index + 1}: ${why}: expected NAME=NEWNAME[:TAG|@DIGEST] (e.g. podinfo=ghcr.io/org/podinfo:1.2.3), got ${JSON.stringify(line)}`,
      );
    const eq = line.indexOf("=");
    if (eq < 0) throw bad("missing '='");
    const name = line.slice(0, eq).trim();
    const target = line.slice(eq + 1).trim();
    if (!name || /\s/.test(name)) throw bad("invalid image name");
    if (!target || /\s/.test(target)) throw bad("missing replacement");
    const { name: newName, tag, digest } = splitImage(target);
    if (tag === "" || digest === "") throw bad("empty tag or digest");
    if (digest !== undefined && !/^[a-z0-9]+(?:[+._-][a-z0-9]+)*:[a-zA-Z0-9=_-]+$/.test(digest)) {
      throw bad(`invalid digest ${JSON.stringify(digest)}`);
    }
    const image: ImageOverride = { name };
    if (newName) image.newName = newName;
    if (tag !== undefined) image.newTag = tag;
    if (digest !== undefined) image.digest = digest;
    if (!image.newName && !image.newTag && !image.digest) throw bad("nothing to change");
    images.push(image);
  });
  return images;
}
