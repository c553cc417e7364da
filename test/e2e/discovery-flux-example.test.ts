// The Flux example layout synced unchanged (issue 11, item 2): clusters/staging of our miniature
// of fluxcd/flux2-kustomize-helm-example — three Kustomizations reading ExternalArtifacts that an
// ArtifactGenerator cuts out of the repository — is applied in order infra-controllers →
// infra-configs → apps. Flux's controllers are not part of the local control plane: the test
// installs the CRDs Flux and cert-manager would, and plays helm-controller (marks each
// HelmRelease Ready once it exists).
import { cp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, kubectl, kubectlOk } from "./support/cluster.js";
import { row, runSync } from "./support/sync.js";

const FLUX_EXAMPLE = resolve(import.meta.dirname, "../fixtures/config/flux-example");
const CRDS = resolve(import.meta.dirname, "../fixtures/discovery/flux-kinds");
// One path for every run: the inventories remember where they were synced from.
const REPO = join(tmpdir(), "ks-e2e-flux-example");
const KUSTOMIZATIONS = ["infra-controllers", "infra-configs", "apps"];

async function cleanUp(): Promise<void> {
  await kubectl(["delete", "clusterissuer", "letsencrypt", "--ignore-not-found"]);
  for (const ns of ["cert-manager", "podinfo"])
    await kubectl(["delete", "namespace", ns, "--ignore-not-found", "--wait=true"]);
  for (const name of KUSTOMIZATIONS)
    await kubectl([
      "delete",
      "configmap",
      `kustomize-sync.flux-system.${name}`,
      "-n",
      "flux-system",
      "--ignore-not-found",
    ]);
}

beforeAll(async () => {
  await cleanUp();
  for (const file of ["helmrelease-crd.yaml", "flux-crds.yaml", "cert-manager-crd.yaml"])
    await kubectlOk(["apply", "-f", join(CRDS, file)]);
  for (const crd of [
    "helmreleases.helm.toolkit.fluxcd.io",
    "helmrepositories.source.toolkit.fluxcd.io",
    "ocirepositories.source.toolkit.fluxcd.io",
    "clusterissuers.cert-manager.io",
  ])
    await kubectlOk(["wait", "--for=condition=Established", `crd/${crd}`, "--timeout=30s"]);
  await rm(REPO, { recursive: true, force: true });
  await cp(FLUX_EXAMPLE, REPO, { recursive: true });
}, 120_000);

afterAll(cleanUp, 120_000);

/** helm-controller's part: every HelmRelease it finds without a Ready condition becomes Ready. */
function playHelmController(): { stop: () => Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) {
      const list = await getJson<{
        items: { metadata: { name: string; namespace: string }; status?: { conditions?: unknown[] } }[];
      }>(["helmreleases", "-A"]).catch(() => ({ items: [] }));
      for (const hr of list.items.filter((item) => !item.status?.conditions?.length)) {
        await kubectl([
          "patch",
          "helmrelease",
          hr.metadata.name,
          "-n",
          hr.metadata.namespace,
          "--subresource=status",
          "--type=merge",
          "-p",
          JSON.stringify({
            status: {
              conditions: [
                {
                  type: "Ready",
                  status: "True",
                  reason: "InstallSucceeded",
                  message: `Helm install succeeded for release ${hr.metadata.name}`,
                  lastTransitionTime: new Date().toISOString(),
                },
              ],
            },
          }),
        ]);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

describe("fluxcd/flux2-kustomize-helm-example's layout, clusters/staging", () => {
  it("syncs infra-controllers → infra-configs → apps from the ExternalArtifacts its ArtifactGenerator builds", async () => {
    const controller = playHelmController();
    let report: Awaited<ReturnType<typeof runSync>>;
    try {
      report = await runSync(REPO, { path: "clusters/staging" });
    } finally {
      await controller.stop();
    }
    expect(report.problems ?? []).toEqual([]);
    for (const name of KUSTOMIZATIONS)
      expect(row(report, name), name).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
    // dependsOn order: each started after the one before it was Ready.
    const order = report.kustomizations.filter((k) => KUSTOMIZATIONS.includes(k.name)).map((k) => k.name);
    expect(order).toEqual(KUSTOMIZATIONS);
    // What the artifacts held, with infra-configs' patch and apps/staging's values.
    const issuer = await getJson<{ spec: { acme: { server: string } } }>(["clusterissuer", "letsencrypt"]);
    expect(issuer.spec.acme.server).toBe("https://acme-staging-v02.api.letsencrypt.org/directory");
    const release = await getJson<{ spec: { values: { ingress?: unknown } } }>([
      "helmrelease",
      "podinfo",
      "-n",
      "podinfo",
    ]);
    expect(JSON.stringify(release.spec)).toContain("podinfo.staging");
    // Applied objects of Flux's kinds, judged by their Ready condition.
    expect(row(report, "apps").health).toContainEqual(
      expect.objectContaining({ ref: "HelmRelease/podinfo/podinfo", status: "Current" }),
    );
    // The revision is the repository's (originRevision: "@repo"), or none outside git.
    expect(row(report, "apps").revision).toBe(row(report, "infra-controllers").revision);
  });
});
