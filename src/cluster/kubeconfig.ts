/**
 * Kubeconfig loading and credentials. @kubernetes/client-node's `KubeConfig` owns the format
 * (files, contexts, in-cluster config) and authentication (tokens, client certificates, exec
 * plugins with their cache and refresh, OIDC refresh, token files, `as` impersonation, proxy-url,
 * tls-server-name, insecure-skip-tls-verify). This module chooses the kubeconfig as kubectl does,
 * turns its failures into one-line messages that never echo credentials, and hands client-node
 * the few fields it drops (see `complete()`).
 */
import { createPrivateKey, X509Certificate } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import type https from "node:https";
import { homedir } from "node:os";
import path from "node:path";
import type { Cluster as KcCluster, User as KcUser } from "@kubernetes/client-node";
// config.js alone, not the package index: the index also loads every generated API client.
import { KubeConfig } from "@kubernetes/client-node/dist/config.js";
import { singleFlight } from "../model/async.js";
import { parseYaml } from "../model/index.js";
import {
  type CredentialSource,
  describeSource,
  type KubeconfigSource,
  looksLikeKubeconfigContent,
  type RequestAuth,
} from "./source.js";

export interface KubeconfigEnv {
  KUBECONFIG?: string;
  KUBERNETES_SERVICE_HOST?: string;
  KUBERNETES_SERVICE_PORT?: string;
  home?: string;
  /** Root prefixed to /var/run/secrets/kubernetes.io/serviceaccount (tests override it). */
  inClusterRoot?: string;
}

/** Impersonation headers of a kubeconfig user (`as`, `as-uid`, `as-groups`, `as-user-extra`). */
export interface Impersonation {
  user?: string;
  uid?: string;
  groups?: string[];
  extra?: Record<string, string[]>;
}

/** One context of a loaded kubeconfig, ready for a client. */
export interface ResolvedKubeconfig {
  /** client-node's KubeConfig with the chosen context current. */
  kc: KubeConfig;
  context: string;
  contexts: string[];
  cluster: string;
  user: string;
  server: string;
  /** The context's default namespace, if any. */
  namespace?: string;
  impersonation: Impersonation;
  source: KubeconfigSource;
}

const SA_DIR = "/var/run/secrets/kubernetes.io/serviceaccount";

/** Error text for an unparseable kubeconfig that cannot echo its contents (YAML errors quote lines). */
function safeParseError(err: unknown): string {
  const first = String((err as Error)?.message ?? err).split("\n")[0] ?? "";
  const clean = first.replace(/:\s*$/, "");
  return clean.length > 120 ? `${clean.slice(0, 120)}…` : clean;
}

function expandHome(p: string, home: string): string {
  if (p === "~") return home;
  if (p.startsWith("~/")) return path.join(home, p.slice(2));
  return p;
}

/** The raw user fields client-node does not read, kept per user name with their file's directory. */
interface RawUserExtras {
  dir: string;
  tokenFile?: string;
  as?: string;
  "as-uid"?: string;
  "as-groups"?: string[];
  "as-user-extra"?: Record<string, string[]>;
  exec?: { command?: string; provideClusterInfo?: boolean; interactiveMode?: string };
}

/** One kubeconfig document parsed twice: by client-node, and (for the fields it drops) by us. */
function loadDoc(
  text: string,
  dir: string,
  what: string,
): { kc: KubeConfig; extras: Map<string, RawUserExtras> } {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (err) {
    throw new Error(`cannot load ${what}: ${safeParseError(err)}`);
  }
  const kc = new KubeConfig();
  const extras = new Map<string, RawUserExtras>();
  if (raw === null || raw === undefined) return { kc, extras };
  if (typeof raw !== "object" || Array.isArray(raw)) throw new Error(`cannot load ${what}: not a kubeconfig`);
  try {
    kc.loadFromString(text);
  } catch (err) {
    throw new Error(`cannot load ${what}: ${safeParseError(err)}`);
  }
  for (const u of (raw as { users?: { name?: string; user?: RawUserExtras }[] }).users ?? []) {
    if (u?.name && u.user && !extras.has(u.name)) extras.set(u.name, { ...u.user, dir });
  }
  // client-node leaves relative file paths of content as they are; client-go resolves them per file.
  kc.makePathsAbsolute(dir);
  return { kc, extras };
}

/** Adds the second document's entries whose names are new (first definition wins, as in client-go). */
function mergeFirstWins(into: KubeConfig, from: KubeConfig): void {
  const has = <T extends { name: string }>(list: T[], name: string) => list.some((e) => e.name === name);
  for (const c of from.getClusters()) if (!has(into.getClusters(), c.name)) into.addCluster(c);
  for (const u of from.getUsers()) if (!has(into.getUsers(), u.name)) into.addUser(u);
  for (const c of from.getContexts()) if (!has(into.getContexts(), c.name)) into.addContext(c);
  if (!into.getCurrentContext() && from.getCurrentContext()) into.setCurrentContext(from.getCurrentContext());
}

/** Loads a kubeconfig following: option (content or path), KUBECONFIG, ~/.kube/config, in-cluster. */
export function loadKubeConfig(
  kubeconfig: string | undefined,
  context: string | undefined,
  env: KubeconfigEnv = processEnv(),
): ResolvedKubeconfig {
  const home = env.home ?? homedir();
  const kc = new KubeConfig();
  const extras = new Map<string, RawUserExtras>();
  let source: KubeconfigSource;
  const addFile = (p: string, what: string) => {
    let text: string;
    try {
      text = readFileSync(p, "utf8");
    } catch (err) {
      throw new Error(`cannot read ${what}: ${(err as NodeJS.ErrnoException).code ?? safeParseError(err)}`);
    }
    addDoc(text, path.dirname(p), what);
  };
  const addDoc = (text: string, dir: string, what: string) => {
    const doc = loadDoc(text, dir, what);
    mergeFirstWins(kc, doc.kc);
    for (const [name, e] of doc.extras) if (!extras.has(name)) extras.set(name, e);
  };

  if (kubeconfig !== undefined && kubeconfig.trim() !== "") {
    if (looksLikeKubeconfigContent(kubeconfig)) {
      source = { type: "content" };
      addDoc(kubeconfig, process.cwd(), describeSource(source));
    } else {
      const p = path.resolve(expandHome(kubeconfig.trim(), home));
      if (!existsSync(p)) {
        // Never echo something long: it may be a mangled kubeconfig or a token rather than a path.
        throw new Error(
          kubeconfig.length <= 256
            ? `kubeconfig file ${p} does not exist`
            : "the kubeconfig input is neither kubeconfig content (YAML/JSON) nor the path of an existing file",
        );
      }
      if (statSync(p).isDirectory()) throw new Error(`kubeconfig ${p} is a directory, not a file`);
      source = { type: "file", path: p };
      addFile(p, describeSource(source));
    }
  } else if (env.KUBECONFIG && env.KUBECONFIG.trim() !== "") {
    const paths = env.KUBECONFIG.split(path.delimiter)
      .filter((p) => p !== "")
      .map((p) => path.resolve(expandHome(p, home)));
    const existing = paths.filter((p) => existsSync(p));
    source = { type: "env", paths };
    if (existing.length === 0) throw new Error(`no file named by KUBECONFIG exists (${paths.join(", ")})`);
    for (const p of existing) addFile(p, `kubeconfig file ${p}`);
  } else if (existsSync(path.join(home, ".kube", "config"))) {
    const p = path.join(home, ".kube", "config");
    source = { type: "home", path: p };
    addFile(p, describeSource(source));
  } else if (env.KUBERNETES_SERVICE_HOST && existsSync(`${env.inClusterRoot ?? ""}${SA_DIR}/token`)) {
    return inCluster(env);
  } else {
    throw new Error(
      "no kubeconfig found: pass a kubeconfig (content or path), set KUBECONFIG, create ~/.kube/config, or run inside a cluster",
    );
  }

  const where = describeSource(source);
  const names = kc.getContexts().map((c) => c.name);
  const current = kc.getCurrentContext();
  let contextName: string;
  if (context) {
    if (!names.includes(context)) {
      throw new Error(
        `context "${context}" not found in ${where}; available contexts: ${names.length ? names.join(", ") : "(none)"}`,
      );
    }
    contextName = context;
  } else if (current) {
    // kubectl refuses a current-context that names no context; taking another one would apply to
    // a cluster the user did not name.
    if (!names.includes(current))
      throw new Error(
        `current-context "${current}" not found in ${where}; available contexts: ${names.join(", ") || "(none)"}`,
      );
    contextName = current;
  } else if (names.length === 1) {
    contextName = names[0]!;
  } else {
    throw new Error(
      `${where} has no current-context; choose one of: ${names.length ? names.join(", ") : "(none)"}`,
    );
  }
  kc.setCurrentContext(contextName);
  const ctx = kc.getContextObject(contextName)!;
  const cluster = ctx.cluster ? kc.getCluster(ctx.cluster) : null;
  if (!cluster)
    throw new Error(`context "${contextName}" in ${where} names no known cluster (${ctx.cluster || "none"})`);
  if (!cluster.server) throw new Error(`cluster "${ctx.cluster}" in ${where} has no server`);
  checkServer(cluster.server, `cluster "${ctx.cluster}" in ${where}`);
  const user = ctx.user ? kc.getUser(ctx.user) : null;
  if (ctx.user && !user) throw new Error(`context "${contextName}" in ${where} names an unknown user`);
  if (user) checkAuthentication(user, `user "${user.name}" in ${where}`);
  const extra = ctx.user ? extras.get(ctx.user) : undefined;
  if (user) complete(kc, user, extra, cluster);
  checkFiles(kc, contextName);
  return {
    kc,
    context: contextName,
    contexts: names,
    cluster: ctx.cluster,
    user: ctx.user ?? "",
    server: cluster.server,
    namespace: ctx.namespace,
    impersonation: impersonationOf(extra),
    source,
  };
}

/** A server client-go would not parse fails here, naming the value (without its user-info). */
function checkServer(server: string, where: string): void {
  let url: URL | undefined;
  try {
    url = new URL(server);
  } catch {
    url = undefined;
  }
  if (url && (url.protocol === "https:" || url.protocol === "http:") && url.hostname) return;
  const shown = server.replace(/\/\/[^@/]*@/, "//").slice(0, 200);
  throw new Error(`${where}: server "${shown}" is not a URL such as https://host:6443`);
}

/**
 * Authentication kubectl would refuse fails here rather than as a TypeError inside client-node
 * or as anonymous requests (client-node skips auth-provider names it does not know). kubectl
 * (client-go 1.26+) keeps only the oidc auth-provider; gcp and azure became exec plugins.
 */
function checkAuthentication(user: KcUser, where: string): void {
  const provider = user.authProvider as { name?: string; config?: Record<string, unknown> } | undefined;
  if (provider) {
    const name = provider.name ?? "";
    const replacement = AUTH_PROVIDER_REPLACEMENTS[name];
    if (replacement)
      throw new Error(
        `${where}: auth-provider "${name}" is not supported (kubectl removed it in 1.26); use the ${replacement} exec credential plugin instead`,
      );
    if (name !== "oidc")
      throw new Error(
        `${where}: auth-provider "${name}" is not supported (only oidc is; other providers are exec credential plugins)`,
      );
    if (typeof provider.config?.["id-token"] !== "string" || provider.config["id-token"] === "")
      throw new Error(`${where}: auth-provider "oidc" has no config.id-token`);
  }
  const exec = user.exec as { command?: unknown } | undefined;
  if (exec && (typeof exec.command !== "string" || exec.command.trim() === ""))
    throw new Error(`${where}: exec has no command`);
}

const AUTH_PROVIDER_REPLACEMENTS: Record<string, string> = {
  gcp: "gke-gcloud-auth-plugin",
  azure: "kubelogin",
};

/**
 * Hands client-node what it drops from a kubeconfig user (hand-written because client-node 2.0
 * ignores these fields): `tokenFile` (re-read every minute by its token-file authenticator),
 * KUBERNETES_EXEC_INFO for exec plugins (with the cluster when `provideClusterInfo`), and exec
 * commands relative to the kubeconfig's directory.
 */
function complete(kc: KubeConfig, user: KcUser, extra: RawUserExtras | undefined, cluster: KcCluster): void {
  let replacement: KcUser | undefined;
  if (extra?.tokenFile && !user.token && !user.exec && !user.authProvider) {
    replacement = {
      ...user,
      authProvider: { name: "tokenFile", config: { tokenFile: path.resolve(extra.dir, extra.tokenFile) } },
    };
  }
  if (user.exec) {
    const exec = user.exec as {
      command?: string;
      apiVersion?: string;
      env?: { name: string; value: string }[] | null;
      provideClusterInfo?: boolean;
    };
    const clusterInfo = exec.provideClusterInfo
      ? {
          server: cluster.server,
          "certificate-authority-data":
            cluster.caData ??
            (cluster.caFile && existsSync(cluster.caFile)
              ? readFileSync(cluster.caFile).toString("base64")
              : undefined),
          "tls-server-name": cluster.tlsServerName,
          "insecure-skip-tls-verify": cluster.skipTLSVerify || undefined,
          "proxy-url": cluster.proxyUrl,
        }
      : undefined;
    const info = {
      apiVersion: exec.apiVersion ?? "client.authentication.k8s.io/v1",
      kind: "ExecCredential",
      spec: { interactive: false, ...(clusterInfo ? { cluster: clusterInfo } : {}) },
    };
    const command =
      exec.command?.includes("/") && !path.isAbsolute(exec.command) && extra
        ? path.resolve(extra.dir, exec.command)
        : exec.command;
    replacement = {
      ...(replacement ?? user),
      exec: {
        ...exec,
        command,
        env: [
          ...(exec.env ?? []).filter((e) => e.name !== "KUBERNETES_EXEC_INFO"),
          { name: "KUBERNETES_EXEC_INFO", value: JSON.stringify(info) },
        ],
      },
    };
  }
  if (!replacement) return;
  const users = kc.getUsers().map((u) => (u.name === user.name ? replacement! : u));
  kc.loadFromOptions({
    clusters: kc.getClusters(),
    contexts: kc.getContexts(),
    users,
    currentContext: kc.getCurrentContext(),
  });
}

/** Files the context names must be readable now: a one-line error instead of a failed first request. */
function checkFiles(kc: KubeConfig, context: string): void {
  const cluster = kc.getCurrentCluster();
  const user = kc.getCurrentUser();
  const files: [string, string | undefined][] = [
    ["the certificate authority", cluster?.caFile],
    ["the client certificate", user?.certFile],
    ["the client key", user?.keyFile],
    ["the token file", (user?.authProvider as { config?: { tokenFile?: string } })?.config?.tokenFile],
  ];
  const contents = new Map<string, Buffer>();
  for (const [what, file] of files) {
    if (!file) continue;
    try {
      contents.set(file, readFileSync(file));
    } catch (err) {
      throw new Error(
        `cannot read ${what} for context "${context}": ${(err as NodeJS.ErrnoException).code ?? err} (${file})`,
      );
    }
  }
  // PEM that the TLS stack would refuse at the first request: say which field, never its content.
  const pem = (data: string | undefined, file: string | undefined) =>
    file ? contents.get(file) : data ? Buffer.from(data, "base64") : undefined;
  const checks: [string, string, Buffer | undefined, (b: Buffer) => unknown][] = [
    [
      user?.keyFile ? `client-key ${user.keyFile}` : "client-key-data",
      "private key",
      pem(user?.keyData, user?.keyFile),
      (b) => createPrivateKey(b),
    ],
    [
      user?.certFile ? `client-certificate ${user.certFile}` : "client-certificate-data",
      "certificate",
      pem(user?.certData, user?.certFile),
      (b) => new X509Certificate(b),
    ],
  ];
  for (const [field, what, value, parse] of checks) {
    if (!value) continue;
    try {
      parse(value);
    } catch {
      throw new Error(`${field} of context "${context}" is not a PEM ${what}`);
    }
  }
}

function impersonationOf(extra: RawUserExtras | undefined): Impersonation {
  if (!extra) return {};
  return {
    user: extra.as || undefined,
    uid: extra["as-uid"] || undefined,
    groups: extra["as-groups"]?.length ? extra["as-groups"] : undefined,
    extra:
      extra["as-user-extra"] && Object.keys(extra["as-user-extra"]).length
        ? extra["as-user-extra"]
        : undefined,
  };
}

/** client-go's impersonation headers: Impersonate-User, -Uid, -Group (repeated), -Extra-<key>. */
export function impersonationHeaders(imp: Impersonation): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  if (!imp.user) return headers;
  headers["Impersonate-User"] = imp.user;
  if (imp.uid) headers["Impersonate-Uid"] = imp.uid;
  if (imp.groups?.length) headers["Impersonate-Group"] = imp.groups;
  for (const [key, values] of Object.entries(imp.extra ?? {})) {
    // Header names are case-insensitive: client-go percent-encodes the key (RFC 7230 token rules).
    headers[`Impersonate-Extra-${encodeURIComponent(key)}`] = values;
  }
  return headers;
}

function inCluster(env: KubeconfigEnv): ResolvedKubeconfig {
  const kc = new KubeConfig();
  const saved = { host: process.env.KUBERNETES_SERVICE_HOST, port: process.env.KUBERNETES_SERVICE_PORT };
  // client-node reads the service host and port from process.env; tests pass them in `env`.
  process.env.KUBERNETES_SERVICE_HOST = env.KUBERNETES_SERVICE_HOST;
  process.env.KUBERNETES_SERVICE_PORT = env.KUBERNETES_SERVICE_PORT || "443";
  try {
    kc.loadFromCluster(env.inClusterRoot ?? "");
  } finally {
    restoreEnv("KUBERNETES_SERVICE_HOST", saved.host);
    restoreEnv("KUBERNETES_SERVICE_PORT", saved.port);
  }
  const ctx = kc.getContextObject(kc.getCurrentContext())!;
  return {
    kc,
    context: ctx.name,
    contexts: [ctx.name],
    cluster: ctx.cluster,
    user: ctx.user,
    server: kc.getCurrentCluster()!.server,
    namespace: ctx.namespace?.trim() || undefined,
    impersonation: {},
    source: { type: "in-cluster" },
  };
}

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

function processEnv(): KubeconfigEnv {
  return {
    KUBECONFIG: process.env.KUBECONFIG,
    KUBERNETES_SERVICE_HOST: process.env.KUBERNETES_SERVICE_HOST,
    KUBERNETES_SERVICE_PORT: process.env.KUBERNETES_SERVICE_PORT,
  };
}

// ---- credentials ---------------------------------------------------------------------------

/** How long one answer of client-node's authenticators is reused (exec/OIDC/token-file refresh within it). */
const AUTH_REUSE_MS = 10_000;

/**
 * Credentials of the current context, from client-node's `applyOptions` (which runs exec plugins,
 * refreshes OIDC tokens, re-reads token files and caches until expiry). Concurrent callers share
 * one computation, so a plugin runs once however many requests start together.
 */
export class KubeAuth implements CredentialSource {
  private cached: { value: RequestAuth; at: number } | undefined;
  private readonly computeShared = singleFlight(async () => {
    const value = await this.compute();
    this.cached = { value, at: Date.now() };
    return value;
  });

  constructor(private readonly config: ResolvedKubeconfig) {}

  /** Forgets the reused answer (after a 401, say); client-node's own caches decide what refreshes. */
  invalidate(): void {
    this.cached = undefined;
  }

  get(): Promise<RequestAuth> {
    if (this.cached && Date.now() - this.cached.at < AUTH_REUSE_MS) return Promise.resolve(this.cached.value);
    return this.computeShared();
  }

  private async compute(): Promise<RequestAuth> {
    const { kc, context } = this.config;
    // applyToHTTPSOptions is client-node's public way to run its authenticators; it also builds
    // an agent, which is used only for proxy-url (our own keep-alive agents serve the rest).
    const opts: https.RequestOptions & { headers?: Record<string, string> } = {};
    try {
      await kc.applyToHTTPSOptions(opts);
    } catch (err) {
      throw new Error(`credentials of context "${context}": ${credentialError(kc, err)}`);
    }
    const headers: Record<string, string | string[]> = { ...(opts.headers ?? {}) };
    if (opts.auth && !headers.Authorization) {
      headers.Authorization = `Basic ${Buffer.from(opts.auth).toString("base64")}`;
    }
    Object.assign(headers, impersonationHeaders(this.config.impersonation));
    return {
      headers,
      tls: {
        ca: opts.ca as Buffer | undefined,
        cert: opts.cert as Buffer | string | undefined,
        key: opts.key as Buffer | string | undefined,
        rejectUnauthorized: opts.rejectUnauthorized !== false,
        servername: opts.servername,
      },
      proxyAgent: kc.getCurrentCluster()?.proxyUrl ? (opts.agent as https.Agent) : undefined,
    };
  }
}

/** One line for a failed authenticator; exec plugins' stderr tail only (never their stdout). */
function credentialError(kc: KubeConfig, err: unknown): string {
  const e = err as NodeJS.ErrnoException & { path?: string };
  const exec = kc.getCurrentUser()?.exec as { command?: string; installHint?: string } | undefined;
  if (exec?.command) {
    if (e?.code === "ENOENT") {
      return `exec credential plugin ${exec.command} failed: not found${exec.installHint ? ` (${exec.installHint.trim()})` : ""}`;
    }
    if (err instanceof SyntaxError)
      return `exec credential plugin ${exec.command} printed no ExecCredential JSON`;
    const detail = String(e?.message ?? err)
      .trim()
      .split("\n")
      .slice(-3)
      .join(" ")
      .slice(0, 300);
    return `exec credential plugin ${exec.command} failed: ${detail || "exit status non-zero"}`;
  }
  if (e?.code && e.path) return `cannot read ${e.path}: ${e.code}`;
  return safeParseError(err);
}
