/**
 * Kubeconfig resolution and credentials, self-contained: @kubernetes/client-node 2.x cannot be
 * loaded on Node 20 (it pulls undici 8, which needs Node >= 22.19), so this module reads the
 * kubeconfig format itself (the subset client-go uses for clusters, users and contexts).
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { parse as parseYaml } from "yaml";

/** Where the kubeconfig came from, for messages (never its contents). */
export type KubeconfigSource =
  | { type: "content" }
  | { type: "file"; path: string }
  | { type: "env"; paths: string[] }
  | { type: "home"; path: string }
  | { type: "in-cluster" };

export interface KubeconfigEnv {
  KUBECONFIG?: string;
  KUBERNETES_SERVICE_HOST?: string;
  KUBERNETES_SERVICE_PORT?: string;
  home?: string;
  /** Root prefixed to /var/run/secrets/kubernetes.io/serviceaccount (tests override it). */
  inClusterRoot?: string;
}

export interface ExecConfig {
  command: string;
  args: string[];
  env: { name: string; value: string }[];
  apiVersion: string;
  /** Directory relative commands and paths resolve against. */
  baseDir: string;
  installHint?: string;
}

export type UserAuth =
  | { type: "none" }
  | { type: "token"; token: string }
  | { type: "tokenFile"; path: string }
  | { type: "basic"; username: string; password: string }
  | { type: "exec"; exec: ExecConfig };

/** One context resolved to what a client needs. */
export interface ResolvedKubeconfig {
  context: string;
  contexts: string[];
  cluster: string;
  user: string;
  server: string;
  /** The context's default namespace, if any. */
  namespace?: string;
  tls: { ca?: Buffer; cert?: Buffer; key?: Buffer; rejectUnauthorized: boolean; servername?: string };
  auth: UserAuth;
  source: KubeconfigSource;
}

const SA_DIR = "/var/run/secrets/kubernetes.io/serviceaccount";

/**
 * True when the string is kubeconfig content rather than a path: YAML with top-level
 * `apiVersion`/`clusters`/`contexts`/`users`/`kind`/`current-context` keys, or a JSON object.
 */
export function looksLikeKubeconfigContent(value: string): boolean {
  const s = value.trimStart();
  if (s.startsWith("{")) return true;
  // Paths have no line breaks: anything multi-line is content (and must never be echoed as a path).
  if (s.trimEnd().includes("\n")) return true;
  return /^(apiVersion|clusters|contexts|users|kind|current-context|preferences)\s*:/m.test(value);
}

/** Describes a source without revealing contents. */
export function describeSource(src: KubeconfigSource): string {
  switch (src.type) {
    case "content":
      return "kubeconfig given as content";
    case "file":
    case "home":
      return `kubeconfig file ${src.path}`;
    case "env":
      return `KUBECONFIG=${src.paths.join(path.delimiter)}`;
    case "in-cluster":
      return "in-cluster service account";
  }
}

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

// ---- the kubeconfig document ---------------------------------------------------------------

interface RawCluster {
  server?: string;
  "certificate-authority"?: string;
  "certificate-authority-data"?: string;
  "insecure-skip-tls-verify"?: boolean;
  "tls-server-name"?: string;
  "proxy-url"?: string;
}
interface RawUser {
  token?: string;
  tokenFile?: string;
  "client-certificate"?: string;
  "client-certificate-data"?: string;
  "client-key"?: string;
  "client-key-data"?: string;
  username?: string;
  password?: string;
  exec?: {
    command?: string;
    args?: string[];
    env?: { name: string; value: string }[] | null;
    apiVersion?: string;
    installHint?: string;
  };
  "auth-provider"?: { name?: string; config?: Record<string, string> };
  as?: string;
}
interface RawContext {
  cluster?: string;
  user?: string;
  namespace?: string;
}

/** Named entries with the directory their relative paths resolve against. */
interface Doc {
  clusters: Map<string, { v: RawCluster; dir: string }>;
  users: Map<string, { v: RawUser; dir: string }>;
  contexts: Map<string, RawContext>;
  currentContext: string;
}

function emptyDoc(): Doc {
  return { clusters: new Map(), users: new Map(), contexts: new Map(), currentContext: "" };
}

/** Parses one kubeconfig and merges it under `into` (first definition of a name wins, as in client-go). */
function mergeDoc(into: Doc, text: string, dir: string, what: string): void {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (err) {
    throw new Error(`cannot load ${what}: ${safeParseError(err)}`);
  }
  if (raw === null || raw === undefined) return;
  if (typeof raw !== "object" || Array.isArray(raw)) throw new Error(`cannot load ${what}: not a kubeconfig`);
  const r = raw as {
    clusters?: { name?: string; cluster?: RawCluster }[];
    users?: { name?: string; user?: RawUser }[];
    contexts?: { name?: string; context?: RawContext }[];
    "current-context"?: string;
  };
  for (const c of r.clusters ?? []) {
    if (c?.name && !into.clusters.has(c.name)) into.clusters.set(c.name, { v: c.cluster ?? {}, dir });
  }
  for (const u of r.users ?? []) {
    if (u?.name && !into.users.has(u.name)) into.users.set(u.name, { v: u.user ?? {}, dir });
  }
  for (const c of r.contexts ?? []) {
    if (c?.name && !into.contexts.has(c.name)) into.contexts.set(c.name, c.context ?? {});
  }
  if (!into.currentContext && r["current-context"]) into.currentContext = r["current-context"];
}

function readFileOrData(file: string | undefined, data: string | undefined, dir: string): Buffer | undefined {
  if (data) return Buffer.from(data, "base64");
  if (file) return readFileSync(path.resolve(dir, file));
  return undefined;
}

/** Loads a kubeconfig following: option (content or path), KUBECONFIG, ~/.kube/config, in-cluster. */
export function loadKubeConfig(
  kubeconfig: string | undefined,
  context: string | undefined,
  env: KubeconfigEnv = processEnv(),
): ResolvedKubeconfig {
  const home = env.home ?? homedir();
  const doc = emptyDoc();
  let source: KubeconfigSource;
  const readFile = (p: string, what: string) => {
    try {
      return readFileSync(p, "utf8");
    } catch (err) {
      throw new Error(`cannot read ${what}: ${(err as NodeJS.ErrnoException).code ?? safeParseError(err)}`);
    }
  };

  if (kubeconfig !== undefined && kubeconfig.trim() !== "") {
    if (looksLikeKubeconfigContent(kubeconfig)) {
      source = { type: "content" };
      mergeDoc(doc, kubeconfig, process.cwd(), describeSource(source));
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
      mergeDoc(doc, readFile(p, describeSource(source)), path.dirname(p), describeSource(source));
    }
  } else if (env.KUBECONFIG && env.KUBECONFIG.trim() !== "") {
    const paths = env.KUBECONFIG.split(path.delimiter)
      .filter((p) => p !== "")
      .map((p) => path.resolve(expandHome(p, home)));
    const existing = paths.filter((p) => existsSync(p));
    source = { type: "env", paths };
    if (existing.length === 0) throw new Error(`no file named by KUBECONFIG exists (${paths.join(", ")})`);
    for (const p of existing) {
      mergeDoc(doc, readFile(p, `kubeconfig file ${p}`), path.dirname(p), `kubeconfig file ${p}`);
    }
  } else if (existsSync(path.join(home, ".kube", "config"))) {
    const p = path.join(home, ".kube", "config");
    source = { type: "home", path: p };
    mergeDoc(doc, readFile(p, describeSource(source)), path.dirname(p), describeSource(source));
  } else if (env.KUBERNETES_SERVICE_HOST && existsSync(`${env.inClusterRoot ?? ""}${SA_DIR}/token`)) {
    return inCluster(env);
  } else {
    throw new Error(
      "no kubeconfig found: pass a kubeconfig (content or path), set KUBECONFIG, create ~/.kube/config, or run inside a cluster",
    );
  }

  const where = describeSource(source);
  const names = [...doc.contexts.keys()];
  let contextName: string;
  if (context) {
    if (!doc.contexts.has(context)) {
      throw new Error(
        `context "${context}" not found in ${where}; available contexts: ${names.length ? names.join(", ") : "(none)"}`,
      );
    }
    contextName = context;
  } else if (doc.currentContext && doc.contexts.has(doc.currentContext)) {
    contextName = doc.currentContext;
  } else if (names.length === 1) {
    contextName = names[0]!;
  } else {
    throw new Error(
      doc.currentContext
        ? `current-context "${doc.currentContext}" not found in ${where}; available contexts: ${names.join(", ") || "(none)"}`
        : `${where} has no current-context; choose one of: ${names.length ? names.join(", ") : "(none)"}`,
    );
  }
  const ctx = doc.contexts.get(contextName)!;
  const cluster = ctx.cluster ? doc.clusters.get(ctx.cluster) : undefined;
  if (!cluster)
    throw new Error(`context "${contextName}" in ${where} names no known cluster (${ctx.cluster ?? "none"})`);
  const server = cluster.v.server;
  if (!server) throw new Error(`cluster "${ctx.cluster}" in ${where} has no server`);
  if (cluster.v["proxy-url"]) {
    throw new Error(
      `cluster "${ctx.cluster}" in ${where} uses proxy-url, which kustomize-sync does not support`,
    );
  }
  const user = ctx.user ? doc.users.get(ctx.user) : undefined;
  if (ctx.user && !user) throw new Error(`context "${contextName}" in ${where} names an unknown user`);
  const u = user?.v ?? {};
  const udir = user?.dir ?? process.cwd();
  const fileError = (what: string) => (err: unknown) => {
    throw new Error(
      `cannot read ${what} for context "${contextName}": ${(err as NodeJS.ErrnoException).code ?? err}`,
    );
  };
  let ca: Buffer | undefined;
  let cert: Buffer | undefined;
  let key: Buffer | undefined;
  try {
    ca = readFileOrData(
      cluster.v["certificate-authority"],
      cluster.v["certificate-authority-data"],
      cluster.dir,
    );
  } catch (err) {
    fileError("the certificate authority")(err);
  }
  try {
    cert = readFileOrData(u["client-certificate"], u["client-certificate-data"], udir);
    key = readFileOrData(u["client-key"], u["client-key-data"], udir);
  } catch (err) {
    fileError("the client certificate")(err);
  }
  return {
    context: contextName,
    contexts: names,
    cluster: ctx.cluster!,
    user: ctx.user ?? "",
    server,
    namespace: ctx.namespace,
    tls: {
      ca,
      cert,
      key,
      rejectUnauthorized: cluster.v["insecure-skip-tls-verify"] !== true,
      servername: cluster.v["tls-server-name"],
    },
    auth: userAuth(u, udir, contextName),
    source,
  };
}

function userAuth(u: RawUser, dir: string, context: string): UserAuth {
  if (u.token) return { type: "token", token: u.token };
  if (u.tokenFile) return { type: "tokenFile", path: path.resolve(dir, u.tokenFile) };
  if (u.exec?.command) {
    return {
      type: "exec",
      exec: {
        command: u.exec.command,
        args: u.exec.args ?? [],
        env: u.exec.env ?? [],
        apiVersion: u.exec.apiVersion ?? "client.authentication.k8s.io/v1",
        baseDir: dir,
        installHint: u.exec.installHint,
      },
    };
  }
  const provider = u["auth-provider"];
  if (provider) {
    // Only a still-valid OIDC id-token can be used without the provider's refresh logic.
    if (provider.name === "oidc" && provider.config?.["id-token"]) {
      return { type: "token", token: provider.config["id-token"] };
    }
    throw new Error(
      `context "${context}" uses the "${provider.name}" auth-provider, which kustomize-sync does not support; use an exec credential plugin`,
    );
  }
  if (u.username !== undefined && u.password !== undefined) {
    return { type: "basic", username: u.username, password: u.password };
  }
  return { type: "none" };
}

function inCluster(env: KubeconfigEnv): ResolvedKubeconfig {
  const dir = `${env.inClusterRoot ?? ""}${SA_DIR}`;
  const host = env.KUBERNETES_SERVICE_HOST!;
  const port = env.KUBERNETES_SERVICE_PORT || "443";
  const h = host.includes(":") ? `[${host}]` : host;
  const nsFile = path.join(dir, "namespace");
  const caFile = path.join(dir, "ca.crt");
  return {
    context: "in-cluster",
    contexts: ["in-cluster"],
    cluster: "in-cluster",
    user: "service-account",
    server: `https://${h}:${port}`,
    namespace: existsSync(nsFile) ? readFileSync(nsFile, "utf8").trim() : undefined,
    tls: { ca: existsSync(caFile) ? readFileSync(caFile) : undefined, rejectUnauthorized: true },
    // The kubelet rotates the projected token: re-read it.
    auth: { type: "tokenFile", path: path.join(dir, "token") },
    source: { type: "in-cluster" },
  };
}

/** Server URL without user-info or query (safe to print). */
export function safeServerUrl(server: string): string {
  try {
    const u = new URL(server);
    u.username = "";
    u.password = "";
    u.search = "";
    u.hash = "";
    return u.toString().replace(/\/$/, "");
  } catch {
    return server.replace(/\/\/[^@/]*@/, "//");
  }
}

function processEnv(): KubeconfigEnv {
  return {
    KUBECONFIG: process.env.KUBECONFIG,
    KUBERNETES_SERVICE_HOST: process.env.KUBERNETES_SERVICE_HOST,
    KUBERNETES_SERVICE_PORT: process.env.KUBERNETES_SERVICE_PORT,
  };
}

// ---- credentials ---------------------------------------------------------------------------

export interface ExecCredentialStatus {
  token?: string;
  clientCertificateData?: string;
  clientKeyData?: string;
  expirationTimestamp?: string;
}

/** Supplies the Authorization header; refreshes exec credentials and token files. */
export class Credentials {
  private cached: { headers: Record<string, string>; until: number } | undefined;
  private pending: Promise<Record<string, string>> | undefined;

  constructor(
    private readonly auth: UserAuth,
    private readonly server: string,
  ) {}

  /** The exec plugin's client certificate, if it returns one (first call runs the plugin). */
  async clientCertificate(): Promise<{ cert: Buffer; key: Buffer } | undefined> {
    if (this.auth.type !== "exec") return undefined;
    const status = await this.runExec();
    if (status.clientCertificateData && status.clientKeyData) {
      return { cert: Buffer.from(status.clientCertificateData), key: Buffer.from(status.clientKeyData) };
    }
    return undefined;
  }

  /** Forgets cached credentials (after a 401, say). */
  invalidate(): void {
    this.cached = undefined;
  }

  async headers(): Promise<Record<string, string>> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.headers;
    if (this.pending) return this.pending;
    this.pending = this.compute().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async compute(): Promise<Record<string, string>> {
    const a = this.auth;
    let headers: Record<string, string> = {};
    let until = Number.POSITIVE_INFINITY;
    switch (a.type) {
      case "none":
        break;
      case "token":
        headers = { Authorization: `Bearer ${a.token}` };
        break;
      case "basic":
        headers = { Authorization: `Basic ${Buffer.from(`${a.username}:${a.password}`).toString("base64")}` };
        break;
      case "tokenFile": {
        let token: string;
        try {
          token = readFileSync(a.path, "utf8").trim();
        } catch (err) {
          throw new Error(`cannot read token file ${a.path}: ${(err as NodeJS.ErrnoException).code ?? err}`);
        }
        headers = { Authorization: `Bearer ${token}` };
        until = Date.now() + 60_000;
        break;
      }
      case "exec": {
        const status = await this.runExec();
        if (status.token) headers = { Authorization: `Bearer ${status.token}` };
        const exp = status.expirationTimestamp ? Date.parse(status.expirationTimestamp) : Number.NaN;
        // Refresh a little before expiry; without an expiry, reuse for the whole run (as client-go).
        until = Number.isNaN(exp) ? Number.POSITIVE_INFINITY : exp - 30_000;
        break;
      }
    }
    this.cached = { headers, until };
    return headers;
  }

  private runExec(): Promise<ExecCredentialStatus> {
    if (this.auth.type !== "exec") return Promise.resolve({});
    const e = this.auth.exec;
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const kv of e.env) env[kv.name] = kv.value;
    env.KUBERNETES_EXEC_INFO = JSON.stringify({
      apiVersion: e.apiVersion,
      kind: "ExecCredential",
      spec: { interactive: false, cluster: { server: this.server } },
    });
    const command =
      e.command.includes("/") && !path.isAbsolute(e.command) ? path.resolve(e.baseDir, e.command) : e.command;
    return new Promise((resolve, reject) => {
      execFile(command, e.args, { env, timeout: 60_000, maxBuffer: 4 << 20 }, (err, stdout, stderr) => {
        if (err) {
          const hint =
            (err as NodeJS.ErrnoException).code === "ENOENT" && e.installHint
              ? ` (${e.installHint.trim()})`
              : "";
          const detail = String(stderr).trim().split("\n").slice(-3).join(" ").slice(0, 300);
          reject(new Error(`exec credential plugin ${e.command} failed: ${detail || err.message}${hint}`));
          return;
        }
        try {
          const cred = JSON.parse(String(stdout)) as { status?: ExecCredentialStatus };
          resolve(cred.status ?? {});
        } catch {
          reject(new Error(`exec credential plugin ${e.command} printed no ExecCredential JSON`));
        }
      });
    });
  }
}
