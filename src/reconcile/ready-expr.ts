// `dependsOn[].readyExpr` checked where definitions are validated. Apart from dependencies.ts,
// which checks them against the cluster: validate, build and diff load the CEL compiler alone,
// not health checking and the cluster behind it.
import { compileCelPredicate, HealthExprError } from "../health/cel.js";
import { type KustomizationSpec, kustomizationKey, type Problem } from "../model/index.js";

/** Every `dependsOn[].readyExpr` that does not parse, as a definition problem with its file and line. */
export async function readyExprProblems(specs: readonly KustomizationSpec[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const spec of specs) {
    for (const [i, dep] of spec.dependsOn.entries()) {
      if (dep.readyExpr === undefined) continue;
      try {
        await compileCelPredicate(dep.readyExpr);
      } catch (err) {
        if (!(err instanceof HealthExprError)) throw err;
        problems.push({
          message: `spec.dependsOn[${i}].readyExpr: Invalid value: ${JSON.stringify(dep.readyExpr)}: ${err.message}`,
          object: `Kustomization/${kustomizationKey(spec)}`,
          source: spec.source,
        });
      }
    }
  }
  return problems;
}
