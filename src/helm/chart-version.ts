// Which chart version source-controller picks for `chart.spec.version` (internal/helm/repository
// chart_repository.go getChartVersion, oci_chart_repository.go getLastMatchingVersionOrConstraint).
import {
  type ChartSemver,
  compareVersions,
  parseConstraints,
  parseFluxVersion,
  parseStrictVersion,
  parseVersion,
  versionString,
} from "./chart-semver.js";

/** One `entries.<chart>[]` of a repository's index.yaml, as far as selection and download need it. */
export interface IndexChartVersion {
  name: string;
  version: string;
  urls: string[];
  /** Hex sha256 of the package (index.yaml `digest`), when the index gives one. */
  digest?: string;
  /** `created` (RFC 3339), used to order versions that differ only by build metadata. */
  created?: string;
}

/** Why no version was chosen, in source-controller's words. */
export class ChartVersionError extends Error {
  override name = "ChartVersionError";
}

function constraintsFor(version: string) {
  const latestStable = version === "" || version === "*";
  try {
    return parseConstraints(latestStable ? "*" : version);
  } catch (error) {
    throw new ChartVersionError((error as Error).message);
  }
}

const createdTime = (entry: IndexChartVersion) => {
  const time = entry.created ? Date.parse(entry.created) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * The index entry for `version` (a semver constraint; empty or `*` is the latest stable): an
 * exact string match first, else the highest version that satisfies it, the newest `created`
 * among versions equal but for build metadata.
 */
export function selectIndexVersion(
  name: string,
  versions: readonly IndexChartVersion[],
  version: string,
): IndexChartVersion {
  if (versions.length === 0) throw new ChartVersionError("no chart version found");
  if (version !== "") {
    const exact = versions.find((v) => v.version === version);
    if (exact) return exact;
  }
  const constraints = constraintsFor(version);
  const matched: { semver: ChartSemver; entry: IndexChartVersion }[] = [];
  for (const entry of versions) {
    const semver = parseFluxVersion(entry.version);
    if (semver && constraints.check(semver)) matched.push({ semver, entry });
  }
  if (matched.length === 0)
    throw new ChartVersionError(`no '${name}' chart with version matching '${version}' found`);
  matched.sort((a, b) => compareVersions(b.semver, a.semver) || createdTime(b.entry) - createdTime(a.entry));
  return matched[0]!.entry;
}

/**
 * The chart versions a registry's tags stand for, as Helm's registry client lists them: `_` read
 * as `+` (OCI tags cannot hold `+`), only strict semver, highest first.
 */
export function chartTagVersions(tags: readonly string[]): string[] {
  const versions = tags.flatMap((tag) => {
    const v = parseStrictVersion(tag.replaceAll("_", "+"));
    return v ? [v] : [];
  });
  versions.sort((a, b) => compareVersions(b, a));
  return versions.map(versionString);
}

/** A version that needs no tag list: source-controller pulls it as the tag directly. */
export function isConcreteVersion(version: string): boolean {
  return parseFluxVersion(version) !== undefined;
}

/** The OCI chart version for `version` among the registry's chart versions (see chartTagVersions). */
export function selectTagVersion(versions: readonly string[], version: string): string {
  if (version !== "" && versions.includes(version)) return version;
  const constraints = constraintsFor(version);
  const matched = versions.flatMap((v) => {
    const semver = parseFluxVersion(v);
    return semver && constraints.check(semver) ? [semver] : [];
  });
  if (matched.length === 0)
    throw new ChartVersionError(`could not locate a version matching provided version string ${version}`);
  matched.sort((a, b) => compareVersions(b, a));
  return matched[0]!.original;
}

/** The OCI tag of a chart version (Helm stores `+` as `_`). */
export function chartTag(version: string): string {
  return version.replaceAll("+", "_");
}

/** Helm's chart metadata check for index entries: a name and a version semver can read. */
export function isValidIndexEntry(entry: { name?: unknown; version?: unknown }): boolean {
  return (
    typeof entry.name === "string" &&
    entry.name !== "" &&
    typeof entry.version === "string" &&
    parseVersion(entry.version) !== undefined
  );
}
