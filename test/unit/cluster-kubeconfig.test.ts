import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { impersonationHeaders, KubeAuth, loadKubeConfig } from "../../src/cluster/kubeconfig.js";
import { looksLikeKubeconfigContent, safeServerUrl } from "../../src/cluster/source.js";

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

  it("refuses a current-context that names no context, never taking the only other one", () => {
    // kubectl refuses this kubeconfig: applying to the one remaining context would deploy to a
    // cluster the user did not name.
    expect(() => loadKubeConfig(kubeconfig(["staging"], "production"), undefined, { home: dir })).toThrow(
      'current-context "production" not found in kubeconfig given as content; available contexts: staging',
    );
    expect(() => loadKubeConfig(file, "production", { home: dir })).toThrow(
      `context "production" not found in kubeconfig file ${file}; available contexts: one, two`,
    );
  });

  it("uses the in-cluster service account last", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "ks-incluster-"));
    const sa = path.join(root, "var/run/secrets/kubernetes.io/serviceaccount");
    mkdirSync(sa, { recursive: true });
    writeFileSync(path.join(sa, "token"), SECRET);
    writeFileSync(path.join(sa, "namespace"), "flux-system");
    writeFileSync(path.join(sa, "ca.crt"), "CA-PEM");
    const config = loadKubeConfig(undefined, undefined, {
      home: root,
      KUBERNETES_SERVICE_HOST: "10.0.0.1",
      KUBERNETES_SERVICE_PORT: "443",
      inClusterRoot: root,
    });
    expect(config.source.type).toBe("in-cluster");
    expect(config.server).toBe("https://10.0.0.1:443");
    expect(config.namespace).toBe("flux-system");
    const auth = await new KubeAuth(config).get();
    expect(auth.headers.Authorization).toBe(`Bearer ${SECRET}`);
    expect(auth.tls.ca?.toString()).toBe("CA-PEM");
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
  const withUser = (user: string, cluster = "{server: 'https://x.example'}") =>
    [
      "apiVersion: v1",
      `clusters: [{name: c, cluster: ${cluster}}]`,
      `users: [{name: u, user: ${user}}]`,
      "contexts: [{name: c, context: {cluster: c, user: u}}]",
      "current-context: c",
    ].join("\n");

  it("merges KUBECONFIG files first-wins and resolves relative paths per file", async () => {
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
    expect((await new KubeAuth(first).get()).tls.rejectUnauthorized).toBe(false);
    const second = loadKubeConfig(undefined, "second", env);
    expect(second.server).toBe("https://b.example");
    expect(second.namespace).toBe("apps");
    const auth = await new KubeAuth(second).get();
    expect(auth.tls.ca?.toString()).toBe("CA-PEM");
    expect(auth.tls.rejectUnauthorized).toBe(true);
    expect(auth.headers.Authorization).toBe(`Basic ${Buffer.from("u:p").toString("base64")}`);
  });

  it("runs an exec plugin once for concurrent requests, with KUBERNETES_EXEC_INFO and a relative command", async () => {
    const pluginDir = path.join(dir, "bin");
    mkdirSync(pluginDir);
    const counter = path.join(dir, "count");
    const infoFile = path.join(dir, "exec-info.json");
    writeFileSync(
      path.join(pluginDir, "plugin.sh"),
      `#!/bin/sh\necho x >> ${counter}\nprintf '%s' "$KUBERNETES_EXEC_INFO" > ${infoFile}\nprintf '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"%s-tok"}}' "$PREFIX"\n`,
      { mode: 0o755 },
    );
    const file = path.join(dir, "exec.yaml");
    writeFileSync(
      file,
      withUser(
        "{exec: {apiVersion: client.authentication.k8s.io/v1, command: ./bin/plugin.sh, provideClusterInfo: true, env: [{name: PREFIX, value: exec}]}}",
        "{server: 'https://x.example', certificate-authority-data: Q0E=, tls-server-name: api.internal}",
      ),
    );
    const auth = new KubeAuth(loadKubeConfig(file, undefined, { home: dir }));
    const all = await Promise.all([auth.get(), auth.get(), auth.get(), auth.get()]);
    for (const a of all) expect(a.headers.Authorization).toBe("Bearer exec-tok");
    expect(readFileSync(counter, "utf8").trim().split("\n")).toHaveLength(1);
    const info = JSON.parse(readFileSync(infoFile, "utf8"));
    expect(info).toEqual({
      apiVersion: "client.authentication.k8s.io/v1",
      kind: "ExecCredential",
      spec: {
        interactive: false,
        cluster: {
          server: "https://x.example",
          "certificate-authority-data": "Q0E=",
          "tls-server-name": "api.internal",
        },
      },
    });
  });

  it("takes a client certificate from an exec plugin", async () => {
    const plugin = path.join(dir, "cert-plugin.sh");
    writeFileSync(
      plugin,
      `#!/bin/sh\nprintf '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"clientCertificateData":"CERT","clientKeyData":"KEY"}}'\n`,
      { mode: 0o755 },
    );
    const auth = await new KubeAuth(
      loadKubeConfig(
        withUser(`{exec: {apiVersion: client.authentication.k8s.io/v1, command: ${plugin}}}`),
        undefined,
        {
          home: dir,
        },
      ),
    ).get();
    expect(auth.tls.cert).toBe("CERT");
    expect(auth.tls.key).toBe("KEY");
    expect(auth.headers.Authorization).toBeUndefined();
  });

  it("reports a failing exec plugin in one line with its install hint", async () => {
    const auth = new KubeAuth(
      loadKubeConfig(
        withUser(
          "{exec: {apiVersion: client.authentication.k8s.io/v1, command: definitely-not-a-plugin-xyz, installHint: install it}}",
        ),
        undefined,
        { home: dir },
      ),
    );
    await expect(auth.get()).rejects.toThrow(
      'credentials of context "c": exec credential plugin definitely-not-a-plugin-xyz failed: not found (install it)',
    );
  });

  it("reads tokenFile relative to the kubeconfig, and says so in one line when it is missing", async () => {
    writeFileSync(path.join(dir, "tok"), "file-token");
    writeFileSync(path.join(dir, "tokfile.yaml"), withUser("{tokenFile: tok}"));
    const auth = await new KubeAuth(
      loadKubeConfig(path.join(dir, "tokfile.yaml"), undefined, { home: dir }),
    ).get();
    expect(auth.headers.Authorization).toBe("Bearer file-token");
    writeFileSync(path.join(dir, "notok.yaml"), withUser("{tokenFile: nothing-here}"));
    expect(() => loadKubeConfig(path.join(dir, "notok.yaml"), undefined, { home: dir })).toThrow(
      `cannot read the token file for context "c": ENOENT (${path.join(dir, "nothing-here")})`,
    );
  });

  it("uses an unexpired OIDC id-token as it is", async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const idToken = `${b64({ alg: "none" })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
    const auth = await new KubeAuth(
      loadKubeConfig(
        withUser(
          `{auth-provider: {name: oidc, config: {id-token: '${idToken}', idp-issuer-url: 'https://issuer.invalid', client-id: x}}}`,
        ),
        undefined,
        { home: dir },
      ),
    ).get();
    expect(auth.headers.Authorization).toBe(`Bearer ${idToken}`);
  });

  it("sends every impersonation field of the kubeconfig user", async () => {
    const config = loadKubeConfig(
      withUser(
        "{token: t, as: jane, as-uid: '42', as-groups: [devs, ops], as-user-extra: {scopes: [view, edit], 'example.com/team': [a]}}",
      ),
      undefined,
      { home: dir },
    );
    expect(config.impersonation).toEqual({
      user: "jane",
      uid: "42",
      groups: ["devs", "ops"],
      extra: { scopes: ["view", "edit"], "example.com/team": ["a"] },
    });
    const { headers } = await new KubeAuth(config).get();
    expect(headers).toMatchObject({
      Authorization: "Bearer t",
      "Impersonate-User": "jane",
      "Impersonate-Uid": "42",
      "Impersonate-Group": ["devs", "ops"],
      "Impersonate-Extra-scopes": ["view", "edit"],
      "Impersonate-Extra-example.com%2Fteam": ["a"],
    });
    expect(impersonationHeaders({ groups: ["g"] })).toEqual({});
  });
});

describe("a kubeconfig kubectl would refuse fails before any request, naming the field and its value", () => {
  const withCluster = (cluster: string, user = `{token: ${SECRET}}`) =>
    [
      "apiVersion: v1",
      `clusters: [{name: c, cluster: ${cluster}}]`,
      `users: [{name: u, user: ${user}}]`,
      "contexts: [{name: k, context: {cluster: c, user: u}}]",
      "current-context: k",
    ].join("\n");
  const where = "kubeconfig given as content";
  it.each([
    [
      "a server that is not a URL",
      withCluster("{server: 'htp//bad url'}"),
      `cluster "c" in ${where}: server "htp//bad url" is not a URL such as https://host:6443`,
    ],
    [
      "a server without a scheme",
      withCluster("{server: '127.0.0.1:6443'}"),
      `cluster "c" in ${where}: server "127.0.0.1:6443" is not a URL such as https://host:6443`,
    ],
    [
      "a broken server with user-info (never printed)",
      withCluster(`{server: 'https://admin:${SECRET}@[::1'}`),
      `cluster "c" in ${where}: server "https://[::1" is not a URL such as https://host:6443`,
    ],
    [
      "the removed gcp auth-provider",
      withCluster("{server: 'https://x.example'}", "{auth-provider: {name: gcp}}"),
      `user "u" in ${where}: auth-provider "gcp" is not supported (kubectl removed it in 1.26); use the gke-gcloud-auth-plugin exec credential plugin instead`,
    ],
    [
      "the removed azure auth-provider",
      withCluster("{server: 'https://x.example'}", "{auth-provider: {name: azure, config: {}}}"),
      `user "u" in ${where}: auth-provider "azure" is not supported (kubectl removed it in 1.26); use the kubelogin exec credential plugin instead`,
    ],
    [
      "an auth-provider nobody knows",
      withCluster("{server: 'https://x.example'}", "{auth-provider: {name: openstack, config: {}}}"),
      `user "u" in ${where}: auth-provider "openstack" is not supported (only oidc is; other providers are exec credential plugins)`,
    ],
    [
      "an oidc auth-provider without its token",
      withCluster("{server: 'https://x.example'}", "{auth-provider: {name: oidc}}"),
      `user "u" in ${where}: auth-provider "oidc" has no config.id-token`,
    ],
    [
      "an exec plugin without a command",
      withCluster("{server: 'https://x.example'}", "{exec: {apiVersion: client.authentication.k8s.io/v1}}"),
      `user "u" in ${where}: exec has no command`,
    ],
  ])("%s", (_, content, message) => {
    expect(() => loadKubeConfig(content, undefined, { home: "/nonexistent" })).toThrow(message);
  });
});
