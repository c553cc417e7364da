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
  helmStopped: (why: string) => `helm template was stopped: ${why}`,
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
