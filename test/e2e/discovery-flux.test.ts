// Discovery by rendering held to Flux itself (issue 11, items 1 and 2): `flux build kustomization
// --recursive` renders a root Kustomization and every Kustomization its output defines, with
// their parents' namespace, patches and substitution applied; `kustomize-sync build --path`
// must print the same objects. The root is the bootstrap's flux-system Kustomization where the
// fixture has one, else one Flux would need at the definitions path (whose own render, the
// definitions themselves as written, kustomize-sync does not print: nothing applies it).
// ExternalArtifacts are handed to flux as local sources: the directories kustomize-sync built
// from the repository's ArtifactGenerators (their copy rules are held to source-watcher's own
// cases in test/unit/build-artifacts.test.ts).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loadAll } from "js-yaml";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import { silentLogger } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { validate } from "../../src/reconcile/index.js";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");
const DISCOVERY = path.join(repo, "test/fixtures/discovery");
const FLUX_EXAMPLE = path.join(repo, "test/fixtures/config/flux-example");

let flux: string;
beforeAll(async () => {
  flux =
    process.env.FLUX_BIN ??
    (await run(path.join(repo, "scripts/tools/flux.sh"), [], { timeout: 600_000 })).stdout.trim();
  expect(existsSync(flux), `flux CLI at ${flux}`).toBe(true);
}, 610_000);

type Obj = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
};

interface FluxDoc {
  spec: { path: string };
}

const key = (o: Obj) => `${o.apiVersion}/${o.kind}/${o.metadata.namespace ?? ""}/${o.metadata.name}`;

/** Objects sorted, without the two labels `flux build` adds to mark the Kustomization. */
function objects(yaml: string): Obj[] {
  const list = (loadAll(yaml) as (Obj | null)[]).filter((o): o is Obj => o !== null && typeof o === "object");
  for (const o of list) {
    const labels = o.metadata.labels;
    if (!labels) continue;
    delete labels["kustomize.toolkit.fluxcd.io/name"];
    delete labels["kustomize.toolkit.fluxcd.io/namespace"];
    if (Object.keys(labels).length === 0) delete o.metadata.labels;
  }
  return list.sort((a, b) => key(a).localeCompare(key(b)));
}

async function copyFixture(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `ks-discovery-flux-${name}-`));
  await cp(path.join(DISCOVERY, name), dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, "utf8");
    if (text.includes("__NS__")) await writeFile(file, text.replaceAll("__NS__", "demo"));
  }
  return dir;
}

async function ours(root: string, definitions: string): Promise<string> {
  let out = "";
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    // flux build prints a HelmRelease as written, never its chart's objects: compared the same way.
    expect(
      await main(["build", "--root", root, "--path", path.join(root, definitions), "--no-helm-releases"]),
    ).toBe(0);
  } finally {
    write.mockRestore();
    stderr.mockRestore();
  }
  return out;
}

async function fluxBuild(args: string[]): Promise<string> {
  const { stdout } = await run(flux, ["build", "kustomization", ...args, "--dry-run"], {
    maxBuffer: 64 << 20,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" },
  });
  return stdout;
}

/**
 * The local sources flux needs: every namespace's flux-system GitRepository is the checkout, and
 * each ExternalArtifact is the directory kustomize-sync built for it.
 */
async function localSources(root: string, definitions: string, namespaces: string[]): Promise<string> {
  const options = resolveOptions(
    { mode: "validate", root, path: definitions },
    { cwd: root, log: silentLogger },
  );
  const { discovery } = await validate(options, { keep: true });
  const sources = namespaces.map((ns) => `GitRepository/${ns}/flux-system=${root}`);
  for (const generator of discovery.generators) {
    for (const artifact of generator.artifacts) {
      const built = await discovery.artifacts.artifact(generator.namespace, artifact.name);
      // Copied out: the store removes its directories when closed.
      const dir = await mkdtemp(path.join(tmpdir(), `ks-artifact-${artifact.name}-`));
      await cp(built.dir, dir, { recursive: true });
      sources.push(`ExternalArtifact/${generator.namespace}/${artifact.name}=${dir}`);
    }
  }
  await discovery.artifacts.close();
  return sources.join(",");
}

/** A root Kustomization at the definitions path, as Flux would need one (bootstrap's flux-system). */
async function rootDefinition(definitions: string, namespace: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "ks-root-")), "root.yaml");
  await writeFile(
    file,
    JSON.stringify({
      apiVersion: "kustomize.toolkit.fluxcd.io/v1",
      kind: "Kustomization",
      metadata: { name: "root", namespace },
      spec: {
        interval: "10m",
        path: `./${definitions}`,
        prune: true,
        sourceRef: { kind: "GitRepository", name: "flux-system" },
      },
    }),
  );
  return file;
}

describe("kustomize-sync build --path equals flux build --recursive", () => {
  it.each([
    ["overlay", "clusters/staging"],
    ["cluster-apps", "clusters/staging"],
  ])("%s", async (fixture, definitions) => {
    const root = await copyFixture(fixture);
    const file = await rootDefinition(definitions, "demo");
    const sources = await localSources(root, definitions, ["demo", "flux-system"]);
    const args = ["root", "-n", "demo", "--path", path.join(root, definitions), "--kustomization-file", file];
    const recursive = objects(await fluxBuild([...args, "--recursive", "--local-sources", sources]));
    // The root's own render is the definitions as written: Flux applies them, kustomize-sync reads them.
    const definitionsAsWritten = new Set(objects(await fluxBuild(args)).map(key));
    const theirs = recursive.filter((o) => !definitionsAsWritten.has(key(o)));
    expect(theirs.length).toBeGreaterThan(0);
    expect(objects(await ours(root, definitions))).toEqual(theirs);
  });

  it("the home-ops layout from the repository root: each root's --recursive build, together", async () => {
    const root = await copyFixture("home-ops");
    const sources = await localSources(root, ".", ["flux-system"]);
    const roots = loadAll(
      await readFile(path.join(root, "kubernetes/flux/cluster/ks.yaml"), "utf8"),
    ) as Obj[];
    const theirs: Obj[] = [];
    for (const definition of roots) {
      // flux build reads one Kustomization per file.
      const file = path.join(await mkdtemp(path.join(tmpdir(), "ks-root-")), "root.yaml");
      await writeFile(file, JSON.stringify(definition));
      const spec = (definition as unknown as FluxDoc).spec;
      theirs.push(
        ...objects(
          await fluxBuild([
            definition.metadata.name,
            "--path",
            path.join(root, spec.path),
            "--kustomization-file",
            file,
            "--recursive",
            "--local-sources",
            sources,
          ]),
        ),
      );
    }
    theirs.sort((a, b) => key(a).localeCompare(key(b)));
    expect(theirs.map((o) => o.kind)).toContain("HelmRelease");
    expect(objects(await ours(root, "."))).toEqual(theirs);
  });

  it("the Flux example's staging cluster, its Kustomizations reading ExternalArtifacts", async () => {
    const file = await rootDefinition("clusters/staging", "flux-system");
    const sources = await localSources(FLUX_EXAMPLE, "clusters/staging", ["flux-system"]);
    const args = [
      "root",
      "--path",
      path.join(FLUX_EXAMPLE, "clusters/staging"),
      "--kustomization-file",
      file,
    ];
    const recursive = objects(await fluxBuild([...args, "--recursive", "--local-sources", sources]));
    const definitionsAsWritten = new Set(objects(await fluxBuild(args)).map(key));
    const theirs = recursive.filter((o) => !definitionsAsWritten.has(key(o)));
    expect(theirs.map((o) => o.kind)).toContain("HelmRelease");
    expect(objects(await ours(FLUX_EXAMPLE, "clusters/staging"))).toEqual(theirs);
  });

  it("the Flux example's bootstrapped production cluster, from its own flux-system Kustomization", async () => {
    const sources = await localSources(FLUX_EXAMPLE, "clusters/production", ["flux-system"]);
    const theirs = objects(
      await fluxBuild([
        "flux-system",
        "--path",
        path.join(FLUX_EXAMPLE, "clusters/production"),
        "--kustomization-file",
        path.join(FLUX_EXAMPLE, "clusters/production/flux-system/gotk-sync.yaml"),
        "--recursive",
        "--local-sources",
        sources,
      ]),
    );
    expect(objects(await ours(FLUX_EXAMPLE, "clusters/production"))).toEqual(theirs);
  });
});
