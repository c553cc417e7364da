// HelmReleases rendered as helm-controller renders them: the chart from its source, the values
// composed as chartutil does, real Helm for the templates, then Flux's post-render.

export { HELM_CHART_LAYER } from "./chart-oci.js";
export { ChartFetcher, type ChartFetcherOptions } from "./charts.js";
export * from "./types.js";
