import { describe, expect, it } from "vitest";
import { compareForApply, stageOf } from "../../src/apply/order.js";
import type { KubeObject } from "../../src/cluster/types.js";

const obj = (apiVersion: string, kind: string, name: string, namespace?: string): KubeObject => ({
  apiVersion,
  kind,
  metadata: { name, ...(namespace ? { namespace } : {}) },
});

describe("apply order", () => {
  it("sorts by Flux's kind order with webhooks last and custom kinds before them", () => {
    const objects = [
      obj("admissionregistration.k8s.io/v1", "ValidatingWebhookConfiguration", "v"),
      obj("example.com/v1", "Widget", "w", "a"),
      obj("apps/v1", "Deployment", "d", "a"),
      obj("v1", "Service", "s", "a"),
      obj("storage.k8s.io/v1", "StorageClass", "fast"),
      obj("v1", "Namespace", "a"),
      obj("apiextensions.k8s.io/v1", "CustomResourceDefinition", "widgets.example.com"),
      obj("v1", "ConfigMap", "c", "a"),
      obj("rbac.authorization.k8s.io/v1", "ClusterRole", "r"),
    ];
    expect(objects.sort(compareForApply).map((o) => o.kind)).toEqual([
      "CustomResourceDefinition",
      "Namespace",
      "ClusterRole",
      "StorageClass",
      "ConfigMap",
      "Service",
      "Deployment",
      "Widget",
      "ValidatingWebhookConfiguration",
    ]);
  });

  it("puts CRDs, Namespaces and ClusterRoles in stage 0 and *Class kinds in stage 1", () => {
    expect(
      ["CustomResourceDefinition", "Namespace", "ClusterRole", "IngressClass", "Deployment"].map(stageOf),
    ).toEqual([0, 0, 0, 1, 2]);
  });
});
