// What the harnesses of Flux controllers run out of cluster share (scripts/tools/kustomize-controller.mjs,
// scripts/tools/helm-controller.mjs): a build from the cache, free loopback ports, CRDs applied
// from a build, and a controller process that is up once its /readyz answers.
import { execFileSync, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * The directory of a build: $`variable` (as `npm test` exports it), else what
 * scripts/tools/`script` prints once it has built into the cache (then exported for later calls).
 */
export function buildDir(variable, script) {
  let dir = process.env[variable];
  if (!dir) {
    dir = execFileSync(join(repoDir, "scripts", "tools", script), {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }).trim();
    process.env[variable] = dir;
  }
  return dir;
}

export async function freePort() {
  const s = net.createServer();
  await new Promise((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address();
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/** The last `chars` characters of a log file (for failure messages). */
export function tail(file, chars = 4000) {
  try {
    return readFileSync(file, "utf8").slice(-chars);
  } catch {
    return "";
  }
}

/** Server-side applies CRD files (forcing: they win over a smaller CRD of another test) and waits until Established. */
export function applyCrds(kubeconfig, files, names) {
  const kubectl = (args) =>
    execFileSync("kubectl", ["--kubeconfig", kubeconfig, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  kubectl([
    "apply",
    "--server-side",
    "--force-conflicts",
    "--field-manager=kustomize-sync-flux-harness",
    ...files.flatMap((f) => ["-f", f]),
  ]);
  kubectl(["wait", "--for=condition=Established", "--timeout=60s", ...names.map((n) => `crd/${n}`)]);
}

/**
 * Starts a controller binary with `args` (its health probe on `healthPort`); resolves once /readyz
 * answers 200. `logFile` receives its stdout and stderr.
 */
export async function startControllerProcess({
  name,
  binary,
  args,
  env,
  healthPort,
  logFile,
  timeoutMs = 60_000,
}) {
  const child = spawn(binary, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", openSync(logFile, "w"), openSync(logFile, "a")],
  });
  // SIGTERM, and SIGKILL 30 s later: helm-controller waits up to 10 minutes for a release in flight.
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill("SIGKILL"), 30_000);
      child.once("exit", () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${tail(logFile, 2000)}`);
    const ok = await new Promise((resolve) => {
      http
        .get(`http://127.0.0.1:${healthPort}/readyz`, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on("error", () => resolve(false));
    });
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} not ready in ${timeoutMs / 1000} s:\n${tail(logFile, 2000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { pid: child.pid, logFile, log: (chars) => tail(logFile, chars), stop };
}
