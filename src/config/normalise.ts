import {
  type DeletionPolicy,
  type DependencyRef,
  type HealthCheckExpr,
  type HealthCheckRef,
  type KustomizationSpec,
  type KustomizePatch,
  PATCH_TARGET_FIELDS,
  type PatchTarget,
  type SourceLocation,
} from "../model/index.js";
import { isObject, normalisePath } from "./checks.js";
import type { FluxApiVersion } from "./schema.js";

type Json = Record<string, unknown>;

/**
 * Flux leaves healthChecks[].apiVersion optional; we read a missing one as apps/v1 because
 * nearly every health check in the wild names a Deployment (see REFERENCE.md).
 */
export const DEFAULT_HEALTH_CHECK_API_VERSION = "apps/v1";

/**
 * Turns one schema-valid Kustomization of any served version into the v1 shape. The older
 * versions differ only in fields v1 dropped: `validation` (ignored, as Flux v1 does) and the
 * two legacy patch lists, which become `patches` entries: a strategic-merge patch without a
 * target (kustomize finds the target from the patch's own apiVersion/kind/name) and a JSON 6902
 * patch as its operation list with its target.
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

  return {
    name,
    namespace,
    apiVersion,
    path: normalisePath(stringOr(spec.path)),
    sourceRef: isObject(spec.sourceRef)
      ? {
          kind: String(spec.sourceRef.kind),
          name: String(spec.sourceRef.name),
          ...(spec.sourceRef.namespace ? { namespace: String(spec.sourceRef.namespace) } : {}),
        }
      : undefined,
    dependsOn: dependencies(spec.dependsOn, namespace),
    // prune is required by every served schema, so it is set here; `=== true` keeps the type.
    prune: spec.prune === true,
    wait: spec.wait === true,
    force: spec.force === true,
    suspend: spec.suspend === true,
    interval: optionalString(spec.interval),
    retryInterval: optionalString(spec.retryInterval),
    timeout: optionalString(spec.timeout),
    healthChecks: list(spec.healthChecks).map(healthCheck),
    healthCheckExprs: list(spec.healthCheckExprs).map(healthCheckExpr),
    targetNamespace: optionalString(spec.targetNamespace),
    namePrefix: optionalString(spec.namePrefix),
    nameSuffix: optionalString(spec.nameSuffix),
    patches: [
      ...list(spec.patchesStrategicMerge).map(strategicMergePatch),
      ...list(spec.patches).map(patch),
      ...list(spec.patchesJson6902).map(json6902Patch),
    ],
    images: list(spec.images).map((image) => ({
      name: String(image.name),
      newName: optionalString(image.newName),
      newTag: optionalString(image.newTag),
      digest: optionalString(image.digest),
    })),
    components: Array.isArray(spec.components) ? spec.components.map(String) : [],
    commonMetadata: isObject(spec.commonMetadata)
      ? {
          labels: stringMap(spec.commonMetadata.labels),
          annotations: stringMap(spec.commonMetadata.annotations),
        }
      : undefined,
    postBuild: isObject(spec.postBuild)
      ? {
          substitute: stringMap(spec.postBuild.substitute),
          substituteFrom: list(spec.postBuild.substituteFrom).map((ref) => ({
            kind: ref.kind as "ConfigMap" | "Secret",
            name: String(ref.name),
            optional: ref.optional === true,
          })),
        }
      : undefined,
    deletionPolicy: (optionalString(spec.deletionPolicy) ?? "MirrorPrune") as DeletionPolicy,
    serviceAccountName: optionalString(spec.serviceAccountName),
    decryption: isObject(spec.decryption)
      ? {
          provider: String(spec.decryption.provider),
          ...(isObject(spec.decryption.secretRef)
            ? { secretRef: { name: String(spec.decryption.secretRef.name) } }
            : {}),
        }
      : undefined,
    kubeConfig: isObject(spec.kubeConfig) ? kubeConfig(spec.kubeConfig) : undefined,
    source,
  };
}

function kubeConfig(value: Json): NonNullable<KustomizationSpec["kubeConfig"]> {
  const result: NonNullable<KustomizationSpec["kubeConfig"]> = {};
  if (isObject(value.secretRef)) {
    result.secretRef = { name: String(value.secretRef.name) };
    if (typeof value.secretRef.key === "string") result.secretRef.key = value.secretRef.key;
  }
  if (isObject(value.configMapRef)) result.configMapRef = { name: String(value.configMapRef.name) };
  return result;
}

function dependencies(value: unknown, ownNamespace: string): DependencyRef[] {
  const seen = new Set<string>();
  const refs: DependencyRef[] = [];
  for (const entry of list(value)) {
    const ref: DependencyRef = {
      name: String(entry.name),
      // Flux: "namespace defaults to the namespace of the Kustomization".
      namespace: stringOr(entry.namespace) || ownNamespace,
    };
    if (typeof entry.readyExpr === "string") ref.readyExpr = entry.readyExpr;
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
    kind: String(entry.kind),
    current: String(entry.current),
    ...(typeof entry.inProgress === "string" ? { inProgress: entry.inProgress } : {}),
    ...(typeof entry.failed === "string" ? { failed: entry.failed } : {}),
  };
}

function patch(entry: Json): KustomizePatch {
  return withTarget({ patch: String(entry.patch) }, entry.target);
}

function strategicMergePatch(entry: unknown): KustomizePatch {
  // JSON is YAML, and JSON.stringify keeps the patch exactly as parsed.
  return { patch: typeof entry === "string" ? entry : JSON.stringify(entry) };
}

function json6902Patch(entry: Json): KustomizePatch {
  return withTarget({ patch: JSON.stringify(entry.patch) }, entry.target);
}

function withTarget(p: KustomizePatch, target: unknown): KustomizePatch {
  if (!isObject(target)) return p;
  const t: PatchTarget = {};
  for (const key of PATCH_TARGET_FIELDS) {
    if (typeof target[key] === "string") t[key] = target[key] as string;
  }
  return { ...p, target: t };
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
  if (!isObject(value)) return undefined;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}
