/**
 * The one module that talks to the Kubernetes API. Everything else receives a `Cluster`.
 *
 *   const cluster = await connect({ kubeconfig, context });
 *   await cluster.apply(obj, { dryRun: true });   // throws ApiError; formatApiError(err) renders it
 */
export { type ConnectOptions, connect, KubeCluster, sanitizeForApply } from "./client.js";
export { mappingsFromAggregated, mappingsFromResourceList } from "./discovery.js";
export {
  ApiError,
  backoffDelay,
  DEFAULT_RETRY,
  type ErrorTarget,
  formatApiError,
  formatTarget,
  isRetriable,
  LeaseLockedError,
  LeaseLostError,
  NoMatchError,
  type Operation,
  parseRetryAfter,
  type RetryPolicy,
} from "./errors.js";
export { LeaseObservation, microTime } from "./lease.js";
export { refOf } from "./refs.js";
export { type KubeconfigSource, looksLikeKubeconfigContent, safeServerUrl } from "./source.js";
export * from "./types.js";
export { diffSnapshot } from "./watch.js";
