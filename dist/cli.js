#!/usr/bin/env node
import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  cacheHome
} from "./chunks/chunk-A6SHELBC.js";
import "./chunks/chunk-PZILXVI7.js";

// src/cli.ts
import module from "node:module";
import { join } from "node:path";
var SEMI_SPACE_FLAG = "--max-semi-space-size";
var SEMI_SPACE_MIB = 8;
var HOLDS_CLUSTER_OBJECTS = /* @__PURE__ */ new Set(["sync", "plan", "destroy"]);
function semiSpaceChosen() {
  return [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some(
    (arg) => arg === SEMI_SPACE_FLAG || arg.startsWith(`${SEMI_SPACE_FLAG}=`)
  );
}
if (HOLDS_CLUSTER_OBJECTS.has(process.argv[2] ?? "") && !semiSpaceChosen() && typeof process.execve === "function" && process.platform !== "win32") {
  try {
    process.execve(
      process.execPath,
      [
        process.execPath,
        ...process.execArgv,
        `${SEMI_SPACE_FLAG}=${SEMI_SPACE_MIB}`,
        process.argv[1],
        ...process.argv.slice(2)
      ],
      // glibc gives threads malloc arenas of their own (up to 8 per CPU): node's (libuv's pool for
      // TLS and gzip, V8's helpers) leave freed memory spread over them. Two measured 15-25 MiB
      // less at the peak of a 20,000-object prune. Other C libraries ignore it.
      { MALLOC_ARENA_MAX: "2", ...process.env }
    );
  } catch {
  }
}
if (typeof module.enableCompileCache === "function" && !process.env.NODE_COMPILE_CACHE) {
  try {
    module.enableCompileCache(join(cacheHome(), "kustomize-sync", "node-compile-cache"));
  } catch {
  }
}
var { main } = await import("./chunks/main-VO2P6Y7J.js");
process.exitCode = await main(process.argv.slice(2));
