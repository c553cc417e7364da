// The Masterminds semver port against Masterminds semver itself: a small Go program built from
// the Go module proxy (test/support/semver-oracle, v3.5.0 as source-controller v1.9 and Helm 4
// pin it) answers the same questions for every constraint × version of a corpus.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  parseConstraints,
  parseStrictVersion,
  parseVersion,
  versionString,
} from "../../src/helm/chart-semver.js";

const VERSIONS = [
  "0.0.0",
  "0.0.1",
  "0.1.0",
  "0.10.0",
  "1",
  "1.2",
  "1.0.0",
  "1.0.0-0",
  "1.0.0-alpha",
  "1.0.0-alpha.1",
  "1.0.0-beta.2",
  "1.0.0-beta.11",
  "1.0.0-rc.1",
  "1.1.1-beta1",
  "1.2.3",
  "1.2.3+build",
  "1.2.3-rc.1+build.5",
  "1.2.3-01",
  "1.2.3-x.7.z.92",
  "1.2.3.4",
  "01.2.3",
  "v1.2.3",
  "V1.2.3",
  "1.10.0",
  "2.0.0",
  "2.0.0-rc.1",
  "3.0.1-beta",
  "4.1.0",
  "4.1.0-alpha",
  "10.20.30",
  "18446744073709551616.0.0",
  "",
];

const CONSTRAINTS = [
  "",
  "*",
  "x",
  "1.x",
  "0.x.x",
  "1.2.x",
  "=1.2.3",
  "= 2.0",
  "4.1",
  "!=4.1",
  "!=4.x",
  "!=4.1-alpha",
  ">1.1",
  ">1.x",
  ">11",
  "<1.1",
  "<1.x",
  ">=1.1",
  "=>1.0",
  "<=1.1",
  "=<1.0",
  "<=1.1-a",
  ">=1.0.0-0",
  "<2.0.0-0",
  ">1.2.3-alpha",
  "~1.2.3",
  "~1.2",
  "~1",
  "~>1.2",
  "~*",
  "~0.0.0",
  "~1.1-alpha",
  "^1.2.3",
  "^1.2",
  "^1.x",
  "^0.2.3",
  "^0.0.3",
  "^0.0",
  "^0",
  "^0.0.0",
  "^1.1.2-alpha",
  "^1.2.3+build",
  ">=1.2.3+meta",
  "1.2.3 - 2.3.4",
  "1.1 - 2",
  "1.2.3-alpha - 1.2.3",
  "1.1-3",
  ">1.1, <2",
  ">= 1.2 , < 3",
  ">1.1 <2",
  ">=1.1, <2, !=1.2.3 || > 3",
  ">= 1.0.0  <= 2.0.0-beta",
  ">= 1.0.0  <= 2.0.0-beta != 1.0.1 || > 3",
  ">=1.0.0 || <0.5.0",
  "1.0.0 - 2.0.0 <=2.0.0",
  "v1.2.3",
  "invalid",
  "> 1.2.3 ||",
  ">>1.0",
];

const oracleDir = resolve(import.meta.dirname, "../support/semver-oracle");
let buildDir: string | undefined;

afterAll(async () => {
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

interface Answer {
  constraintValid: boolean;
  versionValid: boolean;
  strictValid: boolean;
  normalised: string;
  check: boolean;
}

function ours(constraint: string, version: string): Answer {
  let constraints: ReturnType<typeof parseConstraints> | undefined;
  try {
    constraints = parseConstraints(constraint);
  } catch {}
  const v = parseVersion(version);
  return {
    constraintValid: constraints !== undefined,
    versionValid: v !== undefined,
    strictValid: parseStrictVersion(version) !== undefined,
    normalised: v ? versionString(v) : "",
    check: constraints !== undefined && v !== undefined && constraints.check(v),
  };
}

describe("Masterminds semver, ported", () => {
  it("answers as Masterminds semver v3.5.0 for every constraint and version of the corpus", async () => {
    buildDir = await mkdtemp(join(tmpdir(), "ks-semver-oracle-"));
    const binary = join(buildDir, "semver-oracle");
    execFileSync("go", ["build", "-o", binary, "."], {
      cwd: oracleDir,
      env: { ...process.env, GOFLAGS: "-mod=mod" },
      stdio: "pipe",
    });
    const queries = CONSTRAINTS.flatMap((constraint) => VERSIONS.map((version) => ({ constraint, version })));
    const output = execFileSync(binary, [], {
      input: queries.map((q) => JSON.stringify(q)).join("\n"),
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const theirs = output
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Answer);
    expect(theirs).toHaveLength(queries.length);
    // The corpus exercises both answers, not only refusals.
    expect(theirs.filter((a) => a.check).length).toBeGreaterThan(200);
    expect(theirs.filter((a) => a.constraintValid && a.versionValid && !a.check).length).toBeGreaterThan(200);
    const differences = queries.flatMap((q, i) => {
      const mine = ours(q.constraint, q.version);
      return JSON.stringify(mine) === JSON.stringify(theirs[i])
        ? []
        : [
            `'${q.constraint}' / '${q.version}': ours ${JSON.stringify(mine)}, Masterminds ${JSON.stringify(theirs[i])}`,
          ];
    });
    expect(differences).toEqual([]);
  });
});
