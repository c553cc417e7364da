// Benchmark: the CLI's start-up per command on a tiny repository (examples/webapp, one commit
// changing a Deployment's replicas), where loading the bundle is most of the run.
//   node scripts/bench/startup.mjs [--runs N] [--baseline GIT-REF]
// Bundles the working tree into a temporary directory (and, with --baseline, takes the committed
// dist/ of GIT-REF), runs each command N times (default 7), the bundles alternating, and prints
// per command the median wall and CPU time (user + system, node's start included) and the bytes
// of the bundle's files the run loaded (recorded by a module hook in one extra run). Run it on a
// quiet machine: other processes on 2 cores move the medians by 100 ms and more.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { bundle } from "../bundle.mjs";

const { values } = parseArgs({ options: { runs: { type: "string" }, baseline: { type: "string" } } });
const runs = Math.max(1, Number(values.runs ?? 7));
const repoDir = fileURLToPath(new URL("../..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "kustomize-sync-bench-startup-"));

try {
  const bundles = [["working tree", join(work, "dist")]];
  await bundle(bundles[0][1]);
  if (values.baseline) {
    const dir = join(work, "baseline");
    mkdirSync(dir);
    const archive = execFileSync("git", ["-C", repoDir, "archive", values.baseline, "dist"], {
      maxBuffer: 1 << 30,
    });
    execFileSync("tar", ["-x", "-C", dir], { input: archive });
    bundles.unshift([values.baseline, join(dir, "dist")]);
  }

  const repo = join(work, "repo");
  cpSync(join(repoDir, "examples/webapp"), repo, { recursive: true });
  const git = (...args) =>
    execFileSync("git", ["-c", "user.name=bench", "-c", "user.email=bench@example.com", ...args], {
      cwd: repo,
    });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "base");
  const deployment = join(repo, "deploy/webapp/backend/deployment.yaml");
  writeFileSync(deployment, readFileSync(deployment, "utf8").replace(/replicas: \d+/, "replicas: 3"));
  git("commit", "-qam", "head");

  // KUSTOMIZE=path: the renderer (default: the CLI's choice, kustomize or kubectl on PATH).
  const kustomize = process.env.KUSTOMIZE ? ["--kustomize", process.env.KUSTOMIZE] : [];
  const commands = {
    "--help": ["--help"],
    "diff --help": ["diff", "--help"],
    validate: ["validate"],
    graph: ["graph"],
    build: ["build", ...kustomize],
    "diff --base": ["diff", "--base", "HEAD~1", ...kustomize, "--no-render-cache"],
  };

  // The run's CPU time, node's start included (getrusage counts the time before the CLI's execve).
  const cpu = join(work, "cpu.mjs");
  writeFileSync(
    cpu,
    `import { writeSync } from "node:fs";
process.on("exit", () => { const { user, system } = process.cpuUsage(); writeSync(2, "CPU " + (user + system) / 1000 + "\\n"); });
`,
  );
  // Records each file of `dist` node loads, with its size; printed on exit.
  const hook = join(work, "hook.mjs");
  writeFileSync(
    hook,
    `import * as nodeModule from "node:module";
import { writeSync } from "node:fs";
const loaded = new Map();
// module.registerHooks: Node 22.15 and later; older ones report nothing loaded.
nodeModule.registerHooks?.({ load(url, context, next) {
  const result = next(url, context);
  if (url.startsWith(${JSON.stringify(`file://${work}/`)}) && result.source) loaded.set(url, result.source.length);
  return result;
} });
process.on("exit", () => writeSync(2, "LOADED " + JSON.stringify([...loaded]) + "\\n"));
`,
  );

  const results = new Map();
  for (let round = 0; round < runs; round++) {
    for (const [name, args] of Object.entries(commands)) {
      for (const [label, dist] of bundles) {
        const sample = await timed(process.execPath, ["--import", cpu, join(dist, "cli.js"), ...args], repo);
        const key = `${name}\t${label}`;
        results.set(key, [...(results.get(key) ?? []), sample]);
      }
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`node ${process.version}, ${runs} runs each, load average ${loadAverage()}`);
  console.log("command        bundle            wall ms   CPU ms   loaded (files, kB)  exit");
  for (const [name, args] of Object.entries(commands)) {
    for (const [label, dist] of bundles) {
      const samples = results.get(`${name}\t${label}`);
      const traced = spawnSync(process.execPath, ["--import", hook, join(dist, "cli.js"), ...args], {
        cwd: repo,
        encoding: "utf8",
      });
      const line = traced.stderr.split("\n").find((l) => l.startsWith("LOADED "));
      const loaded = line ? JSON.parse(line.slice(7)) : [];
      const kB = Math.round(loaded.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024);
      console.log(
        `${name.padEnd(14)} ${label.padEnd(16)} ${String(Math.round(median(samples.map((s) => s.wall)))).padStart(8)} ${String(Math.round(median(samples.map((s) => s.cpu)))).padStart(8)}   ${String(loaded.length).padStart(5)}, ${String(kB).padStart(6)}   ${samples[0].code}`,
      );
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Wall and CPU time of one run. */
function timed(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const wall = performance.now() - start;
      const cpu = Number(/^CPU (\S+)$/m.exec(stderr)?.[1] ?? Number.NaN);
      resolve({ wall, cpu, code });
    });
  });
}

function loadAverage() {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}
