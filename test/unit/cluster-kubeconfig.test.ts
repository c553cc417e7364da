import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  Credentials,
  loadKubeConfig,
  looksLikeKubeconfigContent,
  safeServerUrl,
} from "../../src/cluster/kubeconfig.js";

const SECRET = "s3cr3t-token-value";

function kubeconfig(contexts: string[], current = contexts[0], server = "https://127.0.0.1:6443") {
  return [
    "apiVersion: v1",
    "kind: Config",
    "clusters:",
    "- name: local",
    "  cluster:",
    `    server: ${server}`,
    "    insecure-skip-tls-verify: true",
    "users:",
    "- name: admin",
    "  user:",
    `    token: ${SECRET}`,
    "contexts:",
    ...contexts.flatMap((c) => [`- name: ${c}`, "  context:", "    cluster: local", "    user: admin"]),
    `current-context: ${current ?? ""}`,
    "",
  ].join("\n");
}

const noEnv = (home: string) => ({ home });

describe("looksLikeKubeconfigContent", () => {
  it("tells content from paths", () => {
    expect(looksLikeKubeconfigContent(kubeconfig(["a"]))).toBe(true);
    expect(looksLikeKubeconfigContent('{"apiVersion":"v1"}')).toBe(true);
    expect(looksLikeKubeconfigContent("clusters: []\n")).toBe(true);
    expect(looksLikeKubeconfigContent("/home/me/.kube/config")).toBe(false);
    expect(looksLikeKubeconfigContent(".cluster/kubeconfig")).toBe(false);
    expect(looksLikeKubeconfigContent("C:\\Users\\me\\kubeconfig")).toBe(false);
    expect(looksLikeKubeconfigContent("# exported\nfoo: bar\n")).toBe(true);
  });
});

describe("loadKubeConfig", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ks-kubeconfig-"));
  const file = path.join(dir, "config");
  writeFileSync(file, kubeconfig(["one", "two"], "two"));

  it("loads content, a path, KUBECONFIG and ~/.kube/config in that order", () => {
    const home = mkdtempSync(path.join(tmpdir(), "ks-home-"));
    mkdirSync(path.join(home, ".kube"));
    writeFileSync(path.join(home, ".kube", "config"), kubeconfig(["home"]));
    const env = { home, KUBECONFIG: file };
    expect(loadKubeConfig(kubeconfig(["inline"]), undefined, env).context).toBe("inline");
    expect(loadKubeConfig(file, undefined, { home }).source).toEqual({ type: "file", path: file });
    const fromEnv = loadKubeConfig(undefined, undefined, env);
    expect(fromEnv.source.type).toBe("env");
    expect(fromEnv.context).toBe("two");
    const fromHome = loadKubeConfig(undefined, undefined, { home });
    expect(fromHome.source.type).toBe("home");
    expect(fromHome.context).toBe("home");
  });

  it("selects a context and lists the available ones when unknown", () => {
    expect(loadKubeConfig(file, "one", noEnv(dir)).context).toBe("one");
    expect(() => loadKubeConfig(file, "three", noEnv(dir))).toThrow(
      `context "three" not found in kubeconfig file ${file}; available contexts: one, two`,
    );
  });

  it("fails clearly when nothing is found, never echoing contents", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "ks-empty-"));
    expect(() => loadKubeConfig(undefined, undefined, { home: empty })).toThrow(/no kubeconfig found/);
    expect(() => loadKubeConfig(path.join(empty, "nope"), undefined, { home: empty })).toThrow(
      /does not exist/,
    );
    const notAPath = `${SECRET}${"x".repeat(300)}`;
    expect(() => loadKubeConfig(notAPath, undefined, { home: empty })).toThrow(
      "the kubeconfig input is neither kubeconfig content (YAML/JSON) nor the path of an existing file",
    );
    const broken = `${kubeconfig(["a"])}users:\n  - name: x\n    user: {token: ${SECRET}\n  bad: [\n`;
    let message = "";
    try {
      loadKubeConfig(broken, undefined, { home: empty });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^cannot load kubeconfig given as content: /);
    expect(message).not.toContain(SECRET);
    try {
      loadKubeConfig(kubeconfig(["a"]), "b", { home: empty });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).not.toContain(SECRET);
  });

  it("needs a current context when there are several", () => {
    expect(() => loadKubeConfig(kubeconfig(["a", "b"], ""), undefined, { home: dir })).toThrow(
      "kubeconfig given as content has no current-context; choose one of: a, b",
    );
    expect(loadKubeConfig(kubeconfig(["only"], ""), undefined, { home: dir }).context).toBe("only");
  });

  it("uses the in-cluster service account last", () => {
    const root = mkdtempSync(path.join(tmpdir(), "ks-incluster-"));
    const sa = path.join(root, "var/run/secrets/kubernetes.io/serviceaccount");
    mkdirSync(sa, { recursive: true });
    writeFileSync(path.join(sa, "token"), SECRET);
    writeFileSync(path.join(sa, "namespace"), "flux-system");
    const { source, server, namespace, auth } = loadKubeConfig(undefined, undefined, {
      home: root,
      KUBERNETES_SERVICE_HOST: "10.0.0.1",
      KUBERNETES_SERVICE_PORT: "443",
      inClusterRoot: root,
    });
    expect(source.type).toBe("in-cluster");
    expect(server).toBe("https://10.0.0.1:443");
    expect(namespace).toBe("flux-system");
    expect(auth).toEqual({ type: "tokenFile", path: path.join(sa, "token") });
  });

  it("prints server URLs without credentials", () => {
    expect(safeServerUrl("https://user:pw@api.example.com:6443/?token=x")).toBe(
      "https://api.example.com:6443",
    );
    expect(safeServerUrl("https://api.example.com/k8s/clusters/c-1")).toBe(
      "https://api.example.com/k8s/clusters/c-1",
    );
  });
});

describe("credentials", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ks-creds-"));

  it("merges KUBECONFIG files first-wins and resolves relative paths per file", () => {
    const a = path.join(dir, "a.yaml");
    const sub = path.join(dir, "sub");
    mkdirSync(sub);
    writeFileSync(path.join(sub, "ca.crt"), "CA-PEM");
    const b = path.join(sub, "b.yaml");
    writeFileSync(a, kubeconfig(["first"], "first", "https://a.example:6443"));
    writeFileSync(
      b,
      [
        "apiVersion: v1",
        "clusters:",
        "- name: local",
        "  cluster: {server: 'https://ignored.example'}",
        "- name: other",
        "  cluster: {server: 'https://b.example', certificate-authority: ca.crt}",
        "users: [{name: admin2, user: {username: u, password: p}}]",
        "contexts: [{name: second, context: {cluster: other, user: admin2, namespace: apps}}]",
        "current-context: second",
      ].join("\n"),
    );
    const env = { home: dir, KUBECONFIG: [a, path.join(dir, "missing"), b].join(path.delimiter) };
    const first = loadKubeConfig(undefined, undefined, env);
    expect(first.context).toBe("first");
    expect(first.server).toBe("https://a.example:6443");
    expect(first.tls.rejectUnauthorized).toBe(false);
    const second = loadKubeConfig(undefined, "second", env);
    expect(second.server).toBe("https://b.example");
    expect(second.namespace).toBe("apps");
    expect(second.tls.ca?.toString()).toBe("CA-PEM");
    expect(second.tls.rejectUnauthorized).toBe(true);
    expect(second.auth).toEqual({ type: "basic", username: "u", password: "p" });
  });

  it("runs exec credential plugins and caches until expiry", async () => {
    const plugin = path.join(dir, "plugin.sh");
    const counter = path.join(dir, "count");
    writeFileSync(
      plugin,
      `#!/bin/sh\necho x >> ${counter}\nprintf '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"%s-tok"}}' "$PREFIX"\n`,
      { mode: 0o755 },
    );
    const { auth } = loadKubeConfig(
      [
        "apiVersion: v1",
        "clusters: [{name: c, cluster: {server: 'https://x.example'}}]",
        "users:",
        "- name: u",
        "  user:",
        "    exec:",
        "      apiVersion: client.authentication.k8s.io/v1",
        `      command: ${plugin}`,
        "      env: [{name: PREFIX, value: exec}]",
        "contexts: [{name: c, context: {cluster: c, user: u}}]",
        "current-context: c",
      ].join("\n"),
      undefined,
      { home: dir },
    );
    const creds = new Credentials(auth, "https://x.example");
    expect(await creds.headers()).toEqual({ Authorization: "Bearer exec-tok" });
    await creds.headers();
    expect(readFileSync(counter, "utf8").trim().split("\n")).toHaveLength(1);
    creds.invalidate();
    await creds.headers();
    expect(readFileSync(counter, "utf8").trim().split("\n")).toHaveLength(2);
  });

  it("reports a failing exec plugin without its output beyond stderr", async () => {
    const creds = new Credentials(
      {
        type: "exec",
        exec: {
          command: "definitely-not-a-plugin-xyz",
          args: [],
          env: [],
          apiVersion: "v1",
          baseDir: dir,
          installHint: "install it",
        },
      },
      "https://x.example",
    );
    await expect(creds.headers()).rejects.toThrow(
      /exec credential plugin definitely-not-a-plugin-xyz failed: .*\(install it\)/,
    );
  });

  it("rejects unsupported auth providers and proxies clearly", () => {
    const withUser = (user: string) =>
      [
        "apiVersion: v1",
        "clusters: [{name: c, cluster: {server: 'https://x.example'}}]",
        `users: [{name: u, user: ${user}}]`,
        "contexts: [{name: c, context: {cluster: c, user: u}}]",
        "current-context: c",
      ].join("\n");
    expect(() => loadKubeConfig(withUser("{auth-provider: {name: gcp}}"), undefined, { home: dir })).toThrow(
      'context "c" uses the "gcp" auth-provider, which kustomize-sync does not support; use an exec credential plugin',
    );
    expect(
      loadKubeConfig(withUser("{auth-provider: {name: oidc, config: {id-token: abc}}}"), undefined, {
        home: dir,
      }).auth,
    ).toEqual({
      type: "token",
      token: "abc",
    });
    expect(loadKubeConfig(withUser("{tokenFile: tok}"), undefined, { home: dir }).auth).toEqual({
      type: "tokenFile",
      path: path.join(process.cwd(), "tok"),
    });
  });
});
