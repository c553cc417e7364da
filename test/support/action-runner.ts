// Runs action.yml the way the GitHub runner runs a composite action, so the action's wiring
// (inputs → INPUT_* env, step outputs → action outputs, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY
// files, masking) is tested for real instead of by calling run() directly.
import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse } from "yaml";

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
}

export interface ActionRun {
  exitCode: number;
  outputs: Record<string, string>;
  summary: string;
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
}

export async function runAction(opts: RunActionOptions): Promise<ActionRun> {
  const action = parse(await readFile(join(opts.actionPath, "action.yml"), "utf8")) as ActionDefinition;
  if (action.runs.using !== "composite")
    throw new Error(`expected a composite action, got ${action.runs.using}`);
  const temp = await mkdtemp(join(tmpdir(), "action-run-"));
  const summaryFile = join(temp, "summary.md");
  await writeFile(summaryFile, "");
  const github: Record<string, string> = { token: "", workspace: opts.workspace, ...opts.github };
  const inputs: Record<string, string> = {};
  for (const [name, def] of Object.entries(action.inputs ?? {})) {
    const given = opts.with?.[name];
    inputs[name] = given ?? evaluate(String(def.default ?? ""), { inputs: {}, github, steps: {} });
  }
  for (const name of Object.keys(opts.with ?? {})) {
    // The runner warns about unexpected inputs; a test passing one is a mistake.
    if (!(name in inputs)) throw new Error(`input ${name} is not defined in action.yml`);
  }
  const steps: Record<string, Record<string, string>> = {};
  const masked: string[] = [];
  const skippedSteps: string[] = [];
  let log = "";
  let exitCode = 0;
  for (const [index, step] of action.runs.steps.entries()) {
    const context = { inputs, github, steps };
    const label = step.id ?? step.name ?? `step ${index}`;
    if (step.if !== undefined && !condition(step.if, context)) {
      skippedSteps.push(label);
      continue;
    }
    if (step.uses)
      throw new Error(`step ${label} would run ${step.uses}; the emulator only runs 'run' steps`);
    if (!step.run) continue;
    const outputFile = join(temp, `output-${index}`);
    await writeFile(outputFile, "");
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
    for (const [key, value] of Object.entries(step.env ?? {})) env[key] = evaluate(String(value), context);
    const result = await runScript(step.run, env, opts.workspace);
    for (const line of result.output.split("\n")) {
      const m = /^::add-mask::(.*)$/.exec(line);
      if (m?.[1]) masked.push(m[1]);
    }
    log += result.output;
    if (step.id) steps[step.id] = parseOutputFile(await readFile(outputFile, "utf8"));
    if (result.code !== 0) {
      exitCode = result.code;
      break;
    }
  }
  const outputs: Record<string, string> = {};
  for (const [name, def] of Object.entries(action.outputs ?? {})) {
    outputs[name] = evaluate(def.value, { inputs, github, steps });
  }
  const rawLog = log
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"))
    .join("\n");
  for (const secret of masked) log = log.split(secret).join("***");
  return {
    exitCode,
    outputs,
    summary: await readFile(summaryFile, "utf8"),
    log,
    rawLog,
    masked,
    skippedSteps,
  };
}

/**
 * The test process's environment without the runner's own GITHUB_* / RUNNER_* / INPUT_* variables:
 * when the tests themselves run in GitHub Actions, the action under test must not see (and post
 * to) the real repository, event or API.
 */
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
}

function lookup(path: string, ctx: Context): string {
  const parts = path.trim().split(".");
  if (parts[0] === "inputs") return ctx.inputs[parts.slice(1).join(".")] ?? "";
  if (parts[0] === "github") return ctx.github[parts.slice(1).join(".")] ?? "";
  if (parts[0] === "steps" && parts[2] === "outputs") return ctx.steps[parts[1]!]?.[parts[3]!] ?? "";
  throw new Error(`unsupported expression ${path}`);
}

function evaluate(text: string, ctx: Context): string {
  return text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_m, expr: string) => lookup(expr, ctx));
}

function condition(expr: string, ctx: Context): boolean {
  const inner = expr.replace(/^\$\{\{\s*|\s*\}\}$/g, "").trim();
  const m = /^(.+?)\s*(==|!=)\s*'([^']*)'$/.exec(inner);
  if (m) {
    const value = lookup(m[1]!, ctx);
    return m[2] === "==" ? value === m[3] : value !== m[3];
  }
  return lookup(inner, ctx) !== "";
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
): Promise<{ code: number; output: string }> {
  return new Promise((resolvePromise, reject) => {
    // The runner's bash invocation for `shell: bash`.
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], { env, cwd });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code: code ?? 1, output }));
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
