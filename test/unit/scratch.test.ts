// The run directory (src/render/scratch.ts): what the sweep at a run's start removes, and what it
// must leave alone. The end-to-end case (a CLI run killed with SIGKILL, the next run's start) is
// in test/e2e/trust-race-adoption.test.ts.
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { scratchDir, sweepScratch } from "../../src/render/scratch.js";

/** A process id that no process has any more: a child that already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid!;
}

let base: string | undefined;
afterEach(async () => {
  if (base) await rm(base, { recursive: true, force: true });
});

describe("temporary run directories", () => {
  it("removes this host's run directories whose process is gone, and nothing else", async () => {
    base = await mkdtemp(join(tmpdir(), "scratch-sweep-"));
    // This process's own run directory tells the host's tag: kustomize-sync-run-<host>-<pid>-<random>.
    const own = basename(scratchDir());
    const host = own.split("-")[3]!;
    expect(own).toMatch(new RegExp(`^kustomize-sync-run-${host}-${process.pid}-`));
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      const dead = await deadPid();
      const names = {
        killed: `kustomize-sync-run-${host}-${dead}-aaaaaa`,
        running: `kustomize-sync-run-${host}-${sleeper.pid}-bbbbbb`,
        mine: `kustomize-sync-run-${host}-${process.pid}-cccccc`,
        otherHost: `kustomize-sync-run-00000000-${dead}-dddddd`,
        stepDir: "kustomize-sync-eeeeee",
      };
      for (const name of Object.values(names)) await mkdir(join(base, name, "home"), { recursive: true });
      expect(sweepScratch(base)).toEqual([names.killed]);
      expect((await readdir(base)).sort()).toEqual(
        [names.running, names.mine, names.otherHost, names.stepDir].sort(),
      );
    } finally {
      sleeper.kill();
    }
  });

  it("is one directory per process, made once", () => {
    expect(scratchDir()).toBe(scratchDir());
  });
});
