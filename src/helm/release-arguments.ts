// The helm CLI arguments of a release action, set as helm-controller v1.6 sets Helm's action
// structs (internal/action/install.go newInstall, upgrade.go newUpgrade, rollback.go, uninstall.go).
// Pure, so each choice is tested without a cluster.
import { type HelmReleaseSpec, parseDuration } from "../model/index.js";
import { releaseName, releaseNamespace } from "./name.js";

/** helm-controller's defaults (api/v2 GetTimeout, GetMaxHistory). */
export const DEFAULT_TIMEOUT_MS = 300_000;
export const DEFAULT_MAX_HISTORY = 5;

/** Where helm connects: never the user's kubeconfig. */
export interface HelmTarget {
  /** The single-context kubeconfig the release run wrote (Cluster.writeKubeconfigFor); "" until then. */
  kubeconfig: string;
  releaseName: string;
  releaseNamespace: string;
}

/**
 * Where helm reaches a release: the name and namespace as helm-controller computes them, the
 * kubeconfig the release run wrote. The CLI also stores the release there (settings.Namespace()
 * serves both).
 */
export function helmTarget(release: HelmReleaseSpec, kubeconfig = ""): HelmTarget {
  return {
    kubeconfig,
    releaseName: releaseName(release),
    releaseNamespace: releaseNamespace(release),
  };
}

/** The timeout of an action: its own, else spec.timeout, else helm-controller's 5m. */
export function actionTimeoutMs(
  release: Pick<HelmReleaseSpec, "timeout">,
  action: { timeout?: string } = {},
): number {
  const text = action.timeout ?? release.timeout;
  return (text !== undefined ? parseDuration(text) : undefined) ?? DEFAULT_TIMEOUT_MS;
}

function connection(target: HelmTarget): string[] {
  // Never helm's default (its KUBECONFIG names no file): a call before the file was written is a bug.
  if (!target.kubeconfig) throw new Error("helm was called before its kubeconfig was written");
  // Its only context is current: no --kube-context.
  return ["--namespace", target.releaseNamespace, "--kubeconfig", target.kubeconfig];
}

function labelArgument(labels: Record<string, string>): string[] {
  const pairs = Object.entries(labels).map(([key, value]) => `${key}=${value}`);
  return pairs.length > 0 ? ["--labels", pairs.join(",")] : [];
}

export interface ReleaseActionInput {
  release: HelmReleaseSpec;
  target: HelmTarget;
  chartDir: string;
  valuesFile: string;
  labels: Record<string, string>;
  /** `--post-renderer <plugin>` (post-render-plugin.ts). */
  postRenderer: string[];
}

/** Helm's wait strategies, as its CLI names them (`--wait`). */
export type HelmWaitStrategy = "watcher" | "legacy" | "hookOnly";

/** The settings of an action that say how it waits (install, upgrade, rollback, uninstall). */
interface WaitSettings {
  disableWait?: boolean;
  disableWaitForJobs?: boolean;
  timeout?: string;
}

/**
 * helm-controller's getWaitStrategy (internal/action/wait.go): none but hooks with disableWait,
 * else spec.waitStrategy — its `poller` is kstatus, which it hands Helm as the `watcher`
 * strategy — else the watcher (`legacy` only under its UseHelm3Defaults feature gate).
 */
export function waitStrategy(
  release: Pick<HelmReleaseSpec, "waitStrategy">,
  action: WaitSettings = {},
): HelmWaitStrategy {
  if (action.disableWait) return "hookOnly";
  return release.waitStrategy === "legacy" ? "legacy" : "watcher";
}

/**
 * How an action waits: Helm waits for its objects (then runs the post hooks) by the strategy,
 * for Jobs to complete unless disableWaitForJobs (WaitForJobs = !disableWaitForJobs), for at
 * most the action's timeout. Helm marks the revision `failed` when that wait fails.
 */
function waitArguments(release: HelmReleaseSpec, action: WaitSettings, jobs = true): string[] {
  return [
    `--wait=${waitStrategy(release, action)}`,
    ...(jobs && !action.disableWaitForJobs ? ["--wait-for-jobs"] : []),
    "--timeout",
    `${actionTimeoutMs(release, action)}ms`,
  ];
}

/**
 * Settings install and upgrade share: Helm's wait as helm-controller sets it (waitArguments);
 * CRDs are applied before, by policy (crds.ts); Devel as helm-controller; JSON out for the
 * revision and manifest.
 */
function common(
  input: ReleaseActionInput,
  settings: HelmReleaseSpec["install"] | HelmReleaseSpec["upgrade"],
) {
  const args = [
    ...connection(input.target),
    "--values",
    input.valuesFile,
    "--skip-crds",
    "--devel",
    ...waitArguments(input.release, settings),
    // TakeOwnership = !disableTakeOwnership (default): objects left by another release are taken.
    "--take-ownership",
    "--output",
    "json",
    ...labelArgument(input.labels),
    ...input.postRenderer,
  ];
  if (settings.disableHooks) args.push("--no-hooks");
  if (settings.disableOpenAPIValidation) args.push("--disable-openapi-validation");
  if (settings.disableSchemaValidation) args.push("--skip-schema-validation");
  return args;
}

/** `helm install`: server-side apply with conflicts forced (helm-controller: SSA true, ForceConflicts). */
export function installArguments(input: ReleaseActionInput): string[] {
  const { release, target } = input;
  const args = [
    "install",
    target.releaseName,
    input.chartDir,
    ...common(input, release.install),
    "--server-side=true",
    "--force-conflicts",
  ];
  // CreateNamespace only with targetNamespace (newInstall).
  if (release.targetNamespace && release.install.createNamespace) args.push("--create-namespace");
  return args;
}

/**
 * `helm upgrade`: helm-controller sets ServerSideApply "auto" (the last release's apply method)
 * and forces conflicts when that is server-side; the CLI refuses --force-conflicts with
 * client-side apply, so "auto" is resolved here from the stored release. Values are reset to the
 * chart's (ResetValues = !preserveValues); history capped at maxHistory (default 5).
 */
export function upgradeArguments(input: ReleaseActionInput, lastApplyMethod: string | undefined): string[] {
  const { release, target } = input;
  const serverSide = lastApplyMethod !== "csa";
  const args = [
    "upgrade",
    target.releaseName,
    input.chartDir,
    ...common(input, release.upgrade),
    `--server-side=${serverSide}`,
    "--reset-values",
    "--history-max",
    String(release.maxHistory ?? DEFAULT_MAX_HISTORY),
  ];
  if (serverSide) args.push("--force-conflicts");
  if (release.upgrade.cleanupOnFail) args.push("--cleanup-on-fail");
  return args;
}

/**
 * `helm rollback` to `revision` (helm-controller's rollback remediation to the previous release),
 * by spec.rollback: its wait (waited for unless disableWait), timeout and hooks.
 */
export function rollbackArguments(
  release: HelmReleaseSpec,
  target: HelmTarget,
  revision: number,
  applyMethod: string | undefined,
): string[] {
  const serverSide = applyMethod !== "csa";
  const args = [
    "rollback",
    target.releaseName,
    String(revision),
    ...connection(target),
    ...waitArguments(release, release.rollback ?? {}),
    `--server-side=${serverSide}`,
    "--history-max",
    String(release.maxHistory ?? DEFAULT_MAX_HISTORY),
  ];
  if (serverSide) args.push("--force-conflicts");
  if (release.rollback?.disableHooks) args.push("--no-hooks");
  return args;
}

/** `helm uninstall` by spec.uninstall (keepHistory, disableHooks, timeout). */
export function uninstallArguments(release: HelmReleaseSpec, target: HelmTarget): string[] {
  const args = [
    "uninstall",
    target.releaseName,
    ...connection(target),
    // helm-controller waits for the deletion unless uninstall.disableWait; Helm has no Jobs to wait for here.
    ...waitArguments(release, release.uninstall, false),
  ];
  if (release.uninstall.keepHistory) args.push("--keep-history");
  if (release.uninstall.disableHooks) args.push("--no-hooks");
  return args;
}
