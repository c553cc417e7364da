// One HelmRelease installed or upgraded with the pinned helm CLI as helm-controller v1.6 would:
// refuse a release someone else holds (by its labels; helm-controller by its HelmRelease's
// status.history), do nothing when the stored release carries the same digest, else install (no
// release yet) or upgrade, wait for readiness, and on failure remediate as
// internal/reconcile/atomic_release.go decides (retries, remediateLastFailure, strategy).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Renderer, SecretSink } from "../build/index.js";
import { scratchDir } from "../build/index.js";
import type { Cluster } from "../cluster/types.js";
import type { HelmReleaseSpec, Logger } from "../model/index.js";
import { artifactChartDir } from "./chart-artifact.js";
import type { Helm } from "./helm-cli.js";
import { fullReleaseName, releaseEngineText as text } from "./messages.js";
import { releaseName, releaseNamespace, storageNamespace } from "./name.js";
import { installPostRenderPlugin, postRenderError } from "./post-render-plugin.js";
import {
  actionTimeoutMs,
  type HelmTarget,
  installArguments,
  type ReleaseActionInput,
  rollbackArguments,
  uninstallArguments,
  upgradeArguments,
} from "./release-arguments.js";
import { releasedByHelmController } from "./release-controller.js";
import { applyChartCrds } from "./release-crds.js";
import { releaseTargets, waitForRelease } from "./release-health.js";
import {
  holderOf,
  ownedBy,
  RELEASE_DIGEST_LABEL,
  type ReleaseOwner,
  releaseDigest,
  releaseLabels,
} from "./release-labels.js";
import {
  decodeRelease,
  deployedRelease,
  type ReleaseRecord,
  releaseHistory,
  type StoredRelease,
} from "./release-store.js";
import { renderRelease } from "./render.js";
import { type Capabilities, type ChartArtifact, HelmError } from "./types.js";

export interface InstallRequest {
  release: HelmReleaseSpec;
  chart: ChartArtifact;
  /** The composed values (composeValues). */
  values: Record<string, unknown>;
  /** composeValues' secretValues: given to deps.secrets so no output shows them. */
  secretValues?: readonly string[];
}

/** What every release action needs: helm, the cluster it writes to, and who is asking. */
export interface ReleaseEngineDeps {
  helm: Helm;
  /** Reads storage Secrets, applies CRDs, waits for readiness. */
  cluster: Cluster;
  /** The kubeconfig helm must use (never the user's default) and its context. */
  kubeconfig: string;
  context?: string;
  kustomize: Renderer;
  /** The Kustomization holding the HelmRelease. */
  owner: ReleaseOwner;
  log: Logger;
  signal?: AbortSignal;
  secrets?: SecretSink;
  /** `.Capabilities` for rendering the chart's CRDs; default: the cluster's version. */
  capabilities?: Capabilities;
}

export type ReleaseAction = "installed" | "upgraded" | "unchanged" | "rolled back" | "uninstalled" | "failed";

export interface ReleaseResult {
  /** `HelmRelease/namespace/name`. */
  key: string;
  action: ReleaseAction;
  releaseName: string;
  releaseNamespace: string;
  storageNamespace: string;
  /** The release's revision after the action (none when nothing is installed). */
  revision?: number;
  chart: { name: string; version: string };
  ready: boolean;
  /** Flux's words: `Helm upgrade succeeded for release apps/web.v2 with chart web@2.0.0`, `Health check passed in 2s`. */
  message: string;
  /** One line naming the HelmRelease, its chart@version and Helm's message, when it failed. */
  error?: string;
  /** Failed install/upgrade attempts in this run. */
  failures: number;
  warnings: string[];
}

type Verb = "install" | "upgrade";

interface Attempt {
  ok: boolean;
  record?: ReleaseRecord;
  why?: string;
  health?: string;
}

/** What a remediation did; `revision` is set by a rollback (the revision it made). */
interface Remedy {
  ok: boolean;
  message: string;
  revision?: number;
}

/** The state one installOrUpgrade works in. */
interface Run {
  request: InstallRequest;
  deps: ReleaseEngineDeps;
  target: HelmTarget;
  key: string;
  chartLabel: string;
  labels: Record<string, string>;
  work: string;
  home: string;
  input: ReleaseActionInput;
}

export async function installOrUpgrade(
  request: InstallRequest,
  deps: ReleaseEngineDeps,
): Promise<ReleaseResult> {
  const { release, chart } = request;
  for (const value of request.secretValues ?? []) deps.secrets?.addSecretData(value);
  const key = `HelmRelease/${release.namespace}/${release.name}`;
  const target: HelmTarget = {
    kubeconfig: deps.kubeconfig,
    ...(deps.context ? { context: deps.context } : {}),
    releaseName: releaseName(release),
    releaseNamespace: releaseNamespace(release),
  };
  // The CLI stores a release in the namespace it installs to (settings.Namespace() serves both).
  const storage = target.releaseNamespace;
  const warnings =
    storageNamespace(release) === storage
      ? []
      : [text.storageNamespaceIgnored(storageNamespace(release), storage)];
  const chartLabel = `${chart.name}@${chart.version}`;
  const base = {
    key,
    releaseName: target.releaseName,
    releaseNamespace: target.releaseNamespace,
    storageNamespace: storage,
    chart: { name: chart.name, version: chart.version },
    failures: 0,
    warnings,
  };
  const fail = (why: string, extra: Partial<ReleaseResult> = {}): ReleaseResult => ({
    ...base,
    action: "failed",
    ready: false,
    message: why,
    error: text.failed(key, chartLabel, why),
    ...extra,
  });

  const history = await releaseHistory(deps.cluster, storage, target.releaseName);
  const latest = history.at(-1);
  if (latest && !ownedBy(latest.labels, deps.owner, release)) {
    const line = text.refused(key, storage, target.releaseName, holderOf(latest.labels));
    return { ...fail(line), error: line };
  }
  if (latest && (await releasedByHelmController(deps.cluster, release, target))) {
    const line = text.heldByHelmController(key, storage, target.releaseName);
    return { ...fail(line), error: line };
  }
  const digest = releaseDigest({
    release,
    chart,
    values: request.values,
    releaseName: target.releaseName,
    releaseNamespace: target.releaseNamespace,
    storageNamespace: storage,
  });
  if (latest?.status === "deployed" && latest.labels[RELEASE_DIGEST_LABEL] === digest)
    return unchanged(latest, base, request, deps);
  if (latest?.status.startsWith("pending-")) return fail(text.busy(latest.status));

  const work = await mkdtemp(join(scratchDir(), "helm-release-"));
  try {
    const home = join(work, "home");
    const valuesFile = join(work, "values.json");
    // Values may come from Secrets: readable by us only, and removed with `work`.
    await writeFile(valuesFile, JSON.stringify(request.values), { mode: 0o600 });
    const chartDir = resolve(await artifactChartDir(release, chart, work));
    const postRenderer = await installPostRenderPlugin(join(home, "plugins"), {
      release,
      chart: chartLabel,
      kustomize: deps.kustomize.command,
      workDir: join(work, "post-render"),
    });
    const labels = releaseLabels(deps.owner, release, digest);
    const input: ReleaseActionInput = { release, target, chartDir, valuesFile, labels, postRenderer };
    const run: Run = { request, deps, target, key, chartLabel, labels, work, home, input };
    const verb: Verb = !latest || latest.status === "uninstalled" ? "install" : "upgrade";
    return await remediationLoop(run, verb, base);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
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

async function waitForManifest(
  record: ReleaseRecord,
  request: InstallRequest,
  deps: ReleaseEngineDeps,
  timeoutMs: number,
): Promise<{ ok: boolean; message: string }> {
  const targets = await releaseTargets(
    deps.cluster,
    record.manifest ?? "",
    record.namespace,
    request.release,
  );
  const outcome = await waitForRelease(deps.cluster, targets, {
    timeoutMs,
    log: deps.log,
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
  return { ok: outcome.result === "passed", message: outcome.message };
}

/**
 * helm-controller's loop, run within one step instead of across reconciles: an attempt that fails
 * counts a failure; while retries remain (or for the last failure with remediateLastFailure) the
 * release is remediated (install: uninstall; upgrade: rollback, or uninstall by strategy) and
 * tried again; once exhausted it is left as it is.
 */
async function remediationLoop(
  run: Run,
  first: Verb,
  base: Omit<ReleaseResult, "action" | "ready" | "message">,
): Promise<ReleaseResult> {
  const { release } = run.request;
  let verb = first;
  let failures = 0;
  for (;;) {
    const previous = deployedRelease(
      await releaseHistory(run.deps.cluster, base.storageNamespace, base.releaseName),
    );
    const attempt = await attemptAction(run, verb, previous);
    const revision = attempt.record?.version;
    if (attempt.ok && attempt.record) {
      const name = fullReleaseName(base.releaseNamespace, base.releaseName, attempt.record.version);
      const done = verb === "install" ? text.installSucceeded : text.upgradeSucceeded;
      return {
        ...base,
        failures,
        action: verb === "install" ? "installed" : "upgraded",
        revision: attempt.record.version,
        ready: true,
        message: [done(name, run.chartLabel), attempt.health].filter(Boolean).join("; "),
      };
    }
    failures++;
    const failed = verb === "install" ? text.installFailed : text.upgradeFailed;
    const why = failed(base.releaseNamespace, base.releaseName, run.chartLabel, attempt.why ?? "");
    const remediation = verb === "install" ? release.install.remediation : release.upgrade.remediation;
    const retries = remediation?.retries ?? 0;
    const exhausted = retries >= 0 && failures > retries;
    const remediateLast = remediation?.remediateLastFailure ?? (verb === "upgrade" ? retries > 0 : false);
    const outcome = (message: string, action: ReleaseAction, rev = revision): ReleaseResult => ({
      ...base,
      failures,
      action,
      ...(rev !== undefined ? { revision: rev } : {}),
      ready: false,
      message,
      error: text.failed(run.key, run.chartLabel, message),
    });
    if (exhausted && !remediateLast) return outcome(`${why}; ${text.retriesExhausted(failures)}`, "failed");
    const strategy = verb === "install" ? "uninstall" : (release.upgrade.remediation?.strategy ?? "rollback");
    const remedy =
      strategy === "rollback" && previous
        ? await rollback(run, previous)
        : await uninstallForRemediation(run, revision ?? 0);
    if (!remedy.ok) return outcome(`${why}; ${remedy.message}`, "failed");
    if (exhausted)
      return outcome(
        `${why}; ${remedy.message}; ${text.retriesExhausted(failures)}`,
        remedy.revision !== undefined ? "rolled back" : "failed",
        remedy.revision,
      );
    run.deps.log.warn(`${run.key}: ${why}; ${remedy.message}; retrying`);
    verb = remedy.revision !== undefined ? "upgrade" : "install";
  }
}

/** One install or upgrade: CRDs by policy, helm, then readiness unless disableWait. */
async function attemptAction(run: Run, verb: Verb, previous: StoredRelease | undefined): Promise<Attempt> {
  const { release, chart, values } = run.request;
  const { deps } = run;
  const settings = verb === "install" ? release.install : release.upgrade;
  const timeoutMs = actionTimeoutMs(release, settings);
  try {
    if ((settings.crds ?? "Create") !== "Skip") {
      const rendered = await renderRelease({
        release,
        releaseName: run.target.releaseName,
        releaseNamespace: run.target.releaseNamespace,
        chart,
        values,
        capabilities: deps.capabilities ?? {
          kubeVersion: await deps.cluster.serverVersion(),
          apiVersions: [],
        },
        helm: deps.helm,
        kustomize: deps.kustomize,
        action: verb,
        ...(deps.signal ? { signal: deps.signal } : {}),
      });
      const crds = await applyChartCrds(deps.cluster, rendered.crds, settings.crds, {
        timeoutMs,
        log: deps.log,
        ...(deps.signal ? { signal: deps.signal } : {}),
      });
      if (crds.error) return { ok: false, why: text.crdsFailed(crds.error) };
    }
    const args =
      verb === "install"
        ? installArguments(run.input)
        : upgradeArguments(run.input, previous ? decodeRelease(previous).apply_method : undefined);
    const stdout = await helmRun(run, args);
    const record = JSON.parse(stdout) as ReleaseRecord;
    if (settings.disableWait) return { ok: true, record };
    const health = await waitForManifest(record, run.request, deps, timeoutMs);
    return health.ok
      ? { ok: true, record, health: health.message }
      : { ok: false, record, why: health.message };
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    // The render's messages start with the chart, which Flux's failure text names already.
    const named = `chart ${run.chartLabel}: `;
    const why = error.message.startsWith(named) ? error.message.slice(named.length) : error.message;
    return { ok: false, why };
  }
}

/** helm with this run's private home; a post-render failure is named by the plugin's own line. */
async function helmRun(run: Run, args: readonly string[]): Promise<string> {
  try {
    return await run.deps.helm.run(args, {
      home: run.home,
      ...(run.deps.signal ? { signal: run.deps.signal } : {}),
    });
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    const plugin = await postRenderError(join(run.home, "plugins"));
    // Helm says only `plugin "…" exited with error`; the plugin's own line names the renderer.
    throw plugin ? new HelmError(plugin) : error;
  }
}

async function rollback(run: Run, previous: StoredRelease): Promise<Remedy> {
  const record = decodeRelease(previous);
  const name = fullReleaseName(run.target.releaseNamespace, run.target.releaseName, previous.revision);
  const chart = `${record.chart?.metadata?.name ?? "?"}@${record.chart?.metadata?.version ?? "?"}`;
  try {
    await helmRun(
      run,
      rollbackArguments(run.request.release, run.target, previous.revision, record.apply_method),
    );
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    return { ok: false, message: text.rollbackFailed(name, chart, error.message) };
  }
  const after = await releaseHistory(run.deps.cluster, run.target.releaseNamespace, run.target.releaseName);
  return {
    ok: true,
    message: text.rollbackSucceeded(name, chart),
    revision: after.at(-1)?.revision ?? previous.revision,
  };
}

async function uninstallForRemediation(run: Run, revision: number): Promise<Remedy> {
  const name = fullReleaseName(run.target.releaseNamespace, run.target.releaseName, revision);
  // An install that failed before Helm stored anything (a template error) leaves nothing to remove.
  const stored = await releaseHistory(run.deps.cluster, run.target.releaseNamespace, run.target.releaseName);
  if (!stored.some((r) => r.status !== "uninstalled")) return { ok: true, message: text.nothingStored };
  try {
    await helmRun(run, uninstallArguments(run.request.release, run.target));
    return { ok: true, message: text.uninstallRemediated(name, run.chartLabel) };
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    return { ok: false, message: text.uninstallRemediationFailed(name, run.chartLabel, error.message) };
  }
}
