// Flux's post-render of a HelmRelease, held to helm-controller's own test tables
// (internal/postrender/*_test.go, ported to YAML under test/fixtures/helm/postrender), and the
// pieces of the render around it: Helm's object order, its messages, the `lookup` check.
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callsLookup } from "../../src/helm/chart-files.js";
import { detectHelm, helmEnvironment, helmMajor, helmMessage } from "../../src/helm/helm-cli.js";
import { helmOrder } from "../../src/helm/manifest-order.js";
import {
  applyCommonMetadata,
  applyOriginLabels,
  FILENAME_ANNOTATION,
  kustomizePostRender,
  parseObjects,
  postRender,
  postRenderKustomization,
} from "../../src/helm/postrender.js";
import { splitTemplateOutput, templateArguments } from "../../src/helm/render.js";
import { HelmError } from "../../src/helm/types.js";
import type { ImageOverride, KubeObject, KustomizePatch } from "../../src/model/index.js";
import { parseYaml } from "../../src/model/index.js";
import { detectRenderer, type Renderer } from "../../src/render/index.js";

const FIXTURES = join(import.meta.dirname, "../fixtures/helm/postrender");

async function table<T>(name: string): Promise<T> {
  return parseYaml(await readFile(join(FIXTURES, name), "utf8")) as T;
}

const objects = (text: string): KubeObject[] => parseObjects(text).map(({ object }) => object);

let work: string;
let kustomize: Renderer;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "ks-helm-postrender-"));
  kustomize = await detectRenderer();
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

interface KustomizeCase {
  name: string;
  rendered: string;
  patches?: KustomizePatch[];
  images?: ImageOverride[];
  expect: string;
}

describe("postRenderers[].kustomize, as helm-controller's Kustomize post-renderer", async () => {
  const cases = await table<KustomizeCase[]>("kustomize.yaml");
  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const out = await kustomizePostRender(
      objects(c.rendered),
      { patches: c.patches ?? [], images: c.images ?? [] },
      0,
      { chart: "test@1.0.0", kustomize, workDir: work, home: join(work, "home") },
    );
    expect(out).toEqual(objects(c.expect));
  });

  it("writes helm-controller's kustomization: the rendered objects as its one resource, images, patches with their targets", () => {
    expect(
      postRenderKustomization(
        {
          images: [{ name: "nginx", newTag: "1.27" }],
          patches: [
            { patch: "- op: remove\n  path: /spec/replicas", target: { kind: "Deployment", name: "" } },
          ],
        },
        "helm-output.yaml",
      ),
    ).toEqual({
      apiVersion: "kustomize.config.k8s.io/v1beta1",
      kind: "Kustomization",
      resources: ["helm-output.yaml"],
      images: [{ name: "nginx", newTag: "1.27" }],
      patches: [{ patch: "- op: remove\n  path: /spec/replicas", target: { kind: "Deployment" } }],
    });
  });

  it("says which post-renderer failed with kustomize's message in one line", async () => {
    const failing = kustomizePostRender(
      objects("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n"),
      {
        patches: [
          { patch: "- op: replace\n  path: /data/missing\n  value: x\n", target: { kind: "ConfigMap" } },
        ],
        images: [],
      },
      2,
      { chart: "app@1.2.3", kustomize, workDir: work, home: join(work, "home") },
    );
    await expect(failing).rejects.toThrow(HelmError);
    await expect(failing).rejects.toThrow(
      /^chart app@1\.2\.3: postRenderers\[2\]\.kustomize failed: [^\n]+$/,
    );
  });
});

interface CommonTables {
  rendered: string;
  common: {
    name: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    expect: string;
  }[];
  origin: { name: string; release: { name: string; namespace: string }; expect: string }[];
}

describe("commonMetadata and the origin labels, as helm-controller's CommonRenderer and OriginLabels", async () => {
  const tables = await table<CommonTables>("common-metadata.yaml");
  it.each(tables.common.map((c) => [c.name, c] as const))("commonMetadata: %s", (_name, c) => {
    const out = objects(tables.rendered);
    applyCommonMetadata(out, {
      ...(c.labels ? { labels: c.labels } : {}),
      ...(c.annotations ? { annotations: c.annotations } : {}),
    });
    expect(out).toEqual(objects(c.expect));
  });
  it.each(tables.origin.map((c) => [c.name, c] as const))("origin: %s", (_name, c) => {
    const out = objects(tables.rendered);
    applyOriginLabels(out, c.release);
    expect(out).toEqual(objects(c.expect));
  });

  it("sets labels on metadata only: selectors and pod templates keep theirs", () => {
    const [deployment] = objects(
      "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  selector:\n    matchLabels: {app: web}\n  template:\n    metadata:\n      labels: {app: web}\n",
    );
    applyCommonMetadata([deployment!], { labels: { team: "a" }, annotations: { note: "x" } });
    expect(deployment).toEqual(
      objects(
        "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  labels: {team: a}\n  annotations: {note: x}\nspec:\n  selector:\n    matchLabels: {app: web}\n  template:\n    metadata:\n      labels: {app: web}\n",
      )[0],
    );
  });
});

describe("the whole post-render, in helm-controller's order", () => {
  const release = {
    name: "podinfo",
    namespace: "apps",
    postRenderers: [] as { kustomize?: { patches: KustomizePatch[]; images: ImageOverride[] } }[],
  };

  it("lets the origin labels win over commonMetadata labels of the same key", async () => {
    const out = await postRender(
      [
        {
          object: objects("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n")[0]!,
          file: "app/templates/a.yaml",
        },
      ],
      { ...release, commonMetadata: { labels: { "helm.toolkit.fluxcd.io/name": "mine", team: "a" } } },
      { chart: "app@1.0.0", kustomize, workDir: work, home: join(work, "home") },
    );
    expect(out[0]!.object.metadata.labels).toEqual({
      team: "a",
      "helm.toolkit.fluxcd.io/name": "podinfo",
      "helm.toolkit.fluxcd.io/namespace": "apps",
    });
  });

  it("runs post-renderers in order, each over the previous one's output, and keeps each object's template file", async () => {
    const rendered = objects(
      "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 1\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: web\n",
    );
    const replicas = (n: number): KustomizePatch => ({
      patch: `- op: replace\n  path: /spec/replicas\n  value: ${n}\n`,
      target: { kind: "Deployment" },
    });
    const out = await postRender(
      [
        { object: rendered[0]!, file: "app/templates/deployment.yaml" },
        { object: rendered[1]!, file: "app/templates/service.yaml" },
      ],
      {
        ...release,
        postRenderers: [
          { kustomize: { patches: [replicas(2)], images: [] } },
          { kustomize: { patches: [replicas(3)], images: [] } },
        ],
      },
      { chart: "app@1.0.0", kustomize, workDir: work, home: join(work, "home") },
    );
    expect(out.map((o) => [o.object.kind, o.file, o.object.spec])).toEqual([
      ["Service", "app/templates/service.yaml", undefined],
      ["Deployment", "app/templates/deployment.yaml", { replicas: 3 }],
    ]);
    // Helm's file mark is gone, and so is the annotations map it alone made.
    for (const { object } of out) expect(object.metadata.annotations).toBeUndefined();
  });

  it("keeps an object's own annotations when the file mark is taken off", async () => {
    const [object] = objects(
      "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  annotations: {keep: me}\n",
    );
    const out = await postRender([{ object: object!, file: "app/templates/a.yaml" }], release, {
      chart: "app@1.0.0",
      kustomize,
      workDir: work,
      home: join(work, "home"),
    });
    expect(out[0]!.object.metadata.annotations).toEqual({ keep: "me" });
    expect(object!.metadata.annotations).not.toHaveProperty(FILENAME_ANNOTATION);
  });
});

describe("postRenderStrategy: which objects go through the post-render", () => {
  const account = (hook: boolean) =>
    objects(
      `apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: migrate\n${hook ? "  annotations: {helm.sh/hook: pre-install}\n" : ""}`,
    )[0]!;
  const input = () => [
    { object: account(true), file: "app/templates/hooks.yaml" },
    { object: account(false), file: "app/templates/serviceaccount.yaml" },
  ];
  const release = (postRenderStrategy?: "combined" | "separate" | "nohooks") => ({
    name: "podinfo",
    namespace: "apps",
    postRenderers: [
      {
        kustomize: {
          patches: [
            {
              patch: "- op: add\n  path: /automountServiceAccountToken\n  value: false\n",
              target: { kind: "ServiceAccount" },
            },
          ],
          images: [],
        },
      },
    ],
    ...(postRenderStrategy ? { postRenderStrategy } : {}),
  });
  const options = () => ({ chart: "app@1.0.0", kustomize, workDir: work, home: join(work, "home") });

  it("combined (the default): one stream, so the same object as hook and template is a duplicate to kustomize", async () => {
    await expect(postRender(input(), release(), options())).rejects.toThrow(
      /postRenderers\[0\]\.kustomize failed: .*already registered id/,
    );
  });

  it("separate: hooks and templates in two streams, both post-rendered", async () => {
    const out = await postRender(input(), release("separate"), options());
    expect(out.map((o) => [o.file, o.object.automountServiceAccountToken, o.object.metadata.labels])).toEqual(
      [
        [
          "app/templates/serviceaccount.yaml",
          false,
          { "helm.toolkit.fluxcd.io/name": "podinfo", "helm.toolkit.fluxcd.io/namespace": "apps" },
        ],
        [
          "app/templates/hooks.yaml",
          false,
          { "helm.toolkit.fluxcd.io/name": "podinfo", "helm.toolkit.fluxcd.io/namespace": "apps" },
        ],
      ],
    );
  });

  it("nohooks: hooks are left as Helm rendered them, without even the origin labels", async () => {
    const out = await postRender(input(), release("nohooks"), options());
    expect(out.map((o) => [o.file, o.object.automountServiceAccountToken, o.object.metadata.labels])).toEqual(
      [
        [
          "app/templates/serviceaccount.yaml",
          false,
          { "helm.toolkit.fluxcd.io/name": "podinfo", "helm.toolkit.fluxcd.io/namespace": "apps" },
        ],
        ["app/templates/hooks.yaml", undefined, undefined],
      ],
    );
  });
});

describe("Helm's order of a release's objects (releaseutil.SortManifests, InstallOrder)", () => {
  const item = (kind: string, name: string, file: string, hook?: string) => ({
    object: {
      apiVersion: "v1",
      kind,
      metadata: { name, ...(hook ? { annotations: { "helm.sh/hook": hook } } : {}) },
    } as KubeObject,
    file,
  });
  it.each([
    {
      name: "kinds in install order; unknown kinds last, by kind name",
      input: [
        item("Widget", "w", "a/templates/w.yaml"),
        item("Deployment", "d", "a/templates/d.yaml"),
        item("Gadget", "g", "a/templates/g.yaml"),
        item("ServiceAccount", "sa", "a/templates/sa.yaml"),
        item("Namespace", "ns", "a/templates/ns.yaml"),
      ],
      expect: ["Namespace/ns", "ServiceAccount/sa", "Deployment/d", "Gadget/g", "Widget/w"],
    },
    {
      name: "the same kind by file path, then in file order",
      input: [
        item("ConfigMap", "z", "a/templates/b.yaml"),
        item("ConfigMap", "y", "a/templates/b.yaml"),
        item("ConfigMap", "x", "a/charts/sub/templates/a.yaml"),
        item("ConfigMap", "w", "a/templates/a.yaml"),
      ],
      expect: ["ConfigMap/x", "ConfigMap/w", "ConfigMap/z", "ConfigMap/y"],
    },
    {
      name: "hooks after the manifests, themselves in kind order",
      input: [
        item("Job", "migrate", "a/templates/hooks.yaml", "pre-install"),
        item("Service", "s", "a/templates/s.yaml"),
        item("ServiceAccount", "hook-sa", "a/templates/hooks.yaml", "pre-install"),
      ],
      expect: ["Service/s", "ServiceAccount/hook-sa", "Job/migrate"],
    },
  ])("$name", ({ input, expect: expected }) => {
    expect(helmOrder(input).map((i) => `${i.object.kind}/${i.object.metadata.name}`)).toEqual(expected);
  });
});

describe("the helm template call", () => {
  it("passes helm-controller's install settings: namespace, values file, capabilities, no CRDs, no test hooks", () => {
    expect(
      templateArguments({
        release: { install: { disableSchemaValidation: true }, upgrade: {} },
        releaseName: "apps-podinfo",
        releaseNamespace: "apps",
        chartDir: "/charts/podinfo",
        valuesFile: "/work/values.json",
        capabilities: { kubeVersion: "v1.34.4", apiVersions: ["example.com/v1", "example.com/v1/Widget"] },
      }),
    ).toEqual([
      "template",
      "apps-podinfo",
      "/charts/podinfo",
      "--namespace",
      "apps",
      "--values",
      "/work/values.json",
      "--kube-version",
      "v1.34.4",
      "--skip-crds",
      "--include-crds",
      "--skip-tests",
      "--api-versions",
      "example.com/v1",
      "--api-versions",
      "example.com/v1/Widget",
      "--skip-schema-validation",
    ]);
  });

  it("passes .Release.IsUpgrade and reads the upgrade settings for an upgrade", () => {
    const args = templateArguments({
      release: { install: { disableSchemaValidation: true }, upgrade: {} },
      action: "upgrade",
      releaseName: "podinfo",
      releaseNamespace: "apps",
      chartDir: "/charts/podinfo",
      valuesFile: "/work/values.json",
      capabilities: { kubeVersion: "v1.34.4", apiVersions: [] },
    });
    expect(args).toContain("--is-upgrade");
    expect(args).not.toContain("--skip-schema-validation");
  });

  it("names each object's template from helm's `# Source:` comments; a crds/ file of several documents shares one", () => {
    const out = splitTemplateOutput(
      [
        "---",
        "# Source: app/crds/two.yaml",
        "apiVersion: apiextensions.k8s.io/v1",
        "kind: CustomResourceDefinition",
        "metadata: {name: a.example.com}",
        "---",
        "apiVersion: apiextensions.k8s.io/v1",
        "kind: CustomResourceDefinition",
        "metadata: {name: b.example.com}",
        "---",
        "# Source: app/templates/cm.yaml",
        "apiVersion: v1",
        "kind: ConfigMap",
        "metadata: {name: cm}",
        "data: {enabled: yes}",
        "",
      ].join("\n"),
      "app@1.0.0",
    );
    expect(out.map((o) => [o.object.metadata.name, o.file])).toEqual([
      ["a.example.com", "app/crds/two.yaml"],
      ["b.example.com", "app/crds/two.yaml"],
      ["cm", "app/templates/cm.yaml"],
    ]);
    // The API server receives what sigs.k8s.io/yaml (go-yaml v2) reads: `yes` is a boolean there.
    expect(out[2]!.object.data).toEqual({ enabled: true });
  });

  it("names the template, not a line of the whole output, when helm printed YAML that does not parse", () => {
    expect(() =>
      splitTemplateOutput(
        "---\n# Source: app/templates/ok.yaml\na: 1\n---\n# Source: app/templates/bad.yaml\nb: [\n",
        "app@1.0.0",
      ),
    ).toThrow(/^chart app@1\.0\.0: cannot read helm's output: app\/templates\/bad\.yaml: /);
  });
});

describe("helm's messages, in one line", () => {
  it.each([
    {
      name: "a template error loses the --debug advice",
      stderr:
        "Error: execution error at (app/templates/deployment.yaml:8:26): owner is required\n\nUse --debug flag to render out invalid YAML\n",
      expect: "execution error at (app/templates/deployment.yaml:8:26): owner is required",
    },
    {
      name: "a schema error is folded",
      stderr:
        "Error: values don't meet the specifications of the schema(s) in the following chart(s):\napp:\n- at '/replicaCount': got string, want integer\n",
      expect:
        "values don't meet the specifications of the schema(s) in the following chart(s): app: - at '/replicaCount': got string, want integer",
    },
    {
      name: "log lines before the error are left out",
      stderr:
        'level=WARN msg="found symbolic link in path"\nError: chart requires kubeVersion: >=1.40 which is incompatible with Kubernetes v1.34.4\n',
      expect: "chart requires kubeVersion: >=1.40 which is incompatible with Kubernetes v1.34.4",
    },
    {
      name: "a panic keeps its first line, not the goroutine dump",
      stderr:
        "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation]\n\ngoroutine 1 [running]:\nhelm.sh/helm/v4/pkg/engine.(*Engine).render(...)\n",
      expect: "helm panicked: runtime error: invalid memory address or nil pointer dereference",
    },
  ])("$name", ({ stderr, expect: expected }) => {
    expect(helmMessage(stderr)).toBe(expected);
  });

  it("gives helm no HELM_* setting, kubeconfig or credential of ours: every Helm directory is in its private home", () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      HELM_REGISTRY_CONFIG: "/home/runner/.config/helm/registry/config.json",
      HELM_PLUGINS: "/home/runner/plugins",
      HELM_KUBECONTEXT: "prod",
      KUBECONFIG: "/home/runner/.kube/config",
      GITHUB_TOKEN: "ghp_secret",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    try {
      const env = helmEnvironment("/scratch/home");
      const outside = Object.entries(env).filter(
        ([name, value]) =>
          !["PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "NO_COLOR"].includes(name) &&
          !value?.startsWith("/scratch/home"),
      );
      expect(outside).toEqual([]);
      expect(env).toMatchObject({
        HOME: "/scratch/home",
        HELM_PLUGINS: "/scratch/home/plugins",
        HELM_REGISTRY_CONFIG: "/scratch/home/config/registry/config.json",
        KUBECONFIG: "/scratch/home/no-kubeconfig",
      });
      expect(env).not.toHaveProperty("HELM_KUBECONTEXT");
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });

  it.each([
    ["v4.2.4", 4],
    ["v3.21.0", 3],
    ["v4-unknown", 4],
    ["garbage", undefined],
  ])("reads the major version of %s", (version, major) => {
    expect(helmMajor(version)).toBe(major);
  });

  it("refuses a Helm 3 in one line that says how to install Helm 4", async () => {
    const fake = join(work, "helm3");
    await writeFile(fake, "#!/bin/sh\necho v3.21.0\n");
    await chmod(fake, 0o755);
    const detected = detectHelm(fake);
    await expect(detected).rejects.toThrow(HelmError);
    await expect(detected).rejects.toThrow(
      /^helm v3\.21\.0 \(.*helm3\) is too old: .*Helm 4.*--helm PATH[^\n]*$/,
    );
  });
});

describe("helm processes of a run", () => {
  it("runs at most as many at once as the machine has cores, however many releases ask", async () => {
    // A stand-in helm that counts the processes running beside it (itself included).
    const dir = await mkdtemp(join(work, "concurrency-"));
    const fake = join(dir, "helm");
    await writeFile(
      fake,
      [
        "#!/bin/sh",
        'if [ "$1" = version ]; then echo v4.2.4; exit 0; fi',
        `touch ${dir}/running.$$`,
        `ls ${dir} | grep -c '^running' >> ${dir}/counts`,
        "sleep 0.2",
        `rm ${dir}/running.$$`,
        "echo rendered",
      ].join("\n"),
    );
    await chmod(fake, 0o755);
    const helm = await detectHelm(fake);
    const releases = 3 * availableParallelism() + 1;
    const outputs = await Promise.all(
      Array.from({ length: releases }, (_, i) => helm.run(["template"], { home: join(dir, `home-${i}`) })),
    );
    expect(outputs).toEqual(Array.from({ length: releases }, () => "rendered\n"));
    const counts = (await readFile(join(dir, "counts"), "utf8")).trim().split("\n").map(Number);
    expect(counts).toHaveLength(releases);
    expect(Math.max(...counts)).toBeLessThanOrEqual(availableParallelism());
  });
});

describe("a template that calls lookup", () => {
  it.each([
    ['{{ $s := lookup "v1" "Secret" .Release.Namespace "x" }}', true],
    ['{{- if (lookup "v1" "Namespace" "" "kube-system") }}', true],
    ['{{\n  lookup\n  "v1" "ConfigMap" "ns" "cm" }}', true],
    ["{{ .Values.lookup }}", false],
    ["{{ $lookup := 1 }}", false],
    ['{{ "lookup" }}', false],
    ["{{/* lookup is not used here */}}", false],
    ["lookup outside any action", false],
  ])("%j → %s", (text, calls) => {
    expect(callsLookup(text)).toBe(calls);
  });
});
