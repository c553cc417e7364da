import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import * as core from "@actions/core";
import { readInputs } from "./inputs.js";
import { formatProblem, type Logger, type RunReport, type SourceLocation } from "./model/index.js";
import { UsageError } from "./options.js";
import { validate } from "./reconcile/index.js";

const actionsLogger: Logger = {
  info: (m) => core.info(m),
  warn: (m) => core.warning(m),
  error: (m) => core.error(m),
  debug: (m) => core.debug(m),
  group: (title, fn) => core.group(title, fn),
};

/** The action's entry: inputs → engine → outputs. A user mistake fails the step without a stack trace. */
export async function run(): Promise<void> {
  try {
    const { options } = readInputs(actionsLogger);
    let report: RunReport;
    if (options.mode === "validate" || options.mode === "graph") {
      report = (await validate(options)).report;
    } else {
      core.setFailed(`mode '${options.mode}' is not available yet in this version; use mode: validate`);
      return;
    }
    annotate(report, relative(process.env.GITHUB_WORKSPACE || process.cwd(), options.root));
    const resultPath = await writeReport(report);
    core.setOutput("ready", String(report.ready));
    core.setOutput("result", resultPath);
    await core.summary.addRaw(summaryMarkdown(report)).write();
    if (!report.ready) core.setFailed(failureText(report));
  } catch (err) {
    if (err instanceof UsageError) {
      core.setFailed(err.message);
      return;
    }
    core.setFailed(`kustomize-sync failed unexpectedly: ${(err as Error).stack ?? String(err)}`);
  }
}

/**
 * Problems with a file become error annotations, so they show on the PR's changed lines. Report
 * paths are relative to the sync root; annotations need them relative to the workspace.
 */
function annotate(report: RunReport, rootFromWorkspace: string): void {
  const properties = (source?: SourceLocation): core.AnnotationProperties =>
    source ? { file: join(rootFromWorkspace, source.file), startLine: source.line } : {};
  for (const problem of report.problems ?? []) core.error(problem.message, properties(problem.source));
  for (const k of report.kustomizations) {
    if (k.ready === "False")
      core.error(`${k.namespace}/${k.name}: ${k.reason}: ${k.message}`, properties(k.source));
  }
}

async function writeReport(report: RunReport): Promise<string> {
  const dir = process.env.RUNNER_TEMP || (await mkdtemp(join(tmpdir(), "kustomize-sync-")));
  const file = join(dir, `kustomize-sync-report-${process.env.GITHUB_RUN_ID ?? process.pid}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

function summaryMarkdown(report: RunReport): string {
  const rows = report.kustomizations.map(
    (k) => `| ${k.namespace}/${k.name} | ${k.ready} | ${k.reason} | ${k.message.replaceAll("|", "\\|")} |`,
  );
  const problems = (report.problems ?? []).map((p) => `- ${formatProblem(p)}`);
  return [
    `### kustomize-sync ${report.mode}: ${report.ready ? "✅ ready" : "❌ not ready"}`,
    "",
    "| Kustomization | Ready | Reason | Message |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
    ...(problems.length ? ["**Problems**", "", ...problems, ""] : []),
  ].join("\n");
}

function failureText(report: RunReport): string {
  const problems = report.problems?.length ?? 0;
  const notReady = report.kustomizations.filter((k) => k.ready === "False").length;
  return `${problems} problem(s) in the definitions, ${notReady} Kustomization(s) not ready`;
}
