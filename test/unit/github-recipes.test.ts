// The workflow recipes in docs/ACTION.md are workflows users copy: actionlint must find nothing in
// them (scripts/tools/actionlint.sh, built from the Go module proxy, as .ci/run lints
// .github/workflows).
import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const repo = resolve(import.meta.dirname, "../..");

describe("the workflow recipes in docs/ACTION.md", () => {
  it("are complete workflows actionlint finds nothing in", async () => {
    const doc = await readFile(join(repo, "docs/ACTION.md"), "utf8");
    const recipes = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)]
      .map((m) => m[1]!)
      .filter((yaml) => /^on:/m.test(yaml) && /^jobs:/m.test(yaml));
    // Preview, sync on merge, matrix, fresh image, and both stages of the fork-safe flow.
    expect(recipes.length).toBeGreaterThanOrEqual(6);
    expect(recipes.some((r) => r.includes("mode: publish") && r.includes("workflow_run:"))).toBe(true);
    const dir = await mkdtemp(join(tmpdir(), "recipes-"));
    const files = await Promise.all(
      recipes.map(async (yaml, i) => {
        const file = join(dir, `recipe-${i + 1}.yml`);
        await writeFile(file, yaml);
        return file;
      }),
    );
    // Built first (npm test builds it before vitest starts; alone, this file builds it here): only
    // the lint's own output is asserted on, never what a build prints.
    if (!process.env.ACTIONLINT_BIN) {
      const built = await promisify(execFile)(join(repo, "scripts/tools/actionlint.sh"), ["--build"], {
        cwd: repo,
      });
      process.env.ACTIONLINT_BIN = built.stdout.trim();
    }
    const lint = await promisify(execFile)(join(repo, "scripts/tools/actionlint.sh"), files, {
      cwd: repo,
    }).then(
      (r) => ({ code: 0, output: r.stdout + r.stderr }),
      (e: { code?: number; stdout?: string; stderr?: string }) => ({
        code: e.code ?? 1,
        output: `${e.stdout ?? ""}${e.stderr ?? ""}`,
      }),
    );
    expect(lint.output).toBe("");
    expect(lint.code).toBe(0);
  }, 600_000);
});
