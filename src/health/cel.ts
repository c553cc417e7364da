// healthCheckExprs: Flux's CEL health checks for kinds kstatus cannot judge. Flux hands the
// object to the expressions with its top-level fields as variables (`status.conditions...`,
// `metadata.generation`), and evaluates inProgress → failed → current, first true wins.
import { Environment } from "@marcbachmann/cel-js";
import type { KubeObject } from "../cluster/types.js";
import type { HealthCheckExpr } from "../model/index.js";
import { groupKind, statusOf } from "./conditions.js";
import { healthText } from "./messages.js";
import type { StatusResult, StatusRule } from "./types.js";

const ENVIRONMENT = new Environment({
  // Objects are schemaless JSON: every top-level field (metadata, spec, status, data, ...) is dyn.
  unlistedVariablesAreDyn: true,
  // `status.?conditions.orValue([])`, which Flux's cheat sheet recommends for fields not yet written.
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
});

export interface CompiledHealthExpr {
  /** `group/Kind` (core: `Kind`) the expressions apply to, whatever the version. */
  groupKind: string;
  rule: StatusRule;
}

export class HealthExprError extends Error {
  override name = "HealthExprError";
}

/** Parses every expression once, before anything waits; a syntax error is a HealthExprError naming the entry. */
export function compileHealthExprs(exprs: readonly HealthCheckExpr[]): CompiledHealthExpr[] {
  return exprs.map((e, index) => {
    const steps: { field: "inProgress" | "failed" | "current"; status: StatusResult["status"] }[] = [
      { field: "inProgress", status: "InProgress" },
      { field: "failed", status: "Failed" },
      { field: "current", status: "Current" },
    ];
    const compiled = steps.flatMap((step) => {
      const source = e[step.field];
      if (!source) return [];
      try {
        return [{ ...step, source, run: ENVIRONMENT.parse(source) }];
      } catch (err) {
        throw new HealthExprError(
          healthText.invalidExpr(index, step.field, e.kind, (err as Error).message.split("\n")[0] ?? ""),
        );
      }
    });
    const rule: StatusRule = (obj) => {
      // As Flux: a controller that has not seen the latest spec says nothing about it yet.
      const observed = statusOf(obj).observedGeneration;
      if (typeof observed === "number" && observed !== obj.metadata.generation) {
        return {
          status: "InProgress",
          message: `generation ${obj.metadata.generation}, observed generation ${observed}`,
        };
      }
      const context = celContext(obj);
      for (const step of compiled) {
        try {
          if (step.run(context) === true)
            return { status: step.status, message: `${step.field}: ${step.source}` };
        } catch (err) {
          // Flux keeps waiting when an expression cannot be evaluated (typically a status field
          // that is not written yet), so the timeout message is where the user learns why.
          const why = (err as Error).message.split("\n")[0] ?? "";
          return { status: "InProgress", message: healthText.exprError(step.field, why) };
        }
      }
      return { status: "InProgress", message: "no healthCheckExprs expression is true yet" };
    };
    return { groupKind: groupKind(e.apiVersion, e.kind), rule };
  });
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
