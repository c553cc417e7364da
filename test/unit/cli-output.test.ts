// `--json -` (and a path that is standard output itself, /dev/stdout) gives standard output to the
// JSON report alone: what is written for people goes to standard error, so `| jq` always works.
import { readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { isStandardOutput } from "../../src/cli/output.js";
import { capturedOutput } from "../support/output.js";

const REPO = resolve(import.meta.dirname, "../..");
const ROOT = join(REPO, "examples/webapp");

const output = capturedOutput();

describe("--json to standard output", () => {
  it.each(["-", "/dev/stdout"])("--json %s: standard output is the report and nothing else", async (file) => {
    const before = await readdir(process.cwd());
    expect(await main(["validate", "--root", ROOT, "--json", file])).toBe(0);
    const report = JSON.parse(output.stdout);
    expect(report).toMatchObject({ ready: true, mode: "validate" });
    expect(report.kustomizations).toHaveLength(3);
    expect(output.stderr).toContain("✔ 3 Kustomizations found, 0 problems");
    expect(await readdir(process.cwd())).toEqual(before); // no file named "-"
  });

  it("graph --json -: the graph goes to standard error", async () => {
    expect(await main(["graph", "--root", ROOT, "--json", "-"])).toBe(0);
    expect(JSON.parse(output.stdout).mode).toBe("graph");
    expect(output.stderr).toContain("level 1  webapp-backend ← webapp-common");
  });

  it("a file is standard output only when it is the same file", () => {
    expect(isStandardOutput("-")).toBe(true);
    expect(isStandardOutput(join(ROOT, "README.md"))).toBe(false);
    expect(isStandardOutput(join(ROOT, "missing.json"))).toBe(false);
    expect(isStandardOutput(undefined)).toBe(false);
  });
});

describe("build --name of a definition that is invalid", () => {
  it("says its problems, not that it was not found", async () => {
    const root = join(REPO, "test/fixtures/config/missing-required");
    expect(await main(["build", "--root", root, "--name", "no-prune"])).toBe(1);
    expect(output.stderr).toContain(
      "kustomizations.yaml:5: Kustomization/flux-system/no-prune: spec.prune: Required value",
    );
    expect(output.stderr).not.toContain("not found");
    output.stderr = "";
    expect(await main(["build", "--root", root, "--name", "no-such-name"])).toBe(1);
    expect(output.stderr).toContain('Kustomization "no-such-name" not found');
  });
});
