// Each problem is said once per channel, in one line, about the right thing: a sync with one object
// the API server refuses prints one line about that object on the terminal (standard output and
// standard error together), and the action's log and annotations say it once each too.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { capturedOutput } from "../support/output.js";
import { createTestNamespace, testKubeconfig } from "./support/cluster.js";
import { prepareRepo } from "./support/sync.js";

const captured = capturedOutput();

/** `kustomize-sync <command>` of the said-once fixture: its exit code, and the lines about the invalid object. */
async function runOnFixture(command: "sync" | "plan", prefix: string) {
  const ns = await createTestNamespace(prefix);
  const repo = await prepareRepo("said-once", ns);
  const args = [command, "--root", repo, "--path", join(repo, "clusters"), "--kubeconfig", testKubeconfig()];
  const code = await main(args);
  const about = captured.both.split("\n").filter((line) => line.includes(`ConfigMap/${ns}/bad`));
  return { code, ns, about };
}

describe("a Kustomization with one invalid object", () => {
  it("kustomize-sync sync … 2>&1 prints exactly one line about the object", async () => {
    const { code, ns, about } = await runOnFixture("sync", "said-once");
    expect(code, captured.both).toBe(1);
    expect(about, captured.both).toHaveLength(1);
    expect(about[0]).toContain(`ConfigMap/${ns}/bad dry-run failed (Invalid): `);
    expect(about[0]).toContain("(app/configmaps.yaml:");
    expect(captured.both).not.toMatch(/\n\s+at /);
  });

  it("plan says it once too", async () => {
    const { code, about } = await runOnFixture("plan", "said-once-plan");
    expect(code, captured.both).toBe(1);
    expect(about, captured.both).toHaveLength(1);
  });
});
