#!/usr/bin/env node
// A fleet of the home-ops shape, side by side in one run: kustomize-sync next to flate (the Go
// successor of flux-local, built from the Go module proxy by scripts/tools/flate.sh) and next to
// `kubectl kustomize` of each Kustomization path one after another (issue 29's yardstick).
//
// The fixture is generated into a temporary directory (never real repositories' files): a root
// `cluster-apps` Kustomization renders kubernetes/apps (a kustomization.yaml per namespace over its
// apps' ks.yaml) and patches every child Kustomization, as home-ops repositories do; each app is
// a Flux Kustomization with a kustomization.yaml; every --helm-every-th app is a HelmRelease of a
// chart a real HTTP chart repository serves on 127.0.0.1 (test/support/chart-repository.ts). It
// is a git repository of two commits: the head changes one HelmRelease value and one ConfigMap.
//
// Timed, each --rounds times (median of wall and CPU), in turn within a round:
//   diff   kustomize-sync diff --base HEAD~1, with an empty --render-cache and with a warm one;
//          flate diff all --base HEAD~1, with an empty --cache-dir and with a warm one
//   render kustomize-sync build of every Kustomization, without a render cache and with the one
//          the diff rows warmed; flate build all, with an empty --cache-dir and a warm one;
//          `kubectl kustomize` of each Kustomization's path one after another (no Flux patches,
//          no HelmReleases)
//   sync   with --kubeconfig FILE only (a running local control plane; kwok makes Pods ready):
//          kustomize-sync sync --helm-releaser kustomize-sync of the fleet (its own copy, every
//          namespace prefixed ks-fleet-<run>- so nothing meets other users of a shared cluster),
//          once untimed (the fresh sync: applies, installs the 11 releases), then timed: the
//          no-op re-sync (renders every Kustomization and release, dry-runs, compares, reads
//          inventories and readiness; writes nothing); and its peer, `kubectl diff
//          --server-side` of the objects the fresh sync applied and released (rendered once by
//          `kustomize-sync build`, outside the timing). The peer is what a user runs by hand for
//          "is the cluster at this revision?": flux's own answer (`flux diff kustomization`)
//          needs Flux's Kustomization objects in the cluster, which a kustomize-sync cluster does
//          not have; kubectl diff sends each object as a server-side dry-run apply and compares,
//          as sync's no-op does, but is given the render for free: a lower bound for the peer.
//          Afterwards `kustomize-sync destroy` and the namespaces are deleted.
// The CLI is bundled into a temporary directory (never dist/); kustomize is the standalone one
// Flux links (scripts/tools/flux-binaries.sh), helm the pinned one (scripts/tools/helm.sh). The
// chart repository stays up until every case has run (sync reads its index on every run).
//
// Usage: node scripts/bench/fleet.mjs [--apps N] [--helm-every K] [--rounds R] [--cli FILE]
//   [--no-flate] [--kubeconfig FILE] [--write] [--keep]   (--write updates "A fleet against flate"
//   in docs/BENCHMARKS.md; --profile DIR (with --kubeconfig) runs the no-op sync once more after
//   the rounds, with node --cpu-prof into DIR, -v into DIR/sync-noop.log and kustomize and helm
//   behind shims that log each call into DIR/calls.log (for scripts/bench/cpuprofile.mjs); --keep leaves the generated fleet and the bundled CLI in place, for
//   profiling a case alone, and with --kubeconfig the synced fleet in the cluster too)
import { execFile, execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs, promisify } from "node:util";
import { parseAllDocuments, stringify } from "yaml";
import { bundle, bundleSources } from "../bundle.mjs";
import { helmControllerBuild, installHelmCrds } from "../tools/helm-controller.mjs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";

const run = promisify(execFile);
const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values: flags } = parseArgs({
  options: {
    apps: { type: "string" },
    "helm-every": { type: "string" },
    rounds: { type: "string" },
    cli: { type: "string" },
    "no-flate": { type: "boolean" },
    kubeconfig: { type: "string" },
    profile: { type: "string" },
    write: { type: "boolean" },
    keep: { type: "boolean" },
  },
});
const APPS = Math.max(2, Number(flags.apps ?? 88));
const HELM_EVERY = Math.max(2, Number(flags["helm-every"] ?? 8));
const ROUNDS = Math.max(1, Number(flags.rounds ?? 3));
const NAMESPACES = ["default", "media", "home", "database", "observability", "network", "security", "tools"];
const CPUS = cpus().length;
const MAX_BUFFER = 512 << 20;
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
const CHART = {
  name: "webapp",
  dir: join(repoDir, "test/fixtures/helm/bench-charts/webapp"),
  version: "1.0.0",
};
const KUBECONFIG = flags.kubeconfig;
// Every namespace of the synced fleet carries this prefix: the cluster may be shared.
const PREFIX = `ks-fleet-${Date.now().toString(36)}-`;
const log = (line) => process.stderr.write(`[fleet bench] ${line}\n`);

const tool = (script) => lastLine(execFileSync(join(repoDir, "scripts/tools", script), { encoding: "utf8" }));
const helmBin = tool("helm.sh");
const kustomizeBin = join(tool("flux-binaries.sh"), "bin", "kustomize");
// test/support/chart-repository.ts packages the chart with this helm.
process.env.HELM_BIN = helmBin;
let flateBin;
let flateProblem;
if (!flags["no-flate"]) {
  try {
    flateBin = tool("flate.sh");
  } catch (error) {
    flateProblem = `flate could not be built: ${String(error.stderr ?? error.message)
      .trim()
      .split("\n")
      .at(-1)}`;
    log(flateProblem);
  }
} else flateProblem = "flate left out (--no-flate)";
const kubectlVersion = safe(
  () =>
    JSON.parse(execFileSync("kubectl", ["version", "--client", "-o", "json"], { encoding: "utf8" }))
      .kustomizeVersion,
);
const kustomizeVersion = safe(() => execFileSync(kustomizeBin, ["version"], { encoding: "utf8" }).trim());
const flateVersion = flateBin
  ? safe(() => execFileSync(flateBin, ["--version"], { encoding: "utf8" }).trim())
  : undefined;

const work = await mkdtemp(join(tmpdir(), "ks-bench-fleet-"));
let repository;
/** Run after the measurements, last one first, while the chart repository is still up. */
const cleanups = [];
try {
  const cli = flags.cli ?? (await bundleCli(work));
  const { startChartRepository } = await import(
    pathToFileURL(
      await bundleSources(
        { "test/support/chart-repository.ts": ["startChartRepository"] },
        join(work, "chart-repository.mjs"),
      ),
    ).href
  );
  repository = await startChartRepository({ charts: [[CHART.dir, CHART.version]] });
  const lines = await measure(cli, repository.url);
  console.log(lines.join("\n"));
  if (flags.write) await writeSection(lines);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await repository?.close();
  if (flags.keep) log(`kept ${work} (the chart repository is closed: charts come from --chart-cache)`);
  else await rm(work, { recursive: true, force: true });
}

async function measure(cli, chartUrl) {
  const root = join(work, "fleet");
  const fleet = await writeFleet(root, chartUrl);
  const home = join(work, "home");
  await mkdir(home, { recursive: true });
  const env = { PATH: process.env.PATH, HOME: home, TMPDIR: home, XDG_CACHE_HOME: join(home, ".cache") };
  const opts = { env, cwd: root, maxBuffer: MAX_BUFFER };
  const common = [
    "--root",
    root,
    "--kustomize",
    kustomizeBin,
    "--helm",
    helmBin,
    "--chart-cache",
    join(work, "charts"),
  ];
  let fresh = 0;
  const freshDir = () => join(work, `fresh-${fresh++}`);
  const warmRenders = join(work, "warm-renders");
  const warmFlate = join(work, "warm-flate");

  const ours = (args, allow = [0]) => node(cli, args, opts, allow);
  const diffJson = join(work, "diff.json");
  const oursDiff = (cache) =>
    ours(["diff", "--base", "HEAD~1", ...common, "--render-cache", cache, "--json", diffJson], [0, 3]);
  const oursBuild = () => ours(["build", "--path", "kubernetes", ...common, "--no-render-cache"]);
  // The same with the render cache the diff rows warmed (flate's warm row has its cache too).
  const oursBuildWarm = () =>
    ours(["build", "--path", "kubernetes", ...common, "--render-cache", warmRenders]);
  const flate = (args) =>
    run(flateBin, args, opts).catch((error) => {
      // flate exits non-zero with a diff or a failure: keep its output, report it in the table.
      if (error.stdout === undefined) throw error;
      return { stdout: error.stdout, stderr: error.stderr, code: error.code };
    });
  const flateArgs = ["--path", "kubernetes", "--allow-missing-secrets"];
  const flateDiff = (cache) =>
    flate(["diff", "all", ...flateArgs, "--base", "HEAD~1", "-o", "diff", "--cache-dir", cache]);
  const flateBuild = (cache) => flate(["build", "all", ...flateArgs, "--cache-dir", cache]);
  const kubectlEach = async () => {
    let out = "";
    for (const path of fleet.paths)
      out += `---\n${(await run("kubectl", ["kustomize", join(root, path)], opts)).stdout}`;
    return { stdout: out };
  };

  // Once outside the measurements: warm caches and the page cache; what each side reports. The
  // walks of files changed less than 2 s before are not kept (racy git, src/model/walk-index.ts):
  // waited for, so the warm rows are warm from the first round, as in a repository older than that.
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const oursDiffOnce = await oursDiff(warmRenders);
  const report = JSON.parse(await readFile(diffJson, "utf8"));
  const ourChanged = report.kustomizations.flatMap((k) =>
    k.objects.map((o) => `${o.kind}/${o.namespace ?? ""}/${o.name}`),
  );
  const ourObjects = countObjects((await oursBuild()).stdout);
  const kubectlObjects = countObjects((await kubectlEach()).stdout);
  const notes = [
    `kustomize-sync diff: ${report.summary.kustomizations.changed} Kustomizations changed, objects changed: ${ourChanged.sort().join(", ") || "none"} (exit ${oursDiffOnce.code})`,
    `kustomize-sync build: ${ourObjects} objects; kubectl kustomize of each path: ${kubectlObjects} (no Flux patches, no HelmRelease renders)`,
  ];
  const cases = [
    ["diff: kustomize-sync, empty render cache", () => oursDiff(freshDir())],
    ["diff: kustomize-sync, warm render cache", () => oursDiff(warmRenders)],
  ];
  if (flateBin) {
    const diffOut = await flateDiff(warmFlate);
    // `-o diff` heads each object "+++ Kind namespace/name".
    const flateChanged = [...diffOut.stdout.matchAll(/^\+\+\+ b?\/?(\S+) (?:(\S+)\/)?(\S+)$/gm)].map(
      (m) => `${m[1]}/${m[2] ?? ""}/${m[3]}`,
    );
    notes.push(
      `flate diff (exit ${diffOut.code ?? 0}): ${flateChanged.length} changed objects: ${flateChanged.sort().join(", ") || "none"}`,
    );
    if (diffOut.stderr?.trim())
      notes.push(`flate diff said: ${diffOut.stderr.trim().split("\n").slice(-3).join(" / ")}`);
    const same = JSON.stringify([...ourChanged].sort()) === JSON.stringify([...flateChanged].sort());
    notes.push(
      same
        ? "changed objects: the same on both sides"
        : `changed objects DIFFER: only kustomize-sync ${ourChanged.filter((o) => !flateChanged.includes(o)).join(", ") || "-"}; only flate ${flateChanged.filter((o) => !ourChanged.includes(o)).join(", ") || "-"}`,
    );
    const buildOut = await flateBuild(warmFlate);
    notes.push(
      `flate build all (exit ${buildOut.code ?? 0}): ${countObjects(buildOut.stdout)} objects (flate leaves out Secrets and CRDs)`,
    );
    if (buildOut.stderr?.trim())
      notes.push(`flate build said: ${buildOut.stderr.trim().split("\n").slice(-3).join(" / ")}`);
    cases.push(
      ["diff: flate, empty cache", () => flateDiff(freshDir())],
      ["diff: flate, warm cache", () => flateDiff(warmFlate)],
    );
  }
  cases.push(
    ["render all: kustomize-sync build", oursBuild],
    ["render all: kustomize-sync build, warm render cache", oursBuildWarm],
  );
  if (flateBin)
    cases.push(
      ["render all: flate build all, empty cache", () => flateBuild(freshDir())],
      ["render all: flate build all, warm cache", () => flateBuild(warmFlate)],
    );
  cases.push([`render all: kubectl kustomize x${fleet.paths.length}`, kubectlEach]);
  if (KUBECONFIG) cases.push(...(await syncCases(cli, chartUrl, env, notes)));
  log(notes.join("\n"));

  const times = new Map(cases.map(([name]) => [name, { wall: [], cpu: [] }]));
  const loads = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, fn] of cases) {
      const cpu = childrenCpu();
      const start = performance.now();
      await fn();
      times.get(name).wall.push(performance.now() - start);
      times.get(name).cpu.push(childrenCpu() - cpu);
    }
    loads.push(loadavg()[0]);
    log(`round ${round + 1}: ${cases.map(([name]) => ms(times.get(name).wall.at(-1))).join(", ")}`);
  }
  const med = new Map(
    [...times].map(([name, { wall, cpu }]) => [name, { wall: median(wall), cpu: median(cpu) }]),
  );
  // Each row against its like: a diff with an empty cache against flate's with an empty one, warm
  // against warm; a full render without a cache against flate's with an empty one, with a warm
  // render cache against flate's warm one, and both against kubectl's loop.
  const find = (prefix) => cases.find(([n]) => n.startsWith(prefix))?.[0];
  const flatePeer = (name) =>
    name.startsWith("sync")
      ? undefined
      : name.startsWith("diff")
        ? find(name.includes("empty") ? "diff: flate, empty" : "diff: flate, warm")
        : find(
            name.includes("warm")
              ? "render all: flate build all, warm"
              : "render all: flate build all, empty",
          );
  const kubectlPeer = (name) =>
    name.startsWith("render")
      ? find("render all: kubectl")
      : name.startsWith("sync")
        ? find("sync: kubectl diff")
        : undefined;
  const width = Math.max(...cases.map(([name]) => name.length));
  return [
    `${fleet.kustomizations} Kustomizations (${fleet.helmReleases} HelmReleases of webapp ${CHART.version} from 127.0.0.1), ${ourObjects} objects rendered by build; head = one HelmRelease value + one ConfigMap changed`,
    `kustomize-sync: ${kustomizeVersion ?? "kustomize ?"} (standalone, as kustomize-controller links it); kubectl's kustomize ${kubectlVersion ?? "?"}; ${flateVersion ?? `flate not run: ${flateProblem}`}`,
    `median of ${ROUNDS} rounds; load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} (${CPUS} CPUs)`,
    `${"".padEnd(width)}  ${"wall".padStart(9)}  ${"CPU".padStart(9)}  ${"wall / flate".padStart(12)}  ${"wall / kubectl".padStart(14)}`,
    ...cases.map(([name]) => {
      const { wall, cpu } = med.get(name);
      const against = (peer) => (peer && peer !== name ? ratio(wall / med.get(peer).wall) : "-");
      return `${name.padEnd(width)}  ${ms(wall).padStart(9)}  ${ms(cpu).padStart(9)}  ${against(flatePeer(name)).padStart(12)}  ${against(kubectlPeer(name)).padStart(14)}`;
    }),
    ...notes,
  ];
}

/**
 * The sync rows: a copy of the fleet with every namespace prefixed, synced once untimed (fresh),
 * then the no-op re-sync and its peer, `kubectl diff --server-side` of what the fresh sync put in
 * the cluster. The copy is destroyed, and its namespaces deleted, when the run ends.
 */
async function syncCases(cli, chartUrl, env, notes) {
  await run("kubectl", ["--kubeconfig", KUBECONFIG, "get", "--raw", "/readyz"]);
  // The fleet holds HelmRepositories and HelmReleases: their CRDs (helm-controller's build), so
  // that a fresh control plane serves them as a cluster running Flux does.
  installHelmCrds(KUBECONFIG, helmControllerBuild().crdDir);
  const root = join(work, "fleet-sync");
  const fleet = await writeFleet(root, chartUrl, PREFIX);
  const opts = { env, cwd: root, maxBuffer: MAX_BUFFER };
  const cluster = ["--root", root, "--kubeconfig", KUBECONFIG];
  const tools = ["--kustomize", kustomizeBin, "--helm", helmBin, "--chart-cache", join(work, "charts")];
  const reportFile = join(work, "sync.json");
  const sync = () =>
    node(
      cli,
      ["sync", ...cluster, ...tools, "--helm-releaser", "kustomize-sync", "--json", reportFile],
      opts,
      [0],
    );
  cleanups.push(async () => {
    if (flags.keep) return log(`kept the synced fleet: namespaces ${fleet.namespaces.join(", ")}`);
    await node(cli, ["destroy", ...cluster, "--helm", helmBin], opts, [0]).catch((e) => log(e.message));
    await run("kubectl", [
      "--kubeconfig",
      KUBECONFIG,
      "delete",
      "namespace",
      "--wait=false",
      "--ignore-not-found",
      ...fleet.namespaces,
    ]).catch((e) => log(`could not delete ${fleet.namespaces.join(", ")}: ${e.message}`));
  });

  // As `flux bootstrap` leaves it: the namespace of the Kustomizations and the HelmRepository.
  await run("kubectl", ["--kubeconfig", KUBECONFIG, "create", "namespace", fleet.namespaces[0]]);
  const freshStart = performance.now();
  await sync();
  const fresh = performance.now() - freshStart;
  const report = async () => JSON.parse(await readFile(reportFile, "utf8"));
  const summary = (report) => {
    const count = (list) =>
      Object.entries(Object.groupBy(list, (x) => x.action))
        .map(([action, xs]) => `${xs.length} ${action}`)
        .join(", ");
    const ks = report.kustomizations;
    return `${ks.filter((k) => k.ready === "True").length}/${ks.length} Kustomizations ready; objects: ${count(ks.flatMap((k) => k.changes ?? []))}; releases: ${count(ks.flatMap((k) => k.releases ?? []))}`;
  };
  notes.push(`sync, fresh (untimed, ${ms(fresh)}): ${summary(await report())}`);
  await sync();
  const noop = await report();
  notes.push(`sync, no-op: ${summary(noop)}`);

  // What the fresh sync applied, as it applied it: the render less Flux's Kustomizations
  // (reconciled, never applied) and the HelmReleases kustomize-sync released itself (not applied
  // as objects), each object of a Kustomization with the owner labels sync's apply adds (found
  // by the report's changes); a release's objects as helm stored them, which is what build renders.
  const ownerOf = new Map(
    noop.kustomizations.flatMap((k) =>
      (k.changes ?? []).map((c) => [`${c.kind}/${c.namespace ?? ""}/${c.name}`, k]),
    ),
  );
  const built = await node(cli, ["build", ...cluster, ...tools], opts, [0]);
  const objects = parseAllDocuments(built.stdout)
    .map((d) => d.toJS())
    .filter((o) => o?.kind && !["Kustomization", "HelmRelease"].includes(o.kind));
  for (const o of objects) {
    const owner = ownerOf.get(`${o.kind}/${o.metadata.namespace ?? ""}/${o.metadata.name}`);
    if (owner)
      o.metadata.labels = {
        ...o.metadata.labels,
        "kustomize-sync.io/name": owner.name,
        "kustomize-sync.io/namespace": owner.namespace,
      };
  }
  const rendered = join(work, "sync-rendered.yaml");
  await writeFile(rendered, objects.map((o) => `---\n${stringify(o)}`).join(""));
  const kubectlDiff = () =>
    run(
      "kubectl",
      [
        "--kubeconfig",
        KUBECONFIG,
        "diff",
        "--server-side",
        "--force-conflicts",
        "--field-manager",
        "kustomize-sync",
        "-f",
        rendered,
      ],
      opts,
    ).catch((error) => {
      // kubectl diff exits 1 when something differs: keep what it says for the notes.
      if (error.code !== 1) throw error;
      return { stdout: error.stdout, code: 1 };
    });
  const peer = await kubectlDiff();
  const differing = [...(peer.stdout ?? "").matchAll(/^diff -u -N \S+\/LIVE-\d+\/(\S+) /gm)].map((m) => m[1]);
  notes.push(
    `kubectl diff --server-side of the ${objects.length} objects synced (exit ${peer.code ?? 0}): ${differing.length ? `differ: ${differing.join(", ")}` : "no difference"}`,
  );
  if (flags.profile) cleanups.push(() => profileNoop(cli, [...cluster, ...tools], opts));
  return [
    ["sync: kustomize-sync sync, no-op", sync],
    [`sync: kubectl diff --server-side, ${objects.length} objects`, kubectlDiff],
  ];
}

/**
 * One more no-op sync, profiled (after the rounds, before the cleanup): V8's CPU profile, the
 * debug lines, and every kustomize and helm process with its start and end (ns since the epoch).
 */
async function profileNoop(cli, args, opts) {
  const dir = flags.profile;
  await mkdir(dir, { recursive: true });
  const calls = join(dir, "calls.log");
  await writeFile(calls, "");
  const shim = async (name, bin) => {
    const path = join(dir, `${name}-shim.sh`);
    await writeFile(
      path,
      `#!/bin/sh\ns=$(date +%s%N); "${bin}" "$@"; rc=$?\necho "${name} $s $(date +%s%N) $rc $1" >> "${calls}"; exit $rc\n`,
      { mode: 0o755 },
    );
    return path;
  };
  const swapped = [...args];
  swapped[swapped.indexOf("--kustomize") + 1] = await shim("kustomize", kustomizeBin);
  swapped[swapped.indexOf("--helm") + 1] = await shim("helm", helmBin);
  // The API server's request counters around the run (other users of the cluster count too).
  const requests = async () => {
    const { stdout } = await run("kubectl", ["--kubeconfig", KUBECONFIG, "get", "--raw", "/metrics"], {
      maxBuffer: MAX_BUFFER,
    });
    const counts = new Map();
    for (const m of stdout.matchAll(/^apiserver_request_total\{([^}]*)\} (\S+)$/gm)) {
      const label = (name) => new RegExp(`${name}="([^"]*)"`).exec(m[1])?.[1] ?? "";
      const key = `${label("verb")}${label("dry_run") ? " (dry run)" : ""} ${label("resource")}${label("subresource") ? `/${label("subresource")}` : ""}`;
      counts.set(key, (counts.get(key) ?? 0) + Number(m[2]));
    }
    return counts;
  };
  const before = await requests();
  const started = Date.now();
  const out = await run(
    process.execPath,
    ["--cpu-prof", "--cpu-prof-dir", dir, cli, "sync", ...swapped, "--helm-releaser", "kustomize-sync", "-v"],
    opts,
  );
  await writeFile(join(dir, "sync-noop.log"), `${out.stderr}${out.stdout}`);
  const after = await requests();
  const made = [...after]
    .map(([key, n]) => [key, n - (before.get(key) ?? 0)])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  await writeFile(join(dir, "requests.txt"), made.map(([key, n]) => `${n} ${key}`).join("\n"));
  // The bundle the profile names, for cpuprofile.mjs's module attribution (the temp dir goes).
  await cp(dirname(cli), join(dir, "cli"), { recursive: true });
  log(`profiled no-op sync (${ms(Date.now() - started)}, started ${started}) in ${dir}`);
}

/** Runs the bundled CLI with node; `allow` lists the exit codes that are not failures. */
async function node(cli, args, opts, allow) {
  try {
    return { ...(await run(process.execPath, [cli, ...args], opts)), code: 0 };
  } catch (error) {
    if (allow.includes(error.code)) return { stdout: error.stdout, stderr: error.stderr, code: error.code };
    throw new Error(
      `kustomize-sync ${args[0]} failed (${error.code}): ${String(error.stderr).trim().split("\n").slice(-5).join("\n")}`,
    );
  }
}

/**
 * kubernetes/flux/cluster/ks.yaml: cluster-meta (the HelmRepository) and cluster-apps, which
 * renders kubernetes/apps and patches every child Kustomization; kubernetes/apps/NS/: a
 * kustomization.yaml over its namespace.yaml and its apps' ks.yaml; kubernetes/apps/NS/APP/app/:
 * the app's kustomization.yaml over plain objects, or a HelmRelease and its values ConfigMap.
 * `prefix` goes before every namespace name (the synced copy on a shared cluster).
 */
async function writeFleet(root, chartUrl, prefix = "") {
  const fluxNs = `${prefix}flux-system`;
  const write = async (path, docs) => {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), docs.map((d) => `---\n${stringify(d)}`).join(""));
  };
  const kustomize = (fields) => ({
    apiVersion: "kustomize.config.k8s.io/v1beta1",
    kind: "Kustomization",
    ...fields,
  });
  const fluxKs = (name, path, extra = {}) => ({
    apiVersion: "kustomize.toolkit.fluxcd.io/v1",
    kind: "Kustomization",
    metadata: { name, namespace: fluxNs },
    spec: {
      interval: "1h",
      path,
      prune: true,
      sourceRef: { kind: "GitRepository", name: "flux-system" },
      ...extra,
    },
  });
  const childPatch = stringify({
    apiVersion: "kustomize.toolkit.fluxcd.io/v1",
    kind: "Kustomization",
    metadata: { name: "_" },
    spec: {
      patches: [
        {
          patch: stringify({
            apiVersion: "helm.toolkit.fluxcd.io/v2",
            kind: "HelmRelease",
            metadata: { name: "_" },
            spec: {
              install: { crds: "CreateReplace" },
              upgrade: { cleanupOnFail: true, remediation: { retries: 2 } },
            },
          }),
          target: { group: "helm.toolkit.fluxcd.io", kind: "HelmRelease" },
        },
      ],
    },
  });
  await write("kubernetes/flux/cluster/ks.yaml", [
    fluxKs("cluster-meta", "./kubernetes/flux/meta"),
    fluxKs("cluster-apps", "./kubernetes/apps", {
      dependsOn: [{ name: "cluster-meta" }],
      patches: [
        { patch: childPatch, target: { group: "kustomize.toolkit.fluxcd.io", kind: "Kustomization" } },
      ],
    }),
  ]);
  await write("kubernetes/flux/meta/charts.yaml", [
    {
      apiVersion: "source.toolkit.fluxcd.io/v1",
      kind: "HelmRepository",
      metadata: { name: "charts", namespace: fluxNs },
      spec: { interval: "1h", url: chartUrl },
    },
  ]);
  await write("kubernetes/flux/meta/kustomization.yaml", [kustomize({ resources: ["./charts.yaml"] })]);
  await write("kubernetes/apps/kustomization.yaml", [
    kustomize({ resources: NAMESPACES.map((ns) => `./${ns}`) }),
  ]);
  const paths = ["kubernetes/flux/meta", "kubernetes/apps"];
  const byNamespace = new Map(NAMESPACES.map((ns) => [ns, []]));
  let helmReleases = 0;
  let edits;
  for (let i = 0; i < APPS; i++) {
    const ns = NAMESPACES[i % NAMESPACES.length];
    const name = `app-${i}`;
    const dir = `kubernetes/apps/${ns}/${name}`;
    byNamespace.get(ns).push(`./${name}/ks.yaml`);
    paths.push(`${dir}/app`);
    await write(`${dir}/ks.yaml`, [
      fluxKs(name, `./${dir}/app`, { targetNamespace: `${prefix}${ns}`, wait: false }),
    ]);
    const settings = {
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: { name: `${name}-settings` },
      data: { LOG_LEVEL: "info", TZ: "Etc/UTC", INDEX: String(i) },
    };
    if (i % HELM_EVERY === 1) {
      helmReleases++;
      const release = {
        apiVersion: "helm.toolkit.fluxcd.io/v2",
        kind: "HelmRelease",
        metadata: { name },
        spec: {
          interval: "1h",
          chart: {
            spec: {
              chart: CHART.name,
              version: CHART.version,
              sourceRef: { kind: "HelmRepository", name: "charts", namespace: fluxNs },
            },
          },
          values: { replicaCount: 1, image: { tag: `1.${i}.0` }, env: { TZ: "Etc/UTC" } },
        },
      };
      await write(`${dir}/app/helmrelease.yaml`, [release]);
      await write(`${dir}/app/settings.yaml`, [settings]);
      await write(`${dir}/app/kustomization.yaml`, [
        kustomize({ resources: ["./helmrelease.yaml", "./settings.yaml"] }),
      ]);
      if (!edits) edits = { release: `${dir}/app/helmrelease.yaml`, releaseDoc: release };
    } else {
      const labels = { "app.kubernetes.io/name": name };
      const objects = [
        settings,
        { apiVersion: "v1", kind: "ServiceAccount", metadata: { name } },
        {
          apiVersion: "apps/v1",
          kind: "Deployment",
          metadata: { name, labels },
          spec: {
            replicas: 1,
            selector: { matchLabels: labels },
            template: {
              metadata: { labels },
              spec: {
                serviceAccountName: name,
                containers: [
                  {
                    name: "app",
                    image: `ghcr.io/example/${name}:1.0.${i}`,
                    envFrom: [{ configMapRef: { name: `${name}-settings` } }],
                    ports: [{ name: "http", containerPort: 8080 }],
                  },
                ],
              },
            },
          },
        },
        {
          apiVersion: "v1",
          kind: "Service",
          metadata: { name, labels },
          spec: { selector: labels, ports: [{ name: "http", port: 80, targetPort: "http" }] },
        },
        {
          apiVersion: "policy/v1",
          kind: "PodDisruptionBudget",
          metadata: { name },
          spec: { maxUnavailable: 1, selector: { matchLabels: labels } },
        },
        {
          apiVersion: "networking.k8s.io/v1",
          kind: "Ingress",
          metadata: { name },
          spec: {
            rules: [
              {
                host: `${name}.example.com`,
                http: {
                  paths: [
                    { path: "/", pathType: "Prefix", backend: { service: { name, port: { name: "http" } } } },
                  ],
                },
              },
            ],
          },
        },
      ];
      const files = [
        "settings.yaml",
        "serviceaccount.yaml",
        "deployment.yaml",
        "service.yaml",
        "pdb.yaml",
        "ingress.yaml",
      ];
      for (const [k, file] of files.entries()) await write(`${dir}/app/${file}`, [objects[k]]);
      await write(`${dir}/app/kustomization.yaml`, [kustomize({ resources: files.map((f) => `./${f}`) })]);
      if (edits && !edits.configMap) edits.configMap = { path: `${dir}/app/settings.yaml`, doc: settings };
    }
  }
  for (const [ns, entries] of byNamespace) {
    await write(`kubernetes/apps/${ns}/namespace.yaml`, [
      { apiVersion: "v1", kind: "Namespace", metadata: { name: `${prefix}${ns}` } },
    ]);
    await write(`kubernetes/apps/${ns}/kustomization.yaml`, [
      kustomize({ resources: ["./namespace.yaml", ...entries] }),
    ]);
  }
  const git = (...args) =>
    execFileSync("git", ["-c", "user.name=bench", "-c", "user.email=bench@example.com", ...args], {
      cwd: root,
      stdio: "pipe",
    });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "base");
  edits.releaseDoc.spec.values.replicaCount = 2;
  await write(edits.release, [edits.releaseDoc]);
  edits.configMap.doc.data.LOG_LEVEL = "debug";
  await write(edits.configMap.path, [edits.configMap.doc]);
  git("commit", "-q", "-am", "head: one HelmRelease value, one ConfigMap");
  return {
    paths,
    kustomizations: paths.length,
    helmReleases,
    namespaces: [fluxNs, ...NAMESPACES.map((ns) => `${prefix}${ns}`)],
  };
}

function countObjects(text) {
  return parseAllDocuments(text ?? "")
    .map((d) => d.toJS())
    .filter((o) => o && typeof o === "object" && o.kind).length;
}

/** User + system time of the waited-for children, in ms (/proc/self/stat cutime + cstime). */
function childrenCpu() {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS;
}

function safe(fn) {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

function lastLine(text) {
  return text.trim().split("\n").at(-1);
}

function ms(value) {
  return `${value.toFixed(0)} ms`;
}

function ratio(value) {
  return `${value.toFixed(2)}×`;
}

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function bundleCli(dir) {
  const out = join(dir, "cli");
  await bundle(out);
  return join(out, "cli.js");
}

async function writeSection(lines) {
  const heading = "## A fleet against flate and kubectl kustomize";
  const section = [
    heading,
    "",
    "`npm run bench:fleet` (`node scripts/bench/fleet.mjs`; add `--write` to update this section;",
    "`--apps N`, `--helm-every K`, `--rounds R`, `--no-flate`) generates a fleet of the home-ops",
    "shape in a temporary directory: a root `cluster-apps` Kustomization renders kubernetes/apps",
    "(a kustomization.yaml per namespace over its apps' ks.yaml) and patches every child",
    "Kustomization; each app is a Flux Kustomization with a kustomization.yaml; every eighth is a",
    "HelmRelease of a chart served on 127.0.0.1. It is a git repository of two commits, the head",
    "changing one HelmRelease value and one ConfigMap. In one run, each round in turn: `diff --base",
    "HEAD~1` with an empty and a warm `--render-cache`, flate's `diff all --base HEAD~1` with an",
    "empty and a warm `--cache-dir`, then a render of every Kustomization: `kustomize-sync build`,",
    "(`--no-render-cache`; its charts cached),",
    "`flate build all`, and `kubectl kustomize` of each Kustomization's path one after another.",
    "flate is built from the Go module proxy (scripts/tools/flate.sh). What each side reports",
    "(changed objects, object counts) is printed under the table. The ratios set each row against",
    "its like (empty cache against empty cache, warm against warm; a full render against flate's",
    "with an empty cache, and against the kubectl loop). CPU is user + system of every process of",
    "a case; the machine was shared (see the load average). With `--kubeconfig FILE` (a running",
    "local control plane; kwok makes Pods ready) two sync rows follow: a copy of the fleet, every",
    "namespace prefixed `ks-fleet-<run>-`, is synced once untimed (`sync --helm-releaser",
    "kustomize-sync`: it applies and installs the eleven releases), then each round times the",
    "no-op re-sync and its peer, `kubectl diff --server-side` of the objects that sync put in the",
    "cluster (rendered beforehand by `build`, owner labels added as sync's apply adds them: the",
    'render is given to kubectl for free). That is what a user runs by hand for "is the cluster at',
    "this revision?\" where no kustomize-controller runs (`flux diff kustomization` needs Flux's",
    "Kustomization objects in the cluster); both must find nothing to change (printed under the",
    "table). The copy is destroyed and its namespaces deleted afterwards; `--profile DIR` profiles",
    "one more no-op (CPU profile, `-v`, each kustomize and helm call, the API server's counters).",
    "",
    "```",
    ...lines,
    `node ${process.version}, ${CPUS} CPUs (${cpus()[0]?.model ?? "unknown"}), measured ${new Date().toISOString().slice(0, 10)}`,
    "```",
    "",
    "Against issue 29's targets (first run, 2026-11-26, before its items 1-3 land): both sides",
    "report the same three changed objects (the ConfigMap, the HelmRelease and the Deployment its",
    "chart renders) and the same 636 rendered objects. `diff --base` is 7× slower than flate's with",
    "empty caches (9.5 s against 1.3 s) and 6.6× with warm ones (3.5 s against 0.5 s); the target",
    "is ≥ 1.5× faster than flate and under 1 s. A full render: build (5.4 s) is 1.5× faster than",
    "flate's with an empty cache (8.0 s, not profiled: most likely its eleven chart fetches and",
    "Helm renders with nothing cached) and than the kubectl loop (8.0 s, which renders no",
    "HelmRelease), but 8.5× slower than flate's with its cache warm (0.64 s); the target is ≥ 2×",
    "faster than today and not slower than flate.",
    "",
  ].join("\n");
  // Earlier runs and their subsections, written by hand below, stay.
  await writeBenchmarkSection(heading, section, "faster than today and not slower than flate.");
}
