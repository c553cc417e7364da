// biome-ignore-all lint/suspicious/noTemplateCurlyInString: envsubst expressions are data here
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Cluster, KubeObject } from "../../src/cluster/types.js";
import { normaliseKustomization } from "../../src/config/normalise.js";
import type { FluxApiVersion } from "../../src/config/schema.js";
import { formatRef, type KustomizationSpec, parseYaml, parseYamlDocuments } from "../../src/model/index.js";
import { envsubst } from "../../src/render/envsubst.js";
import { mirrorSource } from "../../src/render/generator.js";
import {
  BuildError,
  detectRenderer,
  formatManifests,
  parseImageLines,
  parseKeyValueLines,
  type RenderContext,
  type Renderer,
  renderKustomization,
  resolveSourceDir,
  sourceRevision,
  substitutionReaderFrom,
} from "../../src/render/index.js";
import { kustomizeMessage } from "../../src/render/renderer.js";
import { SourceIgnore } from "../../src/render/sourceignore.js";

const FIXTURES = join(import.meta.dirname, "../fixtures/build");

/**
 * The fixture's Flux Kustomization as the loader normalises it (without the schema check, which
 * the config tests cover: some fixtures hold what only the build refuses).
 */
function specFromFlux(file: string): KustomizationSpec {
  const doc = parseYaml(readFileSync(file, "utf8")) as Record<string, unknown> & { apiVersion: string };
  return normaliseKustomization(doc, doc.apiVersion as FluxApiVersion, "default", {
    file: relative(FIXTURES, file),
    line: 1,
  });
}

interface FixtureContext {
  images?: string;
  substitute?: string;
  strict?: boolean;
  cluster?: KubeObject[];
  sources?: Record<string, string>;
}

/** An in-memory Cluster holding the fixture's ConfigMaps/Secrets (unit test: no API server). */
function memoryCluster(objects: KubeObject[]): Pick<Cluster, "get"> {
  return {
    async get(ref) {
      return objects.find(
        (o) => o.kind === ref.kind && o.metadata.name === ref.name && o.metadata.namespace === ref.namespace,
      );
    },
  };
}

function loadCase(name: string, renderer: Renderer) {
  const dir = join(FIXTURES, name);
  const spec = specFromFlux(join(dir, "kustomization.flux.yaml"));
  const contextFile = join(dir, "context.yaml");
  const fixture: FixtureContext = existsSync(contextFile)
    ? (parseYaml(readFileSync(contextFile, "utf8")) ?? {})
    : {};
  const ctx: RenderContext = { root: join(dir, "repo"), renderer };
  if (fixture.images) ctx.images = parseImageLines(fixture.images);
  if (fixture.substitute) ctx.substitute = parseKeyValueLines(fixture.substitute);
  if (fixture.strict) ctx.strictSubstitution = true;
  if (fixture.cluster) ctx.substitution = substitutionReaderFrom(memoryCluster(fixture.cluster));
  if (fixture.sources) ctx.sources = fixture.sources;
  const read = (file: string) =>
    existsSync(join(dir, file)) ? readFileSync(join(dir, file), "utf8") : undefined;
  return { dir, spec, ctx, read };
}

/** A digest of every file (and symlink) under dir, to prove a render wrote nothing there. */
function treeDigest(dir: string): string {
  const hash = createHash("sha256");
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = join(d, entry.name);
      hash.update(relative(dir, full));
      if (entry.isSymbolicLink()) hash.update(`-> ${readlinkSync(full)}`);
      else if (entry.isDirectory()) walk(full);
      else hash.update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest("hex");
}

const docs = (text: string) =>
  parseYamlDocuments(text)
    .map((d) => d.value)
    .filter((d) => d !== null);

const CASES = readdirSync(FIXTURES).filter((name) => statSync(join(FIXTURES, name)).isDirectory());

let renderer: Renderer;
beforeAll(async () => {
  renderer = await detectRenderer();
});

describe("the probe build for unmatched patch targets", () => {
  /** The renderer, counting its builds. */
  const counting = () => {
    const counted = { builds: 0, renderer: undefined as unknown as Renderer };
    counted.renderer = {
      ...renderer,
      build: (dir, options) => {
        counted.builds++;
        return renderer.build(dir, options);
      },
    };
    return counted;
  };

  it("is not run when the output shows every target met (targets by kind alone)", async () => {
    const counted = counting();
    const { spec, ctx } = loadCase("patch-kind-without-match", counted.renderer);
    const result = await renderKustomization({ ...spec, patches: spec.patches.slice(0, 1) }, ctx);
    expect(result.warnings).toEqual([]);
    expect(counted.builds).toBe(1);
  });

  it("is run when a target by kind meets no object, and by name always, and says which", async () => {
    for (const name of ["patch-kind-without-match", "patch-without-match"]) {
      const counted = counting();
      const { spec, ctx } = loadCase(name, counted.renderer);
      const result = await renderKustomization(spec, ctx);
      expect(result.warnings.join("\n")).toMatch(/patches\[1\] \(target .*\) matched no objects/);
      expect(counted.builds).toBe(2);
    }
  });
});

describe("renderKustomization golden fixtures", () => {
  it.each(CASES)("%s", async (name) => {
    const { dir, spec, ctx, read } = loadCase(name, renderer);
    const before = treeDigest(dir);
    const expectedError = read("expected-error.txt")?.trim().replaceAll("{fixture}", dir);
    if (expectedError) {
      const error = await renderKustomization(spec, ctx).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BuildError);
      const buildError = error as BuildError;
      expect(buildError.message.startsWith(expectedError)).toBe(true);
      expect(buildError.message).not.toMatch(/\n\s+at /); // no stack trace in the message
      expect(buildError.message).not.toContain(`${tmpdir()}/kustomize-sync-`);
      const secret = read("secret-value.txt")?.trim();
      if (secret) {
        expect(buildError.message).not.toContain(secret);
        expect(String(buildError.stack)).not.toContain(secret);
      }
    } else {
      const result = await renderKustomization(spec, ctx);
      expect(docs(formatManifests(result.manifests))).toEqual(docs(read("expected.yaml")!));
      // The fast layouts (kustomization in the temporary directory) must match Flux's own
      // layout (overlay merged into the user's file, in its directory) object for object.
      const literal = await renderKustomization(spec, { ...ctx, isolation: "mirror" });
      expect(literal).toEqual(result);
      const expectedWarnings = (read("expected-warnings.txt") ?? "").split("\n").filter(Boolean);
      for (const warning of expectedWarnings) expect(result.warnings.join("\n")).toContain(warning);
      if (expectedWarnings.length === 0) expect(result.warnings).toEqual([]);
      const sources = read("expected-sources.yaml");
      if (sources) {
        const actual = Object.fromEntries(
          result.manifests.map((m) => [
            formatRef({
              kind: m.object.kind,
              namespace: m.object.metadata.namespace ?? "",
              name: m.object.metadata.name,
            }),
            m.source,
          ]),
        );
        expect(actual).toEqual(parseYaml(sources));
      }
      const originExpected = (read("expected.yaml") ?? "").includes("config.kubernetes.io/origin");
      for (const { object } of result.manifests) {
        if (!originExpected)
          expect(object.metadata.annotations?.["config.kubernetes.io/origin"]).toBeUndefined();
        expect(
          Object.keys(object.metadata.annotations ?? {}).some((k) => k.startsWith("kustomize-sync.io/")),
        ).toBe(false);
        if (object.metadata.annotations)
          expect(Object.keys(object.metadata.annotations).length).toBeGreaterThan(0);
      }
    }
    // Never modify the user's tree.
    expect(treeDigest(dir)).toBe(before);
  });
});

describe("build errors", () => {
  it("reports a missing path with Flux's ArtifactFailed reason and the Kustomization's location", async () => {
    const { spec, ctx } = loadCase("missing-path", renderer);
    const error = (await renderKustomization(spec, ctx).catch((e) => e)) as BuildError;
    expect(error.reason).toBe("ArtifactFailed");
    expect(error.kustomization).toBe("flux-system/missing-path");
    expect(error.detail).toBe("kustomization path not found: ./apps/missing");
    expect(error.source).toEqual({ file: "missing-path/kustomization.flux.yaml", line: 1 });
  });

  it("gives kustomize's message, trimmed of klog prefixes, with reason BuildFailed", async () => {
    const { spec, ctx } = loadCase("kustomize-failure", renderer);
    const error = (await renderKustomization(spec, ctx).catch((e) => e)) as BuildError;
    expect(error.reason).toBe("BuildFailed");
    expect(error.detail).toMatch(/^kustomize build failed: accumulating resources/);
    expect(error.detail).not.toMatch(/run\.go|E\d{4} |command failed/);
  });

  it("keeps Secret values out of strict-mode errors and warnings", async () => {
    const { spec, ctx } = loadCase("secret-value-not-printed", renderer);
    const strict = { ...ctx, strictSubstitution: true };
    const error = (await renderKustomization(spec, strict).catch((e) => e)) as BuildError;
    expect(error.message).not.toContain("S3cr3t");
  });

  it("warns instead of reading substituteFrom when there is no cluster access", async () => {
    const { spec, ctx } = loadCase("substitute-from-missing", renderer);
    delete ctx.substitution;
    const result = await renderKustomization(spec, ctx);
    expect(result.warnings).toEqual([
      "substituteFrom ConfigMap/flux-system/cluster-vars not read: no cluster access (variables from it stay unset)",
    ]);
    // Flux runs no substitution when no variable is known.
    expect(result.manifests[0]?.object.data).toEqual({ env: "${cluster_env}" });
  });

  it("does not fail strict substitution on a variable an unread substituteFrom may set", async () => {
    const { spec, ctx } = loadCase("substitute-from-missing", renderer);
    delete ctx.substitution;
    const withOwn = {
      ...spec,
      postBuild: { ...spec.postBuild, substitute: { region: "eu-west-1" } },
    };
    const result = await renderKustomization(withOwn, { ...ctx, strictSubstitution: true });
    expect(result.warnings).toEqual([
      "substituteFrom ConfigMap/flux-system/cluster-vars not read: no cluster access (variables from it stay unset)",
    ]);
    expect(result.manifests[0]?.object.data).toEqual({ env: null });
  });

  it("stops kustomize when the signal fires (the caller's timeout)", async () => {
    const { spec, ctx } = loadCase("images", renderer);
    const controller = new AbortController();
    controller.abort(new Error("timeout of 5m0s exceeded"));
    const error = (await renderKustomization(spec, { ...ctx, signal: controller.signal }).catch(
      (e) => e,
    )) as BuildError;
    expect(error).toBeInstanceOf(BuildError);
    expect(error.detail).toBe(
      "kustomize build failed: kubectl kustomize was stopped: timeout of 5m0s exceeded",
    );
  });

  it("honours ignoreMissingComponents like Flux", async () => {
    const { spec, ctx } = loadCase("missing-component", renderer);
    const result = await renderKustomization(
      { ...spec, ignoreMissingComponents: true } as KustomizationSpec,
      ctx,
    );
    expect(result.manifests.map((m) => m.object.kind)).toEqual(["Deployment"]);
  });

  it("keeps spec.path inside the source root, as Flux's SecureJoin does", async () => {
    const { spec, ctx } = loadCase("patch-without-match", renderer);
    const result = await renderKustomization({ ...spec, path: "../../../apps" }, ctx);
    expect(result.manifests).toHaveLength(1);
  });

  it("runs independent renders in parallel without interfering", async () => {
    const names = ["patches", "images", "components", "substitute-syntax", "generated-kustomization"];
    const results = await Promise.all(
      [...names, ...names].map((name) => {
        const { spec, ctx } = loadCase(name, renderer);
        return renderKustomization(spec, ctx).then((r) => formatManifests(r.manifests));
      }),
    );
    expect(results.slice(0, names.length)).toEqual(results.slice(names.length));
  });
});

describe("resolveSourceDir", () => {
  it("resolves every sourceRef to the repository root unless mapped", async () => {
    const { spec, ctx } = loadCase("other-source", renderer);
    expect(await resolveSourceDir(spec, { ...ctx, sources: {} })).toBe(ctx.root);
    expect(await resolveSourceDir(spec, ctx)).toBe(join(FIXTURES, "other-source/podinfo-checkout"));
    expect(await resolveSourceDir(spec, { ...ctx, sources: { podinfo: "../podinfo-checkout" } })).toBe(
      join(FIXTURES, "other-source/podinfo-checkout"),
    );
  });
});

describe("envsubst (Flux's fluxcd/pkg/envsubst grammar)", () => {
  const vars = new Map([
    ["var01", "abcdEFGH28ij"],
    ["default_var", "foo"],
    ["stringZ", "foo/bar/baz"],
  ]);
  const lookup = (name: string) => vars.get(name);
  it.each([
    ["${var01}", "abcdEFGH28ij"],
    ["${var=${var01^^}}", "ABCDEFGH28IJ"],
    ["something $${var=${default_var}}", "something ${var=foo}"],
    [
      "some text ${var01}$${var$${var01}$var01${var01}",
      "some text abcdEFGH28ij${var${var01}$var01abcdEFGH28ij",
    ],
    ["${stringZ//\\//-}", "foo-bar-baz"],
    ["\\\\something ${var=${default_var}}", "\\\\something foo"],
    ["${var01:-3}", "abcdEFGH28ij"],
    ["${var01:-3:2}", "abcdEFGH28ij"],
    ["${missing:+x}", "x"], // every default operator means "value, or default when empty"
    ["$$$", "$$"],
    ["${#unset}", "0"],
  ])("%s → %s", (input, output) => {
    expect(envsubst(input, lookup)).toBe(output);
  });

  it("rejects ${var-default}: the parser only knows ':' and '=' default forms", () => {
    // Inferred from the parser (parse.go) rather than the README, which lists the form.
    expect(() => envsubst("${var-default}", lookup)).toThrow("missing closing brace");
  });

  it("reports syntax errors with Flux's texts", () => {
    expect(() => envsubst("${}", lookup)).toThrow("unable to parse variable name");
    expect(() => envsubst("${var01", lookup)).toThrow("missing closing brace");
  });

  it("fails on unset variables in strict mode except with a default operator", () => {
    expect(() => envsubst("${nope}", lookup, { strict: true })).toThrow(
      'variable not set (strict mode): "nope"',
    );
    expect(() => envsubst("${nope^^}", lookup, { strict: true })).toThrow("variable not set");
    expect(envsubst("${nope:=d}", lookup, { strict: true })).toBe("d");
    expect(envsubst("${nope=d}", lookup, { strict: true })).toBe("d");
  });

  it("counts bytes like Go for lengths and offsets", () => {
    const utf = (name: string) => (name === "v" ? "héllo" : undefined);
    expect(envsubst("${#v}", utf)).toBe("6");
    expect(envsubst("${v:3}", utf)).toBe("llo");
  });
});

describe("action input parsing", () => {
  it("parses images lines into Flux image overrides", () => {
    expect(
      parseImageLines(
        [
          "# comment",
          "podinfo=ghcr.io/org/podinfo:1.2.3",
          "",
          "redis=localhost:5000/redis",
          "app=:2.0",
          "pinned=ghcr.io/org/pinned@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
        ].join("\n"),
      ),
    ).toEqual([
      { name: "podinfo", newName: "ghcr.io/org/podinfo", newTag: "1.2.3" },
      { name: "redis", newName: "localhost:5000/redis" },
      { name: "app", newTag: "2.0" },
      {
        name: "pinned",
        newName: "ghcr.io/org/pinned",
        digest: "sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
      },
    ]);
  });

  it("rejects malformed images lines with the line number", () => {
    expect(() => parseImageLines("podinfo ghcr.io/org/podinfo:1.2.3")).toThrow("images line 1: missing '='");
    expect(() => parseImageLines("ok=a:1\npodinfo=")).toThrow("images line 2: missing replacement");
    expect(() => parseImageLines("podinfo=ghcr.io/x:")).toThrow("empty tag or digest");
    expect(() => parseImageLines("podinfo=ghcr.io/x@nope")).toThrow('invalid digest "nope"');
  });

  it("parses KEY=value lines, keeping '=' in values", () => {
    expect(parseKeyValueLines("cluster_env=prod\n# comment\n\nurl=https://x?a=b\r\n")).toEqual({
      cluster_env: "prod",
      url: "https://x?a=b",
    });
    expect(() => parseKeyValueLines("ok=1\nbroken")).toThrow(
      'substitute line 2: expected KEY=value, got "broken"',
    );
    expect(() => parseKeyValueLines("=value")).toThrow("substitute line 1");
  });
});

describe("substitutionReaderFrom", () => {
  it("decodes Secret data and reads ConfigMap data", async () => {
    const reader = substitutionReaderFrom(
      memoryCluster([
        { apiVersion: "v1", kind: "Secret", metadata: { name: "s", namespace: "ns" }, data: { a: "aGk=" } },
        { apiVersion: "v1", kind: "ConfigMap", metadata: { name: "c", namespace: "ns" }, data: { b: "x" } },
      ]),
    );
    expect(await reader.read("Secret", "ns", "s")).toEqual({ a: "hi" });
    expect(await reader.read("ConfigMap", "ns", "c")).toEqual({ b: "x" });
    expect(await reader.read("ConfigMap", "ns", "absent")).toBeUndefined();
  });
});

describe("detectRenderer", () => {
  it("finds kubectl's embedded kustomize and reports its version", async () => {
    const found = await detectRenderer("kubectl");
    expect(found.kind).toBe("kubectl");
    expect(found.version).toMatch(/^v5\./);
  });

  it("explains how to install kustomize when none is on PATH", async () => {
    const path = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      await expect(detectRenderer()).rejects.toThrow(
        "https://kubectl.docs.kubernetes.io/installation/kustomize/",
      );
    } finally {
      process.env.PATH = path;
    }
  });
});

describe("sourceRevision", () => {
  it("writes branch@sha1:<hex>, sha1:<hex> when detached, -dirty with changes, '' outside git", async () => {
    const dir = await mkdtemp(join(tmpdir(), "revision-"));
    try {
      expect(await sourceRevision(dir)).toBe("");
      const git = (...args: string[]) =>
        execFileSync("git", ["-C", dir, "-c", "user.name=t", "-c", "user.email=t@t", ...args], {
          encoding: "utf8",
        });
      git("init", "-q", "-b", "main");
      await writeFile(join(dir, "a.yaml"), "a: 1\n");
      git("add", ".");
      git("commit", "-q", "-m", "init");
      const sha = git("rev-parse", "HEAD").trim();
      expect(await sourceRevision(dir)).toBe(`main@sha1:${sha}`);
      await writeFile(join(dir, "a.yaml"), "a: 2\n");
      expect(await sourceRevision(dir)).toBe(`main@sha1:${sha}-dirty`);
      git("checkout", "-q", "--", "a.yaml");
      git("checkout", "-q", "--detach");
      expect(await sourceRevision(dir)).toBe(`sha1:${sha}`);
      // An untracked file is a change too; a branch name may hold slashes.
      await writeFile(join(dir, "b.yaml"), "b: 1\n");
      expect(await sourceRevision(dir)).toBe(`sha1:${sha}-dirty`);
      git("checkout", "-q", "-b", "feature/one");
      expect(await sourceRevision(dir)).toBe(`feature/one@sha1:${sha}-dirty`);
      await rm(join(dir, "b.yaml"));
      expect(await sourceRevision(dir)).toBe(`feature/one@sha1:${sha}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("temporary build tree", () => {
  it("links only what the kustomization names, and bases resolve through their real path", async () => {
    const root = join(FIXTURES, "relative-references/repo");
    const tmp = await mkdtemp(join(tmpdir(), "mirror-test-"));
    try {
      const leaf = await mirrorSource(root, "apps/staging", tmp, "kustomization.yaml", [
        "../base",
        "service.yaml",
        "../../components/debug",
        "podinfo-config",
        "config/settings.properties",
      ]);
      expect(leaf).toBe(join(tmp, "apps/staging"));
      expect(readdirSync(tmp).sort()).toEqual(["apps", "components"]);
      expect(readdirSync(join(tmp, "apps")).sort()).toEqual(["base", "staging"]);
      expect(readdirSync(leaf).sort()).toEqual(["config", "service.yaml"]);
      expect(lstatSync(join(tmp, "apps/base")).isSymbolicLink()).toBe(true);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });

  it("retries with a full mirror when the linked view misses a file, so the result equals Flux's", async () => {
    // images has overlay fields and a kustomization.yaml: the case that needs the mirror
    const { spec, ctx } = loadCase("images", renderer);
    let calls = 0;
    const flaky: Renderer = {
      ...renderer,
      async build(dir) {
        calls++;
        if (calls === 1) throw new Error("evalsymlink failure on 'x': no such file or directory");
        return renderer.build(dir);
      },
    };
    const result = await renderKustomization(spec, { ...ctx, renderer: flaky });
    expect(calls).toBe(2);
    expect(result.manifests).toHaveLength(1);
  });

  it("removes its temporary directory after success and failure", async () => {
    const base = await mkdtemp(join(tmpdir(), "runner-temp-"));
    const previous = process.env.RUNNER_TEMP;
    process.env.RUNNER_TEMP = base;
    try {
      for (const name of ["relative-references", "kustomize-failure"]) {
        const { spec, ctx } = loadCase(name, renderer);
        await renderKustomization(spec, ctx).catch(() => undefined);
      }
      // Only this process's run directory may stay (removed at exit, see build/scratch.ts), holding kustomize's HOME.
      const left = readdirSync(base).flatMap((dir) =>
        dir.startsWith("kustomize-sync-run-")
          ? readdirSync(join(base, dir)).filter((f) => f !== "home")
          : [dir],
      );
      expect(left).toEqual([]);
    } finally {
      if (previous === undefined) delete process.env.RUNNER_TEMP;
      else process.env.RUNNER_TEMP = previous;
      await rm(base, { recursive: true, force: true });
    }
  });
});

describe("kustomize error text", () => {
  it("unquotes kubectl's klog line", () => {
    const stderr =
      'E1122 01:46:58.597541   18208 run.go:72] "command failed" err="no resource matches strategic merge patch \\"Service.v1.[noGrp]/nothere.[noNs]\\""\n';
    expect(kustomizeMessage(stderr)).toBe(
      'no resource matches strategic merge patch "Service.v1.[noGrp]/nothere.[noNs]"',
    );
  });

  it("reads kubectl's multi-line err=<...> block", () => {
    const stderr =
      'E1122 01:46:56 run.go:72] "command failed" err=<\n\ttrouble configuring builtin PatchTransformer\n\tpatch: |\n >\n';
    expect(kustomizeMessage(stderr)).toBe("trouble configuring builtin PatchTransformer\npatch: |");
  });

  it("takes standalone kustomize's Error: line without the usage text", () => {
    const stderr =
      "Error: accumulating resources: missing.yaml not found\nUsage:\n  kustomize build DIR [flags]\n";
    expect(kustomizeMessage(stderr)).toBe("accumulating resources: missing.yaml not found");
  });
});

describe("SourceIgnore (gitignore rules as source-controller applies them)", () => {
  it("anchors, negates, matches directories and applies nested files to their directory", () => {
    const ignore = new SourceIgnore([]);
    ignore.add(["/build", "*.log", "!keep.log", "docs/", "a/**/z.yaml"], "");
    ignore.add(["local.yaml"], "apps");
    expect(ignore.ignores("build", true)).toBe(true);
    expect(ignore.ignores("x/build", true)).toBe(false);
    expect(ignore.ignores("x/debug.log", false)).toBe(true);
    expect(ignore.ignores("x/keep.log", false)).toBe(false);
    expect(ignore.ignores("docs", true)).toBe(true);
    expect(ignore.ignores("docs", false)).toBe(false);
    expect(ignore.ignores("a/b/c/z.yaml", false)).toBe(true);
    expect(ignore.ignores("a/z.yaml", false)).toBe(true);
    expect(ignore.ignores("apps/local.yaml", false)).toBe(true);
    expect(ignore.ignores("other/local.yaml", false)).toBe(false);
  });

  it("has source-controller's default exclusions", () => {
    const ignore = new SourceIgnore();
    expect(ignore.ignores(".github", true)).toBe(true);
    expect(ignore.ignores("apps/.sops.yaml", false)).toBe(true);
    expect(ignore.ignores("apps/deploy.yaml", false)).toBe(false);
  });
});
