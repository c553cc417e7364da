import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import * as core from "@actions/core";
import {
  type CommitState,
  commentBody,
  createClient,
  describeFailure,
  type GitHubClient,
  type GitHubContext,
  readGitHubContext,
  setCommitStatus,
  shouldWriteComment,
  upsertStickyComment,
} from "./github/index.js";
import { type ActionSettings, readInputs } from "./inputs.js";
import type { Logger, RunReport, SourceLocation } from "./model/index.js";
import { UsageError } from "./options.js";
import { sync, validate } from "./reconcile/index.js";
import {
  redact,
  renderChangeLines,
  renderMarkdown,
  renderTextTable,
  SUMMARY_LIMIT,
  statusDescription,
  truncate,
} from "./report/index.js";

const actionsLogger: Logger = {
  info: (m) => core.info(m),
  warn: (m) => core.warning(m),
  error: (m) => core.error(m),
  debug: (m) => core.debug(m),
  group: (title, fn) => core.group(title, fn),
};

/**
 * The action's entry: inputs → engine → log, annotations, JSON report, outputs, PR comment, job
 * summary, commit status → gate. A user mistake fails the step without a stack trace; a report
 * that cannot be published (read-only token on a fork PR) is a warning, never a failure.
 */
export async function run(): Promise<void> {
  let publisher: Publisher | undefined;
  try {
    const { options, settings } = readInputs(actionsLogger);
    const github = readGitHubContext();
    publisher = github && settings.githubToken ? new Publisher(github, settings) : undefined;
    await publisher?.status("pending", `${options.mode} in progress`);

    let report: RunReport;
    if (options.mode === "validate" || options.mode === "graph") {
      report = (await validate(options)).report;
    } else if (options.mode === "sync" || options.mode === "plan") {
      report = await sync(options);
    } else {
      throw new UsageError(
        `mode: '${options.mode}' is for the CLI (kustomize-sync ${options.mode}); use sync, plan or validate`,
      );
    }
    report = JSON.parse(redact(JSON.stringify(report), settings.secrets)) as RunReport;

    logReport(report);
    annotate(report, relative(process.env.GITHUB_WORKSPACE || process.cwd(), options.root));
    const resultPath = await writeReport(report);
    core.setOutput("ready", String(report.ready));
    core.setOutput("result", resultPath);

    const context = { header: settings.commentHeader, runUrl: github?.runUrl, commit: github?.sha };
    const notes: string[] = [];
    if (publisher && github?.pullRequest) {
      const url = await publisher.comment(report, renderMarkdown(report, context), notes);
      core.setOutput("comment-url", url ?? "");
    } else {
      core.setOutput("comment-url", "");
      if (github && !github.pullRequest && settings.comment !== "never")
        core.info(
          `No pull request in this ${github.eventName || "unknown"} event: the report goes to the job summary only.`,
        );
    }
    if (publisher?.readOnlyReason) notes.push(publisher.readOnlyReason);
    await writeSummary(
      redact(
        truncate(renderMarkdown(report, { ...context, notes }), SUMMARY_LIMIT, "the `result` JSON report"),
        settings.secrets,
      ),
    );
    await publisher?.status(
      report.ready ? "success" : "failure",
      redact(statusDescription(report), settings.secrets),
    );

    if (!report.ready) {
      if (settings.failOnNotReady) core.setFailed(failureText(report));
      else core.warning(`${failureText(report)} (fail-on-not-ready: false, the step succeeds)`);
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof UsageError) core.setFailed(message);
    else core.setFailed(`kustomize-sync failed unexpectedly: ${(err as Error).stack ?? message}`);
    // Never leave the "pending" status behind: branch protection would wait on it forever.
    await publisher?.status("error", `kustomize-sync failed: ${message}`);
  }
}

/** Writes to GitHub: the sticky comment and the commit status. Failures become warnings. */
class Publisher {
  private readonly client: GitHubClient;
  /** Set once a write was refused for lack of permission; later writes are not attempted. */
  readOnlyReason?: string;

  constructor(
    private readonly github: GitHubContext,
    private readonly settings: ActionSettings,
  ) {
    this.client = createClient(settings.githubToken, github.apiUrl);
  }

  async status(state: CommitState, description: string): Promise<void> {
    if (this.readOnlyReason || !this.github.sha) return;
    try {
      await setCommitStatus(this.client, {
        owner: this.github.owner,
        repo: this.github.repo,
        sha: this.github.sha,
        context: this.settings.statusContext,
        state,
        description,
        targetUrl: this.github.runUrl,
      });
    } catch (error) {
      this.failed("set the commit status", error);
    }
  }

  async comment(report: RunReport, markdown: string, notes: string[]): Promise<string | undefined> {
    const pr = this.github.pullRequest;
    if (!pr || this.settings.comment === "never" || this.readOnlyReason) return undefined;
    const body = redact(commentBody(this.settings.commentHeader, report, markdown), this.settings.secrets);
    try {
      const outcome = await upsertStickyComment(
        this.client,
        {
          owner: this.github.owner,
          repo: this.github.repo,
          issueNumber: pr.number,
          header: this.settings.commentHeader,
        },
        body,
        (existing) => shouldWriteComment(this.settings.comment, report, existing?.body),
      );
      if (outcome.action === "skipped") {
        core.info(`PR comment not written (comment: ${this.settings.comment}): ${outcome.reason}.`);
        // The comment from an earlier run still stands for this PR: point at it.
        return outcome.url;
      }
      core.info(`PR comment ${outcome.action}: ${outcome.url}`);
      return outcome.url;
    } catch (error) {
      const reason = this.failed("write the pull request comment", error);
      if (!this.readOnlyReason) notes.push(reason);
      return undefined;
    }
  }

  private failed(what: string, error: unknown): string {
    const failure = describeFailure(error);
    const fork = this.github.pullRequest?.fromFork
      ? " (this pull request comes from a fork, whose GITHUB_TOKEN is read-only)"
      : "";
    const text = failure.readOnly
      ? `kustomize-sync could not ${what}: the token may not write to this repository${fork}: ${failure.status} ${failure.message}. The report is in the job summary only.`
      : `kustomize-sync could not ${what}: ${failure.status ?? ""} ${failure.message}`.replace(/\s+/g, " ");
    if (failure.readOnly) this.readOnlyReason = text;
    core.warning(text);
    return text;
  }
}

function logReport(report: RunReport): void {
  for (const k of report.kustomizations) {
    for (const change of renderChangeLines(k)) core.info(`${k.namespace}/${k.name}: ${change}`);
    for (const warning of k.warnings ?? []) core.warning(`${k.namespace}/${k.name}: ${warning}`);
  }
  core.info(renderTextTable(report));
}

/**
 * Problems with a file become error annotations, so they show on the PR's changed lines. Report
 * paths are relative to the sync root; annotations need them relative to the workspace.
 */
function annotate(report: RunReport, rootFromWorkspace: string): void {
  const properties = (source?: SourceLocation): core.AnnotationProperties =>
    source
      ? { file: join(rootFromWorkspace, source.file), ...(source.line ? { startLine: source.line } : {}) }
      : {};
  for (const problem of report.problems ?? []) core.error(problem.message, properties(problem.source));
  for (const k of report.kustomizations) {
    const key = `${k.namespace}/${k.name}`;
    // Per-object problems (a build or dry-run error in a manifest) point at the manifest's line.
    for (const problem of k.problems ?? []) {
      const where = problem.source ?? k.source;
      const object = problem.object && !problem.message.includes(problem.object) ? `${problem.object}: ` : "";
      core.error(`${key}: ${object}${problem.message}`, properties(where));
    }
    for (const change of k.changes) {
      if (change.action !== "failed") continue;
      const ref = change.namespace
        ? `${change.kind}/${change.namespace}/${change.name}`
        : `${change.kind}/${change.name}`;
      core.error(
        `${key}: ${ref} failed${change.detail ? `: ${change.detail}` : ""}`,
        properties(change.source ?? k.source),
      );
    }
    // The row's message repeats its problems: annotate it only when there are none.
    if (k.ready === "False" && !(k.problems?.length ?? 0))
      core.error(`${key}: ${k.reason}: ${k.message}`, properties(k.source));
  }
}

async function writeReport(report: RunReport): Promise<string> {
  const dir = process.env.RUNNER_TEMP || (await mkdtemp(join(tmpdir(), "kustomize-sync-")));
  const file = join(dir, `kustomize-sync-report-${process.env.GITHUB_RUN_ID ?? process.pid}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    core.warning(`kustomize-sync could not write the job summary: ${(error as Error).message}`);
  }
}

function failureText(report: RunReport): string {
  const problems = report.problems?.length ?? 0;
  const notReady = report.kustomizations.filter((k) => k.ready === "False");
  const names = notReady.slice(0, 5).map((k) => `${k.namespace}/${k.name} (${k.reason})`);
  const more = notReady.length > 5 ? ` and ${notReady.length - 5} more` : "";
  return `${problems} problem(s) in the definitions, ${notReady.length} Kustomization(s) not ready${names.length ? `: ${names.join(", ")}${more}` : ""}`;
}
