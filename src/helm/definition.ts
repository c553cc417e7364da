// HelmRelease definitions read as helm-controller v1.6 reads them: validated against its
// published schema (helm.toolkit.fluxcd.io/v2, the only version v1.6 serves), then carried into
// HelmReleaseSpec with the CRD's defaults applied, every field the render steps use filled.
import { HelmRelease as HelmReleaseV2 } from "@kubernetes-models/flux-cd/helm.toolkit.fluxcd.io/v2/HelmRelease";
import {
  at,
  DURATION,
  dependencies,
  driftIgnoreRule,
  enumValue,
  type FieldError,
  fieldText,
  formatFieldPath,
  patch,
  problemText,
  validateWithModel,
} from "../config/index.js";
import {
  type ActionRemediation,
  type ChartSourceRef,
  type CrdPolicy,
  DEFAULT_NAMESPACE,
  HELM_GROUP,
  type HelmChartTemplate,
  type HelmReleaseSpec,
  type ImageOverride,
  isRecord,
  type KubeObject,
  type PostRenderer,
  type SourceLocation,
  type ValuesReference,
} from "../model/index.js";
import { definitionText } from "./messages.js";

/** The HelmRelease API versions helm-controller v1.6 serves (v2beta1/v2beta2 were removed). */
export const HELM_RELEASE_API_VERSIONS = [`${HELM_GROUP}/v2`] as const;

type Json = Record<string, unknown>;
type FieldPath = Array<string | number>;
type PostRenderStrategy = NonNullable<HelmReleaseSpec["postRenderStrategy"]>;
type DriftMode = NonNullable<NonNullable<HelmReleaseSpec["driftDetection"]>["mode"]>;
type WaitStrategy = NonNullable<HelmReleaseSpec["waitStrategy"]>;

/**
 * One HelmRelease object (as rendered by its Kustomization, or as written in a file) to its spec,
 * or the problems that stop it, one line each in the API server's field.Error words
 * (`spec.interval: Required value`); the caller names the HelmRelease and its file:line.
 */
export function helmReleaseFrom(
  object: KubeObject,
  source?: SourceLocation,
  defaultNamespace: string = DEFAULT_NAMESPACE,
): { spec?: HelmReleaseSpec; problems: string[] } {
  const raw = object as unknown as Json;
  if (raw.kind !== "HelmRelease") {
    return { problems: [`kind: ${fieldText.unsupported(raw.kind ?? "", ["HelmRelease"])}`] };
  }
  const apiVersion = String(raw.apiVersion ?? "");
  if (!(HELM_RELEASE_API_VERSIONS as readonly string[]).includes(apiVersion)) {
    return { problems: [problemText.unknownApiVersion(apiVersion, HELM_RELEASE_API_VERSIONS)] };
  }
  const errors = validateWithModel(HelmReleaseV2, raw, [
    ...metadataRules(raw.metadata),
    ...(isRecord(raw.spec) ? crdRules(raw.spec) : []),
  ]);
  if (errors.length > 0) {
    return { problems: errors.map((e) => `${formatFieldPath(e.path)}: ${e.message}`) };
  }
  return { spec: normalise(object, raw.spec as Json, defaultNamespace, source), problems: [] };
}

const POST_RENDER_STRATEGIES = ["nohooks", "combined", "separate"] as const;

/** Duration fields of helm-controller v1.6's CRD (a kubebuilder pattern the package's schema lacks). */
const DURATION_FIELDS: FieldPath[] = [
  ["interval"],
  ["timeout"],
  ["chart", "spec", "interval"],
  ["install", "timeout"],
  ["install", "strategy", "retryInterval"],
  ["upgrade", "timeout"],
  ["upgrade", "strategy", "retryInterval"],
  ["rollback", "timeout"],
  ["test", "timeout"],
  ["uninstall", "timeout"],
];

/**
 * The rules of helm-controller v1.6's CRD that @kubernetes-models/flux-cd's schema does not
 * carry: its CEL rules (x-kubernetes-validations), duration patterns, and the fields added after
 * the package was generated (postRenderStrategy, valuesFrom[].literal). Null counts as absent.
 */
function crdRules(spec: Json): FieldError[] {
  const errors: FieldError[] = [];
  const has = (value: unknown) => value !== undefined && value !== null;
  // spec.values is free-form JSON in the CRD, but helm-controller decodes it into a map: anything
  // else fails every reconcile, so it is said here.
  if (has(spec.values) && !isRecord(spec.values)) {
    errors.push(at(["spec", "values"], fieldText.wrongType(spec.values, "object")));
  }
  if (has(spec.chart) === has(spec.chartRef)) {
    errors.push(at(["spec"], fieldText.rule(spec, definitionText.chartOrChartRef)));
  }
  for (const path of DURATION_FIELDS) {
    const value = valueAt(spec, path);
    if (typeof value === "string" && !DURATION.test(value)) {
      errors.push(at(["spec", ...path], fieldText.duration(value)));
    }
  }
  errors.push(...enumValue(spec.postRenderStrategy, ["spec", "postRenderStrategy"], POST_RENDER_STRATEGIES));
  if (Array.isArray(spec.valuesFrom)) {
    spec.valuesFrom.forEach((ref, i) => {
      if (isRecord(ref) && has(ref.literal) && typeof ref.literal !== "boolean") {
        errors.push(at(["spec", "valuesFrom", i, "literal"], fieldText.wrongType(ref.literal, "boolean")));
      }
    });
  }
  if (isRecord(spec.kubeConfig) && has(spec.kubeConfig.configMapRef) === has(spec.kubeConfig.secretRef)) {
    errors.push(at(["spec", "kubeConfig"], fieldText.rule(spec.kubeConfig, definitionText.kubeConfigOneOf)));
  }
  for (const [action, rule] of [
    ["install", retryRule(definitionText.remediateRetry, (name) => name !== "RemediateOnFailure")],
    ["upgrade", retryRule(definitionText.retryOnly, (name) => name === "RetryOnFailure")],
  ] as const) {
    const strategy = valueAt(spec, [action, "strategy"]);
    if (isRecord(strategy)) errors.push(...rule(strategy, ["spec", action, "strategy"]));
  }
  return errors;
}

/** A name, which every Kubernetes object needs (the package's schema leaves metadata open). */
function metadataRules(metadata: unknown): FieldError[] {
  const name = isRecord(metadata) ? metadata.name : undefined;
  return typeof name === "string" && name !== ""
    ? []
    : [{ path: ["metadata", "name"], message: fieldText.required, linePath: ["metadata"] }];
}

/** The CEL rule on `<action>.strategy`: retryInterval only with the strategies that retry. */
function retryRule(message: string, allows: (name: unknown) => boolean) {
  return (strategy: Json, path: FieldPath): FieldError[] =>
    strategy.retryInterval !== undefined && strategy.retryInterval !== null && !allows(strategy.name)
      ? [at(path, fieldText.rule(strategy, message))]
      : [];
}

function normalise(
  object: KubeObject,
  spec: Json,
  defaultNamespace: string,
  source?: SourceLocation,
): HelmReleaseSpec {
  const namespace = object.metadata.namespace || defaultNamespace;
  const install = record(spec.install);
  const upgrade = record(spec.upgrade);
  const uninstall = record(spec.uninstall);
  const rollback = record(spec.rollback);
  const drift = isRecord(spec.driftDetection) ? spec.driftDetection : undefined;
  return {
    name: object.metadata.name,
    namespace,
    apiVersion: object.apiVersion,
    ...(isRecord(spec.chart) ? { chart: chartTemplate(record(spec.chart.spec)) } : {}),
    ...(isRecord(spec.chartRef) ? { chartRef: sourceRef(spec.chartRef) } : {}),
    ...optional("releaseName", spec.releaseName),
    ...optional("targetNamespace", spec.targetNamespace),
    ...optional("storageNamespace", spec.storageNamespace),
    // spec.values is apiextensions JSON: a copy, so later steps cannot write into the object.
    ...(isRecord(spec.values) ? { values: structuredClone(spec.values) } : {}),
    valuesFrom: list(spec.valuesFrom).map(valuesReference),
    postRenderers: list(spec.postRenderers).map(postRenderer),
    ...(isRecord(spec.commonMetadata)
      ? {
          commonMetadata: {
            ...stringMapField("labels", spec.commonMetadata.labels),
            ...stringMapField("annotations", spec.commonMetadata.annotations),
          },
        }
      : {}),
    install: {
      ...crdPolicy(install.crds),
      ...flag("createNamespace", install.createNamespace),
      ...flag("disableSchemaValidation", install.disableSchemaValidation),
      ...flag("disableOpenAPIValidation", install.disableOpenAPIValidation),
      ...actionFlags(install),
      ...flag("disableWaitForJobs", install.disableWaitForJobs),
      ...remediation(install.remediation),
    },
    upgrade: {
      ...crdPolicy(upgrade.crds),
      ...flag("disableSchemaValidation", upgrade.disableSchemaValidation),
      ...flag("disableOpenAPIValidation", upgrade.disableOpenAPIValidation),
      ...actionFlags(upgrade),
      ...flag("disableWaitForJobs", upgrade.disableWaitForJobs),
      ...flag("cleanupOnFail", upgrade.cleanupOnFail),
      ...upgradeRemediation(upgrade.remediation),
    },
    rollback: {
      ...actionFlags(rollback),
      ...flag("disableWaitForJobs", rollback.disableWaitForJobs),
    },
    uninstall: {
      ...flag("keepHistory", uninstall.keepHistory),
      ...actionFlags(uninstall),
    },
    ...(typeof spec.maxHistory === "number" ? { maxHistory: spec.maxHistory } : {}),
    ...optional<"waitStrategy", WaitStrategy>("waitStrategy", record(spec.waitStrategy).name),
    // helm-controller's dependsOn: other HelmReleases, namespace defaulting to this one's.
    dependsOn: dependencies(spec.dependsOn, namespace, true),
    suspend: spec.suspend === true,
    ...optional("timeout", spec.timeout),
    ...optional("interval", spec.interval),
    ...optional("serviceAccountName", spec.serviceAccountName),
    ...optional<"postRenderStrategy", PostRenderStrategy>("postRenderStrategy", spec.postRenderStrategy),
    ...(drift
      ? {
          driftDetection: {
            ...optional<"mode", DriftMode>("mode", drift.mode),
            ignore: list(drift.ignore).map(driftIgnoreRule),
          },
        }
      : {}),
    object,
    ...(source ? { source } : {}),
  };
}

/** spec.chart.spec with the CRD's defaults: version `*`, reconcileStrategy ChartVersion. */
function chartTemplate(spec: Json): HelmChartTemplate {
  return {
    chart: String(spec.chart),
    version: typeof spec.version === "string" && spec.version !== "" ? spec.version : "*",
    sourceRef: sourceRef(record(spec.sourceRef)),
    valuesFiles: Array.isArray(spec.valuesFiles) ? spec.valuesFiles.map(String) : [],
    ...flag("ignoreMissingValuesFiles", spec.ignoreMissingValuesFiles),
    reconcileStrategy: typeof spec.reconcileStrategy === "string" ? spec.reconcileStrategy : "ChartVersion",
  };
}

/** The fields install, upgrade, rollback and uninstall share. */
function actionFlags(action: Json) {
  return {
    ...flag("disableHooks", action.disableHooks),
    ...flag("disableWait", action.disableWait),
    ...optional("timeout", action.timeout),
  };
}

function remediation(value: unknown): { remediation?: ActionRemediation } {
  if (!isRecord(value)) return {};
  return {
    remediation: {
      ...(typeof value.retries === "number" ? { retries: value.retries } : {}),
      ...flag("remediateLastFailure", value.remediateLastFailure),
    },
  };
}

function upgradeRemediation(value: unknown): { remediation?: HelmReleaseSpec["upgrade"]["remediation"] } {
  if (!isRecord(value)) return {};
  const strategy =
    value.strategy === "rollback" || value.strategy === "uninstall" ? value.strategy : undefined;
  return { remediation: { ...remediation(value).remediation, ...(strategy ? { strategy } : {}) } };
}

function crdPolicy(value: unknown): { crds?: CrdPolicy } {
  return typeof value === "string" ? { crds: value as CrdPolicy } : {};
}

function sourceRef(ref: Json): ChartSourceRef {
  return { kind: String(ref.kind), name: String(ref.name), ...optional("namespace", ref.namespace) };
}

function valuesReference(ref: Json): ValuesReference {
  return {
    kind: ref.kind as ValuesReference["kind"],
    name: String(ref.name),
    ...optional("valuesKey", ref.valuesKey),
    ...optional("targetPath", ref.targetPath),
    ...flag("optional", ref.optional),
    ...flag("literal", ref.literal),
  };
}

function postRenderer(entry: Json): PostRenderer {
  if (!isRecord(entry.kustomize)) return {};
  return {
    kustomize: {
      patches: list(entry.kustomize.patches).map(patch),
      images: list(entry.kustomize.images).map(image),
    },
  };
}

function image(entry: Json): ImageOverride {
  return {
    name: String(entry.name),
    ...optional("newName", entry.newName),
    ...optional("newTag", entry.newTag),
    ...optional("digest", entry.digest),
  };
}

/** `{ key: value }` for a non-empty string, else nothing (absent stays absent). */
function optional<K extends string, V extends string = string>(key: K, value: unknown): { [P in K]?: V } {
  return (typeof value === "string" && value !== "" ? { [key]: value } : {}) as { [P in K]?: V };
}

function flag<K extends string>(key: K, value: unknown): { [P in K]?: boolean } {
  return (typeof value === "boolean" ? { [key]: value } : {}) as { [P in K]?: boolean };
}

function stringMapField<K extends string>(key: K, value: unknown): { [P in K]?: Record<string, string> } {
  if (!isRecord(value)) return {};
  return { [key]: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])) } as {
    [P in K]?: Record<string, string>;
  };
}

function record(value: unknown): Json {
  return isRecord(value) ? value : {};
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function valueAt(root: unknown, path: FieldPath): unknown {
  let node = root;
  for (const segment of path) {
    if (!isRecord(node)) return undefined;
    node = node[segment];
  }
  return node;
}
