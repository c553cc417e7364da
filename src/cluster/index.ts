/**
 * The one module that talks to the Kubernetes API. Everything else receives a `Cluster`.
 *
 *   const cluster = await connect({ kubeconfig, context });
 *   await cluster.apply(obj, { dryRun: true });   // throws ApiError; formatApiError(err) renders it
 */
export { connect, KubeCluster } from "./client.js";
export * from "./types.js";
