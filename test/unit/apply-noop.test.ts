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
    // The key names protocol, which the manifest leaves to the server's default (TCP): provable.
    expect(isNoopApply(d, l, "kustomize-sync")).toBe(true);
    const keyedByName = structuredClone(l);
    (keyedByName.metadata.managedFields as { fieldsV1: object }[])[0]!.fieldsV1 = {
      "f:spec": { "f:ports": { 'k:{"port":80}': { ".": {}, "f:name": {}, "f:port": {} } } },
    };
    expect(isNoopApply(d, keyedByName, "kustomize-sync")).toBe(true);
  });
});

/** A live object as the API server returns it after our apply: `owned` is our managedFields entry. */
function applied(object: KubeObject, liveSpec: object, owned: object): KubeObject {
  return {
    ...object,
    metadata: {
      ...object.metadata,
      managedFields: [
        { manager: "kustomize-sync", operation: "Apply", apiVersion: object.apiVersion, fieldsV1: owned },
      ],
    },
    spec: liveSpec,
  } as KubeObject;
}

describe("provable no-op applies: list keys the API server defaults", () => {
  const service = (ports: object[]): KubeObject => ({
    apiVersion: "v1",
    kind: "Service",
    metadata: { name: "web", namespace: "a" },
    spec: { ports },
  });
  const servicePortKey = (key: object, fields: object = { ".": {}, "f:port": {}, "f:targetPort": {} }) => ({
    "f:spec": { "f:ports": { [`k:${JSON.stringify(key)}`]: fields } },
  });
  const liveServiceSpec = { ports: [{ port: 80, protocol: "TCP", targetPort: 8080 }], type: "ClusterIP" };

  it("proves a Service whose port leaves protocol to the server's default", () => {
    const live = applied(
      service([{ port: 80 }]),
      liveServiceSpec,
      servicePortKey({ port: 80, protocol: "TCP" }),
    );
    expect(isNoopApply(service([{ port: 80, targetPort: 8080 }]), live, "kustomize-sync")).toBe(true);
  });

  it("still dry-runs a Service whose port changed, or whose protocol is no longer the default", () => {
    const live = applied(
      service([{ port: 80 }]),
      liveServiceSpec,
      servicePortKey({ port: 80, protocol: "TCP" }),
    );
    expect(isNoopApply(service([{ port: 80, targetPort: 9090 }]), live, "kustomize-sync")).toBe(false);
    expect(
      isNoopApply(service([{ port: 80, protocol: "UDP", targetPort: 8080 }]), live, "kustomize-sync"),
    ).toBe(false);
    expect(isNoopApply(service([{ port: 81, targetPort: 8080 }]), live, "kustomize-sync")).toBe(false);
  });

  it("accepts a missing key field only for the value the server defaults it to", () => {
    const udp = applied(
      service([{ port: 53 }]),
      { ports: [{ port: 53, protocol: "UDP", targetPort: 53 }] },
      servicePortKey({ port: 53, protocol: "UDP" }),
    );
    // Not something an apply of this manifest produces; a missing protocol is TCP, not UDP.
    expect(isNoopApply(service([{ port: 53 }]), udp, "kustomize-sync")).toBe(false);
  });

  it("still dry-runs when we owned the protocol and the manifest no longer sets it", () => {
    const live = applied(
      service([{ port: 80 }]),
      liveServiceSpec,
      servicePortKey(
        { port: 80, protocol: "TCP" },
        { ".": {}, "f:port": {}, "f:protocol": {}, "f:targetPort": {} },
      ),
    );
    expect(isNoopApply(service([{ port: 80, targetPort: 8080 }]), live, "kustomize-sync")).toBe(false);
    expect(
      isNoopApply(service([{ port: 80, protocol: "TCP", targetPort: 8080 }]), live, "kustomize-sync"),
    ).toBe(true);
  });

  it("treats two items that could be the keyed one as doubt", () => {
    const ports = [{ port: 80 }, { port: 80, protocol: "TCP" }];
    const live = applied(
      service(ports),
      { ports: [ports[1], ports[1]] },
      servicePortKey({ port: 80, protocol: "TCP" }, { ".": {}, "f:port": {} }),
    );
    expect(isNoopApply(service(ports), live, "kustomize-sync")).toBe(false);
  });

  /** `{a: {b: leaf}}` for the path a.b, with `prefix` before every field name (`f:` in FieldsV1). */
  const nest = (path: readonly string[], leaf: object, prefix = ""): Record<string, object> =>
    path.reduceRight<Record<string, object>>(
      (inner, field) => ({ [`${prefix}${field}`]: inner }),
      leaf as never,
    );

  /** A workload with one container port that leaves protocol out, applied: its pod spec at `podSpecPath`. */
  const workload = (apiVersion: string, kind: string, podSpecPath: readonly string[]) => {
    const podSpec = (port: object) => ({ containers: [{ name: "app", image: "nginx", ports: [port] }] });
    const desired = {
      apiVersion,
      kind,
      metadata: { name: "app", namespace: "a" },
      ...nest(podSpecPath, podSpec({ containerPort: 8080 })),
    } as KubeObject;
    const owned = nest(
      podSpecPath,
      {
        "f:containers": {
          'k:{"name":"app"}': {
            ".": {},
            "f:image": {},
            "f:name": {},
            "f:ports": { 'k:{"containerPort":8080,"protocol":"TCP"}': { ".": {}, "f:containerPort": {} } },
          },
        },
      },
      "f:",
    );
    const liveSpec = nest(podSpecPath, podSpec({ containerPort: 8080, protocol: "TCP" })).spec!;
    return { desired, live: applied(desired, liveSpec, owned) };
  };

  it("proves workloads whose container ports leave protocol to the server's default", () => {
    const template = ["spec", "template", "spec"];
    for (const [apiVersion, kind, podSpecPath] of [
      ["apps/v1", "Deployment", template],
      ["apps/v1", "StatefulSet", template],
      ["apps/v1", "DaemonSet", template],
      ["batch/v1", "Job", template],
      ["batch/v1", "CronJob", ["spec", "jobTemplate", "spec", "template", "spec"]],
      ["v1", "Pod", ["spec"]],
    ] as const) {
      const { desired, live } = workload(apiVersion, kind, podSpecPath);
      expect(isNoopApply(desired, live, "kustomize-sync"), kind).toBe(true);
    }
  });

  it("does not assume the server's defaults for a custom resource of the same shape", () => {
    const { desired, live } = workload("example.com/v1", "Deployment", ["spec", "template", "spec"]);
    expect(isNoopApply(desired, live, "kustomize-sync")).toBe(false);
    // Nor for a built-in kind where its pod spec is not.
    const misplaced = workload("apps/v1", "Deployment", ["spec", "template"]);
    expect(isNoopApply(misplaced.desired, misplaced.live, "kustomize-sync")).toBe(false);
  });
});
