// helm-controller's remediation (internal/reconcile/atomic_release.go): after a failed attempt,
// retry, roll back or uninstall, as install.remediation / upgrade.remediation say.

import type { ReleaseAction } from "../model/index.js";
import { fullReleaseName, releaseEngineText as text } from "./messages.js";
import { rollbackArguments, uninstallArguments, waitStrategy } from "./release-arguments.js";
import { attemptAction, failedAction, helmRun, type Run, type Verb } from "./release-attempt.js";
import type { ReleaseResult } from "./release-result.js";
import { decodeRelease, deployedRelease, releaseHistory, type StoredRelease } from "./release-store.js";
import { HelmError } from "./types.js";

/** What a remediation did; `revision` is set by a rollback (the revision it made). */
interface Remedy {
  ok: boolean;
  message: string;
  revision?: number;
}

/**
 * helm-controller's loop, run within one step instead of across reconciles: an attempt that fails
 * counts a failure; while retries remain (or for the last failure with remediateLastFailure) the
 * release is remediated (install: uninstall; upgrade: rollback, or uninstall by strategy) and
 * tried again; once exhausted it is left as it is.
 */
export async function remediationLoop(
  run: Run,
  first: Verb,
  base: Omit<ReleaseResult, "action" | "ready" | "message">,
): Promise<ReleaseResult> {
  const { release } = run.request;
  let verb = first;
  let failures = 0;
  for (;;) {
    // Read where helm works: the release namespace, the release staged there (release-storage-namespace.ts).
    const history = await releaseHistory(run.deps.cluster, run.target.releaseNamespace, base.releaseName);
    const previous = deployedRelease(history);
    const attempt = await attemptAction(run, verb, history);
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
        message: done(name, run.chartLabel),
      };
    }
    failures++;
    const failed = verb === "install" ? text.installFailed : text.upgradeFailed;
    const why = failed(base.releaseNamespace, base.releaseName, run.chartLabel, attempt.why ?? "");
    const remediation = verb === "install" ? release.install.remediation : release.upgrade.remediation;
    const retries = remediation?.retries ?? 0;
    // Negative retries: helm-controller retries forever, once per reconcile; here once per run.
    const forever = retries < 0;
    const exhausted = forever || failures > retries;
    const remediateLast =
      forever || (remediation?.remediateLastFailure ?? (verb === "upgrade" ? retries > 0 : false));
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
    // As helm-controller (ErrMissingRollbackTarget): no deployed release to go back to, no remedy.
    if (strategy === "rollback" && !previous) return outcome(`${why}; ${text.noRollbackTarget}`, "failed");
    const remedy =
      strategy === "rollback" && previous
        ? await rollback(run, previous)
        : await uninstallForRemediation(run, revision ?? 0);
    if (!remedy.ok) return outcome(`${why}; ${remedy.message}`, "failed");
    if (exhausted)
      return outcome(
        `${why}; ${remedy.message}; ${forever ? text.retryNextRun : text.retriesExhausted(failures)}`,
        remedy.revision !== undefined ? "rolled back" : "failed",
        remedy.revision,
      );
    run.deps.log.warn(`${run.key}: ${why}; ${remedy.message}; retrying`);
    verb = remedy.revision !== undefined ? "upgrade" : "install";
  }
}

/** Back to `previous`; Helm waits for its objects as spec.rollback says (helm-controller's rollback). */
async function rollback(run: Run, previous: StoredRelease): Promise<Remedy> {
  const { release } = run.request;
  const record = decodeRelease(previous);
  const name = fullReleaseName(run.target.releaseNamespace, run.target.releaseName, previous.revision);
  const chart = `${record.chart?.metadata?.name ?? "?"}@${record.chart?.metadata?.version ?? "?"}`;
  const before = await releaseHistory(run.deps.cluster, run.target.releaseNamespace, run.target.releaseName);
  const started = Date.now();
  try {
    await helmRun(run, rollbackArguments(release, run.target, previous.revision, record.apply_method));
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    const strategy = waitStrategy(release, release.rollback);
    const failed = await failedAction(run, error, before, strategy, started);
    return { ok: false, message: text.rollbackFailed(name, chart, failed.why ?? error.message) };
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
