// The kubeconfig helm is given: one context, the server and the credentials the step's client
// resolved, read back by client-node as any kubeconfig is.
import { KubeConfig } from "@kubernetes/client-node";
import { describe, expect, it } from "vitest";
import type { RequestAuth } from "../../src/cluster/source.js";
import { toolKubeconfig } from "../../src/cluster/tool-kubeconfig.js";

const SERVER = "https://127.0.0.1:6443";
const tls = (extra: Partial<RequestAuth["tls"]> = {}): RequestAuth["tls"] => ({
  rejectUnauthorized: true,
  ...extra,
});

function read(text: string): KubeConfig {
  const kc = new KubeConfig();
  kc.loadFromString(text);
  return kc;
}

describe("the kubeconfig a tool is given", () => {
  it("carries a bearer token and the CA, in one context that is current", () => {
    const kc = read(
      toolKubeconfig(SERVER, { headers: { Authorization: "Bearer abc.def" }, tls: tls({ ca: "CA PEM" }) }),
    );
    expect(kc.getContexts()).toHaveLength(1);
    expect(kc.getCurrentCluster()).toMatchObject({
      server: SERVER,
      caData: Buffer.from("CA PEM").toString("base64"),
    });
    expect(kc.getCurrentUser()).toMatchObject({ token: "abc.def" });
  });

  it("carries a client certificate and key", () => {
    const kc = read(
      toolKubeconfig(SERVER, { headers: {}, tls: tls({ cert: Buffer.from("CERT"), key: "KEY" }) }),
    );
    expect(kc.getCurrentUser()).toMatchObject({
      certData: Buffer.from("CERT").toString("base64"),
      keyData: Buffer.from("KEY").toString("base64"),
    });
  });

  it("carries basic credentials, a password with a colon intact", () => {
    const basic = `Basic ${Buffer.from("admin:pa:ss").toString("base64")}`;
    const kc = read(toolKubeconfig(SERVER, { headers: { authorization: basic }, tls: tls() }));
    expect(kc.getCurrentUser()).toMatchObject({ username: "admin", password: "pa:ss" });
  });

  it("keeps impersonation, an insecure server, a TLS server name and a proxy", () => {
    const text = toolKubeconfig(
      SERVER,
      {
        headers: {
          Authorization: "Bearer t",
          "Impersonate-User": "system:serviceaccount:apps:deployer",
          "Impersonate-Group": ["devs", "ops"],
          "Impersonate-Uid": "42",
          "Impersonate-Extra-Scopes": ["view", "edit"],
        },
        tls: tls({ rejectUnauthorized: false, servername: "api.internal" }),
      },
      "http://proxy.internal:3128",
    );
    expect(read(text).getCurrentCluster()).toMatchObject({
      skipTLSVerify: true,
      tlsServerName: "api.internal",
      proxyUrl: "http://proxy.internal:3128",
    });
    expect(text).toContain("as: system:serviceaccount:apps:deployer");
    expect(text).toMatch(/as-groups:\n\s+- devs\n\s+- ops/);
    expect(text).toMatch(/as-uid: ["']42["']/);
    expect(text).toMatch(/as-user-extra:\n\s+Scopes:\n\s+- view\n\s+- edit/);
  });
});
