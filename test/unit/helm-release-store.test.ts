// Helm's storage read back: which revision an upgrade starts from, and what a Secret that is not
// a release gives. (The decoding itself is held to real Helm in test/e2e/helm-plan.test.ts.)
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { currentRelease, type StoredRelease, storedReleaseOf } from "../../src/helm/index.js";

const revision = (version: number, status: string): StoredRelease => ({
  name: "app",
  namespace: "apps",
  version,
  status,
  manifest: "",
  labels: {},
});

function storageSecret(record: unknown, labels: Record<string, string>) {
  const helmEncoded = gzipSync(Buffer.from(JSON.stringify(record))).toString("base64");
  return {
    apiVersion: "v1",
    kind: "Secret",
    metadata: { name: "sh.helm.release.v1.app.v2", namespace: "apps", labels },
    data: { release: Buffer.from(helmEncoded).toString("base64") },
  };
}

describe("Helm's release storage", () => {
  it("starts an upgrade from the last deployed revision, else the latest", () => {
    expect(
      currentRelease([revision(1, "superseded"), revision(2, "deployed"), revision(3, "failed")])?.version,
    ).toBe(2);
    expect(currentRelease([revision(1, "failed"), revision(2, "failed")])?.version).toBe(2);
    expect(currentRelease([])).toBeUndefined();
  });

  it("reads a revision's manifest, chart and own labels, never Helm's system labels", () => {
    const stored = storedReleaseOf(
      storageSecret(
        {
          name: "app",
          namespace: "apps",
          version: 2,
          info: { status: "deployed" },
          chart: { metadata: { name: "webapp", version: "1.1.0" } },
          manifest: "---\nkind: ConfigMap\n",
          config: { password: "canary-not-read" },
        },
        { owner: "helm", name: "app", status: "deployed", version: "2", "kustomize-sync.io/name": "apps" },
      ),
    );
    expect(stored).toEqual({
      name: "app",
      namespace: "apps",
      version: 2,
      status: "deployed",
      chart: { name: "webapp", version: "1.1.0" },
      manifest: "---\nkind: ConfigMap\n",
      labels: { "kustomize-sync.io/name": "apps" },
    });
    expect(JSON.stringify(stored)).not.toContain("canary");
  });

  it("gives nothing for a Secret that is not a release", () => {
    expect(
      storedReleaseOf({ apiVersion: "v1", kind: "Secret", metadata: { name: "x" }, data: {} }),
    ).toBeUndefined();
    const notJson = {
      apiVersion: "v1",
      kind: "Secret",
      metadata: { name: "x" },
      data: { release: "bm90IGpzb24=" },
    };
    expect(storedReleaseOf(notJson)).toBeUndefined();
  });
});
