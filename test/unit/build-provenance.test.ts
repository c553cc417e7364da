import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ProvenanceMapper } from "../../src/render/provenance.js";

const FIXTURES = join(import.meta.dirname, "../fixtures/provenance");
const root = mkdtempSync(join(tmpdir(), "provenance-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A mapper over a copy of the fixtures, as kustomize's origin annotation names them. */
function mapper(): ProvenanceMapper {
  cpSync(FIXTURES, join(root, "apps"), { recursive: true });
  return new ProvenanceMapper(root, join(root, "apps"), join(root, "tmp"));
}

describe("provenance: the file and line of a rendered object", () => {
  it("names the document of the exact name, even where a longer name contains it", async () => {
    const provenance = mapper();
    expect(await provenance.locate("path: objects.yaml\n", "ConfigMap", "app")).toEqual({
      file: "apps/objects.yaml",
      line: 2,
    });
    expect(await provenance.locate("path: objects.yaml\n", "ConfigMap", "app-config")).toEqual({
      file: "apps/objects.yaml",
      line: 7,
    });
  });

  it("finds a namePrefix/nameSuffix rename by the longest original name it contains, the first of equal names", async () => {
    const provenance = mapper();
    const locate = (name: string) => provenance.locate("path: objects.yaml\n", "ConfigMap", name);
    // "app" and "app-config" are both in the rendered name: the longer one, its first document.
    expect(await locate("prod-app-config-v2")).toEqual({ file: "apps/objects.yaml", line: 7 });
    expect(await locate("prod-app-v2")).toEqual({ file: "apps/objects.yaml", line: 2 });
    // "web" and "api" have the same length: the first in the file wins.
    expect(await locate("web-api")).toEqual({ file: "apps/objects.yaml", line: 12 });
    expect(await locate("api-web")).toEqual({ file: "apps/objects.yaml", line: 12 });
    // No original name in it: the file, without a line.
    expect(await locate("other")).toEqual({ file: "apps/objects.yaml" });
  });

  it("names the only document of a kind whatever its rendered name", async () => {
    const provenance = mapper();
    expect(await provenance.locate("path: objects.yaml\n", "Service", "renamed-entirely")).toEqual({
      file: "apps/objects.yaml",
      line: 27,
    });
    expect(await provenance.locate("path: objects.yaml\n", "Secret", "app")).toEqual({
      file: "apps/objects.yaml",
    });
  });

  it("names no file for a remote base, an origin that is not YAML, or our own kustomization", async () => {
    const provenance = mapper();
    expect(
      await provenance.locate("path: objects.yaml\nrepo: https://example.com/x\n", "ConfigMap", "app"),
    ).toBe(undefined);
    expect(await provenance.locate("path: [unclosed\n", "ConfigMap", "app")).toBe(undefined);
    expect(await provenance.locate(undefined, "ConfigMap", "app")).toBe(undefined);
    expect(await provenance.locate("configuredIn: ../tmp/kustomization.yaml\n", "ConfigMap", "app")).toBe(
      undefined,
    );
  });

  // Issue 16: locating every object of a file once scanned the whole file per object (n²).
  it("locates the objects of one file in time that grows linearly with their number", async () => {
    /** Milliseconds to locate n objects of one file (index built beforehand), the best of three. */
    async function timeLocate(n: number, prefix: string): Promise<number> {
      const dir = mkdtempSync(join(root, `scale-${n}-`));
      const lines: string[] = [];
      for (let i = 0; i < n; i++) lines.push(`{apiVersion: v1, kind: ConfigMap, metadata: {name: obj-${i}}}`);
      writeFileSync(join(dir, "many.yaml"), lines.join("\n---\n"));
      const provenance = new ProvenanceMapper(root, dir, join(root, "tmp"));
      const origin = "path: many.yaml\n";
      expect(await provenance.locate(origin, "ConfigMap", `${prefix}obj-${n - 1}`)).toEqual({
        file: `${dir.slice(root.length + 1)}/many.yaml`,
        line: 2 * n - 1,
      });
      let best = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 3; round++) {
        const start = performance.now();
        for (let i = 0; i < n; i++) await provenance.locate(origin, "ConfigMap", `${prefix}obj-${i}`);
        best = Math.min(best, performance.now() - start);
      }
      return best;
    }
    for (const prefix of ["", "prod-"]) {
      const small = await timeLocate(2_000, prefix);
      const large = await timeLocate(20_000, prefix);
      // 10× the objects: linear is ~10× the time, quadratic ~100×. 30× leaves room for a busy machine.
      expect(large, `${prefix || "exact"}: ${small.toFixed(1)} ms → ${large.toFixed(1)} ms`).toBeLessThan(
        30 * Math.max(small, 5),
      );
    }
  }, 60_000);
});
