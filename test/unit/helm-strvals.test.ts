import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  MAX_INDEX,
  MAX_NESTED_NAME_LEVEL,
  parseInto,
  parseIntoString,
  parseSet,
  parseSetString,
  StrvalsError,
  setIndex,
} from "../../src/helm/strvals.js";
import { parseYaml } from "../../src/model/index.js";

// Helm v4.2.4 pkg/strvals/parser_test.go, ported table by table (the JSON and file parsers,
// which a HelmRelease cannot reach, are left out).

describe("setIndex (TestSetIndex)", () => {
  const cases: {
    name: string;
    initial: number[];
    expect: number[];
    add: number;
    val: number;
    err?: boolean;
  }[] = [
    { name: "short", initial: [0, 1], expect: [0, 1, 2], add: 2, val: 2 },
    { name: "equal", initial: [0, 1], expect: [0, 2], add: 1, val: 2 },
    { name: "long", initial: [0, 1, 2, 3, 4, 5], expect: [0, 1, 2, 4, 4, 5], add: 3, val: 4 },
    { name: "negative", initial: [0, 1, 2, 3, 4, 5], expect: [0, 1, 2, 3, 4, 5], add: -1, val: 4, err: true },
    {
      name: "large",
      initial: [0, 1, 2, 3, 4, 5],
      expect: [0, 1, 2, 3, 4, 5],
      add: MAX_INDEX + 1,
      val: 4,
      err: true,
    },
  ];
  it.each(cases)("$name", ({ initial, expect: want, add, val, err }) => {
    const list = [...initial];
    if (err) {
      expect(() => setIndex(list, add, val)).toThrow(StrvalsError);
      expect(list).toEqual(want);
    } else {
      expect(setIndex(list, add, val)).toEqual(want);
    }
  });

  it("sets an index inside the list in place and grows a copy past its end", () => {
    const list: unknown[] = ["a", "b"];
    expect(setIndex(list, 0, "x")).toBe(list);
    const grown = setIndex(list, 3, "y");
    expect(grown).not.toBe(list);
    expect(grown).toEqual(["x", "b", null, "y"]);
  });
});

type Case = { str: string; expect?: Record<string, unknown>; err?: boolean };

/** The --set lines of TestParseSet (and a few more); the test against the helm CLI reads them too. */
const PARSE_SET_CASES = (
  parseYaml(readFileSync(new URL("../fixtures/helm/strvals/parse-set.yaml", import.meta.url), "utf8")) as {
    set: string;
    values?: Record<string, unknown>;
    error?: boolean;
  }[]
).map((c) => ({ str: c.set, expect: c.values, err: c.error === true }));

describe("parseSet (TestParseSet)", () => {
  it.each(PARSE_SET_CASES)("$str", ({ str, expect: want, err }) => {
    if (err) expect(() => parseSet(str)).toThrow(StrvalsError);
    else expect(parseSet(str)).toEqual(want);
  });
});

describe("parseSetString (TestParseSet, the string table)", () => {
  const cases: Case[] = [
    { str: "long_int_string=1234567890", expect: { long_int_string: "1234567890" } },
    { str: "boolean=true", expect: { boolean: "true" } },
    { str: "is_null=null", expect: { is_null: "null" } },
    { str: "zero=0", expect: { zero: "0" } },
  ];
  it.each(cases)("$str", ({ str, expect: want }) => {
    expect(parseSetString(str)).toEqual(want);
  });
});

describe("parseInto (TestParseInto)", () => {
  const cases: {
    input: string;
    input2?: string;
    got: Record<string, unknown>;
    expect: Record<string, unknown>;
  }[] = [
    {
      input: "outer.inner1=value1,outer.inner3=value3,outer.inner4=4",
      got: { outer: { inner1: "overwrite", inner2: "value2" } },
      expect: { outer: { inner1: "value1", inner2: "value2", inner3: "value3", inner4: 4 } },
    },
    {
      input: "listOuter[0][0].type=listValue",
      input2: "listOuter[0][0].status=alive",
      got: {},
      expect: { listOuter: [[{ type: "listValue", status: "alive" }]] },
    },
    {
      input: "listOuter[0][0].type=listValue",
      input2: "listOuter[1][0].status=alive",
      got: {},
      expect: { listOuter: [[{ type: "listValue" }], [{ status: "alive" }]] },
    },
    {
      input: "listOuter[0][1][0].type=listValue",
      input2: "listOuter[0][0][1].status=alive",
      got: { listOuter: [[[{ exited: "old" }]]] },
      expect: { listOuter: [[[{ exited: "old" }, { status: "alive" }], [{ type: "listValue" }]]] },
    },
  ];
  it.each(cases)("$input $input2", ({ input, input2, got, expect: want }) => {
    parseInto(input, got);
    if (input2) parseInto(input2, got);
    expect(got).toEqual(want);
  });
});

describe("parseIntoString (TestParseIntoString)", () => {
  it("sets every value as a string and keeps the keys it does not name", () => {
    const got = { outer: { inner1: "overwrite", inner2: "value2" } };
    parseIntoString("outer.inner1=1,outer.inner3=3", got);
    expect(got).toEqual({ outer: { inner1: "1", inner2: "value2", inner3: "3" } });
  });
});

describe("nested name levels (TestParseSetNestedLevels)", () => {
  it("reads a name with three levels", () => {
    expect(parseSet("outer.middle.inner=value")).toEqual({ outer: { middle: { inner: "value" } } });
  });

  it("refuses a name nested deeper than Helm's maximum", () => {
    const names = Array.from({ length: MAX_NESTED_NAME_LEVEL + 2 }, (_, i) => `name${i + 1}`);
    expect(() => parseSet(`${names.join(".")}=value`)).toThrow(
      `value name nested level is greater than maximum supported nested level of ${MAX_NESTED_NAME_LEVEL}`,
    );
  });
});

describe("what --set does beyond Helm's tables", () => {
  it("types true, false and null in any case, as strings.EqualFold does", () => {
    expect(parseSet("a=TRUE,b=False,c=NULL")).toEqual({ a: true, b: false, c: null });
  });

  it("keeps floats, exponents and integers past int64 as strings", () => {
    expect(parseSet("a=1.5,b=1e3,c=9223372036854775808,d=-12")).toEqual({
      a: "1.5",
      b: "1e3",
      c: "9223372036854775808",
      d: -12,
    });
  });

  it("escapes a dot in a key", () => {
    expect(parseSet("nodeSelector.kubernetes\\.io/role=master")).toEqual({
      nodeSelector: { "kubernetes.io/role": "master" },
    });
  });

  it("says Helm's words when a name is followed by a comma", () => {
    expect(() => parseSet("name1,name2=value2")).toThrow('key "name1" has no value (cannot end with ,)');
  });

  it("refuses to index into a value that is not a list", () => {
    expect(() => parseInto("a[0]=x", { a: "text" })).toThrow(
      "unable to parse key: interface conversion: interface {} is string, not []interface {}",
    );
  });

  it("updates an existing list in place when the index is inside it", () => {
    const list = ["one", "two"];
    const values = { a: list };
    parseInto("a[1]=x", values);
    expect(values.a).toBe(list);
    expect(list).toEqual(["one", "x"]);
  });
});
