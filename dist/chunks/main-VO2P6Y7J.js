import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import "./chunk-PZILXVI7.js";

// src/cli/main.ts
import { parseArgs } from "node:util";
var COMMANDS = {
  validate: "Check Flux Kustomization definitions and their dependsOn graph (no cluster needed)",
  graph: "Print the order in which Kustomizations are applied (no cluster needed)",
  build: "Render Kustomizations to multi-document YAML, like `flux build kustomization`",
  plan: "Server-side dry-run against a cluster and report what would change",
  diff: "Render at a git revision and at the working tree, and diff the objects (no cluster needed)",
  sync: "Apply, prune and wait for health in dependsOn order, like Flux's kustomize-controller",
  destroy: "Delete what this repository and path synced (in --inventory-namespace), then its inventories and locks",
  publish: "Post a saved JSON report as the PR comment, job summary and commit status (in a GitHub job)"
};
var COMMON_FLAGS = `  --path DIR            where to look for Kustomization definitions (default: the root)
  --root DIR            repository root that spec.path is relative to
                        (default: the git top-level of the current directory)
  --namespace NS        namespace for Kustomizations that have none (default: flux-system)
  --json FILE           write the run report as JSON (shape: docs/REPORT.md); - is standard
                        output, then with nothing else on it (the table goes to standard error)
  -v, --verbose         print debug lines too
  -h, --help            show help`;
var CLUSTER_FLAGS = `  --kubeconfig FILE     kubeconfig (default: $KUBECONFIG, then ~/.kube/config)
  --context NAME        kubeconfig context
  --inventory-namespace NS
                        keep inventories and locks in NS (default: each Kustomization's
                        namespace); one per preview environment
  --source NAME=DIR     map a sourceRef to a local checkout (repeatable); other sources are
                        fetched (GitRepository, OCIRepository: docs/SOURCES.md)
  --repository-source REF
                        the sourceRef that is this repository (default: flux-system)
  --source-secrets FILE Secret manifests for sources' secretRef (instead of the cluster's);
                        GITHUB_TOKEN, when set, reads GitHub repositories without one
  --image NAME=IMAGE    image override on top of every Kustomization (repeatable)
  --substitute K=V      postBuild variable on top of every Kustomization (repeatable)
  --feature-gates LIST  kustomize-controller's gates, e.g. StrictPostBuildSubstitutions=false
                        (on by default, as in Flux 2.9: a variable without a value or default
                        fails the build)
  --kustomize BIN       renderer: kustomize, kubectl or a path (default: auto)
  --helm BIN            helm (Helm 4) for HelmRelease renders (default: helm on PATH)
  --kube-version V      .Capabilities.KubeVersion of charts rendered without a cluster (default: v1.36.0)
  --api-versions LIST   extra .Capabilities.APIVersions (group/version[/Kind], repeatable)
  --chart-cache DIR     charts kept across runs, by digest (default: ~/.cache/kustomize-sync/charts)
  --render-cache DIR    renders kept across runs, by the digest of their inputs
                        (default: ~/.cache/kustomize-sync/renders; docs/DIFF.md)
  --no-render-cache     keep no renders across runs
  --no-helm-releases    leave HelmReleases unrendered (their own spec is still shown)
  --helm-releaser WHO   sync: who releases HelmReleases: auto (helm-controller when the cluster
                        serves HelmRelease, else kustomize-sync), kustomize-sync or helm-controller
  --timeout DUR         default health-check timeout (default: 5m)
  --lock-timeout DUR    wait this long for another run's lock (default: 2m)
  --default-service-account NAME
                        impersonate this ServiceAccount (in each Kustomization's namespace) for
                        Kustomizations without spec.serviceAccountName, as Flux's flag
  --concurrency N       Kustomizations processed at once (default: 8)
  --field-manager NAME  server-side apply field manager (default: kustomize-sync)
  --no-prune            never delete objects removed from the manifests
  --takeover            take over Kustomizations synced so far from another repository or path`;
function usage() {
  const list = Object.entries(COMMANDS).map(([name, text]) => `  ${name.padEnd(10)} ${text}`).join("\n");
  return `Usage: kustomize-sync <command> [flags]

Commands:
${list}

Run 'kustomize-sync <command> --help' for its flags.
Exit codes: 0 fine / Ready, 1 problems found / not Ready, 2 usage or configuration error,
3 changes found (diff --exit-code).
`;
}
var PUBLISH_FLAGS = `  --report FILE         the JSON report to publish (--json of an earlier run, the action's result)
  --comment MODE        always, on-change, on-failure or never (default: always)
  --comment-header H    names the environment: one sticky comment per header
  --status-context C    commit status name (default: kustomize-sync/<header>)
  -h, --help            show help

The repository, pull request and commit come from the job's environment (GITHUB_REPOSITORY,
GITHUB_EVENT_PATH; workflow_run events included), the token from GITHUB_TOKEN.`;
var DIFF_FLAGS = `  --base REF            git revision to compare the working tree with (required), e.g. origin/main
  --exit-code           exit 3 when something changed, 0 when nothing did (1 stays "problems found")
  --markdown FILE       write the diff as GitHub markdown, within a job summary's 1 MiB
                        (e.g. --markdown "$GITHUB_STEP_SUMMARY")
  --image NAME=IMAGE    image override on top of every Kustomization, on both sides (repeatable)
  --substitute K=V      postBuild variable on top of every Kustomization, on both sides (repeatable)
  --source NAME=DIR     map a sourceRef to a local checkout (repeatable)
  --repository-source REF
                        the sourceRef that is this repository (default: flux-system)
  --source-secrets FILE Secret manifests for sources' secretRef
  --kustomize BIN       renderer: kustomize, kubectl or a path (default: auto)
  --helm BIN            helm (Helm 4) for HelmRelease renders (default: helm on PATH)
  --kube-version V      .Capabilities.KubeVersion of charts rendered without a cluster (default: v1.36.0)
  --api-versions LIST   extra .Capabilities.APIVersions (group/version[/Kind], repeatable)
  --chart-cache DIR     charts kept across runs, by digest (default: ~/.cache/kustomize-sync/charts)
  --no-helm-releases    leave HelmReleases unrendered (their own spec is still shown)
  --render-cache DIR    renders kept across runs, by the digest of their inputs
                        (default: ~/.cache/kustomize-sync/renders; docs/DIFF.md)
  --no-render-cache     keep no renders across runs
  --concurrency N       Kustomizations rendered at once, per side (default: 8)
  --no-prune            objects removed from the manifests are left in the cluster, not deleted`;
function commandUsage(command) {
  if (command === "diff")
    return `Usage: kustomize-sync diff --base REF [flags]

${COMMANDS.diff}

Flags:
${COMMON_FLAGS.replace("write the run report as JSON (shape: docs/REPORT.md)", "write every object's diff as JSON (shape: docs/DIFF.md)")}
${DIFF_FLAGS}
`;
  if (command === "publish")
    return `Usage: kustomize-sync publish --report FILE [flags]

${COMMANDS.publish}

Flags:
${PUBLISH_FLAGS}
`;
  const needsCluster = command !== "validate" && command !== "graph";
  const extra = command === "build" ? "\n  --name NAME           render only this Kustomization (NAME or NAMESPACE/NAME), whatever its dependsOn" : command === "plan" ? "\n  --exit-code           exit 3 when something would change (drift included), 0 when nothing would" : command === "destroy" ? "\n  --name NAME           destroy only this Kustomization's objects and inventory" : "";
  return `Usage: kustomize-sync ${command} [flags]

${COMMANDS[command]}

Flags:
${COMMON_FLAGS}${needsCluster ? `
${CLUSTER_FLAGS}` : ""}${extra}
`;
}
function flagsOf(names, spec) {
  return Object.fromEntries(names.map((name) => [name, spec]));
}
var STRING = { type: "string" };
var STRINGS = { type: "string", multiple: true };
var BOOLEAN = { type: "boolean" };
var FLAG_SPEC = {
  // What to read and where to write.
  ...flagsOf(["path", "root", "namespace", "name", "json", "report", "base", "markdown"], STRING),
  // The cluster and the run.
  ...flagsOf(["kubeconfig", "context", "inventory-namespace", "timeout", "lock-timeout"], STRING),
  ...flagsOf(["default-service-account", "concurrency", "field-manager"], STRING),
  ...flagsOf(["kustomize", "feature-gates", "helm", "kube-version", "chart-cache"], STRING),
  ...flagsOf(["helm-releaser", "render-cache"], STRING),
  ...flagsOf(["no-prune", "takeover", "exit-code", "no-helm-releases", "no-render-cache"], BOOLEAN),
  ...flagsOf(["api-versions"], STRINGS),
  // Sources and overrides.
  ...flagsOf(["repository-source", "source-secrets"], STRING),
  ...flagsOf(["source", "image", "substitute"], STRINGS),
  // The GitHub edge (publish).
  ...flagsOf(["comment", "comment-header", "status-context"], STRING),
  help: { type: "boolean", short: "h" },
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
  const raw = {
    // diff renders both revisions exactly as build does.
    mode: command === "diff" ? "build" : command,
    // Default: the git top-level of the current directory (resolved when the command runs).
    root: flags.root,
    path: flags.path ? resolveFromCwd(flags.path) : void 0,
    namespace: flags.namespace,
    kubeconfig: flags.kubeconfig,
    context: flags.context,
    inventoryNamespace: flags["inventory-namespace"],
    timeout: flags.timeout,
    lockTimeout: flags["lock-timeout"],
    defaultServiceAccount: flags["default-service-account"],
    concurrency: flags.concurrency,
    fieldManager: flags["field-manager"],
    prune: flags["no-prune"] ? "false" : void 0,
    takeover: flags.takeover ? "true" : void 0,
    images: flags.image,
    substitute: flags.substitute,
    featureGates: flags["feature-gates"],
    sources: flags.source,
    repositorySource: flags["repository-source"],
    sourceSecrets: flags["source-secrets"],
    githubToken: process.env.GITHUB_TOKEN,
    kustomize: flags.kustomize,
    helm: flags.helm,
    kubeVersion: flags["kube-version"],
    apiVersions: flags["api-versions"],
    helmReleases: flags["no-helm-releases"] ? "false" : void 0,
    helmReleaser: flags["helm-releaser"],
    chartCache: flags["chart-cache"],
    renderCache: flags["no-render-cache"] ? "false" : flags["render-cache"],
    name: flags.name
  };
  const { runCommand } = await import("./run-5AH3MVSZ.js");
  return runCommand(command, {
    raw,
    verbose: flags.verbose,
    json: flags.json,
    base: flags.base,
    markdown: flags.markdown,
    exitCode: flags["exit-code"],
    publish: {
      report: flags.report,
      comment: flags.comment,
      commentHeader: flags["comment-header"],
      statusContext: flags["status-context"]
    }
  });
}
function resolveFromCwd(p) {
  return p.startsWith("/") ? p : `${process.cwd()}/${p}`;
}
export {
  main
};
