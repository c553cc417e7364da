/**
 * Every problem the HelmRelease steps report, worded once. Values messages keep
 * helm-controller's words (fluxcd/pkg chartutil ErrValuesReference: `could not resolve
 * [optional] <Kind> chart values reference '<ns>/<name>' with key '<key>': <reason>`) with the
 * object named the project's way (`Kind/namespace/name`), so a user who has read the
 * HelmRelease's Ready condition recognises them.
 */
import { printableUrl } from "../sources/messages.js";

/** A valuesFrom entry as the messages name it. */
export interface ValuesRef {
  /** `ConfigMap/ns/name`. */
  object: string;
  kind: string;
  key: string;
  optional: boolean;
}

function valuesReference({ object, kind, key, optional }: ValuesRef): string {
  return `could not resolve${optional ? " optional" : ""} ${kind} chart values reference ${object} with key '${key}'`;
}

export const valuesText = {
  notFound: (ref: ValuesRef) => `${valuesReference(ref)}: resource not found`,
  keyNotFound: (ref: ValuesRef) => `${valuesReference(ref)}: key not found`,
  unsupportedKind: (ref: ValuesRef) => `${valuesReference(ref)}: unsupported values reference kind`,
  /** The reader could not tell whether the object exists (no cluster, a denied read): never guessed. */
  unread: (ref: ValuesRef, why: string) => `${valuesReference(ref)}: cannot read ${ref.object}: ${why}`,
  notValues: (ref: ValuesRef, why: string) => `${valuesReference(ref)}: failed to read values data: ${why}`,
  notAMapping: (found: string) => `the values document is ${found}, not a YAML mapping`,
  mergeFailed: (ref: ValuesRef, why: string) => `${valuesReference(ref)}: failed to merge value: ${why}`,
  /** chartutil logs these and goes on: a warning, not a failure. */
  skipped: (ref: ValuesRef, why: "resource not found" | "key not found") =>
    `${valuesReference(ref)}: ${why}, skipped`,
} as const;

/** The CEL rules (x-kubernetes-validations) of helm-controller v1.6's HelmRelease CRD, in its words. */
export const definitionText = {
  chartOrChartRef: "either chart or chartRef must be set",
  kubeConfigOneOf:
    "exactly one of spec.kubeConfig.configMapRef or spec.kubeConfig.secretRef must be specified",
  remediateRetry: ".retryInterval cannot be set when .name is 'RemediateOnFailure'",
  retryOnly: ".retryInterval can only be set when .name is 'RetryOnFailure'",
} as const;

/** A HelmRelease that did not render: one line, the caller adds its file:line and Kustomization. */
export const releaseText = {
  invalid: (release: string, problems: readonly string[]) => `${release}: invalid: ${problems.join("; ")}`,
  /** `message` names the chart already (a fetch or render error). */
  failed: (release: string, message: string) => `${release}: ${message}`,
  failedWith: (release: string, chart: string, message: string) => `${release}: ${chart}: ${message}`,
  /** The same failure as a release already named (a source that is down): said once, there. */
  failedAsOther: (release: string, other: string) => `${release}: fails as ${other} does (said there)`,
  previousUnread: (release: string, reason: string) =>
    `${release}: the objects an upgrade would delete are not listed: its current release could not be read (${reason})`,
} as const;

// Charts from their sources.
/** Why a chart could not be had, one line each; chartFailed names source, chart and version. */
export const chartText = {
  chartFailed: (
    source: string,
    url: string | undefined,
    chart: string,
    version: string | undefined,
    reason: string,
  ) =>
    `chart '${chart}'${version ? ` version '${version}'` : ""} from ${source}${url ? ` (${printableUrl(url)})` : ""}: ${reason}`,
  noChart: "the HelmRelease has neither spec.chart nor spec.chartRef",
  bothCharts: "the HelmRelease has both spec.chart and spec.chartRef",
  chartKindUnsupported: (kind: string) => `a chart source of kind ${kind} is not supported`,
  externalArtifact:
    "ExternalArtifact charts are not supported (helm-controller gates them behind a feature flag)",
  noChartName: "no chart name found",
  noUrl: "spec.url is not set",
  indexTooLarge: (limit: number) => `index exceeds the maximum index file size of ${limit} bytes`,
  indexInvalid: (detail: string) => `invalid index.yaml: ${detail}`,
  noApiVersion: "invalid index.yaml: no API version specified",
  noUrls: (chart: string) => `chart '${chart}' has no downloadable URLs`,
  chartTooLarge: (limit: number) => `the chart exceeds the maximum chart size of ${limit} bytes`,
  digestMismatch: (want: string, got: string) => `the chart's digest is ${got}, the index says ${want}`,
  httpStatus: (url: string, status: number) => `GET ${printableUrl(url)}: HTTP ${status}`,
  authFailed: (url: string, status: number) =>
    `failed to authenticate with the Helm repository: GET ${printableUrl(url)}: HTTP ${status} (spec.secretRef)`,
  noChartLayer: (reference: string) =>
    `no layer of media type application/vnd.cncf.helm.chart.content.v1.tar+gzip in ${reference}`,
  notInSource: (path: string) => `chart path '${path}' is not in or below the source root`,
  noChartDir: (path: string) => `no chart (Chart.yaml) at '${path}' in the source`,
  chartYaml: (detail: string) => `Chart.yaml: ${detail}`,
  dependencyOutside: (repository: string) =>
    `dependency repository '${repository}' is not in or below the source root`,
  dependencyBuild: (detail: string) => `helm dependency build: ${detail}`,
  helmMissing: "the chart has dependencies to build and no helm binary was found (--helm)",
  ociVersionMismatch: (tag: string, version: string) =>
    `artifact revision ${tag} does not match chart version ${version}`,
  secretMissing: (namespace: string, name: string) => `secret '${namespace}/${name}' not found`,
  timedOut: (duration: string) => `timed out after ${duration} (spec.timeout)`,
};

// helm template and the post-render.
// Every message of the Helm render step (helm CLI, chart confinement, post-render) in one place.

export const HELM_INSTALL_HINT =
  "install Helm 4 (https://helm.sh/docs/intro/install/) or pass --helm PATH (scripts/tools/helm.sh builds the pinned one)";

export const renderMessages = {
  helmNotFound: (command: string) => `${command} not found: ${HELM_INSTALL_HINT}`,
  helmNotOnPath: () => `helm is not on PATH: ${HELM_INSTALL_HINT}`,
  helmNotExecutable: (path: string) => `helm ${path} is not executable: ${HELM_INSTALL_HINT}`,
  helmTooOld: (command: string, version: string) =>
    `helm ${version} (${command}) is too old: helm-controller renders with Helm 4; ${HELM_INSTALL_HINT}`,
  helmVersionUnreadable: (command: string, why: string) =>
    `cannot read the version of ${command}: ${why}; ${HELM_INSTALL_HINT}`,
  /** `verb` is helm's subcommand: template, install, upgrade, rollback, uninstall. */
  helmStopped: (verb: string, why: string) => `helm ${verb} was stopped: ${why}`,
  /** Helm's own message, already one line. */
  templateFailed: (chart: string, message: string) => `chart ${chart}: ${message}`,
  chartMissing: (chart: string, dir: string) => `chart ${chart}: directory ${dir} does not exist`,
  chartOutside: (chart: string, file: string, target: string) =>
    `chart ${chart}: ${file} is a symlink to ${target}, outside the chart: refused`,
  outputUnreadable: (chart: string, why: string) => `chart ${chart}: cannot read helm's output: ${why}`,
  postRenderFailed: (chart: string, index: number, message: string) =>
    `chart ${chart}: postRenderers[${index}].kustomize failed: ${message}`,
  crdsNotCrds: (chart: string, objects: readonly string[]) =>
    `chart ${chart}: crds/ holds objects that are not CustomResourceDefinitions, which helm-controller ignores: ${objects.join(", ")}`,
  valuesFileMissing: (chart: string, file: string) =>
    `chart ${chart}: no values file found at path '${file}' (spec.chart.spec.valuesFiles; ignoreMissingValuesFiles skips it)`,
  valuesFileUnreadable: (chart: string, file: string, why: string) =>
    `chart ${chart}: values file '${file}' is not values: ${why}`,
  lookupWarning: (chart: string, templates: readonly string[]) =>
    `chart ${chart} calls lookup (${templates.join(", ")}): rendered as \`helm template\` does, with lookup returning nothing; helm-controller reads the cluster there`,
};

// Releases installed, upgraded, remediated and uninstalled with the helm CLI (install.ts,
// uninstall.ts), in helm-controller's words (internal/reconcile/*.go fmt* formats) where it has them.
/** `<namespace>/<name>.v<revision>` (helm-controller's Snapshot.FullReleaseName). */
export const fullReleaseName = (namespace: string, name: string, revision: number) =>
  `${namespace}/${name}.v${revision}`;

export const releaseEngineText = {
  installSucceeded: (release: string, chart: string) =>
    `Helm install succeeded for release ${release} with chart ${chart}`,
  upgradeSucceeded: (release: string, chart: string) =>
    `Helm upgrade succeeded for release ${release} with chart ${chart}`,
  installFailed: (namespace: string, name: string, chart: string, why: string) =>
    `Helm install failed for release ${namespace}/${name} with chart ${chart}: ${why}`,
  upgradeFailed: (namespace: string, name: string, chart: string, why: string) =>
    `Helm upgrade failed for release ${namespace}/${name} with chart ${chart}: ${why}`,
  rollbackSucceeded: (release: string, chart: string) =>
    `Helm rollback to previous release ${release} with chart ${chart} succeeded`,
  rollbackFailed: (release: string, chart: string, why: string) =>
    `Helm rollback to previous release ${release} with chart ${chart} failed: ${why}`,
  uninstallRemediated: (release: string, chart: string) =>
    `Helm uninstall remediation for release ${release} with chart ${chart} succeeded`,
  uninstallRemediationFailed: (release: string, chart: string, why: string) =>
    `Helm uninstall remediation for release ${release} with chart ${chart} failed: ${why}`,
  uninstallSucceeded: (release: string, chart: string) =>
    `Helm uninstall succeeded for release ${release} with chart ${chart}`,
  uninstallFailed: (release: string, chart: string, why: string) =>
    `Helm uninstall failed for release ${release} with chart ${chart}: ${why}`,
  /** helm-controller's ErrExceededMaxRetries, with what is left in the cluster. */
  retriesExhausted: (failures: number) =>
    `${failures} failed attempt${failures === 1 ? "" : "s"}: exceeded maximum retries (install/upgrade.remediation.retries)`,
  retryNextRun: "retried on the next run (remediation.retries is negative: no limit)",
  noRollbackTarget:
    "cannot remediate failed release: missing rollback target (no deployed release before it)",
  unchanged: (release: string, chart: string) =>
    `Helm release ${release} with chart ${chart} is up to date (same release digest): nothing to do`,
  notReady: (why: string) => `release not ready: ${why}`,
  /** A release of that name this project did not install for this HelmRelease: never adopted. */
  refused: (hr: string, storage: string, name: string, holder: string) =>
    `${hr}: refused: Helm release ${storage}/${name} exists and is held by ${holder}; kustomize-sync never adopts a release`,
  /** helm-controller copies our labels onto its revisions: its HelmRelease's status.history is the word. */
  heldByHelmController: (hr: string, storage: string, name: string) =>
    `${hr}: refused: helm-controller releases Helm release ${storage}/${name} (the HelmRelease's status.history names it); kustomize-sync never adopts a release`,
  helmControllerHolder: "helm-controller (the HelmRelease's status.history names it)",
  uninstallRefused: (hr: string, storage: string, name: string, holder: string) =>
    `${hr}: not uninstalled: Helm release ${storage}/${name} is held by ${holder}`,
  /** A storage Secret of the release in its release namespace that kustomize-sync did not stage. */
  stagingConflict: (secret: string, storage: string, holder: string) =>
    `refused: storage Secret ${secret} of this release is in the release namespace, held by ${holder}, while the release is stored in namespace ${storage}; kustomize-sync neither adopts nor deletes it`,
  notInstalled: (release: string) => `Helm release ${release} is not installed: nothing to uninstall`,
  nothingStored: "Helm stored no release to remediate",
  busy: (status: string) => `another operation is in progress (release status ${status})`,
  /** The render was skipped on the stored digest, which changed before the release ran. */
  changedSinceRender: (storage: string, name: string) =>
    `the release ${storage}/${name} changed while this run went on (it was deployed with the same release digest when the Kustomization was rendered, so nothing was rendered or checked to release now); run again`,
  /** Every failure line: the HelmRelease, its chart@version (once: Flux's texts name it), then the reason. */
  failed: (hr: string, chart: string, why: string) =>
    why.includes(` ${chart}`) ? `${hr}: ${why}` : `${hr}: chart ${chart}: ${why}`,
  crdsFailed: (why: string) => `failed to apply CustomResourceDefinitions: ${why}`,
} as const;
