import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  parseYaml,
  parseYamlDocuments,
  readYamlDocuments,
  stringifyYaml,
  YamlAliasError,
  YamlError,
  YamlMappingEditor,
} from "../../src/model/index.js";
import { lookAtYamlDocument, parseYamlDocument } from "../../src/model/yaml.js";

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, "../fixtures/yaml", name), "utf8");

describe("scalar values, as Flux keeps them", () => {
  const [scalars, merged] = parseYamlDocuments(fixture("scalars.yaml")).map(
    (d) => d.value as Record<string, Record<string, unknown>>,
  );

  it("keeps CoreDNS's `zone: .`, a substituted `1:20` and a date as strings", () => {
    expect(scalars!.data).toMatchObject({ zone: ".", time: "1:20", date: "2024-01-02" });
  });

  it("keeps YAML 1.1 booleans as strings and reads YAML 1.2's true in any case", () => {
    expect(scalars!.data).toMatchObject({
      yes: "yes",
      on: "on",
      off: "Off",
      y: "y",
      true: true,
      capitalTrue: true,
    });
  });

  it("reads integers and floats by YAML 1.2 core's rules", () => {
    // `010` is decimal in YAML 1.2 core; Go's YAML reads it as octal 8, but kustomize prints
    // every number in canonical form (8), so its output never holds a leading zero.
    expect(scalars!.data).toMatchObject({
      octal: 493,
      leadingZero: 10,
      hex: 16,
      infinity: Number.POSITIVE_INFINITY,
      negativeInfinity: Number.NEGATIVE_INFINITY,
      exponent: 1000,
      float: 12.5,
    });
    expect(scalars!.data!.notANumber).toBeNaN();
    // Not numbers in YAML 1.2 core.
    expect(scalars!.data).toMatchObject({ binary: "0b101", underscore: "1_000" });
  });

  it("reads nulls, and never converts a quoted value", () => {
    expect(scalars!.data).toMatchObject({ tilde: null, null: null, empty: null });
    expect(scalars!.data).toMatchObject({
      singleQuoted: "0o755",
      doubleQuoted: "true",
      quotedDate: "2024-01-02",
    });
  });

  it("merges `<<` keys, the mapping's own keys winning", () => {
    expect(merged!.data).toEqual({ region: "eu-west-1", replicas: 3 });
  });

  it("writes strings that another YAML reader could mistake quoted, and reads them back unchanged", () => {
    const data = {
      zone: ".",
      time: "1:20",
      date: "2024-01-02",
      yes: "yes",
      on: "on",
      octal: "0o755",
      leadingZero: "010",
      script: "echo one\necho two\n",
    };
    const text = stringifyYaml({ data });
    for (const quoted of ["'1:20'", "'2024-01-02'", "'yes'", "'on'", "'0o755'", "'010'"]) {
      expect(text).toContain(quoted);
    }
    expect(parseYaml(text)).toEqual({ data });
  });
});

describe("documents and their lines", () => {
  it("gives each document its first line and each field the line of its key", () => {
    const [first, second] = parseYamlDocuments(fixture("lines.yaml"));
    expect([first!.line, second!.line]).toEqual([2, 18]);
    expect(first!.lineOf(["metadata", "labels", "team"])).toBe(7);
    expect(first!.lineOf(["data", "script"])).toBe(9);
    expect(first!.lineOf(["data", "quoted key"])).toBe(12);
    expect(first!.lineOf(["data", "list", 1, "value"])).toBe(16);
    expect(first!.lineOf(["data", "list", 1])).toBe(15);
    // A missing field: its deepest existing ancestor.
    expect(first!.lineOf(["data", "missing", "deeper"])).toBe(8);
    expect(first!.lineOf(["data", "list", 7])).toBe(13);
  });

  it("follows merge keys and aliases to the line that defines a field", () => {
    const [, second] = parseYamlDocuments(fixture("lines.yaml"));
    expect(second!.value).toMatchObject({
      metadata: { labels: { tier: "backend", app: "api" } },
      extra: { tier: "backend" },
    });
    expect(second!.lineOf(["metadata", "labels", "tier"])).toBe(24);
    expect(second!.lineOf(["metadata", "labels", "app"])).toBe(25);
    expect(second!.lineOf(["extra", "tier"])).toBe(24);
    // A block scalar item: the line of its `|`.
    expect(second!.lineOf(["generators", 0])).toBe(28);
  });

  it("counts lines from an offset when the text is a slice of a file", () => {
    const [doc] = parseYamlDocuments("a:\n  b: 1\n", { lineOffset: 10 });
    expect([doc!.line, doc!.lineOf(["a", "b"])]).toEqual([11, 12]);
  });

  it("reports a syntax error with its line and column, without quoting the text", () => {
    const error = (() => {
      try {
        parseYamlDocuments(fixture("broken.yaml"));
      } catch (e) {
        return e;
      }
    })() as YamlError;
    expect(error).toBeInstanceOf(YamlError);
    expect([error.line, error.column]).toEqual([12, 4]);
    expect(error.message).toBe("bad indentation of a mapping entry at line 12, column 4");
  });

  it("keeps the documents around a broken one, with one error for it", () => {
    const { documents, errors } = readYamlDocuments(fixture("broken.yaml"));
    expect(documents.map((d) => [(d.value as { metadata: { name: string } }).metadata.name, d.line])).toEqual(
      [
        ["before", 1],
        ["after", 14],
      ],
    );
    expect(errors.map((e) => [e.line, e.column])).toEqual([[12, 4]]);
  });

  it("refuses a document whose aliases expand past the limit, and only that one", () => {
    const { documents, errors } = readYamlDocuments(fixture("../config/alias-bomb/bomb.yaml"));
    expect(documents).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(YamlAliasError);
    expect(errors[0]!.line).toBe(2);
    // A handful of aliases is fine.
    expect(parseYaml("a: &a [1, 2]\nb: *a\nc: *a\n")).toEqual({ a: [1, 2], b: [1, 2], c: [1, 2] });
  });

  it("parses one document, null for an empty text, and refuses a second", () => {
    expect(parseYaml("")).toBeNull();
    expect(parseYaml("# only a comment\n")).toBeNull();
    expect(() => parseYaml("a: 1\n---\nb: 2\n")).toThrow(
      "expected one document, found more at line 3, column 1",
    );
  });

  it("overrides a repeated key only when asked to", () => {
    expect(() => parseYaml("a: 1\na: 2\n")).toThrow(YamlError);
    expect(parseYaml("a: 1\na: 2\n", { allowDuplicateKeys: true })).toEqual({ a: 2 });
  });
});

describe("editing a mapping's top-level keys", () => {
  it("replaces and appends keys, keeping every other value as written", () => {
    const editor = YamlMappingEditor.parse(
      "# kept out\nresources:\n  - a.yaml\nreplicas: 010\nnamespace: old\npatches:\n  - patch: |\n      x: 1\n",
    )!;
    editor.set("namespace", "new");
    editor.append("resources", ["b.yaml"]);
    editor.append("components", ["../c"]);
    expect(editor.value).toMatchObject({
      namespace: "new",
      resources: ["a.yaml", "b.yaml"],
      components: ["../c"],
    });
    expect(editor.toString()).toBe(
      "resources:\n- a.yaml\n- b.yaml\nreplicas: 010\nnamespace: new\npatches:\n- patch: |\n    x: 1\ncomponents:\n- ../c\n",
    );
  });

  it("starts from an empty file, and refuses what is not one mapping", () => {
    const empty = YamlMappingEditor.parse("")!;
    empty.set("namespace", "yes");
    expect(empty.toString()).toBe("namespace: 'yes'\n");
    expect(YamlMappingEditor.parse("- a\n")).toBeNull();
    expect(YamlMappingEditor.parse("a: 1\n---\nb: 2\n")).toBeNull();
    expect(() => YamlMappingEditor.parse("a: [\n")).toThrow(YamlError);
  });
});

describe("syntax errors are said where the mistake is", () => {
  it.each([
    ['a: 1\nb:\n  name: "child\n  namespace: x\nc: 2\n', "double-quoted string is not closed", 3, 9],
    ["a: 1\nb:\n  name: 'child\n  namespace: x\n", "single-quoted string is not closed", 3, 9],
    ['a: 1\nlist:\n- "abc\n- d\n', "double-quoted string is not closed", 3, 3],
    ["a: 1\nb: [1, 2\nc: 3\n", "flow sequence ([) is not closed", 2, 4],
    ["# a {comment\na: 1\nb: {x: 1\n", "flow mapping ({) is not closed", 3, 4],
    // Quotes inside plain text, a block scalar's content and closed quotes are not openings.
    [
      'a: "it\'s fine"\nb: it\'s\nc: |\n  echo "hi\n  x\nd: [1,\n  2]\ne: "x\n',
      "double-quoted string is not closed",
      8,
      4,
    ],
  ])("%j", (text, reason, line, column) => {
    const [error] = readYamlDocuments(text).errors;
    expect(error).toMatchObject({ reason, line, column });
  });

  it("keeps the parser's own words when nothing is left open", () => {
    const [error] = readYamlDocuments("a:\n  b: 1\n c: 2\n").errors;
    expect(error?.line).toBe(3);
    expect(error?.reason).not.toContain("not closed");
  });
});

describe("lookAtYamlDocument: one parse per text for readers that only look", () => {
  it("gives what parseYamlDocument gives with duplicate keys allowed, the same value for the same text", () => {
    const text = "resources:\n  - a.yaml\nresources:\n  - b.yaml\n";
    const first = lookAtYamlDocument(text);
    expect(first?.value).toEqual(parseYamlDocument(text, { allowDuplicateKeys: true })?.value);
    expect(lookAtYamlDocument(text)).toBe(first);
    expect(lookAtYamlDocument("")).toBeUndefined();
  });

  it("throws the parse error again for the same text", () => {
    const text = "resources: [a.yaml\n";
    expect(() => lookAtYamlDocument(text)).toThrow(YamlError);
    expect(() => lookAtYamlDocument(text)).toThrow(YamlError);
  });
});
