// The import graph of src/ and its cycles: `node scripts/imports.mjs` prints each cycle (exit 1 if any).
// Hand-written because madge and dependency-cruiser are not dependencies; a regex over import
// specifiers is enough for this codebase (relative ESM imports with `.js` suffixes, type ones too).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s*["']([^"']+)["']/g;

/** Every .ts file below `root` (posix, relative to it) with the relative src files it imports. */
export function importGraph(root) {
  const files = readdirSync(root, { recursive: true })
    .map((f) => String(f).split("\\").join("/"))
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    const targets = new Set();
    for (const m of text.matchAll(SPECIFIER)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec.startsWith(".")) continue;
      const target = relative(root, resolve(root, dirname(file), spec))
        .split("\\")
        .join("/")
        .replace(/\.js$/, ".ts");
      if (known.has(target)) targets.add(target);
      else if (known.has(`${target}/index.ts`)) targets.add(`${target}/index.ts`);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The names each file imports (or re-exports) from each src file: `*` for a namespace or star. */
export function importedNames(root) {
  const clauses = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["'](\.[^"']*)["']/g;
  const result = new Map();
  for (const file of importGraph(root).keys()) {
    const text = readFileSync(join(root, file), "utf8");
    const byTarget = new Map();
    for (const m of text.matchAll(clauses)) {
      let target = relative(root, resolve(root, dirname(file), m[3]))
        .split("\\")
        .join("/")
        .replace(/\.js$/, ".ts");
      if (!target.endsWith(".ts")) target = `${target}/index.ts`;
      const names = byTarget.get(target) ?? new Set();
      const list = /\{([^}]*)\}/.exec(m[2]);
      if (!list || /\*/.test(m[2].replace(/\{[^}]*\}/, ""))) names.add("*");
      for (const item of list ? list[1].split(",") : []) {
        const name = item
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
      byTarget.set(target, names);
    }
    result.set(file, byTarget);
  }
  return result;
}

/** The names a file exports: declarations, lists, and (for `export *`) what the named file exports. */
export function exportedNames(root, file) {
  const text = readFileSync(join(root, file), "utf8");
  const names = new Set();
  for (const m of text.matchAll(
    /(?:^|\n)export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g,
  ))
    names.add(m[1]);
  for (const m of text.matchAll(/(?:^|\n)export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const item of m[1].split(",")) {
      const parts = item
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/);
      const name = parts[1] ?? parts[0];
      if (name) names.add(name);
    }
  }
  for (const m of text.matchAll(/(?:^|\n)export\s+\*\s+from\s*["'](\.[^"']*)["']/g)) {
    const target = relative(root, resolve(root, dirname(file), m[1]))
      .split("\\")
      .join("/")
      .replace(/\.js$/, ".ts");
    for (const name of exportedNames(root, target)) names.add(name);
  }
  return names;
}

/** The strongly connected components of more than one file (or a file importing itself): the cycles. */
export function findCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "src");
  const cycles = findCycles(importGraph(root));
  for (const cycle of cycles) console.log(`cycle: ${cycle.join(" → ")}`);
  console.log(cycles.length === 0 ? "no import cycle" : `${cycles.length} import cycle(s)`);
  process.exitCode = cycles.length === 0 ? 0 : 1;
}
