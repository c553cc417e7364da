import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Logger } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { sync } from "../../src/reconcile/index.js";
import { createTestNamespace, getJson, kubectlOk, testKubeconfig, waitFor } from "./support/cluster.js";
import { exists, prepareRepo, row, runSync } from "./support/sync.js";

/** Sets the simulated failure on the Pod template of a fixture Deployment (`none` = behaves). */
async function simulate(repo: string, file: string, failure: string): Promise<void> {
  const path = join(repo, file);
  const text = await readFile(path, "utf8");
  await writeFile(
    path,
    text.replace(
      "simulate.kustomize-sync.io/failure: none",
      `simulate.kustomize-sync.io/failure: ${failure}`,
    ),
  );
}

/** A logger that keeps every line, to check what a user watching the log would see. */
function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const log = {
    lines,
    info: (m: string) => void lines.push(`${Date.now()} ${m}`),
    progress: (m: string) => void lines.push(`${Date.now()} ${m}`),
    warn: (m: string) => void lines.push(`${Date.now()} warn ${m}`),
    error: (m: string) => void lines.push(`${Date.now()} error ${m}`),
    debug: () => {},
    group: <T>(_title: string, fn: () => Promise<T>) => fn(),
  };
  return log;
}

describe("health checks and dependency gating", () => {
  it("reconciles common → backend → frontend in order, each Ready only once its workload is", async () => {
    const ns = await createTestNamespace("health-chain");
    const repo = await prepareRepo("health-chain", ns);
    const log = recordingLogger();
    const report = await sync(
      resolveOptions(
        { mode: "sync", root: repo, kubeconfig: testKubeconfig(), timeout: "60s" },
        { cwd: repo, log },
      ),
    );
    for (const name of ["common", "backend", "frontend"]) {
      expect(row(report, name)).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
      expect(row(report, name).message).toMatch(/^Applied revision: /);
    }
    expect(row(report, "backend").health).toEqual([
      { ref: `Deployment/${ns}/backend`, status: "Current", message: "1/1 ready" },
    ]);
    expect(row(report, "common").health).toEqual([
      { ref: `ConfigMap/${ns}/common-settings`, status: "Current", message: "resource is current" },
    ]);
    // frontend was applied only after backend's Deployment had become available.
    const backend = await getJson(["deployment", "backend", "-n", ns]);
    const frontend = await getJson(["deployment", "frontend", "-n", ns]);
    const available = backend.status.conditions.find((c: { type: string }) => c.type === "Available");
    expect(Date.parse(frontend.metadata.creationTimestamp)).toBeGreaterThanOrEqual(
      Date.parse(available.lastTransitionTime),
    );
    expect(log.lines.some((l) => l.includes("Health check passed in"))).toBe(true);
  });

  it("a backend whose Pod never becomes ready fails its health check and frontend is never applied", async () => {
    const ns = await createTestNamespace("health-notready");
    const repo = await prepareRepo("health-chain", ns);
    await simulate(repo, "backend/deployment.yaml", "NotReady");
    const log = recordingLogger();
    const started = Date.now();
    const report = await sync(
      resolveOptions(
        { mode: "sync", root: repo, kubeconfig: testKubeconfig(), timeout: "60s" },
        { cwd: repo, log },
      ),
    );
    const backend = row(report, "backend");
    expect(backend).toMatchObject({ ready: "False", reason: "HealthCheckFailed" });
    // spec.timeout: 12s of the backend, not the run's 60s.
    expect(backend.message).toMatch(
      new RegExp(
        `^health check failed after 1\\d(\\.\\d)?s: timeout waiting for: \\[Deployment/${ns}/backend status: 'InProgress': 0/1 ready; pod backend-[a-z0-9]+-[a-z0-9]+: NotReady \\(container "backend" running but not ready: readiness probe failing\\)\\]$`,
      ),
    );
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(row(report, "frontend")).toMatchObject({
      ready: "False",
      reason: "DependencyNotReady",
      message: `dependency '${ns}/backend' is not ready`,
    });
    expect(await exists("deployment", "frontend", ns)).toBe(false);
    expect(
      log.lines.some((l) =>
        l.includes(
          `still waiting for 1 object: Deployment/${ns}/backend (InProgress: 0/1 ready; pod backend-`,
        ),
      ),
    ).toBe(true);
  });

  it("a frontend without health checks whose image cannot be pulled is Ready, with a warning naming ImagePullBackOff", async () => {
    const ns = await createTestNamespace("health-pull");
    const repo = await prepareRepo("health-frontend", ns);
    const started = Date.now();
    const report = await runSync(repo);
    const plain = row(report, "plain");
    expect(plain).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
    expect(plain.warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Deployment/${ns}/plain: 0/1 ready; pod plain-[a-z0-9]+-[a-z0-9]+: ImagePullBackOff \\(image "hoge"\\)$`,
        ),
      ),
    ]);
    // The same with healthChecks fails fast, long before its 2m timeout.
    const checked = row(report, "checked");
    expect(checked).toMatchObject({ ready: "False", reason: "HealthCheckFailed" });
    expect(checked.message).toMatch(
      new RegExp(
        `^health check failed after 1\\d(\\.\\d)?s: failed early due to stalled resources: \\[Deployment/${ns}/checked status: 'Failed': 0/1 ready; pod checked-[a-z0-9]+-[a-z0-9]+: ImagePullBackOff \\(image "hoge"\\)\\]$`,
      ),
    );
    expect(Date.now() - started).toBeLessThan(40_000);
  });

  it("a re-run that changes nothing only reads: no kustomize, no Lease, no write, no watch", async () => {
    const ns = await createTestNamespace("health-reread");
    const repo = await prepareRepo("health-chain", ns);
    const cache = join(await mkdtemp(join(tmpdir(), "ks-renders-")), "renders");
    const run = async () => {
      const debug: string[] = [];
      const log = { ...recordingLogger(), debug: (m: string) => void debug.push(m) };
      const report = await sync(
        resolveOptions(
          { mode: "sync", root: repo, kubeconfig: testKubeconfig(), timeout: "60s", renderCache: cache },
          { cwd: repo, log },
        ),
      );
      return { report, debug };
    };
    await run();
    const { report, debug } = await run();
    for (const name of ["common", "backend", "frontend"]) {
      expect(row(report, name)).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
      expect(row(report, name).changes.every((c) => c.action === "unchanged")).toBe(true);
    }
    // backend's health check still judged its Deployment, from the list alone.
    expect(row(report, "backend").health).toEqual([
      { ref: `Deployment/${ns}/backend`, status: "Current", message: "1/1 ready" },
    ]);
    expect(debug).toContainEqual(
      expect.stringMatching(
        /^sync: \d+ renders read from the render cache .*, 0 made \(walks: \d+ found, \d+ made\)$/,
      ),
    );
    expect(debug).toContainEqual(
      expect.stringMatching(/^sync: \d+ requests to the API server \(0 writes, \d+ retries\), 0 watches$/),
    );
  });

  it("keeps warning about the failing Pods on a re-run that changes nothing", async () => {
    const ns = await createTestNamespace("health-pull-again");
    const repo = await prepareRepo("health-frontend", ns);
    await runSync(repo, { name: "plain" });
    const started = Date.now();
    const again = row(await runSync(repo, { name: "plain" }), "plain");
    expect(again.changes.every((c) => c.action === "unchanged")).toBe(true);
    expect(again).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
    expect(again.warnings).toEqual([expect.stringContaining(': ImagePullBackOff (image "hoge")')]);
    // Nothing changed, so one look suffices: no settling time.
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("a crash-looping Deployment fails its health check after three restarts, with the last exit code", async () => {
    const ns = await createTestNamespace("health-crash");
    const repo = await prepareRepo("health-frontend", ns);
    const file = join(repo, "checked/deployment.yaml");
    await writeFile(
      file,
      (await readFile(file, "utf8")).replace("failure: ImagePullBackOff", "failure: CrashLoopBackOff"),
    );
    const started = Date.now();
    const report = await runSync(repo, { name: "checked" });
    const checked = row(report, "checked");
    expect(checked).toMatchObject({ ready: "False", reason: "HealthCheckFailed" });
    expect(checked.message).toMatch(
      /failed early due to stalled resources: \[.*pod checked-[a-z0-9]+-[a-z0-9]+: CrashLoopBackOff \(container "checked", last exit code 1, 3 restarts\)\]$/,
    );
    expect(Date.now() - started).toBeLessThan(40_000);
  });

  it("a Job that fails with backoffLimit 0 fails the Kustomization with wait: true at once", async () => {
    const ns = await createTestNamespace("health-job");
    const repo = await prepareRepo("health-job", ns);
    const started = Date.now();
    const report = await runSync(repo);
    const jobs = row(report, "jobs");
    expect(jobs).toMatchObject({ ready: "False", reason: "HealthCheckFailed" });
    expect(jobs.message).toContain(
      `[Job/${ns}/migrate status: 'Failed': Job Failed. failed: 1/1 (BackoffLimitExceeded`,
    );
    expect(jobs.health).toEqual([expect.objectContaining({ ref: `Job/${ns}/migrate`, status: "Failed" })]);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("judges a custom resource by its healthCheckExprs, noticing the status change as it happens", async () => {
    const ns = await createTestNamespace("health-cel");
    const repo = await prepareRepo("health-cel", ns);
    try {
      const running = runSync(repo);
      const group = `${ns}.test.kustomize-sync.io`;
      await waitFor(() => exists(`gadgets.${group}`, "sprocket", ns), 30_000, "the Gadget");
      await new Promise((r) => setTimeout(r, 1000));
      const readyAt = Date.now();
      await kubectlOk([
        "patch",
        `gadgets.${group}`,
        "sprocket",
        "-n",
        ns,
        "--subresource=status",
        "--type=merge",
        "-p",
        JSON.stringify({
          status: { conditions: [{ type: "Ready", status: "True", reason: "Built", message: "ok" }] },
        }),
      ]);
      const report = await running;
      const gadgets = row(report, "gadgets");
      expect(gadgets).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
      expect(gadgets.health).toEqual([
        {
          ref: `Gadget/${ns}/sprocket`,
          status: "Current",
          message:
            "current: status.?conditions.orValue([]).exists(c, c.type == 'Ready' && c.status == 'True')",
        },
      ]);
      expect(Date.now() - readyAt).toBeLessThan(3000);
    } finally {
      await kubectlOk([
        "delete",
        "crd",
        `gadgets.${ns}.test.kustomize-sync.io`,
        "--wait=false",
        "--ignore-not-found",
      ]);
    }
  });

  it("judges as kstatus and Flux do: a LoadBalancer without an address, a suspended Job and a failed Pod are Current, a kind-less healthCheckExprs entry covers its group, an unschedulable Pod fails after 15 s", async () => {
    const ns = await createTestNamespace("health-kstatus");
    const repo = await prepareRepo("health-kstatus", ns);
    const group = `${ns}.test.kustomize-sync.io`;
    try {
      const started = Date.now();
      const report = await runSync(repo);
      const parity = row(report, "parity");
      expect(parity, parity.message).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
      const health = Object.fromEntries((parity.health ?? []).map((h) => [h.ref, h]));
      expect(health[`Service/${ns}/public`]).toMatchObject({ status: "Current" });
      expect(health[`Job/${ns}/later`]).toMatchObject({ status: "Current", message: "Job is suspended" });
      expect(health[`Pod/${ns}/one-shot`]).toMatchObject({ status: "Current" });
      for (const ref of [`Foo/${ns}/foo`, `Bar/${ns}/bar`]) {
        expect(health[ref]).toMatchObject({
          status: "Current",
          message: "current: has(spec.ready) && spec.ready == true",
        });
      }
      const unschedulable = row(report, "unschedulable");
      expect(unschedulable).toMatchObject({ ready: "False", reason: "HealthCheckFailed" });
      expect(unschedulable.message).toMatch(
        new RegExp(
          `failed early due to stalled resources: \\[Pod/${ns}/nowhere status: 'Failed': Unschedulable: `,
        ),
      );
      // Failed once the 15 s window ends, not at the 1 m timeout.
      expect(Date.now() - started).toBeLessThan(40_000);
    } finally {
      for (const plural of ["foos", "bars"]) {
        await kubectlOk(["delete", "crd", `${plural}.${group}`, "--wait=false", "--ignore-not-found"]);
      }
    }
  });

  it("runs two independent branches at the same time", async () => {
    const ns = await createTestNamespace("health-branches");
    const repo = await prepareRepo("health-branches", ns);
    const started = Date.now();
    const report = await runSync(repo);
    const wall = Date.now() - started;
    const left = row(report, "left");
    const right = row(report, "right");
    expect(left).toMatchObject({ ready: "True" });
    expect(right).toMatchObject({ ready: "True" });
    // Each waits out minReadySeconds: 5 (Pod Ready times have second precision, so allow 1 s);
    // one after the other they would take at least the sum of both.
    expect(left.durationMs).toBeGreaterThanOrEqual(4000);
    expect(right.durationMs).toBeGreaterThanOrEqual(4000);
    expect(wall).toBeLessThan(left.durationMs + right.durationMs);
  });
});
