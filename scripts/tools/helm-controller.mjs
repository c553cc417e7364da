// Flux's helm-controller and source-controller run out of cluster: the oracle of the HelmRelease
// tests (test/support/helm-controller.ts), which compare what kustomize-sync renders with the
// release helm-controller installs.
//
// Both are built from the Go module proxy by scripts/tools/helm-controller-binaries.sh and run with
// their default flags except: metrics and health on free loopback ports, no leader election,
// source-controller's artifact storage in a private directory served on a free loopback port (the
// advertised address is what goes into the chart URLs helm-controller downloads), a 5 s dependency
// requeue (not 30 s: a test waits for it), and, given a namespace, --watch-all-namespaces=false
// with RUNTIME_NAMESPACE: on a shared cluster the sources and HelmReleases of other tests, which
// play the controllers themselves, are left alone.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { resourcePath } from "../bench/kube.mjs";
import { applyCrds, buildDir, freePort, startControllerProcess } from "./flux-process.mjs";

export { kubeClient } from "../bench/kube.mjs";

export const HELM_API = "helm.toolkit.fluxcd.io/v2";
export const SOURCE_API = "source.toolkit.fluxcd.io/v1";

/** The Flux kinds the two controllers reconcile (and put finalizers on), by API and plural. */
const FLUX_KINDS = [
  [HELM_API, "helmreleases"],
  [SOURCE_API, "helmcharts"],
  [SOURCE_API, "helmrepositories"],
  [SOURCE_API, "ocirepositories"],
  [SOURCE_API, "gitrepositories"],
  [SOURCE_API, "buckets"],
  [SOURCE_API, "externalartifacts"],
];

/**
 * The binaries and the CRDs: $FLUX_HC_DIR (as `npm test` exports it), else built once into the
 * cache by scripts/tools/helm-controller-binaries.sh.
 */
export function helmControllerBuild() {
  const dir = buildDir("FLUX_HC_DIR", "helm-controller-binaries.sh");
  const helmController = join(dir, "bin", "helm-controller");
  const sourceController = join(dir, "bin", "source-controller");
  const crdDir = join(dir, "crds");
  if (!existsSync(helmController) || !existsSync(sourceController) || !existsSync(join(crdDir, ".done")))
    throw new Error(
      `no helm-controller build in ${dir} (scripts/tools/helm-controller-binaries.sh makes it)`,
    );
  return {
    dir,
    helmController,
    sourceController,
    crdDir,
    versions: readFileSync(join(crdDir, ".done"), "utf8").trim(),
  };
}

/**
 * Applies every CRD of the build (HelmRelease and all of source-controller's), server-side and
 * forcing: a smaller CRD another test installed for itself is replaced by the real one, whose
 * defaults the controllers rely on. Resolves to their names.
 */
export function installHelmCrds(kubeconfig, crdDir) {
  const files = readdirSync(crdDir)
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => join(crdDir, f));
  // <group>_<plural>.yaml → <plural>.<group>
  const names = files.map((f) => {
    const [group, plural] = f.slice(crdDir.length + 1, -".yaml".length).split("_");
    return `${plural}.${group}`;
  });
  applyCrds(kubeconfig, files, names);
  return names;
}

/**
 * Starts source-controller, then helm-controller, against the cluster of `kubeconfig`; resolves
 * once both readiness probes pass. `workDir` (existing) receives their logs and the artifact
 * storage. Without `namespace` they watch all namespaces. `helmControllerArgs` are added to
 * helm-controller's flags.
 */
export async function startHelmControllers({
  build,
  kubeconfig,
  workDir,
  namespace,
  helmControllerArgs = [],
}) {
  const watch = namespace
    ? { args: ["--watch-all-namespaces=false"], env: { RUNTIME_NAMESPACE: namespace } }
    : { args: ["--watch-all-namespaces=true"], env: {} };
  const common = async () => {
    const [metrics, health] = [await freePort(), await freePort()];
    return {
      healthPort: health,
      args: [
        `--metrics-addr=127.0.0.1:${metrics}`,
        `--health-addr=127.0.0.1:${health}`,
        "--enable-leader-election=false",
        "--requeue-dependency=5s",
        ...watch.args,
      ],
    };
  };
  const env = { KUBECONFIG: kubeconfig, ...watch.env };
  const storage = join(workDir, "storage");
  mkdirSync(storage, { recursive: true });
  const storagePort = await freePort();
  const sc = await common();
  const source = await startControllerProcess({
    name: "source-controller",
    binary: build.sourceController,
    args: [
      ...sc.args,
      `--storage-path=${storage}`,
      `--storage-addr=127.0.0.1:${storagePort}`,
      `--storage-adv-addr=127.0.0.1:${storagePort}`,
    ],
    env,
    healthPort: sc.healthPort,
    logFile: join(workDir, "source-controller.log"),
  });
  let helm;
  try {
    const hc = await common();
    helm = await startControllerProcess({
      name: "helm-controller",
      binary: build.helmController,
      args: [...hc.args, ...helmControllerArgs],
      env,
      healthPort: hc.healthPort,
      logFile: join(workDir, "helm-controller.log"),
    });
  } catch (error) {
    await source.stop();
    throw error;
  }
  return {
    source,
    helm,
    /** The tails of both logs, for failure messages. */
    log: (chars = 3000) =>
      `helm-controller log (tail):\n${helm.log(chars)}\nsource-controller log (tail):\n${source.log(chars)}`,
    async stop() {
      await helm.stop();
      await source.stop();
    },
  };
}

/**
 * Drops the finalizers of the Flux objects in `namespace` (HelmReleases, HelmCharts and every
 * source kind): with the controllers stopped nobody else does, and the namespace could never go.
 */
export async function releaseFluxObjects(kube, namespace) {
  for (const [api, plural] of FLUX_KINDS) {
    const list = await kube.request("GET", resourcePath(api, plural, namespace));
    for (const item of list.body?.items ?? []) {
      if (!item.metadata.finalizers?.length) continue;
      await kube.request("PATCH", resourcePath(api, plural, namespace, item.metadata.name), {
        contentType: "application/merge-patch+json",
        body: { metadata: { finalizers: null } },
      });
    }
  }
}

/**
 * The newest release `name` in `storageNamespace`, as Helm's Secret storage driver keeps it: the
 * Secret `sh.helm.release.v1.<name>.v<revision>` (labels owner=helm, name, version) whose
 * `release` is base64 (Helm's) of gzip of the release JSON. Resolves to that JSON, or undefined.
 */
export async function readRelease(kube, storageNamespace, name) {
  const selector = encodeURIComponent(`owner=helm,name=${name}`);
  const list = await kube.ok(
    "GET",
    `${resourcePath("v1", "secrets", storageNamespace)}?labelSelector=${selector}`,
  );
  const newest = (list.items ?? [])
    .filter((s) => s.type === "helm.sh/release.v1")
    .sort((a, b) => Number(b.metadata.labels.version) - Number(a.metadata.labels.version))[0];
  if (!newest) return undefined;
  const helmEncoded = Buffer.from(newest.data.release, "base64").toString("utf8");
  const release = JSON.parse(gunzipSync(Buffer.from(helmEncoded, "base64")).toString("utf8"));
  return { secret: newest.metadata.name, ...release };
}

/** `kubectl get -f -` of a manifest (kubectl knows which kinds are namespaced): the live objects, JSON. */
export function liveObjects(kubeconfig, manifest, namespace) {
  if (!manifest.trim()) return [];
  const out = execFileSync(
    "kubectl",
    ["--kubeconfig", kubeconfig, "get", "-n", namespace, "-f", "-", "-o", "json", "--ignore-not-found"],
    { input: manifest, encoding: "utf8", stdio: ["pipe", "pipe", "pipe"], maxBuffer: 64 << 20 },
  );
  if (!out.trim()) return [];
  const parsed = JSON.parse(out);
  return parsed.kind === "List" ? parsed.items : [parsed];
}
