import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTestNamespace } from "./support/cluster.js";
import { inventoryIds, prepareRepo, row, runSync } from "./support/sync.js";

async function writeConfigMaps(repo: string, ns: string, count: number): Promise<void> {
  const dir = join(repo, "deploy");
  await mkdir(dir, { recursive: true });
  const docs = Array.from(
    { length: count },
    (_, i) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${String(i).padStart(5, "0")}\n  namespace: ${ns}\ndata:\n  index: "${i}"\n`,
  );
  await writeFile(join(dir, "configmaps.yaml"), docs.join("---\n"));
}

describe("large Kustomizations", () => {
  it("keeps a 5,000-object inventory, re-applies it unchanged and prunes 10% of it", async () => {
    const ns = await createTestNamespace("scale");
    const repo = await prepareRepo("removed", ns); // any fixture with a Kustomization; its deploy dir is replaced
    await writeFile(
      join(repo, "clusters", "keep.yaml"),
      `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: big\n  namespace: ${ns}\nspec:\n  interval: 10m\n  path: ./deploy\n  prune: true\n  sourceRef:\n    kind: GitRepository\n    name: flux-system\n`,
    );
    for (const other of ["gone", "orphan"]) await writeFile(join(repo, "clusters", `${other}.yaml`), "");
    await writeConfigMaps(repo, ns, 5000);
    const first = await runSync(repo, { timeout: "5m" });
    expect(row(first, "big")).toMatchObject({ ready: "True", inventorySize: 5000 });
    expect((await inventoryIds(ns, "big"))?.length).toBe(5000);
    const again = await runSync(repo, { timeout: "5m" });
    expect(row(again, "big").changes.every((c) => c.action === "unchanged")).toBe(true);
    await writeConfigMaps(repo, ns, 4500);
    const shrunk = await runSync(repo, { timeout: "5m" });
    expect(row(shrunk, "big").changes.filter((c) => c.action === "deleted")).toHaveLength(500);
    expect((await inventoryIds(ns, "big"))?.length).toBe(4500);
  }, 600_000);
});
