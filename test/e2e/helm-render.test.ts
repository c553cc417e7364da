// HelmReleases rendered with the real helm (Helm 4, scripts/tools/helm.sh) and the real kustomize
// (v5.8.1, the one helm-controller links; scripts/tools/flux-binaries.sh), held to Helm itself:
// without post-renderers the objects are those `helm template` prints; with them, those Helm 4
// prints when it runs helm-controller's post-render chain as a post-renderer plugin (the same
// kustomizations and kustomize's own label/annotation transformers), so the marking of template
// files, hooks going through the post-render, and Helm's order afterwards are Helm's, not ours.
import { execFile } from "node:child_process";
import { chmod, cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectHelm, type Helm, HelmError, renderRelease } from "../../src/helm/index.js";
import { postRenderKustomization } from "../../src/helm/postrender.js";
import { splitTemplateOutput, templateArguments } from "../../src/helm/render.js";
import type { Capabilities, ChartArtifact } from "../../src/helm/types.js";
import type { HelmReleaseSpec, KubeObject, PostRenderer } from "../../src/model/index.js";
import { stringifyYaml } from "../../src/model/index.js";
import type { Renderer } from "../../src/render/index.js";
import { fluxKustomize } from "../support/flux-kustomize.js";
import { helmReleaseSpec } from "../support/helm-release.js";

const run = promisify(execFile);
const repo = join(import.meta.dirname, "../..");
const CHARTS = join(repo, "test/fixtures/helm/charts");
const CAPABILITIES: Capabilities = { kubeVersion: "v1.34.4", apiVersions: ["example.com/v1/Widget"] };

let helm: Helm;
let kustomize: Renderer;
let work: string;

beforeAll(async () => {
  const helmPath = (await run(join(repo, "scripts/tools/helm.sh"), [], { timeout: 900_000 })).stdout.trim();
  helm = await detectHelm(helmPath.split("\n").at(-1));
  kustomize = await fluxKustomize();
  work = await mkdtemp(join(tmpdir(), "ks-helm-render-"));
}, 910_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

function chartArtifact(name: string, dir = join(CHARTS, name)): ChartArtifact {
  const versions: Record<string, string> = { app: "1.2.3", lookup: "0.3.0" };
  return { dir, name, version: versions[name]!, digest: "sha256:test", source: "HelmRepository/apps/charts" };
}

function helmRelease(spec: Partial<HelmReleaseSpec> = {}): HelmReleaseSpec {
  return helmReleaseSpec({
    chart: { chart: "app", sourceRef: { kind: "HelmRepository", name: "charts" }, valuesFiles: [] },
    ...spec,
  });
}

function render(
  release: HelmReleaseSpec,
  values: Record<string, unknown> = {},
  chart = chartArtifact("app"),
) {
  return renderRelease({
    release,
    releaseName: "podinfo",
    releaseNamespace: "apps-target",
    chart,
    values,
    capabilities: CAPABILITIES,
    helm,
    kustomize,
  });
}

/** `helm template` run directly (same arguments), its objects with the template each came from. */
async function helmTemplate(
  chart: ChartArtifact,
  values: Record<string, unknown>,
  extra: string[] = [],
  env: NodeJS.ProcessEnv = {},
) {
  const dir = await mkdtemp(join(work, "direct-"));
  const valuesFile = join(dir, "values.yaml");
  await writeFile(valuesFile, stringifyYaml(values));
  const args = templateArguments({
    release: { install: {}, upgrade: {} },
    releaseName: "podinfo",
    releaseNamespace: "apps-target",
    chartDir: chart.dir,
    valuesFile,
    capabilities: CAPABILITIES,
  });
  const { stdout } = await run(helm.command, [...args, ...extra], {
    env: { PATH: process.env.PATH, HOME: dir, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return splitTemplateOutput(stdout, "direct").filter((o) => !/\/crds\//.test(o.file));
}

const ORIGIN = { "helm.toolkit.fluxcd.io/name": "podinfo", "helm.toolkit.fluxcd.io/namespace": "apps" };

function withOrigin(object: KubeObject): KubeObject {
  const copy = structuredClone(object);
  copy.metadata.labels = { ...(copy.metadata.labels ?? {}), ...ORIGIN };
  return copy;
}

/**
 * helm-controller's post-render as a Helm 4 post-renderer plugin: each directory given holds a
 * kustomization over `input.yaml`, built in turn by the real kustomize; the last one carries
 * kustomize's LabelTransformer/AnnotationsTransformer with the field specs helm-controller's
 * CommonRenderer and OriginLabels use.
 */
async function helmWithPostRenderer(release: HelmReleaseSpec, values: Record<string, unknown>) {
  const dir = await mkdtemp(join(work, "plugin-"));
  const plugin = join(dir, "plugins", "flux-postrender");
  await mkdir(plugin, { recursive: true });
  const script = join(plugin, "postrender.sh");
  await writeFile(
    script,
    [
      "#!/bin/sh",
      "set -e",
      `exec 2>>${join(dir, "stderr.log")}`,
      'kustomize="$1"; shift',
      'stream="$(mktemp)"',
      'cat > "$stream"',
      'for step in "$@"; do',
      '  cp "$stream" "$step/input.yaml"',
      '  "$kustomize" build --load-restrictor LoadRestrictionsNone "$step" > "$stream"',
      "done",
      'cat "$stream"',
      "",
    ].join("\n"),
  );
  await chmod(script, 0o755);
  await writeFile(
    join(plugin, "plugin.yaml"),
    stringifyYaml({
      apiVersion: "v1",
      name: "flux-postrender",
      type: "postrenderer/v1",
      runtime: "subprocess",
      version: "0.1.0",
      runtimeConfig: { platformCommand: [{ command: script }] },
    }),
  );
  const steps: string[] = [];
  for (const [i, renderer] of release.postRenderers.entries()) {
    if (!renderer.kustomize) continue;
    const step = join(dir, `step-${i}`);
    await mkdir(step);
    await writeFile(
      join(step, "kustomization.yaml"),
      stringifyYaml(postRenderKustomization(renderer.kustomize, "input.yaml")),
    );
    steps.push(step);
  }
  const last = join(dir, "metadata");
  await mkdir(last);
  const transformer = (name: string, kind: string, field: string, pairs: Record<string, string>) =>
    stringifyYaml({
      apiVersion: "builtin",
      kind,
      metadata: { name },
      [field]: pairs,
      fieldSpecs: [{ path: `metadata/${field}`, create: true }],
    });
  const transformers: string[] = [];
  const { labels, annotations } = release.commonMetadata ?? {};
  if (labels) {
    await writeFile(
      join(last, "common-labels.yaml"),
      transformer("common-labels", "LabelTransformer", "labels", labels),
    );
    transformers.push("common-labels.yaml");
  }
  if (annotations) {
    await writeFile(
      join(last, "common-annotations.yaml"),
      transformer("common-annotations", "AnnotationsTransformer", "annotations", annotations),
    );
    transformers.push("common-annotations.yaml");
  }
  await writeFile(join(last, "origin.yaml"), transformer("origin", "LabelTransformer", "labels", ORIGIN));
  transformers.push("origin.yaml");
  await writeFile(
    join(last, "kustomization.yaml"),
    stringifyYaml({ resources: ["input.yaml"], transformers }),
  );
  steps.push(last);
  const args = ["--post-renderer", "flux-postrender"];
  for (const arg of [kustomize.command, ...steps]) args.push("--post-renderer-args", arg);
  return helmTemplate(chartArtifact("app"), values, args, { HELM_PLUGINS: join(dir, "plugins") }).catch(
    async (error: Error) => {
      // Helm says only that the plugin failed; kustomize's reason is in the plugin's log.
      const log = await readFile(join(dir, "stderr.log"), "utf8").catch(() => "");
      throw new Error(`${error.message}\n${log}`);
    },
  );
}

const POST_RENDERERS: PostRenderer[] = [
  {
    kustomize: {
      patches: [
        {
          patch: "- op: replace\n  path: /spec/replicas\n  value: 2\n",
          target: { kind: "Deployment", labelSelector: "app.kubernetes.io/name=app" },
        },
        {
          // A strategic-merge patch without a target reaches the hook Job too.
          patch:
            "apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: podinfo-app-migrate\nspec:\n  backoffLimit: 1\n",
        },
      ],
      images: [{ name: "ghcr.io/stefanprodan/podinfo", newTag: "6.7.1" }],
    },
  },
  {
    kustomize: {
      patches: [
        { patch: "- op: replace\n  path: /spec/replicas\n  value: 3\n", target: { kind: "Deployment" } },
      ],
      images: [],
    },
  },
];

describe("a HelmRelease rendered with real Helm", () => {
  it("renders the objects `helm template` prints for the same chart, values and capabilities, each naming its template", async () => {
    const values = { replicaCount: 2, greeting: "hi {{ .Release.Namespace }}" };
    const rendered = await render(helmRelease(), values);
    const direct = await helmTemplate(chartArtifact("app"), values);
    expect(rendered.manifests.map((m) => [m.source?.file, m.object])).toEqual(
      direct.map((d) => [d.file, withOrigin(d.object)]),
    );
    expect(rendered.manifests.map((m) => `${m.object.kind}/${m.object.metadata.name}`)).toEqual([
      "ConfigMap/podinfo-sub",
      "ConfigMap/podinfo-app",
      "Service/podinfo-app",
      "Deployment/podinfo-app",
      "Job/podinfo-app-migrate",
    ]);
    const configMap = rendered.manifests.find((m) => m.object.metadata.name === "podinfo-app")!.object;
    expect(configMap.data).toEqual({
      GREETING: "hi apps-target",
      NAMESPACE: "apps-target",
      KUBE_VERSION: "v1.34.4",
      WIDGETS: "served",
    });
    expect(rendered).toMatchObject({
      releaseName: "podinfo",
      releaseNamespace: "apps-target",
      chart: { name: "app", version: "1.2.3", source: "HelmRepository/apps/charts" },
      warnings: [],
    });
  });

  it("leaves the test hooks out and keeps the install hooks", async () => {
    const rendered = await render(helmRelease());
    const files = rendered.manifests.map((m) => m.source?.file);
    expect(files).not.toContain("app/templates/tests/test-connection.yaml");
    expect(files).toContain("app/templates/hooks.yaml");
  });

  it("post-renders as Helm 4 runs helm-controller's post-renderers: kustomize in order, commonMetadata, the origin labels, hooks included", async () => {
    const release = helmRelease({
      postRenderers: POST_RENDERERS,
      commonMetadata: {
        labels: { team: "payments", "helm.toolkit.fluxcd.io/name": "overridden" },
        annotations: { "example.com/owner": "payments" },
      },
    });
    const rendered = await render(release);
    const byHelm = await helmWithPostRenderer(release, {});
    expect(rendered.manifests.map((m) => [m.source?.file, m.object])).toEqual(
      byHelm.map((d) => [d.file, d.object]),
    );
    const deployment = rendered.manifests.find((m) => m.object.kind === "Deployment")!.object;
    expect(deployment.spec).toMatchObject({ replicas: 3 });
    expect(deployment.metadata.labels).toMatchObject({ team: "payments", ...ORIGIN });
    // commonMetadata replaces the chart's annotation of the same key.
    expect(deployment.metadata.annotations).toEqual({ "example.com/owner": "payments" });
    const hook = rendered.manifests.find((m) => m.object.kind === "Job")!.object;
    expect(hook.metadata.labels).toMatchObject({ team: "payments", ...ORIGIN });
    expect(hook.spec).toMatchObject({
      backoffLimit: 1,
      template: { spec: { containers: [{ image: "ghcr.io/stefanprodan/podinfo:6.7.1" }] } },
    });
  });

  it("says which post-renderer failed, naming the chart, in one line", async () => {
    const release = helmRelease({
      postRenderers: [
        {
          kustomize: {
            patches: [
              {
                patch: "- op: replace\n  path: /spec/nothing/here\n  value: 1\n",
                target: { kind: "Service" },
              },
            ],
            images: [],
          },
        },
      ],
    });
    await expect(render(release)).rejects.toThrow(
      /^chart app@1\.2\.3: postRenderers\[0\]\.kustomize failed: [^\n]+$/,
    );
  });
});

describe("the chart's CRDs, by the install.crds policy", () => {
  it("returns the crds/ files of the chart and its enabled subcharts, untemplated, with only the origin labels (policy Create, the default)", async () => {
    const rendered = await render(
      helmRelease({ postRenderers: POST_RENDERERS, commonMetadata: { labels: { team: "x" } } }),
    );
    expect(
      rendered.crds.map((m) => [m.source?.file, m.object.metadata.name, m.object.metadata.labels]),
    ).toEqual([
      ["app/crds/widgets.yaml", "widgets.example.com", ORIGIN],
      ["app/charts/sub/crds/gadgets.yaml", "gadgets.example.com", ORIGIN],
    ]);
    expect(rendered.manifests.map((m) => m.object.kind)).not.toContain("CustomResourceDefinition");
  });

  it("leaves out a disabled subchart's CRDs as Helm does", async () => {
    const rendered = await render(helmRelease(), { sub: { enabled: false } });
    expect(rendered.crds.map((m) => m.object.metadata.name)).toEqual(["widgets.example.com"]);
    expect(rendered.manifests.map((m) => m.object.metadata.name)).not.toContain("podinfo-sub");
  });

  it("returns none with policy Skip", async () => {
    const rendered = await render(helmRelease({ install: { crds: "Skip" } }));
    expect(rendered.crds).toEqual([]);
  });

  it("reads upgrade.crds for an upgrade (unset: Create, as helm-controller defaults it too)", async () => {
    const release = helmRelease({ install: { crds: "Skip" }, upgrade: {} });
    const upgrade = (r: HelmReleaseSpec) =>
      renderRelease({
        release: r,
        action: "upgrade",
        releaseName: "podinfo",
        releaseNamespace: "apps-target",
        chart: chartArtifact("app"),
        values: {},
        capabilities: CAPABILITIES,
        helm,
        kustomize,
      });
    expect((await upgrade(release)).crds).toHaveLength(2);
    expect((await upgrade({ ...release, upgrade: { crds: "Skip" } })).crds).toEqual([]);
  });

  it("ignores, with a warning, objects in crds/ that are not CustomResourceDefinitions, as helm-controller does", async () => {
    const dir = await mkdtemp(join(work, "crds-"));
    await cp(join(CHARTS, "app"), join(dir, "app"), { recursive: true });
    await writeFile(
      join(dir, "app", "crds", "stray.yaml"),
      "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: stray\n",
    );
    const rendered = await render(helmRelease(), {}, chartArtifact("app", join(dir, "app")));
    expect(rendered.crds.map((m) => m.object.kind)).toEqual([
      "CustomResourceDefinition",
      "CustomResourceDefinition",
    ]);
    expect(rendered.manifests.map((m) => m.object.metadata.name)).not.toContain("stray");
    expect(rendered.warnings).toEqual([
      "chart app@1.2.3: crds/ holds objects that are not CustomResourceDefinitions, which helm-controller ignores: ConfigMap/stray (app/crds/stray.yaml)",
    ]);
  });

  it("treats CreateReplace like Create: the same files would be applied", async () => {
    const rendered = await render(helmRelease({ install: { crds: "CreateReplace" } }));
    expect(rendered.crds).toHaveLength(2);
  });
});

describe("Helm's errors, in one line naming the chart", () => {
  it("a values schema error", async () => {
    const failed = render(helmRelease(), { replicaCount: "three" });
    await expect(failed).rejects.toThrow(HelmError);
    await expect(failed).rejects.toThrow(
      /^chart app@1\.2\.3: values don't meet the specifications of the schema\(s\) in the following chart\(s\): app: - at '\/replicaCount': got string, want integer$/,
    );
  });

  it("renders past the schema when the HelmRelease disables schema validation", async () => {
    const rendered = await render(helmRelease({ install: { disableSchemaValidation: true } }), {
      replicaCount: "three",
    });
    expect(rendered.manifests.find((m) => m.object.kind === "Deployment")!.object.spec).toMatchObject({
      replicas: "three",
    });
  });

  it("a `required` value left out", async () => {
    await expect(render(helmRelease(), { owner: null })).rejects.toThrow(
      /^chart app@1\.2\.3: execution error at \(app\/templates\/deployment\.yaml:8:26\): owner is required: who runs this release\?$/,
    );
  });
});

describe("a render that is stopped", () => {
  it("says so in one line", async () => {
    const controller = new AbortController();
    controller.abort(new Error("the run was cancelled"));
    const stopped = renderRelease({
      release: helmRelease(),
      releaseName: "podinfo",
      releaseNamespace: "apps-target",
      chart: chartArtifact("app"),
      values: {},
      capabilities: CAPABILITIES,
      helm,
      kustomize,
      signal: controller.signal,
    });
    await expect(stopped).rejects.toThrow(
      /^chart app@1\.2\.3: helm template was stopped: the run was cancelled$/,
    );
  });
});

describe("a chart that calls lookup", () => {
  it("renders as `helm template` does, lookup returning nothing, and says so once", async () => {
    const rendered = await render(helmRelease(), {}, chartArtifact("lookup"));
    expect(rendered.manifests.map((m) => m.object.data)).toEqual([{ password: "Z2VuZXJhdGVk" }]);
    expect(rendered.warnings).toEqual([
      expect.stringMatching(
        /^chart lookup@0\.3\.0 calls lookup \(lookup\/templates\/secret\.yaml\): [^\n]+$/,
      ),
    ]);
  });
});

describe("a chart with a packaged subchart that calls lookup", () => {
  it("names the subchart's template as Helm does", async () => {
    const dir = await mkdtemp(join(work, "packaged-"));
    await cp(join(CHARTS, "app"), join(dir, "app"), { recursive: true });
    await run(
      helm.command,
      ["package", join(CHARTS, "lookup"), "--destination", join(dir, "app", "charts")],
      {
        env: { PATH: process.env.PATH, HOME: dir },
      },
    );
    const rendered = await render(helmRelease(), {}, chartArtifact("app", join(dir, "app")));
    const secret = rendered.manifests.find((m) => m.object.kind === "Secret");
    expect(secret?.source?.file).toBe("app/charts/lookup/templates/secret.yaml");
    expect(rendered.warnings).toEqual([expect.stringContaining("(app/charts/lookup/templates/secret.yaml)")]);
  });
});

describe("a chart confined to its directory", () => {
  it("says in one line that a chart directory is missing", async () => {
    await expect(
      render(helmRelease(), {}, chartArtifact("app", join(work, "no-such-chart"))),
    ).rejects.toThrow(/^chart app@1\.2\.3: .*no-such-chart does not exist$/);
  });

  it("refuses a chart with a symlink that leads outside it, before Helm reads it", async () => {
    const dir = await mkdtemp(join(work, "escape-"));
    await cp(join(CHARTS, "app"), join(dir, "app"), { recursive: true });
    await writeFile(join(dir, "secret.txt"), "not for the chart");
    await symlink(join(dir, "secret.txt"), join(dir, "app", "files-secret.txt"));
    const failed = render(helmRelease(), {}, chartArtifact("app", join(dir, "app")));
    await expect(failed).rejects.toThrow(HelmError);
    await expect(failed).rejects.toThrow(
      /^chart app@1\.2\.3: files-secret\.txt is a symlink to .*secret\.txt, outside the chart: refused$/,
    );
  });

  it("renders a chart whose symlinks stay inside it", async () => {
    const dir = await mkdtemp(join(work, "inside-"));
    await cp(join(CHARTS, "app"), join(dir, "app"), { recursive: true });
    await symlink("../values.yaml", join(dir, "app", "templates", "values-link.txt"));
    const rendered = await render(helmRelease(), {}, chartArtifact("app", join(dir, "app")));
    expect(rendered.manifests.length).toBeGreaterThan(0);
  });
});
