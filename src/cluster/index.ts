/**
 * The one module that talks to the Kubernetes API. Everything else receives a `Cluster`
 * (its types, and the objects it returns, are in ./types.ts).
 *
 *   const cluster = await connect({ kubeconfig, context });
 *   await cluster.apply(obj, { dryRun: true });   // throws ApiError; formatApiError(err) renders it
 */
export { connect, KubeCluster } from "./client.js";
