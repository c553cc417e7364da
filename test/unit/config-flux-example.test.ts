// Issue 10, item 3: the layout of fluxcd/flux2-kustomize-helm-example (Flux 2.7+) validates as a
// whole: ExternalArtifact sourceRefs are accepted, ArtifactGenerators are read (issue 11: their
// ExternalArtifacts are built from the checkout; test/unit/discovery.test.ts renders them), and
// the dependsOn chain orders infra-controllers → infra-configs → apps. The fixture is our own
// miniature of that repository (test/fixtures/config/flux-example/README.md).
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import { loadKustomizations } from "../../src/config/index.js";
import { planGraph } from "../../src/graph/index.js";

const root = path.resolve(import.meta.dirname, "../fixtures/config/flux-example");
const CLUSTERS = ["staging", "production"] as const;

describe.each(CLUSTERS)("the %s cluster of the Flux example layout", (cluster) => {
  const load = () => loadKustomizations({ root, path: `clusters/${cluster}` });

  it("loads its three Kustomizations with no problem, reading from ExternalArtifacts", async () => {
    const { kustomizations, problems } = await load();
    expect(problems).toEqual([]);
    expect(kustomizations.map((k) => [k.name, k.sourceRef, k.path, k.dependsOn.map((d) => d.name)])).toEqual([
      ["apps", { kind: "ExternalArtifact", name: "apps" }, cluster, ["infra-configs"]],
      ["infra-controllers", { kind: "ExternalArtifact", name: "infrastructure" }, "controllers", []],
      [
        "infra-configs",
        { kind: "ExternalArtifact", name: "infrastructure" },
        "configs",
        ["infra-controllers"],
      ],
    ]);
    expect(kustomizations.map((k) => k.source.file)).toEqual([
      `clusters/${cluster}/apps.yaml`,
      `clusters/${cluster}/infrastructure.yaml`,
      `clusters/${cluster}/infrastructure.yaml`,
    ]);
  });

  it("orders them infra-controllers → infra-configs → apps", async () => {
    const plan = planGraph((await load()).kustomizations);
    expect(plan.blocked.size).toBe(0);
    expect(plan.levels.map((level) => level.map((k) => k.name))).toEqual([
      ["infra-controllers"],
      ["infra-configs"],
      ["apps"],
    ]);
  });
});

describe("kustomize-sync validate on the Flux example layout", () => {
  let stdout = "";
  let stderr = "";
  beforeEach(() => {
    stdout = "";
    stderr = "";
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      stdout += String(chunk);
      return true;
    });
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      stderr += String(chunk);
      return true;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["staging", 3],
    // Bootstrapped: flux-system, whose render of clusters/production defines the other three.
    ["production", 4],
  ])("accepts every Kustomization of clusters/%s", async (cluster, count) => {
    const code = await main(["validate", "--root", root, "--path", path.join(root, "clusters", cluster)]);
    expect(stderr).toBe("");
    expect(stdout).toBe(`✔ ${count} Kustomizations found, 0 problems, 0 blocked by dependencies\n`);
    expect(code).toBe(0);
  });

  it("prints the graph in dependsOn order", async () => {
    const code = await main(["graph", "--root", root, "--path", path.join(root, "clusters/staging")]);
    expect(code).toBe(0);
    expect(stdout).toContain("infra-controllers → infra-configs → apps");
  });
});
