// package.json tells the truth: every runtime dependency is imported by src/, every package
// imported anywhere is declared, and what only tests, scripts and the bundler use is a devDependency.
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(path.join(repo, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(path.join(repo, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ext.test(e.name) && !e.parentPath.includes("fixtures"))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Package names a file imports (static and dynamic), without node: built-ins and relative paths. */
function importedPackages(file: string): Set<string> {
  const text = readFileSync(file, "utf8");
  const out = new Set<string>();
  // A line ending in a from-clause, a bare side-effect import line, or a dynamic import of a literal.
  const statements =
    /(?:^|\s)from\s+["']([^"'.][^"']*)["'];?\s*$|^\s*import\s+["']([^"'.][^"']*)["'];?\s*$|\bimport\(\s*["']([^"'.][^"']*)["']\s*\)/gm;
  for (const m of text.matchAll(statements)) {
    const spec = (m[1] ?? m[2] ?? m[3])!;
    if (spec.startsWith("node:") || builtinModules.includes(spec)) continue;
    const parts = spec.split("/");
    out.add(spec.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!);
  }
  return out;
}

const union = (sets: Set<string>[]) => new Set(sets.flatMap((s) => [...s]));
const fromSrc = union(files("src", /\.ts$/).map(importedPackages));
const fromDev = union([
  ...files("test", /\.ts$/).map(importedPackages),
  ...files("scripts", /\.m?[jt]s$/).map(importedPackages),
  importedPackages(path.join(repo, "vitest.config.ts")),
]);

describe("package.json", () => {
  it("lists as dependencies exactly what src/ imports", () => {
    expect(Object.keys(pkg.dependencies).sort()).toEqual([...fromSrc].sort());
  });

  it("declares every package the tests and scripts import", () => {
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
    expect([...fromDev].filter((p) => !declared.has(p))).toEqual([]);
  });
});
