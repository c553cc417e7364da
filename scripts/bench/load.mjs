// Benchmark: load 10,000 Flux Kustomization documents (500 files, dependsOn chains) and plan
// their dependency graph. src/ is TypeScript and dist/ bundles only the entry points, so the
// script bundles a tiny entry importing src/config and src/graph with esbuild first.
//
//   npm run bench              prints the figures
//   npm run bench -- --write   also updates "Loading and sorting Kustomizations" in docs/BENCHMARKS.md

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundleSources } from "../bundle.mjs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";

const FILES = 500;
const PER_FILE = 20;
const CHAIN = 10; // each Kustomization depends on the previous one, in chains of this length
const RUNS = Math.max(2, Number(process.env.BENCH_RUNS ?? 5));

const work = await mkdtemp(path.join(os.tmpdir(), "kustomize-sync-bench-"));
try {
  const engine = await bundleEngine(work);
  const root = path.join(work, "repo");
  await generateRepository(root);

  const { loadKustomizations, planGraph } = await import(pathToFileURL(engine).href);
  const timings = [];
  let loaded;
  let plan;
  for (let run = 0; run < RUNS; run++) {
    // CPU time next to wall time: on a shared CI box the wall clock mostly measures neighbours.
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    loaded = await loadKustomizations({ root });
    const c1 = process.cpuUsage();
    const t1 = performance.now();
    plan = planGraph(loaded.kustomizations);
    const t2 = performance.now();
    const c2 = process.cpuUsage();
    timings.push({ load: t1 - t0, plan: t2 - t1, loadCpu: cpuMs(c0, c1), planCpu: cpuMs(c1, c2) });
  }
  if (loaded.problems.length > 0) throw new Error(`unexpected problems: ${loaded.problems[0].message}`);
  if (plan.order.length !== FILES * PER_FILE) throw new Error(`planned ${plan.order.length}`);

  const first = timings[0];
  const rest = timings.slice(1);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const figures = {
    documents: loaded.kustomizations.length,
    files: FILES,
    levels: plan.levels.length,
    firstLoad: first.load,
    load: median(rest.map((t) => t.load)),
    loadCpu: median(rest.map((t) => t.loadCpu)),
    plan: median(rest.map((t) => t.plan)),
    planCpu: median(rest.map((t) => t.planCpu)),
  };
  const lines = [
    `${figures.documents} Kustomizations in ${figures.files} files, dependsOn chains of ${CHAIN} (${figures.levels} levels)`,
    `loadKustomizations: ${ms(figures.load)} wall, ${ms(figures.loadCpu)} CPU (median of ${rest.length} warm runs; first, cold: ${ms(figures.firstLoad)} wall)`,
    `planGraph:          ${ms(figures.plan)} wall, ${ms(figures.planCpu)} CPU (median of ${rest.length} runs)`,
    `load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
  ];
  console.log(lines.join("\n"));
  if (process.argv.includes("--write")) await writeSection(lines);
} finally {
  await rm(work, { recursive: true, force: true });
}

function cpuMs(from, to) {
  return (to.user - from.user + to.system - from.system) / 1000;
}

function ms(value) {
  return `${value.toFixed(1)} ms`;
}

function bundleEngine(dir) {
  return bundleSources(
    { "src/config/index.ts": ["loadKustomizations"], "src/graph/index.ts": ["planGraph"] },
    path.join(dir, "engine.mjs"),
  );
}

/** 500 files of 20 Kustomizations each, plus a plain kustomization.yaml per folder as noise. */
async function generateRepository(root) {
  for (let f = 0; f < FILES; f++) {
    const dir = path.join(root, "clusters", `team-${Math.floor(f / 50)}`);
    await mkdir(dir, { recursive: true });
    const docs = [];
    for (let i = 0; i < PER_FILE; i++) {
      const n = f * PER_FILE + i;
      const dependsOn = n % CHAIN === 0 ? "" : `  dependsOn:\n    - name: app-${n - 1}\n`;
      docs.push(
        [
          "apiVersion: kustomize.toolkit.fluxcd.io/v1",
          "kind: Kustomization",
          "metadata:",
          `  name: app-${n}`,
          "  namespace: flux-system",
          "spec:",
          "  interval: 10m",
          `  path: ./apps/app-${n}`,
          "  prune: true",
          "  timeout: 2m",
          "  sourceRef:",
          "    kind: GitRepository",
          "    name: flux-system",
          `${dependsOn}  healthChecks:`,
          "    - kind: Deployment",
          `      name: app-${n}`,
          "      namespace: apps",
          "",
        ].join("\n"),
      );
    }
    await writeFile(path.join(dir, `apps-${f}.yaml`), docs.join("---\n"));
    await writeFile(
      path.join(dir, "kustomization.yaml"),
      "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: []\n",
    );
  }
}

/** Rewrites only our section of docs/BENCHMARKS.md, which other benchmarks share. */
async function writeSection(lines) {
  const heading = "## Loading and sorting Kustomizations";
  const section = [
    heading,
    "",
    "`npm run bench` (scripts/bench/load.mjs) generates a repository of 10,000 Flux Kustomization",
    "documents in 500 multi-document files, each in a `dependsOn` chain of 10, with a plain",
    "kustomize `kustomization.yaml` beside them, then times `loadKustomizations` (find, parse,",
    "validate against Flux's schema, normalise) and `planGraph` (levels, cycles, blocked).",
    "",
    "```",
    ...lines,
    `node ${process.version}, ${os.cpus()[0]?.model ?? "unknown CPU"}, measured ${new Date().toISOString().slice(0, 10)}`,
    "```",
    "",
  ].join("\n");
  await writeBenchmarkSection(heading, section);
}
