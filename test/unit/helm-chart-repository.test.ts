// Reading a chart repository and naming an OCI chart's version, on tables ported from
// source-controller (chart_repository_test.go TestIndexFromBytes, TestChartRepository_DownloadChart)
// and helm-controller (helmrelease_controller_test.go Test_TryMutateChartWithSourceRevision).
import { describe, expect, it } from "vitest";
import { chartVersionForRevision } from "../../src/helm/chart-oci.js";
import { indexUrl, parseIndex, resolveChartUrl } from "../../src/helm/chart-repository.js";

describe("a repository's index.yaml", () => {
  it("reads entries with their digest", () => {
    const index = parseIndex(`
apiVersion: v1
entries:
  nginx:
    - urls:
        - https://kubernetes-charts.storage.googleapis.com/nginx-0.2.0.tgz
      name: nginx
      description: string
      version: 0.2.0
      home: https://github.com/something/else
      digest: "sha256:${"ab".repeat(32)}"
`);
    expect(index.get("nginx")).toEqual([
      {
        name: "nginx",
        version: "0.2.0",
        urls: ["https://kubernetes-charts.storage.googleapis.com/nginx-0.2.0.tgz"],
        digest: "ab".repeat(32),
      },
    ]);
  });

  it("refuses an index without API version", () => {
    expect(() => parseIndex("entries:\n  nginx:\n    - name: nginx\n")).toThrow("no API version specified");
  });

  it("refuses an index with a duplicate entry", () => {
    expect(() =>
      parseIndex('apiVersion: v1\nentries:\n  nginx:\n    - name: nginx"\n  nginx:\n    - name: nginx\n'),
    ).toThrow(/invalid index\.yaml/);
  });

  it("drops entries Helm's metadata validation drops (no name, a version semver cannot read)", () => {
    const index = parseIndex(
      "apiVersion: v1\nentries:\n  app:\n    - {name: app, version: 1.0.0, urls: [a.tgz]}\n    - {name: app, version: not-a-version}\n    - {version: 2.0.0}\n",
    );
    expect(index.get("app")?.map((e) => e.version)).toEqual(["1.0.0"]);
  });
});

describe("chart URLs", () => {
  it.each([
    ["https://example.com", "charts/foo-1.0.0.tgz", "https://example.com/charts/foo-1.0.0.tgz"],
    ["https://example.com/sub/", "foo-1.0.0.tgz", "https://example.com/sub/foo-1.0.0.tgz"],
    ["https://example.com/sub", "foo-1.0.0.tgz", "https://example.com/sub/foo-1.0.0.tgz"],
    ["https://example.com/sub?token=x", "foo-1.0.0.tgz", "https://example.com/sub/foo-1.0.0.tgz?token=x"],
    ["https://example.com", "https://cdn.example.org/foo-1.0.0.tgz", "https://cdn.example.org/foo-1.0.0.tgz"],
  ])("%s + %s → %s", (base, reference, want) => {
    expect(resolveChartUrl(base, reference)).toBe(want);
  });

  it("finds index.yaml under the repository URL", () => {
    expect(indexUrl("https://example.com/charts/")).toBe("https://example.com/charts/index.yaml");
    expect(indexUrl("http://127.0.0.1:8080")).toBe("http://127.0.0.1:8080/index.yaml");
  });
});

describe("the version helm-controller gives a chart from an OCIRepository", () => {
  const digest = "sha256:9933f58f8bf459eb199d59ebc8a05683f3944e1242d9f5467d99aa2cf08a5370";
  it.each([
    {
      name: "valid version and revision",
      version: "1.2.3",
      revision: `1.2.3@${digest}`,
      want: "1.2.3+9933f58f8bf4",
    },
    {
      name: "valid version and revision without version",
      version: "1.2.3",
      revision: digest,
      want: "1.2.3+9933f58f8bf4",
    },
    {
      name: "a tag that is not semver",
      version: "1.2.3",
      revision: `latest@${digest}`,
      want: "1.2.3+9933f58f8bf4",
    },
    {
      name: "`_` in the tag read as `+`",
      version: "1.2.3+abc",
      revision: `1.2.3_abc@${digest}`,
      want: "1.2.3+9933f58f8bf4",
    },
  ])("$name", ({ version, revision, want }) => {
    expect(chartVersionForRevision(version, revision)).toBe(want);
  });

  it.each([
    { name: "valid version and invalid revision", version: "1.2.3", revision: `1.2.4@${digest}` },
    { name: "invalid version", version: "sha:123456", revision: "1.2.3@sha:123456" },
  ])("$name is an error", ({ version, revision }) => {
    expect(() => chartVersionForRevision(version, revision)).toThrow();
  });
});
