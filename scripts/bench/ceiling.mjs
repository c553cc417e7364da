#!/usr/bin/env node
// The API server's own ceiling on this machine: the time of the minimum number of requests for
// each case of the apply benchmark (the same 1,000 objects as scripts/bench/apply.mjs), sent by a
// minimal client (scripts/bench/kube.mjs: https keep-alive, nothing else) at several
// concurrencies, next to kustomize-sync (`dist/cli.js sync`) on the same objects in the same run.
//   fresh        one server-side apply per object
//   no-op        one LIST per kind (ConfigMaps, ServiceAccounts, Services) in the namespace
//   10% changed  the three LISTs, then one server-side apply per changed object
//   10% removed  the three LISTs, then one DELETE per removed object
// Usage: node scripts/bench/ceiling.mjs [--kubeconfig FILE] [--objects N] [--concurrency 4,8,16,32,64]
//   [--runs N] [--cli FILE] [--write]
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startControlPlane } from "../cluster/control-plane.mjs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { kubeClient, resourcePath } from "./kube.mjs";
import { objectBodies, writeKustomizations, writeTree } from "./tree.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values } = parseArgs({
  options: {
    kubeconfig: { type: "string" },
    objects: { type: "string" },
    concurrency: { type: "string" },
    runs: { type: "string" },
    cli: { type: "string" },
    write: { type: "boolean" },
  },
});
const kubeconfig = values.kubeconfig ?? (await startControlPlane({ repoDir })).kubeconfigPath;
const KUSTOMIZATIONS = 10;
const PER = Math.max(10, Math.round(Number(values.objects ?? 1000) / KUSTOMIZATIONS));
const LEVELS = (values.concurrency ?? "4,8,16,32,64").split(",").map(Number);
const RUNS = Math.max(1, Number(values.runs ?? 3));
const cli = values.cli ?? join(repoDir, "dist", "cli.js");
const suffix = Date.now().toString(36);
const work = mkdtempSync(join(tmpdir(), "ks-bench-ceiling-"));
const kube = await kubeClient(kubeconfig, { maxSockets: Math.max(...LEVELS) });
const PLURAL = { ConfigMap: "configmaps", ServiceAccount: "serviceaccounts", Service: "services" };

const CASES = [
  ["fresh", { version: 1, keep: 1 }],
  ["no-op", { version: 1, keep: 1 }],
  ["10% changed", { version: 2, keep: 1 }],
  ["10% removed", { version: 2, keep: 0.9 }],
];
const objectsFor = (ns, tree) =>
  Array.from({ length: KUSTOMIZATIONS }, (_, k) => objectBodies(ns, k, PER, tree)).flat();
const keyOf = (o) => `${o.kind}/${o.metadata.name}`;

async function pool(items, concurrency, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

const apply = (o) =>
  kube.ok(
    "PATCH",
    `${resourcePath("v1", PLURAL[o.kind], o.metadata.namespace, o.metadata.name)}?fieldManager=bench&force=true`,
    {
      contentType: "application/apply-patch+yaml",
      body: o,
    },
  );
const listAll = (ns) =>
  Promise.all(Object.values(PLURAL).map((plural) => kube.ok("GET", resourcePath("v1", plural, ns))));

/** The minimum requests of each case, at one concurrency, in a new namespace; returns ms per case. */
async function ceilingRound(concurrency, ns) {
  await kube.ok("POST", "/api/v1/namespaces", { body: { metadata: { name: ns } } });
  const times = {};
  let previous = new Map();
  for (const [label, tree] of CASES) {
    const desired = objectsFor(ns, tree);
    const t0 = performance.now();
    if (label === "fresh") {
      await pool(desired, concurrency, apply);
    } else {
      // What a client must know before it can tell what changed: the live objects, one LIST per kind.
      await listAll(ns);
      const want = new Map(desired.map((o) => [keyOf(o), o]));
      const changed = desired.filter((o) => JSON.stringify(o) !== JSON.stringify(previous.get(keyOf(o))));
      const removed = [...previous.values()].filter((o) => !want.has(keyOf(o)));
      await pool(changed, concurrency, apply);
      await pool(removed, concurrency, (o) =>
        kube.ok("DELETE", resourcePath("v1", PLURAL[o.kind], ns, o.metadata.name)),
      );
    }
    times[label] = performance.now() - t0;
    previous = new Map(desired.map((o) => [keyOf(o), o]));
  }
  await kube.request("DELETE", `/api/v1/namespaces/${ns}`);
  return times;
}

function runOurs(root) {
  const started = performance.now();
  const r = spawnSync(
    process.execPath,
    [cli, "sync", "--root", root, "--path", join(root, "clusters"), "--kubeconfig", kubeconfig],
    {
      encoding: "utf8",
      maxBuffer: 1 << 28,
    },
  );
  if (r.status !== 0) throw new Error(`kustomize-sync sync failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return performance.now() - started;
}

const ceiling = new Map(LEVELS.map((c) => [c, Object.fromEntries(CASES.map(([l]) => [l, []]))]));
const ours = Object.fromEntries(CASES.map(([l]) => [l, []]));
const loads = [];
const namespaces = [];
try {
  for (let rep = 0; rep < RUNS; rep++) {
    for (const c of rep % 2 === 0 ? LEVELS : [...LEVELS].reverse()) {
      const times = await ceilingRound(c, `bench-ceil-${suffix}-c${c}-r${rep}`);
      for (const [l, ms] of Object.entries(times)) ceiling.get(c)[l].push(ms);
      loads.push(loadavg()[0]);
      process.stderr.write(
        `run ${rep + 1} concurrency ${c}: ${Object.entries(times)
          .map(([l, ms]) => `${l} ${(ms / 1000).toFixed(2)} s`)
          .join(", ")} (load ${loadavg()[0].toFixed(1)})\n`,
      );
    }
    const ns = `bench-ceil-${suffix}-ours-r${rep}`;
    await kube.ok("POST", "/api/v1/namespaces", { body: { metadata: { name: ns } } });
    namespaces.push(ns);
    const root = join(work, ns);
    writeKustomizations(root, ns, KUSTOMIZATIONS);
    for (const [label, tree] of CASES) {
      writeTree(root, ns, { count: KUSTOMIZATIONS, per: PER, ...tree });
      ours[label].push(runOurs(root));
      loads.push(loadavg()[0]);
    }
    process.stderr.write(
      `run ${rep + 1} kustomize-sync: ${CASES.map(([l]) => `${l} ${(ours[l].at(-1) / 1000).toFixed(2)} s`).join(", ")} (load ${loadavg()[0].toFixed(1)})\n`,
    );
  }
} finally {
  for (const ns of namespaces)
    await kube.request("DELETE", `/api/v1/namespaces/${ns}`).catch(() => undefined);
  kube.close();
  rmSync(work, { recursive: true, force: true });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const best = Object.fromEntries(
  CASES.map(([l]) => {
    const [c, ms] = LEVELS.map((c) => [c, median(ceiling.get(c)[l])]).sort((a, b) => a[1] - b[1])[0];
    return [l, { c, ms }];
  }),
);
const head = spawnSync("git", ["-C", repoDir, "rev-parse", "--short", "HEAD"], {
  encoding: "utf8",
}).stdout.trim();
const n = KUSTOMIZATIONS * PER;
const lines = [
  "## API server ceiling",
  "",
  `\`node scripts/bench/ceiling.mjs --write\`: the minimum requests each case of the apply benchmark needs`,
  `(${n} ConfigMaps, ServiceAccounts and Services) sent by a minimal client (https keep-alive, no retries:`,
  "`scripts/bench/kube.mjs`) at several concurrencies — fresh: one server-side apply per object; no-op: one LIST",
  "per kind; 10% changed: the LISTs and one apply per changed object; 10% removed: the LISTs and one DELETE per",
  `removed object — next to kustomize-sync (\`dist/cli.js sync\` at ${head}, 10 Kustomizations, Node start-up`,
  `included) in the same run. Medians of ${RUNS}; ${cpus().length} CPUs shared with other work, load average`,
  `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (median ${median(loads).toFixed(1)}). ours / ceiling is the median over the runs of`,
  "kustomize-sync's time divided by that run's fastest ceiling (the load moves both together).",
  "",
  `| concurrency | ${CASES.map(([l]) => l).join(" | ")} |`,
  `| ---: | ${CASES.map(() => "---:").join(" | ")} |`,
  ...LEVELS.map((c) => `| ${c} | ${CASES.map(([l]) => fmt(median(ceiling.get(c)[l]))).join(" | ")} |`),
  "",
  "| case | ceiling (best concurrency) | kustomize-sync | ours / ceiling |",
  "| --- | ---: | ---: | ---: |",
  ...CASES.map(
    ([l]) =>
      `| ${l} | ${fmt(best[l].ms)} (${best[l].c}) | ${fmt(median(ours[l]))} | ${median(ours[l].map((ms, rep) => ms / Math.min(...LEVELS.map((c) => ceiling.get(c)[l][rep])))).toFixed(1)}× |`,
  ),
];
lines.push("", "Where kustomize-sync's time goes beyond the requests: docs/PROFILE.md.");
console.log(lines.join("\n"));
if (values.write) await writeBenchmarkSection(lines[0], `${lines.join("\n")}\n`);
