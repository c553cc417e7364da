import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  COMMENT_MODES,
  Publisher,
  defaultStatusContext,
  publishReport,
  readGitHubContext,
  readSavedReport
} from "./chunk-ZFZ5RQQT.js";
import {
  GITHUB_LIMITS,
  UsageError,
  measure,
  renderTextTable
} from "./chunk-QE7ZJUKM.js";
import "./chunk-A6SHELBC.js";
import "./chunk-NE6SRN4W.js";
import "./chunk-PZILXVI7.js";

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
export {
  publishCommand
};
