import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { DesiredObject } from "../../src/apply/index.js";
import type { KubeObject } from "../../src/cluster/types.js";
import { type CompiledHealthExpr, healthExprFor } from "../../src/health/cel.js";
import {
  compileHealthExprs,
  computeStatus,
  HealthExprError,
  healthTargets,
  wantsHealthChecks,
  workloadTargets,
} from "../../src/health/index.js";
import { healthText } from "../../src/health/messages.js";
import { type KustomizationSpec, parseYamlDocuments } from "../../src/model/index.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/health");

/** Every document of a fixture file; its `expect/*` annotations say what must come out. */
function cases(file: string): { describe: string; object: KubeObject; expect: Record<string, string> }[] {
  return parseYamlDocuments(readFileSync(resolve(FIXTURES, file), "utf8")).map((doc) => {
    const object = doc.value as KubeObject;
    const annotations = object.metadata.annotations ?? {};
    const expect = Object.fromEntries(
      Object.entries(annotations)
        .filter(([k]) => k.startsWith("expect/"))
        .map(([k, v]) => [k.slice("expect/".length), v]),
    );
    return { describe: expect.describe ?? `${object.kind}/${object.metadata.name}`, object, expect };
  });
}

describe("kstatus rules", () => {
  for (const file of ["generic.yaml", "workloads.yaml", "core.yaml"]) {
    for (const c of cases(file)) {
      it(c.describe, () => {
        const result = computeStatus(c.object);
        expect(result.status).toBe(c.expect.status);
        if (c.expect.message !== undefined) expect(result.message).toBe(c.expect.message);
      });
    }
  }
});

describe("healthCheckExprs (CEL)", () => {
  let gadget: CompiledHealthExpr | undefined;
  beforeAll(async () => {
    [gadget] = await compileHealthExprs([
      {
        apiVersion: "example.com/v1",
        kind: "Gadget",
        inProgress: "status.?phase.orValue('') == 'Provisioning'",
        failed: "status.?conditions.orValue([]).exists(c, c.type == 'Ready' && c.status == 'False')",
        current: "status.?conditions.orValue([]).exists(c, c.type == 'Ready' && c.status == 'True')",
      },
    ]);
  });
  for (const c of cases("cel.yaml")) {
    it(c.describe, () => {
      const result = gadget!.rule(c.object);
      expect(result.status).toBe(c.expect.status);
      if (c.expect.message !== undefined) expect(result.message).toBe(c.expect.message);
    });
  }

  it("sees whole numbers as int, so arithmetic on status fields type-checks as in Flux", async () => {
    const [replicas] = await compileHealthExprs([
      {
        apiVersion: "example.com/v1",
        kind: "Gadget",
        current: "status.replicas + 1 == 3 && metadata.generation == 2",
      },
    ]);
    const ready = cases("cel.yaml").find((c) => c.object.metadata.name === "ready")!.object;
    expect(replicas!.rule(ready).status).toBe("Current");
  });

  it("keeps waiting, and says why, when an expression reads a field that is not there yet", async () => {
    const [phase] = await compileHealthExprs([
      { apiVersion: "example.com/v1", kind: "Gadget", current: "status.phase == 'Up'" },
    ]);
    const fresh = cases("cel.yaml").find((c) => c.object.metadata.name === "fresh")!.object;
    expect(phase!.rule(fresh)).toEqual({
      status: "InProgress",
      message: "cannot evaluate healthCheckExprs current: No such key: phase",
    });
  });

  it("applies to the kind in any version of its group", async () => {
    const exprs = await compileHealthExprs([
      { apiVersion: "example.com/v1beta1", kind: "Gadget", current: "true" },
    ]);
    expect(healthExprFor(exprs, "example.com/v2", "Gadget")).toBe(exprs[0]);
    expect(healthExprFor(exprs, "example.com/v1beta1", "Gizmo")).toBeUndefined();
    expect(healthExprFor(exprs, "other.example.com/v1beta1", "Gadget")).toBeUndefined();
  });

  it("rejects an expression that does not parse, naming the entry and field", async () => {
    await expect(
      compileHealthExprs([
        { apiVersion: "example.com/v1", kind: "Gadget", current: "true" },
        { apiVersion: "example.com/v1", kind: "Gizmo", current: "true", failed: "status.(" },
      ]),
    ).rejects.toThrow(
      new HealthExprError(
        "healthCheckExprs[1].failed for Gizmo is not a valid CEL expression: Expected IDENTIFIER, got LPAREN",
      ),
    );
  });
});

describe("health messages", () => {
  const pending = [
    { ref: "Deployment/apps/backend", status: "InProgress" as const, message: "0/1 ready" },
    { ref: "Job/apps/migrate", status: "NotFound" as const, message: "" },
  ];
  it("words a timeout as Flux does, with the reason of each object", () => {
    expect(healthText.timeout(60_000, pending)).toBe(
      "health check failed after 1m0s: timeout waiting for: [Deployment/apps/backend status: 'InProgress': 0/1 ready, Job/apps/migrate status: 'NotFound']",
    );
  });
  it("names at most ten pending objects in a progress line and counts the rest", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ref: `ConfigMap/apps/c${i}`,
      status: "NotFound" as const,
      message: "",
    }));
    expect(healthText.stillWaiting(many)).toMatch(
      /^still waiting for 12 objects: .*ConfigMap\/apps\/c9 \(NotFound\), and 2 more$/,
    );
  });
  it("words success as Flux's event does", () => {
    expect(healthText.passed(1234)).toBe("Health check passed in 1.2s");
  });
  it("lists what is still pending in one progress line", () => {
    expect(healthText.stillWaiting(pending)).toBe(
      "still waiting for 2 objects: Deployment/apps/backend (InProgress: 0/1 ready), Job/apps/migrate (NotFound)",
    );
  });
});

describe("which objects are checked", () => {
  const spec = (extra: Partial<KustomizationSpec>): KustomizationSpec =>
    ({
      name: "apps",
      namespace: "flux-system",
      wait: false,
      healthChecks: [],
      healthCheckExprs: [],
      ...extra,
    }) as KustomizationSpec;
  const desired = (apiVersion: string, kind: string, namespace: string, name: string): DesiredObject => {
    const group = apiVersion.includes("/") ? apiVersion.split("/")[0]! : "";
    return {
      object: { apiVersion, kind, metadata: { name, namespace } },
      ref: { group, kind, namespace, name, version: apiVersion.split("/").pop()! },
      id: `${namespace}_${name}_${group}_${kind}`,
    };
  };
  const applied = [
    desired("v1", "ConfigMap", "apps", "settings"),
    desired("apps/v1", "Deployment", "apps", "web"),
    desired("batch/v1", "Job", "apps", "migrate"),
    desired("example.com/v1", "Gadget", "apps", "sprocket"),
  ];

  it("checks nothing, and only glances at Pods, without wait, healthChecks or healthCheckExprs", () => {
    expect(wantsHealthChecks(spec({}))).toBe(false);
    expect(workloadTargets(applied).map((t) => `${t.kind}/${t.name}`)).toEqual([
      "Deployment/web",
      "Job/migrate",
    ]);
  });

  it("wait: true checks every applied object and overrides healthChecks", () => {
    const targets = healthTargets(
      spec({ wait: true, healthChecks: [{ apiVersion: "apps/v1", kind: "Deployment", name: "other" }] }),
      applied,
      [],
    );
    expect(targets.map((t) => `${t.kind}/${t.namespace}/${t.name}`)).toEqual([
      "ConfigMap/apps/settings",
      "Deployment/apps/web",
      "Job/apps/migrate",
      "Gadget/apps/sprocket",
    ]);
  });

  it("a healthCheck without namespace finds the applied object of that kind and name", () => {
    const targets = healthTargets(
      spec({ healthChecks: [{ apiVersion: "apps/v1", kind: "Deployment", name: "web" }] }),
      applied,
      [],
    );
    expect(targets).toEqual([{ apiVersion: "apps/v1", kind: "Deployment", namespace: "apps", name: "web" }]);
  });

  it("a healthCheck on an object not applied here defaults to targetNamespace", () => {
    const targets = healthTargets(
      spec({
        targetNamespace: "shop",
        healthChecks: [{ apiVersion: "apps/v1", kind: "Deployment", name: "db" }],
      }),
      applied,
      [],
    );
    expect(targets[0]!.namespace).toBe("shop");
  });

  it("healthCheckExprs alone check the applied objects of the kinds they name", async () => {
    const exprs = await compileHealthExprs([
      { apiVersion: "example.com/v1", kind: "Gadget", current: "true" },
    ]);
    const s = spec({ healthCheckExprs: [{ apiVersion: "example.com/v1", kind: "Gadget", current: "true" }] });
    expect(wantsHealthChecks(s)).toBe(true);
    expect(healthTargets(s, applied, exprs).map((t) => t.name)).toEqual(["sprocket"]);
  });

  it("a healthCheckExprs entry without kind checks every applied kind of its group", async () => {
    const entry = { apiVersion: "apps/v1", kind: "", current: "true" };
    const exprs = await compileHealthExprs([entry]);
    const s = spec({ healthCheckExprs: [entry] });
    const widgets = [...applied, desired("apps/v1", "StatefulSet", "apps", "db")];
    expect(healthTargets(s, widgets, exprs).map((t) => `${t.kind}/${t.name}`)).toEqual([
      "Deployment/web",
      "StatefulSet/db",
    ]);
  });
});
