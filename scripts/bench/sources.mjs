// Benchmark (issue 18): fetching a source as kustomize-sync does (SourceResolver: decide, fetch,
// filter as source-controller's artifact) against the tool a user would run for the same thing,
// side by side, against the same local servers:
//   GitRepository   `git clone --depth 1 --branch main` from git http-backend with basic auth
//   OCIRepository   `flux pull artifact` from the distribution registry with htpasswd auth
// The repository is generated: BENCH_APPS (default 300) app directories of 5 manifests, in
// BENCH_COMMITS (default 20) commits; the OCI artifact is the same tree pushed with
// `flux push artifact`. Each case is the median of BENCH_RUNS (default 5) runs, alternating order.
// The target is kustomize-sync within 1.2× of the reference tool.
//
//   node scripts/bench/sources.mjs [--write]   (--write replaces its section of docs/BENCHMARKS.md)

import { execFile, execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { bundleSources } from "../bundle.mjs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";

const APPS = Number(process.env.BENCH_APPS ?? 300);
const COMMITS = Number(process.env.BENCH_COMMITS ?? 20);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const run = promisify(execFile);
const LOGIN = { username: "bench", password: "bench-git-password" };

const work = await mkdtemp(path.join(os.tmpdir(), "kustomize-sync-bench-sources-"));
const stops = [];
try {
  const engine = await bundleSources(
    { "src/sources/index.ts": ["SourceResolver"], "src/model/index.ts": ["silentLogger"] },
    path.join(work, "engine.mjs"),
  );
  const { SourceResolver, silentLogger } = await import(pathToFileURL(engine).href);
  // The test support's servers, loaded as they are (Node 24 strips their types).
  const { startGitServer } = await import("../../test/support/git-server.ts");
  const { startRegistry, pushArtifact, fluxBinary, REGISTRY_LOGIN } = await import(
    "../../test/support/oci-registry.ts"
  );

  // The repository, served by git http-backend; the same tree pushed to the registry.
  const tree = path.join(work, "tree");
  const projects = path.join(work, "projects");
  await mkdir(projects);
  git(work, "init", "-q", "-b", "main", tree);
  for (let commit = 0; commit < COMMITS; commit++) {
    await generate(tree, commit);
    git(tree, "add", "-A");
    git(tree, "commit", "-q", "-m", `revision ${commit}`);
  }
  git(work, "clone", "-q", "--bare", tree, path.join(projects, "apps.git"));
  const server = await startGitServer(projects, LOGIN);
  stops.push(() => server.close());
  const registry = await startRegistry({ auth: true });
  stops.push(() => registry.close());
  const artifactDir = path.join(work, "artifact");
  git(work, "clone", "-q", tree, artifactDir);
  await rm(path.join(artifactDir, ".git"), { recursive: true, force: true });
  pushArtifact(registry, "apps:latest", artifactDir, { login: REGISTRY_LOGIN });

  // The fleet that points at both, with the credentials as the source-secrets input gives them.
  const fleet = path.join(work, "fleet");
  await mkdir(fleet);
  await writeFile(
    path.join(fleet, "sources.yaml"),
    `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata: {name: apps, namespace: flux-system}
spec: {interval: 1m, url: "${server.url}/apps.git", ref: {branch: main}, secretRef: {name: git-auth}}
---
apiVersion: source.toolkit.fluxcd.io/v1
kind: OCIRepository
metadata: {name: apps, namespace: flux-system}
spec: {interval: 1m, url: "oci://${registry.host}/apps", insecure: true, ref: {tag: latest}, secretRef: {name: registry-auth}}
`,
  );
  const dockerconfig = JSON.stringify({
    auths: {
      [registry.host]: {
        auth: Buffer.from(`${REGISTRY_LOGIN.username}:${REGISTRY_LOGIN.password}`).toString("base64"),
      },
    },
  });
  const secrets = new Map([
    ["flux-system/git-auth", LOGIN],
    ["flux-system/registry-auth", { ".dockerconfigjson": dockerconfig }],
  ]);
  const spec = (kind) => ({
    name: `from-${kind}`,
    namespace: "flux-system",
    path: "./",
    sourceRef: { kind, name: "apps" },
  });
  const fetchWithResolver = async (kind) => {
    const resolver = new SourceResolver({
      root: fleet,
      path: fleet,
      defaultNamespace: "flux-system",
      mapping: {},
      secrets,
      log: silentLogger,
    });
    const decision = await resolver.decide(spec(kind));
    if (decision.type !== "fetched") throw new Error(`${kind}: ${decision.message ?? decision.type}`);
    // Removing what was fetched is the run's cleanup, not fetching: done after the clock stops.
    return () => resolver.close();
  };
  const authedUrl = `${server.url.replace("http://", `http://${LOGIN.username}:${LOGIN.password}@`)}/apps.git`;
  let n = 0;
  const scratch = () => path.join(work, `out-${n++}`);
  const cases = {
    "kustomize-sync GitRepository": () => fetchWithResolver("GitRepository"),
    // Asynchronous: the git server runs in this process.
    "git clone --depth 1": () =>
      run("git", ["clone", "-q", "--depth", "1", "--branch", "main", authedUrl, scratch()], {
        env: { PATH: process.env.PATH, HOME: work, GIT_CONFIG_NOSYSTEM: "1" },
      }),
    "kustomize-sync OCIRepository": () => fetchWithResolver("OCIRepository"),
    "flux pull artifact": async () =>
      run(
        fluxBinary(),
        [
          "pull",
          "artifact",
          `oci://${registry.host}/apps:latest`,
          `--output=${await mkdir(scratch(), { recursive: true })}`,
          "--insecure-registry",
          `--creds=${REGISTRY_LOGIN.username}:${REGISTRY_LOGIN.password}`,
        ],
        { env: { PATH: process.env.PATH, HOME: work } },
      ),
  };
  for (const warm of Object.values(cases)) {
    const cleanup = await warm(); // warm the page cache and both servers
    if (typeof cleanup === "function") await cleanup();
  }
  // Each run times both sides of a pair back to back (in alternating order), so that the load
  // other work puts on the machine weighs on both alike; the ratio is the median of the pairs'.
  const pairs = [
    ["kustomize-sync GitRepository", "git clone --depth 1"],
    ["kustomize-sync OCIRepository", "flux pull artifact"],
  ];
  const times = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  const ratios = pairs.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    for (const [index, pair] of pairs.entries()) {
      const took = {};
      for (const name of run % 2 === 0 ? pair : [...pair].reverse()) {
        const start = performance.now();
        const cleanup = await cases[name]();
        took[name] = performance.now() - start;
        times[name].push(took[name]);
        if (typeof cleanup === "function") await cleanup();
      }
      ratios[index].push(took[pair[0]] / took[pair[1]]);
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
  const [gitRatio, ociRatio] = ratios.map(median);
  const files = APPS * 6;
  const lines = [
    `${files} files (${APPS} apps), ${COMMITS} commits; median of ${RUNS} runs; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`,
    "",
    "| source | kustomize-sync | reference | reference time | ratio, median of pairs (target ≤ 1.2) |",
    "| --- | ---: | --- | ---: | ---: |",
    `| GitRepository (branch, basic auth) | ${m["kustomize-sync GitRepository"].toFixed(0)} ms | \`git clone --depth 1 --branch main\` | ${m["git clone --depth 1"].toFixed(0)} ms | ${gitRatio.toFixed(2)} |`,
    `| OCIRepository (tag, htpasswd) | ${m["kustomize-sync OCIRepository"].toFixed(0)} ms | \`flux pull artifact\` | ${m["flux pull artifact"].toFixed(0)} ms | ${ociRatio.toFixed(2)} |`,
  ];
  console.log(lines.join("\n"));
  if (process.argv.includes("--write")) {
    await writeBenchmarkSection(
      "## Fetching sources (against git clone and flux pull artifact)",
      `## Fetching sources (against git clone and flux pull artifact)

\`node scripts/bench/sources.mjs --write\` (issue 18): a generated repository served by git's own
\`http-backend\` with basic auth, and the same tree pushed with \`flux push artifact\` to the
distribution registry with htpasswd auth, both on loopback. kustomize-sync's time is the whole
source resolution of one run (find the definition, read the credentials, clone or pull, verify the
digest, unpack confined, apply source-controller's exclusions); the reference is the tool a user
would run to get the same files. Removing the fetched files afterwards (the run's cleanup) is not
timed, on either side. Both servers run on the same 2 cores as the clients, and other work may
share the machine (the load average below): each run times the two sides of a row back to back,
and the ratio is the median of those pairs' ratios.

${lines.join("\n")}

Beyond the clone, kustomize-sync removes \`.git\` and walks the tree for the ignore rules (HEAD's
commit is read from the clone's files, not by another \`git\`); beyond what \`flux pull\` does (one
manifest, one blob), it unpacks in-process, confined, and walks for the ignore rules. Unpacking one
file at a time, waiting for each, took 4× \`flux pull\`'s time on this tree; files are written
concurrently since.
`,
    );
  }
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await rm(work, { recursive: true, force: true });
}

function git(cwd, ...args) {
  return execFileSync(
    "git",
    [
      "-c",
      "user.name=bench",
      "-c",
      "user.email=bench@example.com",
      "-c",
      "advice.detachedHead=false",
      ...args,
    ],
    {
      cwd,
      encoding: "utf8",
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" },
    },
  );
}

/** Writes the tree at one commit: every app's manifests, the replicas changing with the commit. */
async function generate(root, commit) {
  for (let i = 0; i < APPS; i++) {
    const name = `app-${String(i).padStart(3, "0")}`;
    const dir = path.join(root, "apps", name);
    await mkdir(dir, { recursive: true });
    const files = {
      "deployment.yaml": `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: ${name}}\nspec:\n  replicas: ${1 + ((commit + i) % 3)}\n  selector: {matchLabels: {app: ${name}}}\n  template:\n    metadata: {labels: {app: ${name}}}\n    spec: {containers: [{name: app, image: "ghcr.io/org/${name}:1.${commit}.0"}]}\n`,
      "service.yaml": `apiVersion: v1\nkind: Service\nmetadata: {name: ${name}}\nspec: {selector: {app: ${name}}, ports: [{port: 80}]}\n`,
      "configmap.yaml": `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\ndata: {REVISION: "${commit}", PAYLOAD: "${"x".repeat(512)}"}\n`,
      "serviceaccount.yaml": `apiVersion: v1\nkind: ServiceAccount\nmetadata: {name: ${name}}\n`,
      "pdb.yaml": `apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: ${name}}\nspec: {minAvailable: 1, selector: {matchLabels: {app: ${name}}}}\n`,
      "kustomization.yaml":
        "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [deployment.yaml, service.yaml, configmap.yaml, serviceaccount.yaml, pdb.yaml]\n",
    };
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  }
}
