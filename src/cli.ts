#!/usr/bin/env node
import module from "node:module";
import { join } from "node:path";
import { cacheHome } from "./cache-home.js";

/**
 * V8 sizes its young generation for throughput: semi-spaces of up to 32 MiB. A sync of 20,000
 * objects keeps its live heap at 30–100 MiB, yet reached 314–350 MiB of RSS, a third of it young
 * generation; with 8 MiB semi-spaces (and the old generation's growth limited, src/heap.ts, which
 * cli/run.ts sets for those commands) it peaks at ~200 MiB at the same speed (docs/PROFILE.md,
 * section 5). The young generation's size is fixed when node starts (`v8.setFlagsFromString`
 * does not resize it), so the CLI replaces
 * itself (`process.execve`: same process, nothing left waiting) with a node started with the
 * flag, unless node was started with a semi-space size of its own (on its command line or in
 * NODE_OPTIONS); only for the commands that keep what they read from a cluster (below). Where
 * node cannot (Windows), it runs with V8's defaults. The action passes the flag in action.yml.
 */
const SEMI_SPACE_FLAG = "--max-semi-space-size";
const SEMI_SPACE_MIB = 8;
/**
 * The commands that hold a cluster's objects (live objects, inventories, watches) for the whole
 * run. The others (validate, graph, build, diff, publish) start once: a second start of node is
 * a tenth of a warm `diff` of a fleet.
 */
const HOLDS_CLUSTER_OBJECTS = new Set(["sync", "plan", "destroy"]);

function semiSpaceChosen(): boolean {
  return [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some(
    (arg) => arg === SEMI_SPACE_FLAG || arg.startsWith(`${SEMI_SPACE_FLAG}=`),
  );
}

if (
  HOLDS_CLUSTER_OBJECTS.has(process.argv[2] ?? "") &&
  !semiSpaceChosen() &&
  typeof process.execve === "function" &&
  process.platform !== "win32"
) {
  try {
    process.execve(
      process.execPath,
      [
        process.execPath,
        ...process.execArgv,
        `${SEMI_SPACE_FLAG}=${SEMI_SPACE_MIB}`,
        process.argv[1]!,
        ...process.argv.slice(2),
      ],
      // glibc gives threads malloc arenas of their own (up to 8 per CPU): node's (libuv's pool for
      // TLS and gzip, V8's helpers) leave freed memory spread over them. Two measured 15-25 MiB
      // less at the peak of a 20,000-object prune. Other C libraries ignore it.
      { MALLOC_ARENA_MAX: "2", ...process.env },
    );
  } catch {
    // Not allowed to start node again (a sandbox, say): the run goes on with V8's defaults.
  }
}
/**
 * V8 compiles the engine's JavaScript at every start: a sixth of a warm `diff` of a fleet. Node
 * 22.1 and later keep the compiled code on disk (checked against the source, so a new version
 * never runs old code): in NODE_COMPILE_CACHE when set, else beside the render cache.
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
if (typeof module.enableCompileCache === "function" && !process.env.NODE_COMPILE_CACHE) {
  try {
    module.enableCompileCache(join(cacheHome(), "kustomize-sync", "node-compile-cache"));
  } catch {
    // A cache that cannot be written costs the compile, nothing else.
  }
}
const { main } = await import("./cli/main.js");
process.exitCode = await main(process.argv.slice(2));
