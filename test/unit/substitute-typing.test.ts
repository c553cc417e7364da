import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseYaml } from "../../src/model/index.js";
import { readSubstituted } from "../../src/render/substitute.js";

interface Case {
  text: string;
  key?: boolean;
  json?: string;
  error?: string;
}

// Generated from sigs.k8s.io/yaml's YAMLToJSON itself: see the file's header.
const CASES = parseYaml(
  readFileSync(resolve(import.meta.dirname, "../fixtures/yaml/go-yaml-v2-scalars.yaml"), "utf8"),
) as Case[];

function read(text: string): { value: unknown } | { error: string } {
  try {
    return { value: readSubstituted(text) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe("substituted objects are typed as kustomize-controller's YAMLToJSON types them", () => {
  it.each(CASES.map((c) => [c.key ? `key ${c.text}` : c.text, c] as const))("%s", (_, c) => {
    const result = read(c.key ? `${c.text}: v\n` : `v: ${c.text}\n`);
    if (c.error !== undefined) {
      expect(result).toMatchObject({ error: expect.stringContaining(c.error) });
    } else {
      // JSON.parse of Go's output loses what a JavaScript number cannot hold, as our reading does.
      expect(result).toEqual({ value: JSON.parse(c.json as string) });
    }
  });

  it("covers what the issue names: 0755, on/yes/y, 1_000 change type; ., 1:20 and dates do not", () => {
    const value = read("a: 0755\nb: on\nc: yes\nd: y\ne: 1_000\nf: .\ng: 1:20\nh: 2024-01-02\n");
    expect(value).toEqual({
      value: { a: 493, b: true, c: true, d: true, e: 1000, f: ".", g: "1:20", h: "2024-01-02" },
    });
  });

  it("lets a repeated key override the earlier one, as go-yaml v2 does (`y:` and `on:` are both `true`)", () => {
    expect(read("y: 1\non: 2\n")).toEqual({ value: { true: 2 } });
  });

  it("keeps YAML 1.2 core typing for everything else the project reads", () => {
    expect(parseYaml("a: 0755\nb: on\nc: 1_000\n")).toEqual({ a: 755, b: "on", c: "1_000" });
  });
});
