// `destroy` tears a preview environment down (mode: destroy when its pull request closes): what
// the inventories of that scope recorded is deleted by prune's rules, then the inventories and
// locks; another pull request's environment and objects nobody recorded are left alone.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { silentLogger } from "../../src/model/index.js";
import { type RawOptions, resolveOptions } from "../../src/options.js";
import { destroy } from "../../src/reconcile/index.js";
import { createTestNamespace, kubectl, kubectlOk, testKubeconfig } from "./support/cluster.js";
import { exists, inventoryIds, prepareRepo, row, runSync } from "./support/sync.js";

const preview = (pr: string): Partial<RawOptions> => ({
  inventoryNamespace: pr,
  substitute: [`PREVIEW_NAMESPACE=${pr}`, `PREVIEW_HOST=${pr}.preview.example.com`],
});

function runDestroy(repo: string, extra: Partial<RawOptions> = {}) {
  const options = resolveOptions(
    { mode: "destroy", root: repo, kubeconfig: testKubeconfig(), timeout: "90s", ...extra },
    { cwd: repo, log: silentLogger },
  );
  return destroy(options);
}

/** Gone, or on its way out (a Namespace terminates while its contents are deleted). */
async function goneOrTerminating(kind: string, name: string): Promise<boolean> {
  const phase = await kubectl(["get", kind, name, "-o", "jsonpath={.status.phase}", "--ignore-not-found"]);
  return phase.stdout.trim() === "" || phase.stdout.trim() === "Terminating";
}

async function leases(namespace: string): Promise<string[]> {
  const out = await kubectl(["get", "leases", "-n", namespace, "-o", "name", "--ignore-not-found"]);
  return out.stdout.split("\n").filter(Boolean);
}

describe("destroy", () => {
  it("deletes one preview environment (its Namespace last, with the inventories and locks in it) and leaves the other", async () => {
    const ns = await createTestNamespace("destroy");
    const [pr1, pr2] = [`${ns}-pr1`, `${ns}-pr2`];
    try {
      const repo = await prepareRepo("preview", ns);
      expect((await runSync(repo, preview(pr1))).ready).toBe(true);
      expect((await runSync(repo, preview(pr2))).ready).toBe(true);
      expect(await leases(pr1)).toEqual([]);

      const report = await runDestroy(repo, { inventoryNamespace: pr1 });
      expect(report.mode).toBe("destroy");
      expect(report.ready, JSON.stringify(report, null, 2)).toBe(true);
      expect(report.kustomizations.map((k) => `${k.name}:${k.reason}`).sort()).toEqual([
        "extra:Deleted",
        "web:Deleted",
      ]);
      expect(row(report, "web").message).toMatch(
        /^destroyed; deletionPolicy MirrorPrune: 2 objects deleted$/,
      );
      expect(
        row(report, "web")
          .changes.map((c) => `${c.kind}/${c.name} ${c.action}`)
          .sort(),
      ).toEqual([`Namespace/${pr1} deleted`, "ConfigMap/web deleted"].sort());
      expect(await goneOrTerminating("namespace", pr1)).toBe(true);
      expect(await exists("configmap", "web", pr1)).toBe(false);
      expect(await exists("configmap", "extra", pr1)).toBe(false);

      // The other pull request's environment is untouched, its inventories included.
      expect(await exists("configmap", "web", pr2)).toBe(true);
      expect(await exists("configmap", "extra", pr2)).toBe(true);
      expect(await inventoryIds(pr2, "web", ns)).toEqual([`_${pr2}__Namespace`, `${pr2}_web__ConfigMap`]);

      // Nothing left to do: a second teardown (a re-run of the closed PR's job) changes nothing.
      const again = await runDestroy(repo, { inventoryNamespace: pr1 });
      expect(again).toMatchObject({ ready: true, kustomizations: [] });
    } finally {
      await kubectl(["delete", "namespace", pr1, pr2, "--wait=false", "--ignore-not-found"]);
    }
  });

  it("keeps the preview Namespace marked prune: disabled and still deletes the inventories in it", async () => {
    const ns = await createTestNamespace("destroy-home");
    const pr = `${ns}-pr`;
    try {
      const repo = await prepareRepo("preview", ns);
      expect((await runSync(repo, preview(pr))).ready).toBe(true);
      await kubectlOk(["annotate", "namespace", pr, "kustomize.toolkit.fluxcd.io/prune=disabled"]);
      const report = await runDestroy(repo, { inventoryNamespace: pr });
      expect(report.ready, JSON.stringify(report, null, 2)).toBe(true);
      expect(row(report, "web").changes.map((c) => `${c.kind}/${c.name} ${c.action}: ${c.detail}`)).toContain(
        `Namespace/${pr} skipped: not deleted: kustomize.toolkit.fluxcd.io/prune: disabled`,
      );
      expect(await kubectlOk(["get", "namespace", pr, "-o", "jsonpath={.status.phase}"])).toBe("Active");
      expect(await inventoryIds(pr, "web", ns)).toBeUndefined();
      // Nothing left to do: the kept Namespace holds no inventory a second teardown would find.
      const again = await runDestroy(repo, { inventoryNamespace: pr });
      expect(again).toMatchObject({ ready: true, kustomizations: [] });
    } finally {
      await kubectl(["delete", "namespace", pr, "--wait=false", "--ignore-not-found"]);
    }
  });

  it("honours prune: disabled: the object stays, and so does the Namespace that holds it (one line why)", async () => {
    const ns = await createTestNamespace("destroy-keep");
    const pr = `${ns}-pr`;
    try {
      const repo = await prepareRepo("preview", ns);
      const file = join(repo, "extra/config.yaml");
      const text = await readFile(file, "utf8");
      await writeFile(
        file,
        text.replace(
          "  name: extra\n",
          "  name: extra\n  annotations:\n    kustomize.toolkit.fluxcd.io/prune: disabled\n",
        ),
      );
      expect((await runSync(repo, preview(pr))).ready).toBe(true);
      const report = await runDestroy(repo, { inventoryNamespace: pr });
      expect(row(report, "extra")).toMatchObject({ ready: "True", reason: "Deleted" });
      expect(row(report, "extra").changes.map((c) => `${c.kind}/${c.name} ${c.action}: ${c.detail}`)).toEqual(
        ["ConfigMap/extra skipped: not deleted: kustomize.toolkit.fluxcd.io/prune: disabled"],
      );
      const web = row(report, "web");
      expect(web.ready).toBe("False");
      expect(web.message).toBe(
        `Namespace/${pr} not deleted: Namespace holds 1 object not managed by Kustomization ${ns}/web (ConfigMap/${pr}/extra); move or delete it and the next run deletes the Namespace, or delete the Namespace by hand`,
      );
      expect(web.message.split("\n")).toHaveLength(1);
      expect(report.ready).toBe(false);
      expect(await exists("configmap", "extra", pr)).toBe(true);
      expect(await exists("configmap", "web", pr)).toBe(false);
      expect(await kubectlOk(["get", "namespace", pr, "-o", "jsonpath={.status.phase}"])).toBe("Active");
      // Still tracked: the Namespace is not lost from the inventory.
      expect(await inventoryIds(pr, "web", ns)).toContain(`_${pr}__Namespace`);
    } finally {
      await kubectl(["delete", "namespace", pr, "--wait=false", "--ignore-not-found"]);
    }
  });
});
