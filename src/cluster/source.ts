/**
 * What can be said about a kubeconfig without loading @kubernetes/client-node (a large bundle
 * chunk that only commands talking to a cluster load): where it came from, whether a string is
 * content or a path, and a server URL safe to print.
 */
import type http from "node:http";
import path from "node:path";

/** Where the kubeconfig came from, for messages (never its contents). */
export type KubeconfigSource =
  | { type: "content" }
  | { type: "file"; path: string }
  | { type: "env"; paths: string[] }
  | { type: "home"; path: string }
  | { type: "in-cluster" };

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

/** What one request needs: headers and the TLS material of the agent it goes through. */
export interface RequestAuth {
  headers: Record<string, string | string[]>;
  tls: {
    ca?: string | Buffer;
    cert?: string | Buffer;
    key?: string | Buffer;
    rejectUnauthorized: boolean;
    servername?: string;
  };
  /** client-node's agent for a cluster with proxy-url (HTTP CONNECT or SOCKS). */
  proxyAgent?: http.Agent;
}

/** Supplies credentials per request (implemented by kubeconfig.ts over client-node). */
export interface CredentialSource {
  get(): Promise<RequestAuth>;
  /** Forgets reused credentials (after a 401). */
  invalidate(): void;
}
