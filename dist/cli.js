#!/usr/bin/env node
import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  UsageError,
  build,
  formatGraph,
  formatProblem,
  renderChangeLines,
  renderTextTable,
  resolveOptions,
  sync,
  validate
} from "./chunks/chunk-LP5ZNA2Q.js";

// src/cli/main.ts
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";

// src/cli/logger.ts
function consoleLogger(opts = {}) {
  let indent = "";
  const write = (prefix, message) => {
    for (const line of message.split("\n")) process.stderr.write(`${indent}${prefix}${line}
`);
  };
  return {
    info: (m) => write("", m),
    warn: (m) => write("warning: ", m),
    error: (m) => write("error: ", m),
    debug: (m) => {
      if (opts.verbose) write("debug: ", m);
    },
    async group(title, fn) {
      write("", `\u25B6 ${title}`);
      const previous = indent;
      indent += "  ";
      try {
        return await fn();
      } finally {
        indent = previous;
      }
    }
  };
}

// src/cli/main.ts
var COMMANDS = {
  validate: "Check Flux Kustomization definitions and their dependsOn graph (no cluster needed)",
  graph: "Print the order in which Kustomizations are applied (no cluster needed)",
  build: "Render Kustomizations to multi-document YAML, like `flux build kustomization`",
  plan: "Server-side dry-run against a cluster and report what would change",
  sync: "Apply, prune and wait for health in dependsOn order, like Flux's kustomize-controller"
};
var COMMON_FLAGS = `  --path DIR            where to look for Kustomization definitions (default: the root)
  --root DIR            repository root that spec.path is relative to
                        (default: the git top-level of the current directory)
  --namespace NS        namespace for Kustomizations that have none (default: flux-system)
  --json FILE           write the run report as JSON (shape: docs/REPORT.md)
  -h, --help            show help`;
var CLUSTER_FLAGS = `  --kubeconfig FILE     kubeconfig (default: $KUBECONFIG, then ~/.kube/config)
  --context NAME        kubeconfig context
  --inventory-namespace NS
                        keep inventories and locks in NS (default: each Kustomization's
                        namespace); one per preview environment
  --source NAME=DIR     map a sourceRef to a local checkout (repeatable)
  --image NAME=IMAGE    image override on top of every Kustomization (repeatable)
  --substitute K=V      postBuild variable on top of every Kustomization (repeatable)
  --kustomize BIN       renderer: kustomize, kubectl or a path (default: auto)
  --timeout DUR         default health-check timeout (default: 5m)
  --lock-timeout DUR    wait this long for another run's lock (default: 2m)
  --concurrency N       Kustomizations processed at once (default: 4)
  --field-manager NAME  server-side apply field manager (default: kustomize-sync)
  --no-prune            never delete objects removed from the manifests`;
function usage() {
  const list = Object.entries(COMMANDS).map(([name, text]) => `  ${name.padEnd(10)} ${text}`).join("\n");
  return `Usage: kustomize-sync <command> [flags]

Commands:
${list}

Run 'kustomize-sync <command> --help' for its flags.
Exit codes: 0 fine / Ready, 1 problems found / not Ready, 2 usage or configuration error.
`;
}
function commandUsage(command) {
  const needsCluster = command !== "validate" && command !== "graph";
  const extra = command === "build" ? "\n  --name NAME           render only this Kustomization" : "";
  return `Usage: kustomize-sync ${command} [flags]

${COMMANDS[command]}

Flags:
${COMMON_FLAGS}${needsCluster ? `
${CLUSTER_FLAGS}` : ""}${extra}
`;
}
var FLAG_SPEC = {
  path: { type: "string" },
  root: { type: "string" },
  namespace: { type: "string" },
  json: { type: "string" },
  help: { type: "boolean", short: "h" },
  kubeconfig: { type: "string" },
  context: { type: "string" },
  "inventory-namespace": { type: "string" },
  source: { type: "string", multiple: true },
  image: { type: "string", multiple: true },
  substitute: { type: "string", multiple: true },
  kustomize: { type: "string" },
  timeout: { type: "string" },
  "lock-timeout": { type: "string" },
  concurrency: { type: "string" },
  "field-manager": { type: "string" },
  "no-prune": { type: "boolean" },
  name: { type: "string" },
  verbose: { type: "boolean", short: "v" }
};
async function main(argv) {
  const [first, ...rest] = argv;
  if (first === void 0 || first === "-h" || first === "--help" || first === "help") {
    process.stdout.write(usage());
    return first === void 0 ? 2 : 0;
  }
  if (!(first in COMMANDS)) {
    process.stderr.write(`kustomize-sync: unknown command ${JSON.stringify(first)}

${usage()}`);
    return 2;
  }
  const command = first;
  let flags;
  try {
    flags = parseArgs({ args: rest, options: FLAG_SPEC, allowPositionals: false, strict: true }).values;
  } catch (err) {
    process.stderr.write(`kustomize-sync ${command}: ${err.message}

${commandUsage(command)}`);
    return 2;
  }
  if (flags.help) {
    process.stdout.write(commandUsage(command));
    return 0;
  }
  const log = consoleLogger({ verbose: flags.verbose });
  try {
    const raw = {
      mode: command,
      root: flags.root ?? gitTopLevel(process.cwd()),
      path: flags.path ? resolveFromCwd(flags.path) : void 0,
      namespace: flags.namespace,
      kubeconfig: flags.kubeconfig,
      context: flags.context,
      inventoryNamespace: flags["inventory-namespace"],
      timeout: flags.timeout,
      lockTimeout: flags["lock-timeout"],
      concurrency: flags.concurrency,
      fieldManager: flags["field-manager"],
      prune: flags["no-prune"] ? "false" : void 0,
      images: flags.image,
      substitute: flags.substitute,
      sources: flags.source,
      kustomize: flags.kustomize,
      name: flags.name
    };
    const options = resolveOptions(raw, { cwd: process.cwd(), log });
    let report;
    switch (command) {
      case "validate":
      case "graph": {
        const outcome = await validate(options);
        report = outcome.report;
        printProblems(report);
        if (command === "graph") process.stdout.write(`${formatGraph(outcome.plan)}
`);
        else printValidateSummary(report);
        break;
      }
      case "build": {
        const outcome = await build(options);
        report = outcome.report;
        printProblems(report);
        process.stdout.write(outcome.yaml);
        break;
      }
      case "sync":
      case "plan": {
        report = await sync(options);
        printProblems(report);
        for (const k of report.kustomizations) {
          for (const change of renderChangeLines(k)) log.info(`${k.namespace}/${k.name}: ${change}`);
          for (const warning of k.warnings ?? []) log.warn(`${k.namespace}/${k.name}: ${warning}`);
        }
        process.stdout.write(`${renderTextTable(report)}
`);
        break;
      }
    }
    if (flags.json) await writeFile(flags.json, `${JSON.stringify(report, null, 2)}
`);
    return report.ready ? 0 : 1;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`kustomize-sync ${command}: ${err.message}
`);
      return 2;
    }
    throw err;
  }
}
function resolveFromCwd(p) {
  return p.startsWith("/") ? p : `${process.cwd()}/${p}`;
}
function gitTopLevel(cwd) {
  try {
    return execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd, stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
  } catch {
    return cwd;
  }
}
function printProblems(report) {
  for (const problem of report.problems ?? []) process.stderr.write(`${formatProblem(problem)}
`);
  for (const k of report.kustomizations) {
    if (k.ready !== "False") continue;
    const details = k.problems?.length ? k.problems.map(formatProblem) : [k.message];
    for (const detail of details) process.stderr.write(`${k.namespace}/${k.name}: ${k.reason}: ${detail}
`);
  }
}
function printValidateSummary(report) {
  const total = report.kustomizations.length;
  const blocked = report.kustomizations.filter((k) => k.ready === "False").length;
  const problems = report.problems?.length ?? 0;
  const status = report.ready ? "\u2714" : "\u2716";
  process.stdout.write(
    `${status} ${total} Kustomization${total === 1 ? "" : "s"} found, ${problems} problem${problems === 1 ? "" : "s"}, ${blocked} blocked by dependencies
`
  );
}

// src/cli.ts
process.exitCode = await main(process.argv.slice(2));
