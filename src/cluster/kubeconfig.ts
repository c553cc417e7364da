import { existsSync, statSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { KubeConfig } from "@kubernetes/client-node";

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

const SA_DIR = "/var/run/secrets/kubernetes.io/serviceaccount";

/**
 * True when the string is kubeconfig content rather than a path: YAML with top-level
 * `apiVersion`/`clusters`/`contexts`/`users`/`kind`/`current-context` keys, or a JSON object.
 */
export function looksLikeKubeconfigContent(value: string): boolean {
  const s = value.trimStart();
  if (s.startsWith("{")) return true;
  if (!s.includes("\n") && !s.includes(":")) return false;
  return /^(apiVersion|clusters|contexts|users|kind|current-context|preferences)\s*:/m.test(value);
}

/** Describes a source without revealing contents. */
export function describeSource(src: KubeconfigSource): string {
  switch (src.type) {
    case "content":
      return "kubeconfig given as content";
    case "file":
      return `kubeconfig file ${src.path}`;
    case "env":
      return `KUBECONFIG=${src.paths.join(path.delimiter)}`;
    case "home":
      return `kubeconfig file ${src.path}`;
    case "in-cluster":
      return "in-cluster service account";
  }
}

/** Error text for an unparseable kubeconfig that cannot echo its contents (js-yaml quotes snippets). */
function safeParseError(err: unknown): string {
  const e = err as { reason?: string; mark?: { line?: number; column?: number }; message?: string };
  if (typeof e?.reason === "string") {
    const at = e.mark?.line !== undefined ? ` at line ${e.mark.line + 1}` : "";
    return `${e.reason}${at}`;
  }
  const first = String(e?.message ?? err).split("\n")[0] ?? "";
  // Messages that quote the input could carry tokens: keep them short and generic.
  return first.length > 120 ? `${first.slice(0, 120)}…` : first;
}

function expandHome(p: string, home: string): string {
  if (p === "~") return home;
  if (p.startsWith("~/")) return path.join(home, p.slice(2));
  return p;
}

/** Loads a KubeConfig following: option (content or path), KUBECONFIG, ~/.kube/config, in-cluster. */
export function loadKubeConfig(
  kubeconfig: string | undefined,
  context: string | undefined,
  env: KubeconfigEnv = processEnv(),
): { kc: KubeConfig; source: KubeconfigSource } {
  const kc = new KubeConfig();
  const home = env.home ?? homedir();
  let source: KubeconfigSource;
  const load = (what: string, fn: () => void) => {
    try {
      fn();
    } catch (err) {
      throw new Error(`cannot load ${what}: ${safeParseError(err)}`);
    }
  };

  if (kubeconfig !== undefined && kubeconfig.trim() !== "") {
    if (looksLikeKubeconfigContent(kubeconfig)) {
      source = { type: "content" };
      load(describeSource(source), () => kc.loadFromString(kubeconfig));
    } else {
      const p = path.resolve(expandHome(kubeconfig.trim(), home));
      if (!existsSync(p)) throw new Error(`kubeconfig file ${p} does not exist`);
      if (statSync(p).isDirectory()) throw new Error(`kubeconfig ${p} is a directory, not a file`);
      source = { type: "file", path: p };
      load(describeSource(source), () => kc.loadFromFile(p));
    }
  } else if (env.KUBECONFIG && env.KUBECONFIG.trim() !== "") {
    const paths = env.KUBECONFIG.split(path.delimiter)
      .filter((p) => p !== "")
      .map((p) => path.resolve(expandHome(p, home)));
    const existing = paths.filter((p) => existsSync(p));
    source = { type: "env", paths };
    if (existing.length === 0) throw new Error(`no file named by KUBECONFIG exists (${paths.join(", ")})`);
    load(describeSource(source), () => {
      kc.loadFromFile(existing[0]!);
      for (const p of existing.slice(1)) {
        const more = new KubeConfig();
        more.loadFromFile(p);
        kc.mergeConfig(more, true);
      }
    });
  } else if (existsSync(path.join(home, ".kube", "config"))) {
    const p = path.join(home, ".kube", "config");
    source = { type: "home", path: p };
    load(describeSource(source), () => kc.loadFromFile(p));
  } else if (env.KUBERNETES_SERVICE_HOST && existsSync(`${env.inClusterRoot ?? ""}${SA_DIR}/token`)) {
    source = { type: "in-cluster" };
    load(describeSource(source), () => kc.loadFromCluster(env.inClusterRoot ?? ""));
  } else {
    throw new Error(
      "no kubeconfig found: pass a kubeconfig (content or path), set KUBECONFIG, create ~/.kube/config, or run inside a cluster",
    );
  }

  const names = kc.getContexts().map((c) => c.name);
  if (context) {
    if (!names.includes(context)) {
      throw new Error(
        `context "${context}" not found in ${describeSource(source)}; available contexts: ${
          names.length ? names.join(", ") : "(none)"
        }`,
      );
    }
    kc.setCurrentContext(context);
  } else if (!kc.getCurrentContext() || !names.includes(kc.getCurrentContext())) {
    if (names.length === 1) kc.setCurrentContext(names[0]!);
    else
      throw new Error(
        `${describeSource(source)} has no current-context; choose one of: ${names.length ? names.join(", ") : "(none)"}`,
      );
  }
  const cluster = kc.getCurrentCluster();
  if (!cluster) {
    throw new Error(
      `context "${kc.getCurrentContext()}" in ${describeSource(source)} names no known cluster`,
    );
  }
  if (!cluster.server)
    throw new Error(`cluster "${cluster.name}" in ${describeSource(source)} has no server`);
  return { kc, source };
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
