// The local Kubernetes control plane used by the end-to-end tests and the demo: real etcd,
// kube-apiserver, kube-controller-manager and kube-scheduler built from Go modules
// (scripts/cluster/build.sh), with kwok playing the kubelets of a few fake Nodes.
// Nothing here fakes the Kubernetes API; kwok only writes Node and Pod status.
//
//   startControlPlane({ repoDir, log, owner?, user? }) -> { kubeconfigPath, server, reused, stop(), release() }
//   stopControlPlane(repoDir)                 -> true when something was running
//   releaseControlPlane(repoDir, user)        -> stops a test-owned cluster once its last user is done
//   controlPlaneStatus(repoDir)               -> the recorded state when the cluster is healthy, else null
//
// Everything lives under <repo>/.cluster/ (git-ignored): state.json (pids, ports), pki/,
// data/etcd, logs/<component>.log and kubeconfig. Processes are started detached so that
// `npm run cluster:up` can return while the cluster keeps running; `cluster:down` stops them.

import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));

export const VERSIONS = Object.freeze({ kubernetes: "v1.34.4", etcd: "v3.6.5", kwok: "v0.7.0" });

const FAKE_NODES = 3;
/** The `owner` a test run passes to startControlPlane; see releaseControlPlane. */
export const TEST_OWNER = "npm test";
const FAKE_NODE_ANNOTATION = "kwok.x-k8s.io/node";
const SERVICE_ACCOUNT_ISSUER = "https://kubernetes.default.svc.cluster.local";
// Components stop in this order (reverse of start) so that nothing logs a storm of errors
// about a dependency that vanished first.
const STOP_ORDER = ["kwok", "kube-scheduler", "kube-controller-manager", "kube-apiserver", "etcd"];

export function clusterDir(repoDir) {
  return join(repoDir, ".cluster");
}

function paths(repoDir) {
  const root = clusterDir(repoDir);
  return {
    root,
    state: join(root, "state.json"),
    lock: join(root, "lock"),
    users: join(root, "users"),
    kubeconfig: join(root, "kubeconfig"),
    pki: join(root, "pki"),
    data: join(root, "data"),
    logs: join(root, "logs"),
  };
}

function defaultLog(message) {
  process.stderr.write(`${message}\n`);
}

function timer(log) {
  const t0 = Date.now();
  return (message) => log(`[cluster +${((Date.now() - t0) / 1000).toFixed(1)}s] ${message}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Processes
// ---------------------------------------------------------------------------------------------

function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === "EPERM";
  }
  // A zombie still answers signal 0; it is as good as gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

// A recorded pid only counts as ours while it still runs the binary we started: pids are reused.
function isOurProcess(proc) {
  if (!isAlive(proc.pid)) return false;
  try {
    const cmdline = readFileSync(`/proc/${proc.pid}/cmdline`, "utf8");
    return cmdline.split("\0")[0] === proc.bin;
  } catch {
    return existsSync(`/proc/${proc.pid}`) || process.platform !== "linux";
  }
}

function tail(file, lines = 40) {
  try {
    const text = readFileSync(file, "utf8").trimEnd().split("\n");
    return text.slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

class StartError extends Error {
  constructor(component, message, logFile) {
    super(`${component}: ${message}`);
    this.component = component;
    this.logFile = logFile;
  }
}

function readState(repoDir) {
  try {
    return JSON.parse(readFileSync(paths(repoDir).state, "utf8"));
  } catch {
    return null;
  }
}

function writeState(repoDir, state) {
  writeFileSync(paths(repoDir).state, `${JSON.stringify(state, null, 2)}\n`);
}

async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", resolve);
      });
      servers.push(server);
    }
    return servers.map((s) => s.address().port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP(S) probes against etcd and the API server
// ---------------------------------------------------------------------------------------------

function apiClient(server, pkiDir) {
  const tls = {
    ca: readFileSync(join(pkiDir, "ca.crt")),
    cert: readFileSync(join(pkiDir, "admin.crt")),
    key: readFileSync(join(pkiDir, "admin.key")),
  };
  return (method, path, body) =>
    new Promise((resolve, reject) => {
      const url = new URL(path, server);
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = httpsRequest(
        url,
        {
          method,
          ...tls,
          timeout: 10_000,
          headers: payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {},
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode, text, json });
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error(`${method} ${path}: timed out`)));
      req.on("error", reject);
      req.end(payload);
    });
}

function httpGet(url) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { timeout: 5_000 }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${url}: timed out`)));
    req.on("error", reject);
    req.end();
  });
}

/**
 * Polls `check` (which returns a truthy value when done) until it succeeds, a watched process
 * exits, or the timeout passes. Never a fixed sleep: the interval only paces the polling.
 */
async function waitUntil(what, check, { timeoutMs, procs = [], component, logFile, intervalMs = 200 }) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    for (const proc of procs) {
      if (proc.spawnError) {
        throw new StartError(proc.component, `cannot start: ${proc.spawnError.message}`, proc.logFile);
      }
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new StartError(
          proc.component,
          `exited (${proc.exitCode ?? proc.signalCode}) while waiting for ${what}`,
          proc.logFile,
        );
      }
    }
    try {
      const result = await check();
      if (result) return result;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const why = lastError ? ` (last error: ${lastError.message})` : "";
      throw new StartError(
        component,
        `timed out after ${timeoutMs / 1000}s waiting for ${what}${why}`,
        logFile,
      );
    }
    await sleep(intervalMs);
  }
}

// ---------------------------------------------------------------------------------------------
// Build, PKI, kubeconfig
// ---------------------------------------------------------------------------------------------

/** Runs build.sh (instant when the binaries are cached) and returns the bin directory. */
export function buildBinaries({ log = defaultLog } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", [join(here, "build.sh")], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderrTail = "";
    child.stdout.on("data", (c) => {
      stdout += c;
    });
    child.stderr.setEncoding("utf8");
    let pending = "";
    child.stderr.on("data", (chunk) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop();
      for (const line of lines) {
        stderrTail = `${stderrTail}${line}\n`.slice(-4000);
        log(line);
      }
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (pending) log(pending);
      const binDir = stdout.trim().split("\n").pop();
      if (code === 0 && binDir) return resolve(binDir);
      const error = new Error(
        code === 3
          ? "cannot build the local control plane (see above); set KUSTOMIZE_SYNC_TEST_KUBECONFIG to use an existing cluster"
          : `scripts/cluster/build.sh failed with exit code ${code}`,
      );
      error.exitCode = code;
      reject(error);
    });
  });
}

async function openssl(args, cwd) {
  try {
    await execFileAsync("openssl", args, { cwd });
  } catch (error) {
    if (error.code === "ENOENT") {
      throw new Error("openssl is needed to create the local control plane's certificates; install it");
    }
    throw new Error(`openssl ${args.join(" ")} failed: ${error.stderr || error.message}`);
  }
}

// One CA; a serving certificate for the API server; one admin client certificate in
// system:masters that every component and every test uses; an RSA key pair that signs
// service-account tokens.
async function createPki(dir) {
  mkdirSync(dir, { recursive: true });
  const days = "3650";
  await openssl(["genrsa", "-out", "ca.key", "2048"], dir);
  await openssl(
    [
      "req",
      "-x509",
      "-new",
      "-key",
      "ca.key",
      "-days",
      days,
      "-subj",
      "/CN=kustomize-sync-local-ca",
      "-out",
      "ca.crt",
    ],
    dir,
  );
  writeFileSync(
    join(dir, "apiserver.ext"),
    [
      "basicConstraints=CA:FALSE",
      "keyUsage=critical,digitalSignature,keyEncipherment",
      "extendedKeyUsage=serverAuth",
      "subjectAltName=IP:127.0.0.1,IP:10.96.0.1,DNS:localhost,DNS:kubernetes,DNS:kubernetes.default," +
        "DNS:kubernetes.default.svc,DNS:kubernetes.default.svc.cluster.local",
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(dir, "admin.ext"),
    "basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=clientAuth\n",
  );
  for (const [name, subject] of [
    ["apiserver", "/CN=kube-apiserver"],
    ["admin", "/O=system:masters/CN=kustomize-sync-admin"],
  ]) {
    await openssl(["genrsa", "-out", `${name}.key`, "2048"], dir);
    await openssl(["req", "-new", "-key", `${name}.key`, "-subj", subject, "-out", `${name}.csr`], dir);
    await openssl(
      [
        "x509",
        "-req",
        "-in",
        `${name}.csr`,
        "-CA",
        "ca.crt",
        "-CAkey",
        "ca.key",
        "-CAcreateserial",
        "-days",
        days,
        "-extfile",
        `${name}.ext`,
        "-out",
        `${name}.crt`,
      ],
      dir,
    );
  }
  await openssl(["genrsa", "-out", "sa.key", "2048"], dir);
  await openssl(["rsa", "-in", "sa.key", "-pubout", "-out", "sa.pub"], dir);
}

function writeKubeconfig(file, server, pkiDir) {
  const b64 = (name) => readFileSync(join(pkiDir, name)).toString("base64");
  const text = `apiVersion: v1
kind: Config
clusters:
- name: kustomize-sync-local
  cluster:
    server: ${server}
    certificate-authority-data: ${b64("ca.crt")}
users:
- name: kustomize-sync-admin
  user:
    client-certificate-data: ${b64("admin.crt")}
    client-key-data: ${b64("admin.key")}
contexts:
- name: kustomize-sync-local
  context:
    cluster: kustomize-sync-local
    user: kustomize-sync-admin
current-context: kustomize-sync-local
`;
  writeFileSync(file, text, { mode: 0o600 });
}

// ---------------------------------------------------------------------------------------------
// Lock: two `cluster:up`/`npm test` runs at once must not both build or both start a cluster.
// ---------------------------------------------------------------------------------------------

async function acquireLock(file, say) {
  const deadline = Date.now() + 30 * 60_000; // a cold build can take this long
  let told = false;
  for (;;) {
    try {
      const fd = openSync(file, "wx");
      writeFileSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    let holder;
    try {
      holder = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    } catch {
      continue; // released meanwhile
    }
    if (!holder || !isAlive(holder)) {
      rmSync(file, { force: true });
      continue;
    }
    if (!told) {
      say(`waiting for another start of the control plane (pid ${holder}) to finish`);
      told = true;
    }
    if (Date.now() > deadline) throw new Error(`${file} is held by pid ${holder} for too long`);
    await sleep(500);
  }
}

// ---------------------------------------------------------------------------------------------
// Health of a running cluster
// ---------------------------------------------------------------------------------------------

function nodeIsReady(node) {
  const ready = node.status?.conditions?.find((c) => c.type === "Ready");
  // The node-lifecycle controller taints a node until it has seen it Ready; Pods would not
  // schedule onto it before then.
  const blockingTaint = (node.spec?.taints ?? []).some((t) => t.key.startsWith("node.kubernetes.io/"));
  return ready?.status === "True" && !blockingTaint;
}

async function nodesReady(api) {
  const res = await api("GET", `/api/v1/nodes?labelSelector=${encodeURIComponent("type=kwok")}`);
  const items = res.json?.items ?? [];
  return items.length >= FAKE_NODES && items.every(nodeIsReady);
}

/** The recorded state when every process runs and the API server is ready, otherwise null. */
export async function controlPlaneStatus(repoDir) {
  const p = paths(repoDir);
  const state = readState(repoDir);
  if (!state?.complete || !existsSync(p.kubeconfig)) return null;
  // A cluster started from other pinned versions is not the one the tests were written for.
  if (JSON.stringify(state.versions) !== JSON.stringify(VERSIONS)) return null;
  if (!STOP_ORDER.every((c) => state.processes[c] && isOurProcess(state.processes[c]))) return null;
  try {
    const api = apiClient(state.server, p.pki);
    const readyz = await api("GET", "/readyz");
    if (readyz.status !== 200) return null;
    if (!(await nodesReady(api))) return null;
  } catch {
    return null;
  }
  return state;
}

// ---------------------------------------------------------------------------------------------
// Stop
// ---------------------------------------------------------------------------------------------

async function stopProcesses(processes, say) {
  const running = STOP_ORDER.map((c) => processes?.[c]).filter((proc) => proc && isOurProcess(proc));
  for (const proc of running) {
    try {
      process.kill(proc.pid, "SIGTERM");
    } catch {
      // already gone
    }
    // Stop one at a time, in order, so etcd outlives the API server's last writes.
    const deadline = Date.now() + 10_000;
    while (isAlive(proc.pid) && Date.now() < deadline) await sleep(100);
    if (isAlive(proc.pid)) {
      say?.(`${proc.component} (pid ${proc.pid}) ignored SIGTERM for 10s; killing it`);
      try {
        process.kill(proc.pid, "SIGKILL");
      } catch {
        // gone meanwhile
      }
      while (isAlive(proc.pid)) await sleep(50);
    }
  }
  return running.length > 0;
}

/**
 * Stops every process recorded in <repo>/.cluster/state.json. True when any was running.
 * With `startedBy` (a pid), only when that process started the cluster.
 */
export async function stopControlPlane(repoDir, { log, startedBy } = {}) {
  const p = paths(repoDir);
  const state = readState(repoDir);
  if (!state) return false;
  // An interrupted start cleans up after itself only, never a cluster another run started.
  if (startedBy && state.startedBy !== startedBy) return false;
  const stopped = await stopProcesses(state.processes, log);
  rmSync(p.state, { force: true });
  rmSync(p.data, { recursive: true, force: true });
  rmSync(p.users, { recursive: true, force: true });
  return stopped;
}

// ---------------------------------------------------------------------------------------------
// Start
// ---------------------------------------------------------------------------------------------

/**
 * Starts (or reuses) the local control plane and resolves once it can run Pods.
 *
 * `owner` says who keeps it running: a cluster started by `cluster:up` (the default) stays up
 * until `cluster:down`; one started by a test run (`owner: "npm test"`) is stopped by
 * releaseControlPlane() when the last run using it (each registered with `user`, a pid) ends.
 * Reusing a test-owned cluster from `cluster:up` hands it over to `cluster:up`.
 *
 * @param {{ repoDir: string, log?: (line: string) => void, reuse?: boolean, owner?: string, user?: number }} options
 * @returns {Promise<{ kubeconfigPath: string, server: string, reused: boolean, stop: () => Promise<void>,
 *   release: () => Promise<boolean> }>}
 */
export async function startControlPlane({
  repoDir,
  log = defaultLog,
  reuse = true,
  owner = "cluster:up",
  user,
}) {
  const say = timer(log);
  const p = paths(repoDir);
  mkdirSync(p.root, { recursive: true });
  const unlock = await acquireLock(p.lock, say);
  try {
    if (reuse) {
      const state = await controlPlaneStatus(repoDir);
      if (state) {
        say(`reusing the running control plane at ${state.server} (started ${state.startedAt})`);
        if (owner === "cluster:up" && state.owner !== owner) writeState(repoDir, { ...state, owner });
        registerUser(repoDir, user);
        return handle(repoDir, state, true, user);
      }
    }
    if (readState(repoDir)) {
      say("stopping the leftovers of a previous control plane");
      await stopControlPlane(repoDir, { log: say });
    }

    const binDir = await buildBinaries({ log });
    const state = await startFresh({ repoDir, binDir, owner, say });
    registerUser(repoDir, user);
    return handle(repoDir, state, false, user);
  } finally {
    unlock();
  }
}

function handle(repoDir, state, reused, user) {
  return {
    kubeconfigPath: paths(repoDir).kubeconfig,
    server: state.server,
    reused,
    stop: async () => {
      await stopControlPlane(repoDir);
    },
    release: () => releaseControlPlane(repoDir, user),
  };
}

function registerUser(repoDir, user) {
  if (!user) return;
  const dir = paths(repoDir).users;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, String(user)), "");
}

function liveUsers(repoDir) {
  try {
    return readdirSync(paths(repoDir).users)
      .map(Number)
      .filter((pid) => pid && isAlive(pid));
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Ends `user`'s use of the control plane. Stops it when no other user is left and it was started
 * by a test run rather than by `cluster:up`. True when it was stopped.
 */
export async function releaseControlPlane(repoDir, user, { log } = {}) {
  const p = paths(repoDir);
  const unlock = await acquireLock(p.lock, log ?? (() => {}));
  try {
    if (user) rmSync(join(p.users, String(user)), { force: true });
    const state = readState(repoDir);
    // Only a cluster that a test run started is a test run's to stop.
    if (!state || state.owner !== TEST_OWNER) return false;
    const others = liveUsers(repoDir).filter((pid) => pid !== user);
    if (others.length > 0) {
      log?.(`leaving the control plane running for pid ${others.join(", ")}`);
      return false;
    }
    return await stopControlPlane(repoDir, { log });
  } finally {
    unlock();
  }
}

async function startFresh({ repoDir, binDir, owner, say }) {
  const p = paths(repoDir);
  const startedAt = new Date().toISOString();
  for (const dir of [p.pki, p.data, p.logs]) rmSync(dir, { recursive: true, force: true });
  rmSync(p.kubeconfig, { force: true });
  mkdirSync(p.logs, { recursive: true });
  mkdirSync(join(p.data, "etcd"), { recursive: true, mode: 0o700 });

  await createPki(p.pki);
  const [etcdClient, etcdPeer, apiserverPort, kcmPort, schedulerPort] = await freePorts(5);
  const server = `https://127.0.0.1:${apiserverPort}`;
  writeKubeconfig(p.kubeconfig, server, p.pki);
  const state = {
    versions: VERSIONS,
    binDir,
    owner,
    startedBy: process.pid,
    startedAt,
    server,
    ports: {
      etcdClient,
      etcdPeer,
      apiserver: apiserverPort,
      kubeControllerManager: kcmPort,
      kubeScheduler: schedulerPort,
    },
    processes: {},
    complete: false,
  };
  writeState(repoDir, state);

  const children = [];
  const launch = (component, args) => {
    const bin = join(binDir, component);
    const logFile = join(p.logs, `${component}.log`);
    const fd = openSync(logFile, "w");
    const child = spawn(bin, args, { detached: true, stdio: ["ignore", fd, fd], cwd: p.root });
    closeSync(fd);
    child.component = component;
    child.logFile = logFile;
    child.on("error", (error) => {
      child.spawnError = error; // surfaced by waitUntil
    });
    child.unref();
    children.push(child);
    state.processes[component] = { component, pid: child.pid, bin, logFile };
    writeState(repoDir, state);
    return child;
  };

  try {
    const pki = (name) => join(p.pki, name);
    const etcd = launch("etcd", [
      "--name=kustomize-sync",
      `--data-dir=${join(p.data, "etcd")}`,
      `--listen-client-urls=http://127.0.0.1:${etcdClient}`,
      `--advertise-client-urls=http://127.0.0.1:${etcdClient}`,
      `--listen-peer-urls=http://127.0.0.1:${etcdPeer}`,
      `--initial-advertise-peer-urls=http://127.0.0.1:${etcdPeer}`,
      `--initial-cluster=kustomize-sync=http://127.0.0.1:${etcdPeer}`,
      "--initial-cluster-state=new",
      "--unsafe-no-fsync=true",
      "--log-level=warn",
    ]);
    await waitUntil(
      "etcd /health",
      async () => {
        const res = await httpGet(`http://127.0.0.1:${etcdClient}/health`);
        return res.status === 200 && JSON.parse(res.text).health === "true";
      },
      { timeoutMs: 30_000, procs: [etcd], component: "etcd", logFile: etcd.logFile },
    );
    say(`etcd ${VERSIONS.etcd} healthy on 127.0.0.1:${etcdClient}`);

    const apiserver = launch("kube-apiserver", [
      `--etcd-servers=http://127.0.0.1:${etcdClient}`,
      "--bind-address=127.0.0.1",
      "--advertise-address=127.0.0.1",
      `--secure-port=${apiserverPort}`,
      `--cert-dir=${p.pki}`,
      `--tls-cert-file=${pki("apiserver.crt")}`,
      `--tls-private-key-file=${pki("apiserver.key")}`,
      `--client-ca-file=${pki("ca.crt")}`,
      `--service-account-key-file=${pki("sa.pub")}`,
      `--service-account-signing-key-file=${pki("sa.key")}`,
      `--service-account-issuer=${SERVICE_ACCOUNT_ISSUER}`,
      "--authorization-mode=Node,RBAC",
      "--allow-privileged=true",
      // The `kubernetes` Service's Endpoints cannot point at a loopback address.
      "--endpoint-reconciler-type=none",
      "--service-cluster-ip-range=10.96.0.0/16",
      "--profiling=false",
    ]);
    const api = apiClient(server, p.pki);
    await waitUntil("kube-apiserver /readyz", async () => (await api("GET", "/readyz")).status === 200, {
      timeoutMs: 120_000,
      procs: [etcd, apiserver],
      component: "kube-apiserver",
      logFile: apiserver.logFile,
    });
    say(`kube-apiserver ${VERSIONS.kubernetes} ready at ${server}`);

    const componentArgs = (port) => [
      `--kubeconfig=${p.kubeconfig}`,
      `--authentication-kubeconfig=${p.kubeconfig}`,
      `--authorization-kubeconfig=${p.kubeconfig}`,
      "--bind-address=127.0.0.1",
      `--secure-port=${port}`,
      "--leader-elect=false",
      "--kube-api-qps=200",
      "--kube-api-burst=400",
    ];
    const kcm = launch("kube-controller-manager", [
      ...componentArgs(kcmPort),
      `--cert-dir=${join(p.pki, "kube-controller-manager")}`,
      `--root-ca-file=${pki("ca.crt")}`,
      `--service-account-private-key-file=${pki("sa.key")}`,
      "--use-service-account-credentials=false",
      // Signs approved CertificateSigningRequests (tests get client certificates the way users do).
      `--cluster-signing-cert-file=${pki("ca.crt")}`,
      `--cluster-signing-key-file=${pki("ca.key")}`,
    ]);
    const scheduler = launch("kube-scheduler", [
      ...componentArgs(schedulerPort),
      `--cert-dir=${join(p.pki, "kube-scheduler")}`,
    ]);
    const kwok = launch("kwok", [
      `--kubeconfig=${p.kubeconfig}`,
      `--config=${join(here, "kwok-stages.yaml")}`,
      "--manage-all-nodes=false",
      `--manage-nodes-with-annotation-selector=${FAKE_NODE_ANNOTATION}=fake`,
      // Non-zero: kwok renews node Leases, otherwise Nodes turn NotReady after ~50 s.
      "--node-lease-duration-seconds=40",
      "--cidr=10.0.0.1/16",
    ]);
    const all = [etcd, apiserver, kcm, scheduler, kwok];

    for (let i = 0; i < FAKE_NODES; i++) await createNode(api, `kwok-node-${i}`, `10.1.0.${i + 1}`);
    await waitUntil("the fake Nodes to be Ready and untainted", () => nodesReady(api), {
      timeoutMs: 90_000,
      procs: all,
      component: "kwok",
      logFile: kwok.logFile,
    });
    say(`${FAKE_NODES} kwok ${VERSIONS.kwok} Nodes Ready`);

    // Pods are rejected until the ServiceAccount controller has created `default` in their
    // namespace; prove that works in a brand-new namespace, as every test will create one.
    const probe = `cluster-probe-${randomBytes(3).toString("hex")}`;
    const created = await api("POST", "/api/v1/namespaces", {
      apiVersion: "v1",
      kind: "Namespace",
      metadata: { name: probe },
    });
    if (created.status !== 201)
      throw new StartError("kube-apiserver", `creating namespace ${probe}: ${created.text}`);
    await waitUntil(
      "the default ServiceAccount in a new namespace",
      async () =>
        (await api("GET", `/api/v1/namespaces/${probe}/serviceaccounts/default`)).status === 200 &&
        (await api("GET", "/api/v1/namespaces/default/serviceaccounts/default")).status === 200,
      { timeoutMs: 60_000, procs: all, component: "kube-controller-manager", logFile: kcm.logFile },
    );
    await api("DELETE", `/api/v1/namespaces/${probe}`);

    state.complete = true;
    writeState(repoDir, state);
    say(`control plane ready; kubeconfig: ${p.kubeconfig}`);
    return state;
  } catch (error) {
    if (error instanceof StartError && error.logFile) {
      say(`start failed: ${error.message}`);
      say(`last lines of ${error.logFile}:\n${tail(error.logFile)}`);
    } else {
      say(`start failed: ${error.message}`);
    }
    await stopProcesses(state.processes, say);
    rmSync(p.state, { force: true });
    throw error;
  }
}

async function createNode(api, name, ip) {
  const res = await api("POST", "/api/v1/nodes", {
    apiVersion: "v1",
    kind: "Node",
    metadata: {
      name,
      annotations: { [FAKE_NODE_ANNOTATION]: "fake", "node.alpha.kubernetes.io/ttl": "0" },
      labels: {
        type: "kwok",
        "kubernetes.io/hostname": name,
        "kubernetes.io/os": "linux",
        "kubernetes.io/arch": "amd64",
        "node-role.kubernetes.io/agent": "",
      },
    },
    spec: {},
    status: {
      // kwok reports this as the hostIP of the node's Pods.
      addresses: [
        { type: "InternalIP", address: ip },
        { type: "Hostname", address: name },
      ],
      allocatable: { cpu: "32", memory: "256Gi", pods: "110" },
      capacity: { cpu: "32", memory: "256Gi", pods: "110" },
    },
  });
  if (res.status !== 201 && res.status !== 409) {
    throw new StartError("kube-apiserver", `creating Node ${name}: ${res.status} ${res.text}`);
  }
}
