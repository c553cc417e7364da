#!/usr/bin/env node
// Apply benchmark: kustomize-sync against kubectl on the same 1,000 objects (10 Kustomizations
// of 100), side by side in one run on one cluster, for four cases: fresh apply, no-op re-run,
// 10% changed, 10% removed. kubectl runs `apply --server-side` with an ApplySet
// (`--prune --applyset`, KUBECTL_APPLYSET=true) so that the removal case prunes too; each tool
// gets its own namespace. Usage: node scripts/bench/apply.mjs [--kubeconfig FILE] [--objects N]
// (default: the local control plane, started if needed).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startControlPlane } from "../cluster/control-plane.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values } = parseArgs({ options: { kubeconfig: { type: "string" }, objects: { type: "string" } } });
const kubeconfig = values.kubeconfig ?? (await startControlPlane({ repoDir })).kubeconfigPath;
const KUSTOMIZATIONS = 10;
const PER = Math.max(10, Math.round(Number(values.objects ?? 1000) / KUSTOMIZATIONS));
const cli = join(repoDir, "dist", "cli.js");
const suffix = Date.now().toString(36);
const oursNs = `bench-ours-${suffix}`;
const kubectlNs = `bench-kubectl-${suffix}`;
const work = mkdtempSync(join(tmpdir(), "ks-bench-apply-"));

function run(cmd, args, env = {}) {
  const started = performance.now();
  const r = spawnSync(cmd, args, {
    encoding: "utf8",
    env: { ...process.env, KUBECONFIG: kubeconfig, ...env },
    maxBuffer: 1 << 28,
  });
  const ms = performance.now() - started;
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return ms;
}

/** One repository per tool: `deploy/kN/` holds PER objects; ours also gets Flux Kustomizations. */
function writeTree(root, ns, { version, keep }) {
  rmSync(join(root, "deploy"), { recursive: true, force: true });
  for (let k = 0; k < KUSTOMIZATIONS; k++) {
    const dir = join(root, "deploy", `k${k}`);
    mkdirSync(dir, { recursive: true });
    const docs = [];
    for (let i = 0; i < Math.round(PER * keep); i++) {
      const name = `k${k}-obj-${i}`;
      // 10% of the objects change in the "changed" case: those with i % 10 === 0.
      const value = i % 10 === 0 ? version : 1;
      if (i % 4 === 3) {
        docs.push(
          `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\n  namespace: ${ns}\n  labels:\n    rev: "${value}"\nspec:\n  selector:\n    app: ${name}\n  ports:\n    - port: 80\n      targetPort: 8080\n`,
        );
      } else if (i % 4 === 2) {
        docs.push(
          `apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: ${name}\n  namespace: ${ns}\n  labels:\n    rev: "${value}"\n`,
        );
      } else {
        docs.push(
          `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: ${ns}\ndata:\n  rev: "${value}"\n  payload: "${"x".repeat(200)}"\n`,
        );
      }
    }
    writeFileSync(join(dir, "objects.yaml"), docs.join("---\n"));
  }
}

function writeKustomizations(root) {
  mkdirSync(join(root, "clusters"), { recursive: true });
  const docs = [];
  for (let k = 0; k < KUSTOMIZATIONS; k++) {
    docs.push(
      `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: bench-k${k}\n  namespace: ${oursNs}\nspec:\n  interval: 10m\n  path: ./deploy/k${k}\n  prune: true\n  sourceRef:\n    kind: GitRepository\n    name: flux-system\n`,
    );
  }
  writeFileSync(join(root, "clusters", "kustomizations.yaml"), docs.join("---\n"));
}

const oursRoot = join(work, "ours");
const kubectlRoot = join(work, "kubectl");
run("kubectl", ["create", "namespace", oursNs]);
run("kubectl", ["create", "namespace", kubectlNs]);
writeKustomizations(oursRoot);

const ours = () =>
  run(process.execPath, [
    cli,
    "sync",
    "--root",
    oursRoot,
    "--path",
    join(oursRoot, "clusters"),
    "--kubeconfig",
    kubeconfig,
  ]);
const kubectl = () =>
  run(
    "kubectl",
    [
      "apply",
      "--server-side",
      "--prune",
      `--applyset=configmaps/kubectl-bench`,
      "-n",
      kubectlNs,
      "-R",
      "-f",
      join(kubectlRoot, "deploy"),
    ],
    {
      KUBECTL_APPLYSET: "true",
    },
  );

const cases = [
  ["fresh apply", { version: 1, keep: 1 }],
  ["no-op re-run", { version: 1, keep: 1 }],
  ["10% changed", { version: 2, keep: 1 }],
  ["10% removed", { version: 2, keep: 0.9 }],
];
const rows = [];
try {
  for (const [label, tree] of cases) {
    writeTree(oursRoot, oursNs, tree);
    writeTree(kubectlRoot, kubectlNs, tree);
    const kubectlMs = kubectl();
    const oursMs = ours();
    rows.push({ label, oursMs, kubectlMs });
    process.stderr.write(
      `${label}: kustomize-sync ${(oursMs / 1000).toFixed(2)} s, kubectl ${(kubectlMs / 1000).toFixed(2)} s\n`,
    );
  }
} finally {
  spawnSync("kubectl", ["delete", "namespace", oursNs, kubectlNs, "--wait=false"], {
    env: { ...process.env, KUBECONFIG: kubeconfig },
  });
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `${KUSTOMIZATIONS * PER} objects in ${KUSTOMIZATIONS} Kustomizations (ConfigMaps, ServiceAccounts, Services); load average ${loadavg()[0].toFixed(1)} on the machine`,
);
console.log(
  "| case | kustomize-sync | kubectl apply --server-side --prune --applyset | ratio (kubectl / ours) |",
);
console.log("| --- | ---: | ---: | ---: |");
for (const r of rows) {
  console.log(
    `| ${r.label} | ${(r.oursMs / 1000).toFixed(2)} s | ${(r.kubectlMs / 1000).toFixed(2)} s | ${(r.kubectlMs / r.oursMs).toFixed(1)}× |`,
  );
}
