#!/usr/bin/env node
// kustomize-sync against Flux's own kustomize-controller, side by side on one API server.
// The controller is built from the Go module proxy (scripts/tools/flux-binaries.sh) and runs out
// of cluster with its default flags (only: metrics and health on free loopback ports, and
// --watch-all-namespaces=false with RUNTIME_NAMESPACE set to the benchmark's namespace). No
// source-controller runs: the harness the controller tests share (scripts/tools/kustomize-controller.mjs)
// plays its part — a GitRepository whose status.artifact (url, revision, digest, lastUpdateTime,
// path) it writes through the status subresource, and a local HTTP server serving that tar.gz of the tree.
//
// Cases, on the apply benchmark's 1,000 objects in 10 Kustomizations (scripts/bench/tree.mjs), in
// each tree shape asked for (--shape, default "kustomization": every deploy/kN has a
// kustomization.yaml listing its files, as in real repositories; "plain": one file and no
// kustomization file, which Flux generates; both sides always get the same tree):
// fresh / no-op / 10% changed / 10% removed, once without and once with `wait: true`; then a
// dependsOn chain of three Kustomizations of 100 objects and a Deployment each, with healthChecks
// on the Deployment (fresh and changed). Flux is timed from the moment the revision is published
// (the GitRepository's artifact status is written; for "fresh", the Kustomizations are created)
// until every Kustomization reports Ready=True for that revision (watched); kustomize-sync as
// `node cli.js sync` of the same tree (process wall time, Node's start-up included), where cli.js is
// a fresh bundle of this checkout (scripts/bundle.mjs, into a temporary directory) unless --cli
// names one, and kustomize is the standalone kustomize of the kustomize API kustomize-controller
// links (scripts/tools/flux-binaries.sh) unless --kustomize names another (`kubectl` for kubectl's).
// Usage: node scripts/bench/flux.mjs [--kubeconfig FILE] [--objects N] [--runs N] [--cli FILE]
//   [--kustomize BIN] [--shape kustomization,plain] [--variants plain,wait,chain,big] [--big N]
//   [--keep-crds] [--write]
// The variant "big" (not run by default: kustomize's own cost grows with the square of the objects
// in one Kustomization, for both) syncs one Kustomization of --big N objects (default 5,000): fresh, no-op.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parseAllDocuments } from "yaml";
import { bundle } from "../bundle.mjs";
import { startControlPlane } from "../cluster/control-plane.mjs";
import {
  createGitRepository,
  fluxControllerBuild,
  installFluxCrds,
  KUSTOMIZATION_API,
  kustomizationTracker,
  publishArtifact,
  releaseKustomizations,
  startArtifactServer,
  startKustomizeController,
} from "../tools/kustomize-controller.mjs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { kubeClient, resourcePath } from "./kube.mjs";
import { kustomizationDocs, SHAPES, writeKustomizations, writeTree } from "./tree.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values } = parseArgs({
  options: {
    kubeconfig: { type: "string" },
    objects: { type: "string" },
    runs: { type: "string" },
    cli: { type: "string" },
    kustomize: { type: "string" },
    shape: { type: "string" },
    variants: { type: "string" },
    big: { type: "string" },
    "keep-crds": { type: "boolean" },
    write: { type: "boolean" },
  },
});
const kubeconfig = values.kubeconfig ?? (await startControlPlane({ repoDir })).kubeconfigPath;
const KUSTOMIZATIONS = 10;
const PER = Math.max(10, Math.round(Number(values.objects ?? 1000) / KUSTOMIZATIONS));
const CHAIN = 3;
const CHAIN_PER = 100;
const RUNS = Math.max(1, Number(values.runs ?? 3));
const BIG = Number(values.big ?? 5000);
const variants = (values.variants ?? "plain,wait,chain").split(",");
const shapes = (values.shape ?? "kustomization").split(",");
for (const shape of shapes)
  if (!SHAPES.includes(shape))
    throw new Error(`--shape ${shape}: use ${SHAPES.join(" or ")} (or both, comma-separated)`);
const suffix = Date.now().toString(36);
const work = mkdtempSync(join(tmpdir(), "ks-bench-flux-"));
const head = execFileSync("git", ["-C", repoDir, "rev-parse", "--short", "HEAD"], {
  encoding: "utf8",
}).trim();
const dirty =
  execFileSync("git", ["-C", repoDir, "status", "--porcelain", "--", "src"], { encoding: "utf8" }).trim() !==
  "";
// The code measured is this checkout's, bundled now (never dist/, which may be older).
let cli = values.cli;
if (!cli) {
  await bundle(join(work, "bundle"));
  cli = join(work, "bundle", "cli.js");
}
const cliLabel = values.cli
  ? `\`${values.cli}\``
  : `a fresh bundle of ${head}${dirty ? " with uncommitted changes" : ""}`;
const FLUX_TIMEOUT_MS = 10 * 60_000;
const load = () => loadavg()[0];
const log = (line) => process.stderr.write(`[flux bench] ${line}\n`);

const flux = fluxControllerBuild();
const fluxVersions = flux.versions;
const kustomize = values.kustomize ?? join(flux.dir, "bin", "kustomize");
const fluxKustomize = linkedKustomize(flux.controller);

/** The kustomize API module the controller binary links (`go version -m`), or undefined without go. */
function linkedKustomize(binary) {
  try {
    const info = execFileSync("go", ["version", "-m", binary], { encoding: "utf8" });
    // A replace directive prints `=>` with the version in use after the `dep` line.
    const lines = info.split("\n").filter((l) => /\ssigs\.k8s\.io\/kustomize\/api\s/.test(l));
    return lines.at(-1)?.trim().split(/\s+/)[2];
  } catch {
    return undefined;
  }
}
const kube = await kubeClient(kubeconfig);

// --- CRDs: installed from the module cache when missing, removed again at the end. ---
const installedCrds = await installFluxCrds(kube, kubeconfig, flux.crdDir);
if (installedCrds.length > 0) log(`installed Flux CRDs (${fluxVersions}): ${installedCrds.join(", ")}`);

const artifacts = await startArtifactServer();
const SOURCE = "flux-system";

/** Watches the Kustomizations of `ns`; waitReady(names, revision) resolves at the event that makes all Ready for it. */
async function kustomizationReadiness(ns, controller) {
  const tracker = await kustomizationTracker(kube, ns);
  return {
    stop: tracker.stop,
    async waitReady(names, revision) {
      const { at, ready } = await tracker.settled(names, revision, FLUX_TIMEOUT_MS);
      const failed = Object.entries(ready).filter(([, c]) => c.status !== "True");
      if (failed.length > 0)
        throw new Error(
          `${failed.map(([n, c]) => `Kustomization ${ns}/${n}: ${c.reason}: ${c.message}`).join("\n")}\ncontroller log (tail):\n${controller.log(3000)}`,
        );
      return at;
    },
  };
}

/** Packs root/deploy into an artifact of the namespace's GitRepository (revision new every time). */
const pack = (root, ns) => artifacts.pack(root, { namespace: ns, name: SOURCE }, ["deploy"]);
const publish = (ns, artifact) => publishArtifact(kube, { namespace: ns, name: SOURCE }, artifact);

const renderersSeen = new Set();
function runOurs(root) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [
        cli,
        "sync",
        "--root",
        root,
        "--path",
        join(root, "clusters"),
        "--kubeconfig",
        kubeconfig,
        "--kustomize",
        kustomize,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (c) => {
      output += c;
    });
    child.stderr.on("data", (c) => {
      output += c;
    });
    child.on("exit", (code) => {
      const ms = performance.now() - started;
      // What the CLI says it rendered with, so the table can say it too.
      const said = /rendering with (.+?) \(/.exec(output);
      if (said) renderersSeen.add(said[1]);
      if (code === 0) resolve(ms);
      else reject(new Error(`kustomize-sync sync failed (${code}):\n${output.slice(-2000)}`));
    });
  });
}

const createNamespace = (name) => kube.ok("POST", "/api/v1/namespaces", { body: { metadata: { name } } });
const settle = () => new Promise((r) => setTimeout(r, 1000));

/** The chain's extra file per Kustomization: one Deployment whose rollout the health check waits for. */
function deploymentDoc(ns, k, version) {
  return `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: k${k}-app\n  namespace: ${ns}\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: k${k}-app\n  template:\n    metadata:\n      labels:\n        app: k${k}-app\n      annotations:\n        rev: "${version}"\n    spec:\n      containers:\n        - name: app\n          image: registry.invalid/bench:1\n`;
}

const VARIANTS = {
  plain: {
    title: `${KUSTOMIZATIONS} Kustomizations of ${PER} objects`,
    count: KUSTOMIZATIONS,
    per: PER,
    extra: () => "",
    cases: [
      ["fresh", { version: 1, keep: 1 }],
      ["no-op", { version: 1, keep: 1 }],
      ["10% changed", { version: 2, keep: 1 }],
      ["10% removed", { version: 2, keep: 0.9 }],
    ],
  },
  wait: {
    title: "the same with `wait: true`",
    count: KUSTOMIZATIONS,
    per: PER,
    extra: () => "  wait: true\n  timeout: 5m\n",
    cases: [
      ["fresh, wait", { version: 1, keep: 1 }],
      ["no-op, wait", { version: 1, keep: 1 }],
      ["10% changed, wait", { version: 2, keep: 1 }],
      ["10% removed, wait", { version: 2, keep: 0.9 }],
    ],
  },
  big: {
    title: `one Kustomization of ${BIG} objects`,
    count: 1,
    per: BIG,
    extra: () => "",
    cases: [
      ["big fresh", { version: 1, keep: 1 }],
      ["big no-op", { version: 1, keep: 1 }],
    ],
  },
  chain: {
    title: `dependsOn chain of ${CHAIN} (${CHAIN_PER} objects and a Deployment each, healthChecks on it)`,
    count: CHAIN,
    per: CHAIN_PER,
    deployments: true,
    extra: (k, ns) =>
      `${k > 0 ? `  dependsOn:\n    - name: bench-k${k - 1}\n` : ""}  healthChecks:\n    - apiVersion: apps/v1\n      kind: Deployment\n      name: k${k}-app\n      namespace: ${ns}\n  timeout: 5m\n`,
    cases: [
      ["chain fresh", { version: 1, keep: 1 }],
      ["chain changed (rollout)", { version: 2, keep: 1 }],
    ],
  },
};

function writeVariantTree(root, ns, variant, shape, tree) {
  writeTree(root, ns, {
    count: variant.count,
    per: variant.per,
    shape,
    ...tree,
    extraFiles: (k) => (variant.deployments ? { "app.yaml": deploymentDoc(ns, k, tree.version) } : {}),
  });
}

const caseKey = (shape, label) => `${shape}\u0000${label}`;

const results = new Map(); // label -> { ours: [], flux: [], load: [] }
const namespaces = [];
const controllers = [];
try {
  for (let rep = 0; rep < RUNS; rep++) {
    for (const [shape, name] of shapes.flatMap((shape) => variants.map((name) => [shape, name]))) {
      const variant = VARIANTS[name];
      const short = shape === "plain" ? "p" : "k";
      const fluxNs = `bench-flux-${suffix}-${short}-${name}-r${rep}`;
      const oursNs = `bench-ks-${suffix}-${short}-${name}-r${rep}`;
      for (const ns of [fluxNs, oursNs]) {
        await createNamespace(ns);
        namespaces.push(ns);
      }
      const fluxRoot = join(work, fluxNs);
      const oursRoot = join(work, oursNs);
      writeKustomizations(oursRoot, oursNs, variant.count, (k) => variant.extra(k, oursNs));
      await createGitRepository(kube, { namespace: fluxNs, name: SOURCE });
      const controller = await startKustomizeController({
        binary: flux.controller,
        kubeconfig,
        namespace: fluxNs,
        logFile: join(work, `controller-${fluxNs}.log`),
      });
      controllers.push(controller);
      const tracker = await kustomizationReadiness(fluxNs, controller);
      const names = Array.from({ length: variant.count }, (_, k) => `bench-k${k}`);
      try {
        for (const [i, [label, tree]] of variant.cases.entries()) {
          writeVariantTree(fluxRoot, fluxNs, variant, shape, tree);
          writeVariantTree(oursRoot, oursNs, variant, shape, tree);
          const flux = async () => {
            const artifact = pack(fluxRoot, fluxNs);
            let t0;
            if (i === 0) {
              await publish(fluxNs, artifact);
              const docs = kustomizationDocs(fluxNs, variant.count, (k) => variant.extra(k, fluxNs)).map(
                (d) => parseAllDocuments(d)[0].toJS(),
              );
              t0 = performance.now();
              await Promise.all(
                docs.map((body) =>
                  kube.ok("POST", resourcePath(KUSTOMIZATION_API, "kustomizations", fluxNs), {
                    body,
                  }),
                ),
              );
            } else {
              t0 = performance.now();
              await publish(fluxNs, artifact);
            }
            const t1 = await tracker.waitReady(names, artifact.revision);
            return t1 - t0;
          };
          const loadBefore = load();
          let fluxMs;
          let oursMs;
          // Alternate which goes first, so neither always meets a warmer server.
          if ((rep + i) % 2 === 0) {
            fluxMs = await flux();
            await settle();
            oursMs = await runOurs(oursRoot);
          } else {
            oursMs = await runOurs(oursRoot);
            await settle();
            fluxMs = await flux();
          }
          await settle();
          const r = results.get(caseKey(shape, label)) ?? { ours: [], flux: [], load: [] };
          r.ours.push(oursMs);
          r.flux.push(fluxMs);
          r.load.push((loadBefore + load()) / 2);
          results.set(caseKey(shape, label), r);
          log(
            `run ${rep + 1} ${shape} ${label}: kustomize-sync ${(oursMs / 1000).toFixed(2)} s, Flux ${(fluxMs / 1000).toFixed(2)} s (load ${load().toFixed(1)})`,
          );
        }
      } finally {
        tracker.stop();
        await controller.stop();
        await releaseKustomizations(kube, fluxNs);
      }
    }
  }
} finally {
  for (const c of controllers) await c.stop();
  for (const ns of namespaces)
    await kube.request("DELETE", `/api/v1/namespaces/${ns}`).catch(() => undefined);
  if (installedCrds.length > 0 && !values["keep-crds"]) {
    // Left in place they would change what other tests see (a Kustomization kind the API knows).
    execFileSync("kubectl", ["--kubeconfig", kubeconfig, "delete", "--wait=false", "crd", ...installedCrds], {
      stdio: "ignore",
    });
  }
  kube.close();
  await artifacts.close();
  rmSync(work, { recursive: true, force: true });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const loads = [...results.values()].flatMap((r) => r.load);
const SHAPE_TITLES = {
  kustomization: "`kustomization.yaml` per Kustomization",
  plain: "plain directories",
};
const ourKustomize = linkedKustomize(kustomize);
const flags = [
  values.shape ? `--shape ${values.shape}` : "",
  values.variants ? `--variants ${values.variants}` : "",
  values.big ? `--big ${values.big}` : "",
  values.runs ? `--runs ${values.runs}` : "",
  values.kustomize ? `--kustomize ${values.kustomize}` : "",
]
  .filter(Boolean)
  .join(" ");
const lines = [
  // The main section holds the plain (and wait, chain) variants; "big" writes a section of its own.
  `## Against Flux's kustomize-controller${variants.includes("plain") && !variants.includes("big") ? "" : `: ${variants.map((v) => VARIANTS[v].title).join("; ")}`}`,
  "",
  `\`node scripts/bench/flux.mjs ${flags ? `${flags} ` : ""}--write\`: kustomize-sync (\`cli.js sync\` of ${cliLabel}) and Flux's`,
  `kustomize-controller (${fluxVersions}; built from the Go module proxy by`,
  "`scripts/tools/flux-binaries.sh`, run out of cluster with default flags, its source played by a",
  "GitRepository whose artifact status points at a local HTTP server) on the same objects, each in",
  `namespaces of its own, interleaved case by case, medians of ${RUNS} run${RUNS === 1 ? "" : "s"}; ${cpus().length} CPUs shared with other work,`,
  `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} while measuring (median ${median(loads).toFixed(1)}).`,
  "Flux: from publishing the revision (artifact status written; for fresh, Kustomizations created)",
  "until every Kustomization is Ready=True for it. kustomize-sync: the whole CLI process. Times are",
  "medians; Flux / ours is the median of each run's own ratio.",
  "",
  "Both sides get the same tree, in each shape measured:",
];
if (shapes.includes("kustomization"))
  lines.push(
    `- ${SHAPE_TITLES.kustomization} (as real repositories are laid out): each \`deploy/kN\` holds`,
    "  configmaps.yaml, serviceaccounts.yaml and services.yaml (and app.yaml in the chain), listed by a",
    "  kustomization.yaml that also sets `namespace:` and two common `labels:`; Flux runs kustomize,",
    '  kustomize-sync renders such a kustomization in process (docs/PROFILE.md, section 1, "Extended").',
  );
if (shapes.includes("plain"))
  lines.push(
    `- ${SHAPE_TITLES.plain}: one objects.yaml per \`deploy/kN\` and no kustomization file; Flux`,
    "  generates one and runs kustomize, kustomize-sync reads such a directory in process (no kustomize).",
  );
lines.push(
  "",
  `kustomize: kustomize-sync rendered with ${[...renderersSeen].join(", ") || "(the CLI did not say)"} (\`--kustomize ${values.kustomize ?? "<flux-binaries>/bin/kustomize"}\`${ourKustomize ? `, kustomize API ${ourKustomize}` : ""});`,
  `kustomize-controller links kustomize's API in process (sigs.k8s.io/kustomize/api ${fluxKustomize ?? "unknown: no go to read the binary"}).`,
  "",
  "| case | kustomize-sync | Flux kustomize-controller | Flux / ours | load average |",
  "| --- | ---: | ---: | ---: | ---: |",
);
for (const shape of shapes) {
  for (const name of variants) {
    const variant = VARIANTS[name];
    lines.push(`| *${SHAPE_TITLES[shape]}: ${variant.title}* | | | | |`);
    for (const [label] of variant.cases) {
      const r = results.get(caseKey(shape, label));
      if (!r) continue;
      lines.push(
        // Each run times both back to back: the ratio is the median of the runs' own ratios.
        `| ${label} | ${fmt(median(r.ours))} | ${fmt(median(r.flux))} | ${median(r.flux.map((f, i) => f / r.ours[i])).toFixed(1)}× | ${median(r.load).toFixed(1)} |`,
      );
    }
  }
}
lines.push(
  "",
  `Every run (kustomize-sync / Flux, seconds): ${[...results.entries()]
    .map(
      ([key, r]) =>
        `${key.replace("\u0000", " ")} ${r.ours.map((ms, i) => `${(ms / 1000).toFixed(1)}/${(r.flux[i] / 1000).toFixed(1)}`).join(", ")}`,
    )
    .join("; ")}.`,
);
lines.push("", "Where the time goes, and what would change it: docs/PROFILE.md.");
console.log(lines.join("\n"));
if (values.write) await writeBenchmarkSection(lines[0], `${lines.join("\n")}\n`);
