// `validate` holds every HelmRelease written under the definitions path to helm-controller's
// schema (the flux-cd models plus its CRD's rules, src/helm/definition.ts), with file:line, before
// any render: a mistake in a HelmRelease is found without a chart or a cluster.
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { helmReleaseFrom } from "../helm/definition.js";
import {
  HELM_GROUP,
  isRecord,
  KUSTOMIZATION_FILES,
  type KubeObject,
  type Problem,
  parseYaml,
  parseYamlDocuments,
} from "../model/index.js";

/** Directories that never hold a repository's own manifests (as the definitions walk skips them). */
const SKIPPED = new Set([".git", "node_modules"]);

/** The YAML files under `dir`, and the files kustomizations there name as patches (partial objects, not definitions). */
async function yamlFiles(dir: string, found = { files: [] as string[], patches: new Set<string>() }) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const file = join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED.has(entry.name)) await yamlFiles(file, found);
    else if (!entry.isFile()) continue;
    else if (KUSTOMIZATION_FILES.includes(entry.name))
      for (const patch of await patchFiles(file)) found.patches.add(patch);
    else if (/\.ya?ml$/.test(entry.name)) found.files.push(file);
  }
  return found;
}

/** `patches[].path`, `patchesStrategicMerge[]` and `patchesJson6902[].path` of a kustomization file. */
async function patchFiles(kustomization: string): Promise<string[]> {
  let value: unknown;
  try {
    value = parseYaml(await readFile(kustomization, "utf8"));
  } catch {
    return [];
  }
  if (!isRecord(value)) return [];
  const paths: unknown[] = [
    ...(Array.isArray(value.patches) ? value.patches.map((p) => (isRecord(p) ? p.path : undefined)) : []),
    ...(Array.isArray(value.patchesJson6902)
      ? value.patchesJson6902.map((p) => (isRecord(p) ? p.path : undefined))
      : []),
    ...(Array.isArray(value.patchesStrategicMerge) ? value.patchesStrategicMerge : []),
  ];
  return paths
    .filter((p): p is string => typeof p === "string" && !p.includes("\n"))
    .map((p) => resolve(dirname(kustomization), p));
}

/**
 * The problems of each HelmRelease written in a YAML file under `path` (symlinks not followed;
 * files a kustomization names as patches are partial objects, left out),
 * one line each as `HelmRelease/ns/name: spec.field: message`. A document holding a postBuild
 * variable (`${…}`) is checked after substitution instead, when `build` or `diff` renders it.
 */
export async function helmReleaseProblems(
  root: string,
  path: string,
  defaultNamespace: string,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const { files, patches } = await yamlFiles(path);
  for (const file of files) {
    if (patches.has(file)) continue;
    const text = await readFile(file, "utf8").catch(() => "");
    if (!text.includes(HELM_GROUP) || !text.includes("HelmRelease")) continue;
    let documents: ReturnType<typeof parseYamlDocuments>;
    try {
      documents = parseYamlDocuments(text);
    } catch {
      continue; // not YAML the definitions' own reading reports, or a template: not ours to judge
    }
    for (const document of documents) {
      const object = document.value as KubeObject | null;
      if (object?.kind !== "HelmRelease" || !String(object.apiVersion ?? "").startsWith(`${HELM_GROUP}/`))
        continue;
      if (JSON.stringify(object).includes("${")) continue;
      const source = { file: relative(root, file), line: document.line };
      const { problems: found } = helmReleaseFrom(object, source, defaultNamespace);
      const key = `HelmRelease/${object.metadata?.namespace ?? defaultNamespace}/${object.metadata?.name ?? ""}`;
      for (const message of found) problems.push({ message: `${key}: ${message}`, object: key, source });
    }
  }
  return problems;
}
