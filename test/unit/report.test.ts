import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { RunReport } from "../../src/model/index.js";
import { budgetAnnotations } from "../../src/report/annotations.js";
import {
  failureSummary,
  GITHUB_LIMITS,
  parseRunReport,
  planAnnotations,
  redact,
  renderMarkdown,
  renderTextTable,
  statusDescription,
} from "../../src/report/index.js";
import { renderMermaid } from "../../src/report/mermaid.js";
import { scaleReport } from "../fixtures/report/scale.mjs";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/report");
const load = (name: string): RunReport => JSON.parse(readFileSync(resolve(FIXTURES, name), "utf8"));
const comment = (report: RunReport, max: number = GITHUB_LIMITS.commentCharacters) =>
  renderMarkdown(report, {}, { max, unit: "characters", fullReport: "the job summary" });

describe("markdown report", () => {
  it("renders one Kustomization with a narrow table: the shared revision in the title, not on every row", () => {
    const md = comment(load("one.json"));
    expect(md).toContain("### ✅ kustomize-sync sync: 1/1 Ready");
    expect(md).toContain("revision `main@sha1:3f2a9c1d` · 1 Kustomization in `flux-system`");
    expect(md).toContain("| NAME | STATUS | CHANGES | DURATION |");
    expect(md).toContain("| `podinfo` | ✅\u00a0Ready | 2 created, 2 configured, 1 pruned | 3.9s |");
    expect(md).not.toContain("3f2a9c1de4b5a6978812bc0d1e2f3a4b5c6d7e8f");
    expect(md).toContain("`PodDisruptionBudget/podinfo/podinfo deleted`");
  });

  it("lists failing rows first and says each failure once, in full, right under the table", () => {
    const md = comment(load("ten.json"), 1 << 20);
    const rows = md.split("\n").filter((l) => l.startsWith("| `"));
    expect(rows.slice(0, 2)).toEqual([
      "| `apps-backend` | ❌\u00a0HealthCheckFailed | 2 configured, 1 pruned, 1 skipped | 2m0.4s |",
      "| `apps-frontend` | ❌\u00a0DependencyNotReady | - | 0s |",
    ]);
    // The first block after the table is the failure, open, with the Pod-level reason in full.
    const afterTable = md.slice(md.indexOf("\n\n", md.indexOf(rows.at(-1)!)) + 2);
    expect(afterTable.startsWith("<details open><summary>❌ <b>apps-backend</b> — HealthCheckFailed")).toBe(
      true,
    );
    const reason = 'pod api-7c9d8-9zz1m: ImagePullBackOff (image "ghcr.io/acme/api:pr-1234" not found)';
    // Said once: not in the table, not repeated as a problem or a health entry, no code block.
    expect(md.split(reason)).toHaveLength(2);
    expect(md).not.toContain("```text");
    const block = afterTable.slice(0, afterTable.indexOf("</details>"));
    expect(block).toContain("**Pruned**\n\n- `CronJob/backend/cleanup deleted`");
    expect(block).toContain(
      "`ConfigMap/backend/legacy-flags skipped (kustomize.toolkit.fluxcd.io/prune: disabled)`",
    );
    expect(block).toContain("1 object healthy: `Service/backend/api`.");
    expect(md).toMatch(/<details><summary>✅ <b>infra-controllers<\/b>/); // successes stay closed
    expect(md).toContain("<details><summary>⏸️ <b>tenants</b> — Suspended</summary>");
  });

  it("keeps a REVISION column only when the rows' revisions differ", () => {
    const report = load("ten.json");
    report.kustomizations[2]!.revision = "main@sha1:0000000011111111222222223333333344444444";
    const md = comment(report);
    expect(md).toContain("| NAME | STATUS | REVISION | CHANGES | DURATION |");
    expect(md).toContain("| `infra-configs` | ✅\u00a0Ready | `main@sha1:00000000` |");
  });

  it("validate shows what it checked: no CHANGES or DURATION columns, a verdict and no '0/3 Ready'", () => {
    const report: RunReport = {
      ready: true,
      mode: "validate",
      kustomizations: load("ten.json")
        .kustomizations.slice(0, 3)
        .map((k) => ({
          ...k,
          ready: "Unknown",
          reason: "Valid",
          message: "valid",
          revision: "",
          changes: [],
          durationMs: 0,
        })),
    };
    const md = comment(report);
    expect(md).toContain("### ✅ kustomize-sync validate: 3 Kustomizations valid");
    expect(md).toContain("| NAME | STATUS |\n|---|---|\n| `infra-crds` | ☑️\u00a0Valid |");
    expect(statusDescription(report)).toBe("3 Kustomizations valid");
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
    const md = comment(report);
    expect(md.length).toBeLessThan(GITHUB_LIMITS.commentCharacters);
    const isRow = (l: string) => /^\| `[\w-]+` \|/.test(l);
    const mainTable = md.slice(0, md.indexOf("<details")).split("\n").filter(isRow);
    expect(mainTable.length).toBeLessThanOrEqual(10);
    expect(md.split("\n").filter(isRow)).toHaveLength(200);
    expect(md).toContain("194 more Kustomizations Ready with nothing changed, listed below.");
    // The suspended one is not counted as not Ready.
    expect(md).toContain(
      "Showing the 2 Kustomizations that are not Ready and their dependencies (4 of 200).",
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

  it("shortens to the limit keeping the title, the table and the failures, and says what was left out and where", () => {
    const report = load("ten.json");
    const full = comment(report, 1 << 20);
    const cut = comment(report, 3000);
    expect(full.length).toBeGreaterThan(3000);
    expect(cut.length).toBeLessThanOrEqual(3000);
    expect(cut).toContain("### ❌ kustomize-sync sync: 2 of 10 not Ready");
    expect(cut).toContain("| `apps-backend` | ❌\u00a0HealthCheckFailed |");
    expect(cut).toContain("<details open><summary>❌ <b>apps-backend</b>");
    expect(cut).toContain("<details open><summary>❌ <b>apps-frontend</b>");
    expect(cut).toMatch(
      /> \[!NOTE\]\n> Shortened to fit GitHub's limit of 3,000 characters: left out the details of \d+ Kustomizations: `[\w-]+`[^\n]*\. The full report is in the job summary\./,
    );
    // The note sits right under the title, where a reader looks first.
    expect(cut.indexOf("[!NOTE]")).toBeLessThan(cut.indexOf("| NAME"));
  });

  it("cuts the table at row boundaries, never a failing row before a quiet one", () => {
    const cut = comment(scaleReport(load("ten.json"), 200), 1200);
    expect(cut.length).toBeLessThanOrEqual(1200);
    expect(cut).toContain("left out");
    expect(cut).toContain("| `apps-backend` | ❌");
    expect(cut).toContain("| `apps-frontend` | ❌");
    expect(
      cut
        .split("\n")
        .filter((l) => l.startsWith("|"))
        .every((l) => l.endsWith("|")),
    ).toBe(true);
  });

  it("in plan mode says what would change", () => {
    const md = comment({ ...load("one.json"), mode: "plan" });
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

  it("shows a cancelled run as cancelled, with what finished", () => {
    const report = load("ten.json");
    report.ready = false;
    report.cancelled = { signal: "SIGTERM", at: "2026-11-22T02:01:00.000Z" };
    for (const k of report.kustomizations.slice(6))
      Object.assign(k, { ready: "Unknown", reason: "Cancelled" });
    expect(comment(report)).toContain("### ⏹️ kustomize-sync sync: cancelled, 6 of 10 finished, 1 not Ready");
    expect(statusDescription(report)).toBe("cancelled (SIGTERM): 6 of 10 finished, 1 not Ready");
  });
});

describe("commit status description", () => {
  it("says how many are Ready and what changed", () => {
    expect(statusDescription(load("one.json"))).toBe("1/1 Ready · 2 created, 2 configured, 1 pruned");
  });

  it("names the first failure and stays within GitHub's 140 characters, counted as characters", () => {
    const text = statusDescription(load("ten.json"));
    expect(text.startsWith("2/10 not Ready · apps-backend: HealthCheckFailed: health check failed")).toBe(
      true,
    );
    expect([...text].length).toBe(140);
    const emoji = load("ten.json");
    emoji.kustomizations[5]!.message = "😀".repeat(300);
    expect([...statusDescription(emoji)].length).toBe(140);
  });

  it("in plan mode says what would change", () => {
    expect(statusDescription({ ...load("one.json"), mode: "plan" })).toBe(
      "1/1 planned · 2 would be created, 2 would be configured, 1 would be pruned",
    );
  });
});

describe("failure summary", () => {
  it("names what is not Ready, with no '0 problem(s)'", () => {
    expect(failureSummary(load("ten.json"))).toBe(
      "2 of 10 Kustomizations not Ready: flux-system/apps-backend (HealthCheckFailed), flux-system/apps-frontend (DependencyNotReady)",
    );
    expect(
      failureSummary({ ready: false, mode: "validate", kustomizations: [], problems: [{ message: "x" }] }),
    ).toBe("1 problem in the definitions");
  });
});

describe("annotations", () => {
  it("one per problem, at its file:line, causes first and the blocked dependant last", () => {
    const annotations = planAnnotations(load("ten.json"), "deploy");
    expect(annotations.map((a) => [a.level, a.file, a.line, a.message])).toEqual([
      [
        "error",
        "deploy/clusters/production/apps-backend.yaml",
        1,
        expect.stringMatching(
          /^flux-system\/apps-backend: HealthCheckFailed: health check failed after 2m0s: .*ImagePullBackOff/,
        ),
      ],
      [
        "error",
        "deploy/clusters/production/apps-frontend.yaml",
        1,
        "flux-system/apps-frontend: DependencyNotReady: dependency 'flux-system/apps-backend' is not ready",
      ],
      [
        "warning",
        "deploy/clusters/production/apps-worker.yaml",
        1,
        expect.stringMatching(
          /^flux-system\/apps-worker: Deployment\/worker\/worker: 0\/1 ready; pod .*CrashLoopBackOff/,
        ),
      ],
    ]);
  });

  it("within GitHub's 10 per level: nine, then one saying how many more the summary lists", () => {
    const report = scaleReport(load("ten.json"), 10);
    report.problems = Array.from({ length: 14 }, (_, i) => ({
      message: `spec.path: Required value ${i}`,
      source: { file: `k${i}.yaml`, line: i + 1 },
    }));
    const { shown, rest } = budgetAnnotations(planAnnotations(report));
    const errors = shown.filter((a) => a.level === "error");
    expect(errors).toHaveLength(10);
    expect(errors.slice(0, 9).every((a) => a.file)).toBe(true);
    expect(errors[9]!.message).toBe(
      "7 more problems not annotated here (GitHub shows 10 per step): the job summary lists them",
    );
    expect(rest).toHaveLength(7);
    expect(rest[0]).toBe("k9.yaml:10: spec.path: Required value 9");
    const summary = renderMarkdown(report, { unannotated: rest });
    expect(summary).toContain("ℹ️ 7 problems without an annotation: GitHub shows 10 per step");
    expect(summary).toContain("- k13.yaml:14: spec.path: Required value 13");
  });
});

describe("redact", () => {
  it("replaces every secret value, the longest first", () => {
    expect(redact("token abc123 and abc123456", ["abc123", "abc123456"])).toBe("token *** and ***");
    expect(redact("nothing", [""])).toBe("nothing");
  });
});

describe("HelmReleases kustomize-sync released", () => {
  const released: RunReport = {
    ...load("one.json"),
  };
  released.kustomizations = released.kustomizations.map((k) => ({
    ...k,
    releases: [
      {
        ref: "HelmRelease/podinfo/redis",
        releaseName: "redis",
        storageNamespace: "podinfo",
        chart: "redis",
        version: "1.2.0",
        revision: 2,
        action: "upgraded",
        ready: "True",
        message: "Helm upgrade succeeded for release podinfo/redis.v2 with chart redis@1.2.0",
      },
      {
        ref: "HelmRelease/podinfo/cache",
        releaseName: "cache",
        storageNamespace: "podinfo",
        chart: "memcached",
        version: "0.3.0",
        action: "failed",
        ready: "False",
        message:
          "health check failed after 30s: timeout waiting for: [Deployment/podinfo/cache status: 'InProgress']",
      },
    ],
  }));

  it("lists each under its Kustomization with chart@version, Helm's revision, what was done and Ready", () => {
    const md = comment(released);
    expect(md).toContain(
      "**HelmReleases**\n\n- ✅ `HelmRelease/podinfo/redis redis@1.2.0 revision 2 upgraded: Helm upgrade succeeded for release podinfo/redis.v2 with chart redis@1.2.0`",
    );
    expect(md).toContain(
      "- ❌ `HelmRelease/podinfo/cache memcached@0.3.0 failed: health check failed after 30s",
    );
  });

  it("reads them back from a saved report, and refuses a release entry of the wrong shape", () => {
    expect(parseRunReport(JSON.stringify(released)).kustomizations[0]?.releases).toHaveLength(2);
    const wrong = structuredClone(released) as unknown as {
      kustomizations: { releases: { action: string }[] }[];
    };
    wrong.kustomizations[0]!.releases[0]!.action = "exploded";
    expect(() => parseRunReport(JSON.stringify(wrong))).toThrow(
      "not a kustomize-sync report: kustomizations[0].releases[0].action must be one of installed, upgraded, unchanged, rolled back, uninstalled, failed, blocked, suspended",
    );
  });
});
