// Issue 12 item 1: `plan` shows, per object, the field-level diff between the live object and
// the server-side dry-run of the new revision, noise and defaults removed, Secret values masked,
// deletions first, drift labelled — against the real local control plane.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import { createTestNamespace, kubectlOk, testKubeconfig } from "./support/cluster.js";

const FIXTURE = resolve(import.meta.dirname, "../fixtures/diff/plan");
const CANARIES = ["CANARY-plan-before-k1l2", "CANARY-plan-same-m3n4", "CANARY-plan-after-o5p6"];
const FORBIDDEN = [...CANARIES, ...CANARIES.map((c) => Buffer.from(c).toString("base64")), "CANARY"];

async function prepare(namespace: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "ks-diff-plan-"));
  await cp(FIXTURE, dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, (await readFile(file, "utf8")).replaceAll("__NS__", namespace));
  }
  return dir;
}

async function edit(repo: string, file: string, from: string, to: string): Promise<void> {
  const path = join(repo, file);
  const text = await readFile(path, "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  await writeFile(path, text.replace(from, to));
}

let stdout = "";
let stderr = "";
let scratch: string;
beforeEach(async () => {
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
  scratch = await mkdtemp(join(tmpdir(), "ks-diff-plan-out-"));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(scratch, { recursive: true, force: true });
});

describe("plan shows what would change, field by field", () => {
  it("replicas 1→3, a changed Secret only as masks, the removed PodDisruptionBudget under the deletion heading, drift labelled", async () => {
    const ns = await createTestNamespace("diff-plan");
    const repo = await prepare(ns);
    const kubeconfig = testKubeconfig();
    expect(await main(["sync", "--root", repo, "--kubeconfig", kubeconfig]), stderr).toBe(0);

    await edit(repo, "deploy/deployment.yaml", "replicas: 1", "replicas: 3");
    await edit(repo, "deploy/secret.yaml", "CANARY-plan-before-k1l2", "CANARY-plan-after-o5p6");
    await rm(join(repo, "deploy/pdb.yaml"));
    // Edited in the cluster, not in git: the plan puts it back and says so.
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

    stdout = "";
    stderr = "";
    const json = join(scratch, "plan.json");
    expect(await main(["plan", "--root", repo, "--kubeconfig", kubeconfig, "--json", json]), stderr).toBe(0);
    const lines = stdout.split("\n");
    const heading = lines.indexOf("⚠ WILL BE DELETED (1 object):");
    expect(heading, stdout).toBeGreaterThanOrEqual(0);
    expect(lines[heading + 1]).toBe(`  PodDisruptionBudget/${ns}/web  ${ns}/app`);
    expect(lines.findIndex((l) => l.startsWith("~ "))).toBeGreaterThan(heading);
    expect(lines).toEqual(
      expect.arrayContaining([
        "-  replicas: 1",
        "+  replicas: 3",
        "-  password: '*** (before)'",
        "+  password: '*** (after)'",
        "   username: '***'",
        "-  level: debug",
        "+  level: info",
      ]),
    );
    expect(lines.find((l) => l.startsWith(`~ ConfigMap/${ns}/settings`))).toMatch(
      /\(drift: changed in the cluster, not in git\)/,
    );
    expect(lines.find((l) => l.startsWith(`~ Deployment/${ns}/web`))).not.toMatch(/drift/);
    // Server defaults the manifest never set stay out of the diff.
    for (const noise of [
      "progressDeadlineSeconds",
      "imagePullPolicy",
      "managedFields",
      "resourceVersion",
      "uid:",
    ])
      expect(stdout).not.toContain(noise);

    const report = JSON.parse(await readFile(json, "utf8"));
    const change = (kind: string) =>
      report.kustomizations[0].changes.find((c: { kind: string }) => c.kind === kind);
    expect(change("Deployment")).toMatchObject({ action: "configured", paths: ["spec.replicas"] });
    expect(change("Deployment").diff).toContain("-  replicas: 1\n+  replicas: 3\n");
    expect(change("ConfigMap")).toMatchObject({ action: "configured", drift: true });
    for (const secret of FORBIDDEN) {
      expect(stdout).not.toContain(secret);
      expect(stderr).not.toContain(secret);
      expect(JSON.stringify(report)).not.toContain(secret);
    }
    // A plan writes nothing.
    expect(await kubectlOk(["get", "deployment", "web", "-n", ns, "-o", "jsonpath={.spec.replicas}"])).toBe(
      "1",
    );
  });

  it("--exit-code: 3 while something would change, 0 once the cluster matches", async () => {
    const ns = await createTestNamespace("diff-plan-exit");
    const repo = await prepare(ns);
    const kubeconfig = testKubeconfig();
    expect(await main(["plan", "--root", repo, "--kubeconfig", kubeconfig, "--exit-code"]), stderr).toBe(3);
    expect(stdout).toContain(`+ Deployment/${ns}/web`);
    expect(await main(["sync", "--root", repo, "--kubeconfig", kubeconfig]), stderr).toBe(0);
    stdout = "";
    expect(await main(["plan", "--root", repo, "--kubeconfig", kubeconfig, "--exit-code"]), stderr).toBe(0);
    expect(stdout).not.toContain("WILL BE DELETED");
    expect(stdout).not.toMatch(/^[~+-] /m);
  });
});
