#!/usr/bin/env node
// Benchmark (issue 12): `plan` — which dry-runs every object and, since issue 12, diffs each
// changed one against the live object — against `sync` of the same change: 1,000 objects in 10
// Kustomizations, 10% of them changed per round. Each round writes a new revision, times `plan`,
// then `sync` (which applies it); the medians of --runs rounds (default 3) are compared. The CLI
// is bundled from this checkout's src/ first. The target is plan within 1.5× of sync.
//
//   node scripts/bench/plan.mjs [--kubeconfig FILE] [--objects N] [--runs N]
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { bundle } from "../bundle.mjs";
import { startControlPlane } from "../cluster/control-plane.mjs";
import { writeKustomizations, writeTree } from "./tree.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values } = parseArgs({
  options: { kubeconfig: { type: "string" }, objects: { type: "string" }, runs: { type: "string" } },
});
const kubeconfig = values.kubeconfig ?? (await startControlPlane({ repoDir })).kubeconfigPath;
const KUSTOMIZATIONS = 10;
const PER = Math.max(10, Math.round(Number(values.objects ?? 1000) / KUSTOMIZATIONS));
const RUNS = Math.max(1, Number(values.runs ?? 3));
const ns = `bench-plan-${Date.now().toString(36)}`;
const work = mkdtempSync(join(tmpdir(), "ks-bench-plan-"));

function run(cmd, args) {
  const started = performance.now();
  const r = spawnSync(cmd, args, {
    encoding: "utf8",
    env: { ...process.env, KUBECONFIG: kubeconfig },
    maxBuffer: 1 << 28,
  });
  const ms = performance.now() - started;
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return { ms, stdout: r.stdout };
}

try {
  const dist = join(work, "dist");
  await bundle(dist);
  const cli = (command) =>
    run(process.execPath, [
      join(dist, "cli.js"),
      command,
      "--root",
      work,
      "--path",
      join(work, "clusters"),
      "--kubeconfig",
      kubeconfig,
    ]);
  run("kubectl", ["create", "namespace", ns]);
  writeKustomizations(work, ns, KUSTOMIZATIONS);
  writeTree(work, ns, { count: KUSTOMIZATIONS, per: PER, version: 1 });
  cli("sync");
  const plans = [];
  const syncs = [];
  let diffLines = 0;
  for (let round = 0; round < RUNS; round++) {
    writeTree(work, ns, { count: KUSTOMIZATIONS, per: PER, version: round + 2 });
    const plan = cli("plan");
    plans.push(plan.ms);
    diffLines = plan.stdout.split("\n").filter((l) => /^[-+] {2}/.test(l)).length;
    syncs.push(cli("sync").ms);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const [p, s] = [median(plans), median(syncs)];
  console.log(
    [
      `${KUSTOMIZATIONS * PER} objects in ${KUSTOMIZATIONS} Kustomizations, 10% changed per round, median of ${RUNS} rounds, load average ${loadavg()[0].toFixed(1)}`,
      `plan: ${p.toFixed(0)} ms (${diffLines} changed lines in its diffs)`,
      `sync: ${s.toFixed(0)} ms`,
      `ratio plan / sync: ${(p / s).toFixed(2)} (target ≤ 1.5)`,
    ].join("\n"),
  );
} finally {
  spawnSync("kubectl", ["delete", "namespace", ns, "--wait=false"], {
    env: { ...process.env, KUBECONFIG: kubeconfig },
  });
  rmSync(work, { recursive: true, force: true });
}
