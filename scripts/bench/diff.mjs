// Benchmark (issue 12): `diff --base` of two revisions of a 100-Kustomization repository against
// rendering both revisions with `build`. The repository is generated in a temporary git repo:
// the base commit, then a head commit that changes 10% of the Kustomizations (replicas, a
// ConfigMap value, a Secret value), removes an object from 5 and adds one Kustomization.
// Timed, each the median of BENCH_RUNS (default 3) runs, alternating order:
//   build both   build() of the head's working tree, then of a checkout of the base (sequential)
//   build both ‖ the same two builds at once (what diff does)
//   diff         diffAgainstBase(): base tree from git, both renders at once, object diffs
// The target is diff within 2× of rendering both revisions.
//
//   node scripts/bench/diff.mjs           (BENCH_KEEP=1 keeps the generated repository)

import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundleSources } from "../bundle.mjs";

const KUSTOMIZATIONS = Number(process.env.BENCH_KUSTOMIZATIONS ?? 100);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? "4";

const work = await mkdtemp(path.join(os.tmpdir(), "kustomize-sync-bench-diff-"));
try {
  const engine = await bundleSources(
    {
      "src/reconcile/index.ts": ["diffAgainstBase", "build"],
      "src/options.ts": ["resolveOptions"],
      "src/model/index.ts": ["silentLogger"],
    },
    path.join(work, "engine.mjs"),
  );
  const { diffAgainstBase, build, resolveOptions, silentLogger } = await import(pathToFileURL(engine).href);
  const root = path.join(work, "repo");
  await generate(root, "base");
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", "base");
  await generate(root, "head");
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", "head");
  // The base as a plain checkout, for `build` to render.
  const baseTree = path.join(work, "base");
  git(root, "worktree", "add", "-q", "--detach", baseTree, "HEAD~1");

  const options = (dir) =>
    resolveOptions(
      // No render cache unless asked for: every round renders, as the first run of a pull request does.
      {
        mode: "build",
        root: dir,
        concurrency: CONCURRENCY,
        renderCache: process.env.BENCH_RENDER_CACHE ?? "false",
      },
      { cwd: dir, log: silentLogger },
    );
  const timed = async (fn) => {
    const start = performance.now();
    const value = await fn();
    return { ms: performance.now() - start, value };
  };
  const cases = {
    "build both": async () => {
      await build(options(root));
      await build(options(baseTree));
    },
    "build both ‖": () => Promise.all([build(options(root)), build(options(baseTree))]),
    diff: () => diffAgainstBase(options(root), "HEAD~1"),
  };
  await cases.diff(); // warm the page cache and kustomize once
  const times = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  let summary;
  for (let run = 0; run < RUNS; run++) {
    const names = run % 2 === 0 ? Object.keys(cases) : Object.keys(cases).reverse();
    for (const name of names) {
      const { ms, value } = await timed(cases[name]);
      times[name].push(ms);
      if (name === "diff") summary = value.summary;
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
  console.log(
    [
      `${KUSTOMIZATIONS} Kustomizations x 5 objects, concurrency ${CONCURRENCY}, median of ${RUNS} runs, load average ${os.loadavg()[0].toFixed(1)}`,
      `diff found: ${JSON.stringify(summary)}`,
      `build both (sequential): ${m["build both"].toFixed(0)} ms`,
      `build both (at once):    ${m["build both ‖"].toFixed(0)} ms`,
      `diff --base:             ${m.diff.toFixed(0)} ms`,
      `ratio diff / build both: ${(m.diff / m["build both"]).toFixed(2)} (sequential), ${(m.diff / m["build both ‖"]).toFixed(2)} (at once); target ≤ 2`,
    ].join("\n"),
  );
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept ${work}`);
  else await rm(work, { recursive: true, force: true });
}

function git(cwd, ...args) {
  return execFileSync("git", ["-c", "user.name=bench", "-c", "user.email=bench@example.com", ...args], {
    cwd,
    encoding: "utf8",
  });
}

/** Writes the repository at one revision; "head" changes every 10th Kustomization and adds one. */
async function generate(root, revision) {
  await rm(path.join(root, "apps"), { recursive: true, force: true });
  await mkdir(path.join(root, "clusters"), { recursive: true });
  if (revision === "base")
    git(await mkdir(root, { recursive: true }).then(() => root), "init", "-q", "-b", "main");
  const count = revision === "head" ? KUSTOMIZATIONS + 1 : KUSTOMIZATIONS;
  const definitions = [];
  for (let i = 0; i < count; i++) {
    const name = `app-${String(i).padStart(3, "0")}`;
    const changed = revision === "head" && i % 10 === 0;
    const trimmed = revision === "head" && i % 20 === 5;
    definitions.push(
      [
        "apiVersion: kustomize.toolkit.fluxcd.io/v1",
        "kind: Kustomization",
        `metadata: {name: ${name}, namespace: flux-system}`,
        `spec: {interval: 10m, path: ./apps/${name}, prune: true, targetNamespace: ${name}, sourceRef: {kind: GitRepository, name: flux-system}}`,
      ].join("\n"),
    );
    const dir = path.join(root, "apps", name);
    await mkdir(dir, { recursive: true });
    const files = {
      "deployment.yaml": `apiVersion: apps/v1
kind: Deployment
metadata: {name: ${name}, labels: {app: ${name}}}
spec:
  replicas: ${changed ? 3 : 1}
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
      containers:
        - name: app
          image: ghcr.io/org/${name}:1.0.0
          ports: [{containerPort: 8080}]
          envFrom: [{configMapRef: {name: ${name}}}]
`,
      "service.yaml": `apiVersion: v1
kind: Service
metadata: {name: ${name}}
spec: {selector: {app: ${name}}, ports: [{port: 80, targetPort: 8080}]}
`,
      "configmap.yaml": `apiVersion: v1
kind: ConfigMap
metadata: {name: ${name}}
data: {LOG_LEVEL: ${changed ? "debug" : "info"}, FEATURE: "on"}
`,
      "secret.yaml": `apiVersion: v1
kind: Secret
metadata: {name: ${name}}
stringData: {password: ${changed ? "bench-after" : "bench-before"}}
`,
      "serviceaccount.yaml": `apiVersion: v1
kind: ServiceAccount
metadata: {name: ${name}}
`,
    };
    if (trimmed) delete files["serviceaccount.yaml"];
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
    await writeFile(
      path.join(dir, "kustomization.yaml"),
      `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [${Object.keys(files).join(", ")}]\n`,
    );
  }
  await writeFile(path.join(root, "clusters", "apps.yaml"), `${definitions.join("\n---\n")}\n`);
}
