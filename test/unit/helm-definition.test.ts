import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { helmReleaseFrom } from "../../src/helm/definition.js";
import { type KubeObject, parseYaml } from "../../src/model/index.js";

const FIXTURES = new URL("../fixtures/helm/definitions/", import.meta.url);

function fixture(name: string): KubeObject {
  return parseYaml(readFileSync(new URL(name, FIXTURES), "utf8")) as KubeObject;
}

type Editable = { apiVersion: string; spec: Record<string, unknown> };

/** A fixture with `change` applied to a copy of it. */
function edited(name: string, change: (object: Editable) => void): KubeObject {
  const object = structuredClone(fixture(name)) as unknown as Editable;
  change(object);
  return object as unknown as KubeObject;
}

describe("helmReleaseFrom: a valid HelmRelease becomes its spec", () => {
  it("carries every field helm-controller reads, in order", () => {
    const object = fixture("complete.yaml");
    const { spec, problems } = helmReleaseFrom(object, { file: "apps/podinfo.yaml", line: 2 });
    expect(problems).toEqual([]);
    expect(spec).toEqual({
      name: "podinfo",
      namespace: "apps",
      apiVersion: "helm.toolkit.fluxcd.io/v2",
      chart: {
        chart: "podinfo",
        version: ">=6.0.0 <7.0.0",
        sourceRef: { kind: "HelmRepository", name: "podinfo", namespace: "flux-system" },
        valuesFiles: ["values.yaml", "values-prod.yaml"],
        ignoreMissingValuesFiles: true,
        reconcileStrategy: "Revision",
      },
      releaseName: "web",
      targetNamespace: "web",
      storageNamespace: "helm-state",
      values: { replicaCount: 2, ui: { message: "hello" } },
      valuesFrom: [
        { kind: "ConfigMap", name: "podinfo-values" },
        {
          kind: "Secret",
          name: "podinfo-secrets",
          valuesKey: "redis.password",
          targetPath: "redis.auth.password",
          optional: true,
        },
        {
          kind: "ConfigMap",
          name: "podinfo-config",
          valuesKey: "application.yml",
          targetPath: "config.application\\.yml",
          literal: true,
        },
      ],
      postRenderers: [
        {
          kustomize: {
            patches: [
              {
                patch: "- op: add\n  path: /metadata/annotations/team\n  value: web\n",
                target: { kind: "Deployment", name: "podinfo" },
              },
            ],
            images: [{ name: "ghcr.io/stefanprodan/podinfo", newTag: "6.7.1" }],
          },
        },
      ],
      commonMetadata: { labels: { team: "web" }, annotations: { owner: "platform" } },
      install: {
        crds: "CreateReplace",
        createNamespace: true,
        disableSchemaValidation: true,
        disableOpenAPIValidation: false,
        disableWait: true,
        timeout: "10m",
        remediation: { retries: 3 },
      },
      upgrade: {
        crds: "Skip",
        disableSchemaValidation: false,
        disableOpenAPIValidation: true,
        disableHooks: true,
        disableWaitForJobs: true,
        cleanupOnFail: true,
        remediation: { retries: 2, remediateLastFailure: false, strategy: "uninstall" },
      },
      rollback: { disableWait: true, timeout: "1m" },
      uninstall: { keepHistory: true, timeout: "2m" },
      maxHistory: 10,
      waitStrategy: "legacy",
      dependsOn: [
        { name: "cert-manager", namespace: "cert-manager" },
        { name: "redis", namespace: "apps" },
      ],
      suspend: false,
      timeout: "5m",
      interval: "10m",
      serviceAccountName: "deployer",
      postRenderStrategy: "combined",
      driftDetection: {
        mode: "warn",
        ignore: [{ paths: ["/spec/replicas"], target: { kind: "Deployment" } }],
      },
      object,
      source: { file: "apps/podinfo.yaml", line: 2 },
    });
  });

  it("fills the CRD's defaults and the namespace it is rendered into", () => {
    const { spec, problems } = helmReleaseFrom(fixture("chartref-minimal.yaml"), undefined, "flux-system");
    expect(problems).toEqual([]);
    expect(spec).toMatchObject({
      name: "podinfo",
      namespace: "flux-system",
      chartRef: { kind: "OCIRepository", name: "podinfo" },
      valuesFrom: [],
      postRenderers: [],
      install: {},
      upgrade: {},
      dependsOn: [],
      suspend: false,
    });
    expect(spec?.chart).toBeUndefined();
    expect(spec?.values).toBeUndefined();
  });

  it("gives a chart without a version the CRD's `*` and ChartVersion strategy", () => {
    const { spec } = helmReleaseFrom(fixture("chart-in-git.yaml"));
    expect(spec?.chart).toEqual({
      chart: "./charts/app",
      version: "*",
      sourceRef: { kind: "GitRepository", name: "fleet", namespace: "flux-system" },
      valuesFiles: [],
      reconcileStrategy: "ChartVersion",
    });
  });

  it("copies the inline values, so a later step cannot write into the object", () => {
    const object = fixture("complete.yaml");
    const { spec } = helmReleaseFrom(object);
    (spec?.values?.ui as Record<string, unknown>).message = "changed";
    expect(
      (object as unknown as { spec: { values: { ui: { message: string } } } }).spec.values.ui.message,
    ).toBe("hello");
  });
});

describe("helmReleaseFrom: what helm-controller's schema rejects, one line each", () => {
  it("names each field error in the API server's words", () => {
    const { spec, problems } = helmReleaseFrom(fixture("invalid.yaml"));
    expect(spec).toBeUndefined();
    expect(problems.sort()).toEqual(
      [
        'spec.chart.spec.sourceRef.kind: Unsupported value: "OCIRepository": supported values: "HelmRepository", "GitRepository", "Bucket"',
        'spec.releaseName: Invalid value: "this-release-name-is-far-too-long-for-helm-which-allows-53": must be no more than 53 characters',
        "spec.valuesFrom[0].targetPath: Invalid value: \"a b\": must match '^([a-zA-Z0-9_\\-.\\\\\\/]|\\[[0-9]{1,5}\\])+$'",
        'spec.install.crds: Unsupported value: "Always": supported values: "Skip", "Create", "CreateReplace"',
        'spec: Invalid value: "object": either chart or chartRef must be set',
        'spec.interval: Invalid value: "5 minutes": must be a duration such as "30s", "5m" or "1h30m"',
        'spec.postRenderStrategy: Unsupported value: "hooks": supported values: "nohooks", "combined", "separate"',
        'spec.valuesFrom[0].literal: Invalid value: "string": must be of type boolean',
      ].sort(),
    );
  });

  it("requires an interval", () => {
    const object = edited("chartref-minimal.yaml", (o) => {
      delete o.spec.interval;
    });
    expect(helmReleaseFrom(object).problems).toEqual(["spec.interval: Required value"]);
  });

  it("requires a name", () => {
    const object = edited("chartref-minimal.yaml", (o) => {
      (o as unknown as { metadata: object }).metadata = {};
    });
    expect(helmReleaseFrom(object).problems).toEqual(["metadata.name: Required value"]);
  });

  it("refuses inline values that are not a mapping, which helm-controller cannot decode", () => {
    const object = edited("chartref-minimal.yaml", (o) => {
      o.spec.values = ["replicaCount", 2];
    });
    expect(helmReleaseFrom(object).problems).toEqual([
      'spec.values: Invalid value: "array": must be of type object',
    ]);
  });

  it("requires one of chart and chartRef", () => {
    const object = edited("chartref-minimal.yaml", (o) => {
      delete o.spec.chartRef;
    });
    expect(helmReleaseFrom(object).problems).toEqual([
      'spec: Invalid value: "object": either chart or chartRef must be set',
    ]);
  });

  it("refuses a chartRef kind helm-controller cannot read", () => {
    const object = edited("chartref-minimal.yaml", (o) => {
      (o.spec.chartRef as Record<string, unknown>).kind = "GitRepository";
    });
    expect(helmReleaseFrom(object).problems).toEqual([
      'spec.chartRef.kind: Unsupported value: "GitRepository": supported values: "OCIRepository", "HelmChart", "ExternalArtifact"',
    ]);
  });

  it("says helm-controller v1.6 serves only v2", () => {
    const object = edited("chartref-minimal.yaml", (o) => {
      o.apiVersion = "helm.toolkit.fluxcd.io/v2beta2";
    });
    expect(helmReleaseFrom(object).problems).toEqual([
      'apiVersion: Unsupported value: "helm.toolkit.fluxcd.io/v2beta2": supported values: "helm.toolkit.fluxcd.io/v2"',
    ]);
  });

  it("refuses a retryInterval with a strategy that does not retry", () => {
    const object = edited("chartref-minimal.yaml", (o) => {
      o.spec.install = { strategy: { name: "RemediateOnFailure", retryInterval: "1m" } };
      o.spec.upgrade = { strategy: { name: "RemediateOnFailure", retryInterval: "1m" } };
    });
    expect(helmReleaseFrom(object).problems).toEqual([
      "spec.install.strategy: Invalid value: \"object\": .retryInterval cannot be set when .name is 'RemediateOnFailure'",
      "spec.upgrade.strategy: Invalid value: \"object\": .retryInterval can only be set when .name is 'RetryOnFailure'",
    ]);
  });

  it("refuses a kubeConfig with neither a ConfigMap nor a Secret", () => {
    const object = edited("chartref-minimal.yaml", (o) => {
      o.spec.kubeConfig = {};
    });
    expect(helmReleaseFrom(object).problems).toEqual([
      'spec.kubeConfig: Invalid value: "object": exactly one of spec.kubeConfig.configMapRef or spec.kubeConfig.secretRef must be specified',
    ]);
  });
});
