import { ApiError, formatApiError } from "../cluster/errors.js";
import { connect, type KubeCluster } from "../cluster/index.js";
import { type KustomizationResult, type KustomizationSpec, parseYaml } from "../model/index.js";
import { substitutionReaderFrom } from "../render/index.js";
import { kubeconfigSecrets } from "../report/redact.js";
import { type ReconcileContext, reconcileKustomization } from "./kustomization.js";
import { resultFor } from "./result.js";

/**
 * Flux's hub-and-spoke pattern (spec.kubeConfig.secretRef): the Kustomization is applied, pruned
 * and health-checked on the cluster of the kubeconfig held in a Secret, and its inventory and lock
 * live there too; the Secret is read from the cluster the run talks to, with the run's own
 * identity, as kustomize-controller reads it (fluxcd/pkg runtime/client Impersonator). The build
 * still reads substituteFrom and the SOPS decryption Secret from the run's cluster, as Flux does.
 */
export async function reconcileOnTarget(
  spec: KustomizationSpec,
  ctx: ReconcileContext,
): Promise<KustomizationResult> {
  const secretRef = spec.kubeConfig?.secretRef;
  if (!secretRef) return reconcileKustomization(spec, ctx);
  const started = Date.now();
  const remote = await connectRemote(spec, secretRef, ctx);
  if (typeof remote === "string") {
    return resultFor(spec, "False", "ReconciliationFailed", remote, {
      durationMs: Date.now() - started,
      problems: [
        { message: remote, object: `Kustomization/${spec.namespace}/${spec.name}`, source: spec.source },
      ],
    });
  }
  const { server } = remote.describe();
  ctx.options.log.info(
    `${spec.namespace}/${spec.name}: applying to ${server} (spec.kubeConfig: Secret '${spec.namespace}/${secretRef.name}')`,
  );
  try {
    const result = await reconcileKustomization(spec, {
      ...ctx,
      cluster: remote,
      // Read from the run's cluster: the objects these name live beside the Kustomization.
      render: { ...ctx.render, substitution: substitutionReaderFrom(ctx.cluster) },
    });
    return { ...result, cluster: server };
  } finally {
    await remote.close();
  }
}

/** What kustomize-controller reads a kubeconfig from when secretRef.key is not given. */
const DEFAULT_KEYS = ["value", "value.yaml"];

async function connectRemote(
  spec: KustomizationSpec,
  secretRef: { name: string; key?: string },
  ctx: ReconcileContext,
): Promise<KubeCluster | string> {
  const name = `${spec.namespace}/${secretRef.name}`;
  let secret: Awaited<ReturnType<ReconcileContext["cluster"]["get"]>>;
  try {
    secret = await ctx.cluster.get({
      group: "",
      version: "v1",
      kind: "Secret",
      namespace: spec.namespace,
      name: secretRef.name,
    });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return `unable to read KubeConfig secret '${name}' error: ${formatApiError(err)}`;
  }
  if (!secret)
    return `unable to read KubeConfig secret '${name}' error: secrets "${secretRef.name}" not found`;
  const data = (secret.data ?? {}) as Record<string, unknown>;
  const key = secretRef.key || DEFAULT_KEYS.find((k) => typeof data[k] === "string");
  if (!key || typeof data[key] !== "string")
    return `KubeConfig secret '${name}' does not contain a '${secretRef.key || "value"}' key with a kubeconfig`;
  const kubeconfig = Buffer.from(data[key] as string, "base64").toString("utf8");
  // Its credentials are secrets of this run from now on: no output may show them.
  for (const credential of kubeconfigSecrets(kubeconfig)) ctx.secrets.addCredential?.(credential);
  const refused = unsafeKubeconfig(kubeconfig);
  if (refused) return `invalid KubeConfig in secret '${name}': ${refused}`;
  try {
    return await connect({
      kubeconfig,
      fieldManager: ctx.options.fieldManager,
      onWarning: (w) => ctx.options.log.warn(w),
    });
  } catch (err) {
    return `invalid KubeConfig in secret '${name}': ${(err as Error).message}`;
  }
}

/**
 * A kubeconfig read from a cluster is data anyone who can write that Secret controls: it may not
 * run programs on the runner (exec and auth-provider plugins; Flux refuses exec too, unless its
 * --insecure-kubeconfig-exec is set) nor read the runner's files (tokenFile, certificate and key
 * paths), which would send them to the server it names. Only inline credentials are used.
 */
export function unsafeKubeconfig(text: string): string | undefined {
  let doc: unknown;
  try {
    doc = parseYaml(text);
  } catch (error) {
    return `not a kubeconfig: ${(error as Error).message}`;
  }
  if (!doc || typeof doc !== "object") return "not a kubeconfig";
  const config = doc as { users?: unknown; clusters?: unknown };
  for (const entry of Array.isArray(config.users) ? config.users : []) {
    const user = (entry as { name?: string; user?: Record<string, unknown> })?.user ?? {};
    const who = `user '${(entry as { name?: string })?.name ?? ""}'`;
    if (user.exec)
      return `${who}: exec credential plugins are not run for a kubeConfig Secret (inline a token or client certificate)`;
    if (user["auth-provider"]) return `${who}: auth-provider plugins are not run for a kubeConfig Secret`;
    for (const field of ["tokenFile", "client-certificate", "client-key"])
      if (user[field])
        return `${who}: ${field} names a file on the runner; inline it (${field === "tokenFile" ? "token" : `${field}-data`})`;
  }
  for (const entry of Array.isArray(config.clusters) ? config.clusters : []) {
    const cluster = (entry as { cluster?: Record<string, unknown> })?.cluster ?? {};
    if (cluster["certificate-authority"])
      return `cluster '${(entry as { name?: string })?.name ?? ""}': certificate-authority names a file on the runner; inline it (certificate-authority-data)`;
  }
  return undefined;
}
