// The kubeconfig helm is handed: one context with the credentials client-node resolved, read back
// by client-node itself (what it resolves from the written file equals what it resolved before).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { KubeCluster } from "../../src/cluster/client.js";
import { KubeAuth, type KubeconfigEnv, loadKubeConfig } from "../../src/cluster/kubeconfig.js";
import { parseYaml } from "../../src/model/index.js";

const dir = mkdtempSync(path.join(tmpdir(), "ks-kubeconfig-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function kubeconfig(
  user: string,
  cluster = "{server: 'https://api.example:6443', certificate-authority-data: Q0E=}",
) {
  return [
    "apiVersion: v1",
    "kind: Config",
    `clusters: [{name: c, cluster: ${cluster}}]`,
    `users: [{name: u, user: ${user}}]`,
    "contexts: [{name: ctx, context: {cluster: c, user: u}}, {name: other, context: {cluster: c, user: u}}]",
    "current-context: other",
    "",
  ].join("\n");
}

let n = 0;
/** Writes the kubeconfig for `content` (context ctx) and returns its path and document. */
async function written(content: string, env: KubeconfigEnv = { home: dir }) {
  const config = loadKubeConfig(content, "ctx", env);
  const cluster = new KubeCluster(config, new KubeAuth(config));
  const out = path.join(dir, `run-${n++}`);
  mkdirSync(out, { mode: 0o700 });
  const file = await cluster.writeKubeconfigFor(out);
  await cluster.close();
  return { file, out, doc: parseYaml(readFileSync(file, "utf8")) as Record<string, unknown>, config };
}

const clusterOf = (doc: Record<string, unknown>) =>
  (doc.clusters as { cluster: Record<string, unknown> }[])[0]!.cluster;
const userOf = (doc: Record<string, unknown>) => (doc.users as { user: Record<string, unknown> }[])[0]!.user;

describe("Cluster.writeKubeconfigFor", () => {
  it("writes one current context with the token and certificate authority, readable by us only", async () => {
    const { file, out, doc } = await written(kubeconfig("{token: s3cr3t}"));
    expect(file).toBe(path.join(out, "kubeconfig"));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(doc.contexts).toHaveLength(1);
    expect(doc["current-context"]).toBe((doc.contexts as { name: string }[])[0]!.name);
    expect(clusterOf(doc)).toEqual({
      server: "https://api.example:6443",
      "certificate-authority-data": "Q0E=",
    });
    expect(userOf(doc)).toEqual({ token: "s3cr3t" });
    // client-node reads back what it resolved before.
    const again = await new KubeAuth(loadKubeConfig(file, undefined, { home: dir })).get();
    expect(again.headers.Authorization).toBe("Bearer s3cr3t");
    expect(again.tls.ca?.toString()).toBe("CA");
  });

  it("is removed with the caller's directory", async () => {
    const { file, out } = await written(kubeconfig("{token: gone}"));
    rmSync(out, { recursive: true, force: true });
    expect(() => statSync(file)).toThrow(/ENOENT/);
  });

  it("carries the token an exec plugin returned, not the plugin", async () => {
    const plugin = path.join(dir, "token-plugin.sh");
    writeFileSync(
      plugin,
      `#!/bin/sh\nprintf '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"exec-token"}}'\n`,
      { mode: 0o755 },
    );
    const { doc } = await written(
      kubeconfig(`{exec: {apiVersion: client.authentication.k8s.io/v1, command: ${plugin}}}`),
    );
    expect(userOf(doc)).toEqual({ token: "exec-token" });
  });

  it("carries the client certificate and key an exec plugin returned", async () => {
    const plugin = path.join(dir, "cert-plugin.sh");
    writeFileSync(
      plugin,
      `#!/bin/sh\nprintf '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"clientCertificateData":"CERT","clientKeyData":"KEY"}}'\n`,
      { mode: 0o755 },
    );
    const { doc } = await written(
      kubeconfig(`{exec: {apiVersion: client.authentication.k8s.io/v1, command: ${plugin}}}`),
    );
    expect(userOf(doc)).toEqual({
      "client-certificate-data": Buffer.from("CERT").toString("base64"),
      "client-key-data": Buffer.from("KEY").toString("base64"),
    });
  });

  it("carries basic auth", async () => {
    const { doc } = await written(kubeconfig("{username: admin, password: 'p:w'}"));
    expect(userOf(doc)).toEqual({ username: "admin", password: "p:w" });
  });

  it("carries every impersonation field", async () => {
    const { doc, file } = await written(
      kubeconfig(
        "{token: t, as: jane, as-uid: '42', as-groups: [devs, ops], as-user-extra: {scopes: [view, edit]}}",
      ),
    );
    expect(userOf(doc)).toEqual({
      token: "t",
      as: "jane",
      "as-uid": "42",
      "as-groups": ["devs", "ops"],
      "as-user-extra": { scopes: ["view", "edit"] },
    });
    expect(loadKubeConfig(file, undefined, { home: dir }).impersonation).toEqual({
      user: "jane",
      uid: "42",
      groups: ["devs", "ops"],
      extra: { scopes: ["view", "edit"] },
    });
  });

  it("says insecure-skip-tls-verify without a certificate authority (client-go refuses both)", async () => {
    const { doc } = await written(
      kubeconfig("{token: t}", "{server: 'https://api.example', insecure-skip-tls-verify: true}"),
    );
    expect(clusterOf(doc)).toEqual({ server: "https://api.example", "insecure-skip-tls-verify": true });
  });

  it("keeps tls-server-name and proxy-url, and the CA of a file as data", async () => {
    writeFileSync(path.join(dir, "ca.crt"), "CA-FROM-FILE");
    const { doc } = await written(
      kubeconfig(
        "{token: t}",
        `{server: 'https://10.0.0.1', certificate-authority: ${path.join(dir, "ca.crt")}, tls-server-name: api.internal, proxy-url: 'http://proxy.example:3128'}`,
      ),
    );
    expect(clusterOf(doc)).toEqual({
      server: "https://10.0.0.1",
      "certificate-authority-data": Buffer.from("CA-FROM-FILE").toString("base64"),
      "tls-server-name": "api.internal",
      "proxy-url": "http://proxy.example:3128",
    });
  });

  it("takes the chosen context of a KUBECONFIG list of several files", async () => {
    const first = path.join(dir, "first.yaml");
    const second = path.join(dir, "second.yaml");
    writeFileSync(first, kubeconfig("{token: from-first}"));
    writeFileSync(
      second,
      kubeconfig("{token: from-second}", "{server: 'https://second.example', insecure-skip-tls-verify: true}")
        .replace("name: ctx", "name: second-ctx")
        .replaceAll("name: c,", "name: c2,")
        .replaceAll("cluster: c,", "cluster: c2,")
        .replaceAll("name: u,", "name: u2,")
        .replaceAll("user: u}", "user: u2}"),
    );
    const config = loadKubeConfig(undefined, "second-ctx", {
      home: dir,
      KUBECONFIG: [first, second].join(path.delimiter),
    });
    const cluster = new KubeCluster(config, new KubeAuth(config));
    const out = mkdtempSync(path.join(dir, "list-"));
    const doc = parseYaml(readFileSync(await cluster.writeKubeconfigFor(out), "utf8")) as Record<
      string,
      unknown
    >;
    await cluster.close();
    expect(clusterOf(doc)).toEqual({ server: "https://second.example", "insecure-skip-tls-verify": true });
    expect(userOf(doc)).toEqual({ token: "from-second" });
  });

  it("gives an in-cluster service account's token and CA", async () => {
    const root = mkdtempSync(path.join(dir, "incluster-"));
    const sa = path.join(root, "var/run/secrets/kubernetes.io/serviceaccount");
    mkdirSync(sa, { recursive: true });
    writeFileSync(path.join(sa, "token"), "sa-token");
    writeFileSync(path.join(sa, "namespace"), "flux-system");
    writeFileSync(path.join(sa, "ca.crt"), "SA-CA");
    const config = loadKubeConfig(undefined, undefined, {
      home: root,
      KUBERNETES_SERVICE_HOST: "10.0.0.1",
      KUBERNETES_SERVICE_PORT: "443",
      inClusterRoot: root,
    });
    const cluster = new KubeCluster(config, new KubeAuth(config));
    const doc = parseYaml(readFileSync(await cluster.writeKubeconfigFor(root), "utf8")) as Record<
      string,
      unknown
    >;
    await cluster.close();
    expect(clusterOf(doc)).toEqual({
      server: "https://10.0.0.1:443",
      "certificate-authority-data": Buffer.from("SA-CA").toString("base64"),
    });
    expect(userOf(doc)).toEqual({ token: "sa-token" });
  });
});
