import { describe, expect, it } from "vitest";
import { isNoopApply } from "../../src/apply/noop.js";
import type { KubeObject } from "../../src/cluster/types.js";

const desired: KubeObject = {
  apiVersion: "v1",
  kind: "ConfigMap",
  metadata: { name: "settings", namespace: "a", labels: { app: "web" } },
  data: { level: "info" },
};

function live(overrides: Partial<KubeObject> = {}, owned: object = ownedFields): KubeObject {
  return {
    apiVersion: "v1",
    kind: "ConfigMap",
    metadata: {
      name: "settings",
      namespace: "a",
      uid: "1",
      resourceVersion: "5",
      labels: { app: "web", "added-by": "someone-else" },
      managedFields: [
        {
          manager: "kustomize-sync",
          operation: "Apply",
          apiVersion: "v1",
          fieldsType: "FieldsV1",
          fieldsV1: owned,
        },
      ],
    },
    data: { level: "info" },
    ...overrides,
  };
}

const ownedFields = { "f:data": { "f:level": {} }, "f:metadata": { "f:labels": { "f:app": {} } } };

describe("provable no-op applies", () => {
  it("needs no dry-run when every desired value is live and every owned field is still desired", () => {
    expect(isNoopApply(desired, live(), "kustomize-sync")).toBe(true);
  });

  it("is not a no-op when a value differs", () => {
    expect(isNoopApply(desired, live({ data: { level: "debug" } }), "kustomize-sync")).toBe(false);
  });

  it("is not a no-op when a field we owned was removed from the manifest (the apply would delete it)", () => {
    const owned = { ...ownedFields, "f:data": { "f:level": {}, "f:removed": {} } };
    expect(isNoopApply(desired, live({}, owned), "kustomize-sync")).toBe(false);
  });

  it("falls back to a dry-run when our manager has no entry or another apiVersion", () => {
    expect(isNoopApply(desired, live(), "other-manager")).toBe(false);
    expect(isNoopApply({ ...desired, apiVersion: "v2" }, live(), "kustomize-sync")).toBe(false);
  });

  it("matches associative list entries by their keys", () => {
    const d: KubeObject = {
      apiVersion: "v1",
      kind: "Service",
      metadata: { name: "s" },
      spec: { ports: [{ name: "http", port: 80 }] },
    };
    const l = {
      ...d,
      spec: { ports: [{ name: "http", port: 80, protocol: "TCP", targetPort: 80 }] },
      metadata: {
        name: "s",
        managedFields: [
          {
            manager: "kustomize-sync",
            operation: "Apply",
            apiVersion: "v1",
            fieldsV1: {
              "f:spec": {
                "f:ports": { 'k:{"port":80,"protocol":"TCP"}': { ".": {}, "f:name": {}, "f:port": {} } },
              },
            },
          },
        ],
      },
    } as KubeObject;
    // The key names protocol, which the manifest leaves to the server's default: not provable.
    expect(isNoopApply(d, l, "kustomize-sync")).toBe(false);
    const keyedByName = structuredClone(l);
    (keyedByName.metadata.managedFields as { fieldsV1: object }[])[0]!.fieldsV1 = {
      "f:spec": { "f:ports": { 'k:{"port":80}': { ".": {}, "f:name": {}, "f:port": {} } } },
    };
    expect(isNoopApply(d, keyedByName, "kustomize-sync")).toBe(true);
  });
});
