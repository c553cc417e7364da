// spec.ignore (kustomize-controller v1.9) against the real API server: an ignored path that
// someone else changes in the cluster is not re-applied, not shown by plan, and left to them when
// the object is applied for another change; the cases of fluxcd/pkg/ssa
// manager_apply_ignore_test.go, driven through `kustomize-sync sync` and `plan`.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { copyFixture } from "../support/fixtures.js";
import { capturedOutput } from "../support/output.js";
import { createTestNamespace, getJson, kubectlOk, testKubeconfig } from "./support/cluster.js";

const FIXTURE = resolve(import.meta.dirname, "../fixtures/drift-ignore/repo");

const prepare = (namespace: string) => copyFixture(FIXTURE, { __NS__: namespace });

async function edit(repo: string, file: string, from: string, to: string): Promise<void> {
  const path = join(repo, file);
  const text = await readFile(path, "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  await writeFile(path, text.replace(from, to));
}

interface ReportChange {
  kind: string;
  action: string;
  paths?: string[];
  diff?: string;
  drift?: boolean;
}

const output = capturedOutput();
let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), "ks-drift-ignore-out-"));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Runs `kustomize-sync <command>` and returns its exit code and the changes of its JSON report. */
async function run(command: "sync" | "plan", repo: string, ...extra: string[]) {
  output.stdout = "";
  output.stderr = "";
  const json = join(scratch, `${command}.json`);
  const code = await main([
    command,
    "--root",
    repo,
    "--kubeconfig",
    testKubeconfig(),
    "--json",
    json,
    ...extra,
  ]);
  const report = JSON.parse(await readFile(json, "utf8"));
  const changes: ReportChange[] = report.kustomizations[0].changes;
  return { code, change: (kind: string) => changes.find((c) => c.kind === kind) };
}

interface Deployment {
  metadata: {
    generation: number;
    managedFields: { manager: string; operation: string; time?: string; fieldsV1?: unknown }[];
  };
  spec: { replicas: number; minReadySeconds?: number };
}

const deployment = (ns: string) =>
  getJson(["deployment", "web", "-n", ns, "--show-managed-fields"]) as Promise<Deployment>;

/** kustomize-sync's Apply entry: its field set, and when it was last written. */
function ourFields(d: Deployment) {
  return d.metadata.managedFields.find((m) => m.manager === "kustomize-sync" && m.operation === "Apply");
}

/** Whether `manager`'s Apply entry owns spec.replicas. */
function ownsReplicas(d: Deployment, manager: string): boolean {
  const entry = d.metadata.managedFields.find((m) => m.manager === manager && m.operation === "Apply");
  return JSON.stringify(entry?.fieldsV1 ?? {}).includes('"f:replicas"');
}

/** An autoscaler's write: a server-side apply of spec.replicas alone by its own field manager. */
async function autoscale(ns: string, replicas: number): Promise<void> {
  const patch = {
    apiVersion: "apps/v1",
    kind: "Deployment",
    metadata: { name: "web", namespace: ns },
    spec: { replicas },
  };
  await kubectlOk(
    ["apply", "--server-side", "--field-manager=hpa", "--force-conflicts", "-f", "-"],
    JSON.stringify(patch),
  );
}

describe("spec.ignore: paths left to the cluster", () => {
  it("replicas an autoscaler applied are not re-applied, not shown by plan, and stay the autoscaler's when the Deployment changes", async () => {
    const ns = await createTestNamespace("drift-ignore-hpa");
    const repo = await prepare(ns);
    let result = await run("sync", repo);
    expect(result.code, output.stderr).toBe(0);
    expect(result.change("Deployment")?.action).toBe("created");
    // On create the ignore rules do not apply: replicas is ours (ported: CreateSkipsIgnore).
    expect((await deployment(ns)).spec.replicas).toBe(2);
    expect(ownsReplicas(await deployment(ns), "kustomize-sync")).toBe(true);

    await autoscale(ns, 5);
    const scaled = await deployment(ns);
    expect(ownsReplicas(scaled, "hpa")).toBe(true);

    // Only the ignored path differs: unchanged, and nothing is written (the spec's generation and
    // our field set stay; the resourceVersion moves with the controller's status updates).
    result = await run("sync", repo);
    expect(result.code, output.stderr).toBe(0);
    expect(result.change("Deployment")?.action).toBe("unchanged");
    const after = await deployment(ns);
    expect(after.spec.replicas).toBe(5);
    expect(after.metadata.generation).toBe(scaled.metadata.generation);
    expect(ourFields(after)).toEqual(ourFields(scaled));
    expect(ownsReplicas(after, "kustomize-sync")).toBe(false);

    // plan sees no drift either.
    result = await run("plan", repo, "--exit-code");
    expect(result.code, output.stdout).toBe(0);
    expect(result.change("Deployment")?.action).toBe("unchanged");
    expect(output.stdout).not.toMatch(/^~ Deployment/m);

    // A change in git to another field: the plan shows it alone, the sync applies it and leaves
    // replicas to the autoscaler (stripped from the payload: ported "releases ownership").
    await edit(repo, "deploy/deployment.yaml", "minReadySeconds: 0", "minReadySeconds: 5");
    result = await run("plan", repo);
    expect(result.code, output.stderr).toBe(0);
    expect(result.change("Deployment")).toMatchObject({
      action: "configured",
      paths: ["spec.minReadySeconds"],
    });
    expect(result.change("Deployment")?.diff).not.toContain("replicas");

    result = await run("sync", repo);
    expect(result.code, output.stderr).toBe(0);
    expect(result.change("Deployment")?.action).toBe("configured");
    const changed = await deployment(ns);
    expect(changed.spec).toMatchObject({ replicas: 5, minReadySeconds: 5 });
    expect(ownsReplicas(changed, "kustomize-sync")).toBe(false);
    expect(ownsReplicas(changed, "hpa")).toBe(true);

    // And again nothing to do (ported: "re-apply with no changes returns unchanged").
    result = await run("sync", repo);
    expect(result.change("Deployment")?.action).toBe("unchanged");
    const again = await deployment(ns);
    expect(again.metadata.generation).toBe(changed.metadata.generation);
    expect(ourFields(again)).toEqual(ourFields(changed));
  });

  it("kubectl scale is left alone, while the ConfigMap the rule does not target is put back", async () => {
    const ns = await createTestNamespace("drift-ignore-scale");
    const repo = await prepare(ns);
    expect((await run("sync", repo)).code, output.stderr).toBe(0);

    await kubectlOk(["scale", "deployment", "web", "-n", ns, "--replicas=4"]);
    await kubectlOk([
      "patch",
      "configmap",
      "settings",
      "-n",
      ns,
      "--type",
      "merge",
      "-p",
      '{"data":{"level":"debug"}}',
    ]);

    let result = await run("plan", repo, "--exit-code");
    expect(result.code, output.stdout).toBe(3);
    expect(result.change("Deployment")?.action).toBe("unchanged");
    expect(result.change("ConfigMap")).toMatchObject({ action: "configured", drift: true });

    result = await run("sync", repo);
    expect(result.code, output.stderr).toBe(0);
    expect(result.change("Deployment")?.action).toBe("unchanged");
    expect(result.change("ConfigMap")?.action).toBe("configured");
    expect((await deployment(ns)).spec.replicas).toBe(4);
    expect(await kubectlOk(["get", "configmap", "settings", "-n", ns, "-o", "jsonpath={.data.level}"])).toBe(
      "info",
    );
  });

  it("an ignored path edited client-side that only we applied keeps the live value when the object is applied (ported: adopts in-cluster value)", async () => {
    const ns = await createTestNamespace("drift-ignore-adopt");
    const repo = await prepare(ns);
    expect((await run("sync", repo)).code, output.stderr).toBe(0);

    // A client-side edit (an Update, no apply manager): replicas leaves our field set.
    await kubectlOk([
      "patch",
      "deployment",
      "web",
      "-n",
      ns,
      "--type",
      "merge",
      "-p",
      '{"spec":{"replicas":10}}',
    ]);
    expect(ownsReplicas(await deployment(ns), "kustomize-sync")).toBe(false);

    await edit(repo, "deploy/deployment.yaml", "minReadySeconds: 0", "minReadySeconds: 6");
    const result = await run("sync", repo);
    expect(result.code, output.stderr).toBe(0);
    expect(result.change("Deployment")?.action).toBe("configured");
    const adopted = await deployment(ns);
    // Not reverted to git's 2, nor orphaned and defaulted to 1: the live 10, applied by us again.
    expect(adopted.spec).toMatchObject({ replicas: 10, minReadySeconds: 6 });
    expect(ownsReplicas(adopted, "kustomize-sync")).toBe(true);
  });
});

describe("spec.ignore in diff --base", () => {
  it("a change in git to an ignored path of an existing object is no change; other fields still show", async () => {
    const repo = await prepare("drift-ignore-diff");
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], {
        cwd: repo,
        encoding: "utf8",
      });
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("commit", "-q", "-m", "base");

    await edit(repo, "deploy/deployment.yaml", "replicas: 2", "replicas: 7");
    output.stdout = "";
    expect(await main(["diff", "--root", repo, "--base", "HEAD", "--exit-code"]), output.stderr).toBe(0);
    expect(output.stdout).not.toContain("replicas");

    await edit(repo, "deploy/deployment.yaml", "minReadySeconds: 0", "minReadySeconds: 3");
    const json = join(scratch, "diff.json");
    output.stdout = "";
    expect(
      await main(["diff", "--root", repo, "--base", "HEAD", "--json", json, "--exit-code"]),
      output.stderr,
    ).toBe(3);
    const report = JSON.parse(await readFile(json, "utf8"));
    const web = report.kustomizations[0].objects.find((o: { kind: string }) => o.kind === "Deployment");
    expect(web).toMatchObject({ change: "changed", paths: ["spec.minReadySeconds"] });
    expect(web.diff).not.toContain("replicas");
  });
});
