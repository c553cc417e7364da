// Each problem is said once per channel, in one line, about the right thing: a sync with one object
// the API server refuses prints one line about that object on the terminal (standard output and
// standard error together), and the action's log and annotations say it once each too.
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import { createTestNamespace, testKubeconfig } from "./support/cluster.js";
import { prepareRepo } from "./support/sync.js";

let output = "";
beforeEach(() => {
  output = "";
  for (const stream of [process.stdout, process.stderr])
    vi.spyOn(stream, "write").mockImplementation((chunk) => {
      output += String(chunk);
      return true;
    });
});
afterEach(() => vi.restoreAllMocks());

describe("a Kustomization with one invalid object", () => {
  it("kustomize-sync sync … 2>&1 prints exactly one line about the object", async () => {
    const ns = await createTestNamespace("said-once");
    const repo = await prepareRepo("said-once", ns);
    const code = await main([
      "sync",
      "--root",
      repo,
      "--path",
      join(repo, "clusters"),
      "--kubeconfig",
      testKubeconfig(),
    ]);
    expect(code, output).toBe(1);
    const about = output.split("\n").filter((line) => line.includes(`ConfigMap/${ns}/bad`));
    expect(about, output).toHaveLength(1);
    expect(about[0]).toContain(`ConfigMap/${ns}/bad dry-run failed (Invalid): `);
    expect(about[0]).toContain("(app/configmaps.yaml:");
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("plan says it once too", async () => {
    const ns = await createTestNamespace("said-once-plan");
    const repo = await prepareRepo("said-once", ns);
    const code = await main([
      "plan",
      "--root",
      repo,
      "--path",
      join(repo, "clusters"),
      "--kubeconfig",
      testKubeconfig(),
    ]);
    expect(code, output).toBe(1);
    const about = output.split("\n").filter((line) => line.includes(`ConfigMap/${ns}/bad`));
    expect(about, output).toHaveLength(1);
  });
});
