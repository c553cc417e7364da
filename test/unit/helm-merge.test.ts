import { describe, expect, it } from "vitest";
import { mergeMaps } from "../../src/model/index.js";

// fluxcd/pkg chartutil merge_test.go (TestMergeMaps), ported.
const nestedMap = { foo: "bar", baz: { cool: "stuff" } };
const anotherNestedMap = { foo: "bar", baz: { cool: "things", awesome: "stuff" } };
const flatMap = { foo: "bar", baz: "stuff" };
const anotherFlatMap = { testing: "fun" };

describe("mergeMaps (Helm's values merge)", () => {
  it("lets a nested map overwrite a flat value", () => {
    expect(mergeMaps(flatMap, nestedMap)).toEqual(nestedMap);
  });

  it("lets a flat value overwrite a map", () => {
    expect(mergeMaps(nestedMap, flatMap)).toEqual(flatMap);
  });

  it("merges a nested map into another nested map key by key", () => {
    expect(mergeMaps(nestedMap, anotherNestedMap)).toEqual(anotherNestedMap);
  });

  it("keeps the keys of both sides when they differ", () => {
    expect(mergeMaps(anotherFlatMap, anotherNestedMap)).toEqual({
      testing: "fun",
      foo: "bar",
      baz: { cool: "things", awesome: "stuff" },
    });
  });

  it("replaces lists instead of merging them", () => {
    expect(mergeMaps({ list: [1, 2, 3] }, { list: [4] })).toEqual({ list: [4] });
  });

  it("leaves both inputs as they were", () => {
    const base = { a: { b: 1 } };
    const overlay = { a: { c: 2 } };
    mergeMaps(base, overlay);
    expect(base).toEqual({ a: { b: 1 } });
    expect(overlay).toEqual({ a: { c: 2 } });
  });

  it("shares a map only one side holds with the result, as the Go code does", () => {
    const overlay = { only: { here: 1 } };
    const both = { a: { x: 1 } };
    const merged = mergeMaps({ a: { y: 2 } }, { ...overlay, ...both });
    expect(merged.only).toBe(overlay.only);
    expect(merged.a).not.toBe(both.a);
  });
});
