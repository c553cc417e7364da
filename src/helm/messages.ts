/**
 * Every problem the HelmRelease steps report, worded once. Values messages keep
 * helm-controller's words (fluxcd/pkg chartutil ErrValuesReference: `could not resolve
 * [optional] <Kind> chart values reference '<ns>/<name>' with key '<key>': <reason>`) with the
 * object named the project's way (`Kind/namespace/name`), so a user who has read the
 * HelmRelease's Ready condition recognises them.
 */

/** A valuesFrom entry as the messages name it. */
export interface ValuesRef {
  /** `ConfigMap/ns/name`. */
  object: string;
  kind: string;
  key: string;
  optional: boolean;
}

function valuesReference({ object, kind, key, optional }: ValuesRef): string {
  return `could not resolve${optional ? " optional" : ""} ${kind} chart values reference ${object} with key '${key}'`;
}

export const valuesText = {
  notFound: (ref: ValuesRef) => `${valuesReference(ref)}: resource not found`,
  keyNotFound: (ref: ValuesRef) => `${valuesReference(ref)}: key not found`,
  unsupportedKind: (ref: ValuesRef) => `${valuesReference(ref)}: unsupported values reference kind`,
  /** The reader could not tell whether the object exists (no cluster, a denied read): never guessed. */
  unread: (ref: ValuesRef, why: string) => `${valuesReference(ref)}: cannot read ${ref.object}: ${why}`,
  notValues: (ref: ValuesRef, why: string) => `${valuesReference(ref)}: failed to read values data: ${why}`,
  notAMapping: (found: string) => `the values document is ${found}, not a YAML mapping`,
  mergeFailed: (ref: ValuesRef, why: string) => `${valuesReference(ref)}: failed to merge value: ${why}`,
  /** chartutil logs these and goes on: a warning, not a failure. */
  skipped: (ref: ValuesRef, why: "resource not found" | "key not found") =>
    `${valuesReference(ref)}: ${why}, skipped`,
} as const;

/** The CEL rules (x-kubernetes-validations) of helm-controller v1.6's HelmRelease CRD, in its words. */
export const definitionText = {
  chartOrChartRef: "either chart or chartRef must be set",
  kubeConfigOneOf:
    "exactly one of spec.kubeConfig.configMapRef or spec.kubeConfig.secretRef must be specified",
  remediateRetry: ".retryInterval cannot be set when .name is 'RemediateOnFailure'",
  retryOnly: ".retryInterval can only be set when .name is 'RetryOnFailure'",
} as const;

/** A HelmRelease that did not render: one line, the caller adds its file:line and Kustomization. */
export const releaseText = {
  invalid: (release: string, problems: readonly string[]) => `${release}: invalid: ${problems.join("; ")}`,
  /** `message` names the chart already (a fetch or render error). */
  failed: (release: string, message: string) => `${release}: ${message}`,
  failedWith: (release: string, chart: string, message: string) => `${release}: ${chart}: ${message}`,
} as const;
