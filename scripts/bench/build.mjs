// Benchmark: render 100 Kustomizations of 20 objects each through renderKustomization (Flux
// overlay merge in a temporary mirror, kustomize, origin mapping, post-build substitution)
// with bounded concurrency 2 and 4, next to 100 sequential plain `kubectl kustomize` runs of
// the same trees. src/ is TypeScript, so a tiny entry importing src/render is bundled first.
//
//   node scripts/bench/build.mjs           prints the figures
//   node scripts/bench/build.mjs --write   also updates "Rendering" in docs/BENCHMARKS.md

import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { bundleSources } from "../bundle.mjs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";

const run = promisify(execFile);
const KUSTOMIZATIONS = Number(process.env.BENCH_KUSTOMIZATIONS ?? 100);
const OBJECTS = 20;
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? "2,4").split(",").map(Number);

const work = await mkdtemp(path.join(os.tmpdir(), "kustomize-sync-bench-build-"));
try {
  const engine = await bundleEngine(work);
  const root = path.join(work, "repo");
  const specs = await generateRepository(root);
  const { detectRenderer, renderKustomization } = await import(pathToFileURL(engine).href);
  const detected = await detectRenderer(process.env.BENCH_RENDERER);
  // Same renderer, timed: separates kustomize's own time from ours.
  let kustomizeTime = 0;
  const renderer = {
    ...detected,
    async build(dir) {
      const start = performance.now();
      try {
        return await detected.build(dir);
      } finally {
        kustomizeTime += performance.now() - start;
      }
    },
  };

  // Warm the page cache and the binary once, outside the measurements.
  await renderKustomization(specs[0], { root, renderer });

  const t0 = performance.now();
  for (const spec of specs) {
    await run(renderer.command, kustomizeArgs(renderer, path.join(root, spec.path)), { maxBuffer: 64 << 20 });
  }
  const sequential = performance.now() - t0;

  const rows = [];
  for (const limit of CONCURRENCY) {
    kustomizeTime = 0;
    const start = performance.now();
    const results = await mapLimit(specs, limit, (spec) => renderKustomization(spec, { root, renderer }));
    const elapsed = performance.now() - start;
    const objects = results.reduce((n, r) => n + r.manifests.length, 0);
    if (objects !== KUSTOMIZATIONS * OBJECTS) throw new Error(`rendered ${objects} objects`);
    rows.push({ limit, elapsed, kustomize: kustomizeTime });
  }

  const lines = [
    `${KUSTOMIZATIONS} Kustomizations x ${OBJECTS} objects, ${renderer.kind} (kustomize ${renderer.version}), load average ${os.loadavg()[0].toFixed(1)}`,
    `sequential plain \`${renderer.kind === "kubectl" ? "kubectl kustomize" : "kustomize build"}\`: ${ms(sequential)} (${ms(sequential / KUSTOMIZATIONS)} each)`,
    ...rows.map(
      ({ limit, elapsed, kustomize }) =>
        `renderKustomization, concurrency ${limit}: ${ms(elapsed)} wall, ratio to sequential ${(elapsed / sequential).toFixed(2)}; ` +
        `per render ${ms((elapsed * limit) / KUSTOMIZATIONS)} of which kustomize ${ms(kustomize / KUSTOMIZATIONS)}`,
    ),
  ];
  console.log(lines.join("\n"));
  if (process.argv.includes("--write")) await writeSection(lines);
} finally {
  await rm(work, { recursive: true, force: true });
}

function ms(value) {
  return `${value.toFixed(0)} ms`;
}

function kustomizeArgs(renderer, dir) {
  return renderer.kind === "kubectl" ? ["kustomize", dir] : ["build", dir];
}

async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function bundleEngine(dir) {
  return bundleSources(
    { "src/render/index.ts": ["detectRenderer", "renderKustomization"] },
    path.join(dir, "engine.mjs"),
  );
}

/**
 * apps/app-N/: a kustomization.yaml listing 20 files (Deployment, Service, ConfigMap in turn)
 * that use one postBuild variable; the Flux specs add targetNamespace and a substitution.
 */
async function generateRepository(root) {
  const specs = [];
  for (let n = 0; n < KUSTOMIZATIONS; n++) {
    const dir = path.join(root, "apps", `app-${n}`);
    await mkdir(dir, { recursive: true });
    const files = [];
    for (let i = 0; i < OBJECTS; i++) {
      const file = `object-${i}.yaml`;
      files.push(file);
      await writeFile(path.join(dir, file), objectYaml(i % 3, `app-${n}-${i}`));
    }
    await writeFile(
      path.join(dir, "kustomization.yaml"),
      `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n${files.map((f) => `  - ${f}\n`).join("")}`,
    );
    specs.push({
      name: `app-${n}`,
      namespace: "flux-system",
      apiVersion: "kustomize.toolkit.fluxcd.io/v1",
      path: `apps/app-${n}`,
      dependsOn: [],
      prune: true,
      wait: false,
      force: false,
      suspend: false,
      healthChecks: [],
      healthCheckExprs: [],
      targetNamespace: "apps",
      patches: [],
      images: [],
      components: [],
      postBuild: { substitute: { cluster_env: "bench" } },
      deletionPolicy: "MirrorPrune",
      source: { file: "clusters/bench.yaml", line: 1 },
    });
  }
  return specs;
}

function objectYaml(kind, name) {
  if (kind === 0)
    return `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\n  labels:\n    env: \${cluster_env}\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: ${name}\n  template:\n    metadata:\n      labels:\n        app: ${name}\n    spec:\n      containers:\n        - name: app\n          image: ghcr.io/stefanprodan/podinfo:6.7.0\n`;
  if (kind === 1)
    return `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\nspec:\n  selector:\n    app: ${name}\n  ports:\n    - port: 80\n`;
  return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  env: \${cluster_env}\n`;
}

/** Rewrites only our section of docs/BENCHMARKS.md, which other benchmarks share. */
async function writeSection(lines) {
  const heading = "## Rendering";
  const section = [
    heading,
    "",
    "`node scripts/bench/build.mjs` (add `--write` to update this section) generates 100",
    "Kustomizations of 20 objects, each a `kustomization.yaml` plus a Flux spec with",
    "`targetNamespace` and a `postBuild.substitute` variable, and renders them through",
    "`renderKustomization` 2 and 4 at a time, next to 100 sequential plain `kubectl kustomize`",
    "runs of the same directories. A render does more than kustomize: it merges Flux's overlay",
    "fields into a copy of the user's kustomization placed in a temporary mirror of the path",
    "(symlinks to the entries it names; Flux's own layout, needed whenever an overlay field",
    "meets a user file), maps origin annotations back to files and substitutes per object.",
    'Without overlay fields, or without a kustomization file, no mirror is made. "per render"',
    'is wall time x concurrency / 100; "kustomize" is the time spent waiting for the binary.',
    "The machine was shared with other builds while measuring (see the load average): the",
    "figures are comparable with each other, not absolute.",
    "",
    "```",
    ...lines,
    `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "unknown"}), measured ${new Date().toISOString().slice(0, 10)}`,
    "```",
    "",
  ].join("\n");
  await writeBenchmarkSection(heading, section);
}
