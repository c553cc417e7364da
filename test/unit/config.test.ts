import { cp, mkdir, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { parseFluxDocuments } from "../../src/config/documents.js";
import { loadKustomizations } from "../../src/config/index.js";
import { formatLocation, type Problem } from "../../src/model/index.js";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const fixture = (name: string) => path.join(repo, "test/fixtures/config", name);
const load = (name: string, extra: { path?: string; defaultNamespace?: string } = {}) =>
  loadKustomizations({ root: fixture(name), ...extra });

/** Problems as the user reads them: `file:line: message`. */
const lines = (problems: Problem[]) =>
  problems.map((p) => (p.source ? `${formatLocation(p.source)}: ${p.message}` : p.message));

describe("loading Flux Kustomizations", () => {
  it("reads a v1 Kustomization with every field, skipping other kinds and kustomize's own kustomization.yaml", async () => {
    const { kustomizations, problems } = await load("v1");
    expect(problems).toEqual([]);
    expect(kustomizations.map((k) => k.name)).toEqual(["apps", "infrastructure", "remote-secrets"]);
    const apps = kustomizations[0]!;
    expect(apps).toMatchObject({
      name: "apps",
      namespace: "flux-system",
      apiVersion: "kustomize.toolkit.fluxcd.io/v1",
      path: "deploy/apps",
      prune: true,
      wait: false,
      force: true,
      suspend: false,
      interval: "10m",
      retryInterval: "1m",
      timeout: "5m",
      targetNamespace: "apps",
      namePrefix: "pre-",
      nameSuffix: "-suf",
      serviceAccountName: "kustomize-controller",
      deletionPolicy: "Delete",
      sourceRef: { kind: "GitRepository", name: "flux-system" },
      dependsOn: [
        { name: "infrastructure", namespace: "flux-system" },
        { name: "monitoring", namespace: "observability", readyExpr: "status.ready == true" },
      ],
      healthChecks: [
        { apiVersion: "apps/v1", kind: "Deployment", name: "podinfo", namespace: "apps" },
        { apiVersion: "helm.toolkit.fluxcd.io/v2", kind: "HelmRelease", name: "redis", namespace: "apps" },
      ],
      healthCheckExprs: [
        {
          apiVersion: "example.com/v1",
          kind: "Widget",
          current: 'status.phase == "Ready"',
          failed: 'status.phase == "Failed"',
        },
      ],
      patches: [
        {
          patch: "- op: replace\n  path: /spec/replicas\n  value: 2\n",
          target: { kind: "Deployment", name: "podinfo" },
        },
      ],
      images: [{ name: "ghcr.io/stefanprodan/podinfo", newTag: "6.7.1" }],
      components: ["../components/ha"],
      commonMetadata: { labels: { team: "platform" } },
      postBuild: {
        substitute: { cluster_env: "staging" },
        substituteFrom: [
          { kind: "ConfigMap", name: "cluster-vars", optional: false },
          { kind: "Secret", name: "cluster-secrets", optional: true },
        ],
      },
      source: { file: "clusters/staging/apps.yaml", line: 10 },
    });
  });

  it("fills Flux's defaults: flux-system namespace, repository root path, MirrorPrune, no wait/force/suspend", async () => {
    const { kustomizations } = await load("v1");
    expect(kustomizations[1]).toMatchObject({
      name: "infrastructure",
      namespace: "flux-system",
      path: "",
      prune: false,
      wait: false,
      force: false,
      suspend: false,
      deletionPolicy: "MirrorPrune",
      dependsOn: [],
      healthChecks: [],
      patches: [],
      source: { file: "clusters/staging/infrastructure.yml", line: 1 },
    });
  });

  it("carries SOPS decryption and a remote kubeConfig so later stages can refuse them", async () => {
    const { kustomizations } = await load("v1");
    expect(kustomizations[2]).toMatchObject({
      name: "remote-secrets",
      decryption: { provider: "sops", secretRef: { name: "sops-age" } },
      kubeConfig: { secretRef: { name: "remote-kubeconfig", key: "value.yaml" } },
    });
    expect(kustomizations[0]!.decryption).toBeUndefined();
  });

  it("keeps every field kustomize-controller v1.9 added, for the stages that implement them", async () => {
    const { kustomizations, problems } = await load("v1-9-fields");
    expect(problems).toEqual([]);
    expect(kustomizations[0]).toMatchObject({
      name: "apps",
      sourceRef: {
        kind: "ExternalArtifact",
        name: "apps",
        namespace: "flux-system",
        apiVersion: "source.toolkit.fluxcd.io/v1",
      },
      dependsOn: [
        {
          name: "infra-configs",
          namespace: "flux-system",
          readyExpr: "status.conditions.filter(c, c.type == 'Ready').all(c, c.status == 'True')",
        },
      ],
      components: ["../components/monitoring"],
      ignoreMissingComponents: true,
      buildMetadata: ["originAnnotations", "transformerAnnotations"],
      ignore: [
        { paths: ["/spec/replicas"], target: { kind: "Deployment", labelSelector: "autoscaling=hpa" } },
        { paths: ["/metadata/annotations/last-synced", "spec/minReadySeconds"] },
      ],
      // Without a kind the expression covers every kind of the group.
      healthCheckExprs: [{ apiVersion: "example.com/v1", kind: "", current: 'status.phase == "Ready"' }],
      postBuild: { substitute: { cluster_env: "staging" }, substituteStrategy: "Always" },
      decryption: { provider: "sops", serviceAccountName: "sops-reader" },
      kubeConfig: { configMapRef: { name: "workload-cluster" } },
    });
    // Flux accepts a path that is no JSON pointer and ignores nothing for it: said, not refused.
    expect(kustomizations[0]!.warnings).toEqual([
      'spec.ignore[1].paths[1]: "spec/minReadySeconds" is not a JSON pointer (it must start with "/", e.g. "/spec/replicas"); nothing is ignored for it',
    ]);
  });

  it("does not read v1 fields from a v1beta2 object, whose schema would have them pruned", async () => {
    const { kustomizations } = await load("v1-9-fields");
    const legacy = kustomizations[1]!;
    expect(legacy).toMatchObject({
      name: "legacy",
      deletionPolicy: "MirrorPrune",
      dependsOn: [{ name: "apps" }],
    });
    expect(legacy.dependsOn[0]).not.toHaveProperty("readyExpr");
    expect(legacy.postBuild).not.toHaveProperty("substituteStrategy");
    for (const field of ["namePrefix", "ignoreMissingComponents", "buildMetadata"]) {
      expect(legacy[field as keyof typeof legacy]).toBeUndefined();
    }
  });

  it("uses the configured default namespace for Kustomizations and their dependencies", async () => {
    const { kustomizations } = await load("v1beta1", { defaultNamespace: "fleet" });
    expect(kustomizations[0]).toMatchObject({
      namespace: "fleet",
      dependsOn: [{ name: "infrastructure", namespace: "fleet" }],
    });
  });

  it("ignores v1beta2 patchesStrategicMerge, patchesJson6902 and validation, as kustomize-controller v1 does, with a warning", async () => {
    const { kustomizations, problems } = await load("v1beta2");
    expect(problems).toEqual([]);
    const apps = kustomizations[0]!;
    expect(apps.apiVersion).toBe("kustomize.toolkit.fluxcd.io/v1beta2");
    expect(apps.path).toBe("apps");
    expect(apps.patches).toHaveLength(1);
    expect(apps.patches[0]!.patch).toContain("kind: Service");
    expect(apps).not.toHaveProperty("validation");
    expect(apps.warnings).toEqual([
      "spec.patchesStrategicMerge (kustomize.toolkit.fluxcd.io/v1beta2) is ignored: kustomize-controller v1 no longer reads it; move these patches to spec.patches",
      "spec.patchesJson6902 (kustomize.toolkit.fluxcd.io/v1beta2) is ignored: kustomize-controller v1 no longer reads it; move these patches to spec.patches",
      "spec.validation (kustomize.toolkit.fluxcd.io/v1beta2) is ignored: kustomize-controller v1 no longer reads it",
    ]);
  });

  it("converts a v1beta1 Kustomization, defaulting health check apiVersion to apps/v1", async () => {
    const { kustomizations, problems } = await load("v1beta1");
    expect(problems).toEqual([]);
    expect(kustomizations[0]).toMatchObject({
      apiVersion: "kustomize.toolkit.fluxcd.io/v1beta1",
      namespace: "flux-system",
      path: "apps",
      prune: true,
      healthChecks: [{ apiVersion: "apps/v1", kind: "Deployment", name: "podinfo", namespace: "apps" }],
      patches: [],
    });
    expect(kustomizations[0]!.warnings?.[0]).toMatch(/^spec.patchesStrategicMerge .* is ignored/);
  });

  it("expands Kustomizations wrapped in a v1 List", async () => {
    const { kustomizations, problems } = await load("kind-list");
    expect(problems).toEqual([]);
    expect(kustomizations.map((k) => `${k.name}@${formatLocation(k.source)}`)).toEqual([
      "first@list.yaml:4",
      "second@list.yaml:14",
    ]);
  });

  it("loads only the given sub-path, relative to the root, keeping file names relative to the root", async () => {
    const { kustomizations } = await load("v1", { path: "clusters/staging/infrastructure.yml" });
    expect(kustomizations.map((k) => formatLocation(k.source))).toEqual([
      "clusters/staging/infrastructure.yml:1",
      "clusters/staging/infrastructure.yml:13",
    ]);
  });
});

describe("the examples", () => {
  it("webapp loads three Kustomizations with paths relative to the example root", async () => {
    const { kustomizations, problems } = await loadKustomizations({
      root: path.join(repo, "examples/webapp"),
    });
    expect(problems).toEqual([]);
    expect(kustomizations.map((k) => [k.name, k.path, k.dependsOn.map((d) => d.name)])).toEqual([
      ["webapp-common", "deploy/webapp/common", []],
      ["webapp-backend", "deploy/webapp/backend", ["webapp-common"]],
      ["webapp-frontend", "deploy/webapp/frontend", ["webapp-backend"]],
    ]);
    for (const k of kustomizations) {
      expect(k).toMatchObject({ namespace: "flux-system", prune: true, timeout: "2m" });
    }
  });

  it("fleet loads infrastructure and apps, apps depending on infrastructure", async () => {
    const { kustomizations, problems } = await loadKustomizations({
      root: path.join(repo, "examples/fleet"),
      path: "clusters/production",
    });
    expect(problems).toEqual([]);
    expect(kustomizations.map((k) => [k.name, k.path, k.dependsOn.map((d) => d.name)])).toEqual([
      ["apps", "apps", ["infrastructure"]],
      ["infrastructure", "infrastructure", []],
    ]);
  });
});

describe("reporting bad input, one line per problem", () => {
  it("names every missing or malformed field with file:line and a Kubernetes-style message", async () => {
    const { kustomizations, problems } = await load("missing-required");
    expect(lines(problems)).toEqual([
      "kustomizations.yaml:5: spec.prune: Required value",
      "kustomizations.yaml:13: metadata.name: Required value",
      "kustomizations.yaml:33: spec.dependsOn[0].name: Required value",
      'kustomizations.yaml:40: spec.interval: Invalid value: "integer": must be of type string',
      'kustomizations.yaml:41: spec.timeout: Invalid value: "soon": must be a duration such as "30s", "5m" or "1h30m"',
      'kustomizations.yaml:42: spec.prune: Invalid value: "string": must be of type boolean',
      'kustomizations.yaml:43: spec.deletionPolicy: Unsupported value: "Sometimes": supported values: "MirrorPrune", "Delete", "WaitForTermination", "Orphan"',
      'kustomizations.yaml:45: spec.sourceRef.kind: Unsupported value: "HelmRepository": supported values: "OCIRepository", "GitRepository", "Bucket", "ExternalArtifact"',
      `kustomizations.yaml:62: metadata.name: Invalid value: "Apps_1": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character`,
      `kustomizations.yaml:63: metadata.namespace: Invalid value: "Flux_System": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character`,
      "kustomizations.yaml:71: spec.healthCheckExprs[0].current: Required value",
      `kustomizations.yaml:75: spec.postBuild.substitute[cluster-env]: Invalid value: "cluster-env": must match '^[_[:alpha:]][_[:alpha:][:digit:]]*$'`,
    ]);
    expect(problems[0]!.object).toBe("Kustomization/flux-system/no-prune");
    expect(kustomizations.map((k) => k.name)).toEqual(["valid"]);
  });

  it("applies the rules of kustomize-controller v1.9's schema, and v1beta2's own to v1beta2 objects", async () => {
    const { kustomizations, problems } = await load("v1-9-invalid");
    expect(kustomizations).toEqual([]);
    expect(lines(problems)).toEqual([
      'kustomizations.yaml:12: spec.postBuild.substituteStrategy: Unsupported value: "Sometimes": supported values: "WithVariables", "Always"',
      'kustomizations.yaml:15: spec.buildMetadata[1]: Unsupported value: "everything": supported values: "originAnnotations", "transformerAnnotations"',
      'kustomizations.yaml:16: spec.ignoreMissingComponents: Invalid value: "string": must be of type boolean',
      'kustomizations.yaml:24: spec.retryInterval: Invalid value: "2 minutes": must be a duration such as "30s", "5m" or "1h30m"',
      "kustomizations.yaml:30: spec.ignore[0].paths: Required value",
      'kustomizations.yaml:32: spec.ignore[1].paths: Invalid value: "string": must be of type array',
      'kustomizations.yaml:36: spec.ignore[2].target.labelSelector: Invalid value: "integer": must be of type string',
      'kustomizations.yaml:40: spec.ignore[3].target.kind: Invalid value: "Deploy(ment": invalid kind regex: Invalid regular expression: /^(?:Deploy(ment)$/: Unterminated group',
      "kustomizations.yaml:41: spec.ignore[3].target.labelSelector: Invalid value: \"app in (web\": invalid label selector: unable to parse requirement: found '', expected: ',' or ')'",
      "kustomizations.yaml:43: spec.healthCheckExprs[0].apiVersion: Required value",
      'kustomizations.yaml:56: spec.kubeConfig: Invalid value: "object": exactly one of spec.kubeConfig.configMapRef or spec.kubeConfig.secretRef must be specified',
      'kustomizations.yaml:70: spec.sourceRef.kind: Unsupported value: "ExternalArtifact": supported values: "OCIRepository", "GitRepository", "Bucket"',
    ]);
    expect(problems.map((p) => p.object)).toContain("Kustomization/flux-system/two-kubeconfigs");
  });

  it("reports YAML nulls where Flux expects a value one line each, and reads null optional fields as unset", async () => {
    const { kustomizations, problems } = await load("null-values");
    expect(lines(problems)).toEqual([
      "kustomizations.yaml:2: spec: Required value",
      'kustomizations.yaml:15: spec.sourceRef: Invalid value: "null": must be of type object',
      'kustomizations.yaml:16: spec.healthCheckExprs[0]: Invalid value: "null": must be of type object',
      'kustomizations.yaml:17: spec.buildMetadata[0]: Invalid value: "null": must be of type string',
    ]);
    expect(kustomizations).toMatchObject([{ name: "null-optionals", dependsOn: [], postBuild: {} }]);
    expect(kustomizations[0]!.timeout).toBeUndefined();
  });

  it("rejects spec.path values that leave the repository, and accepts ones that only wander inside it", async () => {
    const { kustomizations, problems } = await load("path-outside-root");
    expect(lines(problems)).toEqual([
      'kustomizations.yaml:7: spec.path: Invalid value: "./apps/../../../etc": must not point outside the repository root',
      'kustomizations.yaml:19: spec.path: Invalid value: "/etc": must be relative to the repository root',
    ]);
    expect(kustomizations.map((k) => [k.name, k.path])).toEqual([["stays-inside", "infrastructure"]]);
  });

  it("names both files when the same namespace/name is defined twice, and keeps the first", async () => {
    const { kustomizations, problems } = await load("duplicate");
    expect(lines(problems)).toEqual([
      "clusters/b.yaml:1: Kustomization flux-system/apps is defined twice: clusters/a.yaml:3 and clusters/b.yaml:1",
    ]);
    expect(kustomizations.map((k) => formatLocation(k.source))).toEqual(["clusters/a.yaml:3"]);
  });

  it("reports invalid YAML with its line and column", async () => {
    const { problems } = await load("invalid-yaml");
    expect(problems).toHaveLength(1);
    // The column of the key that breaks the indentation (`   name:`), in js-yaml's words.
    expect(problems[0]!.source).toMatchObject({ file: "apps.yaml", line: 9, column: 4 });
    expect(problems[0]!.message).toBe("invalid YAML at line 9, column 4: bad indentation of a mapping entry");
  });

  it("reports an unclosed quote at the line it opens, not where the parser noticed", async () => {
    const { problems } = await load("unclosed-quote");
    expect(lines(problems)).toEqual([
      "apps.yaml:4: invalid YAML at line 4, column 9: double-quoted string is not closed",
    ]);
  });

  it("refuses a YAML alias bomb instead of expanding it", async () => {
    const { kustomizations, problems } = await load("alias-bomb");
    expect(kustomizations).toEqual([]);
    expect(lines(problems)).toEqual([
      'bomb.yaml:2: YAML aliases expand to too many nodes (more than 100 alias uses; a possible "billion laughs" alias bomb), document skipped',
    ]);
  });

  it("reports a file that is not valid UTF-8", async () => {
    const { problems } = await load("non-utf8");
    expect(lines(problems)).toEqual(["latin1.yaml: not valid UTF-8"]);
  });

  it("reports Kustomizations written as a top-level YAML list", async () => {
    const { problems } = await load("top-level-list");
    expect(lines(problems)).toEqual([
      "apps.yaml:2: document mentions kustomize.toolkit.fluxcd.io but is a list, not a mapping (a Kubernetes object)",
    ]);
  });

  it("reports an apiVersion Flux never served for kind Kustomization, and other kinds in Flux's group", async () => {
    const { problems } = await load("unknown-api-version");
    const supported =
      'supported values: "kustomize.toolkit.fluxcd.io/v1", "kustomize.toolkit.fluxcd.io/v1beta2", "kustomize.toolkit.fluxcd.io/v1beta1"';
    expect(lines(problems)).toEqual([
      `apps.yaml:1: apiVersion: Unsupported value: "kustomize.toolkit.fluxcd.io/v2": ${supported}`,
      `apps.yaml:12: apiVersion: Unsupported value: "kustomize.toolkit.fluxcd.io": ${supported}`,
      'apps.yaml:18: kind: Unsupported value: "Kustomisation": supported values: "Kustomization"',
    ]);
  });

  it("says so when a directory holds no Flux Kustomization, even if kustomize's kustomization.yaml mentions the group", async () => {
    expect(lines((await load("empty")).problems)).toEqual(["no Flux Kustomization found under ."]);
    expect(lines((await load("kustomize-config-only")).problems)).toEqual([
      "no Flux Kustomization found under .",
    ]);
  });

  it("reports a path that does not exist, or that lies outside the root", async () => {
    expect(lines((await load("v1", { path: "clusters/production" })).problems)).toEqual([
      "clusters/production: no such file or directory",
    ]);
    expect(lines((await load("v1", { path: "../v1beta1" })).problems)).toEqual([
      "../v1beta1: path is outside the repository root",
    ]);
  });
});

describe("symlinks", () => {
  let tmp: string | undefined;
  afterEach(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
    tmp = undefined;
  });

  // Git does not reliably keep symlink loops, so the test builds them in a temporary copy.
  async function copyWithLinks(links: Array<[target: string, link: string]>): Promise<string> {
    tmp = await mkdtemp(path.join(os.tmpdir(), "kustomize-sync-config-"));
    const root = path.join(tmp, "repo");
    await cp(fixture("symlinks"), root, { recursive: true });
    for (const [target, link] of links) {
      await mkdir(path.dirname(path.join(root, link)), { recursive: true });
      await symlink(target, path.join(root, link));
    }
    return root;
  }

  it("stops at a symlink loop with one problem and still loads everything else", async () => {
    const root = await copyWithLinks([
      ["..", "clusters/loop"],
      ["self", "clusters/self"],
    ]);
    const { kustomizations, problems } = await loadKustomizations({ root });
    expect(kustomizations.map((k) => formatLocation(k.source))).toEqual(["clusters/apps.yaml:1"]);
    expect(lines(problems)).toEqual([
      "clusters/loop: symlink loop back to ., not followed",
      "clusters/self: symlink loop back to self, not followed",
    ]);
  });

  it("reads a file reached through a directory symlink once, under its own path", async () => {
    const root = await copyWithLinks([["clusters", "alias"]]);
    const { kustomizations, problems } = await loadKustomizations({ root });
    expect(problems).toEqual([]);
    expect(kustomizations.map((k) => formatLocation(k.source))).toEqual(["clusters/apps.yaml:1"]);
  });

  it("does not follow a symlink out of the repository", async () => {
    const root = await copyWithLinks([[fixture("v1"), "outside"]]);
    const { kustomizations, problems } = await loadKustomizations({ root });
    expect(kustomizations).toHaveLength(1);
    expect(lines(problems)).toEqual(["outside: symlink points outside the repository, not followed"]);
  });
});

describe("directories that never hold manifests", () => {
  let tmp: string | undefined;
  afterEach(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
    tmp = undefined;
  });

  it("skips .git and node_modules", async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "kustomize-sync-config-"));
    const root = path.join(tmp, "repo");
    await cp(fixture("symlinks"), root, { recursive: true });
    // A .git directory cannot be committed as a fixture, so both are copied in here.
    for (const skipped of [".git/refs", "node_modules/some-package"]) {
      await cp(fixture("duplicate/clusters/a.yaml"), path.join(root, skipped, "apps.yaml"), {
        recursive: true,
      });
    }
    const { kustomizations, problems } = await loadKustomizations({ root });
    expect(problems).toEqual([]);
    expect(kustomizations.map((k) => formatLocation(k.source))).toEqual(["clusters/apps.yaml:1"]);
  });
});

describe("parsing YAML", () => {
  it("parses only the documents that mention Flux's group, with their own lines, and skips the rest unparsed", async () => {
    const text = await readFile(fixture("multi-document/mixed.yaml"), "utf8");
    const parsed = parseFluxDocuments(text);
    expect(parsed.problems).toEqual([]);
    const names = parsed.documents.map((d) => [
      (d.value as { metadata: { name: string } }).metadata.name,
      d.line,
    ]);
    expect(names).toEqual([
      ["first", 14],
      ["second", 23],
      ["third", 53],
    ]);
    expect(parsed.documents[1]!.lineOf(["spec", "postBuild", "substitute", "plain"])).toBe(45);
    const { kustomizations, problems } = await load("multi-document", { path: "mixed.yaml" });
    expect(problems).toEqual([]);
    expect(kustomizations[1]).toMatchObject({
      name: "second",
      interval: "10m",
      retryInterval: "10m",
      sourceRef: { kind: "GitRepository", name: "flux-system" },
      patches: [
        { patch: '- op: add\n  path: /metadata/labels/tier\n  value: "2"\n', target: { kind: "Deployment" } },
      ],
      postBuild: { substitute: { greeting: `it's "quoted"`, port: "8080", plain: "a:b" } },
    });
  });

  it("reads CRLF files with the right lines", async () => {
    const { kustomizations, problems } = await load("multi-document", { path: "crlf.yaml" });
    expect(kustomizations.map((k) => `${k.name}@${formatLocation(k.source)}`)).toEqual([
      "windows@crlf.yaml:1",
    ]);
    // YAML 1.2, as kustomize and the API server read it: `yes` is a string, not a boolean.
    expect(lines(problems)).toEqual([
      'crlf.yaml:18: spec.prune: Invalid value: "string": must be of type boolean',
    ]);
  });

  it("keeps a trailing no-break space in a name, which then fails as Kubernetes would fail it", async () => {
    const { kustomizations, problems } = await load("nbsp");
    expect(kustomizations).toEqual([]);
    expect(lines(problems)).toEqual([
      `apps.yaml:5: metadata.name: Invalid value: "apps\\u00a0": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character`,
    ]);
  });

  it("still points at the right line for a problem in a later document of the same file", async () => {
    const { problems } = await load("missing-required");
    expect(problems[2]!.source?.line).toBe(33);
  });
});
