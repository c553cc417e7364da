// One install or upgrade attempt of a release: the chart's CRDs by policy, helm with this run's
// private home (values file, post-renderer plugin), then readiness by the health engine.
import { stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { releaseEngineText as text } from "./messages.js";
import { postRenderError } from "./post-render-plugin.js";
import {
  actionTimeoutMs,
  type HelmTarget,
  installArguments,
  type ReleaseActionInput,
  upgradeArguments,
} from "./release-arguments.js";
import { applyChartCrds } from "./release-crds.js";
import { releaseTargets, waitForRelease } from "./release-health.js";
import type { InstallRequest, ReleaseEngineDeps } from "./release-result.js";
import { decodeRelease, type ReleaseRecord, type StoredRelease } from "./release-store.js";
import { renderRelease } from "./render.js";
import { HelmError } from "./types.js";

export type Verb = "install" | "upgrade";

export interface Attempt {
  ok: boolean;
  record?: ReleaseRecord;
  why?: string;
  health?: string;
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

/** One install or upgrade: CRDs by policy, helm, then readiness unless disableWait. */
export async function attemptAction(
  run: Run,
  verb: Verb,
  previous: StoredRelease | undefined,
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
