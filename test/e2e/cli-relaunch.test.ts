// src/cli.ts runs the CLI again in a node with a 8 MiB semi-space (issue 16: peak RSS at 20,000
// objects). That second process must be invisible: same output, same exit code, signals passed
// on, and never left running when the first one is killed outright.
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const EXAMPLES = resolve(import.meta.dirname, "../../examples");
let cli: string;
let hanging: Server;
let kubeconfig: string;
const sockets = new Set<Socket>();

beforeAll(async () => {
  const out = await mkdtemp(join(tmpdir(), "ks-relaunch-"));
  const { bundle } = await import("../../scripts/bundle.mjs");
  await bundle(out);
  cli = join(out, "cli.js");
  // An API server that accepts connections and never answers: a sync waits on it.
  hanging = createServer((socket) => sockets.add(socket));
  await new Promise<void>((done) => hanging.listen(0, "127.0.0.1", done));
  const port = (hanging.address() as { port: number }).port;
  kubeconfig = join(out, "kubeconfig");
  const { writeFile } = await import("node:fs/promises");
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

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitUntil(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** Starts a sync against the silent server; resolves once the relaunched engine runs. */
async function startWaitingSync() {
  const run = spawn(process.execPath, [cli, "sync", "--path", EXAMPLES, "--kubeconfig", kubeconfig], {
    stdio: "ignore",
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    run.on("exit", (code, signal) => done({ code, signal })),
  );
  let engine = 0;
  const started = async () => {
    engine = (await childrenOf(run.pid!))[0] ?? 0;
    return engine > 0;
  };
  expect(await waitUntil(started, 10_000)).toBe(true);
  // Still running a moment later: it waits on the silent API server.
  await new Promise((r) => setTimeout(r, 500));
  expect(alive(engine)).toBe(true);
  const cmdline = await readFile(`/proc/${engine}/cmdline`, "utf8");
  expect(cmdline.split("\0")).toContain("--max-semi-space-size=8");
  return { run, engine, exited };
}

describe("the CLI's relaunch with a smaller young generation", () => {
  it("prints and exits as the engine does", () => {
    const graph = spawnSync(process.execPath, [cli, "graph", "--path", EXAMPLES], { encoding: "utf8" });
    const direct = spawnSync(
      process.execPath,
      ["--max-semi-space-size=8", cli, "graph", "--path", EXAMPLES],
      {
        encoding: "utf8",
      },
    );
    expect(graph.status).toBe(0);
    expect(graph.stdout).toBe(direct.stdout);
    expect(graph.stdout).toContain("→");
    const unknown = spawnSync(process.execPath, [cli, "no-such-command"], { encoding: "utf8" });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown command "no-such-command"');
  });

  it("passes SIGTERM on and ends by it, as the engine did", async () => {
    const { run, engine, exited } = await startWaitingSync();
    run.kill("SIGTERM");
    expect(await exited).toEqual({ code: null, signal: "SIGTERM" });
    expect(await waitUntil(() => !alive(engine), 5_000)).toBe(true);
  }, 30_000);

  it("leaves no engine running when it is killed outright", async () => {
    const { run, engine, exited } = await startWaitingSync();
    run.kill("SIGKILL");
    expect((await exited).signal).toBe("SIGKILL");
    expect(await waitUntil(() => !alive(engine), 5_000)).toBe(true);
  }, 30_000);
});
