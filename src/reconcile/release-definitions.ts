// `validate` holds every HelmRelease written under the definitions path to helm-controller's
// schema (the flux-cd models plus its CRD's rules, src/helm/definition.ts), with file:line, before
// any render: a mistake in a HelmRelease is found without a chart or a cluster.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { helmReleaseFrom } from "../helm/index.js";
import { HELM_GROUP, type KubeObject, type Problem, parseYamlDocuments } from "../model/index.js";

/** Directories that never hold a repository's own manifests (as the definitions walk skips them). */
const SKIPPED = new Set([".git", "node_modules"]);

async function yamlFiles(dir: string, out: string[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isDirectory() && !SKIPPED.has(entry.name)) await yamlFiles(join(dir, entry.name), out);
    else if (entry.isFile() && /\.ya?ml$/.test(entry.name)) out.push(join(dir, entry.name));
  }
  return out;
}

/**
 * The problems of each HelmRelease written in a YAML file under `path` (symlinks not followed),
 * one line each as `HelmRelease/ns/name: spec.field: message`. A document holding a postBuild
 * variable (`${…}`) is checked after substitution instead, when `build` or `diff` renders it.
 */
export async function helmReleaseProblems(
  root: string,
  path: string,
  defaultNamespace: string,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const file of await yamlFiles(path, [])) {
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
