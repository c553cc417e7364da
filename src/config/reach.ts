import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import {
  isRecord,
  KUSTOMIZATION_FILES,
  lookAtYamlDocument,
  type WalkIndex,
  YamlError,
} from "../model/index.js";
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
 * Synchronous on purpose: it reads a few small files per Kustomization, and discovery asks it
 * of every one at once, where a promise per system call queued them all on the thread pool.
 * With `index` (of `realRoot`), an answer an earlier run found is taken from there while nothing
 * its walk looked at changed.
 */
export async function mayRenderDefinitions(
  dir: string,
  realRoot: string,
  index?: WalkIndex,
): Promise<boolean> {
  if (!index) return mayRenderDefinitionsSync(dir, realRoot);
  const key = `reach\0${dir}`;
  const kept = index.get<boolean>(key);
  if (kept !== undefined) return kept;
  const began = Date.now();
  const looked = new Set<string>();
  const answer = mayRenderDefinitionsSync(dir, realRoot, looked);
  index.put(key, answer, looked, began);
  return answer;
}

/** `looked` gathers every path the walk looks at, as named and after symlinks. */
function mayRenderDefinitionsSync(dir: string, realRoot: string, looked?: Set<string>): boolean {
  const visited = new Set<string>();

  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch {
      return undefined;
    }
  };
  const visitFile = (file: string): boolean => {
    const real = attempt(() => realpathSync.native(file));
    looked?.add(file);
    if (real) looked?.add(real);
    if (!real || !isInside(real, realRoot)) return false;
    const bytes = attempt(() => readFileSync(real));
    return bytes !== undefined && mentionsDefinitions(bytes);
  };

  const visitDirectory = (directory: string): boolean => {
    const real = attempt(() => realpathSync.native(directory));
    looked?.add(directory);
    if (real) looked?.add(real);
    if (!real || visited.has(real) || !isInside(real, realRoot)) return false;
    visited.add(real);
    const entries = attempt(() => readdirSync(real, { withFileTypes: true })) ?? [];
    const kustomization = KUSTOMIZATION_FILES.find((name) =>
      entries.some((entry) => entry.name === name && !entry.isDirectory()),
    );
    if (!kustomization) {
      for (const entry of entries) {
        const full = path.join(real, entry.name);
        if (entry.isDirectory() || entry.isSymbolicLink()) {
          looked?.add(full);
          const info = statSync(full, { throwIfNoEntry: false });
          if (info?.isDirectory()) {
            if (entry.name === ".git") continue;
            if (visitDirectory(full)) return true;
            continue;
          }
        }
        if (isYamlFile(entry.name) && visitFile(full)) return true;
      }
      return false;
    }
    looked?.add(path.join(real, kustomization));
    const text = attempt(() => readFileSync(path.join(real, kustomization), "utf8")) ?? "";
    let value: unknown;
    try {
      value = lookAtYamlDocument(text)?.value;
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
      looked?.add(target);
      const info = attempt(() => statSync(target, { throwIfNoEntry: false }));
      if (info?.isDirectory() ? visitDirectory(target) : info && visitFile(target)) return true;
    }
    return false;
  };

  return visitDirectory(dir);
}
