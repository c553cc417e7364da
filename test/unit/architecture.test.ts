import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findCycles, importGraph } from "../../scripts/imports.mjs";

// The layering rules of docs/ARCHITECTURE.md, checked over the import graph of src/.
const root = fileURLToPath(new URL("../../src", import.meta.url));
const graph = importGraph(root);

describe("architecture", () => {
  it("reads the import graph (the check below is not vacuous)", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get("cli.ts")?.length).toBeGreaterThan(0);
  });

  it("has no import cycle in src/", () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it("finds a cycle when there is one (so the check above can fail)", () => {
    const cyclic = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(findCycles(cyclic)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("model/ imports nothing from another src/ folder (it is the bottom layer)", () => {
    const outward = [...graph]
      .filter(([file]) => file.startsWith("model/"))
      .flatMap(([file, targets]) =>
        targets.filter((t) => !t.startsWith("model/")).map((t) => `${file} → ${t}`),
      );
    expect(outward).toEqual([]);
  });
});
