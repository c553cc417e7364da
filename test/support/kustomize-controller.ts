// Flux's kustomize-controller v1.9 as the oracle of a test: one controller process per test file,
// run out of cluster for one namespace, its source-controller played by the harness the Flux
// benchmark uses too (scripts/tools/kustomize-controller.mjs): a directory is published as the
// namespace's GitRepository `flux-system`, whose artifact a local HTTP server serves. `npm test`
// builds the controller (scripts/tools/flux-binaries.sh) and exports FLUX_KC_DIR.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Artifact,
  type Condition,
  createGitRepository,
  fluxControllerBuild,
  installFluxCrds,
  KUSTOMIZATION_API,
  kubeClient,
  kustomizationTracker,
  publishArtifact,
  releaseKustomizations,
  startArtifactServer,
  startKustomizeController,
} from "../../scripts/tools/kustomize-controller.mjs";

export type { Artifact, Condition };

/** The GitRepository every Kustomization of the fixtures names. */
export const SOURCE_NAME = "flux-system";
const SETTLE_TIMEOUT_MS = 90_000;

export interface FluxController {
  /** The namespace it reconciles (and where its GitRepository lives). */
  namespace: string;
  /** e.g. `kustomize-controller v1.9.6, source-controller v1.9.0` */
  versions: string;
  /** Packs `dir` into a new revision of the GitRepository and marks it Ready, as source-controller would. */
  publish(dir: string): Promise<Artifact>;
  /** Creates or updates Kustomizations (one or more YAML documents) in its namespace. */
  applyKustomizations(objects: object[]): Promise<void>;
  /** Each Kustomization's Ready condition once the controller has finished with `revision` (True or False). */
  settled(names: string[], revision: string): Promise<Record<string, Condition>>;
  /** Like settled, but throws with each failure's message and the controller's log unless all are Ready. */
  ready(names: string[], revision: string): Promise<void>;
  /** The tail of the controller's log. */
  log(): string;
  /** Stops the controller, releases its Kustomizations' finalizers, stops the artifact server. */
  stop(): Promise<void>;
}

/**
 * Starts kustomize-controller for `namespace` (which must exist) against the cluster of
 * `kubeconfig`. The CRDs it watches are installed when missing and left installed: other test
 * files, and other runs on a shared cluster, may be using them at the same time.
 */
export async function startFluxController(kubeconfig: string, namespace: string): Promise<FluxController> {
  const build = fluxControllerBuild();
  const kube = await kubeClient(kubeconfig);
  const work = await mkdtemp(join(tmpdir(), "ks-kustomize-controller-"));
  await installFluxCrds(kube, kubeconfig, build.crdDir);
  const source = { namespace, name: SOURCE_NAME };
  await createGitRepository(kube, source);
  const artifacts = await startArtifactServer();
  const controller = await startKustomizeController({
    binary: build.controller,
    kubeconfig,
    namespace,
    logFile: join(work, "kustomize-controller.log"),
  });
  const tracker = await kustomizationTracker(kube, namespace);
  const path = (name?: string) =>
    `/apis/${KUSTOMIZATION_API}/namespaces/${namespace}/kustomizations${name ? `/${name}` : ""}`;

  const settled = async (names: string[], revision: string) => {
    try {
      return (await tracker.settled(names, revision, SETTLE_TIMEOUT_MS)).ready;
    } catch (error) {
      throw new Error(`${(error as Error).message}\ncontroller log (tail):\n${controller.log(3000)}`);
    }
  };
  return {
    namespace,
    versions: build.versions,
    async publish(dir) {
      const artifact = artifacts.pack(dir, source);
      await publishArtifact(kube, source, artifact);
      return artifact;
    },
    async applyKustomizations(objects) {
      for (const object of objects) {
        const name = (object as { metadata: { name: string } }).metadata.name;
        // Server-side apply: creates, or updates a Kustomization a test applied before.
        await kube.ok("PATCH", `${path(name)}?fieldManager=kustomize-sync-test&force=true`, {
          contentType: "application/apply-patch+yaml",
          body: object,
        });
      }
    },
    settled,
    async ready(names, revision) {
      const conditions = await settled(names, revision);
      const failed = Object.entries(conditions).filter(([, c]) => c.status !== "True");
      if (failed.length > 0)
        throw new Error(
          `${failed.map(([n, c]) => `Kustomization ${namespace}/${n}: ${c.reason}: ${c.message}`).join("\n")}\ncontroller log (tail):\n${controller.log(3000)}`,
        );
    },
    log: () => controller.log(),
    async stop() {
      tracker.stop();
      await controller.stop();
      await releaseKustomizations(kube, namespace);
      await artifacts.close();
      kube.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}
