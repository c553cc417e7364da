import { readFile, stat, writeFile } from "node:fs/promises";
import type { DiffReport } from "../diff/index.js";
import type { RunReport } from "../model/index.js";
import {
  cutTo,
  GITHUB_LIMITS,
  type MarkdownContext,
  parseRunReport,
  redact,
  redactDeep,
  renderMarkdown,
  statusDescription,
} from "../report/index.js";
import { createClient, describeFailure, type GitHubClient } from "./client.js";
import {
  type CommentMode,
  commentBody,
  diffCommentBody,
  diffVerdict,
  renderDiffReport,
  shouldWriteComment,
  shouldWriteDiffComment,
  upsertStickyComment,
} from "./comment.js";
import { type GitHubContext, resolvePullRequest } from "./context.js";
import { type CommitState, setCommitStatus } from "./status.js";

/** What the GitHub edge needs, from the action's inputs or the CLI's flags and environment. */
export interface PublishSettings {
  githubToken: string;
  comment: CommentMode;
  commentHeader: string;
  statusContext: string;
  /** Values never to publish (the token, kubeconfig credentials): replaced by `***`. */
  secrets: string[];
}

/** Where the publisher says what it did; the action maps it to @actions/core, the CLI to stderr. */
export interface PublishLog {
  info(message: string): void;
  /** A problem publishing (never a reason to fail the run). */
  warn(message: string): void;
}

/**
 * Writes to GitHub: the sticky comment and the commit status. Failures become warnings; once a
 * write is refused for lack of permission (a fork's read-only token), no other write is tried.
 */
export class Publisher {
  private readonly client: GitHubClient;
  /** Set once a write was refused for lack of permission; later writes are not attempted. */
  readOnlyReason?: string;
  /** The sticky comment's URL once written (or found standing): what a cancelled run published. */
  commentUrl?: string;
  /** Who the token writes as, learnt from the creator of the first status written. */
  private login?: string;
  private lastState?: CommitState;

  constructor(
    private github: GitHubContext,
    private readonly settings: PublishSettings,
    private readonly log: PublishLog,
  ) {
    this.client = createClient(settings.githubToken, github.apiUrl);
  }

  /** The final state written, if any: `pending` means the run has not reported yet. */
  get state(): CommitState | undefined {
    return this.lastState;
  }

  async status(
    state: CommitState,
    description: string,
    request: { signal?: AbortSignal } = {},
  ): Promise<void> {
    if (this.readOnlyReason || !this.github.sha) return;
    try {
      const { creator } = await setCommitStatus(
        this.client,
        {
          owner: this.github.owner,
          repo: this.github.repo,
          sha: this.github.sha,
          context: this.settings.statusContext,
          state,
          description: redact(description, this.settings.secrets),
          targetUrl: this.github.runUrl,
        },
        request,
      );
      this.lastState = state;
      this.login ??= creator;
    } catch (error) {
      this.failed("set the commit status", error);
    }
  }

  /** Creates or updates the sticky comment; returns its URL (also an earlier one left standing). */
  comment(report: RunReport, ctx: MarkdownContext, notes: string[]): Promise<string | undefined> {
    return this.sticky(
      this.settings.commentHeader,
      () => commentBody(this.settings.commentHeader, report, ctx),
      (existing) => shouldWriteComment(this.settings.comment, report, existing?.body),
      notes,
    );
  }

  /** The sticky comment of a `diff` run: apart from a sync's (marker `diff` without a header). */
  diffComment(report: DiffReport, ctx: MarkdownContext, notes: string[]): Promise<string | undefined> {
    const header = this.settings.commentHeader || "diff";
    return this.sticky(
      header,
      () => diffCommentBody(header, report, ctx),
      (existing) => shouldWriteDiffComment(this.settings.comment, report, existing !== undefined),
      notes,
    );
  }

  private async sticky(
    header: string,
    body: () => string,
    shouldWrite: (existing: { body: string } | undefined) => boolean,
    notes: string[],
  ): Promise<string | undefined> {
    if (this.settings.comment === "never" || this.readOnlyReason) return undefined;
    if (!this.github.pullRequest && this.github.pullRequestLookup) {
      try {
        this.github = await resolvePullRequest(this.client, this.github);
      } catch (error) {
        this.failed("find the pull request of this workflow run", error);
        return undefined;
      }
    }
    const pr = this.github.pullRequest;
    if (!pr) return undefined;
    try {
      const outcome = await upsertStickyComment(
        this.client,
        {
          owner: this.github.owner,
          repo: this.github.repo,
          issueNumber: pr.number,
          header,
        },
        body(),
        shouldWrite,
        { login: this.login },
      );
      if (outcome.action === "skipped") {
        this.log.info(`PR comment not written (comment: ${this.settings.comment}): ${outcome.reason}.`);
        // The comment from an earlier run still stands for this PR: point at it.
        this.commentUrl = outcome.url;
        return outcome.url;
      }
      this.login ??= outcome.author;
      this.commentUrl = outcome.url;
      this.log.info(`PR comment ${outcome.action}: ${outcome.url}`);
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
      ? " (this pull request comes from a fork, whose GITHUB_TOKEN is read-only; see docs/ACTION.md, Pull requests from forks)"
      : "";
    const text = failure.readOnly
      ? `kustomize-sync could not ${what}: the token may not write to this repository${fork}: ${failure.status} ${failure.message}. The report is in the job summary only.`
      : `kustomize-sync could not ${what}: ${failure.status ?? ""} ${failure.message}`.replace(/\s+/g, " ");
    if (failure.readOnly) this.readOnlyReason = text;
    this.log.warn(redact(text, this.settings.secrets));
    return redact(text, this.settings.secrets);
  }
}

/** The job summary: the report fitted into the runner's 1 MiB per step (counted in bytes). */
export function summaryMarkdown(report: RunReport, ctx: MarkdownContext): string {
  return renderMarkdown(report, ctx, {
    max: GITHUB_LIMITS.summaryBytes,
    unit: "bytes",
    fullReport: "the JSON report (the `result` output)",
  });
}

/**
 * Replaces this step's summary (GITHUB_STEP_SUMMARY) with `markdown`: overwritten, not appended,
 * so a run that writes twice (cancelled while publishing) never exceeds what it measured.
 */
export async function writeStepSummary(markdown: string, log: PublishLog): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) return;
  try {
    await writeFile(file, markdown);
  } catch (error) {
    log.warn(`kustomize-sync could not write the job summary: ${(error as Error).message}`);
  }
}

/** The status that ends a run: success / failure from the report, error when it was cancelled. */
export function finalStatus(report: RunReport): { state: CommitState; description: string } {
  return {
    state: report.cancelled ? "error" : report.ready ? "success" : "failure",
    description: statusDescription(report),
  };
}

/** Where a run's report goes, and what it needs to get there. */
interface PublishInput {
  github?: GitHubContext;
  publisher?: Publisher;
  settings: PublishSettings;
  ctx: MarkdownContext;
  log: PublishLog;
  /** Skips the comment (a cancelled run reports in the status and the summary only). */
  noComment?: boolean;
  signal?: AbortSignal;
}

/**
 * Publishes a finished (or cancelled) run: the final commit status, the sticky comment when
 * there is a pull request, the job summary (with the reasons anything could not be written).
 * Returns the comment URL ("" when there is none).
 */
export function publishReport(input: PublishInput & { report: RunReport }): Promise<{ commentUrl: string }> {
  const { report } = input;
  return publish(input, {
    status: finalStatus(report),
    comment: (publisher, notes) => publisher.comment(report, { ...input.ctx, unannotated: undefined }, notes),
    summary: (ctx) => summaryMarkdown(report, ctx),
    what: "report",
  });
}

/**
 * Publishes a `diff` run: the commit status (success, or failure when a Kustomization does not
 * render at the head), the sticky comment and the job summary, each with the diff fitted in.
 */
export function publishDiff(input: PublishInput & { report: DiffReport }): Promise<{ commentUrl: string }> {
  const { report } = input;
  const s = report.summary.objects;
  const counts = report.hasChanges
    ? ` · ${s.added} added, ${s.changed} changed, ${s.deleted} deleted${s.orphaned ? `, ${s.orphaned} left in the cluster` : ""}`
    : "";
  return publish(input, {
    status: {
      state: report.ready ? "success" : "failure",
      description: cutTo(
        `${diffVerdict(report)}${counts}`,
        GITHUB_LIMITS.statusDescriptionCharacters,
        "characters",
      ),
    },
    comment: (publisher, notes) => publisher.diffComment(report, input.ctx, notes),
    summary: (ctx) =>
      renderDiffReport(report, ctx, {
        max: GITHUB_LIMITS.summaryBytes,
        unit: "bytes",
        fullReport: "the JSON report (the `result` output)",
      }),
    what: "diff",
  });
}

/** The order every publication keeps: status, comment, summary (saying what could not be written). */
async function publish(
  input: PublishInput,
  publication: {
    status: { state: CommitState; description: string };
    comment: (publisher: Publisher, notes: string[]) => Promise<string | undefined>;
    summary: (ctx: MarkdownContext) => string;
    what: string;
  },
): Promise<{ commentUrl: string }> {
  const { github, publisher, settings, log } = input;
  const notes = [...(input.ctx.notes ?? [])];
  // The status first: its creator tells an App's token who it writes as before the comment is
  // looked for, and a required check is settled even if the comment then fails.
  const { state, description } = publication.status;
  await publisher?.status(state, description, { signal: input.signal });
  let commentUrl = "";
  if (publisher && !input.noComment && (github?.pullRequest || github?.pullRequestLookup)) {
    commentUrl = (await publication.comment(publisher, notes)) ?? "";
  } else if (github && !github.pullRequest && !github.pullRequestLookup && settings.comment !== "never") {
    log.info(
      `No pull request in this ${github.eventName || "unknown"} event: the ${publication.what} goes to the job summary only.`,
    );
  }
  if (publisher?.readOnlyReason) notes.push(publisher.readOnlyReason);
  await writeStepSummary(
    publication.summary({ ...input.ctx, notes: notes.map((n) => redact(n, settings.secrets)) }),
    log,
  );
  return { commentUrl };
}

/** A saved report larger than this is not one of ours (the largest real ones are a few MiB). */
const MAX_REPORT_BYTES = 64 * 1024 * 1024;

/**
 * A JSON report saved by an earlier job, for `publish`: size-checked, shape-checked (the file may
 * come from a fork's workflow) and redacted. Throws an Error whose message is one line.
 */
export async function readSavedReport(file: string, secrets: readonly string[]): Promise<RunReport> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new Error(`${file} does not exist`);
  }
  if (size > MAX_REPORT_BYTES) throw new Error(`${file}: ${size} bytes is more than a report can be`);
  try {
    return redactDeep(parseRunReport(await readFile(file, "utf8")), secrets);
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}
