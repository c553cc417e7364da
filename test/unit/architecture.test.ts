import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { exportedNames, findCycles, importedNames, importGraph } from "../../scripts/imports.mjs";

// The layering rules of docs/ARCHITECTURE.md, checked over the import graph of src/.
const root = fileURLToPath(new URL("../../src", import.meta.url));
const graph = importGraph(root);

describe("architecture", () => {
  it("reads the import graph (the check below is not vacuous)", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get("cli.ts")?.length).toBeGreaterThan(0);
  });

  it("has no import cycle in src/", () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it("has no loop between folders either (a file at the top of src/ is its own node)", () => {
    const folderOf = (file: string) => (file.includes("/") ? `${file.split("/")[0]}/` : file);
    const folders = new Map<string, string[]>();
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      const to = targets.map(folderOf).filter((t) => t !== from);
      folders.set(from, [...new Set([...(folders.get(from) ?? []), ...to])]);
    }
    expect(findCycles(folders)).toEqual([]);
  });

  it("finds a cycle when there is one (so the check above can fail)", () => {
    const cyclic = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(findCycles(cyclic)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("model/ imports nothing from another src/ folder (it is the bottom layer)", () => {
    const outward = [...graph]
      .filter(([file]) => file.startsWith("model/"))
      .flatMap(([file, targets]) =>
        targets.filter((t) => !t.startsWith("model/")).map((t) => `${file} → ${t}`),
      );
    expect(outward).toEqual([]);
  });

  it("each folder's index.ts exports only what other folders, the entry points or the benchmarks use", () => {
    const imports = importedNames(root);
    // The benchmarks bundle engine modules by name: `bundleSources({ "src/graph/index.ts": ["planGraph"] })`.
    const scripts = fileURLToPath(new URL("../../scripts", import.meta.url));
    const benchText = readdirSync(scripts, { recursive: true })
      .filter((f) => String(f).endsWith(".mjs"))
      .map((f) => readFileSync(join(scripts, String(f)), "utf8"))
      .join("\n");
    const unused: string[] = [];
    for (const folder of FOLDERS_CHECKED) {
      const index = `${folder}/index.ts`;
      const used = new Set<string>();
      for (const [file, byTarget] of imports) {
        if (!file.startsWith(`${folder}/`)) for (const name of byTarget.get(index) ?? []) used.add(name);
      }
      const benched = new RegExp(`src/${folder}/index\\.ts"\\)?\\]?:\\s*\\[([^\\]]*)\\]`, "g");
      for (const m of benchText.matchAll(benched))
        for (const name of m[1]?.match(/\w+/g) ?? []) used.add(name);
      for (const name of exportedNames(root, index)) if (!used.has(name)) unused.push(`${index}: ${name}`);
    }
    expect(unused).toEqual([]);
  });
});

/**
 * The folders whose index is held to that rule: every folder that has an index.ts (cli/ has none:
 * its files are imported by the entry points directly).
 */
const FOLDERS_CHECKED = [
  "apply",
  "cluster",
  "config",
  "diff",
  "github",
  "graph",
  "health",
  "inventory",
  "model",
  "prune",
  "reconcile",
  "render",
  "report",
  "sops",
  "sources",
];
