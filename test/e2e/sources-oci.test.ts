// The prune report's setup end to end: manifests pushed with `flux push artifact` to a real
// registry (htpasswd auth), an OCIRepository (provider generic, credentials from a
// dockerconfigjson Secret in the cluster) and a Kustomization with `path: .`.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OciRegistry, pushArtifact, REGISTRY_LOGIN, startRegistry } from "../support/oci-registry.js";
import { createTestNamespace, kubectlOk } from "./support/cluster.js";
import { copySourceFixture } from "./support/sources.js";
import { actions, exists, row, runSync } from "./support/sync.js";

let registry: OciRegistry;
beforeAll(async () => {
  registry = await startRegistry({ auth: true });
});
afterAll(async () => {
  await registry?.close();
});

async function registrySecret(namespace: string): Promise<void> {
  const auth = Buffer.from(`${REGISTRY_LOGIN.username}:${REGISTRY_LOGIN.password}`).toString("base64");
  const config = JSON.stringify({ auths: { [registry.host]: { auth } } });
  await kubectlOk([
    "create",
    "secret",
    "generic",
    "registry-auth",
    "-n",
    namespace,
    "--type=kubernetes.io/dockerconfigjson",
    `--from-literal=.dockerconfigjson=${config}`,
  ]);
}

describe("OCIRepository sources", () => {
  it("pulls the artifact, applies what it holds (path: . is the artifact's root) and prunes the PodDisruptionBudget a newer artifact leaves out", async () => {
    const ns = await createTestNamespace("src-oci");
    await registrySecret(ns);
    const fleet = await copySourceFixture("oci/fleet", { __NS__: ns, __REGISTRY__: registry.host });
    const artifact = await copySourceFixture("oci/artifact", { __NS__: ns });
    const first = pushArtifact(registry, "apps-manifests:latest", artifact, { login: REGISTRY_LOGIN });

    const report = await runSync(fleet);
    expect(row(report, "apps")).toMatchObject({
      ready: "True",
      reason: "ReconciliationSucceeded",
      revision: `latest@${first}`,
    });
    // Only the artifact's objects: not this repository's OCIRepository or Kustomization definitions.
    expect(actions(report, "apps")).toEqual([
      "ConfigMap/settings created",
      "Deployment/web created",
      "PodDisruptionBudget/web created",
    ]);
    expect(await exists("poddisruptionbudget", "web", ns)).toBe(true);
    const inventory = await kubectlOk([
      "get",
      "configmap",
      "-n",
      ns,
      "-l",
      "kustomize-sync.io/inventory=true",
      "-o",
      "jsonpath={.items[0].metadata.annotations.kustomize-sync\\.io/revision}",
    ]);
    expect(inventory).toBe(`latest@${first}`);

    await rm(join(artifact, "pdb.yaml"));
    const second = pushArtifact(registry, "apps-manifests:latest", artifact, { login: REGISTRY_LOGIN });
    expect(second).not.toBe(first);
    const again = await runSync(fleet);
    expect(row(again, "apps")).toMatchObject({ ready: "True", revision: `latest@${second}` });
    expect(actions(again, "apps")).toEqual([
      "ConfigMap/settings unchanged",
      "Deployment/web unchanged",
      "PodDisruptionBudget/web deleted",
    ]);
    expect(await exists("poddisruptionbudget", "web", ns)).toBe(false);
    expect(await exists("deployment", "web", ns)).toBe(true);
  });

  it("without the registry's credentials the Kustomization fails in one line and nothing is written", async () => {
    const ns = await createTestNamespace("src-oci-noauth");
    const fleet = await copySourceFixture("oci/fleet", { __NS__: ns, __REGISTRY__: registry.host });
    const artifact = await copySourceFixture("oci/artifact", { __NS__: ns });
    pushArtifact(registry, "apps-manifests:latest", artifact, { login: REGISTRY_LOGIN });
    const report = await runSync(fleet);
    const apps = row(report, "apps");
    expect(apps).toMatchObject({ ready: "False", reason: "ArtifactFailed" });
    expect(apps.message).not.toContain("\n");
    expect(apps.message).toContain(`OCIRepository/${ns}/apps (oci://${registry.host}/apps-manifests)`);
    expect(apps.message).toContain(`secret '${ns}/registry-auth'`);
    expect(apps.message).toContain("sources: apps=DIR");
    expect(await exists("deployment", "web", ns)).toBe(false);
    expect(
      await kubectlOk(["get", "configmap", "-n", ns, "-l", "kustomize-sync.io/inventory=true", "-o", "name"]),
    ).toBe("");
  });
});
