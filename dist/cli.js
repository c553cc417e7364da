#!/usr/bin/env node
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
  diffRevisions,
  formatGraph,
  measure,
  planDiff,
  publishReport,
  readGitHubContext,
  readSavedReport,
  redact,
  redactDeep,
  renderChangeLines,
  renderDefinition,
  renderDiffMarkdown,
  renderDiffText,
  renderTextTable,
  rendererFor,
  resolveOptions,
  runSecrets,
  scratchDir,
  shortRevision,
  sourceResolverFor,
  sourceRevision,
  sync,
  validate
} from "./chunks/chunk-Y6BR6SFA.js";
import {
  formatProblem,
  kustomizationKey,
  mapLimit
} from "./chunks/chunk-UTYVTLYQ.js";
import "./chunks/chunk-PZILXVI7.js";

// src/cli/main.ts
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { writeFile as writeFile2 } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";

// src/cli/diff.ts
import { writeFile } from "node:fs/promises";

// src/diff/revisions.ts
import { execFile } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
async function git(cwd, args, env = {}, trusted = cwd) {
  const { stdout } = await run("git", ["-c", `safe.directory=${trusted}`, ...args], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...childEnvironment(), ...env }
  });
  return stdout.trim();
}
function inside(parent, child) {
  const rel = relative(parent, child);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel) ? rel : void 0;
}
async function materialize(top, commit, subdir, target) {
  const treeish = subdir === "" ? `${commit}^{tree}` : `${commit}:${subdir.split(sep).join("/")}`;
  try {
    await git(top, ["rev-parse", "--verify", "--quiet", `${treeish}^{tree}`]);
  } catch {
    return false;
  }
  const env = { GIT_INDEX_FILE: join(target, ".kustomize-sync-index") };
  const tree = join(target, "tree");
  await git(top, ["read-tree", treeish], env);
  await git(top, ["checkout-index", "--all", "--force", `--prefix=${tree}${sep}`], env);
  await rm(env.GIT_INDEX_FILE, { force: true });
  return true;
}
async function renderSide(options, sink) {
  const sources = sourceResolverFor(options, sink ? { sink } : {});
  const { report, plan, discovery } = await validate(options, {
    ...sink ? { secrets: sink } : {},
    keep: true,
    sources
  });
  try {
    const specs = [.../* @__PURE__ */ new Set([...plan.order, ...discovery.kustomizations])];
    sources.prefetch(specs);
    const ctx = {
      root: options.root,
      sources: sources.mapping,
      renderer: await rendererFor(options),
      images: options.images,
      substitute: options.substitute,
      artifacts: discovery.artifacts,
      ...options.strictSubstitute ? { strictSubstitution: true } : {},
      ...sink ? { secrets: sink } : {}
      // No substitution reader: substituteFrom is named in the output, never read or guessed.
    };
    const rendered = await mapLimit(
      specs,
      options.concurrency,
      (spec) => renderDefinition(spec, ctx, sources, discovery)
    );
    const kustomizations = rendered.map((r) => {
      const key = kustomizationKey(r.spec);
      const row = rowFor(r.spec, options);
      const blocked = plan.blocked.get(key);
      const warnings = [
        ...blocked ? [`not applied by a sync: ${blocked.message}`] : [],
        ...discovery.notes.get(key) ?? [],
        ...(r.warnings ?? []).filter((w) => !w.startsWith("substituteFrom "))
      ];
      if (warnings.length) row.warnings = warnings;
      const unresolved = (r.warnings ?? []).filter((w) => w.startsWith("substituteFrom "));
      if (unresolved.length) row.unresolved = unresolved;
      if (r.error) row.error = `${r.error.reason}: ${r.error.detail}`;
      else row.manifests = r.manifests ?? [];
      return row;
    });
    return { kustomizations, problems: report.problems ?? [] };
  } finally {
    await sources.close();
    await discovery.artifacts.close();
  }
}
function rowFor(spec, options) {
  const { source, warnings: _warnings, definition: object, ...normalised } = spec;
  return {
    namespace: spec.namespace,
    name: spec.name,
    source,
    prune: spec.prune && options.prune,
    deletionPolicy: spec.deletionPolicy,
    definition: object ?? normalised,
    manifests: []
  };
}
async function diffAgainstBase(options, baseRef, sink) {
  const started = Date.now();
  let top;
  try {
    top = await git(options.root, ["rev-parse", "--show-toplevel"], {}, "*");
  } catch {
    throw new UsageError(`--base: ${options.root} is not inside a git repository`);
  }
  let commit;
  try {
    commit = await git(top, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${baseRef}^{commit}`]);
  } catch {
    throw new UsageError(
      `--base: unknown revision ${JSON.stringify(baseRef)} (fetch it first, e.g. git fetch origin ${baseRef})`
    );
  }
  const rootInRepo = inside(top, options.root) ?? "";
  await rendererFor(options);
  const scratch = await mkdtemp(join(scratchDir(), "base-"));
  try {
    const present = await materialize(top, commit, rootInRepo, scratch);
    const baseRoot = join(scratch, "tree");
    const basePath = join(baseRoot, relative(options.root, options.path));
    const sources = Object.fromEntries(
      Object.entries(options.sources).map(([name, dir]) => {
        const rel = inside(options.root, dir);
        return [name, rel === void 0 ? dir : join(baseRoot, rel)];
      })
    );
    const baseOptions = { ...options, root: baseRoot, path: basePath, sources };
    const basePresent = present && (await stat(basePath).catch(() => void 0))?.isDirectory();
    const [base, head, headRevision] = await Promise.all([
      basePresent ? renderSide(baseOptions, sink) : Promise.resolve({ kustomizations: [], problems: [] }),
      renderSide(options, sink),
      sourceRevision(options.root)
    ]);
    const result = diffRevisions(base.kustomizations, head.kustomizations);
    const headRows = new Map(head.kustomizations.map((k) => [kustomizationKey(k), k]));
    for (const k of result.kustomizations) {
      for (const warning of headRows.get(kustomizationKey(k))?.warnings ?? []) k.notes.push(warning);
    }
    return {
      mode: "diff",
      ready: head.problems.length === 0 && result.summary.kustomizations.failed === 0,
      // Flux's notation: `main@sha1:<sha>`, or `sha1:<sha>` when the base was given as a hash.
      base: { ref: baseRef, revision: `${commit.startsWith(baseRef) ? "" : `${baseRef}@`}sha1:${commit}` },
      head: { revision: headRevision || "working tree" },
      ...result,
      problems: head.problems,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
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
    for (const problem of k.problems) process.stderr.write(`${k.namespace}/${k.name}: ${problem}
`);
  }
  process.stdout.write(renderDiffText(report, report));
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
      await writeFile(file, text());
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
  publish: "Post a saved JSON report as the PR comment, job summary and commit status (in a GitHub job)"
};
var COMMON_FLAGS = `  --path DIR            where to look for Kustomization definitions (default: the root)
  --root DIR            repository root that spec.path is relative to
                        (default: the git top-level of the current directory)
  --namespace NS        namespace for Kustomizations that have none (default: flux-system)
  --json FILE           write the run report as JSON (shape: docs/REPORT.md)
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
  --strict-substitute   fail a build on a variable without a value or default, as flux's flag
  --kustomize BIN       renderer: kustomize, kubectl or a path (default: auto)
  --timeout DUR         default health-check timeout (default: 5m)
  --lock-timeout DUR    wait this long for another run's lock (default: 2m)
  --default-service-account NAME
                        impersonate this ServiceAccount (in each Kustomization's namespace) for
                        Kustomizations without spec.serviceAccountName, as Flux's flag
  --concurrency N       Kustomizations processed at once (default: 4)
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
  --concurrency N       Kustomizations rendered at once, per side (default: 4)
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
  const extra = command === "build" ? "\n  --name NAME           render only this Kustomization (NAME or NAMESPACE/NAME), whatever its dependsOn" : command === "plan" ? "\n  --exit-code           exit 3 when something would change (drift included), 0 when nothing would" : "";
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
  "repository-source": { type: "string" },
  "source-secrets": { type: "string" },
  image: { type: "string", multiple: true },
  substitute: { type: "string", multiple: true },
  kustomize: { type: "string" },
  timeout: { type: "string" },
  "lock-timeout": { type: "string" },
  "default-service-account": { type: "string" },
  concurrency: { type: "string" },
  "field-manager": { type: "string" },
  "no-prune": { type: "boolean" },
  takeover: { type: "boolean" },
  name: { type: "string" },
  "strict-substitute": { type: "boolean" },
  verbose: { type: "boolean", short: "v" },
  report: { type: "string" },
  comment: { type: "string" },
  "comment-header": { type: "string" },
  "status-context": { type: "string" },
  base: { type: "string" },
  "exit-code": { type: "boolean" },
  markdown: { type: "string" }
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
      strictSubstitute: flags["strict-substitute"] ? "true" : void 0,
      sources: flags.source,
      repositorySource: flags["repository-source"],
      sourceSecrets: flags["source-secrets"],
      githubToken: process.env.GITHUB_TOKEN,
      kustomize: flags.kustomize,
      name: flags.name
    };
    const options = resolveOptions(raw, { cwd: process.cwd(), log });
    if (flags.json !== void 0 && !statSync(dirname(resolve(flags.json)), { throwIfNoEntry: false })?.isDirectory())
      throw new UsageError(`--json: directory ${dirname(resolve(flags.json))} does not exist`);
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
        if (command === "graph") process.stdout.write(`${formatGraph(outcome.plan)}
`);
        else printValidateSummary(report);
        break;
      }
      case "build": {
        const outcome = await build(options);
        report = outcome.report;
        printProblems(report);
        for (const k of report.kustomizations)
          for (const warning of k.warnings ?? [])
            process.stderr.write(`${k.namespace}/${k.name}: ${warning}
`);
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
        if (command === "plan") process.stdout.write(renderDiffText(planDiff(report)));
        process.stdout.write(`${renderTextTable(report)}
`);
        break;
      }
    }
    if (flags.json) {
      try {
        await writeFile2(flags.json, `${JSON.stringify(report, null, 2)}
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
