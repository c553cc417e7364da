// Issue 16 (docs/PROFILE.md 3a): a re-run of Services and workloads whose ports leave `protocol`
// to the API server's default is proven a no-op without a server-side dry-run, and a real change
// of those ports is still applied.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { readFile, writeFile } from "node:fs/promises";
import type { ClientRequest } from "node:http";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RunReport } from "../../src/model/index.js";
import { createTestNamespace, getJson } from "./support/cluster.js";
import { actions, prepareRepo, row, runSync } from "./support/sync.js";

/**
 * Runs a sync and returns its report with the server-side dry-runs it sent for objects of
 * `namespace` (`PATCH .../services/web`), as node's HTTP client reported them: the requests go to
 * the real API server; this only watches them leave.
 */
async function syncCountingDryRuns(
  repo: string,
  namespace: string,
): Promise<{ report: RunReport; dryRuns: string[] }> {
  const dryRuns: string[] = [];
  const onRequest = (message: unknown) => {
    const request = (message as { request: ClientRequest }).request;
    if (request.path.includes(`/namespaces/${namespace}/`) && /[?&]dryRun=All\b/.test(request.path))
      dryRuns.push(`${request.method} ${request.path.split("?")[0]!.split("/").slice(-2).join("/")}`);
  };
  subscribe("http.client.request.start", onRequest);
  try {
    return { report: await runSync(repo), dryRuns: dryRuns.sort() };
  } finally {
    unsubscribe("http.client.request.start", onRequest);
  }
}

async function edit(repo: string, file: string, from: string, to: string): Promise<void> {
  const path = join(repo, "deploy", file);
  const text = await readFile(path, "utf8");
  expect(text).toContain(from);
  await writeFile(path, text.replace(from, to));
}

const resourceVersions = async (ns: string) => ({
  service: (await getJson<{ metadata: { resourceVersion: string } }>(["service", "web", "-n", ns])).metadata
    .resourceVersion,
  deployment: (await getJson<{ metadata: { resourceVersion: string } }>(["deployment", "web", "-n", ns]))
    .metadata.resourceVersion,
});

describe("no-op proof for ports whose protocol the API server defaults", () => {
  it("re-applies a Service and a Deployment with ports unchanged without a dry-run, and applies port changes", async () => {
    const ns = await createTestNamespace("noop-ports");
    const repo = await prepareRepo("noop-ports", ns);

    const fresh = await syncCountingDryRuns(repo, ns);
    expect(row(fresh.report, "app").ready).toBe("True");
    expect(actions(fresh.report, "app")).toEqual(["Deployment/web created", "Service/web created"]);
    // The fresh apply dry-runs every object first: the counting sees the engine's requests.
    expect(fresh.dryRuns).toEqual(["PATCH deployments/web", "PATCH services/web"]);
    const before = await resourceVersions(ns);

    const again = await syncCountingDryRuns(repo, ns);
    expect(row(again.report, "app").ready).toBe("True");
    expect(actions(again.report, "app")).toEqual(["Deployment/web unchanged", "Service/web unchanged"]);
    expect(again.dryRuns).toEqual([]);
    expect(await resourceVersions(ns)).toEqual(before);

    // A changed targetPort: no longer provable, dry-run and applied.
    await edit(repo, "service.yaml", "targetPort: 9898", "targetPort: 8080");
    const retargeted = await syncCountingDryRuns(repo, ns);
    expect(actions(retargeted.report, "app")).toEqual(["Deployment/web unchanged", "Service/web configured"]);
    expect(retargeted.dryRuns).toEqual(["PATCH services/web"]);
    const service = await getJson<{
      spec: { ports: { port: number; protocol: string; targetPort: number }[] };
    }>(["service", "web", "-n", ns]);
    expect(service.spec.ports.find((p) => p.port === 80)).toMatchObject({
      protocol: "TCP",
      targetPort: 8080,
    });

    // The same port number over UDP as well: a new list item (key port+protocol), applied.
    await edit(
      repo,
      "service.yaml",
      "    - name: metrics\n      port: 9797\n",
      "    - name: metrics\n      port: 9797\n    - name: metrics-udp\n      port: 9797\n      protocol: UDP\n",
    );
    await edit(
      repo,
      "deployment.yaml",
      "              containerPort: 9797\n",
      "              containerPort: 9797\n            - name: metrics-udp\n              containerPort: 9797\n              protocol: UDP\n",
    );
    const udp = await syncCountingDryRuns(repo, ns);
    expect(actions(udp.report, "app")).toEqual(["Deployment/web configured", "Service/web configured"]);
    expect(udp.dryRuns).toEqual(["PATCH deployments/web", "PATCH services/web"]);
    const live = await getJson<{ spec: { ports: { port: number; protocol: string }[] } }>([
      "service",
      "web",
      "-n",
      ns,
    ]);
    expect(live.spec.ports.map((p) => `${p.port}/${p.protocol}`)).toEqual(["80/TCP", "9797/TCP", "9797/UDP"]);
    const deployment = await getJson<{
      spec: {
        template: { spec: { containers: { ports: { containerPort: number; protocol: string }[] }[] } };
      };
    }>(["deployment", "web", "-n", ns]);
    expect(
      deployment.spec.template.spec.containers[0]!.ports.map((p) => `${p.containerPort}/${p.protocol}`),
    ).toEqual(["9898/TCP", "9797/TCP", "9797/UDP"]);

    // And the state after those changes is again a no-op without a dry-run.
    const settled = await syncCountingDryRuns(repo, ns);
    expect(actions(settled.report, "app")).toEqual(["Deployment/web unchanged", "Service/web unchanged"]);
    expect(settled.dryRuns).toEqual([]);
  }, 120_000);
});
