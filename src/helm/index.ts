// HelmReleases rendered as helm-controller renders them: the chart from its source, the values
// composed as chartutil does, real Helm for the templates, then Flux's post-render.
export * from "./types.js";
