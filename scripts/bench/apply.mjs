#!/usr/bin/env node
// Apply benchmark: kustomize-sync against kubectl on the same 1,000 objects (10 Kustomizations
// of 100), side by side in one run on one cluster, for four cases: fresh apply, no-op re-run,
// 10% changed, 10% removed. kubectl runs `apply --server-side` with an ApplySet
// (`--prune --applyset`, KUBECTL_APPLYSET=true) so that the removal case prunes too; each tool
// gets its own namespace. Usage: node scripts/bench/apply.mjs [--kubeconfig FILE] [--objects N]
// [--baseline GIT-REF [--runs N] [--write]] (default: the local control plane, started if needed).
// --baseline also runs the committed dist/ of an earlier revision (each in its own namespace, the
// same cases, interleaved) to show a change's effect; --runs repeats the four cases of both in new
// namespaces and reports medians (kubectl runs once); --write puts that table in docs/BENCHMARKS.md.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startControlPlane } from "../cluster/control-plane.mjs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { writeKustomizations as writeSharedKustomizations, writeTree as writeSharedTree } from "./tree.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values } = parseArgs({
  options: {
    kubeconfig: { type: "string" },
    objects: { type: "string" },
    baseline: { type: "string" },
    runs: { type: "string" },
    write: { type: "boolean" },
  },
});
const kubeconfig = values.kubeconfig ?? (await startControlPlane({ repoDir })).kubeconfigPath;
const KUSTOMIZATIONS = 10;
const PER = Math.max(10, Math.round(Number(values.objects ?? 1000) / KUSTOMIZATIONS));
const cli = join(repoDir, "dist", "cli.js");
const suffix = Date.now().toString(36);
const oursNs = `bench-ours-${suffix}`;
const kubectlNs = `bench-kubectl-${suffix}`;
const work = mkdtempSync(join(tmpdir(), "ks-bench-apply-"));

/** Runs a command, returns its wall time; with `cpu`, pushes its user+system CPU ms there (GNU time). */
function run(cmd, args, env = {}, cpu = undefined) {
  const timeFile = cpu ? join(work, `cpu-${cpu.length}-${Math.random().toString(36).slice(2)}`) : undefined;
  const [command, argv] = cpu
    ? ["/usr/bin/time", ["-f", "%U %S", "-o", timeFile, cmd, ...args]]
    : [cmd, args];
  const started = performance.now();
  const r = spawnSync(command, argv, {
    encoding: "utf8",
    env: { ...process.env, KUBECONFIG: kubeconfig, ...env },
    maxBuffer: 1 << 28,
  });
  const ms = performance.now() - started;
  if (r.status !== 0)
    throw new Error(
      `${cmd} ${args.join(" ")} failed (${r.status}):\n${(r.stderr ?? String(r.error)).slice(-2000)}`,
    );
  if (cpu) {
    const [user, system] = readFileSync(timeFile, "utf8").trim().split(/\s+/).map(Number);
    cpu.push((user + system) * 1000);
  }
  return ms;
}

/** One repository per tool: `deploy/kN/` holds PER objects; ours also gets Flux Kustomizations. */
const writeTree = (root, ns, tree) => writeSharedTree(root, ns, { count: KUSTOMIZATIONS, per: PER, ...tree });
const writeKustomizations = (root, ns) => writeSharedKustomizations(root, ns, KUSTOMIZATIONS);

const oursRoot = join(work, "ours");
const kubectlRoot = join(work, "kubectl");
run("kubectl", ["create", "namespace", oursNs]);
run("kubectl", ["create", "namespace", kubectlNs]);
writeKustomizations(oursRoot, oursNs);

/** A sync of `root` with one bundle; each run's CPU time (user + system ms) goes to `cpu`. */
const syncWith = (bundle, root, cpu) => () =>
  run(
    process.execPath,
    [bundle, "sync", "--root", root, "--path", join(root, "clusters"), "--kubeconfig", kubeconfig],
    {},
    cpu,
  );
const oursCpu = [];
const baselineCpu = [];
const ours = syncWith(cli, oursRoot, oursCpu);

// The baseline: the committed bundle of an earlier revision, in a namespace of its own.
const baselineNs = `bench-base-${suffix}`;
const baselineRoot = join(work, "baseline");
let baseline;
if (values.baseline) {
  const dir = join(work, "baseline-dist");
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync("git", ["-C", repoDir, "archive", values.baseline, "dist"], {
    maxBuffer: 1 << 30,
  });
  if (archive.status !== 0) throw new Error(`git archive ${values.baseline} dist failed: ${archive.stderr}`);
  spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  run("kubectl", ["create", "namespace", baselineNs]);
  writeKustomizations(baselineRoot, baselineNs);
  baseline = syncWith(join(dir, "dist", "cli.js"), baselineRoot, baselineCpu);
}
const kubectl = () =>
  run(
    "kubectl",
    [
      "apply",
      "--server-side",
      "--prune",
      `--applyset=configmaps/kubectl-bench`,
      "-n",
      kubectlNs,
      "-R",
      "-f",
      join(kubectlRoot, "deploy"),
    ],
    {
      KUBECTL_APPLYSET: "true",
    },
  );

const cases = [
  ["fresh apply", { version: 1, keep: 1 }],
  ["no-op re-run", { version: 1, keep: 1 }],
  ["10% changed", { version: 2, keep: 1 }],
  ["10% removed", { version: 2, keep: 0.9 }],
];
const runs = baseline ? Math.max(1, Number(values.runs ?? 1)) : 1;
const extraNamespaces = [];
const rows = cases.map(([label]) => ({
  label,
  oursMs: [],
  kubectlMs: [],
  baselineMs: [],
  oursCpuMs: [],
  baselineCpuMs: [],
}));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  for (let rep = 0; rep < runs; rep++) {
    // Every repetition after the first starts from empty namespaces of its own.
    let oursRepNs = oursNs;
    let baseRepNs = baselineNs;
    if (rep > 0) {
      oursRepNs = `${oursNs}-r${rep}`;
      baseRepNs = `${baselineNs}-r${rep}`;
      for (const ns of [oursRepNs, baseRepNs]) run("kubectl", ["create", "namespace", ns]);
      extraNamespaces.push(oursRepNs, baseRepNs);
      writeKustomizations(oursRoot, oursRepNs);
      writeKustomizations(baselineRoot, baseRepNs);
    }
    for (const [i, [label, tree]] of cases.entries()) {
      writeTree(oursRoot, oursRepNs, tree);
      if (rep === 0) writeTree(kubectlRoot, kubectlNs, tree);
      if (baseline) writeTree(baselineRoot, baseRepNs, tree);
      const kubectlMs = rep === 0 ? kubectl() : undefined;
      // Alternate which of the two goes first, so neither always meets a warmer server.
      let baselineMs;
      let oursMs;
      if (rep % 2 === 0) {
        baselineMs = baseline?.();
        oursMs = ours();
      } else {
        oursMs = ours();
        baselineMs = baseline?.();
      }
      if (kubectlMs !== undefined) rows[i].kubectlMs.push(kubectlMs);
      rows[i].oursMs.push(oursMs);
      rows[i].oursCpuMs.push(oursCpu.at(-1));
      if (baselineMs !== undefined) {
        rows[i].baselineMs.push(baselineMs);
        rows[i].baselineCpuMs.push(baselineCpu.at(-1));
      }
      process.stderr.write(
        `${label}${runs > 1 ? ` (run ${rep + 1})` : ""}: kustomize-sync ${(oursMs / 1000).toFixed(2)} s${kubectlMs !== undefined ? `, kubectl ${(kubectlMs / 1000).toFixed(2)} s` : ""}${baseline ? `, baseline ${(baselineMs / 1000).toFixed(2)} s` : ""}\n`,
      );
    }
  }
  for (const r of rows) {
    r.oursMs = median(r.oursMs);
    r.kubectlMs = median(r.kubectlMs);
    r.baselineMs = baseline ? median(r.baselineMs) : undefined;
    r.oursCpuMs = median(r.oursCpuMs);
    r.baselineCpuMs = baseline ? median(r.baselineCpuMs) : undefined;
  }
} finally {
  spawnSync(
    "kubectl",
    [
      "delete",
      "namespace",
      oursNs,
      kubectlNs,
      ...(baseline ? [baselineNs] : []),
      ...extraNamespaces,
      "--wait=false",
    ],
    {
      env: { ...process.env, KUBECONFIG: kubeconfig },
    },
  );
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `${KUSTOMIZATIONS * PER} objects in ${KUSTOMIZATIONS} Kustomizations (ConfigMaps, ServiceAccounts, Services); load average ${loadavg()[0].toFixed(1)} on the machine`,
);
console.log(
  "| case | kustomize-sync | kubectl apply --server-side --prune --applyset | ratio (kubectl / ours) |",
);
console.log("| --- | ---: | ---: | ---: |");
for (const r of rows) {
  console.log(
    `| ${r.label} | ${(r.oursMs / 1000).toFixed(2)} s | ${(r.kubectlMs / 1000).toFixed(2)} s | ${(r.kubectlMs / r.oursMs).toFixed(1)}× |`,
  );
}

if (baseline) {
  const head = spawnSync("git", ["-C", repoDir, "rev-parse", "--short", "HEAD"], {
    encoding: "utf8",
  }).stdout.trim();
  const lines = [
    "## Apply: before and after a change",
    "",
    `\`node scripts/bench/apply.mjs --baseline ${values.baseline} --runs ${runs} --write\`: the committed bundle`,
    `of \`${values.baseline}\` and the bundle built from the working tree (at ${head}) on the same`,
    `${KUSTOMIZATIONS * PER} objects in ${KUSTOMIZATIONS} Kustomizations, each in namespaces of its own, interleaved case by case`,
    `in one run (medians of ${runs}; kubectl once); load average ${loadavg()[0].toFixed(1)}.`,
    "",
    "Wall time includes the API server, which shares the machine's 2 cores with everything else;",
    "the CPU time of the kustomize-sync process itself (user + system, GNU time) is the steadier figure.",
    "",
    `| case | wall before (${values.baseline}) | wall after | after / before | CPU before | CPU after | after / before | kubectl wall |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${(r.baselineMs / 1000).toFixed(2)} s | ${(r.oursMs / 1000).toFixed(2)} s | ${(r.oursMs / r.baselineMs).toFixed(2)} | ${(r.baselineCpuMs / 1000).toFixed(2)} s | ${(r.oursCpuMs / 1000).toFixed(2)} s | ${(r.oursCpuMs / r.baselineCpuMs).toFixed(2)} | ${(r.kubectlMs / 1000).toFixed(2)} s |`,
    ),
  ];
  console.log(`\n${lines.join("\n")}`);
  if (values.write) await writeBenchmarkSection(lines[0], `${lines.join("\n")}\n`);
}
