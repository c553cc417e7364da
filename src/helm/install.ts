// One HelmRelease installed or upgraded with the pinned helm CLI as helm-controller v1.6 would:
// refuse a release someone else holds (by its labels; helm-controller by its HelmRelease's
// status.history), do nothing when the stored release carries the same digest, else install (no
// release yet) or upgrade, wait for readiness, and on failure remediate as
// internal/reconcile/atomic_release.go decides (retries, remediateLastFailure, strategy).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Cluster } from "../cluster/types.js";
import { scratchDir } from "../render/index.js";
import { artifactChartDir } from "./chart-artifact.js";
import { fullReleaseName, releaseEngineText as text } from "./messages.js";
import { storageNamespace } from "./name.js";
import { installPostRenderPlugin } from "./post-render-plugin.js";
import { actionTimeoutMs, helmTarget, type ReleaseActionInput } from "./release-arguments.js";
import { type Run, type Verb, waitForManifest } from "./release-attempt.js";
import { releasedByHelmController } from "./release-controller.js";
import { holderOf, ownedBy, RELEASE_DIGEST_LABEL, releaseDigest, releaseLabels } from "./release-labels.js";
import { remediationLoop } from "./release-remediation.js";
import {
  apiFailuresAsResult,
  type InstallRequest,
  type ReleaseEngineDeps,
  type ReleaseResult,
  resultBase,
} from "./release-result.js";
import { stagedReleaseRecovered, withStagedRelease } from "./release-storage-namespace.js";
import { decodeRelease, releaseHistory, type StoredRelease } from "./release-store.js";

export type { InstallRequest, ReleaseEngineDeps, ReleaseResult } from "./release-result.js";

export function installOrUpgrade(request: InstallRequest, deps: ReleaseEngineDeps): Promise<ReleaseResult> {
  const { release, chart } = request;
  const base = resultBase(release, helmTarget(release), { name: chart.name, version: chart.version });
  return apiFailuresAsResult(base, () => reconcileRelease(request, deps));
}

/** Refuse, leave alone, or install/upgrade with remediation. */
async function reconcileRelease(request: InstallRequest, deps: ReleaseEngineDeps): Promise<ReleaseResult> {
  const { release, chart } = request;
  for (const value of request.secretValues ?? []) deps.secrets?.addSecretData(value);
  // Names only: the kubeconfig helm connects with is written once helm is about to run.
  let target = helmTarget(release);
  const base = resultBase(release, target, { name: chart.name, version: chart.version });
  const storage = base.storageNamespace;
  const places = { ...target, storageNamespace: storage };
  const { key } = base;
  const chartLabel = `${chart.name}@${chart.version}`;
  const fail = (why: string, error = text.failed(key, chartLabel, why)): ReleaseResult => ({
    ...base,
    action: "failed",
    ready: false,
    message: why,
    error,
  });

  const staged = await stagedReleaseRecovered(places, deps, release);
  if (staged) return fail(`${key}: ${staged}`, `${key}: ${staged}`);
  const history = await releaseHistory(deps.cluster, storage, target.releaseName);
  const latest = history.at(-1);
  if (latest && !ownedBy(latest.labels, deps.owner, release)) {
    const line = text.refused(key, storage, target.releaseName, holderOf(latest.labels));
    return fail(line, line);
  }
  if (latest && (await releasedByHelmController(deps.cluster, release, target))) {
    const line = text.heldByHelmController(key, storage, target.releaseName);
    return fail(line, line);
  }
  const digest = inputsDigest(request, target, storage);
  if (latest?.status === "deployed" && latest.labels[RELEASE_DIGEST_LABEL] === digest)
    return unchanged(latest, base, request, deps);
  if (request.expectUnchanged) return fail(text.changedSinceRender(storage, target.releaseName));
  if (latest?.status.startsWith("pending-")) return fail(text.busy(latest.status));

  const work = await mkdtemp(join(scratchDir(), "helm-release-"));
  try {
    // helm's only way to the cluster: the credentials we resolved, in `work`, removed with it.
    target = { ...target, kubeconfig: await deps.cluster.writeKubeconfigFor(work) };
    const home = join(work, "home");
    const valuesFile = join(work, "values.json");
    // Values may come from Secrets: readable by us only, and removed with `work`.
    await writeFile(valuesFile, JSON.stringify(request.values), { mode: 0o600 });
    const chartDir = resolve(await artifactChartDir(release, chart, work));
    const postRenderer = await installPostRenderPlugin(join(home, "plugins"), {
      // What the chain reads, nothing more (not the values or the HelmRelease object).
      release: {
        name: release.name,
        namespace: release.namespace,
        postRenderers: release.postRenderers,
        ...(release.postRenderStrategy ? { postRenderStrategy: release.postRenderStrategy } : {}),
        ...(release.commonMetadata ? { commonMetadata: release.commonMetadata } : {}),
      },
      chart: chartLabel,
      kustomize: deps.kustomize.command,
      workDir: join(work, "post-render"),
    });
    const labels = releaseLabels(deps.owner, release, digest);
    const input: ReleaseActionInput = { release, target, chartDir, valuesFile, labels, postRenderer };
    const run: Run = { request, deps, target, key, chartLabel, home, input };
    const verb: Verb = !latest || latest.status === "uninstalled" ? "install" : "upgrade";
    return await withStagedRelease(deps.cluster, places, () => remediationLoop(run, verb, base));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The digest recorded on a release of these inputs (RELEASE_DIGEST_LABEL). */
function inputsDigest(
  request: Pick<InstallRequest, "release" | "chart" | "values">,
  target: ReturnType<typeof helmTarget>,
  storage: string,
): string {
  return releaseDigest({
    release: request.release,
    chart: request.chart,
    values: request.values,
    releaseName: target.releaseName,
    releaseNamespace: target.releaseNamespace,
    storageNamespace: storage,
  });
}

/**
 * Whether the latest stored release of these inputs is deployed with their digest, read before
 * anything is rendered: then the engine will leave it unchanged, as helm-controller does when the
 * digests match, so sync need not `helm template` and dry-run it. Only where the release is stored
 * in its own namespace (no staged copies to recover first); the engine decides again when it runs
 * (`expectUnchanged`). A history that cannot be read answers false.
 */
export async function deployedUnchanged(
  request: Pick<InstallRequest, "release" | "chart" | "values">,
  cluster: Pick<Cluster, "list">,
): Promise<boolean> {
  const target = helmTarget(request.release);
  const storage = storageNamespace(request.release);
  if (storage !== target.releaseNamespace) return false;
  // Not readable (RBAC, the API server): rendered as before; the engine reads it again and says why.
  const history = await releaseHistory(cluster, storage, target.releaseName).catch(() => []);
  const latest = history.at(-1);
  if (latest?.status !== "deployed") return false;
  const digest = inputsDigest(request, target, storage);
  return latest.labels[RELEASE_DIGEST_LABEL] === digest;
}

/** The stored release is the desired one: no helm call that writes; readiness is still reported. */
async function unchanged(
  latest: StoredRelease,
  base: Omit<ReleaseResult, "action" | "ready" | "message">,
  request: InstallRequest,
  deps: ReleaseEngineDeps,
): Promise<ReleaseResult> {
  const { release } = request;
  const name = fullReleaseName(base.releaseNamespace, base.releaseName, latest.revision);
  const message = text.unchanged(name, `${base.chart.name}@${base.chart.version}`);
  const settings = latest.revision === 1 ? release.install : release.upgrade;
  const result = { ...base, action: "unchanged" as const, revision: latest.revision };
  if (settings.disableWait) return { ...result, ready: true, message };
  const record = decodeRelease(latest);
  const health = await waitForManifest(record, request, deps, actionTimeoutMs(release, settings));
  if (health.ok) return { ...result, ready: true, message: `${message}; ${health.message}` };
  return {
    ...result,
    ready: false,
    message: text.notReady(health.message),
    error: text.failed(base.key, `${base.chart.name}@${base.chart.version}`, text.notReady(health.message)),
  };
}
