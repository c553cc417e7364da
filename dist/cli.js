#!/usr/bin/env node
import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  limitHeapGrowth
} from "./chunks/chunk-SUKZIKBI.js";
import "./chunks/chunk-PZILXVI7.js";

// src/cli.ts
import { spawn } from "node:child_process";
var SEMI_SPACE_FLAG = "--max-semi-space-size";
var SEMI_SPACE_MIB = 8;
function semiSpaceChosen() {
  return [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some(
    (arg) => arg === SEMI_SPACE_FLAG || arg.startsWith(`${SEMI_SPACE_FLAG}=`)
  );
}
var RELAUNCHED = "KUSTOMIZE_SYNC_RELAUNCHED";
function relaunch() {
  const child = spawn(
    process.execPath,
    [...process.execArgv, `${SEMI_SPACE_FLAG}=${SEMI_SPACE_MIB}`, process.argv[1], ...process.argv.slice(2)],
    // The IPC channel carries nothing: it closes when this process ends, however it ends.
    {
      stdio: ["inherit", "inherit", "inherit", "ipc"],
      // glibc gives threads malloc arenas of their own (up to 8 per CPU): node's (libuv's pool for
      // TLS and gzip, V8's helpers) leave freed memory spread over them. Two measured 15-25 MiB
      // less at the peak of a 20,000-object prune. Other C libraries ignore it.
      env: { MALLOC_ARENA_MAX: "2", ...process.env, [RELAUNCHED]: "1" }
    }
  );
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"];
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on("error", (err) => {
      process.stderr.write(`kustomize-sync: could not start node (${process.execPath}): ${err.message}
`);
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
    process.channel.unref();
    process.on("disconnect", () => process.kill(process.pid, "SIGKILL"));
  }
  limitHeapGrowth();
  const { main } = await import("./chunks/main-NP5UEQMY.js");
  process.exitCode = await main(process.argv.slice(2));
} else {
  process.exitCode = await relaunch();
}
