// Flux's kustomize-controller run out of cluster, with no source-controller: the one harness of the
// Flux benchmark (scripts/bench/flux.mjs) and of the tests that hold kustomize-sync to the
// controller (test/support/kustomize-controller.ts).
//
// The controller is built from the Go module proxy by scripts/tools/flux-binaries.sh and runs with
// its default flags except: metrics and health on free loopback ports, and
// --watch-all-namespaces=false with RUNTIME_NAMESPACE, so it reconciles one namespace only. The
// harness plays source-controller: a GitRepository whose status.artifact (url, revision, digest,
// lastUpdateTime) it writes through the status subresource, and a local HTTP server serving that
// tar.gz of a directory.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { resourcePath } from "../bench/kube.mjs";
import { applyCrds, buildDir, freePort, startControllerProcess } from "./flux-process.mjs";

export { kubeClient } from "../bench/kube.mjs";

export const KUSTOMIZATION_API = "kustomize.toolkit.fluxcd.io/v1";
export const SOURCE_API = "source.toolkit.fluxcd.io/v1";

/**
 * The kinds the controller watches (its manager fails to start without them): its own and the
 * sources a Kustomization can name. Only these CRDs are installed, so the other Flux kinds stay
 * unserved for tests that rely on it.
 */
const WATCHED_CRDS = [
  "kustomizations.kustomize.toolkit.fluxcd.io",
  "gitrepositories.source.toolkit.fluxcd.io",
  "ocirepositories.source.toolkit.fluxcd.io",
  "buckets.source.toolkit.fluxcd.io",
  "externalartifacts.source.toolkit.fluxcd.io",
];

/**
 * The controller binary and the CRDs: $FLUX_KC_DIR (as `npm test` exports it), else built once into
 * the cache by scripts/tools/flux-binaries.sh.
 */
export function fluxControllerBuild() {
  const dir = buildDir("FLUX_KC_DIR", "flux-binaries.sh");
  const controller = join(dir, "bin", "kustomize-controller");
  const crdDir = join(dir, "crds");
  if (!existsSync(controller) || !existsSync(join(crdDir, ".done")))
    throw new Error(`no kustomize-controller build in ${dir} (scripts/tools/flux-binaries.sh makes it)`);
  return { dir, controller, crdDir, versions: readFileSync(join(crdDir, ".done"), "utf8").trim() };
}

/**
 * Creates the CRDs the controller watches that the cluster does not have yet, and waits until
 * they are Established. Existing ones are left as they are (another test may have installed a
 * smaller one of its own). Resolves to the names it created.
 */
export async function installFluxCrds(kube, kubeconfig, crdDir) {
  const missing = [];
  for (const name of WATCHED_CRDS) {
    const { status } = await kube.request(
      "GET",
      `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${name}`,
    );
    if (status === 404) missing.push(name);
  }
  if (missing.length === 0) return [];
  const files = [];
  const created = [];
  for (const name of missing) {
    const file = join(crdDir, `${name.split(".").slice(1).join(".")}_${name.split(".")[0]}.yaml`);
    if (!existsSync(file)) continue; // a controller older than the kind (ExternalArtifact)
    files.push(file);
    created.push(name);
  }
  // Server-side, so that two runs racing to create it both succeed.
  if (created.length > 0) applyCrds(kubeconfig, files, created);
  return created;
}

/**
 * Starts kustomize-controller for one namespace; resolves once its readiness probe passes.
 * `logFile` receives its stdout and stderr.
 */
export async function startKustomizeController({ binary, kubeconfig, namespace, logFile }) {
  const healthPort = await freePort();
  const metricsPort = await freePort();
  return startControllerProcess({
    name: "kustomize-controller",
    binary,
    args: [
      `--metrics-addr=127.0.0.1:${metricsPort}`,
      `--health-addr=127.0.0.1:${healthPort}`,
      "--watch-all-namespaces=false",
    ],
    env: { KUBECONFIG: kubeconfig, RUNTIME_NAMESPACE: namespace },
    healthPort,
    logFile,
  });
}

/**
 * source-controller's artifact storage: a plain HTTP server on a loopback port serving tar.gz
 * files packed by pack(). close() stops it and removes the files.
 */
export async function startArtifactServer() {
  const root = mkdtempSync(join(tmpdir(), "ks-flux-artifacts-"));
  const server = http.createServer((req, res) => {
    const file = join(root, decodeURIComponent(new URL(req.url, "http://x").pathname));
    if (!file.startsWith(`${root}/`) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": "application/gzip" });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  let published = 0;
  return {
    /**
     * Packs `entries` (paths relative to `dir`, default everything) into a new artifact of
     * GitRepository `namespace/name`; returns its status.artifact, with a revision new every time.
     */
    pack(dir, { namespace, name }, entries = ["."]) {
      published++;
      const path = `gitrepository/${namespace}/${name}/${published}.tar.gz`;
      const file = join(root, path);
      mkdirSync(dirname(file), { recursive: true });
      execFileSync("tar", ["-czf", file, "-C", dir, ...entries]);
      const bytes = readFileSync(file);
      const sha1 = createHash("sha1").update(`${namespace} ${published}`).update(bytes).digest("hex");
      return {
        path,
        url: `${base}/${path}`,
        revision: `main@sha1:${sha1}`,
        digest: `sha256:${createHash("sha256").update(bytes).digest("hex")}`,
        lastUpdateTime: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
        size: bytes.length,
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(root, { recursive: true, force: true });
      }),
  };
}

/** Creates GitRepository `namespace/name` (what source-controller would fetch is never fetched). */
export function createGitRepository(kube, { namespace, name }) {
  return kube.ok("POST", resourcePath(SOURCE_API, "gitrepositories", namespace), {
    body: {
      apiVersion: SOURCE_API,
      kind: "GitRepository",
      metadata: { name, namespace },
      spec: { interval: "10m", url: "https://example.invalid/repository.git", ref: { branch: "main" } },
    },
  });
}

/** Writes `artifact` as the GitRepository's status, Ready, as source-controller does after a fetch. */
export function publishArtifact(kube, { namespace, name }, artifact) {
  return kube.ok("PATCH", `${resourcePath(SOURCE_API, "gitrepositories", namespace, name)}/status`, {
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
  });
}

/**
 * Drops the finalizers of every Kustomization in `namespace`: with the controller stopped nobody
 * else does, and the namespace could never go.
 */
export async function releaseKustomizations(kube, namespace) {
  const list = await kube.request("GET", resourcePath(KUSTOMIZATION_API, "kustomizations", namespace));
  for (const item of list.body?.items ?? []) {
    if (!item.metadata.finalizers?.length) continue;
    await kube.request(
      "PATCH",
      resourcePath(KUSTOMIZATION_API, "kustomizations", namespace, item.metadata.name),
      { contentType: "application/merge-patch+json", body: { metadata: { finalizers: null } } },
    );
  }
}

const readyOf = (o) => o?.status?.conditions?.find((c) => c.type === "Ready");

/**
 * The Kustomization's Ready condition once the controller has finished with `revision`: True
 * (applied it) or False (attempted it, and not merely waiting for a dependency); else undefined.
 */
export function settledReady(object, revision) {
  const ready = readyOf(object);
  // The condition says which generation it judged; status.observedGeneration moves only on success.
  if (!ready || ready.observedGeneration !== object.metadata.generation) return undefined;
  if (ready.status === "True" && object.status.lastAppliedRevision === revision) return ready;
  if (
    ready.status === "False" &&
    object.status.lastAttemptedRevision === revision &&
    !["DependencyNotReady", "Progressing"].includes(ready.reason)
  )
    return ready;
  return undefined;
}

/**
 * Watches the Kustomizations of `namespace`. settled(names, revision, timeoutMs) resolves, at the
 * event that settles the last of them, to { at: performance.now(), ready: { name: condition } };
 * on timeout it rejects with each one's state.
 */
export async function kustomizationTracker(kube, namespace) {
  const objects = new Map();
  const waiters = new Set();
  const check = () => {
    for (const waiter of waiters) {
      const ready = {};
      for (const name of waiter.names) {
        const condition = settledReady(objects.get(name), waiter.revision);
        if (!condition) break;
        ready[name] = condition;
      }
      if (Object.keys(ready).length === waiter.names.length) {
        waiters.delete(waiter);
        waiter.resolve({ at: performance.now(), ready });
      }
    }
  };
  const stop = await kube.listWatch(
    resourcePath(KUSTOMIZATION_API, "kustomizations", namespace),
    (o, type) => {
      if (type === "DELETED") objects.delete(o.metadata.name);
      else objects.set(o.metadata.name, o);
      check();
    },
  );
  return {
    stop,
    objects,
    settled(names, revision, timeoutMs) {
      return new Promise((resolve, reject) => {
        const waiter = { names, revision };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const states = names.map((n) => {
            const o = objects.get(n);
            const ready = readyOf(o);
            return `${n}: ${ready?.status}/${ready?.reason} ${ready?.message ?? ""} (applied ${o?.status?.lastAppliedRevision})`;
          });
          reject(
            new Error(
              `kustomize-controller did not settle ${revision} in ${timeoutMs / 1000} s:\n${states.join("\n")}`,
            ),
          );
        }, timeoutMs);
        waiter.resolve = (value) => {
          clearTimeout(timer);
          resolve(value);
        };
        waiters.add(waiter);
        check();
      });
    },
  };
}
