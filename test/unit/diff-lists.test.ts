// Diffs read like the change: list entries matched by the keys the API server merges them by
// (containers and env by name, ports by containerPort), so a reorder is one line, not every entry.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { compareObjects } from "../../src/diff/objects.js";
import { type KubeObject, parseYaml } from "../../src/model/index.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/diff/lists");
const object = (name: string) => parseYaml(readFileSync(resolve(FIXTURES, name), "utf8")) as KubeObject;

describe("list entries matched by their merge keys", () => {
  const comparison = compareObjects(object("before.yaml"), object("after.yaml"));

  it("says each reordered list once and names changed entries by the new order", () => {
    expect(comparison.paths).toEqual([
      "spec.template.spec.containers (reordered)",
      "spec.template.spec.containers[1].env (reordered)",
      "spec.template.spec.containers[1].env[2].value",
      "spec.template.spec.containers[1].ports[0].name",
    ]);
  });

  it("shows only the changed values in the text diff, not the moved entries", () => {
    const changed = comparison.diff.split("\n").filter((l) => /^[-+] /.test(l));
    expect(changed).toEqual([
      "-          value: '2'",
      "+          value: '22'",
      "-          name: http",
      "+          name: web",
    ]);
  });

  it("still counts a pure reorder as a change", () => {
    const before = object("before.yaml");
    const reordered = structuredClone(before);
    const spec = (reordered.spec as { template: { spec: { containers: unknown[] } } }).template.spec;
    spec.containers.reverse();
    const result = compareObjects(before, reordered);
    expect(result.changed).toBe(true);
    expect(result.paths).toEqual(["spec.template.spec.containers (reordered)"]);
  });
});
