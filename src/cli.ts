#!/usr/bin/env node
import { spawn } from "node:child_process";
import { limitHeapGrowth } from "./heap.js";

/**
 * V8 sizes its young generation for throughput: semi-spaces of up to 32 MiB. A sync of 20,000
 * objects keeps its live heap at 30–100 MiB, yet reached 314–350 MiB of RSS, a third of it young
 * generation; with 8 MiB semi-spaces (and the old generation's growth limited, src/heap.ts) it
 * peaks at ~200 MiB at the same speed (docs/PROFILE.md, section 5). The young generation's size
 * is fixed when node starts (`v8.setFlagsFromString` does not resize it), so the CLI runs itself
 * once more with the flag, unless node was started with a semi-space size of its own (on its
 * command line or in NODE_OPTIONS). The action passes the flag in action.yml instead.
 */
const SEMI_SPACE_FLAG = "--max-semi-space-size";
const SEMI_SPACE_MIB = 8;

function semiSpaceChosen(): boolean {
  return [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some(
    (arg) => arg === SEMI_SPACE_FLAG || arg.startsWith(`${SEMI_SPACE_FLAG}=`),
  );
}

/** Set in the environment of the run relaunched with the flag, and taken out again there. */
const RELAUNCHED = "KUSTOMIZE_SYNC_RELAUNCHED";

/** Runs this CLI again in a node with the flag; resolves to its exit code, or ends as it ended. */
function relaunch(): Promise<number> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, `${SEMI_SPACE_FLAG}=${SEMI_SPACE_MIB}`, process.argv[1]!, ...process.argv.slice(2)],
    // The IPC channel carries nothing: it closes when this process ends, however it ends.
    {
      stdio: ["inherit", "inherit", "inherit", "ipc"],
      // glibc gives threads malloc arenas of their own (up to 8 per CPU): node's (libuv's pool for
      // TLS and gzip, V8's helpers) leave freed memory spread over them. Two measured 15-25 MiB
      // less at the peak of a 20,000-object prune. Other C libraries ignore it.
      env: { MALLOC_ARENA_MAX: "2", ...process.env, [RELAUNCHED]: "1" },
    },
  );
  // A terminal's Ctrl-C reaches both processes; a signal sent to this one alone is passed on.
  // Either way the child decides how the run ends, and this process ends the same way.
  const forward = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const signals: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on("error", (err) => {
      process.stderr.write(`kustomize-sync: could not start node (${process.execPath}): ${err.message}\n`);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      for (const s of signals) process.off(s, forward);
      if (signal) process.kill(process.pid, signal);
      else resolve(code ?? 1);
    });
  });
}

if (semiSpaceChosen()) {
  if (process.env[RELAUNCHED] && process.channel) {
    delete process.env[RELAUNCHED];
    // The process that started this one was killed outright (SIGKILL reaches no handler, so it
    // could not pass it on): this one ends the same way instead of running on unseen.
    process.channel.unref();
    process.on("disconnect", () => process.kill(process.pid, "SIGKILL"));
  }
  limitHeapGrowth();
  const { main } = await import("./cli/main.js");
  process.exitCode = await main(process.argv.slice(2));
} else {
  process.exitCode = await relaunch();
}
