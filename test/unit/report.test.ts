import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { RunReport } from "../../src/model/index.js";
import {
  COMMENT_LIMIT,
  redact,
  renderMarkdown,
  renderMermaid,
  renderTextTable,
  statusDescription,
  truncate,
} from "../../src/report/index.js";
import { scaleReport } from "../fixtures/report/scale.mjs";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/report");
const load = (name: string): RunReport => JSON.parse(readFileSync(resolve(FIXTURES, name), "utf8"));
const publish = (report: RunReport, limit = COMMENT_LIMIT) => truncate(renderMarkdown(report), limit);

describe("markdown report", () => {
  it("renders one Kustomization like `flux get kustomizations` with changes, duration and a short revision", () => {
    const md = publish(load("one.json"));
    expect(md).toContain("### ✅ kustomize-sync sync: 1/1 Ready");
    expect(md).toContain("| NAME | REVISION | READY | CHANGES | DURATION | MESSAGE |");
    expect(md).toContain(
      "| `podinfo` | `main@sha1:3f2a9c1d` | ✅\u00a0True | 2 created, 2 configured, 1 pruned | 3.9s | Applied revision: main@sha1:3f2a9c1d |",
    );
    expect(md).not.toContain("3f2a9c1de4b5a6978812bc0d1e2f3a4b5c6d7e8f");
    expect(md).toContain("`PodDisruptionBudget/podinfo/podinfo deleted`");
    // No section markers reach a reader.
    expect(md).not.toContain("ks:");
  });

  it("opens the details of failures, with health, pod reasons, pruned and skipped objects and warnings", () => {
    const md = publish(load("ten.json"), 1 << 20);
    const backend = md.slice(md.indexOf("<details open><summary>❌ <b>apps-backend</b>"));
    const block = backend.slice(0, backend.indexOf("</details>"));
    expect(block).toContain("HealthCheckFailed");
    expect(block).toContain("**Pruned**\n\n- `CronJob/backend/cleanup deleted`");
    expect(block).toContain(
      "`ConfigMap/backend/legacy-flags skipped (kustomize.toolkit.fluxcd.io/prune: disabled)`",
    );
    expect(block).toContain(
      "- `Deployment/backend/api` InProgress: Deployment does not have minimum availability",
    );
    expect(block).toContain("ImagePullBackOff");
    expect(block).toContain("**Warnings**");
    expect(md).toMatch(/<details><summary>✅ <b>infra-controllers<\/b>/); // successes stay closed
    expect(md).toContain("<details><summary>⏸️ <b>tenants</b> — Suspended</summary>");
  });

  it("draws the dependsOn graph coloured by result, dependencies pointing at their dependants", () => {
    const graph = renderMermaid(load("ten.json"));
    expect(graph).toContain("```mermaid\nflowchart LR");
    expect(graph).toMatch(/k5\["apps-backend"\]:::failed/);
    expect(graph).toMatch(/k0\["infra-crds"\]:::ready/);
    expect(graph).toContain("k5 --> k6"); // apps-backend → apps-frontend
    expect(renderMermaid(load("one.json"))).toBe(""); // no edges, no diagram
  });

  it("draws a missing dependency as a dashed node", () => {
    const report = load("one.json");
    report.kustomizations[0]!.dependsOn = ["flux-system/infra"];
    expect(renderMermaid(report)).toContain('m0["flux-system/infra (not found)"]:::missing');
  });

  it("keeps 200 Kustomizations readable: quiet ones collapsed, graph limited to the failures, and says so", () => {
    const report = scaleReport(load("ten.json"), 200);
    const md = publish(report);
    expect(md.length).toBeLessThan(COMMENT_LIMIT);
    const isRow = (l: string) => /^\| `[\w-]+` \|/.test(l);
    const table = md.split("\n").filter(isRow);
    const mainTable = md.slice(0, md.indexOf("<details")).split("\n").filter(isRow);
    expect(mainTable.length).toBeLessThanOrEqual(10);
    expect(table.length).toBe(200);
    expect(md).toContain("194 more Kustomizations Ready with nothing changed, listed below.");
    expect(md).toContain(
      "Showing the 3 Kustomizations that are not Ready and their dependencies (5 of 200).",
    );
    expect(md).toContain("<details open><summary>❌ <b>apps-backend</b>");
  });

  it("skips a graph too large to read even when limited to the failures", () => {
    const report = scaleReport(load("ten.json"), 200);
    for (const k of report.kustomizations) k.ready = "False";
    expect(renderMermaid(report, { maxNodes: 50 })).toContain(
      "Not drawn: 200 Kustomizations is more than the 50",
    );
  });

  it("truncates to the limit, keeping the header, the table and the failures, and says what was cut", () => {
    const report = load("ten.json");
    const full = publish(report, 1 << 20);
    const cut = publish(report, 4000);
    expect(full.length).toBeGreaterThan(4000);
    expect(cut.length).toBeLessThanOrEqual(4000);
    expect(cut).toContain("### ❌ kustomize-sync sync: 2 of 10 not Ready");
    expect(cut).toContain("| `apps-backend` | `main@sha1:3f2a9c1d` | ❌\u00a0False |");
    expect(cut).toContain("<details open><summary>❌ <b>apps-backend</b>");
    expect(cut).toContain("<details open><summary>❌ <b>apps-frontend</b>");
    expect(cut).toMatch(
      /> Shortened to fit GitHub's limit of 4,000 characters: left out the details of \d+ Kustomizations? \((`[\w-]+`(, )?)+\)(, the dependency graph)?\. The full report is in the job summary/,
    );
  });

  it("cuts even the table at a row boundary when nothing else fits", () => {
    const cut = publish(scaleReport(load("ten.json"), 200), 900);
    expect(cut.length).toBeLessThanOrEqual(900);
    expect(cut).toContain("left out");
    expect(cut).toContain("the end of the report");
    expect(
      cut
        .split("\n")
        .filter((l) => l.startsWith("|"))
        .every((l) => l.endsWith("|")),
    ).toBe(true);
  });

  it("escapes HTML and @mentions from messages", () => {
    const report = load("one.json");
    report.kustomizations[0]!.message = "apply failed: <script>x</script> | ping @octocat";
    const md = publish(report);
    expect(md).not.toContain("<script>"); // a Ready row's message is inline text
    expect(md).toContain("&lt;script&gt;");
    expect(md).not.toMatch(/(^|\s)@octocat/);
    expect(md).toContain("\\|");
  });

  it("in plan mode says what would change", () => {
    const md = publish({ ...load("one.json"), mode: "plan" });
    expect(md).toContain("2 would be created, 2 would be configured, 1 would be pruned");
    expect(md).toContain("**Would apply**");
    expect(md).toContain("**Would prune**");
  });

  it("keeps the plain-text table for the log", () => {
    const text = renderTextTable(load("ten.json"));
    expect(text.split("\n")[0]).toMatch(
      /^NAMESPACE\s+NAME\s+REVISION\s+READY\s+CHANGES\s+DURATION\s+MESSAGE$/,
    );
  });
});

describe("commit status description", () => {
  it("says how many are Ready and what changed", () => {
    expect(statusDescription(load("one.json"))).toBe("1/1 Ready · 2 created, 2 configured, 1 pruned");
  });

  it("names the first failure and stays within GitHub's 140 characters", () => {
    const text = statusDescription(load("ten.json"));
    expect(text.startsWith("2/10 not Ready · apps-backend: HealthCheckFailed: health check failed")).toBe(
      true,
    );
    expect(text.length).toBeLessThanOrEqual(140);
  });
});

describe("redact", () => {
  it("replaces every secret value, the longest first", () => {
    expect(redact("token abc123 and abc123456", ["abc123", "abc123456"])).toBe("token *** and ***");
    expect(redact("nothing", [""])).toBe("nothing");
  });
});
