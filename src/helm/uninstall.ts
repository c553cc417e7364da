// A release removed as helm-controller uninstalls (internal/action/uninstall.go: keepHistory,
// disableHooks, uninstall.timeout), and only a release this project installed for this
// Kustomization and HelmRelease: whoever else holds a release of that name keeps it, helm-controller
// too once it took the release over (it keeps our labels: its HelmRelease's status.history says so).
import { mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import type { HelmReleaseSpec } from "../model/index.js";
import { scratchDir } from "../render/index.js";
import { fullReleaseName, releaseEngineText as text } from "./messages.js";
import { storageNamespace } from "./name.js";
import { helmTarget, uninstallArguments } from "./release-arguments.js";
import { releasedByHelmController } from "./release-controller.js";
import { holderOf, ownedBy } from "./release-labels.js";
import {
  apiFailuresAsResult,
  type ReleaseEngineDeps,
  type ReleaseResult,
  resultBase,
} from "./release-result.js";
import { stagedReleaseRecovered, withStagedRelease } from "./release-storage-namespace.js";
import { decodeRelease, releaseHistory } from "./release-store.js";
import { HelmError } from "./types.js";

type UninstallDeps = Omit<ReleaseEngineDeps, "kustomize" | "capabilities">;

export function uninstallRelease(release: HelmReleaseSpec, deps: UninstallDeps): Promise<ReleaseResult> {
  const base = resultBase(release, helmTarget(release), { name: "", version: "" });
  return apiFailuresAsResult(base, () => uninstallOwned(release, deps));
}

async function uninstallOwned(release: HelmReleaseSpec, deps: UninstallDeps): Promise<ReleaseResult> {
  const target = helmTarget(release);
  const storage = storageNamespace(release);
  const places = { ...target, storageNamespace: storage };
  const staged = await stagedReleaseRecovered(places, deps, release);
  if (staged) {
    const unknown = resultBase(release, target, { name: "", version: "" });
    const line = `${unknown.key}: ${staged}`;
    return { ...unknown, action: "failed", ready: false, message: line, error: line };
  }
  const history = await releaseHistory(deps.cluster, storage, target.releaseName);
  const latest = history.at(-1);
  const record = latest ? decodeRelease(latest) : undefined;
  const chart = {
    name: record?.chart?.metadata?.name ?? "",
    version: record?.chart?.metadata?.version ?? "",
  };
  const chartLabel = `${chart.name}@${chart.version}`;
  const base = { ...resultBase(release, target, chart), ...(latest ? { revision: latest.revision } : {}) };
  const { key } = base;
  if (!latest || latest.status === "uninstalled")
    return {
      ...base,
      action: "unchanged",
      ready: true,
      message: text.notInstalled(`${storage}/${target.releaseName}`),
    };
  if (!ownedBy(latest.labels, deps.owner, release)) {
    const line = text.uninstallRefused(key, storage, target.releaseName, holderOf(latest.labels));
    return { ...base, action: "failed", ready: false, message: line, error: line };
  }
  if (await releasedByHelmController(deps.cluster, release, target)) {
    const line = text.uninstallRefused(key, storage, target.releaseName, text.helmControllerHolder);
    return { ...base, action: "failed", ready: false, message: line, error: line };
  }
  const name = fullReleaseName(target.releaseNamespace, target.releaseName, latest.revision);
  const home = await mkdtemp(join(scratchDir(), "helm-uninstall-"));
  try {
    // helm's only way to the cluster: the credentials we resolved, in `home`, removed with it.
    const kubeconfig = await deps.cluster.writeKubeconfigFor(home);
    await withStagedRelease(deps.cluster, places, () =>
      deps.helm.run(uninstallArguments(release, { ...target, kubeconfig }), {
        home,
        ...(deps.signal ? { signal: deps.signal } : {}),
      }),
    );
    return {
      ...base,
      action: "uninstalled",
      ready: true,
      message: text.uninstallSucceeded(name, chartLabel),
    };
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    const message = text.uninstallFailed(name, chartLabel, error.message);
    return { ...base, action: "failed", ready: false, message, error: `${key}: ${message}` };
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}
