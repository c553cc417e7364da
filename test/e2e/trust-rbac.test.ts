// Issue 15, item 9 against the local control plane: least privilege works. A run whose
// credentials are exactly the Role docs/ACTION.md gives for namespaced applications applies,
// waits for health, prunes and finalizes a removed Kustomization, and exits 0; what it could not
// check (inventories in other namespaces) is one warning, not a failure.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { dump as toYaml } from "js-yaml";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import type { RunReport } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { sync } from "../../src/reconcile/index.js";
import { apply, createTestNamespace, kubectlOk, readTestKubeconfig, waitFor } from "./support/cluster.js";
import {
  actions,
  exists,
  inventoryIds,
  keepingLogger,
  prepareRepo,
  removeFile,
  row,
} from "./support/sync.js";

const ACTION_DOC = resolve(import.meta.dirname, "../../docs/ACTION.md");

/** The YAML block docs/ACTION.md marks `<!-- rbac: <name> -->`: the test applies exactly what users copy. */
async function documentedRbac(name: string): Promise<string> {
  const doc = await readFile(ACTION_DOC, "utf8");
  const block = new RegExp(`<!-- rbac: ${name} -->\\n\`\`\`yaml\\n([\\s\\S]*?)\\n\`\`\``).exec(doc);
  if (!block) throw new Error(`docs/ACTION.md has no block marked <!-- rbac: ${name} -->`);
  return block[1]!;
}

/** A kubeconfig holding only a token of ServiceAccount `name` in `namespace`. */
async function serviceAccountKubeconfig(namespace: string, name: string): Promise<string> {
  const token = (await kubectlOk(["create", "token", name, "-n", namespace, "--duration=30m"])).trim();
  const admin = await readTestKubeconfig();
  const cluster = admin.clusters.find(
    (c) => c.name === admin.contexts.find((x) => x.name === admin["current-context"])?.context.cluster,
  )!;
  const file = join(await mkdtemp(join(tmpdir(), "ks-rbac-")), "kubeconfig");
  await writeFile(
    file,
    toYaml({
      apiVersion: "v1",
      kind: "Config",
      clusters: [cluster],
      users: [{ name, user: { token } }],
      contexts: [{ name, context: { cluster: cluster.name, user: name, namespace } }],
      "current-context": name,
    }),
  );
  return file;
}

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

describe("least privilege (item 9)", () => {
  it("a run limited to its namespace by the documented Role applies, waits, prunes, finalizes and exits 0", async () => {
    const ns = await createTestNamespace("rbac");
    await apply((await documentedRbac("namespaced")).replaceAll("team-a", ns));
    const kubeconfig = await serviceAccountKubeconfig(ns, "kustomize-sync");
    // The Role took effect (RBAC caches are eventually consistent).
    await waitFor(
      async () =>
        (
          await kubectlOk([
            "auth",
            "can-i",
            "patch",
            "configmaps",
            "-n",
            ns,
            `--as=system:serviceaccount:${ns}:kustomize-sync`,
          ]).catch(() => "no")
        ).trim() === "yes",
      20_000,
      "the Role to take effect",
    );
    // It really is limited: no cluster-wide ConfigMap list, no Namespace read.
    for (const [verb, what] of [
      ["list", "configmaps --all-namespaces"],
      ["get", `namespace/${ns}`],
    ] as const) {
      const answer = await kubectlOk([
        "auth",
        "can-i",
        verb,
        ...what.split(" "),
        `--as=system:serviceaccount:${ns}:kustomize-sync`,
      ]).catch((err: Error) => err.message);
      expect(answer.trim()).not.toBe("yes");
    }
    const repo = await prepareRepo("trust-rbac", ns);
    const report = join(await mkdtemp(join(tmpdir(), "ks-rbac-report-")), "report.json");

    const code = await main([
      "sync",
      "--root",
      repo,
      "--kubeconfig",
      kubeconfig,
      "--json",
      report,
      "--timeout",
      "2m",
    ]);
    const first = JSON.parse(await readFile(report, "utf8")) as RunReport;
    expect(code, output).toBe(0);
    expect(first.ready).toBe(true);
    expect(row(first, "app")).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
    expect(row(first, "extra")).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
    expect(output).toContain("cannot list inventory ConfigMaps in all namespaces");

    // Second run: an object and a Kustomization left the repository.
    await removeFile(repo, "app/old.yaml");
    await removeFile(repo, "clusters/extra.yaml");
    const lines: string[] = [];
    const second = await sync(
      resolveOptions(
        { mode: "sync", root: repo, kubeconfig, timeout: "2m" },
        { cwd: repo, log: keepingLogger(lines) },
      ),
    );
    expect(second.ready, JSON.stringify(second.kustomizations.map((k) => k.message))).toBe(true);
    expect(actions(second, "app")).toContain("ConfigMap/old deleted");
    expect(row(second, "extra")).toMatchObject({ ready: "True", reason: "Deleted" });
    expect(await exists("configmap", "old", ns)).toBe(false);
    expect(await exists("configmap", "extra", ns)).toBe(false);
    expect(await inventoryIds(ns, "extra")).toBeUndefined();
    // One warning says what could not be checked, and where it looked instead.
    const warnings = lines.filter((l) => l.startsWith("warning: cannot list inventory ConfigMaps"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      new RegExp(
        `^warning: cannot list inventory ConfigMaps in all namespaces \\(Forbidden\\): looked only in ${ns}; `,
      ),
    );
  }, 240_000);

  it("preview environments with the documented ClusterRole: a run creates its pull request's Namespace, syncs into it and closes a Kustomization", async () => {
    const ns = await createTestNamespace("rbac-preview");
    const account = `ks-${ns}`;
    const pr = `${ns}-pr1`;
    const rbac = (await documentedRbac("preview"))
      .replaceAll("kustomize-sync-preview", account)
      .replaceAll("namespace: previews", `namespace: ${ns}`);
    try {
      await kubectlOk(["create", "serviceaccount", account, "-n", ns]);
      await apply(rbac);
      await waitFor(
        async () =>
          (
            await kubectlOk([
              "auth",
              "can-i",
              "create",
              "namespaces",
              `--as=system:serviceaccount:${ns}:${account}`,
            ]).catch(() => "no")
          ).trim() === "yes",
        20_000,
        "the ClusterRole to take effect",
      );
      const kubeconfig = await serviceAccountKubeconfig(ns, account);
      const repo = await prepareRepo("preview", ns);
      const preview = [
        "--inventory-namespace",
        pr,
        "--substitute",
        `PREVIEW_NAMESPACE=${pr}`,
        "--substitute",
        `PREVIEW_HOST=${pr}.preview.example.com`,
      ];
      const code = await main(["sync", "--root", repo, "--kubeconfig", kubeconfig, ...preview]);
      expect(code, output).toBe(0);
      expect(await exists("configmap", "extra", pr)).toBe(true);
      await removeFile(repo, "clusters/extra.yaml");
      expect(await main(["sync", "--root", repo, "--kubeconfig", kubeconfig, ...preview]), output).toBe(0);
      expect(await exists("configmap", "extra", pr)).toBe(false);
      expect(await inventoryIds(pr, "extra")).toBeUndefined();
    } finally {
      await kubectlOk(["delete", "namespace", pr, "--wait=false", "--ignore-not-found"]);
      await kubectlOk(["delete", "clusterrolebinding,clusterrole", account, "--ignore-not-found"]);
    }
  }, 240_000);
});
