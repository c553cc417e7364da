// Differential test of the in-process rendering of plain directories, and of kustomizations that
// only list files (src/render/plain.ts): every
// build fixture, every plain-render fixture and every plain directory of examples/ is rendered
// twice, in process where it qualifies and by kustomize in Flux's own layout (isolation
// "mirror", which never renders in process), with kubectl's kustomize and with the standalone
// kustomize v5.8.1 that matches Flux's kustomize API (scripts/tools/flux-binaries.sh). Objects,
// their order, key order, sources, warnings and error messages must be the same.
import { execFile } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { normaliseKustomization } from "../../src/config/normalise.js";
import type { FluxApiVersion } from "../../src/config/schema.js";
import { KUSTOMIZATION_FILES, type KustomizationSpec, parseYaml } from "../../src/model/index.js";
import {
  detectRenderer,
  parseKeyValueLines,
  type RenderContext,
  type Renderer,
  renderKustomization,
} from "../../src/render/index.js";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");
const BUILD = path.join(repo, "test/fixtures/build");
const PLAIN = path.join(repo, "test/fixtures/plain-render");
const EXAMPLES = path.join(repo, "examples");

/** The plain-render fixtures that render in process; the others must be left to kustomize. */
const IN_PROCESS = new Set([
  "mixed-kinds",
  "scalars",
  "same-name-other-namespaces",
  "empty-documents",
  "empty-dir",
  "substitute-no-dollar",
  // A kustomization of the user's that only lists files.
  "listed-files",
  "listed-empty-file",
  "listed-yml",
  // …with kustomize's namespace and labels transformers, where that is all they do.
  "listed-namespace-labels",
  "target-namespace",
  "target-namespace-listed",
  // Anchors and aliases, inflated as kyaml inflates them (no merge key, no tag).
  "anchors-aliases",
  "anchors-listed-transforms",
  "listed-anchor",
  // Patches whose targets no object has: kustomize only reads them (and says nothing)…
  "patches-unmatched",
  // …and strategic-merge patches of maps and scalars, applied (kyaml's merge2, any schema).
  "patches-matched",
  "patches-smp-nested",
]);

interface Case {
  name: string;
  spec: KustomizationSpec;
  root: string;
  context: { substitute?: string; strict?: boolean; sources?: Record<string, string> };
}

function fixtureCase(base: string, name: string): Case | undefined {
  const dir = path.join(base, name);
  const file = path.join(dir, "kustomization.flux.yaml");
  if (!existsSync(file)) return undefined;
  const doc = parseYaml(readFileSync(file, "utf8")) as Record<string, unknown> & { apiVersion: string };
  const spec = normaliseKustomization(doc, doc.apiVersion as FluxApiVersion, "default", {
    file: path.relative(base, file),
    line: 1,
  });
  const contextFile = path.join(dir, "context.yaml");
  const context = existsSync(contextFile)
    ? ((parseYaml(readFileSync(contextFile, "utf8")) ?? {}) as object)
    : {};
  return { name, spec, root: path.join(dir, "repo"), context };
}

const fixtures = (base: string) =>
  readdirSync(base)
    .map((name) => fixtureCase(base, name))
    .filter((c): c is Case => c !== undefined);

/** Every directory of the example without a kustomization file that holds YAML: what Flux renders with a generated one. */
function exampleCases(): Case[] {
  const cases: Case[] = [];
  for (const example of readdirSync(EXAMPLES)) {
    const root = path.join(EXAMPLES, example);
    if (!statSync(root).isDirectory()) continue;
    const walk = (rel: string) => {
      const dir = path.join(root, rel);
      const entries = readdirSync(dir, { withFileTypes: true });
      const hasKustomization = entries.some((e) => KUSTOMIZATION_FILES.includes(e.name));
      if (!hasKustomization && entries.some((e) => e.isFile() && /\.ya?ml$/.test(e.name))) {
        const doc = {
          apiVersion: "kustomize.toolkit.fluxcd.io/v1",
          kind: "Kustomization",
          metadata: { name: `${example}-${rel.replaceAll("/", "-") || "root"}`, namespace: "flux-system" },
          spec: {
            interval: "10m",
            prune: true,
            sourceRef: { kind: "GitRepository", name: "flux-system" },
            path: `./${rel}`,
          },
        };
        cases.push({
          name: `${example}/${rel}`,
          spec: normaliseKustomization(doc, "kustomize.toolkit.fluxcd.io/v1", "default", {
            file: `examples/${example}`,
            line: 1,
          }),
          root,
          context: {},
        });
      }
      for (const entry of entries) if (entry.isDirectory()) walk(path.join(rel, entry.name));
    };
    walk("");
  }
  return cases;
}

type Outcome = { result: unknown; order: string } | { error: string };

async function outcome(spec: KustomizationSpec, ctx: RenderContext): Promise<Outcome> {
  try {
    const result = await renderKustomization(spec, ctx);
    // Key order too: `kustomize-sync build` prints objects in the order of their keys.
    return { result, order: JSON.stringify(result.objects) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function contextFor(c: Case, renderer: Renderer): RenderContext {
  const ctx: RenderContext = { root: c.root, renderer };
  if (c.context.substitute) ctx.substitute = parseKeyValueLines(c.context.substitute);
  if (c.context.strict) ctx.strictSubstitution = true;
  if (c.context.sources) ctx.sources = c.context.sources;
  return ctx;
}

/** Whether renderKustomization takes the in-process path for the case: it renders, and starts no kustomize. */
async function rendersInProcess(c: Case): Promise<boolean> {
  const renderer = renderers[0] as Renderer;
  let builds = 0;
  const counting: Renderer = {
    ...renderer,
    build: (dir, options) => {
      builds++;
      return renderer.build(dir, options);
    },
  };
  const rendered = await outcome(c.spec, contextFor(c, counting));
  return builds === 0 && !("error" in rendered);
}

const renderers: Renderer[] = [];
beforeAll(async () => {
  renderers.push(await detectRenderer());
  const out = (
    await run(path.join(repo, "scripts/tools/flux-binaries.sh"), [], { timeout: 600_000 })
  ).stdout.trim();
  const kustomize = path.join(out.split("\n").at(-1) as string, "bin", "kustomize");
  expect(existsSync(kustomize), `kustomize at ${kustomize}`).toBe(true);
  renderers.push(await detectRenderer(kustomize));
}, 610_000);

async function compareBothWays(c: Case) {
  for (const renderer of renderers) {
    const ctx = contextFor(c, renderer);
    const inProcess = await outcome(c.spec, ctx);
    const byKustomize = await outcome(c.spec, { ...ctx, isolation: "mirror" });
    expect(inProcess, `${c.name} with ${renderer.kind} ${renderer.version}`).toEqual(byKustomize);
  }
}

describe("plain directories render in process exactly as kustomize renders them", () => {
  const plain = fixtures(PLAIN);
  it.each(plain.map((c) => [c.name, c] as const))("plain-render/%s", async (_name, c) => {
    expect(await rendersInProcess(c)).toBe(IN_PROCESS.has(c.name));
    await compareBothWays(c);
  });

  const build = fixtures(BUILD);
  it.each(build.map((c) => [c.name, c] as const))("build/%s", async (_name, c) => {
    await compareBothWays(c);
  });

  const examples = exampleCases();
  it.each(examples.map((c) => [c.name, c] as const))("examples/%s", async (_name, c) => {
    await compareBothWays(c);
  });

  it("a generated tree of about a thousand objects in every position of the legacy order, in many files", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "plain-render-"));
    try {
      const kinds = [
        ["v1", "Namespace"],
        ["example.com/v1", "Namespace"],
        ["v1", "ConfigMap"],
        ["v1", "Secret"],
        ["v1", "Service"],
        ["apps/v1", "Deployment"],
        ["rbac.authorization.k8s.io/v1", "ClusterRole"],
        ["rbac.authorization.k8s.io/v1", "Role"],
        ["example.com/v1", "Widget"],
        ["example.com/v1beta1", "Widget"],
        ["admissionregistration.k8s.io/v1", "ValidatingWebhookConfiguration"],
        ["zeta.example.com/v1", "Aardvark"],
      ] as const;
      const namespaces = [undefined, "default", "a", "b10", "b2"];
      const seen = new Set<string>();
      let n = 0;
      for (let file = 0; file < 30; file++) {
        const docs: string[] = [];
        for (let i = 0; i < 50; i++, n++) {
          const [apiVersion, kind] = kinds[(n * 7) % kinds.length] as (typeof kinds)[number];
          const clusterScoped =
            kind === "Namespace" || kind.startsWith("Cluster") || kind.endsWith("Configuration");
          let namespace = clusterScoped ? undefined : namespaces[(n * 3) % namespaces.length];
          if (namespace === "default") namespace = undefined;
          const name = `obj-${(n * 37) % 211}`;
          const id = `${apiVersion}/${kind}/${namespace ?? "default"}/${name}`;
          if (seen.has(id) || (clusterScoped && seen.has(`${apiVersion}/${kind}/default/${name}`))) continue;
          seen.add(id);
          docs.push(
            [
              `apiVersion: ${apiVersion}`,
              `kind: ${kind}`,
              "metadata:",
              `  name: ${name}`,
              ...(namespace ? [`  namespace: ${namespace}`] : []),
              "  annotations:",
              `    z${n % 13}: "${n}"`,
              `    a${n % 7}: x`,
              "data:",
              `  value${n % 11}: ${n}`,
              "",
            ].join("\n"),
          );
        }
        const dir = path.join(root, "apps", file % 3 === 0 ? `group-${file}` : "");
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, `file-${file}.yaml`), docs.join("---\n"));
      }
      const c = fixtureCase(path.join(PLAIN), "mixed-kinds") as Case;
      const tree: Case = { ...c, name: "generated tree", root };
      expect(await rendersInProcess(tree)).toBe(true);
      await compareBothWays(tree);
      // The same files listed by a kustomization of the user's, in another order.
      const files = readdirSync(path.join(root, "apps"), { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".yaml"))
        .sort()
        .reverse();
      writeFileSync(
        path.join(root, "apps", "kustomization.yaml"),
        `resources:\n${files.map((file) => `  - ./${file}\n`).join("")}`,
      );
      expect(await rendersInProcess(tree)).toBe(true);
      await compareBothWays(tree);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("takes the in-process path for build fixtures and examples that qualify", async () => {
    const taken = [];
    for (const c of [...build, ...examples]) if (await rendersInProcess(c)) taken.push(c.name);
    expect(taken).toEqual(
      expect.arrayContaining(["no-post-build", "fleet/clusters/production", "fleet/infrastructure"]),
    );
  });
});
