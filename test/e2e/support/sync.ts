// Runs the engine in-process against the test cluster on a throwaway copy of a fixture repo.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { KubeObject } from "../../../src/cluster/types.js";
import { decodeInventory } from "../../../src/inventory/codec.js";
import { type Logger, type RunReport, silentLogger } from "../../../src/model/index.js";
import { type RawOptions, resolveOptions } from "../../../src/options.js";
import { sync } from "../../../src/reconcile/index.js";
import { getJson, kubectl, testKubeconfig } from "./cluster.js";

export const FIXTURES = resolve(import.meta.dirname, "../../fixtures/sync");

/** Copies test/fixtures/sync/<fixture> to a temp dir, replacing `__NS__` with the test namespace. */
export async function prepareRepo(fixture: string, namespace: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `ks-${fixture}-`));
  await cp(join(FIXTURES, fixture), dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, "utf8");
    if (text.includes("__NS__")) await writeFile(file, text.replaceAll("__NS__", namespace));
  }
  return dir;
}

export async function removeFile(repo: string, path: string): Promise<void> {
  await rm(join(repo, path));
}

export async function runSync(repo: string, extra: Partial<RawOptions> = {}): Promise<RunReport> {
  const options = resolveOptions(
    { mode: "sync", root: repo, kubeconfig: testKubeconfig(), timeout: "60s", ...extra },
    { cwd: repo, log: silentLogger },
  );
  return sync(options);
}

export function row(report: RunReport, name: string) {
  const found = report.kustomizations.find((k) => k.name === name);
  if (!found)
    throw new Error(`no row for ${name} in ${JSON.stringify(report.kustomizations.map((k) => k.name))}`);
  return found;
}

/** `Kind/name action` for every change, sorted: compact for assertions. */
export function actions(report: RunReport, name: string): string[] {
  return row(report, name)
    .changes.map((c) => `${c.kind}/${c.name} ${c.action}`)
    .sort();
}

/**
 * The inventory ids of Kustomization `name` whose inventory lives in `namespace`, read straight
 * from its ConfigMap (undefined when none). `kustomizationNamespace` defaults to `namespace`.
 */
export async function inventoryIds(
  namespace: string,
  name: string,
  kustomizationNamespace?: string,
): Promise<string[] | undefined> {
  const list = await getJson<{ items: KubeObject[] }>([
    "configmap",
    "-n",
    namespace,
    "-l",
    "kustomize-sync.io/inventory=true",
  ]);
  const found = list.items
    .flatMap((cm) => {
      try {
        return [decodeInventory(cm)];
      } catch {
        return []; // a stray or damaged one planted by a test
      }
    })
    .find(
      (inv) =>
        inv.kustomization.name === name &&
        (kustomizationNamespace === undefined || inv.kustomization.namespace === kustomizationNamespace),
    );
  return found?.entries.map((e) => e.id).sort();
}

export async function exists(kind: string, name: string, namespace?: string): Promise<boolean> {
  const args = ["get", kind, name, "-o", "name", ...(namespace ? ["-n", namespace] : [])];
  return (await kubectl(args)).code === 0;
}

/** Every object in `namespace` carrying kustomize-sync owner labels, as inventory ids. */
export async function ownedObjectIds(namespace: string, kinds: string[]): Promise<string[]> {
  const list = await getJson<{ items: { apiVersion: string; kind: string; metadata: { name: string } }[] }>([
    kinds.join(","),
    "-n",
    namespace,
    "-l",
    "kustomize-sync.io/name",
  ]);
  return list.items
    .map((o) => {
      const group = o.apiVersion.includes("/") ? o.apiVersion.split("/")[0] : "";
      return `${namespace}_${o.metadata.name}_${group}_${o.kind}`;
    })
    .sort();
}

/** A logger that keeps every line, warnings and errors marked (runSync's is silent). */
export function keepingLogger(lines: string[]): Logger {
  return {
    info: (m) => lines.push(m),
    progress: (m) => lines.push(m),
    warn: (m) => lines.push(`warning: ${m}`),
    error: (m) => lines.push(`error: ${m}`),
    debug() {},
    group: (_title, fn) => fn(),
  };
}
