// A release removed as helm-controller uninstalls (internal/action/uninstall.go: keepHistory,
// disableHooks, uninstall.timeout), and only a release this project installed for this
// Kustomization and HelmRelease: whoever else holds a release of that name keeps it, helm-controller
// too once it took the release over (it keeps our labels: its HelmRelease's status.history says so).
import { mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { scratchDir } from "../build/index.js";
import type { HelmReleaseSpec } from "../model/index.js";
import type { ReleaseEngineDeps, ReleaseResult } from "./install.js";
import { fullReleaseName, releaseEngineText as text } from "./messages.js";
import { releaseName, releaseNamespace } from "./name.js";
import { type HelmTarget, uninstallArguments } from "./release-arguments.js";
import { releasedByHelmController } from "./release-controller.js";
import { holderOf, ownedBy } from "./release-labels.js";
import { decodeRelease, releaseHistory } from "./release-store.js";
import { HelmError } from "./types.js";

export async function uninstallRelease(
  release: HelmReleaseSpec,
  deps: Omit<ReleaseEngineDeps, "kustomize" | "capabilities">,
): Promise<ReleaseResult> {
  const key = `HelmRelease/${release.namespace}/${release.name}`;
  const target: HelmTarget = {
    kubeconfig: deps.kubeconfig,
    ...(deps.context ? { context: deps.context } : {}),
    releaseName: releaseName(release),
    releaseNamespace: releaseNamespace(release),
  };
  const storage = target.releaseNamespace;
  const history = await releaseHistory(deps.cluster, storage, target.releaseName);
  const latest = history.at(-1);
  const record = latest ? decodeRelease(latest) : undefined;
  const chart = {
    name: record?.chart?.metadata?.name ?? "",
    version: record?.chart?.metadata?.version ?? "",
  };
  const chartLabel = `${chart.name}@${chart.version}`;
  const base = {
    key,
    releaseName: target.releaseName,
    releaseNamespace: target.releaseNamespace,
    storageNamespace: storage,
    chart,
    failures: 0,
    warnings: [],
    ...(latest ? { revision: latest.revision } : {}),
  };
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
  const name = fullReleaseName(storage, target.releaseName, latest.revision);
  const home = await mkdtemp(join(scratchDir(), "helm-uninstall-"));
  try {
    await deps.helm.run(uninstallArguments(release, target), {
      home,
      ...(deps.signal ? { signal: deps.signal } : {}),
    });
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
