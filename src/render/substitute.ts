import type { ApiObjectRef, Cluster } from "../cluster/types.js";
import { FLUX_SUBSTITUTE_ANNOTATION, type KustomizationSpec, parseYaml } from "../model/index.js";
import type { RenderContext, SubstitutionReader } from "./context.js";
import { envsubst } from "./envsubst.js";
import { messages } from "./errors.js";

/** Flux's rule for variable names (POSIX classes are ASCII in Go's regexp). */
export const VARIABLE_NAME = /^[_A-Za-z][_A-Za-z0-9]*$/;

/** Thrown for problems with variables; the caller wraps it into a BuildError. */
export class VariablesError extends Error {
  override name = "VariablesError";
}

export interface Variables {
  /** Whether Flux would run substitution at all for this Kustomization. */
  enabled: boolean;
  values: Map<string, string>;
  warnings: string[];
  /**
   * A substituteFrom could not be read (no cluster access): its variables may well be set in the
   * cluster, so strict substitution cannot tell a missing variable from an unread one.
   */
  unread: boolean;
}

/** Flux drops newlines from every value so a multi-line value cannot break the YAML structure. */
const clean = (value: string) => String(value).replaceAll("\n", "");

/**
 * Collects the variables for a Kustomization with Flux's precedence: substituteFrom entries in
 * order (later wins), then postBuild.substitute, then the action's global `substitute` input.
 * Substitution runs (as in Flux) only when postBuild is set and there is at least one variable,
 * or postBuild.substituteStrategy is "Always"; the global input turns it on for every
 * Kustomization (our extension).
 */
export async function loadVariables(spec: KustomizationSpec, ctx: RenderContext): Promise<Variables> {
  const values = new Map<string, string>();
  const warnings: string[] = [];
  const postBuild = spec.postBuild as
    | (KustomizationSpec["postBuild"] & { substituteStrategy?: string })
    | undefined;
  const global = ctx.substitute ?? {};
  if (!postBuild && Object.keys(global).length === 0)
    return { enabled: false, values, warnings, unread: false };
  let unread = false;

  for (const ref of postBuild?.substituteFrom ?? []) {
    if (!ctx.substitution) {
      warnings.push(
        `substituteFrom ${ref.kind}/${spec.namespace}/${ref.name} not read: no cluster access (variables from it stay unset)`,
      );
      unread = true;
      continue;
    }
    let data: Record<string, string> | undefined;
    try {
      data = await ctx.substitution.read(ref.kind, spec.namespace, ref.name);
    } catch (error) {
      throw new VariablesError(messages.substituteFromFailed(ref.kind, ref.name, (error as Error).message));
    }
    if (!data) {
      if (ref.optional) continue;
      const resource = ref.kind === "Secret" ? "secrets" : "configmaps";
      throw new VariablesError(
        messages.substituteFromFailed(ref.kind, ref.name, `${resource} "${ref.name}" not found`),
      );
    }
    for (const [k, v] of Object.entries(data)) {
      values.set(k, clean(v));
      if (ref.kind === "Secret") ctx.secrets?.addSecretData(clean(v));
    }
  }
  for (const [k, v] of Object.entries(postBuild?.substitute ?? {})) values.set(k, clean(v));
  for (const [k, v] of Object.entries(global)) values.set(k, clean(v));

  const always = postBuild?.substituteStrategy === "Always";
  return { enabled: values.size > 0 || always, values, warnings, unread };
}

export function validateVariableNames(values: Map<string, string>): void {
  for (const name of values.keys()) {
    if (!VARIABLE_NAME.test(name)) throw new VariablesError(messages.invalidVarName(name));
  }
}

/** Whether the object opted out with `kustomize.toolkit.fluxcd.io/substitute: disabled` (label or annotation). */
export function substitutionDisabled(
  metadata: { labels?: unknown; annotations?: unknown } | undefined,
): boolean {
  const labels = (metadata?.labels ?? {}) as Record<string, unknown>;
  const annotations = (metadata?.annotations ?? {}) as Record<string, unknown>;
  return (
    labels[FLUX_SUBSTITUTE_ANNOTATION] === "disabled" ||
    annotations[FLUX_SUBSTITUTE_ANNOTATION] === "disabled"
  );
}

/** Substitutes one object's YAML text. Error messages name variables, never values. */
export function substituteText(text: string, values: Map<string, string>, strict: boolean): string {
  try {
    return envsubst(text, (name) => values.get(name), { strict });
  } catch (error) {
    throw new VariablesError(`envsubst error: variable substitution failed: ${(error as Error).message}`);
  }
}

/** A substituted object that JSON cannot carry (kustomize-controller's YAMLToJSON fails the same way). */
export class SubstitutedValueError extends Error {
  override name = "SubstitutedValueError";
}

/**
 * A substituted object's text read back as kustomize-controller reads it: sigs.k8s.io/yaml's
 * YAMLToJSON, with go-yaml v2's typing (a value `0755` is 493, `on`/`yes`/`y` are true, `1_000`
 * is 1000; `1:20` and dates stay strings), a repeated key overriding the earlier one, and no
 * infinite or NaN number (Go's encoding/json refuses them). Throws a YamlError for bad YAML.
 */
export function readSubstituted(text: string): unknown {
  const value = parseYaml(text, { schema: "go-yaml-v2", allowDuplicateKeys: true });
  const unsupported = nonFiniteNumber(value);
  if (unsupported !== undefined) throw new SubstitutedValueError(messages.jsonUnsupportedValue(unsupported));
  return value;
}

function nonFiniteNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? undefined : value;
  if (value === null || typeof value !== "object") return undefined;
  for (const item of Object.values(value)) {
    const found = nonFiniteNumber(item);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A Secret's values as its consumers read them: `data` base64-decoded, then `stringData` over it. */
export function secretData(secret: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((secret.data ?? {}) as Record<string, unknown>))
    out[k] = Buffer.from(String(v ?? ""), "base64").toString("utf8");
  for (const [k, v] of Object.entries((secret.stringData ?? {}) as Record<string, unknown>))
    out[k] = String(v);
  return out;
}

/** substituteFrom reader over the cluster: ConfigMap `data`, Secret `data` (base64-decoded) and `stringData`. */
export function substitutionReaderFrom(cluster: Pick<Cluster, "get">): SubstitutionReader {
  return {
    async read(kind, namespace, name) {
      const ref: ApiObjectRef = { group: "", version: "v1", kind, namespace, name };
      const object = await cluster.get(ref);
      if (!object) return undefined;
      if (kind === "Secret") return secretData(object);
      // Flux reads only `data` of a ConfigMap.
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries((object.data ?? {}) as Record<string, unknown>)) out[k] = String(v);
      return out;
    },
  };
}
