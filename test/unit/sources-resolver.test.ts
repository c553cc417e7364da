// What each sourceRef points at, decided through the loader's specs: the repository itself, a
// `sources:` mapping, a fetched source (once per run), or a one-line failure — never the root.
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadKustomizations } from "../../src/config/index.js";
import { type KustomizationSpec, silentLogger } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { validate } from "../../src/reconcile/index.js";
import { sourceResolverFor } from "../../src/reconcile/sources.js";
import { parseSourceSecrets, SourceResolver, SourceSecretsError } from "../../src/sources/index.js";
import { copySourceFixture } from "../e2e/support/sources.js";
import { type GitServer, makeBareRepository, startGitServer } from "../support/git-server.js";

const FIXTURE = resolve(import.meta.dirname, "../fixtures/sources/resolver");
const LOGIN = { username: "resolver", password: "resolver-git-password" };
let projects: string;
let server: GitServer;
let root: string;
let specs: Map<string, KustomizationSpec>;
let appsCommit: string;

beforeAll(async () => {
  projects = await mkdtemp(join(tmpdir(), "ks-unit-resolver-"));
  for (const [name, from] of [
    ["apps", "../fixtures/sources/git/sample-apps"],
    ["shared", "../fixtures/sources/resolver/shared"],
  ] as const) {
    const work = await mkdtemp(join(tmpdir(), "ks-unit-resolver-work-"));
    await cp(resolve(import.meta.dirname, from), work, { recursive: true });
    const commit = makeBareRepository(projects, name, work);
    if (name === "apps") appsCommit = commit;
  }
  server = await startGitServer(projects, LOGIN);
  root = await copySourceFixture("resolver/repo", { __GIT_SERVER__: server.url });
  execFileSync("git", ["init", "-q", root]);
  execFileSync("git", ["-C", root, "remote", "add", "origin", "https://git.example.com/example/fleet"]);
  const loaded = await loadKustomizations({ root, path: join(root, "clusters") });
  expect(loaded.problems).toEqual([]);
  specs = new Map(loaded.kustomizations.map((k) => [k.name, k]));
});
afterAll(async () => {
  await server?.close();
  await rm(projects, { recursive: true, force: true });
});

function resolver(extra: Partial<ConstructorParameters<typeof SourceResolver>[0]> = {}) {
  return new SourceResolver({
    root,
    path: join(root, "clusters"),
    defaultNamespace: "flux-system",
    mapping: {},
    secrets: parseSourceSecrets(join(FIXTURE, "secrets.yaml"), "flux-system"),
    ...extra,
  });
}
const spec = (name: string) => specs.get(name) as KustomizationSpec;

describe("deciding what a sourceRef points at", () => {
  it("flux-system and a GitRepository whose URL is this repository's remote are the repository itself", async () => {
    const sources = resolver();
    expect(await sources.decide(spec("self"))).toEqual({ type: "repository" });
    expect(await sources.decide(spec("by-url"))).toEqual({ type: "repository" });
  });

  it("repository-source names another sourceRef as the repository (flux-system is then fetched like any other)", async () => {
    const sources = resolver({ repositorySource: "flux-system/apps" });
    expect(await sources.decide(spec("apps"))).toEqual({ type: "repository" });
    const self = await sources.decide(spec("self"));
    expect(self.type).toBe("failed");
  });

  it("a sources: mapping wins, and ExternalArtifacts are left to the build stage", async () => {
    const sources = resolver({ mapping: { mapped: "/somewhere", apps: "/elsewhere" } });
    expect(await sources.decide(spec("mapped"))).toEqual({ type: "local" });
    expect(await sources.decide(spec("apps"))).toEqual({ type: "local" });
    expect(await sources.decide(spec("generated"))).toEqual({ type: "local" });
  });

  it("fetches a GitRepository once for every Kustomization using it, with its includes, and maps it for rendering", async () => {
    const sources = resolver();
    const before = server.requests.length;
    const [first, again] = await Promise.all([
      sources.decide(spec("apps")),
      sources.decide(spec("apps-again")),
    ]);
    expect(first).toMatchObject({ type: "fetched", revision: `main@sha1:${appsCommit}` });
    expect(again).toBe(first);
    if (first.type !== "fetched") throw new Error("not fetched");
    expect(sources.mapping["GitRepository/flux-system/apps"]).toBe(first.dir);
    expect(sources.revisions.get(first.dir)).toBe(first.revision);
    // spec.include: shared's base/ copied to vendor/shared.
    expect(await readFile(join(first.dir, "vendor/shared/common.yaml"), "utf8")).toContain("from: shared");
    const clones = server.requests
      .slice(before)
      .filter((r) => r.startsWith("GET ") && r.includes("info/refs"));
    expect(clones.sort()).toEqual([
      "GET /apps.git/info/refs?service=git-upload-pack",
      "GET /shared.git/info/refs?service=git-upload-pack",
    ]);
    await sources.close();
  });

  it("fails in one line, naming the source, its URL and the sources: alternative", async () => {
    const sources = resolver();
    expect(await sources.decide(spec("nowhere"))).toEqual({
      type: "failed",
      message:
        "source GitRepository/flux-system/nowhere could not be resolved: no definition in the repository (and no cluster to read it from); or map it to a local directory with sources: nowhere=DIR",
    });
    expect(await sources.decide(spec("assets"))).toEqual({
      type: "failed",
      message:
        "source Bucket/flux-system/assets could not be resolved: Bucket sources are not supported (no well-kept S3 client is bundled); or map it to a local directory with sources: assets=DIR",
    });
    expect(await sources.decide(spec("twice"))).toEqual({
      type: "failed",
      message:
        "source GitRepository/flux-system/twice could not be resolved: defined more than once, differently (clusters/test/sources.yaml:63, clusters/test/twice.yaml:1); or map it to a local directory with sources: twice=DIR",
    });
  });

  it("without the secretRef's Secret, says where to give it", async () => {
    const sources = resolver({ secrets: new Map() });
    const decision = await sources.decide(spec("apps"));
    expect(decision).toEqual({
      type: "failed",
      message: `source GitRepository/flux-system/apps (${server.url}/apps.git) could not be resolved: secret 'flux-system/git-auth' (spec.secretRef) not found: give it with the source-secrets input (--source-secrets); or map it to a local directory with sources: apps=DIR`,
    });
  });

  it("hands every credential it reads to the run's redaction", async () => {
    const seen: unknown[] = [];
    const sources = resolver({ sink: { addSecretData: (value) => seen.push(value) } });
    await sources.decide(spec("apps"));
    expect(JSON.stringify(seen)).toContain(LOGIN.password);
    await sources.close();
  });
});

describe("spec.timeout", () => {
  it("ends a clone or a pull that takes longer, in one line", async () => {
    const silent = createServer(() => undefined); // accepts, never answers
    await new Promise<void>((done) => silent.listen(0, "127.0.0.1", done));
    const host = `127.0.0.1:${(silent.address() as { port: number }).port}`;
    try {
      const fleet = await copySourceFixture("resolver/slow", { __SLOW__: host });
      const sources = new SourceResolver({
        root: fleet,
        path: fleet,
        defaultNamespace: "flux-system",
        mapping: {},
      });
      const spec = (kind: string, name: string) =>
        ({
          name,
          namespace: "flux-system",
          path: "./",
          sourceRef: { kind, name },
        }) as unknown as KustomizationSpec;
      const started = Date.now();
      const [git, oci] = await Promise.all([
        sources.decide(spec("GitRepository", "slow-git")),
        sources.decide(spec("OCIRepository", "slow-oci")),
      ]);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(git).toEqual({
        type: "failed",
        message: `source GitRepository/flux-system/slow-git (http://${host}/apps.git) could not be resolved: timed out after 1s (spec.timeout); or map it to a local directory with sources: slow-git=DIR`,
      });
      expect(oci).toEqual({
        type: "failed",
        message: `source OCIRepository/flux-system/slow-oci (oci://${host}/apps) could not be resolved: timed out after 1s (spec.timeout); or map it to a local directory with sources: slow-oci=DIR`,
      });
    } finally {
      silent.closeAllConnections?.();
      await new Promise((done) => silent.close(done));
    }
  });
});

describe("discovery by rendering", () => {
  it("never renders this repository in place of a source it cannot resolve (the prune report's path: .)", async () => {
    const fleet = await copySourceFixture("oci/fleet", { __NS__: "demo", __REGISTRY__: "127.0.0.1:1" });
    const options = resolveOptions({ mode: "validate", root: fleet }, { cwd: fleet, log: silentLogger });
    const sources = sourceResolverFor(options, {});
    const { discovery, report } = await validate(options, { sources });
    expect(report.kustomizations.map((k) => k.name)).toEqual(["apps"]);
    // Without the resolver, `apps` (path: .) would be rendered from the fleet's root for its children.
    expect([...discovery.renders.keys()]).toEqual([]);
    expect((await sources.decide(discovery.kustomizations[0] as KustomizationSpec)).type).toBe("failed");
  });
});

describe("the source-secrets input", () => {
  it("reads Secret manifests (data decoded, stringData as is) from a file or as content", async () => {
    const fromFile = parseSourceSecrets(join(FIXTURE, "secrets.yaml"), "flux-system");
    expect(fromFile.get("flux-system/git-auth")).toEqual(LOGIN);
    const content = await readFile(join(FIXTURE, "secrets.yaml"), "utf8");
    expect(parseSourceSecrets(content, "flux-system")).toEqual(fromFile);
    const json = JSON.stringify({
      apiVersion: "v1",
      kind: "Secret",
      metadata: { name: "a" },
      stringData: { k: "v" },
    });
    expect(parseSourceSecrets(json, "ns").get("ns/a")).toEqual({ k: "v" });
  });

  it("refuses what is not Secrets, without quoting the text", () => {
    expect(() => parseSourceSecrets("/does/not/exist.yaml", "flux-system")).toThrow(
      "source-secrets: file /does/not/exist.yaml does not exist",
    );
    expect(() => parseSourceSecrets("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n", "ns")).toThrow(
      new SourceSecretsError("source-secrets: the document at line 1 is not a Secret"),
    );
    const error = (() => {
      try {
        parseSourceSecrets("kind: Secret\nstringData: {password: hunter22\n", "ns");
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toMatch(/^source-secrets: /);
    expect(error?.message).not.toContain("hunter22");
  });
});
