// What releasing one HelmRelease takes and gives: the request, what the engine needs, the result
// the report shows per HelmRelease.

import { ApiError, formatApiError } from "../cluster/errors.js";
import type { Cluster } from "../cluster/types.js";
import type { HelmReleaseSpec, Logger, ReleaseAction } from "../model/index.js";
import type { Renderer, SecretSink } from "../render/index.js";
import type { Helm } from "./helm-cli.js";
import { releaseEngineText } from "./messages.js";
import { storageNamespace } from "./name.js";
import type { HelmTarget } from "./release-arguments.js";
import type { ReleaseOwner } from "./release-labels.js";
import type { Capabilities, ChartArtifact, RenderedRelease } from "./types.js";

export interface InstallRequest {
  release: HelmReleaseSpec;
  chart: ChartArtifact;
  /** The composed values (composeValues). */
  values: Record<string, unknown>;
  /** composeValues' secretValues: given to deps.secrets so no output shows them. */
  secretValues?: readonly string[];
  /**
   * The release as the build already rendered it (releases.ts renderReleases): its chart CRDs are
   * applied as they are, sparing a second `helm template`. The chart's crds/ are not templated,
   * so an install render serves an upgrade too. Rendered again when absent.
   */
  rendered?: Pick<RenderedRelease, "crds">;
  /**
   * Not rendered nor dry-run: the stored release carried this digest when the Kustomization was
   * rendered (deployedUnchanged). Anything else found now fails the release instead of writing
   * an unchecked render; the next run renders and checks it.
   */
  expectUnchanged?: boolean;
}

/** What every release action needs: helm, the cluster it writes to, and who is asking. */
export interface ReleaseEngineDeps {
  helm: Helm;
  /**
   * Reads storage Secrets, applies CRDs, waits for readiness; and writes the kubeconfig helm
   * connects with, per release run (Cluster.writeKubeconfigFor).
   */
  cluster: Cluster;
  kustomize: Renderer;
  /** The Kustomization holding the HelmRelease. */
  owner: ReleaseOwner;
  log: Logger;
  signal?: AbortSignal;
  secrets?: SecretSink;
  /** `.Capabilities` for rendering the chart's CRDs; default: the cluster's version. */
  capabilities?: Capabilities;
}

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

/** What every result of a release says first: which HelmRelease, where, which chart. */
export function resultBase(
  release: HelmReleaseSpec,
  target: Pick<HelmTarget, "releaseName" | "releaseNamespace">,
  chart: ReleaseResult["chart"],
) {
  return {
    key: `HelmRelease/${release.namespace}/${release.name}`,
    releaseName: target.releaseName,
    releaseNamespace: target.releaseNamespace,
    storageNamespace: storageNamespace(release),
    chart,
    failures: 0,
    warnings: [] as string[],
  };
}

/**
 * Runs one release action; a Kubernetes API failure (reading the storage Secrets, applying CRDs,
 * watching readiness) becomes the release's one-line failure instead of a throw.
 */
export async function apiFailuresAsResult(
  base: ReturnType<typeof resultBase>,
  action: () => Promise<ReleaseResult>,
): Promise<ReleaseResult> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const why = formatApiError(error);
    const chart = `${base.chart.name}@${base.chart.version}`;
    return {
      ...base,
      action: "failed",
      ready: false,
      message: why,
      error: releaseEngineText.failed(base.key, chart, why),
    };
  }
}
