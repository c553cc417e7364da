#!/usr/bin/env node
// `npm run cluster:up`: builds (once) and starts the local control plane, or reuses the one
// already running, then prints the kubeconfig path. `npm run cluster:down` stops it.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startControlPlane } from "./control-plane.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

try {
  const t0 = Date.now();
  const { kubeconfigPath, server, reused } = await startControlPlane({ repoDir });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  process.stderr.write(
    `${reused ? "Reused" : "Started"} the local control plane at ${server} in ${seconds}s.\n` +
      `  export KUBECONFIG=${kubeconfigPath}\n` +
      `  export KUSTOMIZE_SYNC_TEST_KUBECONFIG=${kubeconfigPath}\n` +
      "Stop it with: npm run cluster:down\n",
  );
  process.stdout.write(`${kubeconfigPath}\n`);
} catch (error) {
  process.stderr.write(`cluster:up failed: ${error.message}\n`);
  process.exit(1);
}
