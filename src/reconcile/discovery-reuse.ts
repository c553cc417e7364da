// Whether `diff --base` may take the base revision's definitions from the head's discovery rather
// than discover them again: discovery is the half of a warm diff that does not depend on what
// changed, done twice. It reads the YAML files at the definitions path for documents of the
// definition groups, kustomization files, and what the Kustomizations rendered to find children
// read (their read sets, render/reads.ts). A change that meets none of these leaves the base's
// definitions, their order, problems and those renders as the head's (specs name files relative
// to the root; unreached renders are the same at both revisions: revisions.ts).
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { DEFINITION_GROUPS } from "../config/index.js";
import {
  KUSTOMIZATION_FILES,
  type KustomizationSpec,
  kustomizationKey,
  type WalkIndexes,
} from "../model/index.js";
import { readSetOf } from "../render/index.js";
import { SOURCE_GROUP, type SourceResolver } from "../sources/index.js";
import { type ChangedPaths, reaches } from "./affected.js";
import type { Discovery } from "./discover.js";

/** Text that makes a changed file matter to discovery: a definition, or a source a Kustomization resolves through. */
const DISCOVERY_TEXT = [...DEFINITION_GROUPS, SOURCE_GROUP];

/**
 * Before either side is discovered: why a changed path may change what discovery finds, read at
 * every root given (the head's files and the base's), or undefined when none can. A changed
 * kustomization file, a directory (an untracked one is not read through) or a file mentioning a
 * definition or source group can.
 */
export function changeMayMoveDefinitions(
  changed: ChangedPaths,
  roots: readonly string[],
): string | undefined {
  if (changed.everything) return changed.everything;
  for (const path of changed.paths) {
    if (path.endsWith("/")) return `${path} is a directory that changed`;
    if ((KUSTOMIZATION_FILES as readonly string[]).includes(basename(path))) return `${path} changed`;
    for (const root of roots) {
      let text: string;
      try {
        text = readFileSync(join(root, path), "latin1");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // absent at that revision
        return `${path} cannot be read as a file`;
      }
      const group = DISCOVERY_TEXT.find((g) => text.includes(g));
      if (group) return `${path} mentions ${group}`;
    }
  }
  return undefined;
}

/**
 * After the head's discovery: why a changed path may still reach the base's (it is read by a
 * render discovery made, or a generator's artifact is built from the files), or undefined when
 * the head's discovery is the base's too.
 */
export async function discoveryReached(
  discovery: Discovery,
  changed: ChangedPaths,
  root: string,
  sources: Pick<SourceResolver, "decide">,
  walks?: WalkIndexes,
): Promise<string | undefined> {
  if (discovery.generators.length > 0) return "ExternalArtifacts are built from the repository's files";
  const units = discovery.units.map((path) => ({ label: path || ".", spec: { path, components: [] } }));
  const specs = new Map(discovery.kustomizations.map((spec) => [kustomizationKey(spec), spec]));
  const rendered: { label: string; spec: Pick<KustomizationSpec, "path" | "components"> }[] = [];
  for (const key of discovery.renders.keys()) {
    const spec = specs.get(key);
    // From a fetched source: its files are not the repository's, the same at both revisions.
    if (spec && (await sources.decide(spec)).type === "repository") rendered.push({ label: key, spec });
  }
  for (const { label, spec } of [...units, ...rendered]) {
    const reads = await readSetOf(spec, root, walks);
    if (!reads) return `what ${label} reads cannot be told`;
    if (reaches(changed.paths, reads)) return `the change reaches ${label}, rendered to find definitions`;
  }
  return undefined;
}
