#!/usr/bin/env node
// Transport benchmark: the same server-side applies and lists through @kubernetes/client-node's
// own client (KubernetesObjectApi over undici fetch) and through kustomize-sync's transport (node
// https keep-alive agent configured by client-node's KubeConfig), side by side in one run against
// one API server, at the engine's request concurrency (16). It decides which of the two carries
// the engine's requests. Usage: node scripts/bench/transport.mjs [--kubeconfig FILE] [--objects N] [--write]
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { KubeConfig, KubernetesObjectApi, PatchStrategy } from "@kubernetes/client-node";
import { bundleSources } from "../bundle.mjs";
import { startControlPlane } from "../cluster/control-plane.mjs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values } = parseArgs({
  options: { kubeconfig: { type: "string" }, objects: { type: "string" }, write: { type: "boolean" } },
});
const kubeconfig = values.kubeconfig ?? (await startControlPlane({ repoDir })).kubeconfigPath;
const N = Number(values.objects ?? 1000);
const CONCURRENCY = 16;
const ROUNDS = 3;
const work = mkdtempSync(join(tmpdir(), "ks-bench-transport-"));
const { connect } = await import(
  await bundleSources({ "src/cluster/index.ts": ["connect"] }, join(work, "engine.mjs"))
);

const kubectl = (...args) =>
  spawnSync("kubectl", [`--kubeconfig=${kubeconfig}`, ...args], { encoding: "utf8" });
const configMap = (ns, i, round) => ({
  apiVersion: "v1",
  kind: "ConfigMap",
  metadata: { name: `obj-${i}`, namespace: ns },
  data: { round: String(round), payload: "x".repeat(200) },
});

async function pool(count, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await fn(next++);
    }),
  );
}

async function timed(fn) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

const kc = new KubeConfig();
kc.loadFromFile(kubeconfig);
const objectApi = KubernetesObjectApi.makeApiClient(kc);
const clientNode = {
  name: "client-node KubernetesObjectApi",
  apply: (obj) => objectApi.patch(obj, undefined, undefined, "bench", true, PatchStrategy.ServerSideApply),
  list: (ns) => objectApi.list("v1", "ConfigMap", ns),
  close: async () => {},
};
const cluster = await connect({ kubeconfig, fieldManager: "bench", concurrency: CONCURRENCY });
const ours = {
  name: "kustomize-sync transport",
  apply: (obj) => cluster.apply(obj),
  list: (ns) => cluster.list({ apiVersion: "v1", kind: "ConfigMap", namespace: ns }),
  close: () => cluster.close(),
};

const results = new Map();
const suffix = Date.now().toString(36);
try {
  for (const client of [clientNode, ours]) results.set(client.name, { apply: [], noop: [], list: [] });
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate the order so neither client always runs on a warmer server.
    const order = round % 2 === 0 ? [clientNode, ours] : [ours, clientNode];
    for (const client of order) {
      const ns = `bench-tr-${suffix}-${round}-${client === ours ? "ours" : "cn"}`;
      kubectl("create", "namespace", ns);
      const r = results.get(client.name);
      r.apply.push(await timed(() => pool(N, (i) => client.apply(configMap(ns, i, 1)))));
      r.noop.push(await timed(() => pool(N, (i) => client.apply(configMap(ns, i, 1)))));
      r.list.push(
        await timed(async () => {
          for (let i = 0; i < 20; i++) await client.list(ns);
        }),
      );
      kubectl("delete", "namespace", ns, "--wait=false");
      process.stderr.write(
        `round ${round + 1} ${client.name}: apply ${r.apply.at(-1).toFixed(0)} ms, no-op ${r.noop.at(-1).toFixed(0)} ms, 20 lists ${r.list.at(-1).toFixed(0)} ms\n`,
      );
    }
  }
} finally {
  await ours.close();
  rmSync(work, { recursive: true, force: true });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const cn = results.get(clientNode.name);
const ks = results.get(ours.name);
const lines = [
  "## Kubernetes client: client-node's API client vs our transport",
  "",
  "`node scripts/bench/transport.mjs --write`: the same requests through `@kubernetes/client-node`'s",
  "`KubernetesObjectApi` (undici fetch) and through kustomize-sync's transport (node https keep-alive",
  "agent, TLS and credentials from client-node's `KubeConfig`), 16 in flight, medians of",
  `${ROUNDS} alternating rounds; ${N} ConfigMaps; load average ${loadavg()[0].toFixed(1)}.`,
  "",
  "| requests | client-node KubernetesObjectApi | kustomize-sync transport | ratio |",
  "| --- | ---: | ---: | ---: |",
  ...[
    [`${N} server-side applies (create)`, "apply"],
    [`${N} server-side applies (no change)`, "noop"],
    [`20 lists of ${N} ConfigMaps`, "list"],
  ].map(
    ([label, key]) =>
      `| ${label} | ${fmt(median(cn[key]))} | ${fmt(median(ks[key]))} | ${(median(cn[key]) / median(ks[key])).toFixed(2)}× |`,
  ),
  "",
  "The engine keeps its transport where it is faster, and for what client-node's API client does",
  "not offer (Retry-After-aware retries, watch resume and bookmarks); client-node's `KubeConfig`",
  "configures it (kubeconfig, contexts, exec plugins, OIDC, impersonation, proxy-url).",
];
console.log(lines.join("\n"));
if (values.write) await writeBenchmarkSection(lines[0], `${lines.join("\n")}\n`);
