// Flux's helm-controller v1.6 as the oracle of the HelmRelease tests: helm-controller and
// source-controller, one pair of processes per test file, run out of cluster for one namespace
// (scripts/tools/helm-controller.mjs). A test applies sources and HelmReleases into that namespace
// and reads back what helm-controller installed: the Ready condition, the release Helm stored
// (Secret `sh.helm.release.v1.<name>.v<revision>`: manifest, hooks, chart version, values) and the
// objects the manifest names, as the cluster holds them. `npm test` builds both controllers
// (scripts/tools/helm-controller-binaries.sh) and exports FLUX_HC_DIR.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  HELM_API,
  type HelmReleaseRecord,
  helmControllerBuild,
  installHelmCrds,
  kubeClient,
  liveObjects,
  type ReleaseHook,
  readRelease,
  releaseFluxObjects,
  startHelmControllers,
} from "../../scripts/tools/helm-controller.mjs";
import type { KubeObject } from "../../src/model/manifest.js";

export type { HelmReleaseRecord, ReleaseHook };

const INSTALL_TIMEOUT_MS = 90_000;
const UNINSTALL_TIMEOUT_MS = 30_000;

/**
 * Ready=False reasons that settle an install: those after which helm-controller does not retry on
 * its own, and a failed install, upgrade or test (a chart that does not render is retried forever,
 * never Stalled: the first failed attempt is the answer, even where remediation retries would follow).
 */
const FINAL_REASONS = new Set([
  "InstallFailed",
  "UpgradeFailed",
  "TestFailed",
  "ValuesError",
  "ChartMutateError",
  "InvalidCELExpression",
  "AccessDenied",
  "RollbackFailed",
  "UninstallFailed",
]);

interface Condition {
  type: string;
  status: "True" | "False" | "Unknown";
  reason: string;
  message: string;
  observedGeneration?: number;
}

interface HelmReleaseObject extends KubeObject {
  spec: { releaseName?: string; targetNamespace?: string; storageNamespace?: string };
  status?: {
    conditions?: Condition[];
    storageNamespace?: string;
    history?: { name: string; namespace: string; version: number; chartVersion: string }[];
  };
}

export interface InstallResult {
  /** The HelmRelease this is about. */
  helmRelease: { namespace: string; name: string };
  /** The HelmRelease's Ready condition is True for its generation. */
  ready: boolean;
  /** Ready's reason and message (on timeout, the message says so and ends with the last one). */
  reason: string;
  message: string;
  /** The stored release, when Helm stored one; undefined otherwise (e.g. the chart was not found). */
  release?: HelmReleaseRecord;
  /** The release's `.manifest` ("" without a release): what helm-controller rendered, post-renderers applied. */
  manifest: string;
  /** The release's hooks, each with its own manifest. */
  hooks: ReleaseHook[];
  /** `.chart.metadata.version` (source-controller may have appended `+<digest12>`). */
  chartVersion?: string;
  /** `.config`: the values helm-controller composed. */
  values?: Record<string, unknown>;
  /** The objects the manifest names, as the cluster holds them now (hooks left out). */
  objects: KubeObject[];
}

export interface HelmOracle {
  /** The namespace both controllers reconcile: the sources and HelmReleases go there. */
  namespace: string;
  /** e.g. `helm-controller v1.6.4, source-controller v1.9.6` */
  versions: string;
  /**
   * Server-side applies `objects` (into `namespace` when they name none) and resolves once the one
   * HelmRelease among them has settled: Ready for its generation, or failed for good (Stalled, or
   * a reason helm-controller does not retry), or the timeout passed (ready false).
   */
  install(objects: KubeObject[], options?: { timeoutMs?: number }): Promise<InstallResult>;
  /** Like install, for several HelmReleases (e.g. dependsOn): a result per HelmRelease name. */
  installAll(objects: KubeObject[], options?: { timeoutMs?: number }): Promise<Record<string, InstallResult>>;
  /** The tails of both controllers' logs. */
  log(): string;
  /**
   * Deletes the HelmReleases (helm-controller uninstalls them: objects in other namespaces go too;
   * CRDs from a chart's crds/ stay, as Helm leaves them), stops the controllers and drops the Flux
   * finalizers in `namespace`, so that the namespace can go.
   */
  stop(): Promise<void>;
}

function kubectlApply(kubeconfig: string, objects: KubeObject[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "kubectl",
      [
        "--kubeconfig",
        kubeconfig,
        "apply",
        "--server-side",
        "--force-conflicts",
        "--field-manager=kustomize-sync-test",
        "-f",
        "-",
      ],
      { stdio: ["pipe", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (c: string) => {
      stderr += c;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`kubectl apply failed: ${stderr.trim()}`)),
    );
    child.stdin.end(JSON.stringify({ apiVersion: "v1", kind: "List", items: objects }));
  });
}

const condition = (o: HelmReleaseObject | undefined, type: string) =>
  o?.status?.conditions?.find((c) => c.type === type);

/** The Ready condition once helm-controller is done with the object's generation; else undefined. */
function settled(o: HelmReleaseObject): Condition | undefined {
  const generation = o.metadata.generation;
  const ready = condition(o, "Ready");
  if (!ready || ready.observedGeneration !== generation) return undefined;
  if (ready.status === "True") return ready;
  const stalled = condition(o, "Stalled");
  if (stalled?.status === "True" && stalled.observedGeneration === generation) return ready;
  if (ready.status === "False" && FINAL_REASONS.has(ready.reason)) return ready;
  return undefined;
}

/**
 * Starts helm-controller and source-controller for `namespace` (which must exist) against the
 * cluster of `kubeconfig`. Every CRD of both controllers is applied first and left installed: other
 * test files, and other runs on a shared cluster, may be using them at the same time.
 * `helmControllerArgs` go to helm-controller after the harness's own (e.g. `--override-manager=helm`).
 */
export async function startHelmController(
  kubeconfig: string,
  namespace: string,
  options: { helmControllerArgs?: string[] } = {},
): Promise<HelmOracle> {
  const build = helmControllerBuild();
  installHelmCrds(kubeconfig, build.crdDir);
  const kube = await kubeClient(kubeconfig);
  const workDir = await mkdtemp(join(tmpdir(), "ks-helm-controller-"));
  const controllers = await startHelmControllers({
    build,
    kubeconfig,
    workDir,
    namespace,
    helmControllerArgs: options.helmControllerArgs,
  });
  const hrPath = (ns: string, name?: string) =>
    `/apis/${HELM_API}/namespaces/${ns}/helmreleases${name ? `/${name}` : ""}`;

  const result = async (hr: HelmReleaseObject, ready: Condition | undefined, timedOut: boolean) => {
    const last = hr.status?.history?.[0];
    const storageNamespace = hr.status?.storageNamespace ?? hr.spec.storageNamespace ?? namespace;
    const releaseName =
      last?.name ??
      hr.spec.releaseName ??
      (hr.spec.targetNamespace ? `${hr.spec.targetNamespace}-${hr.metadata.name}` : hr.metadata.name);
    const release = await readRelease(kube, storageNamespace, releaseName);
    const manifest = release?.manifest ?? "";
    const objects = liveObjects(kubeconfig, manifest, release?.namespace ?? namespace) as KubeObject[];
    const message = ready?.message ?? "no Ready condition";
    return {
      helmRelease: { namespace: hr.metadata.namespace as string, name: hr.metadata.name },
      ready: !timedOut && ready?.status === "True",
      reason: ready?.reason ?? "",
      message: timedOut ? `helm-controller did not settle in time; last Ready: ${message}` : message,
      release,
      manifest,
      hooks: release?.hooks ?? [],
      chartVersion: release?.chart.metadata.version,
      values: release?.config,
      objects,
    } satisfies InstallResult;
  };

  const installAll = async (objects: KubeObject[], options: { timeoutMs?: number } = {}) => {
    const placed = objects.map((o) =>
      o.metadata.namespace ? o : { ...o, metadata: { ...o.metadata, namespace } },
    );
    const releases = placed.filter((o) => o.kind === "HelmRelease" && o.apiVersion === HELM_API);
    if (releases.length === 0) throw new Error(`no ${HELM_API} HelmRelease among the objects to install`);
    await kubectlApply(kubeconfig, placed);
    const deadline = Date.now() + (options.timeoutMs ?? INSTALL_TIMEOUT_MS);
    const results: Record<string, InstallResult> = {};
    for (const { metadata } of releases) {
      for (;;) {
        const hr = (await kube.ok(
          "GET",
          hrPath(metadata.namespace as string, metadata.name),
        )) as HelmReleaseObject;
        const ready = settled(hr);
        if (ready || Date.now() > deadline) {
          results[metadata.name] = await result(hr, ready ?? condition(hr, "Ready"), !ready);
          break;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    return results;
  };

  return {
    namespace,
    versions: build.versions,
    installAll,
    async install(objects, options) {
      const count = objects.filter((o) => o.kind === "HelmRelease").length;
      if (count > 1) throw new Error(`install takes one HelmRelease, got ${count}: use installAll`);
      return Object.values(await installAll(objects, options))[0] as InstallResult;
    },
    log: () => controllers.log(),
    async stop() {
      try {
        await kube.request("DELETE", hrPath(namespace));
        const deadline = Date.now() + UNINSTALL_TIMEOUT_MS;
        while (Date.now() < deadline) {
          const list = (await kube.ok("GET", hrPath(namespace))) as { items: unknown[] };
          if (list.items.length === 0) break;
          await new Promise((r) => setTimeout(r, 500));
        }
      } finally {
        await controllers.stop();
        await releaseFluxObjects(kube, namespace);
        kube.close();
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
