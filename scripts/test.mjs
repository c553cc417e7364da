#!/usr/bin/env node
// `npm test [-- vitest args]`: runs every test against a real Kubernetes API.
//
// With KUSTOMIZE_SYNC_TEST_KUBECONFIG set, the tests use that cluster and nothing is started.
// Otherwise the local control plane (scripts/cluster) is built if needed and started, exported
// to the tests through KUSTOMIZE_SYNC_TEST_KUBECONFIG, and stopped again afterwards — on
// success, on failure and on Ctrl-C/SIGTERM alike. A control plane that was already running
// (`npm run cluster:up`) is reused and left running. Exits with vitest's exit code.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { controlPlaneStatus, startControlPlane, stopControlPlane } from "./cluster/control-plane.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const log = (line) => process.stderr.write(`${line}\n`);

// true once this run starts (or begins starting) a control plane that it must stop again.
let startedHere = false;
let stopping;
let vitest;

function stopCluster() {
  if (!startedHere) return Promise.resolve();
  stopping ??= stopControlPlane(repoDir).then(
    () => log("[test] stopped the local control plane"),
    (error) => log(`[test] stopping the local control plane failed: ${error.message}`),
  );
  return stopping;
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
    log(`[test] ${signal}: stopping the tests${startedHere ? " and the local control plane" : ""}`);
    if (vitest && vitest.exitCode === null && vitest.signalCode === null) {
      const exited = new Promise((resolve) => vitest.once("exit", resolve));
      signalVitest(signal);
      const timeout = setTimeout(() => signalVitest("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timeout);
    }
    // startControlPlane records every pid as soon as it spawns it, so this also cleans up a
    // start that was interrupted half-way; a second pass catches a component it launched
    // while the first pass was stopping the others.
    await stopCluster();
    if (startedHere) await stopControlPlane(repoDir).catch(() => {});
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

async function main() {
  const env = { ...process.env };
  if (env.KUSTOMIZE_SYNC_TEST_KUBECONFIG) {
    log(`[test] using the cluster in KUSTOMIZE_SYNC_TEST_KUBECONFIG=${env.KUSTOMIZE_SYNC_TEST_KUBECONFIG}`);
  } else {
    startedHere = !(await controlPlaneStatus(repoDir));
    const cluster = await startControlPlane({ repoDir, log });
    startedHere = !cluster.reused;
    env.KUSTOMIZE_SYNC_TEST_KUBECONFIG = cluster.kubeconfigPath;
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
  if (interrupted) await new Promise(() => {}); // the signal handler exits
  return code;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  log(`[test] ${error.message}`);
  exitCode = 1;
} finally {
  await stopCluster();
}
process.exit(exitCode);
