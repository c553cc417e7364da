// Issue 12 item 1: a plan's change set, with the live diffs the plan attached, rendered as a
// reviewer reads it — deletions first, drift labelled, unchanged Kustomizations only counted.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { diffRevisions } from "../../src/diff/objects.js";
import type { RenderedKustomization } from "../../src/diff/types.js";
import { commentBody } from "../../src/github/comment.js";
import { summaryMarkdown } from "../../src/github/publish.js";
import { parseYaml, type RunReport } from "../../src/model/index.js";
import {
  GITHUB_LIMITS,
  measure,
  planDiff,
  renderDiffMarkdown,
  renderDiffText,
} from "../../src/report/index.js";
import { bigPlanReport } from "../fixtures/report/big-plan.js";

const report = parseYaml(
  readFileSync(resolve(import.meta.dirname, "../fixtures/diff/plan-report.yaml"), "utf8"),
) as RunReport;

describe("planDiff", () => {
  const result = planDiff(report);

  it("maps created, configured and deleted objects to added, changed and removed (pruned)", () => {
    expect(result.kustomizations.map((k) => `${k.name} ${k.change}`)).toEqual([
      "app changed",
      "quiet unchanged",
      "broken failed",
    ]);
    expect(result.kustomizations[0]?.objects.map((o) => `${o.change} ${o.kind}/${o.name}`)).toEqual([
      "removed PodDisruptionBudget/web",
      "changed Deployment/web",
      "changed ConfigMap/settings",
      "added ConfigMap/new",
    ]);
    expect(result.summary).toEqual({
      kustomizations: { added: 0, removed: 0, changed: 1, unchanged: 1, failed: 1 },
      objects: { added: 1, changed: 2, deleted: 1, orphaned: 0, unchanged: 2 },
    });
    expect(result.hasChanges).toBe(true);
  });

  it("renders deletions first, the diffs, drift labelled, and what failed", () => {
    const text = renderDiffText(result);
    expect(text).toBe(
      [
        "⚠ WILL BE DELETED (1 object):",
        "  PodDisruptionBudget/web/web  flux-system/app",
        "",
        "flux-system/app: changed (1 removed, 2 changed, 1 added, 1 unchanged)  clusters/app.yaml:1",
        "- PodDisruptionBudget/web/web  (deleted: pruned)",
        "~ Deployment/web/web  deploy/deployment.yaml:1  spec.replicas",
        "--- a/Deployment/web/web",
        "+++ b/Deployment/web/web",
        "@@ -5,3 +5,3 @@",
        " spec:",
        "-  replicas: 1",
        "+  replicas: 3",
        "~ ConfigMap/web/settings  (drift: changed in the cluster, not in git)  data.level",
        "--- a/ConfigMap/web/settings",
        "+++ b/ConfigMap/web/settings",
        "@@ -1,2 +1,2 @@",
        " data:",
        "-  level: debug",
        "+  level: info",
        "+ ConfigMap/web/new",
        "--- /dev/null",
        "+++ b/ConfigMap/web/new",
        "@@ -0,0 +1,1 @@",
        "+apiVersion: v1",
        "",
        "flux-system/broken: failed",
        "  ✖ ReconciliationFailed: Deployment/web/bad dry-run failed (Invalid): spec.replicas: Invalid value: -1",
        "",
        "Kustomizations: 1 changed, 0 added, 0 removed, 1 unchanged, 1 failed; objects: 1 added, 2 changed, 1 deleted, 0 left in the cluster, 2 unchanged",
        "",
      ].join("\n"),
    );
  });

  it("says so when nothing would change", () => {
    const quiet = { ...report, kustomizations: report.kustomizations.filter((k) => k.name === "quiet") };
    expect(renderDiffText(planDiff(quiet))).toBe(
      "Kustomizations: 0 changed, 0 added, 0 removed, 1 unchanged; objects: 0 added, 0 changed, 0 deleted, 0 left in the cluster, 1 unchanged\nNo changes.\n",
    );
  });
});

describe("renderDiffMarkdown", () => {
  /** n Kustomizations, each with a ConfigMap of 40 keys all changed and one object deleted. */
  function bigDiff(n: number) {
    const side = (revision: string, withPdb: boolean): RenderedKustomization[] =>
      Array.from({ length: n }, (_, i) => ({
        namespace: "flux-system",
        name: `app-${i}`,
        prune: true,
        deletionPolicy: "MirrorPrune" as const,
        manifests: [
          {
            object: {
              apiVersion: "v1",
              kind: "ConfigMap",
              metadata: { name: "settings", namespace: `app-${i}` },
              data: Object.fromEntries(
                Array.from({ length: 40 }, (_, k) => [`key-${k}`, `${revision}-value-${k}`]),
              ),
            },
          },
          ...(withPdb
            ? [
                {
                  object: {
                    apiVersion: "policy/v1",
                    kind: "PodDisruptionBudget",
                    metadata: { name: "web", namespace: `app-${i}` },
                    spec: { minAvailable: 1 },
                  },
                },
              ]
            : []),
        ],
      }));
    return diffRevisions(side("before", true), side("after", false));
  }

  it("keeps a comment for 200 Kustomizations with large diffs within GitHub's limit, title and deletions intact", () => {
    const result = bigDiff(200);
    const limit = {
      max: GITHUB_LIMITS.commentCharacters,
      unit: "characters" as const,
      fullReport: "the job summary",
    };
    const full = renderDiffMarkdown(result, { title: "### Diff of main" });
    expect(measure(full, "characters")).toBeGreaterThan(limit.max);
    const comment = renderDiffMarkdown(result, { title: "### Diff of main", limit });
    expect(measure(comment, "characters")).toBeLessThanOrEqual(limit.max);
    expect(
      comment.startsWith(
        "### Diff of main\n\n200 Kustomizations changed · 0 added · 200 changed · 200 deleted",
      ),
    ).toBe(true);
    expect(comment).toContain(
      "> [!NOTE]\n> Shortened to fit GitHub's limit of 65,536 characters: left out the diffs of 178 Kustomizations",
    );
    expect(comment).toContain("The full report is in the job summary.");
    expect(comment).toContain("**⚠️ Will be deleted (200 objects):**");
    expect(comment).toContain("- `PodDisruptionBudget/app-199/web` (flux-system/app-199)");
    // What is kept is whole: every opened details block and code fence is closed.
    expect(comment.match(/<details>/g)?.length).toBe(comment.match(/<\/details>/g)?.length);
    expect((comment.match(/^```/gm)?.length ?? 0) % 2).toBe(0);
  });

  it("fences diffs so that backticks inside a manifest cannot end the block, and caps long diffs", () => {
    const object = (text: string) => ({
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: { name: "docs", namespace: "web" },
      data: {
        "README.md": text,
        ...Object.fromEntries(Array.from({ length: 30 }, (_, k) => [`k${k}`, text])),
      },
    });
    const k = (text: string): RenderedKustomization[] => [
      {
        namespace: "flux-system",
        name: "docs",
        prune: true,
        deletionPolicy: "MirrorPrune",
        manifests: [{ object: object(text) }],
      },
    ];
    const markdown = renderDiffMarkdown(diffRevisions(k("```\nold\n```"), k("```\nnew @team #1\n```")), {
      maxLinesPerObject: 20,
    });
    expect(markdown).toContain("````diff\n~ ConfigMap/web/docs\n--- a/ConfigMap/web/docs\n");
    expect(markdown).toMatch(/… \d+ more lines in the full report\n````/);
  });
});

describe("a plan's PR comment and job summary carry its diffs", () => {
  it("adds the diffs under the status table: replicas 1→3, the deletion heading, Secrets masked", () => {
    for (const text of [commentBody("", report), summaryMarkdown(report, {})]) {
      const table = text.indexOf("| NAME | STATUS |");
      const diff = text.indexOf("#### Diff");
      expect(table).toBeGreaterThan(0);
      expect(diff).toBeGreaterThan(table);
      const section = text.slice(diff);
      expect(section).toContain(
        "**⚠️ Will be deleted (1 object):**\n\n- `PodDisruptionBudget/web/web` (flux-system/app)",
      );
      expect(section).toContain("-  replicas: 1\n+  replicas: 3");
      expect(section).toContain("(drift: changed in the cluster, not in git)");
      // Deletions come first, inside the Kustomization's block too.
      expect(section.indexOf("- PodDisruptionBudget/web/web")).toBeLessThan(
        section.indexOf("~ Deployment/web/web"),
      );
      // The failed Kustomization's failure is said once, in its details, not again as a diff.
      expect(section).not.toContain("flux-system/broken");
    }
  });

  it("keeps the comment of 200 Kustomizations with large diffs within GitHub's limit, every table row intact", () => {
    const big = bigPlanReport(200);
    const comment = commentBody("staging", big, { runUrl: "https://github.com/o/r/actions/runs/1" });
    expect(measure(comment, "characters")).toBeLessThanOrEqual(GITHUB_LIMITS.commentCharacters);
    for (let i = 0; i < 200; i++) expect(comment).toContain(`| \`app-${i}\` |`);
    expect(comment).toContain("#### Diff");
    expect(comment).toMatch(/left out [^\n]*the diffs of \d+ Kustomizations: `flux-system\/app-/);
    expect(comment).toContain(
      "The full report is in the job summary of the [workflow run](https://github.com/o/r/actions/runs/1) and in its JSON report",
    );
    expect(comment.match(/<details/g)?.length).toBe(comment.match(/<\/details>/g)?.length);
    expect((comment.match(/^```/gm)?.length ?? 0) % 2).toBe(0);
    // The job summary, with GitHub's 1 MiB, carries more of them.
    const summary = summaryMarkdown(big, {});
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(GITHUB_LIMITS.summaryBytes);
    expect(summary.split("+        - --flag-").length).toBeGreaterThan(
      comment.split("+        - --flag-").length,
    );
  });
});
