import {
  COMMENT_MODES,
  type CommentMode,
  defaultStatusContext,
  Publisher,
  type PublishSettings,
  publishReport,
  readGitHubContext,
  readSavedReport,
} from "../github/index.js";
import type { Logger } from "../model/index.js";
import { UsageError } from "../options.js";
import { GITHUB_LIMITS, measure, renderTextTable } from "../report/index.js";

export interface PublishFlags {
  report?: string;
  comment?: string;
  commentHeader?: string;
  statusContext?: string;
}

/**
 * `kustomize-sync publish --report FILE`: posts a saved JSON report as the sticky PR comment,
 * the job summary and the commit status, from a job that may write (a `workflow_run` job after a
 * fork's read-only run). GitHub's side comes from the job's environment: GITHUB_REPOSITORY, the
 * event (GITHUB_EVENT_PATH) and GITHUB_TOKEN — a token is never a flag, so it never shows in a
 * process list. Returns the exit code: 0 when the report says Ready, 1 when not.
 */
export async function publishCommand(flags: PublishFlags, log: Logger): Promise<number> {
  if (!flags.report) throw new UsageError("--report: the saved JSON report to publish is required");
  const comment = (flags.comment?.trim() || "always") as CommentMode;
  if (!COMMENT_MODES.includes(comment))
    throw new UsageError(
      `--comment: unsupported value ${JSON.stringify(flags.comment)}: supported values: ${COMMENT_MODES.join(", ")}`,
    );
  const github = readGitHubContext();
  if (!github) throw new UsageError("publish runs in a GitHub Actions job: GITHUB_REPOSITORY is not set");
  const header = flags.commentHeader?.trim() ?? "";
  const statusContext = flags.statusContext?.trim() || defaultStatusContext(header);
  if (measure(statusContext, "characters") > GITHUB_LIMITS.statusContextCharacters)
    throw new UsageError(
      `--status-context: at most ${GITHUB_LIMITS.statusContextCharacters} characters (GitHub's limit)`,
    );
  const token = process.env.GITHUB_TOKEN ?? "";
  const settings: PublishSettings = {
    githubToken: token,
    comment,
    commentHeader: header,
    statusContext,
    secrets: token ? [token] : [],
  };
  let report: Awaited<ReturnType<typeof readSavedReport>>;
  try {
    report = await readSavedReport(flags.report, settings.secrets);
  } catch (err) {
    throw new UsageError(`--report: ${(err as Error).message}`);
  }
  const publishLog = { info: (m: string) => log.info(m), warn: (m: string) => log.warn(m) };
  if (!token) log.warn("GITHUB_TOKEN is not set: no comment and no status, the job summary only");
  const publisher = token ? new Publisher(github, settings, publishLog) : undefined;
  await publishReport({
    report,
    github,
    publisher,
    settings,
    ctx: { header, runUrl: github.runUrl, commit: github.sha },
    log: publishLog,
  });
  process.stdout.write(`${renderTextTable(report)}\n`);
  return report.ready ? 0 : 1;
}
