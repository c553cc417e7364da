// Issue 15, items 4, 8 and 10 against the local control plane: whose inventory is whose, what a
// stray or damaged inventory may do (nothing but a warning), and what a failed dry-run leaves
// behind (nothing) and reports (no write it did not make).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Logger, RunReport } from "../../src/model/index.js";
import { type RawOptions, resolveOptions } from "../../src/options.js";
import { sync } from "../../src/reconcile/index.js";
import { apply, createTestNamespace, kubectl, testKubeconfig } from "./support/cluster.js";
import { actions, exists, inventoryIds, prepareRepo, removeFile, row } from "./support/sync.js";

/** A sync whose warnings are kept (runSync's logger is silent). */
async function syncWithWarnings(repo: string, extra: Partial<RawOptions> = {}) {
  const warnings: string[] = [];
  const log: Logger = {
    info() {},
    progress() {},
    warn: (m) => warnings.push(m),
    error() {},
    debug() {},
    group: (_title, fn) => fn(),
  };
  const options = resolveOptions(
    { mode: "sync", root: repo, kubeconfig: testKubeconfig(), timeout: "60s", ...extra },
    { cwd: repo, log },
  );
  const report: RunReport = await sync(options);
  return { report, warnings };
}

async function fixtureFile(repo: string, file: string, replacements: Record<string, string> = {}) {
  let text = await readFile(join(repo, file), "utf8");
  for (const [from, to] of Object.entries(replacements)) text = text.replaceAll(from, to);
  return text;
}

describe("inventory and lock identity (item 4)", () => {
  it("keeps flux-system/apps and team-a/apps apart in one inventory namespace", async () => {
    const ns = await createTestNamespace("identity");
    const repo = await prepareRepo("trust-identity", ns);
    const a = { path: "clusters/a", inventoryNamespace: ns };
    const b = { path: "clusters/b", inventoryNamespace: ns };

    expect((await syncWithWarnings(repo, a)).report.ready).toBe(true);
    const second = await syncWithWarnings(repo, b);
    expect(second.report.ready).toBe(true);
    // team-a/apps neither read nor pruned from flux-system/apps' inventory.
    expect(actions(second.report, "apps")).toEqual(["ConfigMap/b-config created"]);
    expect(await inventoryIds(ns, "apps", "flux-system")).toEqual([
      `${ns}_a-config__ConfigMap`,
      `${ns}_a-second__ConfigMap`,
    ]);
    expect(await inventoryIds(ns, "apps", "team-a")).toEqual([`${ns}_b-config__ConfigMap`]);
    for (const name of ["kustomize-sync.flux-system.apps", "kustomize-sync.team-a.apps"])
      expect(await exists("configmap", name, ns)).toBe(true);

    // flux-system/apps still knows what it applied: a removed object is pruned, team-a's stays.
    await removeFile(repo, "a/second.yaml");
    const third = await syncWithWarnings(repo, a);
    expect(actions(third.report, "apps")).toEqual([
      "ConfigMap/a-config unchanged",
      "ConfigMap/a-second deleted",
    ]);
    expect(await exists("configmap", "a-second", ns)).toBe(false);
    expect(await exists("configmap", "b-config", ns)).toBe(true);
    expect(await inventoryIds(ns, "apps", "team-a")).toEqual([`${ns}_b-config__ConfigMap`]);
  });
});

describe("stray and damaged inventories (item 8)", () => {
  it("skips strays and other Kustomizations' damaged inventories with one warning each; a damaged own inventory fails that Kustomization alone", async () => {
    const ns = await createTestNamespace("damaged");
    const other = await createTestNamespace("damaged-other");
    const repo = await prepareRepo("trust-damaged", ns);
    await apply(await fixtureFile(repo, "stray.yaml", { __OTHER__: other }));
    await apply(await fixtureFile(repo, "damaged-own.yaml"));

    const { report, warnings } = await syncWithWarnings(repo, { path: "clusters" });
    expect(row(report, "one")).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
    expect(row(report, "two")).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(row(report, "two").message).toBe(
      `inventory ConfigMap/${ns}/kustomize-sync.${ns}.two: entries.gz is not gzip data: fix or delete that ConfigMap (deleting it forgets which objects to prune); nothing was applied`,
    );
    expect(row(report, "two").changes).toEqual([]);
    expect(await exists("configmap", "two-config", ns)).toBe(false);
    expect(await exists("configmap", "one-config", ns)).toBe(true);

    const skipped = warnings.filter((w) => w.startsWith("skipped ConfigMap/"));
    // Each says how to tell whether it still matters: whose objects to look for, and where.
    const owned = (owner: string, configMap: string, why: string) => {
      const [namespace, name] = owner.split("/");
      const [, cmNamespace, cmName] = configMap.split("/");
      return (
        `skipped ${configMap}: ${why}; it is not used as an inventory: what it lists is neither pruned for ` +
        `Kustomization ${owner} nor protected from another one's prune. To tell whether it still matters, look for ` +
        `that Kustomization's objects (kubectl get <the kinds its entries name> -A -l kustomize-sync.io/name=${name},` +
        `kustomize-sync.io/namespace=${namespace}; its entries: kubectl get configmap -n ${cmNamespace} ${cmName} -o yaml): ` +
        "if some exist, it is their only record, so fix it; if none do, delete it"
      );
    };
    expect(skipped.sort()).toEqual(
      [
        `skipped ConfigMap/${other}/stray: not a kustomize-sync inventory (no kustomize-sync.io/kustomization annotation); it is not used as an inventory. It matters only if someone meant it as one: look at it (kubectl get configmap -n ${other} stray -o yaml); if its entries name objects that exist and carry kustomize-sync owner labels, add the kustomize-sync.io/kustomization annotation naming their Kustomization; otherwise delete it, or remove its kustomize-sync.io/inventory label`,
        owned(
          `${other}/edited`,
          `ConfigMap/${other}/kustomize-sync.${other}.edited`,
          `line 2 of its entries is not '<namespace>_<name>_<group>_<kind> <version>': "web deployment in ${other}"`,
        ),
        owned(
          `${other}/notgzip`,
          `ConfigMap/${other}/kustomize-sync.${other}.notgzip`,
          "entries.gz is not gzip data",
        ),
        owned(`${ns}/two`, `ConfigMap/${ns}/kustomize-sync.${ns}.two`, "entries.gz is not gzip data"),
      ].sort(),
    );
    // The damaged ConfigMaps are left as they were.
    expect(await exists("configmap", "stray", other)).toBe(true);
    expect(await exists("configmap", `kustomize-sync.${ns}.two`, ns)).toBe(true);
  });
});

describe("an honest report (item 10)", () => {
  it("a failed dry-run writes nothing (namespace, inventory, lease) and reports only the failing object", async () => {
    const ns = await createTestNamespace("dryrun");
    const repo = await prepareRepo("trust-dryrun", ns);
    const { report } = await syncWithWarnings(repo, { path: "clusters" });
    const partial = row(report, "partial");
    expect(partial).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(partial.changes.map((c) => `${c.kind}/${c.name} ${c.action}`)).toEqual(["Deployment/bad failed"]);
    expect(partial.changes[0]!.detail).toMatch(
      /^Deployment\/.*\/bad dry-run failed \(Invalid\): .*spec\.replicas/,
    );
    expect(partial.message).toMatch(/spec\.replicas/);
    expect(await exists("configmap", "good-1", ns)).toBe(false);
    // The Kustomization's namespace would hold its inventory and lock: not even created.
    expect(await exists("namespace", `${ns}-ks`)).toBe(false);
    expect(
      (
        await kubectl([
          "get",
          "lease,configmap",
          "-A",
          "-l",
          "kustomize-sync.io/inventory=true",
          "-o",
          "name",
        ])
      ).stdout,
    ).not.toContain(`${ns}-ks`);
  });
});
