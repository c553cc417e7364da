#!/usr/bin/env node
// `npm test [-- vitest args]`: runs every test against a real Kubernetes API.
//
// With KUSTOMIZE_SYNC_TEST_KUBECONFIG set, the tests use that cluster and nothing is started.
// Otherwise the local control plane (scripts/cluster) is built if needed and started, exported
// to the tests through KUSTOMIZE_SYNC_TEST_KUBECONFIG, and stopped again afterwards — on
// success, on failure and on Ctrl-C/SIGTERM alike. A control plane that `npm run cluster:up`
// left running is reused and left running; one started by another `npm test` in this checkout
// is shared, and the last of the runs using it stops it. Exits with vitest's exit code.
import { spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  releaseControlPlane,
  startControlPlane,
  stopControlPlane,
  TEST_OWNER,
} from "./cluster/control-plane.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const log = (line) => process.stderr.write(`${line}\n`);

// "idle" -> "starting" -> "using" (registered as a user of the control plane) -> "done"
let phase = "idle";
let vitest;

async function finish() {
  const was = phase;
  phase = "done";
  try {
    if (was === "using") {
      if (await releaseControlPlane(repoDir, process.pid, { log }))
        log("[test] stopped the local control plane");
    } else if (was === "starting") {
      // Interrupted half-way: startControlPlane records every pid as soon as it spawns it.
      // A second pass catches a component launched while the first was stopping the others.
      const stopped = await stopControlPlane(repoDir, { startedBy: process.pid });
      await stopControlPlane(repoDir, { startedBy: process.pid });
      if (stopped) log("[test] stopped the half-started local control plane");
    }
  } catch (error) {
    log(`[test] stopping the local control plane failed: ${error.message}`);
  }
}

// vitest runs in a process group of its own (detached) so that a signal reaches all of it
// (npx -> npm -> vitest -> workers) and so that Ctrl-C in a terminal is handled here first.
function signalVitest(signal) {
  if (!vitest || vitest.exitCode !== null || vitest.signalCode !== null) return;
  try {
    process.kill(-vitest.pid, signal);
  } catch {
    // already gone
  }
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    log(`[test] ${signal}: stopping`);
    if (vitest && vitest.exitCode === null && vitest.signalCode === null) {
      const exited = new Promise((resolve) => vitest.once("exit", resolve));
      signalVitest(signal);
      const timeout = setTimeout(() => signalVitest("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timeout);
    }
    await finish();
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

async function main() {
  const env = { ...process.env };
  if (env.KUSTOMIZE_SYNC_TEST_KUBECONFIG) {
    log(`[test] using the cluster in KUSTOMIZE_SYNC_TEST_KUBECONFIG=${env.KUSTOMIZE_SYNC_TEST_KUBECONFIG}`);
  } else {
    phase = "starting";
    const cluster = await startControlPlane({ repoDir, log, owner: TEST_OWNER, user: process.pid });
    phase = "using";
    env.KUSTOMIZE_SYNC_TEST_KUBECONFIG = cluster.kubeconfigPath;
  }

  // Tools the tests run, built from the Go module proxy once into the cache before vitest starts,
  // so that no test sees (or times) a build: the flux CLI, the oracle of the differential tests
  // (test/e2e/flux-build.test.ts); the OCI registry the OCIRepository tests pull from
  // (test/support/oci-registry.ts); the sops CLI the SOPS tests encrypt their fixtures with
  // (test/support/sops.ts); actionlint for the workflow recipes (test/unit/github-recipes.test.ts);
  // Flux's kustomize-controller and its CRDs, the oracle the controller tests run out of cluster
  // (test/support/kustomize-controller.ts, test/e2e/controller-oracle.test.ts); the helm CLI the
  // HelmRelease tests package, push and render charts with; Flux's helm-controller and
  // source-controller and their CRDs, the oracle of the HelmRelease renders
  // (test/support/helm-controller.ts, test/e2e/helm-controller-oracle.test.ts).
  const tools = [
    ["FLUX_BIN", "flux.sh", "the flux CLI"],
    ["REGISTRY_BIN", "registry.sh", "the OCI registry"],
    ["SOPS_BIN", "sops.sh", "the sops CLI"],
    ["ACTIONLINT_BIN", "actionlint.sh", "actionlint", ["--build"]],
    ["FLUX_KC_DIR", "flux-binaries.sh", "kustomize-controller"],
    ["HELM_BIN", "helm.sh", "the helm CLI"],
    ["FLUX_HC_DIR", "helm-controller-binaries.sh", "helm-controller and source-controller"],
  ];
  for (const [variable, script, what, args = []] of tools) {
    if (env[variable]) continue;
    const built = spawnSync(join(repoDir, "scripts/tools", script), args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (built.status !== 0) throw new Error(`building ${what} failed (scripts/tools/${script})`);
    env[variable] = built.stdout.trim();
  }

  const args = ["vitest", "run", ...process.argv.slice(2)];
  vitest = spawn("npx", args, { cwd: repoDir, env, stdio: "inherit", detached: true });
  const code = await new Promise((resolve) => {
    vitest.on("error", (error) => {
      log(`[test] could not run vitest: ${error.message}`);
      resolve(1);
    });
    vitest.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  if (interrupted) await new Promise(() => {}); // the signal handler finishes and exits
  return code;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (interrupted) await new Promise(() => {}); // the signal handler finishes and exits
  log(`[test] ${error.message}`);
  exitCode = 1;
} finally {
  if (!interrupted) await finish();
}
process.exit(exitCode);
