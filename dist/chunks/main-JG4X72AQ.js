import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  COMMENT_MODES,
  GITHUB_LIMITS,
  Publisher,
  SecretValues,
  UsageError,
  build,
  childEnvironment,
  codeSpan,
  consoleLogger,
  defaultStatusContext,
  destroy,
  diffAgainstBase,
  formatGraph,
  measure,
  planDiff,
  problemLines,
  publishReport,
  readGitHubContext,
  readSavedReport,
  redact,
  redactDeep,
  renderChangeLines,
  renderDiffMarkdown,
  renderDiffText,
  renderReleaseLines,
  renderTextTable,
  resolveOptions,
  runSecrets,
  shortRevision,
  sync,
  validate,
  warningLines
} from "./chunk-PHZWLZ7U.js";
import {
  formatProblem,
  oneLine
} from "./chunk-H2ZCAGYU.js";
import "./chunk-PZILXVI7.js";

// src/cli/main.ts
import { execFileSync } from "node:child_process";
import { statSync as statSync2 } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";

// src/cli/output.ts
import { once } from "node:events";
import { fstatSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
function isStandardOutput(file) {
  if (file === void 0) return false;
  if (file === "-") return true;
  try {
    const out = fstatSync(1);
    const target = statSync(file);
    return out.dev === target.dev && out.ino === target.ino;
  } catch {
    return false;
  }
}
function humanOutput(...files) {
  return files.some(isStandardOutput) ? (text) => process.stderr.write(text) : (text) => process.stdout.write(text);
}
async function writeReport(file, text) {
  if (!isStandardOutput(file)) return writeFile(file, text);
  if (!process.stdout.write(text)) await once(process.stdout, "drain");
}

// src/cli/diff.ts
var EXIT_CHANGES = 3;
async function diffCommand(flags, options) {
  const base = flags.base?.trim();
  if (!base)
    throw new UsageError("--base: the git revision to compare with is required (e.g. --base origin/main)");
  const secrets = new SecretValues([]);
  const report = redactDeep(await diffAgainstBase(options, base, secrets), secrets.values);
  for (const problem of report.problems) process.stderr.write(`${formatProblem(problem)}
`);
  for (const k of report.kustomizations) {
    for (const problem of k.problems) process.stderr.write(`${k.namespace}/${k.name}: ${oneLine(problem)}
`);
  }
  humanOutput(flags.json, flags.markdown)(renderDiffText(report, report));
  const outputs = [
    ["--json", flags.json, () => `${JSON.stringify(report, null, 2)}
`],
    [
      "--markdown",
      flags.markdown,
      () => renderDiffMarkdown(report, {
        title: `### Changes from ${codeSpan(shortRevision(report.base.revision))} to ${codeSpan(shortRevision(report.head.revision))}`,
        limit: {
          max: GITHUB_LIMITS.summaryBytes,
          unit: "bytes",
          fullReport: flags.json ? `the JSON report (${codeSpan(flags.json)})` : "the output of the step"
        }
      })
    ]
  ];
  for (const [flag, file, text] of outputs) {
    if (!file) continue;
    try {
      await writeReport(file, text());
    } catch (err) {
      process.stderr.write(`kustomize-sync diff: ${flag}: cannot write ${file}: ${err.message}
`);
      return 2;
    }
  }
  if (!report.ready) return 1;
  return flags.exitCode && report.hasChanges ? EXIT_CHANGES : 0;
}

// src/cli/publish.ts
async function publishCommand(flags, log) {
  if (!flags.report) throw new UsageError("--report: the saved JSON report to publish is required");
  const comment = flags.comment?.trim() || "always";
  if (!COMMENT_MODES.includes(comment))
    throw new UsageError(
      `--comment: unsupported value ${JSON.stringify(flags.comment)}: supported values: ${COMMENT_MODES.join(", ")}`
    );
  const github = readGitHubContext();
  if (!github) throw new UsageError("publish runs in a GitHub Actions job: GITHUB_REPOSITORY is not set");
  const header = flags.commentHeader?.trim() ?? "";
  const statusContext = flags.statusContext?.trim() || defaultStatusContext(header);
  if (measure(statusContext, "characters") > GITHUB_LIMITS.statusContextCharacters)
    throw new UsageError(
      `--status-context: at most ${GITHUB_LIMITS.statusContextCharacters} characters (GitHub's limit)`
    );
  const token = process.env.GITHUB_TOKEN ?? "";
  const settings = {
    githubToken: token,
    comment,
    commentHeader: header,
    statusContext,
    secrets: token ? [token] : []
  };
  let report;
  try {
    report = await readSavedReport(flags.report, settings.secrets);
  } catch (err) {
    throw new UsageError(`--report: ${err.message}`);
  }
  const publishLog = { info: (m) => log.info(m), warn: (m) => log.warn(m) };
  if (!token) log.warn("GITHUB_TOKEN is not set: no comment and no status, the job summary only");
  const publisher = token ? new Publisher(github, settings, publishLog) : void 0;
  await publishReport({
    report,
    github,
    publisher,
    settings,
    ctx: { header, runUrl: github.runUrl, commit: github.sha },
    log: publishLog
  });
  process.stdout.write(`${renderTextTable(report)}
`);
  return report.ready ? 0 : 1;
}

// src/cli/main.ts
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
  const log = consoleLogger({ verbose: flags.verbose });
  try {
    if (command === "publish") {
      const { report: report2, comment, "comment-header": commentHeader, "status-context": statusContext } = flags;
      return await publishCommand({ report: report2, comment, commentHeader, statusContext }, log);
    }
    const raw = {
      // diff renders both revisions exactly as build does.
      mode: command === "diff" ? "build" : command,
      root: flags.root ?? gitTopLevel(process.cwd()),
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
    const options = resolveOptions(raw, { cwd: process.cwd(), log, pathMayBeMissing: command === "diff" });
    if (flags.json !== void 0 && !isStandardOutput(flags.json) && !statSync2(dirname(resolve(flags.json)), { throwIfNoEntry: false })?.isDirectory())
      throw new UsageError(`--json: directory ${dirname(resolve(flags.json))} does not exist`);
    const out = humanOutput(flags.json);
    if (command === "diff")
      return await diffCommand(
        { base: flags.base, json: flags.json, markdown: flags.markdown, exitCode: flags["exit-code"] },
        options
      );
    let report;
    switch (command) {
      case "validate":
      case "graph": {
        const outcome = await validate(options);
        report = outcome.report;
        printProblems(report);
        for (const k of report.kustomizations)
          for (const warning of warningLines(report, k)) log.warn(warning);
        if (command === "graph") out(`${formatGraph(outcome.plan)}
`);
        else printValidateSummary(report, out);
        break;
      }
      case "build": {
        const outcome = await build(options);
        report = outcome.report;
        printProblems(report);
        for (const k of report.kustomizations)
          for (const warning of warningLines(report, k)) process.stderr.write(`${warning}
`);
        out(outcome.yaml);
        break;
      }
      case "sync":
      case "plan":
      case "destroy": {
        report = command === "destroy" ? await destroy(options) : await sync(options);
        printProblems(report, { table: true });
        for (const k of report.kustomizations) {
          for (const change of renderChangeLines(k, report.mode))
            log.info(`${k.namespace}/${k.name}: ${change}`);
          for (const release of renderReleaseLines(k)) log.info(`${k.namespace}/${k.name}: ${release}`);
          for (const warning of warningLines(report, k)) log.warn(warning);
        }
        if (command === "plan") out(renderDiffText(planDiff(report), void 0, { failures: false }));
        out(`${renderTextTable(report)}
`);
        break;
      }
    }
    if (flags.json) {
      try {
        await writeReport(flags.json, `${JSON.stringify(report, null, 2)}
`);
      } catch (err) {
        process.stderr.write(
          `kustomize-sync ${command}: --json: cannot write ${flags.json}: ${err.message}
`
        );
        return 2;
      }
    }
    if (!report.ready) return 1;
    return command === "plan" && flags["exit-code"] && planDiff(report).hasChanges ? EXIT_CHANGES : 0;
  } catch (err) {
    if (err instanceof UsageError) {
      const message = redact(err.message, runSecrets({ kubeconfig: flags.kubeconfig }).values);
      process.stderr.write(`kustomize-sync ${command}: ${message}
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
    return execFileSync("git", ["-c", "safe.directory=*", "rev-parse", "--show-toplevel"], {
      cwd,
      stdio: ["ignore", "pipe", "ignore"],
      env: childEnvironment()
    }).toString().trim();
  } catch {
    return cwd;
  }
}
function printProblems(report, options = {}) {
  for (const line of problemLines(report, options)) process.stderr.write(`${line}
`);
}
function printValidateSummary(report, out) {
  const total = report.kustomizations.length;
  const blocked = report.kustomizations.filter((k) => k.ready === "False").length;
  const problems = report.problems?.length ?? 0;
  const status = report.ready ? "\u2714" : "\u2716";
  out(
    `${status} ${total} Kustomization${total === 1 ? "" : "s"} found, ${problems} problem${problems === 1 ? "" : "s"}, ${blocked} blocked by dependencies
`
  );
}
export {
  main
};
