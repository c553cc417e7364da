#!/usr/bin/env node
// A stand-in for `kustomize build` of the kustomization kustomize-sync generates for a plain
// directory (`resources:` of files, `buildMetadata: [originAnnotations]`) and of nothing else: it
// prints each document of each resource file with kustomize's origin annotation added, in file
// order, in well under a second. kustomize itself takes minutes at 5,000 objects in one
// Kustomization and most of an hour at 20,000 (its resource map checks every new object against
// all earlier ones), which would leave nothing of the engine to see in a profile
// (scripts/bench/profile.mjs --kustomize standin). The objects it prints are the ones kustomize
// v5.8.1 prints for the benchmark trees (only the order differs: kustomize sorts by kind).
const { readFileSync } = require("node:fs");
const { join } = require("node:path");

const args = process.argv.slice(2);
if (args[0] === "version") {
  console.log("v5.8.1-standin");
  process.exit(0);
}
const dir = args.at(-1);
const kustomization = readFileSync(join(dir, "kustomization.yaml"), "utf8");
for (const line of kustomization.trim().split("\n")) {
  if (!/^(apiVersion|kind|resources|buildMetadata):|^\s*- /.test(line)) {
    process.stderr.write(`stand-in renderer: only resources and buildMetadata are supported, not: ${line}\n`);
    process.exit(1);
  }
}
const resources = [...kustomization.matchAll(/^\s*- (\S+)$/gm)]
  .map((m) => m[1])
  .filter((r) => r !== "originAnnotations");
const out = [];
for (const resource of resources) {
  for (const doc of readFileSync(join(dir, resource), "utf8").split(/^---[ \t]*$/m)) {
    if (!doc.trim()) continue;
    if (/^ {2}annotations:/m.test(doc)) {
      process.stderr.write("stand-in renderer: documents with annotations are not supported\n");
      process.exit(1);
    }
    out.push(
      doc
        .replace(/^\n+/, "")
        .replace(/^metadata:\n/m, `metadata:\n  annotations:\n    config.kubernetes.io/origin: |\n      path: ${resource}\n`),
    );
  }
}
process.stdout.write(out.join("---\n"));
