import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  applyDriftResolutions,
  compileDriftIgnore,
  type DriftResolution,
  lookupPointer,
  resolveIgnoredDrift,
  withoutPaths,
} from "../../src/apply/ignore.js";
import { isNoopApply } from "../../src/apply/noop.js";
import type { KubeObject } from "../../src/cluster/types.js";
import { diffRevisions, type RenderedKustomization } from "../../src/diff/index.js";
import { planComparison } from "../../src/diff/plan.js";
import { compileTarget, type PatchTarget, parseYaml } from "../../src/model/index.js";
import { parseLabelSelector } from "../../src/model/selector.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures");
const fixture = <T>(path: string): T => parseYaml(readFileSync(resolve(FIXTURES, path), "utf8")) as T;

const object = (fields: { metadata?: Record<string, unknown>; [key: string]: unknown }): KubeObject =>
  ({
    apiVersion: "apps/v1",
    kind: "Deployment",
    ...fields,
    metadata: { name: "web", ...fields.metadata },
  }) as KubeObject;

/** The selector most of upstream's cases use: every field set. */
const EVERY_FIELD: PatchTarget = {
  group: "apps",
  version: "v1",
  kind: "Deployment",
  name: "name-.*",
  namespace: "namespace-.*",
  labelSelector: "foo.bar/label in (a, b)",
  annotationSelector: "foo.bar/annotation notin (c)",
};

// fluxcd/pkg/ssa jsondiff/selector_test.go, ported table by table: the target of a spec.ignore rule.
describe("spec.ignore targets (Flux's jsondiff selector)", () => {
  const matchCases: Array<{ name: string; target: PatchTarget | undefined; object: object; want: boolean }> =
    [
      {
        name: "valid input",
        target: EVERY_FIELD,
        object: {
          apiVersion: "apps/v1",
          kind: "Deployment",
          metadata: {
            name: "name-1",
            namespace: "namespace-1",
            labels: { "foo.bar/label": "a" },
            annotations: { "foo.bar/annotation": "d" },
          },
        },
        want: true,
      },
      {
        name: "nil selector",
        target: undefined,
        object: {
          apiVersion: "apps/v1",
          kind: "Deployment",
          metadata: { name: "anything", namespace: "anything" },
        },
        want: true,
      },
      {
        name: "mismatched namespace",
        target: { namespace: "exact-namespace" },
        object: { metadata: { namespace: "other-namespace" } },
        want: false,
      },
      {
        name: "mismatched name",
        target: { name: "exact-name" },
        object: { metadata: { name: "other-name" } },
        want: false,
      },
      {
        name: "mismatched GVK",
        target: { group: "apps", version: "v1", kind: "Deployment" },
        object: { apiVersion: "apps/v1", kind: "StatefulSet" },
        want: false,
      },
      {
        name: "mismatched label",
        target: { labelSelector: "foo.bar/label in (a, b)" },
        object: { metadata: { labels: { "foo.bar/label": "c" } } },
        want: false,
      },
      {
        name: "mismatched annotation",
        target: { annotationSelector: "foo.bar/annotation notin (c)" },
        object: { metadata: { annotations: { "foo.bar/annotation": "c" } } },
        want: false,
      },
      {
        name: "combination of mismatches",
        target: EVERY_FIELD,
        object: {
          apiVersion: "apps/v1",
          kind: "StatefulSet",
          metadata: {
            name: "other-name-1",
            namespace: "other-namespace-1",
            labels: { "foo.bar/label": "c" },
            annotations: { "foo.bar/annotation": "c" },
          },
        },
        want: false,
      },
      { name: "empty input object", target: {}, object: {}, want: true },
    ];
  it.each(matchCases)("MatchUnstructured: $name", ({ target, object, want }) => {
    expect(compileTarget(target)(object)).toBe(want);
  });

  const gvk = (group: string, version: string, kind: string) => ({
    apiVersion: group ? `${group}/${version}` : version,
    kind,
  });
  it.each([
    {
      name: "valid match",
      target: { group: "apps", version: "v1", kind: "Deployment" },
      gvk: gvk("apps", "v1", "Deployment"),
      want: true,
    },
    {
      name: "valid match with regex",
      target: { group: "apps", version: "v.*", kind: "Deployment" },
      gvk: gvk("apps", "v1", "Deployment"),
      want: true,
    },
    { name: "valid match without regex", target: {}, gvk: gvk("apps", "v1", "Deployment"), want: true },
    {
      name: "invalid group",
      target: { group: "apps", version: "v1", kind: "Deployment" },
      gvk: gvk("extensions", "v1", "Deployment"),
      want: false,
    },
    {
      name: "invalid version",
      target: { group: "apps", version: "v1", kind: "Deployment" },
      gvk: gvk("apps", "v2", "Deployment"),
      want: false,
    },
    {
      name: "invalid kind",
      target: { group: "apps", version: "v1", kind: "Deployment" },
      gvk: gvk("apps", "v1", "StatefulSet"),
      want: false,
    },
    {
      name: "partial selector",
      target: { group: "apps", kind: "Deployment" },
      gvk: gvk("apps", "v2", "Deployment"),
      want: true,
    },
    {
      name: "core group is the empty group",
      target: { group: "", kind: "ConfigMap" },
      gvk: gvk("", "v1", "ConfigMap"),
      want: true,
    },
  ])("MatchGVK: $name", ({ target, gvk, want }) => {
    expect(compileTarget(target)(gvk)).toBe(want);
  });

  it.each([
    { field: "name", pattern: "name-1", value: "name-1", want: true },
    { field: "name", pattern: "name-.*", value: "name-2", want: true },
    { field: "name", pattern: "name-.*", value: "other-name-1", want: false },
    { field: "name", pattern: "", value: "any-name", want: true },
    { field: "namespace", pattern: "ns-1", value: "ns-1", want: true },
    { field: "namespace", pattern: "ns-.*", value: "ns-2", want: true },
    { field: "namespace", pattern: "ns-.*", value: "other-ns-1", want: false },
    { field: "namespace", pattern: "", value: "any-ns", want: true },
  ] as const)(
    "Match$field: $pattern against $value → $want (regexes match the whole value)",
    ({ field, pattern, value, want }) => {
      expect(compileTarget({ [field]: pattern })({ metadata: { [field]: value } })).toBe(want);
    },
  );

  it.each([
    {
      field: "annotationSelector",
      selector: "key-1=value-1",
      set: { "key-1": "value-1", "key-2": "value-2" },
      want: true,
    },
    { field: "annotationSelector", selector: "key-1 in(value-1)", set: { "key-1": "value-2" }, want: false },
    { field: "annotationSelector", selector: "", set: { "key-1": "value-1" }, want: true },
    {
      field: "labelSelector",
      selector: "key-1=value-1",
      set: { "key-1": "value-1", "key-2": "value-2" },
      want: true,
    },
    { field: "labelSelector", selector: "key-1 in(value-1)", set: { "key-1": "value-2" }, want: false },
    { field: "labelSelector", selector: "", set: { "key-1": "value-1" }, want: true },
  ] as const)("$field $selector → $want", ({ field, selector, set, want }) => {
    const labels = set as Record<string, string>;
    const metadata = field === "labelSelector" ? { labels } : { annotations: labels };
    expect(compileTarget({ [field]: selector })({ metadata })).toBe(want);
  });

  it("refuses what Flux's NewSelectorRegex refuses, naming the field", () => {
    expect(() => compileTarget({ kind: "Deploy(ment" })).toThrow(/^invalid kind regex: /);
    expect(() => compileTarget({ labelSelector: "a in (b" })).toThrow(/^invalid label selector: /);
    expect(() => compileTarget({ annotationSelector: "!a=b" })).toThrow(/^invalid annotation selector: /);
  });

  it("takes Go's (?i) as a case-insensitive match", () => {
    expect(compileTarget({ kind: "(?i)deployment" })({ kind: "Deployment" })).toBe(true);
  });
});

// k8s.io/apimachinery pkg/labels selector_test.go: TestSelectorParse and TestSelectorMatches.
describe("label selectors (apimachinery labels.Parse)", () => {
  it.each([
    "x=a,y=b,z=c",
    "",
    "x!=a,y=b",
    "x=",
    "x= ",
    "x=,z= ",
    "x= ,z= ",
    "!x",
    "x>1",
    "x>1,z<5",
    "x in (foo,,baz),y,z notin ()",
  ])("parses %j", (text) => {
    expect(() => parseLabelSelector(text)).not.toThrow();
  });

  it.each(["x=a||y=b", "x==a==b", "!x=a", "x<a", "x in (a", "x=a,", "a b"])("refuses %j", (text) => {
    expect(() => parseLabelSelector(text)).toThrow(/^unable to parse requirement: /);
  });

  const set = (s: Record<string, string>) => s;
  it.each([
    ["", set({ x: "y" }), true],
    ["x=y", set({ x: "y" }), true],
    ["x=y,z=w", set({ x: "y", z: "w" }), true],
    ["x!=y,z!=w", set({ x: "z", z: "a" }), true],
    ["notin=in", set({ notin: "in" }), true],
    ["x", set({ x: "z" }), true],
    ["!x", set({ y: "z" }), true],
    ["x>1", set({ x: "2" }), true],
    ["x<1", set({ x: "0" }), true],
    ["x=z", set({}), false],
    ["x=y", set({ x: "z" }), false],
    ["x=y,z=w", set({ x: "w", z: "w" }), false],
    ["x!=y,z!=w", set({ x: "z", z: "w" }), false],
    ["x", set({ y: "z" }), false],
    ["!x", set({ x: "z" }), false],
    ["x>1", set({ x: "0" }), false],
    ["x<1", set({ x: "2" }), false],
    ["foo=bar,foobar=bar,baz=blah", set({ foo: "bar", baz: "blah" }), false],
    ["x notin (a)", set({}), true],
    ["x in (in)", set({ x: "in" }), true],
  ] as const)("%j on %j → %s", (text, labels, want) => {
    expect(parseLabelSelector(text)(labels)).toBe(want);
  });
});

describe("spec.ignore rules: which paths apply to an object", () => {
  const ignore = compileDriftIgnore([
    { paths: ["/spec/replicas"], target: { kind: "Deployment" } },
    { paths: ["/metadata/annotations/last-synced"] },
    { paths: ["/spec/minReadySeconds"], target: { kind: "Deployment", name: "nonexistent" } },
  ]);

  it("takes every rule whose target selects the object; a rule without a target selects all", () => {
    expect(ignore.pathsFor(object({}))).toEqual(["/spec/replicas", "/metadata/annotations/last-synced"]);
    expect(ignore.pathsFor(object({ apiVersion: "v1", kind: "Service" }))).toEqual([
      "/metadata/annotations/last-synced",
    ]);
  });

  it("honours every rule without a target (Flux keys its compiled rules by selector, so only its last such rule counts)", () => {
    const twoUntargeted = compileDriftIgnore([{ paths: ["/a"] }, { paths: ["/b"] }]);
    expect(twoUntargeted.pathsFor(object({}))).toEqual(["/a", "/b"]);
  });

  it("ignores nothing without rules", () => {
    expect(compileDriftIgnore(undefined).pathsFor(object({}))).toEqual([]);
    expect(compileDriftIgnore([]).pathsFor(object({}))).toEqual([]);
  });
});

describe("JSON pointers (RFC 6901) into an object", () => {
  const deployment = object({
    metadata: { annotations: { "example.com/owner": "a", "tilde~key": "t" } },
    spec: { replicas: 3, template: { spec: { containers: [{ name: "app", image: "a:1" }, { name: "b" }] } } },
  });

  it.each([
    ["/spec/replicas", { found: true, value: 3 }],
    ["/spec/template/spec/containers/0/image", { found: true, value: "a:1" }],
    ["/spec/template/spec/containers/1/image", { found: false }],
    ["/spec/template/spec/containers/2", { found: false }],
    ["/spec/template/spec/containers/-1", { found: false }],
    ["/metadata/annotations/example.com~1owner", { found: true, value: "a" }],
    ["/metadata/annotations/tilde~0key", { found: true, value: "t" }],
    ["/spec/replicas/invalid", { found: false }],
    ["/spec/nonExistentField", { found: false }],
    ["spec/replicas", { found: false }],
    ["", { found: false }],
  ])("%s", (pointer, want) => {
    expect(lookupPointer(deployment, pointer)).toEqual(want);
  });

  it("removes what the pointers name from a copy, skipping what is missing, and leaves the original alone", () => {
    const before = structuredClone(deployment);
    const stripped = withoutPaths(deployment, [
      "/spec/replicas",
      "/spec/template/spec/containers/0/image",
      "/metadata/annotations/example.com~1owner",
      "/spec/nonExistentField",
      "/spec/replicas/invalid",
      "not-a-pointer",
    ]);
    expect(stripped.spec).toEqual({ template: { spec: { containers: [{ name: "app" }, { name: "b" }] } } });
    expect(stripped.metadata.annotations).toEqual({ "tilde~key": "t" });
    expect(deployment).toEqual(before);
  });

  it("removes a list item by index, as a JSON patch remove does", () => {
    const stripped = withoutPaths(deployment, ["/spec/template/spec/containers/0"]);
    expect(
      (stripped.spec as { template: { spec: { containers: unknown[] } } }).template.spec.containers,
    ).toEqual([{ name: "b" }]);
  });
});

// The states fluxcd/pkg/ssa manager_apply_ignore_test.go reaches before each apply, and what
// its computeDriftedPaths decides for them (test/fixtures/drift-ignore/resolutions.yaml).
describe("drifted ignored paths: strip or adopt (Flux computeDriftedPaths)", () => {
  const { cases } = fixture<{
    cases: Array<{
      name: string;
      paths: string[];
      live: Record<string, unknown>;
      dryRun: Record<string, unknown>;
      want: DriftResolution[];
    }>;
  }>("drift-ignore/resolutions.yaml");

  it.each(cases)("$name", ({ paths, live, dryRun, want }) => {
    expect(resolveIgnoredDrift(object(live), object(dryRun), paths, "kustomize-sync")).toEqual(want);
  });

  it("strips first, then sets live values, on a copy of the payload", () => {
    const payload = object({
      spec: {
        replicas: 2,
        template: {
          metadata: { annotations: { a: "b" } },
          spec: { containers: [{ name: "app", image: "app:1" }] },
        },
      },
    });
    const before = structuredClone(payload);
    const result = applyDriftResolutions(payload, [
      { path: "/spec/replicas", action: "strip" },
      { path: "/spec/template/spec/containers/0/image", action: "adopt", value: "app:2", found: true },
      { path: "/spec/template/metadata/annotations", action: "adopt", found: false },
      { path: "/spec/minReadySeconds", action: "adopt", value: 9, found: true },
    ]);
    expect(result.spec).toEqual({
      minReadySeconds: 9,
      template: { metadata: {}, spec: { containers: [{ name: "app", image: "app:2" }] } },
    });
    expect(payload).toEqual(before);
  });
});

describe("the no-op check without a dry-run leaves ignored paths out", () => {
  // Created by kustomize-sync with replicas 2; an HPA applied replicas 5 since, taking the field.
  const desired = object({ metadata: { namespace: "a" }, spec: { replicas: 2, paused: false } });
  const live = object({
    metadata: {
      namespace: "a",
      managedFields: [
        {
          manager: "kustomize-sync",
          operation: "Apply",
          apiVersion: "apps/v1",
          fieldsV1: { "f:spec": { "f:paused": {} } },
        },
        {
          manager: "hpa",
          operation: "Apply",
          apiVersion: "apps/v1",
          fieldsV1: { "f:spec": { "f:replicas": {} } },
        },
      ],
    },
    spec: { replicas: 5, paused: false },
  });

  it("is a no-op when only an ignored path differs", () => {
    expect(isNoopApply(desired, live, "kustomize-sync", ["/spec/replicas"])).toBe(true);
  });

  it("is not one without the rule, nor when another path differs", () => {
    expect(isNoopApply(desired, live, "kustomize-sync")).toBe(false);
    const paused = object({ ...desired, spec: { replicas: 2, paused: true } });
    expect(isNoopApply(paused, live, "kustomize-sync", ["/spec/replicas"])).toBe(false);
  });
});

describe("diffs leave ignored paths out", () => {
  it("plan: a configured object's live diff shows no ignored path (flux diff strips them from both sides)", () => {
    const scaled = fixture<{ manifest: KubeObject; live: KubeObject; dryRun: KubeObject }>(
      "diff/engine/drift-deployment.yaml",
    );
    const withIgnore = planComparison(
      {
        id: "x",
        object: scaled.manifest,
        live: scaled.live,
        dryRun: scaled.dryRun,
        ignoredPaths: ["/spec/replicas"],
      },
      "kustomize-sync",
    );
    expect(withIgnore.changed).toBe(false);
    expect(withIgnore.diff).toBe("");
    const without = planComparison(
      { id: "x", object: scaled.manifest, live: scaled.live, dryRun: scaled.dryRun },
      "kustomize-sync",
    );
    expect(without.paths).toEqual(["spec.replicas"]);
  });

  it("diff --base: a change in git to an ignored path of an existing object is no change", () => {
    const revision = (name: string) =>
      fixture<{ kustomizations: RenderedKustomization[] }>(`diff/engine/${name}`).kustomizations;
    const base = revision("base.yaml");
    const head = revision("head.yaml");
    const before = diffRevisions(base, head).kustomizations.find((k) => k.name === "webapp-backend")!;
    const backend = (k: typeof before) =>
      k.objects.find((o) => o.kind === "Deployment" && o.name === "backend");
    expect(backend(before)?.paths).toContain("spec.replicas");

    for (const k of head)
      if (k.name === "webapp-backend")
        k.ignore = [{ paths: ["/spec/replicas"], target: { kind: "Deployment" } }];
    const after = diffRevisions(base, head).kustomizations.find((k) => k.name === "webapp-backend")!;
    expect(backend(after)?.paths).not.toContain("spec.replicas");
    expect(backend(after)?.paths.length).toBeGreaterThan(0); // the image still changed
    expect(backend(after)?.diff).not.toMatch(/replicas/);
  });
});
