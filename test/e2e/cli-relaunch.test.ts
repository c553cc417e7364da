// src/cli.ts replaces itself with a node started with an 8 MiB semi-space (issue 16: peak RSS at 20,000
// objects). That second process must be invisible: same output, same exit code, signals passed
// on, and never left running when the first one is killed outright.
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledCli } from "../support/action-runner.js";

const EXAMPLES = resolve(import.meta.dirname, "../../examples");
let cli: string;
let hanging: Server;
let kubeconfig: string;
const sockets = new Set<Socket>();

beforeAll(async () => {
  cli = await bundledCli();
  // An API server that accepts connections and never answers: a sync waits on it.
  hanging = createServer((socket) => sockets.add(socket));
  await new Promise<void>((done) => hanging.listen(0, "127.0.0.1", done));
  const port = (hanging.address() as { port: number }).port;
  kubeconfig = join(dirname(cli), "kubeconfig");
  await writeFile(
    kubeconfig,
    [
      "apiVersion: v1",
      "kind: Config",
      `clusters: [{name: c, cluster: {server: "http://127.0.0.1:${port}", insecure-skip-tls-verify: true}}]`,
      "users: [{name: u, user: {token: t}}]",
      "contexts: [{name: x, context: {cluster: c, user: u}}]",
      "current-context: x",
      "",
    ].join("\n"),
  );
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((done) => hanging.close(() => done()));
});

/** The pids of `pid`'s children (Linux). */
async function childrenOf(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  return text.split(/\s+/).filter(Boolean).map(Number);
}

/** Starts a sync against the silent API server; resolves once it waits on it. */
async function startWaitingSync() {
  const run = spawn(process.execPath, [cli, "sync", "--path", EXAMPLES, "--kubeconfig", kubeconfig], {
    stdio: "ignore",
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    run.on("exit", (code, signal) => done({ code, signal })),
  );
  await new Promise((r) => setTimeout(r, 1500));
  expect(run.exitCode).toBe(null);
  return { run, exited };
}

describe("the CLI's start with a smaller young generation", () => {
  it("prints and exits as the engine does", () => {
    // sync starts again (it keeps what it reads from a cluster); its help is the same either way.
    const help = spawnSync(process.execPath, [cli, "sync", "--help"], { encoding: "utf8" });
    const direct = spawnSync(process.execPath, ["--max-semi-space-size=8", cli, "sync", "--help"], {
      encoding: "utf8",
    });
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(direct.stdout);
    expect(help.stdout).toContain("Usage: kustomize-sync sync");
    const unknown = spawnSync(process.execPath, [cli, "sync", "--no-such-flag"], { encoding: "utf8" });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--no-such-flag'");
  });

  it("starts again only for the commands that keep what they read from a cluster", async () => {
    // A preload that notes each start of node: the second start runs it too (execArgv is kept).
    const dir = await mkdtemp(join(tmpdir(), "ks-relaunch-"));
    const preload = join(dir, "note.cjs");
    const notes = join(dir, "starts");
    await writeFile(
      preload,
      `require("node:fs").appendFileSync(${JSON.stringify(notes)}, process.pid + " " + process.execArgv.filter((a) => a.startsWith("--max-semi")).join(" ") + "\\n");`,
    );
    const starts = async (args: string[]) => {
      await rm(notes, { force: true });
      const run = spawnSync(process.execPath, ["--require", preload, cli, ...args], { encoding: "utf8" });
      expect(run.status).toBe(0);
      return (await readFile(notes, "utf8")).trim().split("\n");
    };
    const graph = await starts(["graph", "--path", EXAMPLES]);
    expect(graph).toHaveLength(1);
    expect(graph[0]).not.toContain("--max-semi-space-size");
    const sync = await starts(["sync", "--help"]);
    expect(sync).toHaveLength(2);
    expect(sync[0]!.split(" ")[0]).toBe(sync[1]!.split(" ")[0]); // the same process
    expect(sync[1]).toContain("--max-semi-space-size=8");
    await rm(dir, { recursive: true, force: true });
  });

  it("is the same process, started again with the flag and two malloc arenas", async () => {
    const { run, exited } = await startWaitingSync();
    const cmdline = (await readFile(`/proc/${run.pid}/cmdline`, "utf8")).split("\0");
    expect(cmdline).toContain("--max-semi-space-size=8");
    const environ = (await readFile(`/proc/${run.pid}/environ`, "utf8")).split("\0");
    expect(environ).toContain("MALLOC_ARENA_MAX=2");
    // Nothing of ours beside it: its only children would be kustomize or git, never node.
    for (const child of await childrenOf(run.pid!)) {
      expect(await readFile(`/proc/${child}/cmdline`, "utf8")).not.toContain("cli.js");
    }
    run.kill("SIGTERM");
    expect(await exited).toEqual({ code: null, signal: "SIGTERM" });
  }, 30_000);

  it("keeps a semi-space size chosen by the user, and starts only once", async () => {
    const run = spawn(
      process.execPath,
      ["--max-semi-space-size=2", cli, "sync", "--path", EXAMPLES, "--kubeconfig", kubeconfig],
      { stdio: "ignore" },
    );
    const exited = new Promise((done) => run.on("exit", done));
    await new Promise((r) => setTimeout(r, 1500));
    const cmdline = (await readFile(`/proc/${run.pid}/cmdline`, "utf8")).split("\0");
    expect(cmdline.filter((a) => a.startsWith("--max-semi-space-size"))).toEqual(["--max-semi-space-size=2"]);
    run.kill("SIGTERM");
    await exited;
  }, 30_000);
});
