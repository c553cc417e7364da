import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { childEnvironment } from "./environment.js";

const run = promisify(execFile);

/** git's trimmed output in the checkout `dir`, or undefined when git fails (not a checkout, no git). */
export async function gitOutput(dir: string, args: string[]): Promise<string | undefined> {
  try {
    // safe.directory on the command line (a protected scope): HOME is private, so a checkout
    // owned by another user (a container job) is still read, and only this directory is trusted.
    const { stdout } = await run("git", ["-c", `safe.directory=${dir}`, "-C", dir, ...args], {
      maxBuffer: 64 * 1024 * 1024,
      env: childEnvironment(),
    });
    return stdout.trim();
  } catch {
    return undefined;
  }
}

/**
 * The revision of a checkout as Flux writes it in status: `<branch>@sha1:<40 hex>`, or
 * `sha1:<40 hex>` on a detached HEAD (GitHub's pull-request checkouts are detached).
 * A tree with uncommitted or untracked changes gets `-dirty` appended, because what is
 * rendered is then not that commit (Flux never sees a dirty tree; this suffix is ours).
 * Returns "" when `dir` is not inside a git work tree or git is missing.
 */
export async function sourceRevision(dir: string): Promise<string> {
  // One process: porcelain v2's headers name the commit and the branch, its entries the changes
  // (untracked files too, as `status --porcelain`). Where status cannot run (an index it cannot
  // read), the commit and branch are asked on their own, as a clean tree.
  const status = await gitOutput(dir, ["status", "--porcelain=v2", "--branch"]);
  if (status === undefined) {
    const [sha, branch] = await Promise.all([
      gitOutput(dir, ["rev-parse", "--verify", "-q", "HEAD"]),
      gitOutput(dir, ["symbolic-ref", "-q", "--short", "HEAD"]),
    ]);
    return revisionOf(sha, branch, false);
  }
  const lines = status.split("\n");
  const header = (name: string) =>
    lines.find((line) => line.startsWith(`# branch.${name} `))?.slice(`# branch.${name} `.length);
  const head = header("head");
  const dirty = lines.some((line) => line !== "" && !line.startsWith("#"));
  return revisionOf(header("oid"), head === "(detached)" ? undefined : head, dirty);
}

function revisionOf(sha: string | undefined, branch: string | undefined, dirty: boolean): string {
  if (!sha || !/^[0-9a-f]{40}$/.test(sha)) return "";
  const suffix = dirty ? "-dirty" : "";
  return branch ? `${branch}@sha1:${sha}${suffix}` : `sha1:${sha}${suffix}`;
}
