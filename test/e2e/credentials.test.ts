// Credentials as the kubeconfig states them, through @kubernetes/client-node: impersonation
// (`as`, `as-groups`), an exec plugin that returns a client certificate and proxy-url, each
// syncing a fixture against the real API server.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { type AddressInfo, connect as connectTcp, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { load as parseYaml, dump as toYaml } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestNamespace, kubectl, kubectlOk, testKubeconfig, waitFor } from "./support/cluster.js";
import { prepareRepo, row, runSync } from "./support/sync.js";

const run = promisify(execFile);

interface KubeconfigDoc {
  clusters: { name: string; cluster: Record<string, unknown> }[];
  users: { name: string; user: Record<string, unknown> }[];
  contexts: { name: string; context: Record<string, unknown> }[];
  "current-context": string;
}

/** The test cluster's kubeconfig with its user's entry replaced or extended. */
function kubeconfigWith(user: (admin: Record<string, unknown>) => Record<string, unknown>): string {
  const doc = parseYaml(readFileSync(testKubeconfig(), "utf8")) as KubeconfigDoc;
  const ctx = doc.contexts.find((c) => c.name === doc["current-context"])!;
  const admin = doc.users.find((u) => u.name === ctx.context.user)!;
  const clusterEntry = doc.clusters.find((c) => c.name === ctx.context.cluster)!;
  return toYaml({
    apiVersion: "v1",
    kind: "Config",
    clusters: [clusterEntry],
    users: [{ name: "under-test", user: user(admin.user) }],
    contexts: [{ name: "under-test", context: { cluster: clusterEntry.name, user: "under-test" } }],
    "current-context": "under-test",
  });
}

describe("credentials from the kubeconfig", () => {
  let ns: string;
  const suffix = randomBytes(3).toString("hex");
  const clusterRoleBindings: string[] = [];

  beforeAll(async () => {
    ns = await createTestNamespace("creds");
    await kubectlOk(["create", "serviceaccount", "restricted", "-n", ns]);
  });
  afterAll(async () => {
    for (const name of clusterRoleBindings)
      await kubectl(["delete", "clusterrolebinding", name, "--ignore-not-found"]);
  });

  it("impersonates the kubeconfig's `as` user: a restricted ServiceAccount gets its own Forbidden", async () => {
    const repo = await prepareRepo("credentials", ns);
    const report = await runSync(repo, {
      kubeconfig: kubeconfigWith((admin) => ({ ...admin, as: `system:serviceaccount:${ns}:restricted` })),
    });
    const r = row(report, "creds");
    expect(r.ready).toBe("False");
    expect(r.message).toMatch(/forbidden/i);
    expect(r.message).toContain(`system:serviceaccount:${ns}:restricted`);
    expect((await kubectl(["get", "configmap", "settings", "-n", ns])).code).not.toBe(0);
  });

  it("sends `as-groups`: the same user passes once a group it is impersonated into may write", async () => {
    const ns = await createTestNamespace("creds-groups");
    const group = `ks-deployers-${suffix}`;
    const binding = `ks-creds-${suffix}`;
    clusterRoleBindings.push(binding);
    const kubeconfig = kubeconfigWith((admin) => ({ ...admin, as: `jane-${suffix}`, "as-groups": [group] }));
    const repo = await prepareRepo("credentials", ns);

    const denied = row(await runSync(repo, { kubeconfig }), "creds");
    expect(denied.ready).toBe("False");
    expect(denied.message).toContain(`jane-${suffix}`);

    await kubectlOk([
      "create",
      "clusterrolebinding",
      binding,
      "--clusterrole=cluster-admin",
      `--group=${group}`,
    ]);
    const allowed = row(await runSync(repo, { kubeconfig }), "creds");
    expect(allowed.message).not.toMatch(/forbidden/i);
    expect(allowed.ready).toBe("True");
    const cm = JSON.parse(await kubectlOk(["get", "configmap", "settings", "-n", ns, "-o", "json"]));
    expect(cm.data).toEqual({ greeting: "hello" });
  });

  it("authenticates with the client certificate an exec plugin returns (signed through the CSR API)", async () => {
    const ns = await createTestNamespace("creds-exec");
    const dir = mkdtempSync(path.join(tmpdir(), "ks-exec-cert-"));
    const user = `exec-user-${suffix}`;
    const group = `ks-exec-${suffix}`;
    await run("openssl", ["genrsa", "-out", path.join(dir, "user.key"), "2048"]);
    await run("openssl", [
      "req",
      "-new",
      "-key",
      path.join(dir, "user.key"),
      "-subj",
      `/CN=${user}/O=${group}`,
      "-out",
      path.join(dir, "user.csr"),
    ]);
    const csrName = `ks-exec-${suffix}`;
    await kubectlOk(
      ["apply", "-f", "-"],
      JSON.stringify({
        apiVersion: "certificates.k8s.io/v1",
        kind: "CertificateSigningRequest",
        metadata: { name: csrName },
        spec: {
          request: readFileSync(path.join(dir, "user.csr")).toString("base64"),
          signerName: "kubernetes.io/kube-apiserver-client",
          usages: ["client auth"],
          expirationSeconds: 3600,
        },
      }),
    );
    await kubectlOk(["certificate", "approve", csrName]);
    const certificate = await waitFor(
      async () => {
        const csr = JSON.parse(await kubectlOk(["get", "csr", csrName, "-o", "json"]));
        return csr.status?.certificate as string | undefined;
      },
      30_000,
      "the CSR to be signed",
    );
    await kubectl(["delete", "csr", csrName]);
    const binding = `ks-exec-${suffix}`;
    clusterRoleBindings.push(binding);
    await kubectlOk([
      "create",
      "clusterrolebinding",
      binding,
      "--clusterrole=cluster-admin",
      `--group=${group}`,
    ]);

    const counter = path.join(dir, "runs");
    const plugin = path.join(dir, "plugin.mjs");
    writeFileSync(
      plugin,
      [
        "#!/usr/bin/env node",
        'import { appendFileSync, readFileSync } from "node:fs";',
        `appendFileSync(${JSON.stringify(counter)}, "x\\n");`,
        "process.stdout.write(JSON.stringify({",
        '  apiVersion: "client.authentication.k8s.io/v1", kind: "ExecCredential",',
        "  status: {",
        `    clientCertificateData: Buffer.from(${JSON.stringify(certificate)}, "base64").toString(),`,
        `    clientKeyData: readFileSync(${JSON.stringify(path.join(dir, "user.key"))}, "utf8"),`,
        "  },",
        "}));",
      ].join("\n"),
      { mode: 0o755 },
    );
    const kubeconfig = kubeconfigWith(() => ({
      exec: { apiVersion: "client.authentication.k8s.io/v1", command: plugin, interactiveMode: "Never" },
    }));
    const repo = await prepareRepo("credentials", ns);
    const report = await runSync(repo, { kubeconfig });
    const r = row(report, "creds");
    expect(r.message).not.toMatch(/Unauthorized|forbidden/i);
    expect(r.ready).toBe("True");
    // One plugin run for the whole sync, however many requests started together.
    expect(readFileSync(counter, "utf8").trim().split("\n")).toHaveLength(1);
    // The kubeconfig carries no other credential: the write was made with the plugin's certificate.
    const cm = JSON.parse(
      await kubectlOk(["get", "configmap", "settings", "-n", ns, "-o", "json", "--show-managed-fields"]),
    );
    const managers = (cm.metadata.managedFields as { manager: string }[]).map((f) => f.manager);
    expect(managers).toContain("kustomize-sync");
  });
});

describe("proxy-url", () => {
  it("reaches the API server through the kubeconfig's HTTP CONNECT proxy", async () => {
    const ns = await createTestNamespace("proxy");
    const tunnels: string[] = [];
    const sockets = new Set<Socket>();
    const proxy = createServer();
    proxy.on("connect", (req: IncomingMessage, client: Socket, head: Buffer) => {
      tunnels.push(req.url ?? "");
      sockets.add(client);
      const [host, port] = (req.url ?? "").split(":");
      const upstream = connectTcp(Number(port), host!, () => {
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on("error", () => client.destroy());
      client.on("error", () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const { port } = proxy.address() as AddressInfo;
    try {
      const doc = parseYaml(kubeconfigWith((admin) => admin)) as KubeconfigDoc;
      doc.clusters[0]!.cluster["proxy-url"] = `http://127.0.0.1:${port}`;
      const repo = await prepareRepo("credentials", ns);
      const r = row(await runSync(repo, { kubeconfig: toYaml(doc) }), "creds");
      expect(r.ready).toBe("True");
      const server = new URL(String(doc.clusters[0]!.cluster.server));
      expect(tunnels.length).toBeGreaterThan(0);
      expect(new Set(tunnels)).toEqual(new Set([`${server.hostname}:${server.port}`]));
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
