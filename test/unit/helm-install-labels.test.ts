import { describe, expect, it } from "vitest";
import {
  type DesiredRelease,
  holderOf,
  ownedBy,
  ownerLabels,
  RELEASE_DIGEST_LABEL,
  releaseDigest,
  releaseLabels,
} from "../../src/helm/release-labels.js";
import { helmReleaseSpec } from "../support/helm-release.js";

const OWNER = { name: "apps", namespace: "flux-system" };

function desired(fields: Partial<DesiredRelease> = {}): DesiredRelease {
  return {
    release: helmReleaseSpec(),
    chart: { name: "web", version: "1.0.0", digest: "sha256:abc" },
    values: { replicas: 2, image: { tag: "1.0" } },
    releaseName: "podinfo",
    releaseNamespace: "apps",
    storageNamespace: "apps",
    ...fields,
  };
}

describe("release owner labels", () => {
  it("name the Kustomization with the object owner labels and the HelmRelease beside them", () => {
    expect(ownerLabels(OWNER, { name: "podinfo", namespace: "apps" })).toEqual({
      "kustomize-sync.io/name": "apps",
      "kustomize-sync.io/namespace": "flux-system",
      "kustomize-sync.io/helmrelease-name": "podinfo",
      "kustomize-sync.io/helmrelease-namespace": "apps",
    });
  });

  it("own a release only when all four match", () => {
    const labels = releaseLabels(OWNER, { name: "podinfo", namespace: "apps" }, "d");
    expect(ownedBy(labels, OWNER, { name: "podinfo", namespace: "apps" })).toBe(true);
    expect(ownedBy(labels, { ...OWNER, name: "other" }, { name: "podinfo", namespace: "apps" })).toBe(false);
    expect(ownedBy(labels, OWNER, { name: "podinfo", namespace: "web" })).toBe(false);
    expect(ownedBy({ owner: "helm", name: "podinfo" }, OWNER, { name: "podinfo", namespace: "apps" })).toBe(
      false,
    );
    expect(ownedBy(undefined, OWNER, { name: "podinfo", namespace: "apps" })).toBe(false);
  });

  it("say who holds a release that is not ours", () => {
    const theirs = ownerLabels(
      { name: "infra", namespace: "flux-system" },
      { name: "redis", namespace: "db" },
    );
    expect(holderOf(theirs)).toBe("Kustomization/flux-system/infra for HelmRelease/db/redis");
    expect(holderOf({ owner: "helm" })).toMatch(/^a release without kustomize-sync's owner labels/);
  });
});

describe("release digest", () => {
  it("is 48 hex digits, a valid label value, and carried by releaseLabels", () => {
    const digest = releaseDigest(desired());
    expect(digest).toMatch(/^[0-9a-f]{48}$/);
    expect(releaseLabels(OWNER, { name: "podinfo", namespace: "apps" }, digest)[RELEASE_DIGEST_LABEL]).toBe(
      digest,
    );
  });

  it("does not depend on the order of keys in the values", () => {
    expect(releaseDigest(desired({ values: { image: { tag: "1.0" }, replicas: 2 } }))).toBe(
      releaseDigest(desired()),
    );
  });

  const changes: [string, Partial<DesiredRelease>][] = [
    ["a value", { values: { replicas: 3, image: { tag: "1.0" } } }],
    ["the chart version", { chart: { name: "web", version: "1.0.1", digest: "sha256:abc" } }],
    [
      "the chart digest (same version republished)",
      { chart: { name: "web", version: "1.0.0", digest: "sha256:def" } },
    ],
    ["the release name", { releaseName: "web" }],
    ["the release namespace", { releaseNamespace: "web" }],
    [
      "a post-renderer",
      {
        release: helmReleaseSpec({
          postRenderers: [{ kustomize: { patches: [], images: [{ name: "nginx", newTag: "2" }] } }],
        }),
      },
    ],
    ["commonMetadata", { release: helmReleaseSpec({ commonMetadata: { labels: { team: "web" } } }) }],
    ["the post-render strategy", { release: helmReleaseSpec({ postRenderStrategy: "nohooks" }) }],
    ["the install CRD policy", { release: helmReleaseSpec({ install: { crds: "Skip" } }) }],
    ["disableHooks", { release: helmReleaseSpec({ upgrade: { disableHooks: true } }) }],
    ["the HelmRelease (its origin labels)", { release: helmReleaseSpec({ name: "other" }) }],
  ];
  it.each(changes)("changes with %s", (_, fields) => {
    expect(releaseDigest(desired(fields))).not.toBe(releaseDigest(desired()));
  });

  it("stays the same when only how the action runs changes (timeouts, remediation, wait)", () => {
    const tuned = helmReleaseSpec({
      timeout: "10m",
      install: { remediation: { retries: 3 }, disableWait: true },
      upgrade: { remediation: { retries: 2, strategy: "uninstall" }, timeout: "1m" },
      uninstall: { keepHistory: true },
    });
    expect(releaseDigest(desired({ release: tuned }))).toBe(releaseDigest(desired()));
  });

  it("counts createNamespace only with a targetNamespace, as helm-controller does", () => {
    const plain = releaseDigest(desired());
    expect(releaseDigest(desired({ release: helmReleaseSpec({ install: { createNamespace: true } }) }))).toBe(
      plain,
    );
    expect(
      releaseDigest(
        desired({ release: helmReleaseSpec({ targetNamespace: "web", install: { createNamespace: true } }) }),
      ),
    ).not.toBe(releaseDigest(desired({ release: helmReleaseSpec({ targetNamespace: "web" }) })));
  });
});
