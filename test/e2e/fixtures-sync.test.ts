// End-to-end sync of every build fixture that flux-build.test.ts holds to `flux build`: the same
// Kustomization, synced for real against the local control plane, must leave each object of its
// expected.yaml live with every field that file sets (objects the API server adds to are fine),
// report Ready with the fixture's expected warnings, and a second sync must change nothing.
// Each fixture gets namespaces of its own: the namespaces its files name are renamed in a temp
// copy, and objects without one go to the Kustomization's spec.targetNamespace.
// Also here: strict substitution (on by default; --feature-gates and the action's input turn it off) end to end.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { dump, load, loadAll } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import type { RunReport } from "../../src/model/index.js";
import { bundledAction, runAction } from "../support/action-runner.js";
import { BUILD_FIXTURES, contextOf, renderingFixtures } from "./support/build-fixtures.js";
import { createTestNamespace, getJson, kubectl, kubectlOk, testKubeconfig } from "./support/cluster.js";
import { actions, exists, inventoryIds, row, runSync } from "./support/sync.js";

/** Where the temp copy keeps the fixture's Kustomization definition (the `path` of the run). */
const DEFINITIONS = "fixture-definitions";

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [key: string]: unknown };
  [key: string]: unknown;
};

interface Setup {
  /** Why the sync needs more than the fixture holds. */
  reason: string;
  /**
   * spec.patches entries appended in the temp copy, so the API server accepts an object the
   * fixture renders incomplete (the fixture tests rendering); each only adds fields expected.yaml
   * does not set, so every field it sets is still compared.
   */
  patches?: object[];
  /** Fields of expected objects the patches remove: `Kind/name` → field path. */
  omit?: Record<string, string[]>;
  /** A CustomResourceDefinition for a kind of the fixture; its group is made unique per run. */
  crd?: { group: string; kind: string; plural: string };
}

/** Deployment fields the API server requires, added by name (patches run before namePrefix). */
const deploymentRequired = (name: string) => ({
  target: { kind: "Deployment", name },
  patch: dump({
    apiVersion: "apps/v1",
    kind: "Deployment",
    metadata: { name },
    spec: {
      selector: { matchLabels: { "fixture-sync": name } },
      template: {
        metadata: { labels: { "fixture-sync": name } },
        spec: { containers: [{ name, image: "ghcr.io/stefanprodan/podinfo:6.7.0" }] },
      },
    },
  }),
});
const servicePort = (name: string) => ({
  target: { kind: "Service", name },
  patch: dump({ apiVersion: "v1", kind: "Service", metadata: { name }, spec: { ports: [{ port: 80 }] } }),
});

/** What a fixture needs beyond its files to be synced; every other fixture is synced as it is. */
const SETUP: Record<string, Setup> = {
  components: {
    reason: "its Deployment has no selector or template (rendering only)",
    patches: [deploymentRequired("api")],
  },
  "patch-without-match": {
    reason: "its Deployment has no spec (rendering only)",
    patches: [deploymentRequired("podinfo")],
  },
  patches: {
    reason: "its Deployment has no selector or template (rendering only)",
    patches: [deploymentRequired("frontend")],
  },
  "relative-references": {
    reason: "its Deployment has no selector, its Pod template no labels (rendering only)",
    patches: [deploymentRequired("podinfo")],
  },
  "common-metadata": {
    reason: "its Service has no ports (rendering only)",
    patches: [servicePort("shop")],
  },
  "other-source": {
    reason: "its Service has no ports (rendering only)",
    patches: [servicePort("podinfo")],
  },
  "substitute-syntax": {
    reason:
      "the length operator (`#region`) renders an integer, which a ConfigMap's data refuses: see REFUSED; synced without that key",
    patches: [
      {
        target: { kind: "ConfigMap", name: "app-.*" },
        patch: dump([{ op: "remove", path: "/data/length" }]),
      },
    ],
    omit: { "ConfigMap/app-prod": ["data", "length"] },
  },
  "generated-kustomization": {
    reason: "its Service has no ports (rendering only)",
    patches: [servicePort("redis")],
  },
  "yaml-scalars": {
    reason: "Scalars is a custom resource: its CRD keeps unknown fields, so the values arrive as rendered",
    crd: { group: "example.kustomize-sync.io", kind: "Scalars", plural: "scalars" },
  },
};

/**
 * Build fixtures compared with `flux build` whose objects the API server refuses as rendered, so
 * Flux's apply fails on them too: synced as they are, the sync must fail with the API server's
 * refusal and write nothing.
 */
const REFUSED: Record<string, { reason: string; message: RegExp }> = {
  "patch-duplicate-env": {
    reason:
      "server-side apply (Flux's too) refuses a container env list naming LEVEL twice; the fixture tests that looking for unmatched patch targets does not merge that list",
    message:
      /Deployment\/\S+\/podinfo dry-run failed \(Invalid\): .*env: duplicate entries for key \[name="LEVEL"\]/,
  },
  "substitute-syntax": {
    reason:
      "the length operator (`#region`) makes the integer 9 in a ConfigMap's data, as in Flux, which the API server refuses (SETUP syncs the rest with that key removed)",
    message: /ConfigMap\/\S+\/app-prod dry-run failed \(Invalid\): .*\.data\.length: expected string/,
  },
};

const CLUSTER_SCOPED = new Set(["Namespace"]);

/**
 * Build fixtures are `flux build` cases, which substitute without strict mode unless the fixture
 * asks for it; a sync is strict by default (kustomize-controller v1.9), so the gate goes with them.
 */
const gatesOf = (fixture: string) =>
  contextOf(fixture).strict ? {} : { featureGates: "StrictPostBuildSubstitutions=false" };

const crds: string[] = [];
/** Namespaces a fixture's own Namespace objects created (createTestNamespace's go by themselves). */
const syncedNamespaces: string[] = [];
afterAll(async () => {
  if (crds.length > 0) await kubectl(["delete", "crd", ...crds, "--wait=false", "--ignore-not-found"]);
  if (syncedNamespaces.length > 0)
    await kubectl(["delete", "namespace", ...syncedNamespaces, "--wait=false", "--ignore-not-found"]);
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Replaces `namespace:` / `targetNamespace:` values (and `name:` of renamed Namespaces) in YAML text. */
function renameNamespaces(text: string, names: Map<string, string>, namespaceObjects: Set<string>): string {
  let out = text;
  for (const [from, to] of names) {
    const keys = namespaceObjects.has(from) ? "namespace|targetNamespace|name" : "namespace|targetNamespace";
    const line = new RegExp(
      `^(\\s*(?:-\\s+)?(?:${keys}):\\s*)(["']?)${escapeRegExp(from)}\\2(\\s*(?:#.*)?)$`,
      "gm",
    );
    out = out.replace(line, `$1${to}$3`);
  }
  return out;
}

interface Prepared {
  root: string;
  /** The Kustomization's name and namespace (where its inventory lives). */
  name: string;
  namespace: string;
  /** The expected objects with the namespaces (and CRD group) of this run. */
  expected: Manifest[];
  sources: string[];
}

/**
 * Copies test/fixtures/build/<fixture> to a temp dir: namespaces its files name (`namespaces`,
 * default those of expected.yaml) renamed to fresh ones, the definition moved into the
 * Kustomization's own fresh namespace under DEFINITIONS, with spec.targetNamespace when the
 * expected objects have no namespace, and SETUP's patches and CRD.
 */
async function prepareFixture(
  fixture: string,
  { namespaces, asIs = false }: { namespaces?: string[]; asIs?: boolean } = {},
): Promise<Prepared> {
  const from = path.join(BUILD_FIXTURES, fixture);
  const setup: Setup = (!asIs && SETUP[fixture]) || { reason: "" };
  const own = await createTestNamespace(`fx-${fixture}`);
  const rewrites = new Map<string, string>();
  if (setup.crd) {
    const group = `${own}.test.kustomize-sync.io`;
    rewrites.set(setup.crd.group, group);
    await createCrd(group, setup.crd.kind, setup.crd.plural);
  }
  const rewrite = (text: string) => [...rewrites].reduce((t, [a, b]) => t.replaceAll(a, b), text);
  const expectedFile = path.join(from, "expected.yaml");
  const expected = existsSync(expectedFile)
    ? (loadAll(rewrite(await readFile(expectedFile, "utf8"))) as Manifest[]).filter(Boolean)
    : [];
  const definitionText = await readFile(path.join(from, "kustomization.flux.yaml"), "utf8");
  const namespaceObjects = new Set(
    expected.filter((o) => o.kind === "Namespace").map((o) => o.metadata.name),
  );
  const targetNamespace = (load(definitionText) as { spec: { targetNamespace?: string } }).spec
    .targetNamespace;
  const named = new Set(
    namespaces ?? [
      ...expected.flatMap((o) => (o.metadata.namespace ? [o.metadata.namespace] : [])),
      ...namespaceObjects,
      ...(targetNamespace ? [targetNamespace] : []),
    ],
  );
  const renamed = new Map<string, string>();
  for (const ns of named) {
    // Namespaces the fixture itself defines are the sync's to create (it adopts none silently).
    if (!namespaceObjects.has(ns)) renamed.set(ns, await createTestNamespace(`fx-${fixture}-${ns}`));
    else {
      const name = `fx-${fixture}-${ns}`.slice(0, 50).replace(/-+$/, "");
      renamed.set(ns, `${name}-${randomBytes(3).toString("hex")}`);
      syncedNamespaces.push(renamed.get(ns)!);
    }
  }
  const unnamespaced = expected.filter((o) => !o.metadata.namespace && !CLUSTER_SCOPED.has(o.kind));
  if (unnamespaced.length > 0 && named.size > 0 && !targetNamespace) {
    throw new Error(`${fixture}: objects with and without a namespace; give the sync a namespace map`);
  }

  const dir = await mkdtemp(path.join(tmpdir(), `ks-fx-${fixture}-`));
  // Symlinks stay as written (relative), so a symlink fixture still points inside the copy.
  await cp(from, dir, { recursive: true, verbatimSymlinks: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.ya?ml$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, "utf8");
    const next = renameNamespaces(rewrite(text), renamed, namespaceObjects);
    if (next !== text) await writeFile(file, next);
  }

  const root = path.join(dir, "repo");
  const definition = load(await readFile(path.join(dir, "kustomization.flux.yaml"), "utf8")) as {
    metadata: { name: string; namespace?: string };
    spec: { targetNamespace?: string; patches?: object[] };
  };
  definition.metadata.namespace = own;
  if (unnamespaced.length > 0 && !targetNamespace) definition.spec.targetNamespace = own;
  if (setup.patches) definition.spec.patches = [...(definition.spec.patches ?? []), ...setup.patches];
  await mkdir(path.join(root, DEFINITIONS), { recursive: true });
  await writeFile(path.join(root, DEFINITIONS, "definition.yaml"), dump(definition));

  const target = definition.spec.targetNamespace ?? own;
  for (const o of expected) {
    if (o.kind === "Namespace") o.metadata.name = renamed.get(o.metadata.name) ?? o.metadata.name;
    else if (o.metadata.namespace) o.metadata.namespace = renamed.get(o.metadata.namespace);
    else if (!CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = target;
    const omitted = setup.omit?.[`${o.kind}/${o.metadata.name}`];
    if (omitted) {
      const parent = omitted.slice(0, -1).reduce((v, k) => (v as Record<string, unknown>)[k], o as unknown);
      delete (parent as Record<string, unknown>)[omitted.at(-1)!];
    }
  }
  // context.yaml's sources (`namespace/name: dir` or `name: dir`), in the copy, for this namespace.
  const sources = Object.entries(contextOf(fixture).sources ?? {}).map(([ref, rel]) => {
    const name = ref.includes("/") ? `${own}/${ref.split("/")[1]}` : ref;
    return `${name}=${path.resolve(root, rel)}`;
  });
  return { root, name: definition.metadata.name, namespace: own, expected, sources };
}

async function createCrd(group: string, kind: string, plural: string): Promise<void> {
  const name = `${plural}.${group}`;
  crds.push(name);
  await kubectlOk(
    ["apply", "-f", "-"],
    JSON.stringify({
      apiVersion: "apiextensions.k8s.io/v1",
      kind: "CustomResourceDefinition",
      metadata: { name },
      spec: {
        group,
        scope: "Namespaced",
        names: { kind, plural, singular: kind.toLowerCase(), listKind: `${kind}List` },
        versions: [
          {
            name: "v1",
            served: true,
            storage: true,
            schema: { openAPIV3Schema: { type: "object", "x-kubernetes-preserve-unknown-fields": true } },
          },
        ],
      },
    }),
  );
  await kubectlOk(["wait", "--for=condition=Established", `crd/${name}`, "--timeout=30s"]);
}

/** The live object of an expected one, read by `kind.version.group`. */
async function live(o: Manifest): Promise<Manifest> {
  const [group, version] = o.apiVersion.includes("/") ? o.apiVersion.split("/") : ["", o.apiVersion];
  // kubectl takes `kind.version.group` for a group's kinds, the bare kind for the core group's.
  const resource = group ? `${o.kind.toLowerCase()}.${version}.${group}` : o.kind.toLowerCase();
  const ns = o.metadata.namespace && !CLUSTER_SCOPED.has(o.kind) ? ["-n", o.metadata.namespace] : [];
  return getJson<Manifest>([resource, o.metadata.name, ...ns]);
}

/** Where `actual` lacks or differs from a field `expected` sets: `path: expected … live …`. */
function missing(expected: unknown, actual: unknown, at = ""): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return [`${at}: expected ${JSON.stringify(expected)}, live ${JSON.stringify(actual)}`];
    return expected.flatMap((e, i) => missing(e, actual[i], `${at}[${i}]`));
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual))
      return [`${at}: expected ${JSON.stringify(expected)}, live ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([k, v]) =>
      missing(v, (actual as Record<string, unknown>)[k], at ? `${at}.${k}` : k),
    );
  }
  return Object.is(expected, actual)
    ? []
    : [`${at}: expected ${JSON.stringify(expected)}, live ${JSON.stringify(actual)}`];
}

const ref = (o: Manifest) => `${o.kind}/${o.metadata.namespace ?? ""}/${o.metadata.name}`;

describe("every build fixture flux build renders, synced for real", () => {
  it("syncs or names why not every fixture flux-build.test.ts renders", () => {
    for (const fixture of Object.keys({ ...SETUP, ...REFUSED }))
      expect(renderingFixtures, `${fixture} is no longer a rendering build fixture`).toContain(fixture);
  });

  for (const fixture of renderingFixtures.filter((f) => !REFUSED[f] || SETUP[f])) {
    it(fixture, async () => {
      const fx = await prepareFixture(fixture);
      const options = { path: DEFINITIONS, sources: fx.sources, ...gatesOf(fixture) };
      const first = await runSync(fx.root, options);
      const result = row(first, fx.name);
      expect(result, result.message).toMatchObject({ ready: "True", reason: "ReconciliationSucceeded" });
      expect(first.ready, JSON.stringify(first.problems)).toBe(true);

      const warningsFile = path.join(BUILD_FIXTURES, fixture, "expected-warnings.txt");
      const warnings = existsSync(warningsFile)
        ? (await readFile(warningsFile, "utf8")).split("\n").filter(Boolean)
        : [];
      for (const warning of warnings) expect((result.warnings ?? []).join("\n")).toContain(warning);

      expect(fx.expected.length).toBeGreaterThan(0);
      const differences: string[] = [];
      for (const object of fx.expected) {
        const actual = await live(object);
        differences.push(...missing(object, actual).map((d) => `${ref(object)} ${d}`));
      }
      expect(differences).toEqual([]);
      expect((await inventoryIds(fx.namespace, fx.name))?.length).toBe(fx.expected.length);

      const second = await runSync(fx.root, options);
      const again = row(second, fx.name);
      expect(again, again.message).toMatchObject({ ready: "True" });
      expect(again.changes.filter((c) => c.action !== "unchanged").map((c) => `${c.id} ${c.action}`)).toEqual(
        [],
      );
      expect(again.changes).toHaveLength(fx.expected.length);
    }, 120_000);
  }
});

describe("build fixtures the API server refuses as rendered, as it refuses Flux's apply", () => {
  for (const [fixture, { message }] of Object.entries(REFUSED)) {
    it(fixture, async () => {
      const fx = await prepareFixture(fixture, { asIs: true });
      const report = await runSync(fx.root, { path: DEFINITIONS, sources: fx.sources, ...gatesOf(fixture) });
      const result = row(report, fx.name);
      expect(result).toMatchObject({ ready: "False", reason: "ReconciliationFailed" });
      expect(result.message).toMatch(message);
      for (const object of fx.expected) {
        const ns = CLUSTER_SCOPED.has(object.kind) ? undefined : object.metadata.namespace;
        expect(await exists(object.kind.toLowerCase(), object.metadata.name, ns), ref(object)).toBe(false);
      }
    }, 120_000);
  }
});

describe("feature fixtures, as Flux applies them", () => {
  it("v1beta2 patchesStrategicMerge and patchesJson6902 are ignored, with a warning in the report", async () => {
    const fx = await prepareFixture("v1beta2-legacy-patches");
    const report = await runSync(fx.root, { path: DEFINITIONS });
    const result = row(report, fx.name);
    expect(result).toMatchObject({ ready: "True" });
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          "spec.patchesStrategicMerge (kustomize.toolkit.fluxcd.io/v1beta2) is ignored",
        ),
        expect.stringContaining("spec.patchesJson6902 (kustomize.toolkit.fluxcd.io/v1beta2) is ignored"),
      ]),
    );
    const deployment = await live(fx.expected[0]!);
    expect(deployment.spec).toMatchObject({ replicas: 1, minReadySeconds: 5 });
    expect((deployment.metadata.annotations as Record<string, string> | undefined)?.owner).toBeUndefined();
  }, 120_000);

  it("YAML scalars arrive as Flux sends them: `.` a string, 0o755 and 0x1F numbers, `yes` a string", async () => {
    const fx = await prepareFixture("yaml-scalars");
    const report = await runSync(fx.root, { path: DEFINITIONS });
    expect(row(report, fx.name)).toMatchObject({ ready: "True" });
    const scalars = await live(fx.expected[0]!);
    expect(scalars.spec).toMatchObject({
      zone: ".",
      octal: 493,
      hex: 31,
      float: 1500,
      leadingZero: 8,
      underscore: 1000,
      binary: 5,
      bareYes: "yes",
      bareOn: "on",
      tilde: "~",
      sexagesimal: "1:20",
      date: "2024-01-02",
    });
  }, 120_000);

  it("postBuild.substituteStrategy Always applies defaults with no variable set; without it Flux leaves the text alone", async () => {
    const fx = await prepareFixture("substitute-strategy-always");
    const settings = fx.expected[0]!;
    expect(row(await runSync(fx.root, { path: DEFINITIONS }), fx.name)).toMatchObject({ ready: "True" });
    expect((await live(settings)).data).toEqual({ region: "eu-west-1", tier: "web" });
    await editDefinition(fx.root, (spec) => {
      delete spec.postBuild;
    });
    const report = await runSync(fx.root, { path: DEFINITIONS });
    expect(actions(report, fx.name)).toEqual(["ConfigMap/settings configured"]);
    const $ = "$"; // the variables as written, not substituted
    expect((await live(settings)).data).toEqual({
      region: `${$}{region:=eu-west-1}`,
      tier: `${$}{tier:=web}`,
    });
  }, 120_000);

  it("ignoreMissingComponents skips a component directory that is not there; without it the build fails and nothing changes", async () => {
    const fx = await prepareFixture("ignore-missing-components");
    const deployment = fx.expected[0]!;
    expect(row(await runSync(fx.root, { path: DEFINITIONS }), fx.name)).toMatchObject({ ready: "True" });
    expect((await live(deployment)).spec).toMatchObject({ replicas: 3 });
    await editDefinition(fx.root, (spec) => {
      spec.ignoreMissingComponents = false;
    });
    const failed = row(await runSync(fx.root, { path: DEFINITIONS }), fx.name);
    expect(failed).toMatchObject({ ready: "False", reason: "BuildFailed", changes: [] });
    expect(failed.message).toContain("not-there");
    expect((await live(deployment)).spec).toMatchObject({ replicas: 3 });
  }, 120_000);

  it("buildMetadata keeps kustomize's origin and transformer annotations on the live object", async () => {
    const fx = await prepareFixture("build-metadata");
    expect(row(await runSync(fx.root, { path: DEFINITIONS }), fx.name)).toMatchObject({ ready: "True" });
    const annotations = (await live(fx.expected[0]!)).metadata.annotations as Record<string, string>;
    expect(annotations["config.kubernetes.io/origin"]).toBe("path: cm.yaml\n");
    expect(annotations["alpha.config.kubernetes.io/transformations"]).toContain("kind: PrefixTransformer");
  }, 120_000);
});

/** Changes the spec of the Kustomization a prepared fixture syncs. */
async function editDefinition(root: string, edit: (spec: Record<string, unknown>) => void): Promise<void> {
  const file = path.join(root, DEFINITIONS, "definition.yaml");
  const definition = load(await readFile(file, "utf8")) as { spec: Record<string, unknown> };
  edit(definition.spec);
  await writeFile(file, dump(definition));
}

/** The strict-unset-variable fixture: a ConfigMap with `${cluster_domain}`, which nothing sets. */
const STRICT_MESSAGE = 'variable not set (strict mode): "cluster_domain"';

describe("strict substitution", () => {
  it("fails the Kustomization on an unset variable before anything is written, by default; with the gate off the variable is empty", async () => {
    const fx = await prepareFixture("strict-unset-variable", { namespaces: ["default"] });
    const [target] = (await readFile(path.join(fx.root, "apps/configmap.yaml"), "utf8"))
      .match(/namespace: (\S+)/)!
      .slice(1);
    const jsonFile = path.join(await mkdtemp(path.join(tmpdir(), "ks-fx-strict-")), "report.json");
    const definitions = path.join(fx.root, DEFINITIONS);
    const args = ["sync", "--root", fx.root, "--path", definitions, "--kubeconfig", testKubeconfig()];
    const strict = await quietly(() => main([...args, "--json", jsonFile]));
    expect(strict.code, strict.output).not.toBe(0);
    const report = JSON.parse(await readFile(jsonFile, "utf8")) as RunReport;
    const result = row(report, fx.name);
    expect(result).toMatchObject({ ready: "False", reason: "BuildFailed" });
    expect(result.message).toContain(STRICT_MESSAGE);
    expect(result.changes).toEqual([]);
    expect(await exists("configmap", "app", target)).toBe(false);
    expect(await inventoryIds(fx.namespace, fx.name)).toBeUndefined();

    const lenient = await quietly(() =>
      main([...args, "--feature-gates", "StrictPostBuildSubstitutions=false", "--json", jsonFile]),
    );
    expect(lenient.code, lenient.output).toBe(0);
    const data = JSON.parse(
      await kubectlOk(["get", "configmap", "app", "-n", target!, "-o", "jsonpath={.data}"]),
    );
    expect(data).toEqual({ env: "prod", defaulted: "eu-west-1", domain: "" });
  }, 120_000);

  describe("the action's feature-gates input", () => {
    let actionPath: string;
    beforeAll(async () => {
      actionPath = await bundledAction();
    }, 120_000);

    it("fails the run on an unset variable by default, nothing written; StrictPostBuildSubstitutions=false makes it empty", async () => {
      const fx = await prepareFixture("strict-unset-variable", { namespaces: ["default"] });
      const [target] = (await readFile(path.join(fx.root, "apps/configmap.yaml"), "utf8"))
        .match(/namespace: (\S+)/)!
        .slice(1);
      const sync = (gates: Record<string, string> = {}) =>
        runAction({
          actionPath,
          workspace: fx.root,
          with: { kubeconfig: testKubeconfig(), comment: "never", path: DEFINITIONS, ...gates },
        });
      const run = await sync();
      expect(run.exitCode, run.log).not.toBe(0);
      expect(run.outputs.ready).toBe("false");
      expect(run.log).toContain(STRICT_MESSAGE);
      expect(await exists("configmap", "app", target)).toBe(false);
      expect(await inventoryIds(fx.namespace, fx.name)).toBeUndefined();

      const lenient = await sync({ "feature-gates": "StrictPostBuildSubstitutions=false" });
      expect(lenient.exitCode, lenient.log).toBe(0);
      expect(await exists("configmap", "app", target)).toBe(true);
    }, 180_000);
  });
});

/** Runs the CLI with its output captured (shown only when an assertion fails). */
async function quietly(run: () => Promise<number>): Promise<{ code: number; output: string }> {
  let output = "";
  const capture = (chunk: string | Uint8Array) => {
    output += String(chunk);
    return true;
  };
  const out = vi.spyOn(process.stdout, "write").mockImplementation(capture);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(capture);
  try {
    return { code: await run(), output };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}
