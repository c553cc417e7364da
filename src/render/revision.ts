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
  // Three questions at once: each is a git process of its own.
  const [sha, branch, status] = await Promise.all([
    gitOutput(dir, ["rev-parse", "--verify", "-q", "HEAD"]),
    gitOutput(dir, ["symbolic-ref", "-q", "--short", "HEAD"]),
    gitOutput(dir, ["status", "--porcelain"]),
  ]);
  if (!sha || !/^[0-9a-f]{40}$/.test(sha)) return "";
  const dirty = status ? "-dirty" : "";
  return branch ? `${branch}@sha1:${sha}${dirty}` : `sha1:${sha}${dirty}`;
}
