#!/usr/bin/env node
// Profile of `kustomize-sync sync` at growing sizes: one Kustomization of N objects (the apply
// benchmark's ConfigMaps, ServiceAccounts and Services), three runs per size — fresh apply, no-op
// re-run, 10% removed (prune) — each under `node --cpu-prof`, with the API requests it sent
// (counted per verb and resource by wrapping the transport of an engine bundle built from src/),
// the renderer's own wall time and peak RSS (a wrapper around the kustomize binary), and node's
// peak RSS and CPU. Prints one Markdown block per size; profiles stay in --out for a closer look.
// Usage: node scripts/bench/profile.mjs [--kubeconfig FILE] [--sizes 1000,5000,20000]
//   [--kustomize kubectl|standin|PATH] [--out DIR] [--top N] [--kustomizations K]
// (--kustomizations K splits the N objects over K Kustomizations, as the apply benchmark does;
// --shape kustomization gives each its kustomization.yaml, as flux.mjs's default tree: tree.mjs.)
// --kustomize standin renders with scripts/bench/kustomize-standin.cjs, to see the engine alone.
// --render instead times the renderers alone on the same trees (kubectl's built-in kustomize and
// a standalone kustomize given by --standalone PATH, default the one scripts/tools/flux-binaries.sh
// builds), one big file vs files of 100 documents, with and without origin annotations
// (--layouts one,origin,files picks some). --cases fresh,no-op,"prune 10%" picks cases (in order:
// a no-op needs the fresh run before it).
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { bundleSources } from "../bundle.mjs";
import { startControlPlane } from "../cluster/control-plane.mjs";
import { summariseProfile } from "./cpuprofile.mjs";
import { objectDocs, writeKustomizations, writeTree } from "./tree.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values } = parseArgs({
  options: {
    kubeconfig: { type: "string" },
    sizes: { type: "string" },
    kustomize: { type: "string" },
    standalone: { type: "string" },
    out: { type: "string" },
    top: { type: "string" },
    render: { type: "boolean" },
    "render-timeout": { type: "string" },
    cases: { type: "string" },
    layouts: { type: "string" },
    kustomizations: { type: "string" },
    shape: { type: "string" },
  },
});
const sizes = (values.sizes ?? "1000,5000,20000").split(",").map(Number);
const top = Number(values.top ?? 12);
const KUSTOMIZATIONS = Number(values.kustomizations ?? 1);
const shape = values.shape ?? "plain";
const out = values.out ?? mkdtempSync(join(tmpdir(), "ks-profile-"));
mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), "ks-profile-work-"));
const suffix = Date.now().toString(36);
const load = () => loadavg()[0].toFixed(1);
const fmtS = (ms) => `${(ms / 1000).toFixed(2)} s`;
const fmtMiB = (kib) => `${(kib / 1024).toFixed(0)} MiB`;

/** The standalone kustomize that scripts/tools/flux-binaries.sh builds (built now if missing). */
function standaloneKustomize() {
  if (values.standalone) return values.standalone;
  const dir = execFileSync(join(repoDir, "scripts", "tools", "flux-binaries.sh"), {
    encoding: "utf8",
  }).trim();
  return join(dir, "bin", "kustomize");
}

/** Runs `cmd args` with a wall-clock limit; returns { ms, maxRssKiB, status, timedOut }. */
function timed(cmd, args, { timeoutMs, env } = {}) {
  const stats = join(work, `time-${process.hrtime.bigint()}`);
  const started = performance.now();
  const r = spawnSync("/usr/bin/time", ["-f", "%e %M %U %S", "-o", stats, cmd, ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
    env: { ...process.env, ...env },
    ...(timeoutMs ? { timeout: timeoutMs, killSignal: "SIGKILL" } : {}),
  });
  const ms = performance.now() - started;
  let maxRssKiB;
  let cpuS;
  try {
    const last = readFileSync(stats, "utf8").trim().split("\n").at(-1).split(" ");
    maxRssKiB = Number(last[1]);
    cpuS = Number(last[2]) + Number(last[3]);
  } catch {}
  rmSync(stats, { force: true });
  return {
    ms,
    maxRssKiB,
    cpuS,
    status: r.status,
    timedOut: r.error?.code === "ETIMEDOUT" || r.signal === "SIGKILL",
    r,
  };
}

if (values.render) {
  await renderComparison();
} else {
  await syncProfiles();
}
rmSync(work, { recursive: true, force: true });

async function renderComparison() {
  const standalone = standaloneKustomize();
  const timeoutMs = Number(values["render-timeout"] ?? 300) * 1000;
  const version = (cmd, args) => execFileSync(cmd, args, { encoding: "utf8" }).trim();
  const kubectlVersion = JSON.parse(
    version("kubectl", ["version", "--client", "-o", "json"]),
  ).kustomizeVersion;
  const standaloneVersion = version(standalone, ["version"]);
  const renderers = [
    {
      name: `kubectl kustomize (${kubectlVersion})`,
      cmd: "kubectl",
      args: (d) => ["kustomize", "--load-restrictor", "LoadRestrictionsNone", d],
    },
    {
      name: `kustomize build (${standaloneVersion})`,
      cmd: standalone,
      args: (d) => ["build", "--load-restrictor", "LoadRestrictionsNone", d],
    },
  ];
  const layouts = [
    { key: "one", name: "one file", split: 0, origin: false },
    { key: "origin", name: "one file, originAnnotations", split: 0, origin: true },
    { key: "files", name: "files of 100 documents, originAnnotations", split: 100, origin: true },
  ].filter((l) => !values.layouts || values.layouts.split(",").includes(l.key));
  const gaveUp = new Set();
  const rows = [];
  for (const n of sizes) {
    for (const layout of layouts) {
      const dir = join(work, `render-${n}-${layout.split}-${layout.origin}`);
      mkdirSync(dir, { recursive: true });
      const docs = objectDocs("bench", 0, n);
      const files = [];
      if (layout.split === 0) {
        writeFileSync(join(dir, "objects.yaml"), docs.join("---\n"));
        files.push("objects.yaml");
      } else {
        for (let i = 0; i < docs.length; i += layout.split) {
          const file = `objects-${String(i / layout.split).padStart(4, "0")}.yaml`;
          writeFileSync(join(dir, file), docs.slice(i, i + layout.split).join("---\n"));
          files.push(file);
        }
      }
      writeFileSync(
        join(dir, "kustomization.yaml"),
        `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n${files.map((f) => `  - ${f}\n`).join("")}${layout.origin ? "buildMetadata:\n  - originAnnotations\n" : ""}`,
      );
      for (const renderer of renderers) {
        const key = `${renderer.name}|${layout.name}`;
        if (gaveUp.has(key)) {
          rows.push({
            n,
            layout: layout.name,
            renderer: renderer.name,
            text: "not run (timed out at a smaller size)",
          });
          continue;
        }
        const t = timed(renderer.cmd, renderer.args(dir), { timeoutMs });
        let text;
        if (t.timedOut) {
          gaveUp.add(key);
          text = `> ${fmtS(timeoutMs)} (stopped)`;
        } else if (t.status !== 0) {
          text = `failed: ${t.r.stderr.trim().split("\n").at(-1)}`;
        } else {
          const count = (t.r.stdout.match(/^kind: /gm) ?? []).length;
          text = `${fmtS(t.ms)} (CPU ${t.cpuS.toFixed(1)} s), ${fmtMiB(t.maxRssKiB)}${count === n ? "" : ` (${count} objects!)`}`;
        }
        rows.push({ n, layout: layout.name, renderer: renderer.name, text, load: loadavg()[0] });
        process.stderr.write(`render ${n} ${layout.name} ${renderer.name}: ${text} (load ${load()})\n`);
      }
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const lines = [
    `Rendering alone (wall time, CPU time, peak RSS), one Kustomization of N objects; load average ${load()} on ${cpus().length} CPUs:`,
    "",
    `| objects | layout | ${renderers.map((r) => r.name).join(" | ")} | load average |`,
    `| ---: | --- | ${renderers.map(() => "---:").join(" | ")} | ---: |`,
  ];
  for (const n of sizes) {
    for (const layout of layouts) {
      const found = renderers.map((r) =>
        rows.find((x) => x.n === n && x.layout === layout.name && x.renderer === r.name),
      );
      const loads = found.filter((x) => x?.load !== undefined).map((x) => x.load.toFixed(1));
      lines.push(
        `| ${n} | ${layout.name} | ${found.map((x) => x?.text ?? "").join(" | ")} | ${loads.join(", ")} |`,
      );
    }
  }
  console.log(lines.join("\n"));
}

async function syncProfiles() {
  const kubeconfig = values.kubeconfig ?? (await startControlPlane({ repoDir })).kubeconfigPath;
  const engine = await bundleSources(
    { "src/cli/main.ts": ["main"], "src/cluster/transport.ts": ["Transport"] },
    join(out, "engine.mjs"),
  );
  const engineText = readFileSync(engine, "utf8");
  // The runner: the CLI's main() with the transport wrapped to record every HTTP attempt.
  const runner = join(out, "run.mjs");
  writeFileSync(
    runner,
    `import { writeFileSync } from "node:fs";
import { main, Transport } from ${JSON.stringify(pathToFileURL(engine).href)};
const requests = [];
const transports = [];
const resourceOf = (path) => {
  const s = path.split("?")[0].split("/").filter(Boolean);
  const rest = s[0] === "api" ? s.slice(2) : s.slice(3);
  if (rest[0] === "namespaces" && rest.length >= 3) return rest[2] + (rest.length > 3 ? "" : "");
  return rest[0] ?? "(root)";
};
const once = Transport.prototype.once;
Transport.prototype.once = async function (spec) {
  const t0 = performance.now();
  try {
    return await once.call(this, spec);
  } finally {
    requests.push([spec.method, spec.context?.verb ?? "", resourceOf(spec.path), spec.query?.dryRun ? "dry-run" : "", t0, performance.now()]);
  }
};
const init = Transport.prototype.init;
Transport.prototype.init = function () {
  transports.push(this);
  return init.call(this);
};
const cpu0 = process.cpuUsage();
const memory = [];
setInterval(() => {
  const m = process.memoryUsage();
  memory.push([performance.now(), m.rss, m.heapUsed]);
}, 100).unref();
process.exitCode = await main(process.argv.slice(2));
const cpu = process.cpuUsage(cpu0);
writeFileSync(process.env.KS_BENCH_STATS, JSON.stringify({
  timeOrigin: performance.timeOrigin,
  end: performance.now(),
  requests,
  watches: transports.reduce((a, t) => a + t.stats().watches, 0),
  retries: transports.reduce((a, t) => a + t.stats().retries, 0),
  maxInFlight: Math.max(0, ...transports.map((t) => t.stats().maxInFlight)),
  cpuMs: (cpu.user + cpu.system) / 1000,
  maxRssKiB: process.resourceUsage().maxRSS,
  memory,
}));
`,
  );
  // The renderer behind a wrapper that logs when each build started and ended, and its peak RSS
  // (to a fixed file: kustomize-sync gives the renderer only PATH, the locale and HOME).
  const renderLog = join(work, "render.log");
  let real = values.kustomize && values.kustomize !== "kubectl" ? values.kustomize : "/usr/bin/kubectl";
  if (values.kustomize === "standin")
    real = join(dirname(fileURLToPath(import.meta.url)), "kustomize-standin.cjs");
  const kind = real.endsWith("kubectl") ? "kubectl" : "kustomize";
  const wrapper = join(work, "bin", `${kind}-timed`);
  mkdirSync(dirname(wrapper), { recursive: true });
  writeFileSync(
    wrapper,
    `#!/bin/sh
s=$(date +%s%N)
log=${JSON.stringify(renderLog)}
/usr/bin/time -f "%e %M" -o "$log.$$" ${JSON.stringify(real)} "$@"
rc=$?
printf '%s %s %s %s\\n' "$1" "$s" "$(date +%s%N)" "$(tail -n 1 "$log.$$")" >> "$log"
rm -f "$log.$$"
exit $rc
`,
  );
  chmodSync(wrapper, 0o755);
  const rendererVersion =
    kind === "kubectl"
      ? JSON.parse(execFileSync(real, ["version", "--client", "-o", "json"], { encoding: "utf8" }))
          .kustomizeVersion
      : execFileSync(real, ["version"], { encoding: "utf8" }).trim();
  const head = spawnSync("git", ["-C", repoDir, "rev-parse", "--short", "HEAD"], {
    encoding: "utf8",
  }).stdout.trim();
  const dirty = spawnSync("git", ["-C", repoDir, "status", "--porcelain", "src"], {
    encoding: "utf8",
  }).stdout.trim();
  console.log(
    `engine: src/ of ${head}${dirty ? " (with uncommitted changes)" : ""}; renderer ${kind === "kubectl" ? "kubectl kustomize" : "kustomize build"} ${rendererVersion}; node ${process.version}; ${cpus().length} CPUs; profiles in ${out}\n`,
  );

  const allCases = [
    ["fresh", { version: 1, keep: 1 }],
    ["no-op", { version: 1, keep: 1 }],
    ["10% changed", { version: 2, keep: 1 }],
    ["prune 10%", { version: 1, keep: 0.9 }],
  ];
  const wanted = values.cases ? values.cases.split(",") : undefined;
  // Each case changes only what its name says from the one before (the prune keeps the version).
  const cases = allCases
    .filter(([label]) => !wanted || wanted.includes(label))
    .map(([label, tree], i, list) => [
      label,
      i > 0 && label === "prune 10%" ? { ...tree, version: list[i - 1][1].version } : tree,
    ]);
  const namespaces = [];
  try {
    for (const n of sizes) {
      const ns = `prof-${suffix}-${n}`;
      namespaces.push(ns);
      execFileSync("kubectl", ["--kubeconfig", kubeconfig, "create", "namespace", ns], { stdio: "ignore" });
      const root = join(work, `repo-${n}`);
      writeKustomizations(root, ns, KUSTOMIZATIONS);
      const results = [];
      for (const [label, tree] of cases) {
        writeTree(root, ns, { count: KUSTOMIZATIONS, per: Math.round(n / KUSTOMIZATIONS), shape, ...tree });
        const dir = join(out, `${n}-${label.replace(/[^a-z0-9]+/g, "-")}`);
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        const statsFile = join(dir, "stats.json");
        writeFileSync(renderLog, "");
        const loadBefore = load();
        const t = timed(
          process.execPath,
          [
            // The young generation and old-generation growth dist/cli.js runs the engine with
            // (src/cli.ts, src/heap.ts).
            "--max-semi-space-size=8",
            "--heap-growing-percent=50",
            "--cpu-prof",
            `--cpu-prof-dir=${dir}`,
            runner,
            "sync",
            "--root",
            root,
            "--path",
            join(root, "clusters"),
            "--kubeconfig",
            kubeconfig,
            "--kustomize",
            wrapper,
          ],
          { env: { KS_BENCH_STATS: statsFile } },
        );
        if (t.status !== 0) {
          throw new Error(
            `sync of ${n} objects (${label}) failed (${t.status}):\n${t.r.stdout.slice(-1500)}\n${t.r.stderr.slice(-1500)}`,
          );
        }
        const stats = JSON.parse(readFileSync(statsFile, "utf8"));
        writeFileSync(join(dir, "render.log"), readFileSync(renderLog));
        const renders = readFileSync(renderLog, "utf8")
          .trim()
          .split("\n")
          .map((l) => l.split(" "))
          .filter(([arg]) => arg === "kustomize" || arg === "build")
          .map(([, s, e, secs, rss]) => ({
            start: Number(BigInt(s) / 1000n) / 1000 - stats.timeOrigin,
            end: Number(BigInt(e) / 1000n) / 1000 - stats.timeOrigin,
            secs: Number(secs),
            rssKiB: Number(rss),
          }));
        const profileFile = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
        const summary = summariseProfile(join(dir, profileFile), {
          [pathToFileURL(engine).href]: engineText,
        });
        writeFileSync(join(dir, "summary.json"), JSON.stringify(summary, null, 1));
        results.push({ label, t, stats, renders, summary, loadBefore, loadAfter: load() });
        process.stderr.write(
          `${n} ${label}: ${fmtS(t.ms)} wall, ${stats.requests.length} requests, render ${renders.map((r) => fmtS(r.end - r.start)).join("+")} (load ${load()})\n`,
        );
      }
      console.log(report(n, results));
    }
  } finally {
    spawnSync("kubectl", ["--kubeconfig", kubeconfig, "delete", "namespace", ...namespaces, "--wait=false"], {
      stdio: "ignore",
    });
  }
}

/** One Markdown block per size: timings, requests, the top functions and modules per case. */
function report(n, results) {
  const lines = [
    `### ${n} objects in ${KUSTOMIZATIONS === 1 ? "one Kustomization" : `${KUSTOMIZATIONS} Kustomizations`} (${shape === "plain" ? "plain directories" : "a kustomization.yaml each"})`,
    "",
  ];
  lines.push(
    `| | ${results.map((r) => r.label).join(" | ")} |`,
    `| --- | ${results.map(() => "---:").join(" | ")} |`,
  );
  const row = (name, f) => lines.push(`| ${name} | ${results.map(f).join(" | ")} |`);
  row("load average (before → after)", (r) => `${r.loadBefore} → ${r.loadAfter}`);
  row("wall", (r) => fmtS(r.t.ms));
  const renderEnd = (r) => Math.max(0, ...r.renders.map((x) => x.end));
  row("node CPU (user+sys)", (r) => fmtS(r.stats.cpuMs));
  row("node peak RSS", (r) => fmtMiB(r.stats.maxRssKiB));
  // Where the peak is: sampled every 100 ms, split at the render's end and the first request after it.
  const peak = (r, from, to) => {
    const inside = r.stats.memory.filter(([t]) => t >= from && t < to);
    return inside.length
      ? `${fmtMiB(Math.max(...inside.map((m) => m[1])) / 1024)} / ${fmtMiB(Math.max(...inside.map((m) => m[2])) / 1024)}`
      : "";
  };
  const firstAfter = (r) => r.stats.requests.find((q) => q[4] >= renderEnd(r))?.[4] ?? r.stats.end;
  row("peak RSS / heap: until render ends", (r) => peak(r, 0, renderEnd(r)));
  row("· render ends → next request", (r) => peak(r, renderEnd(r), firstAfter(r)));
  row("· from there to exit", (r) => peak(r, firstAfter(r), Infinity));
  const renderStart = (r) => Math.min(...r.renders.map((x) => x.start));
  row("render (kustomize process)", (r) =>
    r.renders.length <= 2
      ? r.renders.map((x) => `${fmtS(x.end - x.start)}, ${fmtMiB(x.rssKiB)}`).join("; ")
      : `${r.renders.length} runs, ${fmtS(r.renders.reduce((a, x) => a + x.end - x.start, 0))} in all, longest ${fmtS(Math.max(...r.renders.map((x) => x.end - x.start)))}, first start → last end ${fmtS(renderEnd(r) - renderStart(r))}, ${fmtMiB(Math.max(...r.renders.map((x) => x.rssKiB)))}`,
  );
  row("start → render starts", (r) => fmtS(renderStart(r)));
  const after = (r) => r.stats.requests.filter((q) => q[4] >= renderEnd(r));
  row("render ends → next request", (r) => {
    const first = after(r)[0];
    return first ? fmtS(first[4] - renderEnd(r)) : "";
  });
  row("requests after render: span", (r) => {
    const a = after(r);
    return a.length ? fmtS(Math.max(...a.map((q) => q[5])) - a[0][4]) : "";
  });
  row("last request → exit", (r) => fmtS(r.stats.end - Math.max(...r.stats.requests.map((q) => q[5]))));
  row("no request in flight (of the wall)", (r) => {
    // Union of the request intervals; what is left of the process's life had none in flight.
    const spans = r.stats.requests.map((q) => [q[4], q[5]]).sort((a, b) => a[0] - b[0]);
    let busy = 0;
    let [from, to] = spans[0] ?? [0, 0];
    for (const [s, e] of spans) {
      if (s > to) {
        busy += to - from;
        [from, to] = [s, e];
      } else to = Math.max(to, e);
    }
    busy += to - from;
    return fmtS(r.stats.end - busy);
  });
  row(
    "requests (retries, watches)",
    (r) => `${r.stats.requests.length} (${r.stats.retries}, ${r.stats.watches})`,
  );
  const classes = new Set();
  const count = (r) => {
    const m = new Map();
    for (const [method, verb, resource, dry] of r.stats.requests) {
      const k = `${verb || method}${dry ? ` ${dry}` : ""} ${resource}`;
      classes.add(k);
      m.set(k, (m.get(k) ?? 0) + 1);
    }
    return m;
  };
  const counts = results.map(count);
  for (const k of [...classes].sort())
    lines.push(`| · ${k} | ${counts.map((m) => m.get(k) ?? 0).join(" | ")} |`);
  row("CPU profile: busy / idle / GC", (r) => {
    const s = r.summary;
    return `${fmtS(s.totalMs - s.idleMs)} / ${fmtS(s.idleMs)} / ${fmtS(s.gcMs)}`;
  });
  lines.push("");
  for (const r of results) {
    const s = r.summary;
    lines.push(`${r.label}: modules by self time (ms), then functions by self time (inclusive)`, "");
    lines.push(
      s.modules
        .filter((m) => !["(idle)", "(root)"].includes(m.module))
        .sort((a, b) => b.selfMs - a.selfMs)
        .slice(0, top)
        .map((m) => `${m.module} ${m.selfMs.toFixed(0)}`)
        .join(" · "),
      "",
    );
    lines.push(
      ...s.functions
        .filter((f) => !/^\((idle|root|program)\)/.test(f.key))
        .sort((a, b) => b.selfMs - a.selfMs)
        .slice(0, top)
        .map((f) => `- ${f.key}: ${f.selfMs.toFixed(0)} (${f.totalMs.toFixed(0)})`),
      "",
    );
  }
  return lines.join("\n");
}
