#!/usr/bin/env node
// kustomize-sync against Flux's own kustomize-controller, side by side on one API server.
// The controller is built from the Go module proxy (scripts/tools/flux-binaries.sh) and runs out
// of cluster with its default flags (only: metrics and health on free loopback ports, and
// --watch-all-namespaces=false with RUNTIME_NAMESPACE set to the benchmark's namespace). No
// source-controller runs: the benchmark plays its part — a GitRepository whose status.artifact
// (url, revision, digest, lastUpdateTime, path) it writes through the status subresource, and a
// local HTTP server serving that tar.gz of the tree.
//
// Cases, on the apply benchmark's 1,000 objects in 10 Kustomizations (scripts/bench/tree.mjs):
// fresh / no-op / 10% changed / 10% removed, once without and once with `wait: true`; then a
// dependsOn chain of three Kustomizations of 100 objects and a Deployment each, with healthChecks
// on the Deployment (fresh and changed). Flux is timed from the moment the revision is published
// (the GitRepository's artifact status is written; for "fresh", the Kustomizations are created)
// until every Kustomization reports Ready=True for that revision (watched); kustomize-sync as
// `node dist/cli.js sync` of the same tree (process wall time, Node's start-up included).
// Usage: node scripts/bench/flux.mjs [--kubeconfig FILE] [--objects N] [--runs N] [--cli FILE]
//   [--variants plain,wait,chain,big] [--big N] [--keep-crds] [--write]
// The variant "big" (not run by default: kustomize's own cost grows with the square of the objects
// in one Kustomization, for both) syncs one Kustomization of --big N objects (default 5,000): fresh, no-op.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import net from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parseAllDocuments } from "yaml";
import { startControlPlane } from "../cluster/control-plane.mjs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { kubeClient, resourcePath } from "./kube.mjs";
import { kustomizationDocs, writeKustomizations, writeTree } from "./tree.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values } = parseArgs({
  options: {
    kubeconfig: { type: "string" },
    objects: { type: "string" },
    runs: { type: "string" },
    cli: { type: "string" },
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
const cli = values.cli ?? join(repoDir, "dist", "cli.js");
const variants = (values.variants ?? "plain,wait,chain").split(",");
const suffix = Date.now().toString(36);
const work = mkdtempSync(join(tmpdir(), "ks-bench-flux-"));
const FLUX_TIMEOUT_MS = 10 * 60_000;
const load = () => loadavg()[0];
const log = (line) => process.stderr.write(`[flux bench] ${line}\n`);

const fluxDir = execFileSync(join(repoDir, "scripts", "tools", "flux-binaries.sh"), {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
}).trim();
const controllerBin = join(fluxDir, "bin", "kustomize-controller");
const crdDir = join(fluxDir, "crds");
const fluxVersions = readFileSync(join(crdDir, ".done"), "utf8").trim();
const kube = await kubeClient(kubeconfig);

// --- CRDs: installed from the module cache when missing, removed again at the end. ---
const KS_CRD =
  "/apis/apiextensions.k8s.io/v1/customresourcedefinitions/kustomizations.kustomize.toolkit.fluxcd.io";
const installedCrds = (await kube.request("GET", KS_CRD)).status === 404;
if (installedCrds) {
  log(`installing Flux CRDs (${fluxVersions})`);
  execFileSync("kubectl", ["--kubeconfig", kubeconfig, "apply", "--server-side", "-f", crdDir], {
    stdio: "ignore",
  });
  execFileSync("kubectl", ["--kubeconfig", kubeconfig, "wait", "--for=condition=Established", "-f", crdDir], {
    stdio: "ignore",
  });
}

// --- The artifact server: serves work/artifacts over plain HTTP on a loopback port. ---
const artifactDir = join(work, "artifacts");
mkdirSync(artifactDir, { recursive: true });
const server = http.createServer((req, res) => {
  const file = join(artifactDir, decodeURIComponent(new URL(req.url, "http://x").pathname));
  if (!file.startsWith(`${artifactDir}/`) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "Content-Type": "application/gzip" });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const artifactBase = `http://127.0.0.1:${server.address().port}`;

async function freePort() {
  const s = net.createServer();
  await new Promise((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address();
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/** Starts kustomize-controller for one namespace; resolves once its readiness probe passes. */
async function startController(ns) {
  const healthPort = await freePort();
  const metricsPort = await freePort();
  const logFile = join(work, `controller-${ns}.log`);
  const child = spawn(
    controllerBin,
    [
      `--metrics-addr=127.0.0.1:${metricsPort}`,
      `--health-addr=127.0.0.1:${healthPort}`,
      "--watch-all-namespaces=false",
    ],
    {
      env: { ...process.env, KUBECONFIG: kubeconfig, RUNTIME_NAMESPACE: ns },
      stdio: ["ignore", openSync(logFile, "w"), openSync(logFile, "a")],
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`kustomize-controller exited:\n${readFileSync(logFile, "utf8").slice(-2000)}`);
    const ok = await new Promise((resolve) => {
      http
        .get(`http://127.0.0.1:${healthPort}/readyz`, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on("error", () => resolve(false));
    });
    if (ok) break;
    if (Date.now() > deadline)
      throw new Error(
        `kustomize-controller not ready in 60 s:\n${readFileSync(logFile, "utf8").slice(-2000)}`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    logFile,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

/** Watches the Kustomizations of `ns`; waitReady(names, revision) resolves at the event that makes all Ready for it. */
async function kustomizationTracker(ns) {
  const objects = new Map();
  let waiter;
  const check = () => {
    if (!waiter) return;
    const { names, revision, resolve, reject } = waiter;
    for (const name of names) {
      const o = objects.get(name);
      const ready = o?.status?.conditions?.find((c) => c.type === "Ready");
      if (
        ready?.status === "False" &&
        o.status.lastAttemptedRevision === revision &&
        o.status.observedGeneration === o.metadata.generation &&
        !["DependencyNotReady", "Progressing"].includes(ready.reason)
      ) {
        waiter = undefined;
        return reject(new Error(`Kustomization ${ns}/${name}: ${ready.reason}: ${ready.message}`));
      }
    }
    const done = names.every((name) => {
      const o = objects.get(name);
      const ready = o?.status?.conditions?.find((c) => c.type === "Ready");
      return (
        ready?.status === "True" &&
        o.status.lastAppliedRevision === revision &&
        o.status.observedGeneration === o.metadata.generation
      );
    });
    if (done) {
      waiter = undefined;
      resolve(performance.now());
    }
  };
  const stop = await kube.listWatch(
    resourcePath("kustomize.toolkit.fluxcd.io/v1", "kustomizations", ns),
    (o, type) => {
      if (type === "DELETED") objects.delete(o.metadata.name);
      else objects.set(o.metadata.name, o);
      check();
    },
  );
  return {
    stop,
    objects,
    waitReady(names, revision) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiter = undefined;
          const states = names.map((n) => {
            const o = objects.get(n);
            const ready = o?.status?.conditions?.find((c) => c.type === "Ready");
            return `${n}: ${ready?.status}/${ready?.reason} ${ready?.message ?? ""} (applied ${o?.status?.lastAppliedRevision})`;
          });
          reject(
            new Error(
              `Flux did not get Ready for ${revision} in ${FLUX_TIMEOUT_MS / 1000} s:\n${states.join("\n")}`,
            ),
          );
        }, FLUX_TIMEOUT_MS);
        waiter = {
          names,
          revision,
          resolve: (t) => {
            clearTimeout(timer);
            resolve(t);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        };
        check();
      });
    },
  };
}

let published = 0;
/** Packs root/deploy into an artifact; returns its status.artifact (revision new every time). */
function pack(root, ns) {
  published++;
  const path = `gitrepository/${ns}/flux-system/${published}.tar.gz`;
  const file = join(artifactDir, path);
  mkdirSync(dirname(file), { recursive: true });
  execFileSync("tar", ["-czf", file, "-C", root, "deploy"]);
  const bytes = readFileSync(file);
  const sha1 = createHash("sha1").update(`${ns} ${published}`).update(bytes).digest("hex");
  return {
    path,
    url: `${artifactBase}/${path}`,
    revision: `main@sha1:${sha1}`,
    digest: `sha256:${createHash("sha256").update(bytes).digest("hex")}`,
    lastUpdateTime: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    size: bytes.length,
  };
}

async function publish(ns, artifact) {
  await kube.ok(
    "PATCH",
    `${resourcePath("source.toolkit.fluxcd.io/v1", "gitrepositories", ns, "flux-system")}/status`,
    {
      contentType: "application/merge-patch+json",
      body: {
        status: {
          observedGeneration: 1,
          artifact,
          conditions: [
            {
              type: "Ready",
              status: "True",
              reason: "Succeeded",
              message: `stored artifact for revision '${artifact.revision}'`,
              observedGeneration: 1,
              lastTransitionTime: artifact.lastUpdateTime,
            },
          ],
        },
      },
    },
  );
}

function runOurs(root) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [cli, "sync", "--root", root, "--path", join(root, "clusters"), "--kubeconfig", kubeconfig],
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

function writeVariantTree(root, ns, variant, tree) {
  writeTree(root, ns, { count: variant.count, per: variant.per, ...tree });
  if (variant.deployments)
    for (let k = 0; k < variant.count; k++)
      writeFileSync(join(root, "deploy", `k${k}`, "app.yaml"), deploymentDoc(ns, k, tree.version));
}

const results = new Map(); // label -> { ours: [], flux: [], load: [] }
const namespaces = [];
const controllers = [];
try {
  for (let rep = 0; rep < RUNS; rep++) {
    for (const name of variants) {
      const variant = VARIANTS[name];
      const fluxNs = `bench-flux-${suffix}-${name}-r${rep}`;
      const oursNs = `bench-ks-${suffix}-${name}-r${rep}`;
      for (const ns of [fluxNs, oursNs]) {
        await createNamespace(ns);
        namespaces.push(ns);
      }
      const fluxRoot = join(work, fluxNs);
      const oursRoot = join(work, oursNs);
      writeKustomizations(oursRoot, oursNs, variant.count, (k) => variant.extra(k, oursNs));
      await kube.ok("POST", resourcePath("source.toolkit.fluxcd.io/v1", "gitrepositories", fluxNs), {
        body: {
          apiVersion: "source.toolkit.fluxcd.io/v1",
          kind: "GitRepository",
          metadata: { name: "flux-system", namespace: fluxNs },
          spec: { interval: "10m", url: "https://example.invalid/bench.git", ref: { branch: "main" } },
        },
      });
      const controller = await startController(fluxNs);
      controllers.push(controller);
      const tracker = await kustomizationTracker(fluxNs);
      const names = Array.from({ length: variant.count }, (_, k) => `bench-k${k}`);
      try {
        for (const [i, [label, tree]] of variant.cases.entries()) {
          writeVariantTree(fluxRoot, fluxNs, variant, tree);
          writeVariantTree(oursRoot, oursNs, variant, tree);
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
                  kube.ok("POST", resourcePath("kustomize.toolkit.fluxcd.io/v1", "kustomizations", fluxNs), {
                    body,
                  }),
                ),
              );
            } else {
              t0 = performance.now();
              await publish(fluxNs, artifact);
            }
            const t1 = await tracker.waitReady(names, artifact.revision).catch((err) => {
              throw new Error(
                `${err.message}\ncontroller log (tail):\n${readFileSync(controller.logFile, "utf8").slice(-3000)}`,
              );
            });
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
          const r = results.get(label) ?? { ours: [], flux: [], load: [] };
          r.ours.push(oursMs);
          r.flux.push(fluxMs);
          r.load.push((loadBefore + load()) / 2);
          results.set(label, r);
          log(
            `run ${rep + 1} ${label}: kustomize-sync ${(oursMs / 1000).toFixed(2)} s, Flux ${(fluxMs / 1000).toFixed(2)} s (load ${load().toFixed(1)})`,
          );
        }
      } finally {
        tracker.stop();
        await controller.stop();
        // Without the controller nobody removes Flux's finalizers: drop them so the namespace can go.
        for (const n of names) {
          await kube.request(
            "PATCH",
            resourcePath("kustomize.toolkit.fluxcd.io/v1", "kustomizations", fluxNs, n),
            {
              contentType: "application/merge-patch+json",
              body: { metadata: { finalizers: null } },
            },
          );
        }
      }
    }
  }
} finally {
  for (const c of controllers) await c.stop();
  for (const ns of namespaces)
    await kube.request("DELETE", `/api/v1/namespaces/${ns}`).catch(() => undefined);
  if (installedCrds && !values["keep-crds"]) {
    // Left in place they would change what other tests see (a Kustomization kind the API knows).
    execFileSync("kubectl", ["--kubeconfig", kubeconfig, "delete", "--wait=false", "-f", crdDir], {
      stdio: "ignore",
    });
  }
  kube.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const head = execFileSync("git", ["-C", repoDir, "rev-parse", "--short", "HEAD"], {
  encoding: "utf8",
}).trim();
const loads = [...results.values()].flatMap((r) => r.load);
const lines = [
  // A run of other variants than the default set writes a section of its own.
  `## Against Flux's kustomize-controller${variants.join(",") === "plain,wait,chain" ? "" : `: ${variants.map((v) => VARIANTS[v].title).join("; ")}`}`,
  "",
  `\`node scripts/bench/flux.mjs${values.variants ? ` --variants ${values.variants}` : ""}${values.big ? ` --big ${values.big}` : ""}${values.runs ? ` --runs ${values.runs}` : ""} --write\`: kustomize-sync (\`dist/cli.js sync\`, at ${head}) and Flux's`,
  `kustomize-controller (${fluxVersions}; built from the Go module proxy by`,
  "`scripts/tools/flux-binaries.sh`, run out of cluster with default flags, its source played by a",
  "GitRepository whose artifact status points at a local HTTP server) on the same objects, each in",
  `namespaces of its own, interleaved case by case, medians of ${RUNS} run${RUNS === 1 ? "" : "s"}; ${cpus().length} CPUs shared with other work,`,
  `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} while measuring (median ${median(loads).toFixed(1)}).`,
  "Flux: from publishing the revision (artifact status written; for fresh, Kustomizations created)",
  "until every Kustomization is Ready=True for it. kustomize-sync: the whole CLI process. Times are",
  "medians; Flux / ours is the median of each run's own ratio.",
  "",
  "| case | kustomize-sync | Flux kustomize-controller | Flux / ours | load average |",
  "| --- | ---: | ---: | ---: | ---: |",
];
for (const name of variants) {
  const variant = VARIANTS[name];
  lines.push(`| *${variant.title}* | | | | |`);
  for (const [label] of variant.cases) {
    const r = results.get(label);
    if (!r) continue;
    lines.push(
      // Each run times both back to back: the ratio is the median of the runs' own ratios.
      `| ${label} | ${fmt(median(r.ours))} | ${fmt(median(r.flux))} | ${median(r.flux.map((f, i) => f / r.ours[i])).toFixed(1)}× | ${median(r.load).toFixed(1)} |`,
    );
  }
}
lines.push(
  "",
  `Every run (kustomize-sync / Flux, seconds): ${[...results.entries()]
    .map(
      ([label, r]) =>
        `${label} ${r.ours.map((ms, i) => `${(ms / 1000).toFixed(1)}/${(r.flux[i] / 1000).toFixed(1)}`).join(", ")}`,
    )
    .join("; ")}.`,
);
lines.push("", "Where the time goes, and what would change it: docs/PROFILE.md.");
console.log(lines.join("\n"));
if (values.write) await writeBenchmarkSection(lines[0], `${lines.join("\n")}\n`);
