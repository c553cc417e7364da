import { describe, expect, it } from "vitest";
import { parseYamlDocuments, parseYamlValues, YamlAliasError, YamlError } from "../../src/model/index.js";

/** What parseYamlDocuments reads from the whole text, or the error it throws. */
function whole(text: string): { value: unknown; line: number }[] | YamlError {
  try {
    return parseYamlDocuments(text).map(({ value, line }) => ({ value, line }));
  } catch (error) {
    return error as YamlError;
  }
}

function pieces(text: string): { value: unknown; line: number }[] | YamlError {
  try {
    return parseYamlValues(text);
  } catch (error) {
    return error as YamlError;
  }
}

describe("parseYamlValues: one document at a time, the whole text's values and lines", () => {
  const texts: Record<string, string> = {
    "several objects": "a: 1\n---\nb: 2\n---\n# a comment\nc:\n  - 3\n",
    "a leading marker and comments": "# head\n---\na: 1\n--- # after the marker\nb: |\n  text\n  more\n",
    "empty documents": "---\n---\na: 1\n---\n",
    "an end marker": "a: 1\n...\n---\nb: 2\n",
    "a marker-like line inside a block scalar": "a: |\n  ---\n  b\n---\nc: 1\n",
    "directives (read as one text)": "%YAML 1.2\n---\na: 1\n---\nb: 2\n",
    "anchors in each document": "a: &x 1\nb: *x\n---\nc: &x 2\nd: *x\n",
    "CRLF line ends": "a: 1\r\n---\r\nb: 2\r\n",
    empty: "",
  };
  for (const [name, text] of Object.entries(texts)) {
    it(`reads ${name} as the whole text does`, () => {
      expect(pieces(text)).toEqual(whole(text));
    });
  }

  it("throws the whole text's error, at its line, for a broken document", () => {
    const text = "a: 1\n---\nb: [1, 2\n---\nc: 3\n";
    const error = pieces(text);
    expect(error).toBeInstanceOf(YamlError);
    expect(error).toEqual(whole(text));
    expect((error as YamlError).message).toBe((whole(text) as YamlError).message);
  });

  it("throws the whole text's error for a quoted scalar cut by a marker", () => {
    const text = 'a: "one\n---\ntwo"\n';
    expect(pieces(text)).toBeInstanceOf(YamlError);
    expect((pieces(text) as YamlError).message).toBe((whole(text) as YamlError).message);
  });

  it("refuses an alias bomb in one document as the whole text does", () => {
    const bomb = `a: &a [x]\nb: &b [${Array(11).fill("*a").join(",")}]\nc: [${Array(11).fill("*b").join(",")}]\n`;
    const text = `ok: 1\n---\n${bomb}`;
    expect(pieces(text)).toBeInstanceOf(YamlAliasError);
    expect(pieces(text)).toEqual(whole(text));
  });
});
