import { describe, expect, it } from "vitest";
import {
  decodeInventory,
  encodeInventory,
  type Inventory,
  MAX_ENCODED_BYTES,
} from "../../src/inventory/index.js";

function inventory(count: number, name = "apps"): Inventory {
  return {
    kustomization: { namespace: "flux-system", name },
    namespace: "flux-system",
    entries: Array.from({ length: count }, (_, i) => ({
      id: `team-${i % 37}_object-with-a-realistic-name-${i}_apps_Deployment`,
      v: "v1",
    })),
    revision: "main@sha1:0123456789abcdef0123456789abcdef01234567",
    deletionPolicy: "MirrorPrune",
    prune: true,
    scope: "clusters/production",
    updatedAt: "2026-11-22T00:00:00.000Z",
  };
}

describe("inventory ConfigMap", () => {
  it("round-trips a small inventory as plain text", () => {
    const inv = inventory(3);
    const cm = encodeInventory(inv);
    expect(cm.data).toBeDefined();
    expect(cm.binaryData).toBeUndefined();
    expect(decodeInventory({ ...cm, metadata: { ...cm.metadata } })).toEqual({
      ...inv,
      entries: [...inv.entries].sort((a, b) => (a.id < b.id ? -1 : 1)),
    });
  });

  it("compresses 20,000 entries well under the 1 MiB object limit and decodes them back", () => {
    const inv = inventory(20_000);
    const cm = encodeInventory(inv);
    const size = JSON.stringify(cm).length;
    expect((cm.binaryData as Record<string, string> | undefined)?.["entries.gz"]).toBeDefined();
    expect(size).toBeLessThan(MAX_ENCODED_BYTES / 2);
    expect(decodeInventory(cm).entries).toHaveLength(20_000);
  });

  it("refuses clearly, naming the Kustomization, long before the API's object limit", () => {
    const inv = inventory(0);
    // Random ids do not compress: a few hundred thousand of them exceed the limit.
    inv.entries = Array.from({ length: 120_000 }, () => ({
      id: `ns_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}_apps_Deployment`,
      v: "v1",
    }));
    expect(() => encodeInventory(inv)).toThrow(
      /inventory of Kustomization flux-system\/apps is too large: 120000 objects encode to \d+ bytes, over the \d+-byte limit/,
    );
  });

  it("rejects a ConfigMap that is not an inventory with its name", () => {
    expect(() =>
      decodeInventory({ apiVersion: "v1", kind: "ConfigMap", metadata: { name: "x", namespace: "y" } }),
    ).toThrow("ConfigMap/y/x is not a kustomize-sync inventory");
  });
});
