import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Every temporary directory of a process (kustomize's HOME, each render's files) lives in one run
 * directory, `kustomize-sync-run-<host>-<pid>-<random>` in the runner's temporary directory. It is
 * removed when the process exits; when the process was killed (SIGKILL, a job cancelled twice, a
 * runner that vanished), the next run on the host removes it: at its start it removes every run
 * directory of this host whose process is gone.
 */
const PREFIX = "kustomize-sync-run-";

let runDir: string | undefined;

/** This process's run directory (mode 0700), made on first use. */
export function scratchDir(): string {
  if (runDir === undefined) {
    const base = scratchBase();
    sweepScratch(base);
    const dir = mkdtempSync(join(base, `${PREFIX}${hostTag()}-${process.pid}-`));
    runDir = dir;
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  return runDir;
}

/** Where run directories (and what is kept between runs of a host, reconcile/base-tree.ts) go. */
export function scratchBase(): string {
  return process.env.RUNNER_TEMP || tmpdir();
}

/**
 * Removes the run directories in `base` left by processes of this host that no longer run.
 * Returns what it removed. Another host's (a container sharing /tmp) are left alone: its process
 * ids mean nothing here.
 */
export function sweepScratch(base: string = scratchBase()): string[] {
  const mine = `${PREFIX}${hostTag()}-`;
  let names: string[];
  try {
    names = readdirSync(base);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(mine)) continue;
    const pid = Number(name.slice(mine.length).split("-")[0]);
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || running(pid)) continue;
    try {
      rmSync(join(base, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Not ours to remove (another user's): left for its owner.
    }
  }
  return removed;
}

/** Signal 0 only checks: ESRCH means no such process; EPERM means it runs as another user. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function hostTag(): string {
  return createHash("sha256").update(hostname()).digest("hex").slice(0, 8);
}
