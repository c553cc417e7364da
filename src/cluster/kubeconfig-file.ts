/**
 * A kubeconfig for a child process that talks to the cluster itself (the helm CLI): one context,
 * carrying the credentials this process already resolved through client-node, never the user's
 * kubeconfig. An exec credential plugin (kubelogin, `aws eks get-token`,
 * gke-gcloud-auth-plugin) needs the user's HOME, PATH and environment, which helm must never see:
 * it runs here, in our process (client-node's authenticator), and helm gets only its token. The
 * same serves kubeconfig given as content, several files in KUBECONFIG, and in-cluster service
 * accounts, where helm has no file of its own to read.
 *
 * Token lifetime: exec plugins issue tokens valid 15 minutes or more (EKS 15 min, AKS/GKE about
 * an hour), and client-node keeps its expiry to itself (its exec cache is private). The file is
 * written once per release run (install/upgrade with its remediation, or uninstall) and again
 * before a helm call of that run once it is 5 minutes old (src/helm/release-attempt.ts); a helm
 * call that outlives its token fails with helm's Unauthorized.
 */
import { chmod, writeFile } from "node:fs/promises";
import path from "node:path";
import { stringifyYaml } from "../model/index.js";
import type { Impersonation } from "./kubeconfig.js";
import type { RequestAuth } from "./source.js";

export interface KubeconfigFileInput {
  server: string;
  /** The kubeconfig cluster's proxy-url, if any. */
  proxyUrl?: string;
  /** What client-node resolved for a request: Authorization header and TLS material. */
  auth: RequestAuth;
  impersonation: Impersonation;
}

const NAME = "kustomize-sync";

const base64 = (value: string | Buffer) => Buffer.from(value).toString("base64");

/** The kubeconfig document (exported for tests; `writeKubeconfigFile` writes it). */
export function resolvedKubeconfig(input: KubeconfigFileInput): Record<string, unknown> {
  const { auth, impersonation } = input;
  const insecure = !auth.tls.rejectUnauthorized;
  const cluster: Record<string, unknown> = { server: input.server };
  // client-go refuses a certificate authority together with insecure-skip-tls-verify.
  if (insecure) cluster["insecure-skip-tls-verify"] = true;
  else if (auth.tls.ca) cluster["certificate-authority-data"] = base64(auth.tls.ca);
  if (auth.tls.servername) cluster["tls-server-name"] = auth.tls.servername;
  if (input.proxyUrl) cluster["proxy-url"] = input.proxyUrl;

  const user: Record<string, unknown> = {};
  const authorization = auth.headers.Authorization ?? auth.headers.authorization;
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  const bearer = header && /^Bearer\s+(.+)$/i.exec(header);
  const basic = header && /^Basic\s+(.+)$/i.exec(header);
  if (bearer) user.token = bearer[1];
  else if (basic) {
    const decoded = Buffer.from(basic[1]!, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    user.username = colon < 0 ? decoded : decoded.slice(0, colon);
    user.password = colon < 0 ? "" : decoded.slice(colon + 1);
  }
  if (auth.tls.cert && auth.tls.key) {
    user["client-certificate-data"] = base64(auth.tls.cert);
    user["client-key-data"] = base64(auth.tls.key);
  }
  if (impersonation.user) {
    user.as = impersonation.user;
    if (impersonation.uid) user["as-uid"] = impersonation.uid;
    if (impersonation.groups?.length) user["as-groups"] = impersonation.groups;
    if (impersonation.extra && Object.keys(impersonation.extra).length)
      user["as-user-extra"] = impersonation.extra;
  }
  return {
    apiVersion: "v1",
    kind: "Config",
    clusters: [{ name: NAME, cluster }],
    users: [{ name: NAME, user }],
    contexts: [{ name: NAME, context: { cluster: NAME, user: NAME } }],
    "current-context": NAME,
    preferences: {},
  };
}

/**
 * Writes the kubeconfig as `<dir>/kubeconfig`, readable by us only, and returns its path. `dir`
 * is the caller's private directory, which the caller removes (with the file) when helm is done.
 */
export async function writeKubeconfigFile(dir: string, input: KubeconfigFileInput): Promise<string> {
  const file = path.join(dir, "kubeconfig");
  // Created 0600; chmod too, as writeFile keeps the mode of a file that already exists.
  await writeFile(file, stringifyYaml(resolvedKubeconfig(input)), { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}
