// Summarises a V8 .cpuprofile (node --cpu-prof) of an esbuild bundle: self and inclusive time per
// function and per source module. esbuild marks each bundled module with a `// src/x/y.ts` (or
// `// node_modules/...`) comment line, which maps a bundle line back to the module it came from.
import { readFileSync } from "node:fs";

/** Line (0-based) → module path, from esbuild's module markers in a non-minified bundle. */
export function moduleMap(bundleText) {
  const marks = [];
  const lines = bundleText.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^\/\/ (\S+\.(?:[cm]?[jt]s|json))$/.exec(lines[i]);
    if (m) marks.push([i, m[1]]);
  }
  return (line) => {
    let lo = 0;
    let hi = marks.length - 1;
    let found = "(bundle preamble)";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (marks[mid][0] <= line) {
        found = marks[mid][1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

/** Shortens node_modules paths to the package (`yaml`, `@kubernetes/client-node`). */
function shortModule(path) {
  const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return m ? `${m[1]} (dependency)` : path.replace(/^(\.\.\/)+/, "");
}

/**
 * { totalMs, idleMs, gcMs, programMs, functions: [{key, selfMs, totalMs}], modules: [{module, selfMs, totalMs}] }.
 * `bundles` maps a script URL (file:///…) to its text, for module attribution.
 */
export function summariseProfile(profilePath, bundles = {}) {
  const profile = JSON.parse(readFileSync(profilePath, "utf8"));
  const maps = Object.fromEntries(Object.entries(bundles).map(([url, text]) => [url, moduleMap(text)]));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const describe = new Map();
  for (const n of profile.nodes) {
    const f = n.callFrame;
    const map = maps[f.url];
    let module;
    if (map) module = shortModule(map(f.lineNumber));
    else if (f.url.startsWith("node:")) module = "node internals";
    else if (f.url === "") module = f.functionName.startsWith("(") ? f.functionName : "native";
    else module = f.url.replace(/^file:\/\//, "");
    const fn = f.functionName || "(anonymous)";
    describe.set(n.id, { module, key: `${module}: ${fn}${map ? `:${f.lineNumber + 1}` : ""}` });
  }
  const self = new Map();
  const inclusiveFn = new Map();
  const inclusiveModule = new Map();
  const selfModule = new Map();
  let total = 0;
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    // A sample's time is the delta to the next one (the last has none).
    const ms = (deltas[i + 1] ?? 0) / 1000;
    total += ms;
    const id = profile.samples[i];
    const d = describe.get(id);
    self.set(d.key, (self.get(d.key) ?? 0) + ms);
    selfModule.set(d.module, (selfModule.get(d.module) ?? 0) + ms);
    const seenFn = new Set();
    const seenModule = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const dn = describe.get(n);
      if (!byId.get(n)) break;
      if (!seenFn.has(dn.key)) {
        seenFn.add(dn.key);
        inclusiveFn.set(dn.key, (inclusiveFn.get(dn.key) ?? 0) + ms);
      }
      if (!seenModule.has(dn.module)) {
        seenModule.add(dn.module);
        inclusiveModule.set(dn.module, (inclusiveModule.get(dn.module) ?? 0) + ms);
      }
    }
  }
  const pick = (name) => [...selfModule.entries()].filter(([m]) => m === name).reduce((a, [, v]) => a + v, 0);
  const functions = [...inclusiveFn.entries()].map(([key, totalMs]) => ({
    key,
    selfMs: self.get(key) ?? 0,
    totalMs,
  }));
  const modules = [...inclusiveModule.entries()].map(([module, totalMs]) => ({
    module,
    selfMs: selfModule.get(module) ?? 0,
    totalMs,
  }));
  return {
    totalMs: total,
    idleMs: pick("(idle)"),
    gcMs: pick("(garbage collector)"),
    programMs: pick("(program)"),
    functions,
    modules,
  };
}
