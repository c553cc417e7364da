// Removing an app that mounts a PersistentVolumeClaim: the claim's `kubernetes.io/pvc-protection`
// finalizer holds it while a Pod uses it. Prune deleted (and waited for) the claim before the
// Deployment whose Pods use it — custom and unlisted kinds go first in Flux's reverse order — so
// the run waited its whole timeout and then reported the claim as still terminating. The claim is
// now deleted in one batch with the workloads, and goes as soon as their Pods do.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestNamespace, getJson, kubectl, kubectlOk } from "./support/cluster.js";
import { actions, exists, row, runSync } from "./support/sync.js";

const volumes: string[] = [];
afterAll(async () => {
  for (const pv of volumes) await kubectl(["delete", "persistentvolume", pv, "--wait=false"]);
});

async function waitFor(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("pruning a workload with its PersistentVolumeClaim", () => {
  it("deletes the claim with the Deployment that mounts it, without waiting out the timeout", async () => {
    const ns = await createTestNamespace("prune-pvc");
    // A volume for the claim to bind to (the cluster's, not the repository's), so that the Pod is
    // scheduled and the claim is in use.
    const pv = `${ns}-pv`;
    volumes.push(pv);
    await kubectlOk(
      ["apply", "-f", "-"],
      `apiVersion: v1\nkind: PersistentVolume\nmetadata: {name: ${pv}}\nspec: {capacity: {storage: 1Gi}, accessModes: [ReadWriteOnce], storageClassName: "", hostPath: {path: /tmp/${pv}}, claimRef: {namespace: ${ns}, name: data}}\n`,
    );
    const repo = await mkdtemp(join(tmpdir(), "ks-prune-pvc-"));
    await mkdir(join(repo, "clusters"));
    await mkdir(join(repo, "deploy"));
    await writeFile(
      join(repo, "clusters", "app.yaml"),
      `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: app, namespace: ${ns}}\nspec: {interval: 10m, path: ./deploy, prune: true, sourceRef: {kind: GitRepository, name: flux-system}}\n`,
    );
    await writeFile(
      join(repo, "deploy", "keep.yaml"),
      `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: keep, namespace: ${ns}}\n`,
    );
    await writeFile(
      join(repo, "deploy", "claim.yaml"),
      `apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: data, namespace: ${ns}}\nspec: {accessModes: [ReadWriteOnce], storageClassName: "", resources: {requests: {storage: 1Gi}}}\n`,
    );
    await writeFile(
      join(repo, "deploy", "app.yaml"),
      `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: app, namespace: ${ns}}\nspec:\n  replicas: 1\n  selector: {matchLabels: {app: app}}\n  template:\n    metadata: {labels: {app: app}}\n    spec:\n      containers: [{name: c, image: registry.invalid/app:1, volumeMounts: [{name: d, mountPath: /d}]}]\n      volumes: [{name: d, persistentVolumeClaim: {claimName: data}}]\n`,
    );
    expect(row(await runSync(repo), "app").ready).toBe("True");
    // The claim is bound and a running Pod mounts it: deleting the claim alone would hang.
    await waitFor(
      async () => {
        const claim = await getJson<{ status?: { phase?: string } }>(["pvc", "data", "-n", ns]);
        const pods = await getJson<{ items: { status?: { phase?: string } }[] }>(["pods", "-n", ns]);
        return claim.status?.phase === "Bound" && pods.items.some((p) => p.status?.phase === "Running");
      },
      30_000,
      "the claim to be bound and its Pod to run",
    );

    await rm(join(repo, "deploy", "claim.yaml"));
    await rm(join(repo, "deploy", "app.yaml"));
    const started = Date.now();
    const pruned = await runSync(repo, { timeout: "60s" });
    const took = Date.now() - started;

    expect(row(pruned, "app")).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
    expect(actions(pruned, "app")).toEqual([
      "ConfigMap/keep unchanged",
      "Deployment/app deleted",
      "PersistentVolumeClaim/data deleted",
    ]);
    const claimChange = row(pruned, "app").changes.find((c) => c.name === "data");
    expect(claimChange?.detail).toBeUndefined(); // not "deletion requested; still terminating"
    expect(await exists("persistentvolumeclaim", "data", ns)).toBe(false);
    expect(await exists("deployment", "app", ns)).toBe(false);
    // Gone with the Pods, well before the 60 s timeout the claim alone used to wait out.
    expect(took).toBeLessThan(30_000);
  }, 150_000);
});
