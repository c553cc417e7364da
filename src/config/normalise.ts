import {
  type BuildMetadataOption,
  type DeletionPolicy,
  type DependencyRef,
  type DriftIgnoreRule,
  type HealthCheckExpr,
  type HealthCheckRef,
  isRecord,
  type KustomizationSpec,
  type KustomizePatch,
  PATCH_TARGET_FIELDS,
  type PatchTarget,
  type SourceLocation,
} from "../model/index.js";
import { normalisePath } from "./checks.js";
import { problemText } from "./messages.js";
import { FLUX_API_VERSIONS, type FluxApiVersion } from "./schema.js";

type Json = Record<string, unknown>;

/**
 * Flux leaves healthChecks[].apiVersion optional; we read a missing one as apps/v1 because
 * nearly every health check in the wild names a Deployment (see REFERENCE.md).
 */
export const DEFAULT_HEALTH_CHECK_API_VERSION = "apps/v1";

/**
 * Turns one schema-valid Kustomization of any served version into the v1 shape, carrying every
 * field of kustomize-controller v1.9's schema. The older versions differ in fields v1 dropped:
 * `validation` and the two legacy patch lists `patchesStrategicMerge` / `patchesJson6902`. The
 * controller reads every served version as v1, so it ignores them; so do we, with a warning
 * that says so (applying them would render objects Flux never applies). Fields v1 added are not
 * read from v1beta2/v1beta1 objects: their schemas do not know them, so the API server would
 * have pruned them before Flux saw the object.
 */
export function normaliseKustomization(
  object: Json,
  apiVersion: FluxApiVersion,
  defaultNamespace: string,
  source: SourceLocation,
): KustomizationSpec {
  const metadata = object.metadata as Json;
  const spec = object.spec as Json;
  const name = String(metadata.name);
  const namespace = stringOr(metadata.namespace) || defaultNamespace;
  const isV1 = apiVersion === FLUX_API_VERSIONS[0];
  const v1Fields: Json = isV1 ? spec : {};
  const postBuild = isRecord(spec.postBuild) ? spec.postBuild : undefined;
  const substituteStrategy = isRecord(v1Fields.postBuild) ? v1Fields.postBuild.substituteStrategy : undefined;
  const ignored = [...ignoredFields(spec, apiVersion), ...pointerWarnings(v1Fields.ignore)];

  return {
    name,
    namespace,
    apiVersion,
    path: normalisePath(stringOr(spec.path)),
    sourceRef: isRecord(spec.sourceRef)
      ? {
          kind: String(spec.sourceRef.kind),
          name: String(spec.sourceRef.name),
          ...(spec.sourceRef.namespace ? { namespace: String(spec.sourceRef.namespace) } : {}),
          ...(typeof spec.sourceRef.apiVersion === "string" ? { apiVersion: spec.sourceRef.apiVersion } : {}),
        }
      : undefined,
    dependsOn: dependencies(spec.dependsOn, namespace, isV1),
    // prune is required by every served schema, so it is set here; `=== true` keeps the type.
    prune: spec.prune === true,
    wait: spec.wait === true,
    force: spec.force === true,
    suspend: spec.suspend === true,
    interval: optionalString(spec.interval),
    retryInterval: optionalString(spec.retryInterval),
    timeout: optionalString(spec.timeout),
    healthChecks: list(spec.healthChecks).map(healthCheck),
    healthCheckExprs: list(v1Fields.healthCheckExprs).map(healthCheckExpr),
    targetNamespace: optionalString(spec.targetNamespace),
    namePrefix: optionalString(v1Fields.namePrefix),
    nameSuffix: optionalString(v1Fields.nameSuffix),
    patches: list(spec.patches).map(patch),
    images: list(spec.images).map((image) => ({
      name: String(image.name),
      newName: optionalString(image.newName),
      newTag: optionalString(image.newTag),
      digest: optionalString(image.digest),
    })),
    components: Array.isArray(spec.components) ? spec.components.map(String) : [],
    ...(typeof v1Fields.ignoreMissingComponents === "boolean"
      ? { ignoreMissingComponents: v1Fields.ignoreMissingComponents }
      : {}),
    ...(Array.isArray(v1Fields.buildMetadata)
      ? { buildMetadata: v1Fields.buildMetadata as BuildMetadataOption[] }
      : {}),
    ...(Array.isArray(v1Fields.ignore) ? { ignore: list(v1Fields.ignore).map(driftIgnoreRule) } : {}),
    commonMetadata: isRecord(spec.commonMetadata)
      ? {
          labels: stringMap(spec.commonMetadata.labels),
          annotations: stringMap(spec.commonMetadata.annotations),
        }
      : undefined,
    postBuild: postBuild
      ? {
          substitute: stringMap(postBuild.substitute),
          substituteFrom: list(postBuild.substituteFrom).map((ref) => ({
            kind: ref.kind as "ConfigMap" | "Secret",
            name: String(ref.name),
            optional: ref.optional === true,
          })),
          ...(typeof substituteStrategy === "string"
            ? { substituteStrategy: substituteStrategy as "WithVariables" | "Always" }
            : {}),
        }
      : undefined,
    deletionPolicy: (optionalString(v1Fields.deletionPolicy) ?? "MirrorPrune") as DeletionPolicy,
    serviceAccountName: optionalString(spec.serviceAccountName),
    decryption: isRecord(spec.decryption)
      ? {
          provider: String(spec.decryption.provider),
          ...(isRecord(spec.decryption.secretRef)
            ? { secretRef: { name: String(spec.decryption.secretRef.name) } }
            : {}),
          ...(typeof spec.decryption.serviceAccountName === "string"
            ? { serviceAccountName: spec.decryption.serviceAccountName }
            : {}),
        }
      : undefined,
    kubeConfig: isRecord(spec.kubeConfig) ? kubeConfig(spec.kubeConfig) : undefined,
    source,
    definition: object,
    ...(ignored.length > 0 ? { warnings: ignored } : {}),
  };
}

/** Fields of the older versions that kustomize-controller v1 no longer reads. */
const REMOVED_FIELDS = ["patchesStrategicMerge", "patchesJson6902", "validation"] as const;

function ignoredFields(spec: Json, apiVersion: FluxApiVersion): string[] {
  return REMOVED_FIELDS.filter((field) => spec[field] !== undefined && spec[field] !== null).map(
    (field) =>
      `spec.${field} (${apiVersion}) is ignored: kustomize-controller v1 no longer reads it${
        field === "validation" ? "" : "; move these patches to spec.patches"
      }`,
  );
}

/** spec.ignore paths that name no field: Flux accepts them and ignores nothing; say so. */
function pointerWarnings(rules: unknown): string[] {
  if (!Array.isArray(rules)) return [];
  return rules.flatMap((rule, i) =>
    isRecord(rule) && Array.isArray(rule.paths)
      ? rule.paths.flatMap((pointer, j) =>
          typeof pointer === "string" && !pointer.startsWith("/")
            ? [problemText.notAPointer(`spec.ignore[${i}].paths[${j}]`, pointer)]
            : [],
        )
      : [],
  );
}

function kubeConfig(value: Json): NonNullable<KustomizationSpec["kubeConfig"]> {
  const result: NonNullable<KustomizationSpec["kubeConfig"]> = {};
  if (isRecord(value.secretRef)) {
    result.secretRef = { name: String(value.secretRef.name) };
    if (typeof value.secretRef.key === "string") result.secretRef.key = value.secretRef.key;
  }
  if (isRecord(value.configMapRef)) result.configMapRef = { name: String(value.configMapRef.name) };
  return result;
}

/** spec.dependsOn, each namespace defaulted to the dependant's, each dependency once. */
export function dependencies(value: unknown, ownNamespace: string, readyExprs: boolean): DependencyRef[] {
  const seen = new Set<string>();
  const refs: DependencyRef[] = [];
  for (const entry of list(value)) {
    const ref: DependencyRef = {
      name: String(entry.name),
      // Flux: "namespace defaults to the namespace of the Kustomization".
      namespace: stringOr(entry.namespace) || ownNamespace,
    };
    if (readyExprs && typeof entry.readyExpr === "string") ref.readyExpr = entry.readyExpr;
    const key = `${ref.namespace}/${ref.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  return refs;
}

function healthCheck(entry: Json): HealthCheckRef {
  return {
    apiVersion: stringOr(entry.apiVersion) || DEFAULT_HEALTH_CHECK_API_VERSION,
    kind: String(entry.kind),
    name: String(entry.name),
    ...(entry.namespace ? { namespace: String(entry.namespace) } : {}),
  };
}

function healthCheckExpr(entry: Json): HealthCheckExpr {
  return {
    apiVersion: String(entry.apiVersion),
    kind: stringOr(entry.kind),
    current: String(entry.current),
    ...(typeof entry.inProgress === "string" ? { inProgress: entry.inProgress } : {}),
    ...(typeof entry.failed === "string" ? { failed: entry.failed } : {}),
  };
}

/** One kustomize patch (`patch` + optional `target`), as Kustomizations and HelmRelease post-renderers carry them. */
export function patch(entry: Json): KustomizePatch {
  return withTarget({ patch: String(entry.patch) }, entry.target);
}

/** One spec.ignore / driftDetection.ignore rule: JSON pointers and an optional target. */
export function driftIgnoreRule(entry: Json): DriftIgnoreRule {
  const rule: DriftIgnoreRule = { paths: Array.isArray(entry.paths) ? entry.paths.map(String) : [] };
  const target = patchTarget(entry.target);
  return target ? { ...rule, target } : rule;
}

function withTarget(p: KustomizePatch, target: unknown): KustomizePatch {
  const t = patchTarget(target);
  return t ? { ...p, target: t } : p;
}

function patchTarget(target: unknown): PatchTarget | undefined {
  if (!isRecord(target)) return undefined;
  const t: PatchTarget = {};
  for (const key of PATCH_TARGET_FIELDS) {
    if (typeof target[key] === "string") t[key] = target[key] as string;
  }
  return t;
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? (value as Json[]) : [];
}

function stringOr(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}
