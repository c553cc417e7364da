import { isRecord, RUN_MODES, type RunReport } from "../model/index.js";

const READY = new Set(["True", "False", "Unknown"]);
const ACTIONS = new Set(["created", "configured", "unchanged", "deleted", "skipped", "failed"]);
const RELEASE_ACTIONS = new Set([
  "installed",
  "upgraded",
  "unchanged",
  "rolled back",
  "uninstalled",
  "failed",
  "blocked",
  "suspended",
]);

/**
 * A saved JSON report (`--json`, the `result` output), read back for `publish`. The file may come
 * from another job, or from a fork's workflow, so nothing in it is trusted: every field the
 * renderers read is checked for its type, and a file that is not a report is refused in one line
 * naming the first wrong field. Text is rendered escaped anyway (src/report/escape.ts).
 */
export function parseRunReport(text: string): RunReport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new Error(`not JSON: ${(err as Error).message}`);
  }
  const report = record(data, "(root)");
  if (typeof report.ready !== "boolean") fail("ready", "must be true or false");
  if (typeof report.mode !== "string" || !RUN_MODES.includes(report.mode as RunReport["mode"]))
    fail("mode", `must be one of ${RUN_MODES.join(", ")}`);
  checkProblems(report.problems, "problems");
  list(report.kustomizations, "kustomizations").forEach((item, i) => {
    const at = `kustomizations[${i}]`;
    const k = record(item, at);
    for (const field of ["name", "namespace", "reason", "message", "revision"])
      str(k[field], `${at}.${field}`);
    if (!READY.has(k.ready as string)) fail(`${at}.ready`, "must be True, False or Unknown");
    if (typeof k.durationMs !== "number") fail(`${at}.durationMs`, "must be a number");
    list(k.changes, `${at}.changes`).forEach((change, j) => {
      const cat = `${at}.changes[${j}]`;
      const c = record(change, cat);
      for (const field of ["id", "kind", "namespace", "name"]) str(c[field], `${cat}.${field}`);
      if (!ACTIONS.has(c.action as string))
        fail(`${cat}.action`, `must be one of ${[...ACTIONS].join(", ")}`);
      str(c.detail, `${cat}.detail`, true);
    });
    for (const field of ["dependsOn", "warnings"]) {
      if (k[field] === undefined) continue;
      list(k[field], `${at}.${field}`).forEach((v, j) => {
        str(v, `${at}.${field}[${j}]`);
      });
    }
    checkSource(k.source, `${at}.source`);
    checkProblems(k.problems, `${at}.problems`);
    if (k.releases !== undefined) {
      list(k.releases, `${at}.releases`).forEach((entry, j) => {
        const rat = `${at}.releases[${j}]`;
        const r = record(entry, rat);
        for (const field of ["ref", "releaseName", "storageNamespace", "chart", "version", "message"])
          str(r[field], `${rat}.${field}`);
        if (!RELEASE_ACTIONS.has(r.action as string))
          fail(`${rat}.action`, `must be one of ${[...RELEASE_ACTIONS].join(", ")}`);
        if (!READY.has(r.ready as string)) fail(`${rat}.ready`, "must be True, False or Unknown");
        if (r.revision !== undefined && typeof r.revision !== "number")
          fail(`${rat}.revision`, "must be a number");
        checkSource(r.source, `${rat}.source`);
      });
    }
    if (k.health === undefined) return;
    list(k.health, `${at}.health`).forEach((entry, j) => {
      const h = record(entry, `${at}.health[${j}]`);
      for (const field of ["ref", "status", "message"]) str(h[field], `${at}.health[${j}].${field}`);
    });
  });
  return data as RunReport;
}

function fail(path: string, what: string): never {
  throw new Error(`not a kustomize-sync report: ${path} ${what}`);
}

function record(v: unknown, path: string): Record<string, unknown> {
  if (!isRecord(v)) fail(path, "must be an object");
  return v;
}

function list(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) fail(path, "must be a list");
  return v;
}

function str(v: unknown, path: string, optional = false): void {
  if (v === undefined && optional) return;
  if (typeof v !== "string") fail(path, "must be a string");
}

function checkSource(v: unknown, path: string): void {
  if (v === undefined) return;
  const source = record(v, path);
  str(source.file, `${path}.file`);
  if (source.line !== undefined && !Number.isInteger(source.line))
    fail(`${path}.line`, "must be a whole number");
}

function checkProblems(v: unknown, path: string): void {
  if (v === undefined) return;
  list(v, path).forEach((item, i) => {
    const p = record(item, `${path}[${i}]`);
    str(p.message, `${path}[${i}].message`);
    str(p.object, `${path}[${i}].object`, true);
    checkSource(p.source, `${path}[${i}].source`);
  });
}
