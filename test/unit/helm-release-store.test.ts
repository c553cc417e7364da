// Helm's storage read back: which revision an upgrade starts from, and a record decoded as Helm
// encodes it. (Held to real Helm in test/e2e/helm-plan.test.ts and helm-install.test.ts.)
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  currentRelease,
  decodeRelease,
  placesOfStoredSecrets,
  type StoredRelease,
} from "../../src/helm/index.js";

const revision = (version: number, status: string): StoredRelease => ({
  revision: version,
  status,
  labels: {},
  secret: { apiVersion: "v1", kind: "Secret", metadata: { name: `sh.helm.release.v1.app.v${version}` } },
});

describe("Helm's release storage", () => {
  it("starts an upgrade from the last deployed revision, else the latest", () => {
    expect(
      currentRelease([revision(1, "superseded"), revision(2, "deployed"), revision(3, "failed")])?.revision,
    ).toBe(2);
    expect(currentRelease([revision(1, "failed"), revision(2, "failed")])?.revision).toBe(2);
    expect(currentRelease([])).toBeUndefined();
  });

  it("decodes the record: the API's base64, Helm's base64, gzip, JSON", () => {
    const record = { name: "app", namespace: "apps", version: 2, manifest: "---\nkind: ConfigMap\n" };
    const helmEncoded = gzipSync(Buffer.from(JSON.stringify(record))).toString("base64");
    const stored = revision(2, "deployed");
    stored.secret.data = { release: Buffer.from(helmEncoded).toString("base64") };
    expect(decodeRelease(stored)).toEqual(record);
  });
});

describe("where a removed HelmRelease's release is, from its storage Secrets", () => {
  const secret = (namespace: string, name: string, version: number, releaseNamespace: string) => ({
    apiVersion: "v1",
    kind: "Secret",
    type: "helm.sh/release.v1",
    metadata: {
      name: `sh.helm.release.v1.${name}.v${version}`,
      namespace,
      labels: { owner: "helm", name, version: String(version) },
    },
    data: {
      release: Buffer.from(
        gzipSync(Buffer.from(JSON.stringify({ name, namespace: releaseNamespace, version }))).toString(
          "base64",
        ),
      ).toString("base64"),
    },
  });

  it.each([
    {
      case: "stored with its objects",
      secrets: [secret("apps", "web", 1, "apps")],
      places: [{ releaseName: "web", releaseNamespace: "apps", storageNamespace: "apps" }],
    },
    {
      case: "stored apart from its objects (targetNamespace)",
      secrets: [secret("flux", "web", 1, "apps"), secret("flux", "web", 2, "apps")],
      places: [{ releaseName: "web", releaseNamespace: "apps", storageNamespace: "flux" }],
    },
    {
      case: "stored apart, with copies left staged in the release namespace (either order)",
      secrets: [secret("apps", "web", 2, "apps"), secret("flux", "web", 1, "apps")],
      places: [{ releaseName: "web", releaseNamespace: "apps", storageNamespace: "flux" }],
    },
    {
      case: "two releases",
      secrets: [secret("flux", "a", 1, "apps"), secret("apps", "b", 1, "apps")],
      places: [
        { releaseName: "a", releaseNamespace: "apps", storageNamespace: "flux" },
        { releaseName: "b", releaseNamespace: "apps", storageNamespace: "apps" },
      ],
    },
  ])("$case", ({ secrets, places }) => {
    expect(placesOfStoredSecrets(secrets)).toEqual(places);
  });
});
