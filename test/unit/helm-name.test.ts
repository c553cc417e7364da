import { describe, expect, it } from "vitest";
import { releaseName, releaseNamespace, shortenName, storageNamespace } from "../../src/helm/name.js";

// helm-controller internal/release/name_test.go (TestShortName), ported.
describe("shortenName (TestShortName)", () => {
  const cases = [
    { name: "release-name", expected: "release-name" },
    {
      name: "release-name-with-very-long-name-which-is-longer-than-53-characters",
      expected: "release-name-with-very-long-name-which-i-788ca0d0d7b0",
    },
    {
      name: "another-release-name-with-very-long-name-which-is-longer-than-53-characters",
      expected: "another-release-name-with-very-long-name-7e72150d5a36",
    },
    { name: "", expected: "" },
  ];
  it.each(cases)("$name", ({ name, expected }) => {
    const got = shortenName(name);
    expect(got).toBe(expected);
    expect(got.length).toBeLessThanOrEqual(53);
  });

  it("keeps a name of exactly 53 characters", () => {
    expect(shortenName("a".repeat(53))).toBe("a".repeat(53));
  });
});

describe("releaseName, releaseNamespace, storageNamespace (api/v2 GetReleaseName and friends)", () => {
  const base = { name: "podinfo", namespace: "flux-system" };

  it("is the HelmRelease's name by default, in its namespace", () => {
    expect(releaseName(base)).toBe("podinfo");
    expect(releaseNamespace(base)).toBe("flux-system");
    expect(storageNamespace(base)).toBe("flux-system");
  });

  it("prefixes the target namespace and installs there, storing in the HelmRelease's namespace", () => {
    const release = { ...base, targetNamespace: "apps" };
    expect(releaseName(release)).toBe("apps-podinfo");
    expect(releaseNamespace(release)).toBe("apps");
    expect(storageNamespace(release)).toBe("flux-system");
  });

  it("takes releaseName as given over the target namespace prefix", () => {
    expect(releaseName({ ...base, targetNamespace: "apps", releaseName: "web" })).toBe("web");
  });

  it("shortens a composed name over 53 characters", () => {
    const release = {
      ...base,
      targetNamespace: "release-name-with-very-long-name",
      name: "which-is-longer-than-53-characters",
    };
    expect(releaseName(release)).toBe("release-name-with-very-long-name-which-i-788ca0d0d7b0");
  });

  it("shortens a releaseName over 53 characters too", () => {
    expect(
      releaseName({
        ...base,
        releaseName: "another-release-name-with-very-long-name-which-is-longer-than-53-characters",
      }),
    ).toBe("another-release-name-with-very-long-name-7e72150d5a36");
  });

  it("stores the release where storageNamespace says", () => {
    expect(storageNamespace({ ...base, storageNamespace: "helm-state" })).toBe("helm-state");
  });
});
