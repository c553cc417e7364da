// spec.ignore held to kustomize-controller v1.9 itself (run out of cluster:
// test/support/kustomize-controller.ts): the controller reconciles the drift-ignore fixture in one
// namespace, kustomize-sync syncs it into another; an autoscaler-like manager then sets the
// ignored /spec/replicas and someone edits a ConfigMap the rule does not target, in both; a new
// revision changes another field of the Deployment. What each leaves in the cluster must be the
// same: the ignored field kept with its manager, the rest of the change applied, the edit undone.
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { dump, loadAll } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFixture } from "../support/fixtures.js";
import { type FluxController, startFluxController } from "../support/kustomize-controller.js";
import { createTestNamespace, getJson, kubectlOk, testKubeconfig } from "./support/cluster.js";
import { row, runSync } from "./support/sync.js";

const FIXTURE = resolve(import.meta.dirname, "../fixtures/drift-ignore/repo");

const prepare = (namespace: string) => copyFixture(FIXTURE, { __NS__: namespace });

async function nextRevision(repo: string): Promise<void> {
  const file = join(repo, "deploy/deployment.yaml");
  await writeFile(file, (await readFile(file, "utf8")).replace("minReadySeconds: 0", "minReadySeconds: 3"));
}

/** What someone else does in the cluster: an autoscaler's server-side apply, and an edit. */
async function driftIn(namespace: string): Promise<void> {
  await kubectlOk(
    ["apply", "--server-side", "--field-manager=hpa", "--force-conflicts", "-f", "-"],
    dump({
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: { name: "web", namespace },
      spec: { replicas: 5 },
    }),
  );
  await kubectlOk([
    "patch",
    "configmap",
    "settings",
    "-n",
    namespace,
    "--type=merge",
    "-p",
    '{"data":{"level":"debug"}}',
  ]);
}

interface Deployment {
  spec: { replicas: number; minReadySeconds: number };
  metadata: { managedFields: { manager: string; operation: string; fieldsV1?: { "f:spec"?: object } }[] };
}

/** What is left in a namespace: the fields that matter and who manages spec.replicas. */
async function outcome(namespace: string, applier: string) {
  const web = await getJson<Deployment>(["deployment", "web", "-n", namespace, "--show-managed-fields"]);
  const settings = await getJson<{ data: Record<string, string> }>([
    "configmap",
    "settings",
    "-n",
    namespace,
  ]);
  const replicasManagers = web.metadata.managedFields
    .filter((f) => f.fieldsV1?.["f:spec"] && "f:replicas" in (f.fieldsV1["f:spec"] as object))
    .map((f) => (f.manager === applier ? "the applier" : f.manager))
    .sort();
  return {
    replicas: web.spec.replicas,
    minReadySeconds: web.spec.minReadySeconds,
    level: settings.data.level,
    replicasManagers,
  };
}

let flux: FluxController | undefined;
let fluxNs: string;
let oursNs: string;

beforeAll(async () => {
  [fluxNs, oursNs] = await Promise.all([
    createTestNamespace("ignore-flux"),
    createTestNamespace("ignore-ours"),
  ]);
  const [fluxRepo, oursRepo] = await Promise.all([prepare(fluxNs), prepare(oursNs)]);
  flux = await startFluxController(testKubeconfig(), fluxNs);
  const first = await flux.publish(fluxRepo);
  await flux.applyKustomizations(
    loadAll(await readFile(join(fluxRepo, "clusters/app.yaml"), "utf8")) as object[],
  );
  const [, report] = await Promise.all([
    flux.ready(["app"], first.revision),
    runSync(oursRepo, { path: "clusters" }),
  ]);
  expect(row(report, "app")).toMatchObject({ ready: "True" });

  await Promise.all([driftIn(fluxNs), driftIn(oursNs)]);
  await Promise.all([nextRevision(fluxRepo), nextRevision(oursRepo)]);
  const second = await flux.publish(fluxRepo);
  const [, again] = await Promise.all([
    flux.ready(["app"], second.revision),
    runSync(oursRepo, { path: "clusters" }),
  ]);
  expect(row(again, "app")).toMatchObject({ ready: "True" });
}, 240_000);

afterAll(async () => {
  await flux?.stop();
});

describe("spec.ignore, as kustomize-controller v1.9 honours it", () => {
  it("leaves an ignored field to the manager that set it, applies the rest of a change, undoes an edit it does not ignore", async () => {
    const [theirs, ours] = await Promise.all([
      outcome(fluxNs, "kustomize-controller"),
      outcome(oursNs, "kustomize-sync"),
    ]);
    expect(ours).toEqual(theirs);
    // Not vacuous: the autoscaler kept its replicas and the new revision was applied.
    expect(theirs).toMatchObject({
      replicas: 5,
      minReadySeconds: 3,
      level: "info",
      replicasManagers: ["hpa"],
    });
  });
});
