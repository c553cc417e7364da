import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTestNamespace, kubectl, kubectlOk } from "./support/cluster.js";
import { exists, inventoryIds, prepareRepo, removeFile, row, runSync } from "./support/sync.js";

describe("a preview environment per pull request", () => {
  it("keeps each pull request's inventory apart: one PR's run never prunes or finalizes another's objects", async () => {
    const ns = await createTestNamespace("preview");
    const [pr1, pr2] = [`${ns}-pr1`, `${ns}-pr2`];
    const preview = (pr: string) => ({
      inventoryNamespace: pr,
      substitute: [`PREVIEW_NAMESPACE=${pr}`, `PREVIEW_HOST=${pr}.preview.example.com`],
    });
    try {
      // One checkout, as in CI: both pull requests' runs have the same repository and path.
      const repo = await prepareRepo("preview", ns);
      expect((await runSync(repo, preview(pr1))).ready).toBe(true);
      expect((await runSync(repo, preview(pr2))).ready).toBe(true);
      expect(await kubectlOk(["get", "configmap", "web", "-n", pr1, "-o", "jsonpath={.data.host}"])).toBe(
        `${pr1}.preview.example.com`,
      );
      // The Namespace kustomize-sync created for the inventory is claimed by the Kustomization declaring it.
      expect(await inventoryIds(pr1, "web")).toEqual([`_${pr1}__Namespace`, `${pr1}_web__ConfigMap`]);

      // PR 2 drops a Kustomization: only PR 2's objects go.
      const extra = await readFile(join(repo, "clusters/extra.yaml"), "utf8");
      await removeFile(repo, "clusters/extra.yaml");
      const report = await runSync(repo, preview(pr2));
      expect(row(report, "extra")).toMatchObject({ ready: "True", reason: "Deleted" });
      expect(await exists("configmap", "extra", pr2)).toBe(false);
      expect(await exists("configmap", "extra", pr1)).toBe(true);
      // Back on PR 1's revision, which still has it: nothing was removed there.
      await writeFile(join(repo, "clusters/extra.yaml"), extra);
      const again = await runSync(repo, preview(pr1));
      expect(again.kustomizations.map((k) => `${k.name}:${k.reason}`)).toEqual([
        "web:ReconciliationSucceeded",
        "extra:ReconciliationSucceeded",
      ]);
    } finally {
      await kubectl(["delete", "namespace", pr1, pr2, "--wait=false", "--ignore-not-found"]);
    }
  });
});
