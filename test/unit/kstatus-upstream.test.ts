// The upstream test tables of kstatus (kubernetes-sigs/cli-utils) and of Flux's own health rules
// (fluxcd/pkg runtime/statusreaders and runtime/cel, kustomize-controller), ported as data under
// test/fixtures/health/upstream/. A case whose expectation differs from upstream names the
// upstream verdict and why; docs/HEALTH.md lists those differences.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { KubeObject } from "../../src/cluster/types.js";
import { healthExprFor } from "../../src/health/cel.js";
import { compileHealthExprs, computeStatus } from "../../src/health/index.js";
import { type HealthCheckExpr, parseYaml } from "../../src/model/index.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/health/upstream");

interface Expectation {
  status: string;
  reason?: string;
  message?: string;
  messageContains?: string;
}

interface Case {
  name: string;
  /** RFC 3339 time to judge at (upstream used time.Now()). */
  now?: string;
  object: KubeObject;
  expect: Expectation;
  /** Upstream's verdict when ours differs, with the reason. */
  upstream?: { status: string };
  why?: string;
}

interface CelFixture {
  compile: { name: string; exprs: Partial<HealthCheckExpr>[]; error?: string }[];
  select: {
    name: string;
    exprs: Partial<HealthCheckExpr>[];
    apiVersion: string;
    kind: string;
    selected: boolean;
  }[];
  evaluate: (Omit<Case, "object"> & { exprs: Partial<HealthCheckExpr>[]; object: Partial<KubeObject> })[];
}

const read = <T>(file: string) => parseYaml(readFileSync(resolve(FIXTURES, file), "utf8")) as T;

/** As the loader reads them: an entry without `kind` has kind "" (every kind of the group). */
const entries = (exprs: Partial<HealthCheckExpr>[]) =>
  exprs.map((e) => ({ ...e, kind: e.kind ?? "" }) as HealthCheckExpr);

function check(result: { status: string; reason?: string; message: string }, c: Omit<Case, "object">): void {
  expect(result.status).toBe(c.expect.status);
  if (c.expect.reason !== undefined) expect(result.reason).toBe(c.expect.reason);
  if (c.expect.message !== undefined) expect(result.message).toBe(c.expect.message);
  if (c.expect.messageContains !== undefined) expect(result.message).toContain(c.expect.messageContains);
  // A difference from upstream is always explained.
  if (c.upstream) {
    expect(c.upstream.status).not.toBe(c.expect.status);
    expect(
      c.why ?? (c.upstream.status === "Unknown" ? "Unknown keeps Flux waiting, as InProgress" : ""),
    ).not.toBe("");
  }
}

const kstatusFiles = ["cli-utils-status-compute.yaml", "cli-utils-core-augment.yaml", "flux-job.yaml"];

for (const file of kstatusFiles) {
  const { source, cases } = read<{ source: string; cases: Case[] }>(file);
  describe(source, () => {
    for (const c of cases) {
      it(c.upstream ? `${c.name} (ours: ${c.expect.status}, upstream: ${c.upstream.status})` : c.name, () => {
        check(computeStatus(c.object, c.now ? Date.parse(c.now) : Date.now()), c);
      });
    }
  });
}

describe("fluxcd/pkg runtime/cel and kustomize-controller healthCheckExprs", () => {
  const cel = read<CelFixture>("flux-cel.yaml");

  for (const c of cel.compile) {
    it(`compile: ${c.name}`, async () => {
      const compile = compileHealthExprs(entries(c.exprs));
      if (c.error) await expect(compile).rejects.toThrow(c.error);
      else await expect(compile).resolves.toBeDefined();
    });
  }

  for (const c of cel.select) {
    it(`select: ${c.name}`, async () => {
      const exprs = await compileHealthExprs(entries(c.exprs));
      expect(healthExprFor(exprs, c.apiVersion, c.kind) !== undefined).toBe(c.selected);
    });
  }

  for (const c of cel.evaluate) {
    it(
      c.upstream
        ? `evaluate: ${c.name} (ours: ${c.expect.status}, upstream: ${c.upstream.status})`
        : `evaluate: ${c.name}`,
      async () => {
        const declared = entries(c.exprs);
        const exprs = await compileHealthExprs(declared);
        const first = declared[0]!;
        const entry = healthExprFor(
          exprs,
          c.object.apiVersion ?? first.apiVersion,
          c.object.kind ?? first.kind,
        );
        expect(entry).toBeDefined();
        check(entry!.rule(c.object as KubeObject), c);
      },
    );
  }

  it("leaves Jobs to Flux's Job rule even when an entry names them, as kustomize-controller does", async () => {
    const exprs = await compileHealthExprs(entries([{ apiVersion: "batch/v1", kind: "", current: "true" }]));
    expect(healthExprFor(exprs, "batch/v1", "Job")).toBeUndefined();
    expect(healthExprFor(exprs, "batch/v1", "CronJob")).toBe(exprs[0]);
  });
});
