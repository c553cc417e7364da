/** Flux's DependencyNotReady messages (kustomize-controller) and its sorter's cycle text. */
export const dependencyText = {
  notFound: (key: string) => `dependency '${key}' not found`,
  notReady: (key: string) => `dependency '${key}' is not ready`,
  /** kustomize-controller's words when a dependsOn[].readyExpr is false, or cannot be evaluated. */
  notReadyByExpr: (key: string) => `dependency '${key}' is not ready according to readyExpr eval`,
  readyExprFailed: (key: string, why: string) => `dependency '${key}' readyExpr failed: ${why}`,
  /** Ours: a child is defined by its parent's render, so it waits for the parent to apply it. */
  parentNotReady: (key: string) => `parent Kustomization '${key}' is not ready`,
  circular: (path: readonly string[]) => `circular dependency detected: ${path.join(" -> ")}`,
} as const;
