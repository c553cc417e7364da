// The --set port held to the real thing: every line of the ported TestParseSet table (and the
// targetPath values of chartutil's tables) given to the helm CLI (Helm v4.2.4, built from the Go
// module proxy by scripts/tools/helm.sh) with a chart that prints its values, and the values
// compared with what src/helm/strvals.ts parses.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { parseInto, parseIntoString } from "../../src/helm/strvals.js";
import { replacePathLiteralValue, replacePathValue } from "../../src/helm/values.js";
import { parseYaml } from "../../src/model/index.js";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");
const chart = path.join(repo, "test/fixtures/helm/values-echo");

let helm: string;

beforeAll(async () => {
  helm =
    process.env.HELM_BIN ??
    (await run(path.join(repo, "scripts/tools/helm.sh"), [], { timeout: 900_000 })).stdout.trim();
}, 900_000);

/** The values helm template hands the chart for these flags, or the error helm stops with. */
async function helmValues(flags: string[]): Promise<{ values?: unknown; error?: string }> {
  try {
    const { stdout } = await run(helm, ["template", "echo", chart, ...flags], {
      env: { PATH: process.env.PATH ?? "", HOME: "/nonexistent" },
    });
    const configMap = parseYaml(stdout.replace(/^---\n/, "")) as { data: { values: string } };
    return { values: JSON.parse(configMap.data.values) };
  } catch (error) {
    return { error: String((error as { stderr?: string }).stderr ?? error) };
  }
}

/** What our parser gives for the same flags, in the same shape. */
function ourValues(apply: (values: Record<string, unknown>) => void): { values?: unknown; error?: string } {
  const values: Record<string, unknown> = {};
  try {
    apply(values);
    return { values };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function sameOutcome(
  ours: { values?: unknown; error?: string },
  theirs: { values?: unknown; error?: string },
): void {
  if (theirs.error !== undefined) {
    expect(ours.error, `helm failed: ${theirs.error}`).toBeDefined();
    // Helm's own words come back in its message.
    if (ours.error) expect(theirs.error).toContain(ours.error);
  } else {
    expect(ours.error).toBeUndefined();
    expect(ours.values).toEqual(theirs.values);
  }
}

const PARSE_SET = (
  parseYaml(readFileSync(path.join(repo, "test/fixtures/helm/strvals/parse-set.yaml"), "utf8")) as {
    set: string;
  }[]
).map((c) => c.set);

describe("--set as the helm CLI parses it", () => {
  it.each(PARSE_SET)("--set %s", async (line) => {
    sameOutcome(
      ourValues((v) => parseInto(line, v)),
      await helmValues(["--set", line]),
    );
  });

  it.each([
    "long_int_string=1234567890",
    "boolean=true",
    "is_null=null",
    "zero=0",
    "outer.inner1=1,outer.inner3=3",
  ])("--set-string %s", async (line) => {
    sameOutcome(
      ourValues((v) => parseIntoString(line, v)),
      await helmValues(["--set-string", line]),
    );
  });
});

// chartutil's ReplacePathValue is `--set` (or `--set-string` for a quoted value), and
// ReplacePathLiteralValue is `--set-string` after escaping: `--set-literal` is the same value.
describe("targetPath values as the helm CLI reads the same flags", () => {
  const plain: [string, string][] = [
    ["merge.at.specific.path", "true"],
    ["merge.at[2]", "value"],
    ["name", "{a,b,c}"],
    ["name", "value1\\,value2"],
    ["nodeSelector.kubernetes\\.io/role", "master"],
    ["kafka.brokers", "kafka01.net:9092,kafka02.net:9092"],
  ];
  it.each(plain)("%s = %s", async (targetPath, value) => {
    sameOutcome(
      ourValues((v) => replacePathValue(v, targetPath, value)),
      await helmValues(["--set", `${targetPath}=${value}`]),
    );
  });

  it.each([
    ["port", "'8080'"],
    ["flag", '"true"'],
  ])("%s = %s (quoted: --set-string of the unquoted text)", async (targetPath, value) => {
    const unquoted = value.slice(1, -1);
    sameOutcome(
      ourValues((v) => replacePathValue(v, targetPath, value)),
      await helmValues(["--set-string", `${targetPath}=${unquoted}`]),
    );
  });

  const literal: [string, string][] = [
    ["name", "a,b,c"],
    ["name", "{a,b,c}"],
    ["config", "endpoints: [a, b, c]"],
    ["dir", "C:\\path\\to"],
    ["kafka.brokers", "kafka01.net:9092,kafka02.net:9092"],
    ["conf", 'kafka {\n  bootstrap = "b-1:9098,b-2:9098"\n}\n'],
  ];
  it.each(literal)("%s = %j (literal: --set-literal)", async (targetPath, value) => {
    sameOutcome(
      ourValues((v) => replacePathLiteralValue(v, targetPath, value)),
      await helmValues(["--set-literal", `${targetPath}=${value}`]),
    );
  });
});
