// src/helm/values.ts held to the real code: each case of test/fixtures/helm/values/cases.yaml goes
// through composeValues and through fluxcd/pkg chartutil's ChartValuesFromReferences (v1.27.2,
// the version helm-controller v1.6.4 builds with; scripts/tools/chartutil-oracle.sh builds a
// small Go program that calls it with a controller-runtime fake client), and the values must be
// equal, or both must fail.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import type { ValuesSourceReader } from "../../src/helm/types.js";
import { composeValues } from "../../src/helm/values.js";
import { type HelmReleaseSpec, parseYaml, type ValuesReference } from "../../src/model/index.js";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");
const NAMESPACE = "apps";

interface Case {
  name: string;
  values?: Record<string, unknown>;
  references: ValuesReference[];
  configMaps?: Record<string, Record<string, string>>;
  secrets?: Record<string, Record<string, string>>;
}

const CASES = parseYaml(
  readFileSync(path.join(repo, "test/fixtures/helm/values/cases.yaml"), "utf8"),
) as Case[];

type Outcome = { values?: unknown; error?: string };
let oracle: Outcome[];

beforeAll(async () => {
  const bin =
    process.env.CHARTUTIL_ORACLE_BIN ??
    (
      await run(path.join(repo, "scripts/tools/chartutil-oracle.sh"), [], { timeout: 1_800_000 })
    ).stdout.trim();
  const input = CASES.map((c) => ({ namespace: NAMESPACE, ...c }));
  const child = run(bin, [], { maxBuffer: 16 * 1024 * 1024 });
  child.child.stdin?.end(JSON.stringify(input));
  oracle = JSON.parse((await child).stdout) as Outcome[];
}, 1_800_000);

function readerOf(c: Case): ValuesSourceReader {
  return {
    async read(kind, namespace, name) {
      if (namespace !== NAMESPACE) return undefined;
      return (kind === "ConfigMap" ? c.configMaps : c.secrets)?.[name];
    },
  };
}

function release(c: Case): HelmReleaseSpec {
  return {
    name: "release",
    namespace: NAMESPACE,
    apiVersion: "helm.toolkit.fluxcd.io/v2",
    chartRef: { kind: "OCIRepository", name: "chart" },
    ...(c.values ? { values: c.values } : {}),
    valuesFrom: c.references,
    postRenderers: [],
    install: {},
    upgrade: {},
    uninstall: {},
    dependsOn: [],
    suspend: false,
    object: { apiVersion: "helm.toolkit.fluxcd.io/v2", kind: "HelmRelease", metadata: { name: "release" } },
  };
}

describe("composeValues gives what chartutil's ChartValuesFromReferences gives", () => {
  it.each(CASES.map((c, i) => [c.name, i] as const))("%s", async (_name, i) => {
    const c = CASES[i] as Case;
    const theirs = oracle[i] as Outcome;
    let ours: Outcome;
    try {
      ours = { values: (await composeValues(release(c), readerOf(c))).values };
    } catch (error) {
      ours = { error: (error as Error).message };
    }
    if (theirs.error !== undefined) {
      expect(ours.error, `chartutil failed: ${theirs.error}`).toBeDefined();
      // The reason after the reference is chartutil's, word for word, where it is chartutil's own.
      const reason = theirs.error.split(": ")[1];
      if (reason && ["resource not found", "key not found"].includes(reason))
        expect(ours.error).toContain(reason);
    } else {
      expect(ours.error).toBeUndefined();
      expect(ours.values).toEqual(theirs.values ?? {});
    }
  });
});
