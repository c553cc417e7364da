// The chart version source-controller picks, on tables ported from source-controller
// (internal/helm/repository chart_repository_test.go TestChartRepository_GetChartVersion,
// oci_chart_repository_test.go TestOCIChartRepository_Get) and from Masterminds semver v3.5.0
// (constraints_test.go TestConstraintsCheck), the semver both use.
import semver from "semver";
import { describe, expect, it } from "vitest";
import { parseConstraints, parseStrictVersion, parseVersion } from "../../src/helm/chart-semver.js";
import {
  chartTag,
  chartTagVersions,
  type IndexChartVersion,
  isConcreteVersion,
  selectIndexVersion,
  selectTagVersion,
} from "../../src/helm/chart-version.js";

const now = Date.parse("2026-11-26T12:00:00Z");
const at = (ms: number) => new Date(ms).toISOString();

const INDEX: IndexChartVersion[] = [
  { version: "0.0.1" },
  { version: "0.1.0" },
  { version: "0.1.1" },
  { version: "0.1.5+b.min.minute", created: at(now - 60_000) },
  { version: "0.1.5+a.min.hour", created: at(now - 3_600_000) },
  { version: "0.1.5+c.now", created: at(now) },
  { version: "0.2.0" },
  { version: "1.0.0" },
  { version: "1.1.0-rc.1" },
].map((v) => ({ name: "chart", urls: [`chart-${v.version}.tgz`], ...v }));

describe("chart versions from a repository index (as source-controller's getChartVersion)", () => {
  it.each([
    { name: "exact match", version: "0.0.1", want: "0.0.1" },
    { name: "stable version", version: "", want: "1.0.0" },
    { name: "stable version (asterisk)", version: "*", want: "1.0.0" },
    { name: "semver range", version: "<1.0.0", want: "0.2.0" },
    { name: "match newest if ambiguous", version: "0.1.5", want: "0.1.5+c.now" },
    {
      name: "an exact string match wins over a higher matching version",
      version: "0.1.5+a.min.hour",
      want: "0.1.5+a.min.hour",
    },
    { name: "a prerelease in the range opens it to prereleases", version: ">=1.0.0-0", want: "1.1.0-rc.1" },
    { name: "a prerelease asked for exactly", version: "1.1.0-rc.1", want: "1.1.0-rc.1" },
    { name: "comma is AND", version: ">=0.1.0, <0.2.0", want: "0.1.5+c.now" },
    { name: "a two-part version is a tilde range", version: "0.1", want: "0.1.5+c.now" },
  ])("$name: '$version' → $want", ({ version, want }) => {
    expect(selectIndexVersion("chart", INDEX, version).version).toBe(want);
  });

  it("says which range found nothing, in source-controller's words", () => {
    expect(() => selectIndexVersion("chart", INDEX, ">2.0.0")).toThrow(
      "no 'chart' chart with version matching '>2.0.0' found",
    );
  });

  it("refuses an invalid constraint", () => {
    expect(() => selectIndexVersion("chart", INDEX, "not a version")).toThrow(/improper constraint/);
  });

  it("ignores index versions that have not three parts (fluxcd/pkg/version.ParseVersion)", () => {
    const entries = [...INDEX, { name: "chart", version: "2.0", urls: [] }];
    expect(selectIndexVersion("chart", entries, "").version).toBe("1.0.0");
  });
});

const TAGS = [
  "0.0.1",
  "0.1.0",
  "0.1.1",
  "0.1.5+b.min.minute",
  "0.1.5+a.min.hour",
  "0.1.5+c.now",
  "0.2.0",
  "0.9.0",
  "0.10.0",
  "1.0.0",
  "1.1.0-rc.1",
];

describe("chart versions from registry tags (as source-controller's OCIChartRepository)", () => {
  it.each([
    { name: "latest stable version", version: "", want: "1.0.0" },
    { name: "latest stable version (asterisk)", version: "*", want: "1.0.0" },
    { name: "latest stable version (semver range)", version: ">=0.1.5", want: "1.0.0" },
    { name: "0.2.0 (semver range)", version: "0.2.x", want: "0.2.0" },
    { name: "0.10.0", version: "0.*", want: "0.10.0" },
  ])("$name: '$version' → $want", ({ version, want }) => {
    expect(selectTagVersion(TAGS, version)).toBe(want);
  });

  it("pulls a concrete version as its tag without listing tags", () => {
    expect(isConcreteVersion("0.1.0")).toBe(true);
    expect(isConcreteVersion("v1.2.3")).toBe(true);
    expect(isConcreteVersion("")).toBe(false);
    expect(isConcreteVersion("0.2.x")).toBe(false);
  });

  it("errors for an unfulfilled range in source-controller's words", () => {
    expect(() => selectTagVersion(TAGS, ">2.0.0")).toThrow(
      "could not locate a version matching provided version string >2.0.0",
    );
  });

  it("reads `_` in tags as `+`, keeps only strict semver, highest first", () => {
    expect(chartTagVersions(["1.0.0", "v2.0.0", "latest", "1.0.1_abc", "01.2.3", "1.1.0-rc.1"])).toEqual([
      "1.1.0-rc.1",
      "1.0.1+abc",
      "1.0.0",
    ]);
    expect(chartTag("1.0.1+abc")).toBe("1.0.1_abc");
  });
});

// Masterminds semver v3.5.0 constraints_test.go TestConstraintsCheck (rows where npm semver differs marked).
const CHECKS: [string, string, boolean][] = [
  ["*", "1.2.3", true],
  ["~0.0.0", "1.2.3", true],
  ["0.x.x", "1.2.3", false],
  ["0.0.x", "1.2.3", false],
  ["0.0.0", "1.2.3", false],
  ["^0.0.0", "1.2.3", false],
  ["= 2.0", "1.2.3", false],
  ["= 2.0", "2.0.0", true],
  ["4.1", "4.1.0", true],
  ["4.1.x", "4.1.3", true],
  ["1.x", "1.4", true],
  ["!=4.1", "4.1.0", false],
  ["!=4.1-alpha", "4.1.0-alpha", false],
  ["!=4.1-alpha", "4.1.1-alpha", false],
  ["!=4.1-alpha", "4.1.0", true],
  ["!=4.1", "5.1.0", true],
  ["!=4.x", "5.1.0", true],
  ["!=4.x", "4.1.0", false],
  ["!=4.1.x", "4.2.0", true],
  ["!=4.2.x", "4.2.3", false],
  [">1.1", "4.1.0", true],
  [">1.1", "1.1.0", false],
  ["<1.1", "0.1.0", true],
  ["<1.1", "1.1.0", false],
  ["<1.1", "1.1.1", false],
  ["<1.x", "1.1.1", false],
  ["<1.x", "0.1.1", true],
  ["<1.x", "2.0.0", false],
  ["<1.1.x", "1.2.1", false],
  ["<1.1.x", "1.1.500", false],
  ["<1.1.x", "1.0.500", true],
  ["<1.2.x", "1.1.1", true],
  [">=1.1", "4.1.0", true],
  [">=1.1", "4.1.0-beta", false],
  [">=1.1", "1.1.0", true],
  [">=1.1", "0.0.9", false],
  ["<=1.1", "0.1.0", true],
  ["<=1.1", "0.1.0-alpha", false],
  ["<=1.1-a", "0.1.0-alpha", true],
  ["<=1.1", "1.1.0", true],
  ["<=1.x", "1.1.0", true],
  ["<=2.x", "3.0.0", false],
  ["<=1.1", "1.1.1", true],
  ["<=1.1.x", "1.2.500", false],
  ["<=4.5", "3.4.0", true],
  ["<=4.5", "3.7.0", true],
  ["<=4.5", "4.6.3", false],
  [">1.1, <2", "1.1.1", false],
  [">1.1, <2", "1.2.1", true],
  [">1.1, <3", "4.3.2", false],
  [">=1.1, <2, !=1.2.3", "1.2.3", false],
  [">1.1 <2", "1.1.1", false],
  [">1.1 <2", "1.2.1", true],
  [">1.1    <3", "4.3.2", false],
  [">=1.1    <2    !=1.2.3", "1.2.3", false],
  [">=1.1, <2, !=1.2.3 || > 3", "4.1.2", true],
  [">=1.1, <2, !=1.2.3 || > 3", "3.1.2", false],
  [">=1.1, <2, !=1.2.3 || >= 3", "3.0.0", true],
  [">=1.1, <2, !=1.2.3 || > 3", "3.0.0", false],
  [">=1.1, <2, !=1.2.3 || > 3", "1.2.3", false],
  [">= 1.1 <2 != 1.2.3 || > 3", "4.1.2", true],
  [">= 1.1 < 2 !=1.2.3 || > 3", "3.0.0", false],
  [">= 1.0.0  <= 2.0.0-beta", "1.0.1-beta", true],
  [">= 1.0.0  <= 2.0.0-beta", "1.0.1", true],
  [">= 1.0.0  <= 2.0.0-beta", "3.0.0", false],
  [">= 1.0.0  <= 2.0.0-beta || > 3", "1.0.1-beta", true],
  [">= 1.0.0  <= 2.0.0-beta || > 3", "3.0.1-beta", false],
  [">= 1.0.0  <= 2.0.0-beta != 1.0.1 || > 3", "1.0.1-beta", true],
  [">= 1.0.0  <= 2.0.0-beta != 1.0.1-beta || > 3", "1.0.1-beta", false],
  [">= 1.0.0-0  <= 2.0.0", "1.0.1-beta", true],
  ["1.1 - 2", "1.1.1", true],
  ["1.5.0 - 4.5", "3.7.0", true],
  ["1.1-3", "4.3.2", false],
  ["^1.1", "1.1.1", true],
  ["^1.1", "4.3.2", false],
  ["^1.x", "1.1.1", true],
  ["^2.x", "1.1.1", false],
  ["^1.x", "2.1.1", false],
  ["^1.x", "1.1.1-beta1", false],
  ["^1.1.2-alpha", "1.2.1-beta1", true],
  ["^1.2.x-alpha", "1.1.1-beta1", false],
  ["^0.0.1", "0.0.1", true],
  ["^0.0.1", "0.3.1", false],
  ["~*", "2.1.1", true],
  ["~1", "2.1.1", false],
  ["~1", "1.3.5", true],
  ["~1", "1.4", true],
  ["~1.x", "2.1.1", false],
  ["~1.x", "1.3.5", true],
  ["~1.x", "1.4", true],
  ["~1.1", "1.1.1", true],
  ["~1.1", "1.1.1-alpha", false],
  ["~1.1-alpha", "1.1.1-beta", true],
  ["~1.1.1-beta", "1.1.1-alpha", false],
  ["~1.1.1-beta", "1.1.1", true],
  ["~1.2.3", "1.2.5", true],
  ["~1.2.3", "1.2.2", false],
  ["~1.2.3", "1.3.2", false],
  ["~1.1", "1.2.3", false],
  ["~1.3", "2.4.5", false],
  ["1.0.0 - 2.0.0 <=2.0.0", "1.5.0", true],
  ["1.0.0 - 2.0.0, <=2.0.0", "1.5.0", true],
];

describe("Masterminds semver constraints (the semver of Helm and source-controller)", () => {
  it.each(CHECKS)("'%s' against %s is %s", (constraint, version, want) => {
    const v = parseVersion(version);
    expect(v).toBeDefined();
    expect(parseConstraints(constraint).check(v!)).toBe(want);
  });

  it("differs from npm semver where a chart range would pick another version", () => {
    // A prerelease in the range: npm admits prereleases of 1.0.0 only, Masterminds any in range.
    expect(parseConstraints(">= 1.0.0-0  <= 2.0.0").check(parseVersion("1.0.1-beta")!)).toBe(true);
    expect(semver.satisfies("1.0.1-beta", ">= 1.0.0-0  <= 2.0.0")).toBe(false);
    // Comma is AND; npm cannot read it.
    expect(parseConstraints(">1.1, <2").check(parseVersion("1.2.1")!)).toBe(true);
    expect(semver.validRange(">1.1, <2")).toBeNull();
  });

  it("parses versions as NewVersion (coerced) and StrictNewVersion", () => {
    expect(parseVersion("v1.2")).toMatchObject({ major: 1n, minor: 2n, patch: 0n });
    expect(parseVersion("01.02.03")).toMatchObject({ major: 1n, minor: 2n, patch: 3n });
    expect(parseVersion("1.2.3-01")).toBeUndefined();
    expect(parseStrictVersion("v1.2.3")).toBeUndefined();
    expect(parseStrictVersion("1.2")).toBeUndefined();
    expect(parseStrictVersion("1.2.3-rc.1+build.5")).toMatchObject({ pre: "rc.1", metadata: "build.5" });
  });
});
