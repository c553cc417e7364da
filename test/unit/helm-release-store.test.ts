// Helm's storage read back: which revision an upgrade starts from, and a record decoded as Helm
// encodes it. (Held to real Helm in test/e2e/helm-plan.test.ts and helm-install.test.ts.)
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { currentRelease, decodeRelease, type StoredRelease } from "../../src/helm/index.js";

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
