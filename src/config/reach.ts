import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { isRecord, KUSTOMIZATION_FILES, parseYamlDocument, YamlError } from "../model/index.js";
import { mentionsDefinitions } from "./documents.js";
import { isInside, isYamlFile } from "./walk.js";

/** A remote base (URL, `git@host:`, `github.com/org/repo`): never read here, and refused by builds. */
const REMOTE = /^([a-z][a-z0-9+.-]*:\/\/|[\w.-]+@|github\.com\/)/i;

/**
 * Whether kustomize could render a definition (a Flux Kustomization or an ArtifactGenerator) from
 * `dir`: some file it would load mentions their groups. Follows what a kustomization loads
 * (`resources`, `bases`, `components`, recursively) or, without one, what Flux's generated
 * kustomization lists (every YAML file below, a directory with its own kustomization as one
 * unit). Patches and generators cannot add such objects, so they are not read. Answers true when
 * a kustomization cannot be parsed, so that kustomize reports it. Reads nothing outside `realRoot`.
 * This keeps discovery cheap: only directories that can hold definitions are rendered for them.
 */
export async function mayRenderDefinitions(dir: string, realRoot: string): Promise<boolean> {
  const visited = new Set<string>();

  const visitFile = async (file: string): Promise<boolean> => {
    const real = await realpath(file).catch(() => undefined);
    if (!real || !isInside(real, realRoot)) return false;
    const bytes = await readFile(real).catch(() => undefined);
    return bytes !== undefined && mentionsDefinitions(bytes);
  };

  const visitDirectory = async (directory: string): Promise<boolean> => {
    const real = await realpath(directory).catch(() => undefined);
    if (!real || visited.has(real) || !isInside(real, realRoot)) return false;
    visited.add(real);
    const entries = await readdir(real, { withFileTypes: true }).catch(() => []);
    const kustomization = KUSTOMIZATION_FILES.find((name) =>
      entries.some((entry) => entry.name === name && !entry.isDirectory()),
    );
    if (!kustomization) {
      for (const entry of entries) {
        const full = path.join(real, entry.name);
        if (entry.isDirectory() || entry.isSymbolicLink()) {
          const info = await stat(full).catch(() => undefined);
          if (info?.isDirectory()) {
            if (entry.name === ".git") continue;
            if (await visitDirectory(full)) return true;
            continue;
          }
        }
        if (isYamlFile(entry.name) && (await visitFile(full))) return true;
      }
      return false;
    }
    const text = await readFile(path.join(real, kustomization), "utf8").catch(() => "");
    let value: unknown;
    try {
      value = parseYamlDocument(text, { allowDuplicateKeys: true })?.value;
    } catch (error) {
      if (error instanceof YamlError) return true;
      throw error;
    }
    if (!isRecord(value)) return false;
    const references = ["resources", "bases", "components"].flatMap((field) => {
      const list = value[field];
      return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
    });
    for (const reference of references) {
      if (REMOTE.test(reference)) continue;
      const target = path.resolve(real, reference);
      const info = await stat(target).catch(() => undefined);
      if (info?.isDirectory() ? await visitDirectory(target) : info && (await visitFile(target))) return true;
    }
    return false;
  };

  return visitDirectory(dir);
}
