// healthCheckExprs: Flux's CEL health checks for kinds kstatus cannot judge (fluxcd/pkg
// runtime/cel). Flux hands the object to the expressions with its top-level fields as variables
// (`status.conditions...`, `metadata.generation`), and evaluates inProgress → failed → current,
// first true wins. An entry without a kind covers every kind of its apiVersion's group; one
// naming the kind wins over it.
import type { Environment } from "@marcbachmann/cel-js";
import type { KubeObject } from "../cluster/types.js";
import { type HealthCheckExpr, splitApiVersion } from "../model/index.js";
import { healthText } from "./messages.js";
import { generationNotObserved } from "./status.js";
import type { StatusResult, StatusRule } from "./types.js";

let environment: Promise<Environment> | undefined;

/**
 * The CEL environment, imported the first time an expression is compiled: cel-js registers its
 * functions and operators when it is imported (~10-20 ms and 150 kB of the bundle), which runs
 * without any readyExpr or healthCheckExprs, and validate, build and diff, need not pay.
 */
function celEnvironment(): Promise<Environment> {
  environment ??= import("@marcbachmann/cel-js").then(
    ({ Environment }) =>
      new Environment({
        // Objects are schemaless JSON: every top-level field (metadata, spec, status, data, ...) is dyn.
        unlistedVariablesAreDyn: true,
        // `status.?conditions.orValue([])`, which Flux's cheat sheet recommends for fields not yet written.
        enableOptionalTypes: true,
        homogeneousAggregateLiterals: false,
      }),
  );
  return environment;
}

/** The CEL library's errors run over several lines (the expression and a caret): its first line says why. */
const firstLine = (err: unknown) => (err as Error).message.split("\n")[0] ?? "";

export interface CompiledHealthExpr {
  /** The API group the expressions apply to, whatever the version ("" for the core group). */
  group: string;
  /** The kind they apply to; "" for every kind of the group. */
  kind: string;
  rule: StatusRule;
}

/**
 * The expressions that judge objects of `apiVersion`/`kind`: the entry naming the kind, else the
 * group's kind-less entry. Jobs never: kustomize-controller consults its Job rule first.
 */
export function healthExprFor(
  exprs: readonly CompiledHealthExpr[],
  apiVersion: string,
  kind: string,
): CompiledHealthExpr | undefined {
  const { group } = splitApiVersion(apiVersion);
  if (group === "batch" && kind === "Job") return undefined;
  return (
    exprs.find((e) => e.group === group && e.kind === kind) ??
    exprs.find((e) => e.group === group && e.kind === "")
  );
}

export class HealthExprError extends Error {
  override name = "HealthExprError";
}

/**
 * Parses every expression once, before anything waits; a syntax error, or a second entry for the
 * same group and kind, is a HealthExprError naming the entry (as Flux refuses them).
 */
export async function compileHealthExprs(exprs: readonly HealthCheckExpr[]): Promise<CompiledHealthExpr[]> {
  if (exprs.length === 0) return [];
  const env = await celEnvironment();
  const seen = new Set<string>();
  return exprs.map((e, index) => {
    const { group } = splitApiVersion(e.apiVersion);
    const key = `${e.kind}.${group}`;
    const what = e.kind || `every kind of ${group || "the core group"}`;
    if (seen.has(key)) throw new HealthExprError(healthText.duplicateExpr(index, what));
    seen.add(key);
    if (!e.current) throw new HealthExprError(healthText.missingCurrent(index, what));
    const steps: { field: "inProgress" | "failed" | "current"; status: StatusResult["status"] }[] = [
      { field: "inProgress", status: "InProgress" },
      { field: "failed", status: "Failed" },
      { field: "current", status: "Current" },
    ];
    const compiled = steps.flatMap((step) => {
      const source = e[step.field];
      if (!source) return [];
      try {
        return [{ ...step, source, run: env.parse(source) }];
      } catch (err) {
        throw new HealthExprError(healthText.invalidExpr(index, step.field, what, firstLine(err)));
      }
    });
    const rule: StatusRule = (obj) => {
      // As Flux: a controller that has not seen the latest spec says nothing about it yet.
      const notObserved = generationNotObserved(obj);
      if (notObserved) return notObserved;
      const context = celContext(obj);
      for (const step of compiled) {
        // Flux keeps waiting when an expression cannot be evaluated (typically a status field
        // that is not written yet) or is not a boolean, so the timeout message says why.
        let result: unknown;
        try {
          result = step.run(context);
        } catch (err) {
          return { status: "InProgress", message: healthText.exprError(step.field, firstLine(err)) };
        }
        if (typeof result !== "boolean") {
          return { status: "InProgress", message: healthText.exprError(step.field, "not a boolean") };
        }
        if (result) return { status: step.status, message: `${step.field}: ${step.source}` };
      }
      return { status: "InProgress", message: "no healthCheckExprs expression is true yet" };
    };
    return { group, kind: e.kind, rule };
  });
}

/**
 * A boolean CEL expression over named objects, in the environment the health checks use (for
 * `dependsOn[].readyExpr`, whose variables are `self` and `dep`). Throws HealthExprError for an
 * expression that does not parse; evaluation errors are thrown to the caller.
 */
export async function compileCelPredicate(
  source: string,
): Promise<(variables: Record<string, unknown>) => boolean> {
  const env = await celEnvironment();
  let run: ReturnType<Environment["parse"]>;
  try {
    run = env.parse(source);
  } catch (err) {
    throw new HealthExprError(firstLine(err));
  }
  return (variables) =>
    run(Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, toCel(value)]))) === true;
}

/**
 * The object as CEL variables. Whole numbers become int (bigint) as they are in Go's
 * unstructured objects, so `status.replicas + 1 == 2` type-checks; a missing metadata, spec or
 * status is an empty map so `has(status.x)` works on a brand-new object.
 */
function celContext(obj: KubeObject): Record<string, unknown> {
  const context = toCel(obj) as Record<string, unknown>;
  for (const key of ["metadata", "spec", "status"]) context[key] ??= {};
  return context;
}

function toCel(value: unknown): unknown {
  if (typeof value === "number") return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(toCel);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toCel(v)]));
  }
  return value;
}
