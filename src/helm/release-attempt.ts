// One install or upgrade attempt of a release: the chart's CRDs by policy, then helm with this
// run's private home (values file, post-renderer plugin), which waits for the release's objects
// and only then runs the post hooks, as Helm does under helm-controller (wait strategy, Jobs,
// timeout: release-arguments.ts). When that wait fails Helm stores the revision `failed`, and the
// project's kstatus says which object was not ready.
import { stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { releaseEngineText as text } from "./messages.js";
import { postRenderError } from "./post-render-plugin.js";
import {
  actionTimeoutMs,
  type HelmTarget,
  type HelmWaitStrategy,
  installArguments,
  type ReleaseActionInput,
  upgradeArguments,
  waitStrategy,
} from "./release-arguments.js";
import { applyChartCrds } from "./release-crds.js";
import { notReadyAfterWait, releaseTargets, waitForRelease } from "./release-health.js";
import type { InstallRequest, ReleaseEngineDeps } from "./release-result.js";
import {
  decodeRelease,
  deployedRelease,
  type ReleaseRecord,
  releaseHistory,
  type StoredRelease,
} from "./release-store.js";
import { renderRelease } from "./render.js";
import { HelmError } from "./types.js";

export type Verb = "install" | "upgrade";

export interface Attempt {
  ok: boolean;
  /** What Helm stored: the new revision, also when it failed. */
  record?: ReleaseRecord;
  why?: string;
}

/** The state one installOrUpgrade works in. */
export interface Run {
  request: InstallRequest;
  deps: ReleaseEngineDeps;
  target: HelmTarget;
  key: string;
  chartLabel: string;
  home: string;
  input: ReleaseActionInput;
}

/** Readiness of a stored release left as it is (no helm call waited for it): the engine waits. */
export async function waitForManifest(
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
 * One install or upgrade from `history` (the stored revisions before it): CRDs by policy, then
 * helm, whose own wait decides readiness (none with disableWait).
 */
export async function attemptAction(
  run: Run,
  verb: Verb,
  history: readonly StoredRelease[],
): Promise<Attempt> {
  const { release, chart, values } = run.request;
  const { deps } = run;
  const settings = verb === "install" ? release.install : release.upgrade;
  const timeoutMs = actionTimeoutMs(release, settings);
  try {
    if ((settings.crds ?? "Create") !== "Skip") {
      const rendered =
        run.request.rendered ??
        (await renderRelease({
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
        }));
      const crds = await applyChartCrds(deps.cluster, rendered.crds, settings.crds, {
        timeoutMs,
        log: deps.log,
        ...(deps.signal ? { signal: deps.signal } : {}),
      });
      if (crds.error) return { ok: false, why: text.crdsFailed(crds.error) };
    }
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    return { ok: false, why: withoutChart(run, error.message) };
  }
  const previous = deployedRelease(history);
  const args =
    verb === "install"
      ? installArguments(run.input)
      : upgradeArguments(run.input, previous ? decodeRelease(previous).apply_method : undefined);
  const started = Date.now();
  try {
    const stdout = await helmRun(run, args);
    return { ok: true, record: JSON.parse(stdout) as ReleaseRecord };
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    const failed = await failedAction(run, error, history, waitStrategy(release, settings), started);
    return { ok: false, ...failed, why: failed.why ?? withoutChart(run, error.message) };
  }
}

/** The render's messages start with the chart, which Flux's failure text names already. */
function withoutChart(run: Run, message: string): string {
  const named = `chart ${run.chartLabel}: `;
  return message.startsWith(named) ? message.slice(named.length) : message;
}

/**
 * Helm's words when its wait for the objects gave up (pkg/kube statuswait.go `resource … not
 * ready. status: …`, the context's `context deadline exceeded`, Helm 3's `timed out waiting for
 * the condition`). Hooks fail in their own words (`failed post-install: …`, `post-upgrade hooks
 * failed: …`, `Hook … failed`), and those are Helm's to tell.
 */
const WAIT_GAVE_UP = /not ready\. status: |context deadline exceeded|timed out waiting for the condition/;
const HOOK_FAILED = /\b(pre|post)-(install|upgrade|rollback)\b|\bHook /;

/**
 * After a helm action failed: the revision it stored (`failed`, when it got as far as storing
 * one), and, when what failed was its wait, which objects were not ready by one read of the
 * project's kstatus (Flux's health-check words; Helm's text names one object without Pod reasons).
 */
export async function failedAction(
  run: Run,
  error: HelmError,
  before: readonly StoredRelease[],
  strategy: HelmWaitStrategy,
  startedAt: number,
): Promise<{ record?: ReleaseRecord; why?: string }> {
  const waitedMs = Date.now() - startedAt;
  const after = await releaseHistory(run.deps.cluster, run.target.releaseNamespace, run.target.releaseName);
  const latest = after.at(-1);
  if (!latest || latest.revision <= (before.at(-1)?.revision ?? 0)) return {};
  const record = decodeRelease(latest);
  if (strategy === "hookOnly" || !WAIT_GAVE_UP.test(error.message) || HOOK_FAILED.test(error.message))
    return { record };
  const targets = await releaseTargets(
    run.deps.cluster,
    record.manifest ?? "",
    record.namespace,
    run.request.release,
  );
  const notReady = await notReadyAfterWait(run.deps.cluster, targets, waitedMs);
  return notReady ? { record, why: notReady } : { record };
}

/**
 * A release run's kubeconfig older than this is written again before the next helm call: a run
 * with remediation (install, uninstall, retries, each waiting up to its timeout) can outlast an
 * exec plugin's token (15 minutes on EKS). client-node keeps the token's expiry to itself and
 * hands out a cached token until it expires, so this bounds the age of the file, not of the token.
 */
const KUBECONFIG_REFRESH_MS = 5 * 60_000;

/** helm with this run's private home; a post-render failure is named by the plugin's own line. */
export async function helmRun(run: Run, args: readonly string[]): Promise<string> {
  const written = await stat(run.target.kubeconfig);
  if (Date.now() - written.mtimeMs > KUBECONFIG_REFRESH_MS)
    await run.deps.cluster.writeKubeconfigFor(dirname(run.target.kubeconfig));
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
