// Benchmark: how long after an object becomes ready does a run notice it? kustomize-sync's
// health wait (watch events) against a loop that polls every 5 s the way Flux's
// kustomize-controller does, both watching the same object in the same run on the local
// control plane (docs/TESTING.md). src/ is TypeScript, so the script bundles src/health and
// src/cluster with esbuild first.
//
//   node scripts/bench/health.mjs            prints the figures
//   node scripts/bench/health.mjs --write    also updates "Health checks" in docs/BENCHMARKS.md
//
// The object is a custom resource whose Ready condition the script sets itself, so the moment
// it becomes ready is known to the millisecond: the delay counts from sending that write.

import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { bundleSources } from "../bundle.mjs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 8));
const POLL_MS = 5000; // Flux's health-check poll interval
const kubeconfig = process.env.KUSTOMIZE_SYNC_TEST_KUBECONFIG ?? path.join(repo, ".cluster/kubeconfig");
if (!existsSync(kubeconfig)) {
  console.error(`no kubeconfig at ${kubeconfig}: start the local control plane with \`npm run cluster:up\``);
  process.exit(2);
}

const suffix = randomBytes(3).toString("hex");
const group = `bench-${suffix}.kustomize-sync.io`;
const namespace = `bench-health-${suffix}`;
const crdName = `beacons.${group}`;
const silent = { info() {}, warn() {}, error() {}, debug() {}, group: (_t, fn) => fn() };

const work = await mkdtemp(path.join(os.tmpdir(), "kustomize-sync-bench-health-"));
const engine = await import(pathToFileURL(await bundleEngine(work)).href);
const cluster = await engine.connect({ kubeconfig });
try {
  await setUp();
  const watched = [];
  const polled = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { watch, poll } = await measureRound(round);
    watched.push(watch);
    polled.push(poll);
    console.error(`round ${round + 1}/${ROUNDS}: watch ${ms(watch)}, 5 s poll ${ms(poll)}`);
  }
  const lines = [
    `${ROUNDS} rounds; the object becomes ready 0.5-5.5 s (random) after both started waiting`,
    `event-driven (kustomize-sync): median ${ms(median(watched))}, max ${ms(Math.max(...watched))}`,
    `5-second polling (Flux-like):  median ${ms(median(polled))}, max ${ms(Math.max(...polled))}`,
    `load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
  ];
  console.log(lines.join("\n"));
  if (process.argv.includes("--write")) await writeSection(lines);
} finally {
  await cluster
    .delete({ group: "", version: "v1", kind: "Namespace", namespace: "", name: namespace })
    .catch(() => {});
  await cluster
    .delete({
      group: "apiextensions.k8s.io",
      version: "v1",
      kind: "CustomResourceDefinition",
      namespace: "",
      name: crdName,
    })
    .catch(() => {});
  await cluster.close();
  await rm(work, { recursive: true, force: true });
}

async function setUp() {
  await cluster.apply({ apiVersion: "v1", kind: "Namespace", metadata: { name: namespace } });
  await cluster.apply({
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: crdName },
    spec: {
      group,
      scope: "Namespaced",
      names: { kind: "Beacon", plural: "beacons", singular: "beacon", listKind: "BeaconList" },
      // No status subresource: the script writes status with a plain patch.
      versions: [
        {
          name: "v1",
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: "object", "x-kubernetes-preserve-unknown-fields": true } },
        },
      ],
    },
  });
  const crd = {
    group: "apiextensions.k8s.io",
    version: "v1",
    kind: "CustomResourceDefinition",
    namespace: "",
    name: crdName,
  };
  for (let i = 0; i < 100; i++) {
    const live = await cluster.get(crd);
    if (live?.status?.conditions?.some((c) => c.type === "Established" && c.status === "True")) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await cluster.refreshMapping();
}

/** One round: both waiters start, the object turns Ready at a random moment, each says when it saw it. */
async function measureRound(round) {
  const name = `beacon-${round}`;
  const ref = { group, version: "v1", kind: "Beacon", namespace, name };
  await cluster.apply({
    apiVersion: `${group}/v1`,
    kind: "Beacon",
    metadata: { name, namespace },
    status: { conditions: [{ type: "Ready", status: "False", reason: "Starting" }] },
  });
  let readyAt = 0;
  const target = { apiVersion: `${group}/v1`, kind: "Beacon", namespace, name };
  const watching = engine
    .waitForHealth({ cluster, targets: [target], timeoutMs: 30_000, log: silent })
    .then((outcome) => {
      if (outcome.result !== "passed") throw new Error(outcome.message);
      return Date.now();
    });
  const polling = (async () => {
    // Flux's ssa.WaitForSet: read every object, compute kstatus, sleep the interval, repeat.
    for (;;) {
      const live = await cluster.get(ref);
      if (live && engine.computeStatus(live).status === "Current") return Date.now();
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  })();
  await new Promise((r) => setTimeout(r, 500 + Math.random() * 5000));
  readyAt = Date.now();
  await cluster.patch(
    ref,
    { status: { conditions: [{ type: "Ready", status: "True", reason: "Up" }] } },
    "merge",
  );
  const [watchSaw, pollSaw] = await Promise.all([watching, polling]);
  return { watch: watchSaw - readyAt, poll: pollSaw - readyAt };
}

function bundleEngine(dir) {
  return bundleSources(
    { "src/health/index.ts": ["computeStatus", "waitForHealth"], "src/cluster/index.ts": ["connect"] },
    path.join(dir, "engine.mjs"),
  );
}

function median(xs) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function ms(value) {
  return `${Math.round(value)} ms`;
}

/** Rewrites only our section of docs/BENCHMARKS.md, which other benchmarks share. */
async function writeSection(lines) {
  const heading = "## Health checks";
  const section = [
    heading,
    "",
    "`node scripts/bench/health.mjs` measures how long after an object becomes ready a run notices",
    "it. Each round creates a custom resource with Ready=False, starts kustomize-sync's health",
    "wait (`waitForHealth`: list, then watch) and, side by side, a loop that reads the object and",
    "computes its kstatus every 5 seconds as Flux's kustomize-controller does; after a random",
    "0.5-5.5 s it sets Ready=True and records when each one saw it (from sending that write).",
    "",
    "```",
    ...lines,
    `node ${process.version}, ${os.cpus()[0]?.model ?? "unknown CPU"}, local control plane (docs/TESTING.md), measured ${new Date().toISOString().slice(0, 10)}`,
    "```",
    "",
  ].join("\n");
  await writeBenchmarkSection(heading, section);
}
