// spec.serviceAccountName and --default-service-account, as kustomize-controller implements them:
// what a Kustomization applies, prunes and reads goes through its ServiceAccount (impersonated),
// so a tenant gets exactly its ServiceAccount's permissions; our inventory and lock do not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestNamespace, kubectl, kubectlOk, waitFor } from "./support/cluster.js";
import { prepareRepo, row, runSync } from "./support/sync.js";

describe("ServiceAccount impersonation", () => {
  let ns: string;
  beforeAll(async () => {
    ns = await createTestNamespace("tenant");
    await kubectlOk(["create", "serviceaccount", "deployer", "-n", ns]);
  });
  afterAll(async () => {
    await kubectl(["delete", "rolebinding", "deployer-edit", "-n", ns, "--ignore-not-found"]);
  });

  it("applies as spec.serviceAccountName: Forbidden without the permission, Ready with it", async () => {
    const repo = await prepareRepo("service-account", ns);
    const denied = row(await runSync(repo), "tenant-app");
    expect(denied.ready).toBe("False");
    expect(denied.message).toContain(`system:serviceaccount:${ns}:deployer`);
    expect(denied.message).toMatch(/cannot (get|list|patch|create) resource "configmaps"/);
    expect((await kubectl(["get", "configmap", "tenant-settings", "-n", ns])).code).not.toBe(0);
    // The Kustomization without a ServiceAccount still applies with the step's own credentials.
    expect(row(await runSync(repo), "tenant-default").ready).toBe("True");

    await kubectlOk([
      "create",
      "rolebinding",
      "deployer-edit",
      "--clusterrole=edit",
      `--serviceaccount=${ns}:deployer`,
      "-n",
      ns,
    ]);
    await waitFor(
      async () =>
        (
          await kubectl([
            "auth",
            "can-i",
            "create",
            "configmaps",
            "-n",
            ns,
            `--as=system:serviceaccount:${ns}:deployer`,
          ])
        ).stdout.trim() === "yes",
      10_000,
      "the RoleBinding to take effect",
    );
    const allowed = row(await runSync(repo), "tenant-app");
    expect(allowed.message).not.toMatch(/forbidden/i);
    expect(allowed.ready).toBe("True");
    const cm = JSON.parse(await kubectlOk(["get", "configmap", "tenant-settings", "-n", ns, "-o", "json"]));
    expect(cm.data).toEqual({ team: "a" });
  });

  it("--default-service-account applies Kustomizations without one as that ServiceAccount", async () => {
    const other = await createTestNamespace("tenant-default");
    await kubectlOk(["create", "serviceaccount", "restricted", "-n", other]);
    const repo = await prepareRepo("service-account", other);
    const report = await runSync(repo, { defaultServiceAccount: "restricted" });
    const r = row(report, "tenant-default");
    expect(r.ready).toBe("False");
    expect(r.message).toContain(`system:serviceaccount:${other}:restricted`);
    // spec.serviceAccountName wins over the default.
    expect(row(report, "tenant-app").message).toContain(`system:serviceaccount:${other}:deployer`);
  });
});
