import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTestNamespace, kubectlOk } from "./support/cluster.js";
import { prepareRepo, row, runSync } from "./support/sync.js";

const CANARY = "canary-db-password-7f3a9c";

/** The ConfigMap the fixture's substituteFrom reads, created or replaced. */
const clusterVars = (ns: string, name: string) =>
  kubectlOk([
    "create",
    "configmap",
    "cluster-vars",
    "-n",
    ns,
    `--from-literal=cluster_name=${name}`,
    "--from-literal=tier=from-configmap",
    "--dry-run=client",
    "-o",
    "yaml",
  ]).then((yaml) => kubectlOk(["apply", "-f", "-"], yaml));

/** The Secret the fixture's substituteFrom reads, holding the canary. */
const clusterSecrets = (ns: string) =>
  kubectlOk([
    "create",
    "secret",
    "generic",
    "cluster-secrets",
    "-n",
    ns,
    `--from-literal=db_password=${CANARY}`,
  ]);

describe("postBuild.substituteFrom against the cluster", () => {
  it("substitutes from inline values, a ConfigMap and a Secret, with Flux's precedence and opt-out", async () => {
    const ns = await createTestNamespace("substitute");
    await clusterVars(ns, "staging-1");
    await clusterSecrets(ns);
    const repo = await prepareRepo("substitute", ns);
    const report = await runSync(repo, { substitute: ["region=us-east-2"] });
    expect(row(report, "app")).toMatchObject({ ready: "True" });
    const settings = JSON.parse(
      await kubectlOk(["get", "configmap", "settings", "-n", ns, "-o", "jsonpath={.data}"]),
    );
    // Inline beats substituteFrom; the action's `substitute` input beats both.
    expect(settings).toEqual({
      region: "us-east-2",
      tier: "inline",
      cluster: "staging-1",
      fallback: "default-value",
    });
    const password = await kubectlOk([
      "get",
      "secret",
      "credentials",
      "-n",
      ns,
      "-o",
      "jsonpath={.data.password}",
    ]);
    expect(Buffer.from(password, "base64").toString()).toBe(CANARY);
    const literal = await kubectlOk([
      "get",
      "configmap",
      "literal",
      "-n",
      ns,
      "-o",
      "jsonpath={.data.template}",
    ]);
    expect(literal).toBe(["$", "{region}"].join(""));
    // The Secret's value is applied, never reported.
    expect(JSON.stringify(report)).not.toContain(CANARY);
  });

  it("never keeps a render whose substituteFrom it reads: a changed ConfigMap is applied on the next run, and no Secret value reaches the render cache", async () => {
    const ns = await createTestNamespace("substitute-cache");
    await clusterVars(ns, "first");
    await clusterSecrets(ns);
    const repo = await prepareRepo("substitute", ns);
    const renderCache = join(await mkdtemp(join(tmpdir(), "ks-renders-")), "renders");
    const cluster = async () =>
      JSON.parse(await kubectlOk(["get", "configmap", "settings", "-n", ns, "-o", "jsonpath={.data}"]))
        .cluster;
    expect(row(await runSync(repo, { renderCache }), "app")).toMatchObject({ ready: "True" });
    expect(await cluster()).toBe("first");
    await clusterVars(ns, "second");
    expect(row(await runSync(repo, { renderCache }), "app")).toMatchObject({ ready: "True" });
    expect(await cluster()).toBe("second");
    for (const file of await readdir(renderCache, { recursive: true }).catch(() => []))
      if (file.endsWith(".json"))
        expect(await readFile(join(renderCache, file), "utf8")).not.toContain(CANARY);
  });

  it("fails with BuildFailed naming the missing ConfigMap when a non-optional source is absent", async () => {
    const ns = await createTestNamespace("substitute-missing");
    const repo = await prepareRepo("substitute", ns);
    const report = await runSync(repo);
    const app = row(report, "app");
    expect(app).toMatchObject({ ready: "False", reason: "BuildFailed" });
    expect(app.message).toContain("cluster-vars");
    expect(await readFile(`${repo}/deploy/settings.yaml`, "utf8")).toContain(["$", "{region}"].join("")); // the tree is untouched
  });
});
