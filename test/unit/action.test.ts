import { cp, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type ActionRun, runAction } from "../support/action-runner.js";

const repo = resolve(import.meta.dirname, "../..");
let actionPath: string;

beforeAll(async () => {
  // Run the action from a fresh bundle of the current sources, laid out as the runner sees it.
  actionPath = await mkdtemp(join(tmpdir(), "ks-action-"));
  await cp(join(repo, "action.yml"), join(actionPath, "action.yml"));
  const { bundle } = await import("../../scripts/bundle.mjs");
  await bundle(join(actionPath, "dist"));
});

describe("action.yml", () => {
  it("maps every input into the step env exactly as the runner names INPUT_ variables", async () => {
    const action = parse(await readFile(join(repo, "action.yml"), "utf8"));
    const step = action.runs.steps.find((s: { id?: string }) => s.id === "sync");
    for (const name of Object.keys(action.inputs)) {
      expect(step.env[`INPUT_${name.toUpperCase()}`], name).toBe(`\${{ inputs.${name} }}`);
    }
    for (const [name, output] of Object.entries(action.outputs) as [string, { value: string }][]) {
      expect(output.value).toBe(`\${{ steps.sync.outputs.${name} }}`);
    }
  });

  it("validates the bundled example, sets the outputs and writes the job summary", async () => {
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { mode: "validate", root: "examples/webapp" },
      github: { token: "ghs_canaryTokenValue0123456789" },
    });
    expectSuccess(run);
    expect(run.skippedSteps).toContain("Set up Node.js");
    expect(run.outputs.ready).toBe("true");
    const report = JSON.parse(await readFile(run.outputs.result!, "utf8"));
    expect(report.mode).toBe("validate");
    expect(report.kustomizations.map((k: { name: string }) => k.name)).toEqual([
      "webapp-common",
      "webapp-backend",
      "webapp-frontend",
    ]);
    expect(run.summary).toContain("### ✅ kustomize-sync validate: 3 Kustomizations valid");
    expect(run.summary).toContain("| 📝 | `webapp-backend` |");
    // The default github-token input comes from github.token and is masked before anything prints.
    expect(run.masked).toContain("ghs_canaryTokenValue0123456789");
    expect(run.log).not.toContain("ghs_canaryTokenValue0123456789");
  });

  it("fails the step on a dependency cycle with an error annotation at the definition", async () => {
    const run = await runAction({
      actionPath,
      workspace: repo,
      with: { mode: "validate", root: "test/fixtures/action/cycle" },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.ready).toBe("false");
    expect(run.log).toMatch(
      /::error file=test\/fixtures\/action\/cycle\/kustomizations\.yaml,line=\d+::flux-system\/a: DependencyNotReady: circular dependency detected: a -> b -> a/,
    );
    expect(run.log).not.toMatch(/\n\s+at /); // no stack trace for a user mistake
  });

  it("rejects an invalid input value with a clear message and no stack trace", async () => {
    const run = await runAction({ actionPath, workspace: repo, with: { mode: "apply-everything" } });
    expect(run.exitCode).toBe(1);
    expect(run.log).toContain('mode: unsupported value "apply-everything"');
    expect(run.log).not.toMatch(/\n\s+at /);
  });
});

function expectSuccess(run: ActionRun): void {
  if (run.exitCode !== 0) throw new Error(`action failed (${run.exitCode}):\n${run.log}`);
}
