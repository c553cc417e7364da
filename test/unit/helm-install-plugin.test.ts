// Helm's post-renderer plugin runs the project's own chain, bundled: the entry scripts/bundle.mjs
// writes as dist/post-render.js prints, for Helm's stream, what postRenderForHelm computes in
// process; dist code (a chunk) finds that entry; the tests' from-source command does the same.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundle, bundleSources } from "../../scripts/bundle.mjs";
import {
  type PostRenderJob,
  postRenderCommand,
  postRenderForHelm,
} from "../../src/helm/post-render-plugin.js";
import { parseYamlDocuments } from "../../src/model/index.js";

const STREAM = `---
apiVersion: v1
kind: ConfigMap
metadata:
  name: web-config
  annotations:
    postrenderer.helm.sh/postrender-filename: rollout/templates/configmap.yaml
data:
  greeting: hello
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: web-hook
  annotations:
    helm.sh/hook: post-install
    postrenderer.helm.sh/postrender-filename: rollout/templates/hook.yaml
`;

let work: string;
let dist: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "ks-post-render-plugin-"));
  dist = join(work, "dist");
  await bundle(dist);
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

async function job(
  fields: Partial<PostRenderJob["release"]> = {},
): Promise<{ job: PostRenderJob; file: string }> {
  const dir = await mkdtemp(join(work, "job-"));
  const value: PostRenderJob = {
    release: {
      name: "web",
      namespace: "apps",
      postRenderers: [],
      commonMetadata: { labels: { team: "platform" }, annotations: { owner: "ops" } },
      ...fields,
    },
    chart: "rollout@0.1.0",
    kustomize: "/nonexistent/kustomize",
    workDir: join(dir, "work"),
  };
  await mkdir(value.workDir, { recursive: true });
  const file = join(dir, "job.json");
  await writeFile(file, JSON.stringify(value));
  return { job: value, file };
}

function runPlugin(command: string, args: string[], stdin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { env: { PATH: process.env.PATH } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin!.end(stdin);
  });
}

const objects = (yaml: string) => parseYamlDocuments(yaml).map((d) => d.value);

describe("the post-renderer plugin", () => {
  it("prints from dist/post-render.js what the chain computes in process, hooks included", async () => {
    const { job: spec, file } = await job();
    const printed = await runPlugin(process.execPath, [join(dist, "post-render.js"), file], STREAM);
    expect(objects(printed)).toEqual(objects(await postRenderForHelm(STREAM, spec)));
    const [config, hook] = objects(printed) as { metadata: { labels: Record<string, string> } }[];
    expect(config!.metadata.labels).toEqual({
      team: "platform",
      "helm.toolkit.fluxcd.io/name": "web",
      "helm.toolkit.fluxcd.io/namespace": "apps",
    });
    expect(hook!.metadata.labels.team).toBe("platform");
  });

  it("leaves hooks as rendered with postRenderStrategy nohooks", async () => {
    const { file } = await job({ postRenderStrategy: "nohooks" });
    const printed = objects(
      await runPlugin(process.execPath, [join(dist, "post-render.js"), file], STREAM),
    ) as {
      metadata: { name: string; labels?: Record<string, string> };
    }[];
    expect(printed.find((o) => o.metadata.name === "web-hook")!.metadata.labels).toBeUndefined();
    expect(printed.find((o) => o.metadata.name === "web-config")!.metadata.labels?.team).toBe("platform");
  });

  it("says why in its error file and exits 1 when the chain fails", async () => {
    const { file } = await job({
      postRenderers: [{ kustomize: { patches: [], images: [{ name: "x", newTag: "1" }] } }],
    });
    await expect(runPlugin(process.execPath, [join(dist, "post-render.js"), file], STREAM)).rejects.toThrow(
      /postRenderers\[0\]\.kustomize failed/,
    );
  });

  it("is found by bundled code in a chunk beside the entries, and from source by the dev script", async () => {
    const chunk = join(dist, "chunks", "locate-test.js");
    await bundleSources({ "src/helm/post-render-plugin.ts": ["postRenderCommand"] }, chunk);
    const located = (await import(pathToFileURL(chunk).href)) as {
      postRenderCommand: typeof postRenderCommand;
    };
    expect(located.postRenderCommand()).toEqual({
      command: process.execPath,
      args: [join(dist, "post-render.js")],
    });

    const fromSource = postRenderCommand();
    expect(fromSource.args[0]).toMatch(/scripts\/post-render-dev\.mjs$/);
    const { job: spec, file } = await job();
    const printed = await runPlugin(fromSource.command, [...fromSource.args, file], STREAM);
    expect(objects(printed)).toEqual(objects(await postRenderForHelm(STREAM, spec)));
  }, 60_000);
});
