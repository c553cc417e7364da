import { printableUrl } from "../sources/messages.js";

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
