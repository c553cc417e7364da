#!/usr/bin/env node
// `npm run demo [-- --kubeconfig FILE]`: the main job on the bundled example. Syncs
// examples/webapp (common → backend → frontend) to the cluster of the given kubeconfig or,
// when none is given, to the local control plane (built from Go modules on first use and left
// running afterwards; `npm run cluster:down` stops it). Runs twice to show the idempotent re-run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startControlPlane } from "./cluster/control-plane.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { kubeconfig: { type: "string" } } });
const cli = join(repoDir, "dist", "cli.js");
if (!existsSync(cli)) {
  process.stderr.write("dist/cli.js is missing: run `npm run build` first.\n");
  process.exit(2);
}

let kubeconfig = values.kubeconfig;
if (!kubeconfig) {
  process.stderr.write("No --kubeconfig given: using the local control plane.\n");
  ({ kubeconfigPath: kubeconfig } = await startControlPlane({ repoDir }));
}

const sync = (title) => {
  process.stderr.write(`\n== ${title}\n`);
  const result = spawnSync(
    process.execPath,
    [
      cli,
      "sync",
      "--root",
      join(repoDir, "examples", "webapp"),
      "--kubeconfig",
      kubeconfig,
      "--timeout",
      "2m",
    ],
    { stdio: "inherit" },
  );
  return result.status ?? 1;
};

let code = sync("kustomize-sync sync --root examples/webapp");
if (code === 0) code = sync("the same again: nothing changes");
process.stderr.write(
  values.kubeconfig
    ? "\n"
    : `\nThe local control plane keeps running (KUBECONFIG=${kubeconfig}); stop it with: npm run cluster:down\n`,
);
process.exit(code);
