// Runs action.yml the way the GitHub runner runs a composite action, so the action's wiring
// (inputs → INPUT_* env, step outputs → action outputs, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY
// files, masking, `if:` conditions, cancellation) is tested for real instead of by calling run().
//
// It also models what the runner does at GitHub's limits:
// - a step summary file over 1 MiB (in bytes) is not uploaded: the runner logs
//   "$GITHUB_STEP_SUMMARY upload aborted, supports content up to a size of 1024k, got …k" and
//   the summary is lost (recorded in `summaryRejected`);
// - of the annotations a step writes, GitHub shows 10 errors, 10 warnings and 10 notices
//   (`annotations[].shown`);
// - cancellation (job cancelled, timeout-minutes): SIGINT to the step's process, SIGTERM 7.5 s
//   later, SIGKILL 2.5 s after that; then only steps whose `if:` asks for always() or
//   cancelled() run.
import { execFileSync, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { load } from "js-yaml";
import { helmBinary } from "./chart-repository.js";

interface ActionStep {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}

interface ActionDefinition {
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: ActionStep[] };
}

/** The runner's documented limits and timings. */
export const RUNNER = {
  summaryBytes: 1024 * 1024,
  annotationsPerLevel: 10,
  sigtermAfterMs: 7_500,
  killAfterMs: 2_500,
} as const;

export interface CancelPlan {
  /** Cancel once the step's output matches (e.g. the sync has started waiting on health). */
  when: RegExp;
  /** …and this much later. */
  afterMs?: number;
  /** true: SIGKILL at once (the process is killed outright, e.g. out of memory), no SIGINT. */
  kill?: boolean;
  /** SIGTERM alone, then SIGKILL 2.5 s later (what `docker stop` and most supervisors send). */
  sigterm?: boolean;
}

export interface RunActionOptions {
  /** Directory holding action.yml and dist/ (GITHUB_ACTION_PATH). */
  actionPath: string;
  /** The step's `with:` map. */
  with?: Record<string, string>;
  /** Extra environment (GITHUB_EVENT_PATH, GITHUB_API_URL, ...). */
  env?: Record<string, string>;
  workspace: string;
  /** github context values used in expressions (`github.token` etc.). */
  github?: Record<string, string>;
  /** RUNNER_TEMP of the job: give two uses of the action the same one, as in one job. */
  runnerTemp?: string;
  cancel?: CancelPlan;
}

export interface Annotation {
  level: "error" | "warning" | "notice";
  message: string;
  file?: string;
  line?: number;
  /** Whether GitHub shows it (the first 10 of its level in the step). */
  shown: boolean;
}

export interface ActionRun {
  exitCode: number;
  outputs: Record<string, string>;
  /** The job summary as GitHub shows it: every step summary the runner accepted. */
  summary: string;
  /** Step summaries the runner refused (over 1 MiB), with their size in bytes. */
  summaryRejected: { step: string; bytes: number }[];
  /** Everything the steps printed, with masked values replaced by *** as the runner does. */
  log: string;
  /** Values registered with ::add-mask::. */
  masked: string[];
  /**
   * The log before masking, without the ::add-mask:: lines: shows what the action printed itself,
   * so a test can prove a value was never printed rather than only masked.
   */
  rawLog: string;
  skippedSteps: string[];
  annotations: Annotation[];
  /** Set when the run was cancelled: which signals the step got and how long it took to exit. */
  cancelled?: { signals: string[]; exitedAfterMs: number };
}

type Status = "success" | "failure" | "cancelled";

export async function runAction(opts: RunActionOptions): Promise<ActionRun> {
  const action = load(await readFile(join(opts.actionPath, "action.yml"), "utf8")) as ActionDefinition;
  if (action.runs.using !== "composite")
    throw new Error(`expected a composite action, got ${action.runs.using}`);
  const temp = opts.runnerTemp ?? (await mkdtemp(join(tmpdir(), "action-run-")));
  const files = await mkdtemp(join(temp, "_runner_file_commands-"));
  const github: Record<string, string> = { token: "", workspace: opts.workspace, ...opts.github };
  const inputs: Record<string, string> = {};
  for (const [name, def] of Object.entries(action.inputs ?? {})) {
    const given = opts.with?.[name];
    inputs[name] =
      given ?? evaluate(String(def.default ?? ""), { inputs: {}, github, steps: {}, status: "success" });
  }
  for (const name of Object.keys(opts.with ?? {})) {
    // The runner warns about unexpected inputs; a test passing one is a mistake.
    if (!(name in inputs)) throw new Error(`input ${name} is not defined in action.yml`);
  }
  const steps: Record<string, Record<string, string>> = {};
  const masked: string[] = [];
  const skippedSteps: string[] = [];
  const annotations: Annotation[] = [];
  const summaryRejected: ActionRun["summaryRejected"] = [];
  let summary = "";
  let log = "";
  let exitCode = 0;
  let status: Status = "success";
  let cancelled: ActionRun["cancelled"];
  /** What earlier steps added to the job's PATH (GITHUB_PATH), newest first. */
  const addedPath: string[] = [];
  for (const [index, step] of action.runs.steps.entries()) {
    const context: Context = { inputs, github, steps, status };
    const label = step.id ?? step.name ?? `step ${index}`;
    if (!condition(step.if, context)) {
      skippedSteps.push(label);
      continue;
    }
    if (step.uses) {
      // The actions the emulator stands in for: azure/setup-helm, as the pinned Helm the tests build.
      if (/^azure\/setup-helm@[0-9a-f]{40}$/.test(step.uses) && step.id) {
        steps[step.id] = { "helm-path": helmBinary() };
        continue;
      }
      // fluxcd/pkg/actions/kustomize puts kustomize on the job's PATH (GITHUB_PATH): the one Flux's
      // kustomize-controller links, as the tests build it (scripts/tools/flux-binaries.sh).
      if (/^fluxcd\/pkg\/actions\/kustomize@[0-9a-f]{40}$/.test(step.uses)) {
        addedPath.unshift(join(fluxControllerDir(), "bin"));
        continue;
      }
      throw new Error(`step ${label} would run ${step.uses}; the emulator only runs 'run' steps`);
    }
    if (!step.run) continue;
    const outputFile = join(files, `set_output_${index}`);
    const summaryFile = join(files, `step_summary_${index}`);
    await writeFile(outputFile, "");
    await writeFile(summaryFile, "");
    const env: Record<string, string> = {
      ...hostEnvironment(),
      CI: "true",
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: opts.workspace,
      GITHUB_ACTION_PATH: opts.actionPath,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      RUNNER_TEMP: temp,
      ...opts.env,
    };
    if (addedPath.length > 0) env.PATH = [...addedPath, env.PATH ?? ""].join(":");
    for (const [key, value] of Object.entries(step.env ?? {})) env[key] = evaluate(String(value), context);
    const result = await runScript(
      step.run,
      env,
      opts.workspace,
      status === "success" ? opts.cancel : undefined,
    );
    for (const line of result.output.split("\n")) {
      const m = /^::add-mask::(.*)$/.exec(line);
      if (m?.[1]) masked.push(m[1]);
      const a = parseAnnotation(line);
      if (a) {
        const sameLevel = annotations.filter((x) => x.level === a.level).length;
        annotations.push({ ...a, shown: sameLevel < RUNNER.annotationsPerLevel });
      }
    }
    log += result.output;
    if (step.id) steps[step.id] = parseOutputFile(await readFile(outputFile, "utf8"));
    const bytes = (await stat(summaryFile)).size;
    if (bytes > RUNNER.summaryBytes) {
      summaryRejected.push({ step: label, bytes });
      log += `##[error]$GITHUB_STEP_SUMMARY upload aborted, supports content up to a size of ${RUNNER.summaryBytes / 1024}k, got ${Math.ceil(bytes / 1024)}k.\n`;
    } else {
      summary += await readFile(summaryFile, "utf8");
    }
    if (result.cancelled) {
      cancelled = result.cancelled;
      status = "cancelled";
      exitCode = result.code || 1;
    } else if (result.code !== 0 && status === "success") {
      status = "failure";
      exitCode = result.code;
    }
  }
  const outputs: Record<string, string> = {};
  for (const [name, def] of Object.entries(action.outputs ?? {})) {
    outputs[name] = evaluate(def.value, { inputs, github, steps, status });
  }
  const rawLog = log
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"))
    .join("\n");
  for (const secret of masked) log = log.split(secret).join("***");
  return {
    exitCode,
    outputs,
    summary,
    summaryRejected,
    log,
    rawLog,
    masked,
    skippedSteps,
    annotations,
    ...(cancelled ? { cancelled } : {}),
  };
}

/** `::error file=a.yaml,line=3::message` as the runner reads it (values unescaped). */
function parseAnnotation(line: string): Omit<Annotation, "shown"> | undefined {
  const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
  if (!m) return undefined;
  const unescapeValue = (s: string) =>
    s
      .replaceAll("%0D", "\r")
      .replaceAll("%0A", "\n")
      .replaceAll("%3A", ":")
      .replaceAll("%2C", ",")
      .replaceAll("%25", "%");
  const props = Object.fromEntries(
    (m[2] ?? "")
      .split(",")
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf("=")), unescapeValue(p.slice(p.indexOf("=") + 1))]),
  );
  return {
    level: m[1] as Annotation["level"],
    message: unescapeValue(m[3]!),
    ...(props.file ? { file: props.file } : {}),
    ...(props.line ? { line: Number(props.line) } : {}),
  };
}

/**
 * The test process's environment without the runner's own GITHUB_* / RUNNER_* / INPUT_* variables:
 * when the tests themselves run in GitHub Actions, the action under test must not see (and post
 * to) the real repository, event or API.
 */
/** The kustomize-controller build with its kustomize: $FLUX_KC_DIR (as `npm test` exports it), else built once. */
function fluxControllerDir(): string {
  if (!process.env.FLUX_KC_DIR) {
    const out = execFileSync(
      join(resolve(import.meta.dirname, "../.."), "scripts/tools/flux-binaries.sh"),
      [],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    process.env.FLUX_KC_DIR = out.trim().split("\n").at(-1);
  }
  return process.env.FLUX_KC_DIR!;
}

function hostEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] => e[1] !== undefined && !/^(GITHUB_|RUNNER_|INPUT_|ACTIONS_)/.test(e[0]),
    ),
  );
}

interface Context {
  inputs: Record<string, string>;
  github: Record<string, string>;
  steps: Record<string, Record<string, string>>;
  status: Status;
}

function lookup(path: string, ctx: Context): string {
  const parts = path.trim().split(".");
  if (parts[0] === "inputs") return ctx.inputs[parts.slice(1).join(".")] ?? "";
  if (parts[0] === "github") return ctx.github[parts.slice(1).join(".")] ?? "";
  if (parts[0] === "steps" && parts[2] === "outputs") return ctx.steps[parts[1]!]?.[parts[3]!] ?? "";
  throw new Error(`unsupported expression ${path}`);
}

function evaluate(text: string, ctx: Context): string {
  return text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_m, expr: string) => String(expression(expr, ctx)));
}

/** An `if:`: without one a step runs on success; status functions as GitHub defines them. */
function condition(expr: string | undefined, ctx: Context): boolean {
  if (expr === undefined) return ctx.status === "success";
  const inner = expr.replace(/^\$\{\{\s*|\s*\}\}$/g, "").trim();
  const usesStatus = /\b(always|success|failure|cancelled)\(\)/.test(inner);
  // GitHub adds an implicit success() && to a condition without a status function.
  return truthy(expression(inner, ctx)) && (usesStatus || ctx.status === "success");
}

function truthy(value: string | boolean): boolean {
  return typeof value === "boolean" ? value : value !== "";
}

/**
 * GitHub's expression subset action.yml uses: property paths, 'strings', ==, !=, !, &&, || (which
 * return an operand, as in GitHub), parentheses and the status functions.
 */
function expression(source: string, ctx: Context): string | boolean {
  const tokens = source.match(/'(?:[^']|'')*'|==|!=|&&|\|\||[!()]|[\w.-]+\(\)|[\w.-]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const next = () => tokens[at++]!;
  const primary = (): string | boolean => {
    const t = next();
    if (t === "(") {
      const v = or();
      next();
      return v;
    }
    if (t === "!") return !truthy(primary());
    if (t.startsWith("'")) return t.slice(1, -1).replaceAll("''", "'");
    if (t === "always()") return true;
    if (t === "success()") return ctx.status === "success";
    if (t === "failure()") return ctx.status === "failure";
    if (t === "cancelled()") return ctx.status === "cancelled";
    if (t === "true" || t === "false") return t === "true";
    return lookup(t, ctx);
  };
  const compare = (): string | boolean => {
    let v = primary();
    while (peek() === "==" || peek() === "!=") {
      const op = next();
      const w = primary();
      v = op === "==" ? String(v) === String(w) : String(v) !== String(w);
    }
    return v;
  };
  const and = (): string | boolean => {
    let v = compare();
    while (peek() === "&&") {
      next();
      const w = compare();
      v = truthy(v) ? w : v;
    }
    return v;
  };
  const or = (): string | boolean => {
    let v = and();
    while (peek() === "||") {
      next();
      const w = and();
      v = truthy(v) ? v : w;
    }
    return v;
  };
  const value = or();
  if (at !== tokens.length) throw new Error(`unsupported expression ${source}`);
  return value;
}

function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const body: string[] = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) body.push(lines[i]!);
      outputs[heredoc[1]!] = body.join("\n");
    } else if (line.includes("=")) {
      outputs[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
    }
  }
  return outputs;
}

function runScript(
  script: string,
  env: Record<string, string>,
  cwd: string,
  cancel?: CancelPlan,
): Promise<{ code: number; output: string; cancelled?: ActionRun["cancelled"] }> {
  return new Promise((resolvePromise, reject) => {
    // The runner's bash invocation for `shell: bash`.
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], { env, cwd });
    let output = "";
    const signals: string[] = [];
    let signalledAt = 0;
    const timers: NodeJS.Timeout[] = [];
    // The runner signals the step's process (not its group): what `run:` exec's gets them.
    const send = (signal: NodeJS.Signals) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signals.push(signal);
      child.kill(signal);
    };
    let matched = false;
    const cancelNow = () => {
      signalledAt = Date.now();
      if (cancel!.kill) return send("SIGKILL");
      if (cancel!.sigterm) {
        send("SIGTERM");
        timers.push(setTimeout(() => send("SIGKILL"), RUNNER.killAfterMs));
        return;
      }
      send("SIGINT");
      timers.push(
        setTimeout(() => send("SIGTERM"), RUNNER.sigtermAfterMs),
        setTimeout(() => send("SIGKILL"), RUNNER.sigtermAfterMs + RUNNER.killAfterMs),
      );
    };
    const watch = () => {
      if (!cancel || matched || !cancel.when.test(output)) return;
      matched = true;
      if (cancel.afterMs) timers.push(setTimeout(cancelNow, cancel.afterMs));
      else cancelNow();
    };
    child.stdout.on("data", (d) => {
      output += d;
      watch();
    });
    child.stderr.on("data", (d) => {
      output += d;
      watch();
    });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      for (const t of timers) clearTimeout(t);
      resolvePromise({
        code: code ?? (signal ? 128 : 1),
        output,
        ...(signalledAt ? { cancelled: { signals, exitedAfterMs: Date.now() - signalledAt } } : {}),
      });
    });
  });
}

/**
 * A fresh bundle of the current sources laid out as the runner sees the action (action.yml beside
 * dist/), in a temp dir; `GITHUB_ACTION_PATH` for runAction. Tests run the real entry point.
 */
export async function bundledAction(): Promise<string> {
  const repo = resolve(import.meta.dirname, "../..");
  const actionPath = await mkdtemp(join(tmpdir(), "ks-action-"));
  await cp(join(repo, "action.yml"), join(actionPath, "action.yml"));
  const { bundle } = await import("../../scripts/bundle.mjs");
  await bundle(join(actionPath, "dist"));
  return actionPath;
}

/** A fresh bundle of the current sources' CLI in a temp dir; the path of its cli.js, to run with node. */
export async function bundledCli(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), "ks-cli-"));
  const { bundle } = await import("../../scripts/bundle.mjs");
  await bundle(out);
  return join(out, "cli.js");
}
