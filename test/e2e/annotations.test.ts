import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTestNamespace, kubectlOk } from "./support/cluster.js";
import { actions, exists, prepareRepo, row, runSync } from "./support/sync.js";

async function edit(repo: string, file: string, from: string, to: string): Promise<void> {
  const path = join(repo, file);
  await writeFile(path, (await readFile(path, "utf8")).replace(from, to));
}

const jsonpath = (kind: string, name: string, ns: string, path: string) =>
  kubectlOk(["get", kind, name, "-n", ns, "-o", `jsonpath={${path}}`]);

describe("Flux's per-object annotations", () => {
  it("honours ssa: Ignore and IfNotPresent, reconcile: disabled on the live object, and force: enabled", async () => {
    const ns = await createTestNamespace("annotations");
    const repo = await prepareRepo("annotations", ns);
    const first = await runSync(repo);
    expect(row(first, "app").ready).toBe("True");
    expect(actions(first, "app")).toEqual([
      "ConfigMap/ignored skipped",
      "ConfigMap/seed created",
      "ConfigMap/tuned created",
      "Job/migrate created",
    ]);
    expect(await exists("configmap", "ignored", ns)).toBe(false);
    const jobUid = await jsonpath("job", "migrate", ns, ".metadata.uid");

    // Someone tunes objects by hand; a controller marks one as its own.
    await kubectlOk([
      "patch",
      "configmap",
      "seed",
      "-n",
      ns,
      "--type=merge",
      "-p",
      '{"data":{"value":"tuned-by-hand"}}',
    ]);
    await kubectlOk([
      "annotate",
      "configmap",
      "tuned",
      "-n",
      ns,
      "kustomize.toolkit.fluxcd.io/reconcile=disabled",
    ]);
    await kubectlOk([
      "patch",
      "configmap",
      "tuned",
      "-n",
      ns,
      "--type=merge",
      "-p",
      '{"data":{"value":"tuned-by-hand"}}',
    ]);
    // The repository changes all of them, and the Job's immutable pod template.
    await edit(repo, "deploy/seed.yaml", "from-git", "from-git-v2");
    await edit(repo, "deploy/tuned.yaml", "from-git", "from-git-v2");
    await edit(repo, "deploy/job.yaml", "migrate:1.0.0", "migrate:1.1.0");

    const second = await runSync(repo);
    expect(row(second, "app").ready).toBe("True");
    const byName = Object.fromEntries(row(second, "app").changes.map((c) => [c.name, c]));
    expect(byName.seed).toMatchObject({
      action: "skipped",
      detail: "ssa: IfNotPresent and the object exists",
    });
    expect(byName.tuned).toMatchObject({
      action: "skipped",
      detail: "reconcile disabled by annotation on the live object",
    });
    expect(byName.migrate).toMatchObject({
      action: "configured",
      detail: expect.stringContaining("recreated"),
    });
    expect(await jsonpath("configmap", "seed", ns, ".data.value")).toBe("tuned-by-hand");
    expect(await jsonpath("configmap", "tuned", ns, ".data.value")).toBe("tuned-by-hand");
    expect(await jsonpath("job", "migrate", ns, ".spec.template.spec.containers[0].image")).toBe(
      "ghcr.io/example/migrate:1.1.0",
    );
    expect(await jsonpath("job", "migrate", ns, ".metadata.uid")).not.toBe(jobUid);
  });

  it("fails on an immutable field change without force, naming the object", async () => {
    const ns = await createTestNamespace("immutable");
    const repo = await prepareRepo("annotations", ns);
    await edit(
      repo,
      "deploy/job.yaml",
      "kustomize.toolkit.fluxcd.io/force: enabled",
      "example.com/note: no-force",
    );
    await runSync(repo);
    await edit(repo, "deploy/job.yaml", "migrate:1.0.0", "migrate:1.1.0");
    const report = await runSync(repo);
    const app = row(report, "app");
    expect(app).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(app.message).toContain(`Job/${ns}/migrate`);
    expect(app.message).toContain("spec.template: field is immutable (deploy/job.yaml:1)");
    expect(app.message.length).toBeLessThan(300); // not the API's dump of the whole template
  });

  it("rejects a namespaced object without a namespace when there is no targetNamespace", async () => {
    const ns = await createTestNamespace("no-namespace");
    const repo = await prepareRepo("no-namespace", ns);
    const report = await runSync(repo);
    expect(row(report, "app")).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(row(report, "app").message).toBe(
      "ConfigMap/settings namespace not specified (deploy/settings.yaml:1)",
    );
  });
});

describe("Flux fields that reach outside the repository (issue 18: test/e2e/remote-cluster, sops-secrets)", () => {
  it("never applies a remote-cluster Kustomization here when its kubeconfig cannot be read; SOPS with nothing encrypted applies; the rest goes on", async () => {
    const ns = await createTestNamespace("unsupported");
    const repo = await prepareRepo("unsupported", ns);
    const report = await runSync(repo);
    expect(row(report, "remote")).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(row(report, "remote").message).toBe(
      `unable to read KubeConfig secret '${ns}/prod-kubeconfig' error: secrets "prod-kubeconfig" not found`,
    );
    expect(row(report, "secrets").ready).toBe("True");
    expect(row(report, "local").ready).toBe("True");
    expect(await exists("configmap", "config-local", ns)).toBe(true);
  });
});
