import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { scratchDir } from "./scratch.js";

/**
 * What a child process (kustomize, kubectl kustomize, git) may see of our environment. The step's
 * environment holds the action's inputs (INPUT_KUBECONFIG, INPUT_GITHUB-TOKEN), runner tokens
 * and cloud credentials; a build needs none of them. Only the search path and the locale are
 * passed on; HOME and TMPDIR point at a private temporary directory, so neither the user's
 * configuration (~/.kube, ~/.gitconfig) nor a file planted in a shared /tmp is read.
 */
const PASSED = ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ"];
/** Windows cannot start a process without these. */
const PASSED_WINDOWS = ["SYSTEMROOT", "WINDIR", "PATHEXT"];

export function childEnvironment(home: string = privateHome()): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of process.platform === "win32" ? [...PASSED, ...PASSED_WINDOWS] : PASSED) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  env.HOME = home;
  env.TMPDIR = home;
  if (process.platform === "win32") {
    env.USERPROFILE = home;
    env.TEMP = home;
    env.TMP = home;
  }
  return env;
}

let home: string | undefined;

/** One empty directory (mode 0700) per process, in its run directory (removed with it, see scratch.ts). */
function privateHome(): string {
  if (home === undefined) {
    home = join(scratchDir(), "home");
    mkdirSync(home, { mode: 0o700 });
  }
  return home;
}
