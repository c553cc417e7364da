// A kubeconfig for a tool the step starts (helm): the one context this client connected to, with
// the credentials it already resolved. The tool then needs nothing of the user's: no kubeconfig
// file (the input may be kubeconfig content, or there is none in a cluster), no exec credential
// plugin with its HOME, PATH and cloud login (kubelogin, `aws eks get-token`), no second choice of
// context. Written by hand because it is the reverse of what client-node does (it reads
// kubeconfigs and resolves credentials; nothing turns resolved credentials back into one).
import { stringifyYaml } from "../model/index.js";
import type { RequestAuth } from "./source.js";

const NAME = "kustomize-sync";

function base64(value: string | Buffer | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Buffer.from(value).toString("base64");
}

function header(headers: RequestAuth["headers"], name: string): string[] {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  return found === undefined ? [] : Array.isArray(found) ? found : [found];
}

/**
 * The user's fields from the request credentials: a bearer token, HTTP basic credentials, a
 * client certificate, and the impersonation headers (`as`, `as-groups`, `as-uid`, `as-user-extra`).
 */
function userOf(auth: RequestAuth): Record<string, unknown> {
  const user: Record<string, unknown> = {};
  const authorization = header(auth.headers, "Authorization")[0];
  if (authorization?.startsWith("Bearer ")) user.token = authorization.slice("Bearer ".length);
  else if (authorization?.startsWith("Basic ")) {
    const decoded = Buffer.from(authorization.slice("Basic ".length), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    user.username = decoded.slice(0, colon);
    user.password = decoded.slice(colon + 1);
  }
  if (auth.tls.cert !== undefined && auth.tls.key !== undefined) {
    user["client-certificate-data"] = base64(auth.tls.cert);
    user["client-key-data"] = base64(auth.tls.key);
  }
  const as = header(auth.headers, "Impersonate-User")[0];
  if (as) user.as = as;
  const groups = header(auth.headers, "Impersonate-Group");
  if (groups.length) user["as-groups"] = groups;
  const uid = header(auth.headers, "Impersonate-Uid")[0];
  if (uid) user["as-uid"] = uid;
  const extra: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(auth.headers)) {
    const match = /^impersonate-extra-(.+)$/i.exec(key);
    if (match) extra[decodeURIComponent(match[1]!)] = Array.isArray(value) ? value : [value];
  }
  if (Object.keys(extra).length) user["as-user-extra"] = extra;
  return user;
}

/** The kubeconfig (YAML) reaching `server` as `auth` does; `proxyUrl` as the context's cluster sets it. */
export function toolKubeconfig(server: string, auth: RequestAuth, proxyUrl?: string): string {
  const cluster: Record<string, unknown> = { server };
  const ca = base64(auth.tls.ca);
  if (ca) cluster["certificate-authority-data"] = ca;
  if (!auth.tls.rejectUnauthorized) cluster["insecure-skip-tls-verify"] = true;
  if (auth.tls.servername) cluster["tls-server-name"] = auth.tls.servername;
  if (proxyUrl) cluster["proxy-url"] = proxyUrl;
  return stringifyYaml({
    apiVersion: "v1",
    kind: "Config",
    clusters: [{ name: NAME, cluster }],
    users: [{ name: NAME, user: userOf(auth) }],
    contexts: [{ name: NAME, context: { cluster: NAME, user: NAME } }],
    "current-context": NAME,
  });
}
