#!/usr/bin/env node
// `npm run cluster:down`: stops every process that `cluster:up` (or `npm test`) started.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stopControlPlane } from "./control-plane.mjs";

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

try {
  const log = (line) => process.stderr.write(`${line}\n`);
  const stopped = await stopControlPlane(repoDir, { log });
  process.stderr.write(
    stopped ? "Stopped the local control plane.\n" : "No local control plane was running.\n",
  );
} catch (error) {
  process.stderr.write(`cluster:down failed: ${error.message}\n`);
  process.exit(1);
}
