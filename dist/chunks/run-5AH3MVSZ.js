import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  EXIT_CHANGES,
  humanOutput,
  isStandardOutput,
  writeReport
} from "./chunk-5LA5GGXF.js";
import {
  consoleLogger
} from "./chunk-FIP6W7HO.js";
import {
  startBaseCheckout
} from "./chunk-V5EQMGX6.js";
import {
  UsageError,
  childEnvironment,
  redact,
  resolveOptions,
  runSecrets
} from "./chunk-QE7ZJUKM.js";
import "./chunk-A6SHELBC.js";
import "./chunk-NE6SRN4W.js";
import "./chunk-PZILXVI7.js";

// src/cli/run.ts
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
async function runCommand(command, flags) {
  const log = consoleLogger({ verbose: flags.verbose });
  try {
    if (command === "publish") {
      const { publishCommand } = await import("./publish-T4FKTCX7.js");
      return await publishCommand(flags.publish, log);
    }
    const raw = { ...flags.raw, root: flags.raw.root ?? gitTopLevel(process.cwd()) };
    const options = resolveOptions(raw, { cwd: process.cwd(), log, pathMayBeMissing: command === "diff" });
    if (flags.json !== void 0 && !isStandardOutput(flags.json) && !statSync(dirname(resolve(flags.json)), { throwIfNoEntry: false })?.isDirectory())
      throw new UsageError(`--json: directory ${dirname(resolve(flags.json))} does not exist`);
    const out = humanOutput(flags.json);
    if (command === "diff") {
      const base = flags.base?.trim();
      const started = base ? startBaseCheckout(options, base) : void 0;
      try {
        const { diffCommand } = await import("./diff-PUTBV56I.js");
        return await diffCommand(
          { base: flags.base, json: flags.json, markdown: flags.markdown, exitCode: flags.exitCode },
          options,
          started
        );
      } finally {
        await started?.close();
      }
    }
    let outcome;
    switch (command) {
      case "validate":
      case "graph": {
        const { validateCommand } = await import("./validate-6I5ER37S.js");
        outcome = await validateCommand(command, options, log, out);
        break;
      }
      case "build": {
        const { buildCommand } = await import("./build-6N7HBN6V.js");
        outcome = await buildCommand(options, out);
        break;
      }
      case "sync":
      case "plan":
      case "destroy": {
        const [{ syncCommand }, { limitHeapGrowth }] = await Promise.all([
          import("./sync-5D6KIDP3.js"),
          import("./heap-2VY3ZUAC.js")
        ]);
        limitHeapGrowth();
        outcome = await syncCommand(command, options, log, out);
        break;
      }
    }
    const { report } = outcome;
    if (flags.json) {
      try {
        await writeReport(flags.json, `${JSON.stringify(report, null, 2)}
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
    return command === "plan" && flags.exitCode && outcome.hasChanges ? EXIT_CHANGES : 0;
  } catch (err) {
    if (err instanceof UsageError) {
      const message = redact(err.message, runSecrets({ kubeconfig: flags.raw.kubeconfig }).values);
      process.stderr.write(`kustomize-sync ${command}: ${message}
`);
      return 2;
    }
    throw err;
  }
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
export {
  runCommand
};
