import { mkdir, writeFile } from "node:fs/promises";
import { connect, createServer, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { dump as stringify } from "js-yaml";
import { afterEach, describe, expect, it } from "vitest";
import { createTestNamespace, kubectlOk, readTestKubeconfig, waitFor } from "./support/cluster.js";
import { exists, inventoryIds, ownedObjectIds, prepareRepo, row, runSync } from "./support/sync.js";

/** A TCP proxy in front of the real API server that a test can cut, like a network or API outage. */
class Outage {
  private server?: Server;
  private sockets = new Set<Socket>();
  constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}
  static async start(target: { host: string; port: number }): Promise<Outage> {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
    const port = (probe.address() as { port: number }).port;
    await new Promise((r) => probe.close(r));
    const outage = new Outage(target, port);
    await outage.up();
    return outage;
  }
  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => this.server!.listen(this.port, "127.0.0.1", r));
  }
  async down(): Promise<void> {
    const closed = new Promise((r) => this.server?.close(r));
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

let outage: Outage | undefined;
afterEach(async () => {
  await outage?.down().catch(() => undefined);
  outage = undefined;
});

async function kubeconfigVia(
  port: number,
): Promise<{ content: string; target: { host: string; port: number } }> {
  const config = await readTestKubeconfig();
  const cluster = config.clusters[0]!.cluster;
  const url = new URL(cluster.server);
  const target = { host: url.hostname, port: Number(url.port || 443) };
  cluster.server = `https://127.0.0.1:${port}`;
  return { content: stringify(config), target };
}

async function writeConfigMaps(repo: string, ns: string, count: number): Promise<void> {
  await mkdir(join(repo, "deploy"), { recursive: true });
  const docs = Array.from(
    { length: count },
    (_, i) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${i}\n  namespace: ${ns}\ndata:\n  i: "${i}"\n`,
  );
  await writeFile(join(repo, "deploy", "configmaps.yaml"), docs.join("---\n"));
}

describe("faults", () => {
  it("an API server that goes away mid-run: bounded retries, a clear failure, and the next run converges", async () => {
    const ns = await createTestNamespace("outage");
    const repo = await prepareRepo("app", ns);
    await writeConfigMaps(repo, ns, 400);
    const { target } = await kubeconfigVia(0);
    outage = await Outage.start(target);
    const { content } = await kubeconfigVia(outage.port);
    const running = runSync(repo, { kubeconfig: content });
    // Cut the connection once the run has started writing (its write-ahead inventory exists).
    await waitFor(
      async () => (await inventoryIds(ns, "app")) !== undefined,
      60_000,
      "the write-ahead inventory",
      50,
    );
    await outage.down();
    const failed = await running;
    const app = row(failed, "app");
    expect(app).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
    expect(app.message).toMatch(/(ECONNREFUSED|ECONNRESET|socket hang up).*gave up after \d+ attempts/);
    // Everything applied so far is tracked: the inventory was written before the first apply.
    const tracked = (await inventoryIds(ns, "app")) ?? [];
    for (const id of await ownedObjectIds(ns, ["configmaps", "deployments", "services"]))
      expect(tracked).toContain(id);
    await outage.up();
    const next = await runSync(repo, { kubeconfig: content, lockTimeout: "60s" });
    expect(row(next, "app")).toMatchObject({ ready: "True" });
    expect(await exists("configmap", "cm-399", ns)).toBe(true);
  }, 180_000);

  it("forbidden by RBAC: the object and the verb are named and nothing is retried", async () => {
    const ns = await createTestNamespace("rbac");
    // May manage ConfigMaps and Leases (inventory, lock) in its namespace, nothing else.
    await kubectlOk(["create", "serviceaccount", "deployer", "-n", ns]);
    await kubectlOk([
      "create",
      "role",
      "deployer",
      "-n",
      ns,
      "--verb=*",
      "--resource=configmaps,leases.coordination.k8s.io",
    ]);
    await kubectlOk([
      "create",
      "rolebinding",
      "deployer",
      "-n",
      ns,
      "--role=deployer",
      `--serviceaccount=${ns}:deployer`,
    ]);
    await kubectlOk([
      "create",
      "clusterrolebinding",
      `${ns}-discovery`,
      "--clusterrole=view",
      `--serviceaccount=${ns}:deployer`,
    ]);
    try {
      const token = (await kubectlOk(["create", "token", "deployer", "-n", ns])).trim();
      const config = await readTestKubeconfig();
      config.users = [{ name: "deployer", user: { token } }];
      for (const c of config.contexts) c.context.user = "deployer";
      const repo = await prepareRepo("app", ns);
      const started = Date.now();
      const report = await runSync(repo, { kubeconfig: stringify(config) });
      const app = row(report, "app");
      expect(app).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
      expect(app.message).toMatch(
        new RegExp(
          `(Service/${ns}/web|Deployment/${ns}/web|HorizontalPodAutoscaler/${ns}/web|PodDisruptionBudget/${ns}/web) dry-run failed \\(Forbidden\\)`,
        ),
      );
      expect(app.message).toContain("cannot patch resource");
      expect(app.message).not.toContain("gave up after");
      expect(JSON.stringify(report)).not.toContain(token);
      // No retry storm: a 403 is final at once (a generous bound; retries would take seconds each).
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(await exists("configmap", "settings", ns)).toBe(false);
    } finally {
      await kubectlOk(["delete", "clusterrolebinding", `${ns}-discovery`, "--ignore-not-found"]);
    }
  });
});
