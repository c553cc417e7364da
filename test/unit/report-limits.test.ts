// The comment and the summary at GitHub's limits, from 1 to 3,000 Kustomizations. Comments are
// posted to the GitHub emulator, which refuses a body over 65,536 characters as GitHub does.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createClient } from "../../src/github/client.js";
import { commentBody, upsertStickyComment } from "../../src/github/comment.js";
import { summaryMarkdown } from "../../src/github/index.js";
import type { RunReport } from "../../src/model/index.js";
import { GITHUB_LIMITS } from "../../src/report/index.js";
import { fleetReport } from "../fixtures/report/scale.mjs";
import { codePoints, GitHubEmulator } from "../support/github-emulator.js";

const template = (): RunReport =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, "../fixtures/report/ten.json"), "utf8"));
const target = { owner: "Codertocat", repo: "Hello-World", issueNumber: 2, header: "staging" };
const runUrl = "https://github.com/Codertocat/Hello-World/actions/runs/4242";
const rowOf = (name: string) => new RegExp(`^\\| \`${name}\` \\|`, "m");

let emulator: GitHubEmulator | undefined;
afterEach(async () => {
  expect(emulator?.violations ?? []).toEqual([]);
  await emulator?.close();
  emulator = undefined;
});

describe("the comment at 1, 10, 200, 1,000 and 3,000 Kustomizations", () => {
  for (const count of [1, 10, 200, 1_000, 3_000]) {
    it(`${count.toLocaleString("en-US")}: GitHub accepts it; the title, every failing and every pruning row stay`, async () => {
      emulator = await GitHubEmulator.start();
      const client = createClient("ghs_emulatedInstallationToken", emulator.url);
      const report = fleetReport(template(), count, { failEvery: 10, pruneEvery: 15 });
      const failing = report.kustomizations.filter((k) => k.ready === "False");
      const pruning = report.kustomizations.filter(
        (k) => k.ready !== "False" && k.changes.some((c) => c.action === "deleted"),
      );
      const body = commentBody("staging", report, { header: "staging", runUrl });

      const outcome = await upsertStickyComment(client, target, body);
      expect(outcome.action).toBe("created");
      expect(emulator.rejections).toEqual([]);
      const stored = emulator.commentsOn("Codertocat", "Hello-World", 2)[0]!.body;
      expect(codePoints(stored)).toBeLessThanOrEqual(GITHUB_LIMITS.commentCharacters);

      expect(stored).toContain(
        `### ❌ kustomize-sync sync · staging: ${failing.length} of ${count} not Ready`,
      );
      for (const k of [...failing, ...pruning]) expect(stored, k.name).toMatch(rowOf(k.name));
      // The hidden lines do not grow with the run.
      const [marker, state] = stored.split("\n");
      expect(marker).toBe("<!-- kustomize-sync:staging -->");
      expect(state!.length).toBeLessThan(80);
      if (count >= 1_000) {
        expect(stored).toMatch(
          /> \[!NOTE\]\n> Shortened to fit GitHub's limit of 65,536 characters: left out /,
        );
        expect(stored).toContain(
          `The full report is in the job summary of the [workflow run](${runUrl}) and in its JSON report (the \`result\` output).`,
        );
      }
    });
  }

  it("3,000 Kustomizations all failing: as many failing rows as fit, and the note counts the rest", async () => {
    emulator = await GitHubEmulator.start();
    const client = createClient("ghs_emulatedInstallationToken", emulator.url);
    const report = fleetReport(template(), 3_000, { failEvery: 1 });
    await upsertStickyComment(client, target, commentBody("staging", report, { runUrl }));
    expect(emulator.rejections).toEqual([]);
    const stored = emulator.comments[0]!.body;
    expect(stored).toContain("### ❌ kustomize-sync sync: 3000 of 3000 not Ready");
    const rows = stored.split("\n").filter((l) => l.startsWith("| `"));
    expect(rows.length).toBeGreaterThan(500);
    const left = /left out ([\d,]+) rows of the table \(([\d,]+) of them not Ready\)/.exec(stored);
    expect(left, stored.slice(0, 800)).not.toBeNull();
    expect(Number(left![1]!.replaceAll(",", ""))).toBe(3_000 - rows.length);
  });

  it("the emulator refuses what GitHub refuses: one character over 65,536", async () => {
    emulator = await GitHubEmulator.start();
    const client = createClient("ghs_emulatedInstallationToken", emulator.url);
    const error = await upsertStickyComment(client, target, "😀".repeat(65_537)).catch((e) => e);
    expect(error.status).toBe(422);
    expect(error.response.data.errors[0].message).toBe("Body is too long (maximum is 65536 characters)");
    // 65,536 emoji are 65,536 characters (131,072 UTF-16 units): accepted.
    expect((await upsertStickyComment(client, target, "😀".repeat(65_536))).action).toBe("created");
    expect(emulator.rejections).toHaveLength(1);
  });
});

describe("the job summary", () => {
  it("stays within 1 MiB in bytes, also when the text is multi-byte", () => {
    const report = fleetReport(template(), 3_000, { failEvery: 2 });
    for (const k of report.kustomizations) k.message = `${k.message} ${"é".repeat(400)}`;
    const summary = summaryMarkdown(report, { runUrl });
    const bytes = Buffer.byteLength(summary);
    expect(bytes).toBeLessThanOrEqual(GITHUB_LIMITS.summaryBytes);
    expect(summary.length).toBeLessThan(bytes); // counted in bytes, not characters
    expect(summary).toMatch(/Shortened to fit GitHub's limit of 1 MiB: left out /);
    expect(summary).toContain("The full report is in the JSON report (the `result` output).");
  });

  it("holds the whole report when it fits", () => {
    const report = fleetReport(template(), 200);
    expect(summaryMarkdown(report, {})).not.toContain("Shortened");
  });
});
