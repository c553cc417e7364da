import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { actionsSink, groupedLogger, terminalSink } from "../../src/cli/logger.js";
import { redactingLogger } from "../../src/report/redact.js";

/** Collects what a sink writes, as one string. */
function capture(isTTY = false) {
  const stream = {
    isTTY,
    columns: 80,
    text: "",
    write(chunk: string) {
      stream.text += chunk;
      return true;
    },
  };
  return stream;
}

describe("the grouped log", () => {
  it("prints each Kustomization's lines as one group even when they run at the same time", async () => {
    const out = capture();
    const log = groupedLogger(terminalSink(out as unknown as NodeJS.WriteStream));
    const work = (name: string, steps: number, pause: number) =>
      log.group(`flux-system/${name}`, async () => {
        for (let i = 1; i <= steps; i++) {
          log.info(`${name} step ${i}`);
          await sleep(pause);
        }
        return { name, ready: "True", reason: "ReconciliationSucceeded", changes: [] };
      });
    log.info("before");
    await Promise.all([work("a", 3, 7), work("b", 3, 5), work("c", 2, 3)]);
    log.info("after");
    const lines = out.text.split("\n");
    for (const name of ["a", "b", "c"]) {
      const start = lines.findIndex((l) => l.startsWith(`▶ flux-system/${name} — ✔ ReconciliationSucceeded`));
      expect(start, out.text).toBeGreaterThan(0);
      const steps = name === "c" ? 2 : 3;
      expect(lines.slice(start + 1, start + 1 + steps)).toEqual(
        Array.from({ length: steps }, (_, i) => `  ${name} step ${i + 1}`),
      );
    }
    // A one-line progress when each starts, outside the groups.
    expect(lines).toContain("▷ flux-system/c started (3 running, 0 done)");
    expect(lines[0]).toBe("before");
    expect(lines.at(-2)).toBe("after");
    expect([...log.finished().keys()].sort()).toEqual(["flux-system/a", "flux-system/b", "flux-system/c"]);
  });

  it("says now and then what the running groups are doing", async () => {
    const out = capture();
    const log = groupedLogger(terminalSink(out as unknown as NodeJS.WriteStream), { heartbeatMs: 20 });
    await log.group("flux-system/slow", async () => {
      log.info("waiting for 1 object to be ready (timeout 5m0s)");
      await sleep(70);
    });
    expect(out.text).toContain(
      "⏳ 1 running, 0 done: flux-system/slow (waiting for 1 object to be ready (timeout 5m0s))",
    );
  });

  it("says a wait while it lasts, on a pipe too: the line is printed at once, titled, and kept in the group's block", async () => {
    const out = capture();
    const log = groupedLogger(terminalSink(out as unknown as NodeJS.WriteStream));
    let printedWhileWaiting = "";
    await log.group("flux-system/app", async () => {
      log.info("rendered 3 objects");
      log.progress("waiting for the lock (Lease flux-system/kustomize-sync.flux-system.app) held by run 7");
      await sleep(5);
      printedWhileWaiting = out.text;
      log.info("applied");
    });
    expect(printedWhileWaiting).toContain(
      "flux-system/app: waiting for the lock (Lease flux-system/kustomize-sync.flux-system.app) held by run 7\n",
    );
    // Only the wait: the group's other lines wait for its block.
    expect(printedWhileWaiting).not.toContain("rendered 3 objects");
    expect(out.text).toContain(
      "▶ flux-system/app\n  rendered 3 objects\n  waiting for the lock (Lease flux-system/kustomize-sync.flux-system.app) held by run 7\n  applied\n",
    );
  });

  it("in the Actions log, a wait is printed at once, outside the group's block", async () => {
    let text = "";
    const log = groupedLogger(actionsSink((t) => (text += t)));
    let printedWhileWaiting = "";
    await log.group("flux-system/app", async () => {
      log.progress("::add-mask:: waiting for 1 object to be ready (timeout 5m0s)");
      printedWhileWaiting = text;
    });
    expect(printedWhileWaiting).toBe(
      "▷ flux-system/app started (1 running, 0 done)\nflux-system/app: ::add-mask:: waiting for 1 object to be ready (timeout 5m0s)\n",
    );
  });

  it("on a terminal redraws one progress line in place and clears it before output", async () => {
    const out = capture(true);
    const log = groupedLogger(terminalSink(out as unknown as NodeJS.WriteStream));
    await log.group("flux-system/app", async () => {
      log.info("applying");
      await sleep(300);
    });
    expect(out.text).toContain(
      "⏳ 1 running, 0 done: flux-system/app (applying)\r\u001b[2K▶ flux-system/app",
    );
    expect(out.text).not.toContain("▷"); // no start lines when the progress line is live
  });

  it("a cancelled run prints what the unfinished groups logged, and knows what they were doing", async () => {
    const out = capture();
    const log = groupedLogger(terminalSink(out as unknown as NodeJS.WriteStream));
    void log.group("flux-system/stuck", async () => {
      log.info("waiting for 2 objects");
      await sleep(60_000);
    });
    await sleep(5);
    expect(log.running()).toEqual([
      { title: "flux-system/stuck", last: "waiting for 2 objects", startedAt: expect.any(Number) },
    ]);
    log.flushRunning("cancelled (SIGINT) before it finished");
    expect(out.text).toContain(
      "▶ flux-system/stuck: cancelled (SIGINT) before it finished\n  waiting for 2 objects\n",
    );
    log.close();
  });

  it("in the Actions log, a group is one ::group:: block and no line can run a workflow command", async () => {
    let text = "";
    const log = groupedLogger(actionsSink((t) => (text += t)));
    await log.group("flux-system/app", async () => {
      log.info("::add-mask::not-a-mask");
      log.warn("##[error]not an error");
    });
    log.info("  ::set-output name=ready::true");
    expect(text).toContain(
      "::group::flux-system/app\n\u200b::add-mask::not-a-mask\nwarning: ##[error]not an error\n::endgroup::\n",
    );
    expect(text).toContain("\u200b  ::set-output name=ready::true\n");
    expect(text.split("\n").filter((l) => /^\s*(::|##\[)/.test(l))).toEqual([
      "::group::flux-system/app",
      "::endgroup::",
    ]);
  });

  it("what a group returns is redacted like its lines, so a cancelled run's report holds no secret", async () => {
    const out = capture();
    const grouped = groupedLogger(terminalSink(out as unknown as NodeJS.WriteStream));
    const log = redactingLogger(grouped, ["canary-secret-7f3a"]);
    await log.group("flux-system/app", async () => {
      log.info("quoted back: canary-secret-7f3a");
      return {
        name: "app",
        ready: "False",
        reason: "ReconciliationFailed",
        message: "Invalid value: canary-secret-7f3a",
      };
    });
    expect(grouped.finished().get("flux-system/app")).toMatchObject({ message: "Invalid value: ***" });
    expect(out.text).toContain("quoted back: ***");
    expect(out.text).not.toContain("canary-secret-7f3a");
  });
});
