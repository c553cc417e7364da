import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import * as core from "@actions/core";
import { actionsSink, type GroupedLogger, groupedLogger } from "./cli/logger.js";
import type { DiffReport } from "./diff/index.js";
import {
  type GitHubContext,
  Publisher,
  type PublishLog,
  publishDiff,
  publishReport,
  readGitHubContext,
  readSavedReport,
  summaryMarkdown,
  writeStepSummary,
} from "./github/index.js";
import { type ActionSettings, partialSettings, readOptions, readSettings } from "./inputs.js";
import {
  type KustomizationResult,
  kustomizationKey,
  RUN_MODES,
  type RunMode,
  type RunReport,
  silentLogger,
} from "./model/index.js";
import { type RunOptions, UsageError } from "./options.js";
import { destroy, diffAgainstBase, sync, validate } from "./reconcile/index.js";
import {
  type Annotation,
  budgetAnnotations,
  countActions,
  diffAnnotations,
  failureSummary,
  GITHUB_LIMITS,
  type MarkdownContext,
  measure,
  parseRunReport,
  planAnnotations,
  planDiff,
  redact,
  redactDeep,
  renderChangeLines,
  renderDiffText,
  renderReleaseLines,
  renderTextTable,
  SecretValues,
  warningLines,
} from "./report/index.js";

/**
 * How long a cancelled run may spend reporting. The runner sends SIGINT, SIGTERM 7.5 s later and
 * kills 2.5 s after that; the status, summary and outputs must be written well before the kill
 * (a SIGTERM alone, as `docker stop` sends, leaves less time).
 */
const CANCEL_BUDGET_MS: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 5_000, SIGTERM: 1_500 };

/** Files of one use of the action: two uses in one job must not share any (see action.yml). */
interface StepFiles {
  dir: string;
  result: string;
  /** Written once the run has published its final status and outputs; read by the last step. */
  finished: string;
}

/** What the run knows so far: enough to report a cancelled run. */
interface RunState {
  files: StepFiles;
  log: GroupedLogger;
  startedAt: number;
  settings?: ActionSettings;
  options?: RunOptions;
  github?: GitHubContext;
  publisher?: Publisher;
  cancelling?: boolean;
  /**
   * The run's report once the engine has finished: a cancel after this point (while publishing)
   * reports what the run did, not a cancelled run.
   */
  report?: RunReport;
  /** The publication under way, awaited (within the budget) by a cancel. */
  publishing?: Promise<{ commentUrl: string }>;
}

/**
 * The action's entry: inputs → engine → log, annotations, JSON report, outputs, PR comment, job
 * summary, commit status → gate. A user mistake fails the step without a stack trace; a report
 * that cannot be published (read-only token on a fork PR) is a warning, never a failure. SIGINT
 * and SIGTERM (a cancelled job) end the status as `error` and report what the run knew.
 * `node dist/index.js finish` is the action's last step (see action.yml).
 */
export async function run(): Promise<void> {
  if (process.argv[2] === "finish") return finishStoppedRun();
  const state: RunState = {
    files: await stepFiles(),
    log: groupedLogger(actionsSink(), { verbose: core.isDebug() }),
    startedAt: Date.now(),
  };
  const onSignal = (signal: NodeJS.Signals) => void cancel(state, signal);
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    await runSteps(state);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    core.setFailed(`kustomize-sync failed unexpectedly: ${(err as Error).stack ?? message}`);
    // Never leave the "pending" status behind: branch protection would wait on it forever.
    await state.publisher?.status("error", `kustomize-sync failed: ${message}`);
  }
  if (state.cancelling) return; // the cancel handler finishes the run and exits
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);
  state.log.close();
  await writeFile(state.files.finished, "");
}

async function runSteps(state: RunState): Promise<void> {
  let settings: ActionSettings;
  try {
    settings = readSettings();
  } catch (err) {
    if (err instanceof UsageError) return configurationError(state, partialSettings(), err.message);
    throw err;
  }
  state.settings = settings;
  state.github = readGitHubContext();
  state.publisher =
    state.github && settings.githubToken ? new Publisher(state.github, settings, publishLog()) : undefined;
  if (settings.mode === "publish") return publishSaved(state, settings);

  await state.publisher?.status("pending", `${settings.mode} in progress`);
  let options: RunOptions;
  try {
    options = readOptions(state.log);
    if (settings.mode === "build")
      throw new UsageError(
        "mode: 'build' is for the CLI (kustomize-sync build); use sync, plan, diff, validate, destroy or publish",
      );
  } catch (err) {
    if (err instanceof UsageError) return configurationError(state, settings, err.message);
    throw err;
  }
  state.options = options;
  if (settings.mode === "diff") return diffSteps(state, settings, options);
  let report: RunReport;
  try {
    report =
      options.mode === "validate" || options.mode === "graph"
        ? (await validate(options)).report
        : options.mode === "destroy"
          ? await destroy(options)
          : await sync(options);
  } catch (err) {
    // Setup mistakes found on the way (no kustomize, a kubeconfig context that does not exist).
    if (err instanceof UsageError) return configurationError(state, settings, err.message);
    throw err;
  }
  if (state.cancelling) return;
  report = redactDeep(report, settings.secrets);

  logReport(report, state.log);
  const root = relative(process.env.GITHUB_WORKSPACE || process.cwd(), options.root);
  const unannotated = annotate(report, root, state.publisher ? 2 : 0);
  await writeResult(state.files, report);
  state.report = report;
  const common = publishing(state, settings);
  state.publishing = publishReport({ report, ...common, ctx: { ...common.ctx, unannotated } });
  const { commentUrl } = await state.publishing;
  if (state.cancelling) return;
  core.setOutput("comment-url", commentUrl);
  gate(report.ready, () => failureSummary(report), settings, state.log);
}

/**
 * `mode: diff`: renders every Kustomization at the base commit (default: the pull request's base)
 * and at the checkout, with no cluster and no secrets (it runs for forks' pull requests), and
 * publishes the diff: log, JSON report, outputs, sticky comment, job summary, commit status.
 */
async function diffSteps(state: RunState, settings: ActionSettings, options: RunOptions): Promise<void> {
  const base = settings.base ?? state.github?.pullRequest?.baseSha;
  if (!base) {
    return configurationError(
      state,
      settings,
      `base: mode diff needs the git revision to compare with; it defaults to the pull request's base commit, and this ${state.github?.eventName || "run"} event has no pull request`,
    );
  }
  const secrets = new SecretValues(settings.secrets);
  let report: DiffReport;
  try {
    const fetch = { log: (message: string) => state.log.info(message) };
    report = redactDeep(await diffAgainstBase(options, base, secrets, fetch), secrets.values);
  } catch (err) {
    if (err instanceof UsageError) return configurationError(state, settings, err.message);
    throw err;
  }
  if (state.cancelling) return;
  state.log.info(renderDiffText(report, report).trimEnd());
  const root = relative(process.env.GITHUB_WORKSPACE || process.cwd(), options.root);
  emitAnnotations(diffAnnotations(report, root), state.publisher ? 2 : 0);
  const s = report.summary.objects;
  await writeOutputs(state.files, report, {
    changes: s.added + s.changed + s.deleted + s.orphaned,
    hasChanges: report.hasChanges,
  });
  const { commentUrl } = await publishDiff({ report, ...publishing(state, settings) });
  core.setOutput("comment-url", commentUrl);
  gate(
    report.ready,
    () => "a Kustomization does not render at the head (see the annotations)",
    settings,
    state.log,
  );
}

/** `mode: publish`: posts a report saved by an earlier job (see docs/ACTION.md, forks). */
async function publishSaved(state: RunState, settings: ActionSettings): Promise<void> {
  const file = resolve(process.env.GITHUB_WORKSPACE || process.cwd(), settings.report!);
  let report: RunReport;
  try {
    report = await readSavedReport(file, settings.secrets);
  } catch (err) {
    return configurationError(state, settings, `report: ${(err as Error).message}`);
  }
  logReport(report, state.log);
  core.setOutput("ready", String(report.ready));
  core.setOutput("result", file);
  state.report = report;
  state.publishing = publishReport({ report, ...publishing(state, settings) });
  const { commentUrl } = await state.publishing;
  if (state.cancelling) return;
  core.setOutput("comment-url", commentUrl);
  gate(report.ready, () => failureSummary(report), settings, state.log);
}

/**
 * A mistake in the inputs or the setup: one line, no stack trace, and still every output a
 * workflow reads (`ready: false`, a `result` report saying why), the summary and an `error` status.
 */
async function configurationError(state: RunState, settings: ActionSettings, message: string): Promise<void> {
  const clean = redact(message, settings.secrets);
  core.setFailed(clean);
  const mode = RUN_MODES.includes(settings.mode as RunMode) ? (settings.mode as RunMode) : "sync";
  const report: RunReport = {
    ready: false,
    mode,
    kustomizations: [],
    problems: [{ message: `configuration error: ${clean}` }],
    startedAt: new Date(state.startedAt).toISOString(),
    durationMs: Date.now() - state.startedAt,
  };
  await writeResult(state.files, report);
  core.setOutput("comment-url", "");
  await writeStepSummary(summaryMarkdown(report, markdownContext(state)), publishLog());
  const github = state.github ?? readGitHubContext();
  // A status context GitHub would refuse is itself the configuration error: no status then.
  const writable = measure(settings.statusContext, "characters") <= GITHUB_LIMITS.statusContextCharacters;
  const publisher =
    state.publisher ??
    (github && settings.githubToken && writable ? new Publisher(github, settings, publishLog()) : undefined);
  await publisher?.status("error", `configuration error: ${clean}`);
}

/** What every publishing call takes from the run's state. */
function publishing(state: RunState, settings: ActionSettings) {
  return {
    github: state.github,
    publisher: state.publisher,
    settings,
    ctx: markdownContext(state),
    log: publishLog(),
  };
}

function markdownContext(state: RunState): MarkdownContext {
  return {
    header: state.settings?.commentHeader,
    runUrl: state.github?.runUrl,
    commit: state.github?.sha,
  };
}

/** Fails the step when something is not Ready (the annotations already said what). */
function gate(ready: boolean, reason: () => string, settings: ActionSettings, log: GroupedLogger): void {
  if (ready) return;
  const why = reason();
  if (settings.failOnNotReady) {
    log.error(`kustomize-sync: ${why}`);
    process.exitCode = 1;
  } else {
    log.info(`kustomize-sync: ${why} (fail-on-not-ready: false, the step succeeds)`);
  }
}

function publishLog(): PublishLog {
  return { info: (m) => core.info(m), warn: (m) => core.warning(m) };
}

function logReport(report: RunReport, log: GroupedLogger): void {
  for (const k of report.kustomizations) {
    for (const change of renderChangeLines(k, report.mode)) log.info(`${k.namespace}/${k.name}: ${change}`);
    for (const release of renderReleaseLines(k)) log.info(`${k.namespace}/${k.name}: ${release}`);
    for (const warning of warningLines(report, k)) log.warn(warning);
  }
  // What would change, field by field, as `kustomize-sync plan` prints it.
  if (report.mode === "plan")
    log.info(renderDiffText(planDiff(report), undefined, { failures: false }).trimEnd());
  log.info(renderTextTable(report));
}

/**
 * One annotation per problem, most important first, within what GitHub shows per step (10 of each
 * level); the rest are returned for the job summary. Report paths are relative to the sync root,
 * annotations need them relative to the workspace. `reservedWarnings` leaves room for the
 * publisher's own warnings (a read-only token).
 */
function annotate(report: RunReport, rootFromWorkspace: string, reservedWarnings: number): string[] {
  return emitAnnotations(planAnnotations(report, rootFromWorkspace), reservedWarnings);
}

/** Writes what GitHub shows of `annotations` (10 per level and step); returns the rest's messages. */
function emitAnnotations(annotations: Annotation[], reservedWarnings: number): string[] {
  const { shown, rest } = budgetAnnotations(annotations, { warning: reservedWarnings });
  for (const a of shown) {
    const where: core.AnnotationProperties = a.file
      ? { file: a.file, ...(a.line ? { startLine: a.line } : {}) }
      : {};
    if (a.level === "error") core.error(a.message, where);
    else if (a.level === "warning") core.warning(a.message, where);
    else core.notice(a.message, where);
  }
  return rest;
}

/** The JSON report and the outputs that say what the run did. */
async function writeResult(files: StepFiles, report: RunReport): Promise<void> {
  // Objects created, configured or deleted (plan: that would be): drift when a plan of main has any.
  const counts = countActions(report.kustomizations.flatMap((k) => k.changes));
  const changes = counts.created + counts.configured + counts.deleted;
  await writeOutputs(files, report, { changes, hasChanges: changes > 0 });
}

/** The JSON report, written whole or not at all (a kill mid-write must not leave half a file). */
async function writeOutputs(
  files: StepFiles,
  report: RunReport | DiffReport,
  { changes, hasChanges }: { changes: number; hasChanges: boolean },
): Promise<void> {
  const partial = `${files.result}.partial`;
  await writeFile(partial, `${JSON.stringify(report, null, 2)}\n`);
  await rename(partial, files.result);
  core.setOutput("ready", String(report.ready));
  core.setOutput("result", files.result);
  core.setOutput("changes", String(changes));
  core.setOutput("has-changes", String(hasChanges));
}

/** This use's directory: action.yml makes one per use (KUSTOMIZE_SYNC_STEP_DIR); else a fresh one. */
async function stepFiles(): Promise<StepFiles> {
  const given = process.env.KUSTOMIZE_SYNC_STEP_DIR;
  const dir = given || (await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), "kustomize-sync-")));
  await mkdir(dir, { recursive: true });
  return { dir, result: join(dir, "report.json"), finished: join(dir, "finished") };
}

/**
 * SIGINT / SIGTERM: the job was cancelled (or hit `timeout-minutes`). Prints what the running
 * Kustomizations had logged, writes what the run knew as the report (finished rows as they ended,
 * the rest `Cancelled`), the outputs and the summary, sets the status to `error`, and exits —
 * all within CANCEL_BUDGET_MS, before the runner kills the process.
 */
async function cancel(state: RunState, signal: NodeJS.Signals): Promise<void> {
  if (state.cancelling) return; // SIGTERM after SIGINT: already on it
  state.cancelling = true;
  const budget = CANCEL_BUDGET_MS[signal] ?? 1_500;
  const deadline = AbortSignal.timeout(budget);
  const kill = setTimeout(() => process.exit(1), budget + 500);
  kill.unref();
  try {
    if (state.report && state.settings) {
      await finishPublishing(state, state.report, state.settings, signal, budget, deadline);
      process.exit(state.report.ready ? 0 : 1);
    }
    core.info(`kustomize-sync: ${signal} received, the run is cancelled; reporting what it knew.`);
    const running = state.log.running();
    state.log.flushRunning(`cancelled (${signal}) before it finished`);
    const report = redactDeep(
      await cancelledReport(state, signal, running, budget / 4),
      state.settings?.secrets ?? [],
    );
    await writeResult(state.files, report);
    core.setOutput("comment-url", "");
    if (state.settings) {
      await publishReport({
        report,
        ...publishing(state, state.settings),
        noComment: true,
        signal: deadline,
      });
    }
    await writeFile(state.files.finished, "");
  } catch (err) {
    core.warning(`kustomize-sync could not report the cancelled run: ${(err as Error).message}`);
  }
  process.exit(1);
}

/**
 * A cancel once the run had finished and was publishing: what it did is known, so the status
 * says its real result (not "cancelled: 3 of 3 finished"), and the outputs name what was
 * published. The publication under way is given half the budget to finish (its comment's URL);
 * else the status and the summary are written again without the comment.
 */
async function finishPublishing(
  state: RunState,
  report: RunReport,
  settings: ActionSettings,
  signal: NodeJS.Signals,
  budget: number,
  deadline: AbortSignal,
): Promise<void> {
  core.info(`kustomize-sync: ${signal} received after the run finished; finishing its report.`);
  const timeout = new Promise<undefined>((r) => setTimeout(() => r(undefined), budget / 2).unref());
  const published = await Promise.race([state.publishing?.catch(() => undefined), timeout]);
  if (!published) {
    await publishReport({ report, ...publishing(state, settings), noComment: true, signal: deadline });
  }
  core.setOutput("comment-url", published?.commentUrl ?? state.publisher?.commentUrl ?? "");
  state.log.close();
  await writeFile(state.files.finished, "");
}

async function cancelledReport(
  state: RunState,
  signal: NodeJS.Signals,
  running: { title: string; last?: string }[],
  readForMs: number,
): Promise<RunReport> {
  const finished = new Map<string, KustomizationResult>();
  for (const [title, value] of state.log.finished()) if (isResult(value)) finished.set(title, value);
  const runningTitles = new Map(running.map((r) => [r.title, r.last]));
  // Every defined Kustomization, so the report also lists those that never started; the
  // definitions are read again (no cluster), given a moment, else only what the log saw.
  let defined: KustomizationResult[] = [];
  if (state.options) {
    const validation = await Promise.race([
      validate({ ...state.options, log: silentLogger }).then((v) => v.report.kustomizations),
      new Promise<undefined>((r) => setTimeout(() => r(undefined), readForMs).unref()),
    ]).catch(() => undefined);
    defined = validation ?? [];
  }
  const cancelled = (k: { namespace: string; name: string }, message: string): KustomizationResult => ({
    name: k.name,
    namespace: k.namespace,
    ready: "Unknown",
    reason: "Cancelled",
    message,
    revision: "",
    changes: [],
    durationMs: 0,
  });
  const rows: KustomizationResult[] = [];
  const seen = new Set<string>();
  const row = (key: string, k: { namespace: string; name: string }) => {
    seen.add(key);
    const done = finished.get(key);
    if (done) return rows.push(done);
    if (runningTitles.has(key)) {
      const last = runningTitles.get(key);
      return rows.push(
        cancelled(k, `cancelled (${signal}) while reconciling${last ? `; last: ${last}` : ""}`),
      );
    }
    rows.push(cancelled(k, `not started: the run was cancelled (${signal})`));
  };
  for (const k of defined) row(kustomizationKey(k), k);
  for (const key of [...finished.keys(), ...runningTitles.keys()]) {
    if (seen.has(key)) continue;
    const [namespace = "", name = key] = key.replace(/ \(removed\)$/, "").split("/");
    row(key, { namespace, name });
  }
  return {
    ready: false,
    mode: state.options?.mode ?? "sync",
    kustomizations: rows,
    problems: [],
    startedAt: new Date(state.startedAt).toISOString(),
    durationMs: Date.now() - state.startedAt,
    cancelled: { signal, at: new Date().toISOString() },
  };
}

function isResult(value: unknown): value is KustomizationResult {
  const v = value as Partial<KustomizationResult> | undefined;
  return typeof v?.name === "string" && typeof v.ready === "string" && Array.isArray(v.changes);
}

/**
 * The action's last step, when the sync step did not mark its directory finished: it was killed
 * outright (SIGKILL after the grace period, out of memory) or never got to report. The required
 * status must not stay `pending`: it becomes `error`, and the outputs and summary say so.
 */
async function finishStoppedRun(): Promise<void> {
  const files = await stepFiles();
  if (existsSync(files.finished)) return;
  const settings = partialSettings();
  const github = readGitHubContext();
  let report: RunReport | undefined;
  try {
    // The sync step may have written its report before it was stopped.
    report = parseRunReport(await readFile(files.result, "utf8"));
  } catch {
    report = undefined;
  }
  const mode = RUN_MODES.includes(settings.mode as RunMode) ? (settings.mode as RunMode) : "sync";
  const stopped: RunReport = {
    ...(report ?? { mode, kustomizations: [] }),
    ready: false,
    problems: [
      ...(report?.problems ?? []),
      {
        message:
          "kustomize-sync was stopped before it could report (the job was cancelled or the process was killed); what it applied is not known here",
      },
    ],
    cancelled: report?.cancelled ?? { signal: "SIGKILL", at: new Date().toISOString() },
  };
  await writeResult(files, stopped);
  const ctx = { header: settings.commentHeader, runUrl: github?.runUrl, commit: github?.sha };
  await writeStepSummary(summaryMarkdown(stopped, ctx), publishLog());
  const publisher =
    github && settings.githubToken ? new Publisher(github, settings, publishLog()) : undefined;
  await publisher?.status("error", "stopped before it could report (cancelled or killed)");
  await writeFile(files.finished, "");
  core.warning("kustomize-sync was stopped before it could report; the commit status is set to error.");
}
