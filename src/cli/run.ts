import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { type RawOptions, resolveOptions, UsageError } from "../options.js";
import { startBaseCheckout } from "../reconcile/base-revision.js";
import { childEnvironment } from "../render/index.js";
import { redact, runSecrets } from "../report/index.js";
import { consoleLogger } from "./logger.js";
import { type CommandOutcome, EXIT_CHANGES, humanOutput, isStandardOutput, writeReport } from "./output.js";
import type { PublishFlags } from "./publish.js";

export type Command = "validate" | "graph" | "build" | "plan" | "diff" | "sync" | "destroy" | "publish";

/** What the command line said, parsed (cli/main.ts). */
export interface CommandFlags {
  raw: RawOptions;
  verbose?: boolean;
  json?: string;
  base?: string;
  markdown?: string;
  exitCode?: boolean;
  publish: PublishFlags;
}

/**
 * Runs a parsed command; returns the exit code. Each command's module is imported here, when it
 * runs: only publish loads the GitHub client, and only a command that connects loads the
 * Kubernetes client (test/unit/bundle-layout.test.ts).
 */
export async function runCommand(command: Command, flags: CommandFlags): Promise<number> {
  const log = consoleLogger({ verbose: flags.verbose });
  try {
    if (command === "publish") {
      const { publishCommand } = await import("./publish.js");
      return await publishCommand(flags.publish, log);
    }
    const raw = { ...flags.raw, root: flags.raw.root ?? gitTopLevel(process.cwd()) };
    const options = resolveOptions(raw, { cwd: process.cwd(), log, pathMayBeMissing: command === "diff" });
    // Checked before the run: a sync must not apply and then fail to say what it did.
    if (
      flags.json !== undefined &&
      !isStandardOutput(flags.json) &&
      !statSync(dirname(resolve(flags.json)), { throwIfNoEntry: false })?.isDirectory()
    )
      throw new UsageError(`--json: directory ${dirname(resolve(flags.json))} does not exist`);
    // `--json -`: the report alone on standard output, the table and the rest on standard error.
    const out = humanOutput(flags.json);
    if (command === "diff") {
      // git reads the base while node loads the render engine (base-revision.ts).
      const base = flags.base?.trim();
      const started = base ? startBaseCheckout(options, base) : undefined;
      try {
        const { diffCommand } = await import("./diff.js");
        return await diffCommand(
          { base: flags.base, json: flags.json, markdown: flags.markdown, exitCode: flags.exitCode },
          options,
          started,
        );
      } finally {
        await started?.close();
      }
    }
    let outcome: CommandOutcome;
    switch (command) {
      case "validate":
      case "graph": {
        const { validateCommand } = await import("./validate.js");
        outcome = await validateCommand(command, options, log, out);
        break;
      }
      case "build": {
        const { buildCommand } = await import("./build.js");
        outcome = await buildCommand(options, out);
        break;
      }
      case "sync":
      case "plan":
      case "destroy": {
        const [{ syncCommand }, { limitHeapGrowth }] = await Promise.all([
          import("./sync.js"),
          import("../heap.js"),
        ]);
        // Once the engine's modules are loaded (heap.ts): these commands hold a cluster's objects.
        limitHeapGrowth();
        outcome = await syncCommand(command, options, log, out);
        break;
      }
    }
    const { report } = outcome;
    if (flags.json) {
      try {
        await writeReport(flags.json, `${JSON.stringify(report, null, 2)}\n`);
      } catch (err) {
        process.stderr.write(
          `kustomize-sync ${command}: --json: cannot write ${flags.json}: ${(err as Error).message}\n`,
        );
        return 2;
      }
    }
    if (!report.ready) return 1;
    return command === "plan" && flags.exitCode && outcome.hasChanges ? EXIT_CHANGES : 0;
  } catch (err) {
    if (err instanceof UsageError) {
      // A setup error may quote the kubeconfig (a key it could not parse): never its credentials.
      const message = redact(err.message, runSecrets({ kubeconfig: flags.raw.kubeconfig }).values);
      process.stderr.write(`kustomize-sync ${command}: ${message}\n`);
      return 2;
    }
    throw err;
  }
}

/** The CLI's default root, as in Flux's "relative to the source root": the git top-level. */
function gitTopLevel(cwd: string): string {
  try {
    // HOME is private (no global safe.directory): rev-parse runs no hook, so any owner is fine.
    return execFileSync("git", ["-c", "safe.directory=*", "rev-parse", "--show-toplevel"], {
      cwd,
      stdio: ["ignore", "pipe", "ignore"],
      env: childEnvironment(),
    })
      .toString()
      .trim();
  } catch {
    return cwd;
  }
}
