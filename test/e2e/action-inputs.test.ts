import { beforeAll, describe, expect, it } from "vitest";
import { bundledAction, runAction } from "../support/action-runner.js";
import { createTestNamespace, kubectlOk, testKubeconfig } from "./support/cluster.js";
import { prepareRepo } from "./support/sync.js";

let actionPath: string;

beforeAll(async () => {
  actionPath = await bundledAction();
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
