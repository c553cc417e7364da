// The one rule for saying problems (src/report/problems.ts): each once per channel, one line each,
// about the right thing; a consequence said as such.
import { describe, expect, it } from "vitest";
import { formatProblem, type KustomizationResult, type RunReport } from "../../src/model/index.js";
import {
  escapeInline,
  planAnnotations,
  problemLines,
  renderChangeLines,
  renderMarkdown,
  renderTextTable,
  warningLines,
} from "../../src/report/index.js";

const dryRun =
  'ConfigMap/apps/bad dry-run failed (Invalid): ConfigMap "bad" is invalid: metadata.labels: Invalid value: "bad key!" (app/cm.yaml:2)';

function row(overrides: Partial<KustomizationResult>): KustomizationResult {
  return {
    name: "app",
    namespace: "apps",
    ready: "False",
    reason: "ReconciliationFailed",
    message: "",
    revision: "",
    changes: [],
    durationMs: 10,
    source: { file: "clusters/app.yaml", line: 1 },
    ...overrides,
  };
}
const report = (kustomizations: KustomizationResult[], problems: RunReport["problems"] = []): RunReport => ({
  ready: false,
  mode: "sync",
  kustomizations,
  problems,
});

describe("each problem once", () => {
  const failed = row({
    message: dryRun,
    problems: [{ message: dryRun, object: "ConfigMap/apps/bad", source: { file: "app/cm.yaml", line: 2 } }],
    changes: [
      {
        id: "apps_bad__ConfigMap",
        kind: "ConfigMap",
        namespace: "apps",
        name: "bad",
        action: "failed",
        detail: dryRun,
      },
      { id: "apps_good__ConfigMap", kind: "ConfigMap", namespace: "apps", name: "good", action: "created" },
    ],
  });

  it("a failed object is said by its problem, not again as a failed change", () => {
    expect(renderChangeLines(failed)).toEqual(["ConfigMap/apps/good created"]);
  });

  it("beside the status table, the problem the table shows is not said again", () => {
    const r = report([failed]);
    expect(problemLines(r, { table: true })).toEqual([]);
    expect(
      renderTextTable(r)
        .split("\n")
        .filter((l) => l.includes("ConfigMap/apps/bad")),
    ).toHaveLength(1);
    // Without a table (validate, build), it is said in the one-line form.
    expect(problemLines(r)).toEqual([`apps/app: ReconciliationFailed: ${dryRun}`]);
  });

  it("the table shows the first of several problems and how many more; the others are said beside it", () => {
    const second = "ConfigMap/apps/worse dry-run failed (Invalid): nope";
    const r = report([
      row({
        message: `${dryRun}\n${second}`,
        problems: [{ message: dryRun }, { message: second, source: { file: "app/cm.yaml", line: 9 } }],
      }),
    ]);
    expect(renderTextTable(r)).toContain(`${dryRun} (and 1 more problem)`);
    expect(problemLines(r, { table: true })).toEqual([
      `apps/app: ReconciliationFailed: ${second} (app/cm.yaml:9)`,
    ]);
  });

  it("the same problem twice is said once", () => {
    const problem = {
      message: "Kustomization flux-system/apps is defined twice",
      source: { file: "a.yaml", line: 3 },
    };
    expect(problemLines(report([], [problem, { ...problem }]))).toEqual([
      "a.yaml:3: Kustomization flux-system/apps is defined twice",
    ]);
  });
});

describe("one line each", () => {
  const multiLine =
    "Kustomization/apps/app: kustomize build failed: accumulating resources:\n  accumulating resources from 'x.yaml':\n\n\tmissing Resource metadata\n";
  const built = row({
    reason: "BuildFailed",
    message: multiLine,
    problems: [{ message: multiLine, source: { file: "clusters/app.yaml", line: 1 } }],
  });

  it("kustomize's multi-line message is folded in every channel", () => {
    const folded =
      "Kustomization/apps/app: kustomize build failed: accumulating resources: accumulating resources from 'x.yaml': missing Resource metadata";
    expect(problemLines(report([built]))).toEqual([`apps/app: BuildFailed: ${folded} (clusters/app.yaml:1)`]);
    expect(renderTextTable(report([built])).split("\n")[1]).toContain(folded);
    for (const a of planAnnotations(report([built]))) expect(a.message).not.toContain("\n");
    // The comment and the job summary say it as one paragraph, not one bullet per wrapped line.
    const md = renderMarkdown(report([built]));
    expect(md).toContain(escapeInline(folded));
    expect(md).not.toContain("- missing Resource metadata");
  });

  it("a field error names the Kustomization it is about", () => {
    expect(
      formatProblem({
        message: 'spec.interval: Invalid value: "10x": must be a duration such as "30s", "5m" or "1h30m"',
        object: "Kustomization/flux-system/apps",
        source: { file: "clusters/k.yaml", line: 7 },
      }),
    ).toBe(
      'clusters/k.yaml:7: Kustomization/flux-system/apps: spec.interval: Invalid value: "10x": must be a duration such as "30s", "5m" or "1h30m"',
    );
    const annotations = planAnnotations(
      report(
        [],
        [{ message: "spec.images[0].name: Required value", object: "Kustomization/flux-system/apps" }],
      ),
    );
    expect(annotations[0]?.message).toBe(
      "Kustomization/flux-system/apps: spec.images[0].name: Required value",
    );
  });
});

describe("a consequence is said as such", () => {
  it("children not known because the render failed: the render's failure is not repeated", () => {
    const detail = "kustomize build failed: accumulating resources from 'child.yaml': MalformedYAMLError";
    const parent = row({
      reason: "BuildFailed",
      message: `Kustomization/apps/app: ${detail}`,
      problems: [{ message: `Kustomization/apps/app: ${detail}` }],
      warnings: [`its children are not known: its render failed (${detail})`],
    });
    expect(warningLines(report([parent]), parent)).toEqual([
      "apps/app: its children are not known: its render failed",
    ]);
    // Said with its cause where the cause is said nowhere else (validate: the parent is not rendered apart).
    const alone = row({ ready: "Unknown", reason: "Planned", message: "valid", warnings: parent.warnings });
    expect(warningLines(report([alone]), alone)).toEqual([
      `apps/app: its children are not known: its render failed (${detail})`,
    ]);
    expect(
      planAnnotations(report([parent]))
        .filter((a) => a.level === "warning")
        .map((a) => a.message),
    ).toEqual(["apps/app: its children are not known: its render failed"]);
  });
});
