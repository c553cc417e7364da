import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  decodeInventory,
  encodeInventory,
  type Inventory,
  InventoryDamagedError,
  inventoryName,
  MAX_ENCODED_BYTES,
} from "../../src/inventory/codec.js";

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
    expect(decodeInventory({ ...cm, metadata: { ...cm.metadata, resourceVersion: "7" } })).toEqual({
      ...inv,
      entries: [...inv.entries].sort((a, b) => (a.id < b.id ? -1 : 1)),
      stored: [{ name: "kustomize-sync.flux-system.apps", resourceVersion: "7" }],
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
    ).toThrow("ConfigMap/y/x: not a kustomize-sync inventory");
  });
});

describe("inventory identity (issue 15 item 4)", () => {
  it("names the inventory and its lock after the Kustomization's namespace and name", () => {
    expect(inventoryName({ namespace: "flux-system", name: "apps" })).toBe("kustomize-sync.flux-system.apps");
    expect(inventoryName({ namespace: "team-a", name: "apps" })).toBe("kustomize-sync.team-a.apps");
  });

  it("keeps long names within the API's limit, distinct per namespace", () => {
    const name = "n".repeat(253);
    const a = inventoryName({ namespace: "team-a", name });
    const b = inventoryName({ namespace: "team-b", name });
    expect(a.length).toBeLessThanOrEqual(253);
    expect(a).not.toBe(b);
  });
});

describe("damaged inventories (issue 15 item 8)", () => {
  const base = () => encodeInventory(inventory(2));
  const damage = (cm: ReturnType<typeof base>) => {
    try {
      decodeInventory(cm);
    } catch (err) {
      expect(err).toBeInstanceOf(InventoryDamagedError);
      return (err as InventoryDamagedError).message;
    }
    throw new Error("decoded a damaged inventory");
  };

  it("names a hand-edited entry's line", () => {
    const cm = base();
    cm.data = { entries: "flux-system_web_apps_Deployment v1\nweb deployment\n" };
    expect(damage(cm)).toBe(
      "ConfigMap/flux-system/kustomize-sync.flux-system.apps: line 2 of its entries is not '<namespace>_<name>_<group>_<kind> <version>': \"web deployment\"",
    );
  });

  it("refuses an entry whose name would address another API path", () => {
    const cm = base();
    cm.data = { entries: "flux-system_web/../secrets_apps_Deployment v1" };
    expect(damage(cm)).toContain("line 1 of its entries");
  });

  it("says entries.gz is not gzip", () => {
    const cm = base();
    delete cm.data;
    cm.binaryData = { "entries.gz": Buffer.from("plain text, not gzip").toString("base64") };
    expect(damage(cm)).toBe(
      "ConfigMap/flux-system/kustomize-sync.flux-system.apps: entries.gz is not gzip data",
    );
  });

  it("keeps the owner of a damaged inventory, so a run knows whether it is its own", () => {
    const cm = base();
    delete cm.data;
    cm.binaryData = { "entries.gz": gzipSync("not an entry").toString("base64") };
    const error = (() => {
      try {
        decodeInventory(cm);
      } catch (err) {
        return err as InventoryDamagedError;
      }
    })();
    expect(error).toBeInstanceOf(InventoryDamagedError);
    expect(error?.owner).toEqual({ namespace: "flux-system", name: "apps" });
  });
});
