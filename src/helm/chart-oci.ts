// Helm charts in OCI registries, as source-controller and helm-controller read them: a `type: oci`
// HelmRepository's chart is `<url>/<chart>` at a tag chosen by semver (oci_chart_repository.go),
// an OCIRepository's chart is a layer of its artifact, and helm-controller stamps the artifact's
// digest into `.Chart.Version` (helmrelease_controller.go mutateChartWithSourceRevision).
import { type OciLayer, type OciRepositoryClient, resolveOciReference } from "../sources/oci.js";
import type { OCIRepositorySource } from "../sources/types.js";
import { parseVersion, versionString } from "./chart-semver.js";
import { chartTag, chartTagVersions, isConcreteVersion, selectTagVersion } from "./chart-version.js";
import { chartText } from "./messages.js";

/** The media type of a Helm chart's content in a registry (Helm's registry.ChartLayerMediaType). */
export const HELM_CHART_LAYER = "application/vnd.cncf.helm.chart.content.v1.tar+gzip";
/** What Helm before 3.8 pushed (registry.LegacyChartLayerMediaType). */
const LEGACY_CHART_LAYER = "application/tar+gzip";

/** `X.Y.Z+meta` as Masterminds' SetMetadata and String() write it. */
export function withBuildMetadata(version: string, metadata: string): string {
  const parsed = parseVersion(version);
  if (!parsed) throw new Error(`invalid chart version ${version}`);
  return versionString({ ...parsed, metadata });
}

/**
 * The chart layer of `<url>/<chart>` for `version`: a concrete version is pulled as its tag
 * (`+` written `_`) without listing tags; a range is matched against the registry's tags.
 */
export async function repositoryChartLayer(
  client: OciRepositoryClient,
  chart: string,
  version: string,
): Promise<OciLayer> {
  let chosen = version;
  if (!isConcreteVersion(version)) {
    const versions = chartTagVersions(await client.tags());
    if (versions.length === 0) throw new Error(`unable to locate any tags in provided repository: ${chart}`);
    chosen = selectTagVersion(versions, version);
  }
  const { layers } = await client.manifest(chartTag(chosen));
  const layer =
    layers.find((l) => l.mediaType === HELM_CHART_LAYER) ??
    layers.find((l) => l.mediaType === LEGACY_CHART_LAYER);
  if (!layer) throw new Error(chartText.noChartLayer(`${client.repository}:${chartTag(chosen)}`));
  return layer;
}

/**
 * The chart layer of an OCIRepository's artifact (layerSelector's media type, else Helm's chart
 * layer, else the first, as source-controller takes the first) and Flux's revision of it.
 */
export async function artifactChartLayer(
  client: OciRepositoryClient,
  source: Pick<OCIRepositorySource, "ref" | "layerSelector">,
): Promise<{ layer: OciLayer; revision: string }> {
  const { reference, label } = await resolveOciReference(client, source.ref);
  const { digest, layers } = await client.manifest(reference);
  if (source.ref.digest && source.ref.digest !== digest)
    throw new Error(`the manifest's digest is ${digest}, not ${source.ref.digest}`);
  const wanted = source.layerSelector?.mediaType;
  const layer = wanted
    ? layers.find((l) => l.mediaType === wanted)
    : (layers.find((l) => l.mediaType === HELM_CHART_LAYER) ?? layers[0]);
  if (!layer) throw new Error(chartText.noChartLayer(`${client.repository}:${reference}`));
  return { layer, revision: label ? `${label}@${digest}` : digest };
}

/**
 * `.Chart.Version` of a chart from an OCIRepository, as helm-controller's
 * mutateChartWithSourceRevision sets it: a semver tag must equal the chart's version; the
 * digest's first 12 hex digits become the build metadata.
 */
export function chartVersionForRevision(chartVersion: string, revision: string): string {
  const at = revision.indexOf("@");
  if (at >= 0) {
    const tag = revision.slice(0, at);
    const tagVersion = parseVersion(tag.replaceAll("_", "+"));
    const version = parseVersion(chartVersion);
    if (tagVersion && version) {
      const equal =
        tagVersion.major === version.major &&
        tagVersion.minor === version.minor &&
        tagVersion.patch === version.patch &&
        tagVersion.pre === version.pre;
      if (!equal) throw new Error(chartText.ociVersionMismatch(tag, chartVersion));
    }
  }
  const pair = revision.slice(at + 1).split(":");
  if (pair.length !== 2 || (pair[1] ?? "").length < 12)
    throw new Error(`invalid artifact revision ${revision}`);
  return withBuildMetadata(chartVersion, pair[1]!.slice(0, 12));
}
