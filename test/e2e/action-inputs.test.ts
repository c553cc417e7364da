import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runAction } from "../support/action-runner.js";
import { createTestNamespace, kubectlOk, testKubeconfig } from "./support/cluster.js";
import { prepareRepo } from "./support/sync.js";

const repo = resolve(import.meta.dirname, "../..");
let actionPath: string;

beforeAll(async () => {
  actionPath = await mkdtemp(join(tmpdir(), "ks-action-"));
  await cp(join(repo, "action.yml"), join(actionPath, "action.yml"));
  const { bundle } = await import("../../scripts/bundle.mjs");
  await bundle(join(actionPath, "dist"));
});

describe("continuous deployment inputs through action.yml", () => {
  it("deploys a freshly built image tag and a substitute value without committing them", async () => {
    const ns = await createTestNamespace("cd-inputs");
    const workspace = await prepareRepo("cd-inputs", ns);
    const run = await runAction({
      actionPath,
      workspace,
      with: {
        kubeconfig: testKubeconfig(),
        comment: "never",
        images: "ghcr.io/stefanprodan/podinfo=ghcr.io/example/podinfo:1.2.3-pr42",
        substitute: "environment=preview-42",
      },
    });
    if (run.exitCode !== 0) throw new Error(`action failed:\n${run.log}`);
    expect(run.outputs.ready).toBe("true");
    const image = await kubectlOk([
      "get",
      "deployment",
      "podinfo",
      "-n",
      ns,
      "-o",
      "jsonpath={.spec.template.spec.containers[0].image}",
    ]);
    expect(image).toBe("ghcr.io/example/podinfo:1.2.3-pr42");
    const label = await kubectlOk([
      "get",
      "deployment",
      "podinfo",
      "-n",
      ns,
      "-o",
      "jsonpath={.metadata.labels.environment}",
    ]);
    expect(label).toBe("preview-42");
  });
});
