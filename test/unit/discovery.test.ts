// Discovery by rendering (issue 11, item 1): the definitions are what Flux would apply — the
// files at the definitions path, a directory holding a kustomization as what kustomize renders
// from it, and each parent's rendered children with its namespace, patches and substitution.
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import { formatGraph } from "../../src/graph/index.js";
import { formatLocation, type KustomizationSpec, silentLogger } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { build, validate } from "../../src/reconcile/index.js";
import { capturedOutput } from "../support/output.js";

const DISCOVERY = resolve(import.meta.dirname, "../fixtures/discovery");
const FLUX_EXAMPLE = resolve(import.meta.dirname, "../fixtures/config/flux-example");

/** A copy of a discovery fixture with `__NS__` replaced by `namespace`. */
async function fixture(name: string, namespace = "demo"): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `ks-discovery-${name}-`));
  await cp(join(DISCOVERY, name), dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, "utf8");
    if (text.includes("__NS__")) await writeFile(file, text.replaceAll("__NS__", namespace));
  }
  return dir;
}

function options(root: string, path: string, mode: "validate" | "build" = "validate", name?: string) {
  // The fixtures' HelmReleases name charts on public registries, out of reach here: discovery is
  // what these tests are about (HelmRelease renders: test/e2e/helm-*.test.ts).
  return resolveOptions(
    { mode, root, path, helmReleases: "false", ...(name ? { name } : {}) },
    { cwd: root, log: silentLogger },
  );
}

const byKey = (specs: KustomizationSpec[]) =>
  Object.fromEntries(specs.map((s) => [`${s.namespace}/${s.name}`, s]));

describe("the home-ops layout from the repository root (--path .)", () => {
  const output = capturedOutput();

  it("finds each child once, as its parent renders it, with the file:line of its ks.yaml", async () => {
    const root = await fixture("home-ops");
    const { report, discovery, plan } = await validate(options(root, "."));
    expect(report.problems).toEqual([]);
    const specs = byKey(discovery.kustomizations);
    expect(Object.keys(specs).sort()).toEqual([
      "database/postgres",
      "database/redis",
      "default/echo",
      "default/webapp",
      "flux-system/cluster-apps",
      "flux-system/cluster-meta",
      "flux-system/platform",
      "observability/grafana",
      "observability/grafana-dashboards",
    ]);
    const echo = specs["default/echo"]!;
    expect(echo.parent).toEqual({ namespace: "flux-system", name: "cluster-apps" });
    expect(formatLocation(echo.source)).toBe("kubernetes/apps/default/echo/ks.yaml:2");
    expect(echo.dependsOn).toEqual([{ name: "redis", namespace: "database" }]);
    // The parent's blanket patch, marked as the parent's.
    expect(echo.patches).toEqual([
      {
        patch: expect.stringContaining("crds: CreateReplace"),
        target: expect.objectContaining({ kind: "HelmRelease" }),
      },
    ]);
    expect(echo.inheritedPatches).toEqual([0]);
    expect(formatLocation(specs["observability/grafana-dashboards"]!.source)).toBe(
      "kubernetes/apps/observability/grafana/ks.yaml:18",
    );
    expect(plan.blocked.size).toBe(0);
    expect(formatGraph(plan)).toContain(
      "flux-system/cluster-meta → flux-system/cluster-apps → database/postgres → database/redis → default/echo",
    );
  });

  it("builds a child with its parent's patch, from the root", async () => {
    const root = await fixture("home-ops");
    const { report, yaml } = await build(options(root, ".", "build", "database/postgres"));
    expect(report.ready).toBe(true);
    expect(yaml).toContain("cleanupOnFail: true");
    expect(yaml).toContain("crds: CreateReplace");
  });

  it("does not report the parent's blanket patch on children it matches nothing in; a child's own patch still is", async () => {
    const root = await fixture("home-ops");
    const { report } = await build(options(root, ".", "build"));
    expect(report.ready).toBe(true);
    const warnings = Object.fromEntries(
      report.kustomizations.map((k) => [`${k.namespace}/${k.name}`, k.warnings ?? []]),
    );
    expect(warnings["database/redis"]).toEqual([]);
    expect(warnings["observability/grafana-dashboards"]).toEqual([]);
    expect(warnings["flux-system/platform"]).toEqual([
      "patches[0] (target kind=Secret) matched no objects: kustomize ignores it silently, and so does Flux",
    ]);
    // kustomize replaces a custom resource's lists whole: the child's own patches are gone, as in Flux.
    expect(warnings["default/webapp"]).toEqual([
      "its own spec.patches (kubernetes/apps/default/webapp/ks.yaml:2) are replaced by what flux-system/cluster-apps's render gives it: kustomize replaces a Flux Kustomization's patches list whole, so Flux applies only the parent's",
    ]);
  });

  it("diffs two commits from the root: the one changed value, nothing else, no problem", async () => {
    const root = await fixture("home-ops");
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
        cwd: root,
        encoding: "utf8",
      });
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("commit", "-q", "-m", "base");
    const file = join(root, "kubernetes/apps/default/echo/app/helmrelease.yaml");
    await writeFile(file, (await readFile(file, "utf8")).replace("replicas: 2", "replicas: 3"));
    git("commit", "-qam", "echo: 3 replicas");
    const code = await main([
      "diff",
      "--root",
      root,
      "--base",
      "HEAD~1",
      "--exit-code",
      "--no-helm-releases",
    ]);
    expect(code, output.stderr).toBe(3);
    expect(output.stderr).not.toMatch(/defined twice|matched no objects|problem/);
    expect(output.stdout).toContain("default/echo: changed");
    expect(output.stdout).toContain("-        replicas: 2");
    expect(output.stdout).toContain("+        replicas: 3");
    expect(output.stdout.match(/: changed/g)).toHaveLength(1);
  });

  it("names the cluster directories when two clusters' definitions are searched together", async () => {
    const root = await fixture("home-ops");
    await cp(join(root, "kubernetes/flux"), join(root, "clusters/production/flux"), { recursive: true });
    await cp(join(root, "kubernetes/flux"), join(root, "clusters/staging/flux"), { recursive: true });
    await rm(join(root, "kubernetes/flux"), { recursive: true });
    const { report } = await validate(options(root, "."));
    expect((report.problems ?? []).map((p) => p.message)).toContain(
      "Kustomization flux-system/cluster-apps is defined twice: clusters/production/flux/cluster/ks.yaml:15 and clusters/staging/flux/cluster/ks.yaml:15 (if clusters/production and clusters/staging are two clusters, pass one of them as path: --path clusters/production)",
    );
    const staging = await validate(options(root, "clusters/staging"));
    expect(staging.report.problems).toEqual([]);
  });
});

describe("an overlay kustomization.yaml that patches a base Flux Kustomization", () => {
  it("defines the patched Kustomization: staging's path and targetNamespace, from the base's file", async () => {
    const root = await fixture("overlay");
    const { report, discovery } = await validate(options(root, "clusters/staging"));
    expect(report.problems).toEqual([]);
    expect(discovery.kustomizations.map((k) => [k.name, k.path, k.targetNamespace])).toEqual([
      ["apps", "apps/staging", "demo-staging"],
    ]);
    // The definition is the base's document: that is where the user changes it.
    expect(formatLocation(discovery.kustomizations[0]!.source)).toBe("clusters/base/apps.yaml:1");
  });

  it("builds what the patched definition points at", async () => {
    const root = await fixture("overlay");
    const { report, yaml } = await build(options(root, "clusters/staging", "build", "apps"));
    expect(report.ready).toBe(true);
    expect(yaml).toContain("environment: staging");
    expect(yaml).not.toContain("environment: production");
    expect(yaml).toContain("namespace: demo-staging");
  });
});

describe("a parent that patches every child (the cluster-apps pattern)", () => {
  it("takes the children from the parent's render: their app's namespace, the parent's patches and variables", async () => {
    const root = await fixture("cluster-apps");
    const { report, discovery, plan } = await validate(options(root, "clusters/staging"));
    expect(report.problems).toEqual([]);
    const specs = byKey(discovery.kustomizations);
    expect(Object.keys(specs).sort()).toEqual([
      "demo-database/redis",
      "demo-podinfo/podinfo",
      "demo/cluster-apps",
    ]);
    const podinfo = specs["demo-podinfo/podinfo"]!;
    expect(podinfo.parent).toEqual({ namespace: "demo", name: "cluster-apps" });
    expect(podinfo.dependsOn).toEqual([{ name: "redis", namespace: "demo-database" }]);
    expect(podinfo.postBuild?.substitute).toEqual({ CLUSTER: "staging" });
    expect(podinfo.patches).toEqual([
      { patch: expect.stringContaining("patched-by: cluster-apps"), target: { kind: "ConfigMap" } },
    ]);
    expect(formatLocation(podinfo.source)).toBe("apps/podinfo/ks.yaml:1");
    // The parent first; the namespaced dependsOn is found, not "not found".
    expect(plan.blocked.size).toBe(0);
    expect(plan.levels.map((l) => l.map((k) => `${k.namespace}/${k.name}`))).toEqual([
      ["demo/cluster-apps"],
      ["demo-database/redis"],
      ["demo-podinfo/podinfo"],
    ]);
    expect(formatGraph(plan)).toContain(
      "demo-podinfo/podinfo ← demo-database/redis (defined by demo/cluster-apps)",
    );
    expect(formatGraph(plan)).toContain("demo/cluster-apps → demo-database/redis → demo-podinfo/podinfo");
  });

  it("builds each child with what the parent gave it, and prints the children as flux build does", async () => {
    const root = await fixture("cluster-apps");
    const child = await build(options(root, "clusters/staging", "build", "demo-podinfo/podinfo"));
    expect(child.report.ready).toBe(true);
    expect(child.yaml).toContain("cluster: staging");
    expect(child.yaml).toContain("patched-by: cluster-apps");
    const parent = await build(options(root, "clusters/staging", "build", "cluster-apps"));
    expect(parent.yaml.match(/^kind: Kustomization$/gm)).toHaveLength(2);
  });

  it("blocks the children of a parent that cannot render, and names why", async () => {
    const root = await fixture("cluster-apps");
    await writeFile(join(root, "apps/kustomization.yaml"), "resources:\n  - ./podinfo\n  - ./missing\n");
    const { report, discovery } = await validate(options(root, "clusters/staging"));
    expect(discovery.kustomizations.map((k) => k.name)).toEqual(["cluster-apps"]);
    expect(discovery.incomplete).toEqual(["demo/cluster-apps"]);
    expect(report.kustomizations[0]!.warnings?.[0]).toMatch(
      /^its children are not known: its render failed \(kustomize build failed: /,
    );
  });
});

describe("without a cluster", () => {
  it("names the substituteFrom a parent's render could not read on each child it defined, never guessing its values", async () => {
    const root = await fixture("cluster-apps");
    const file = join(root, "clusters/staging/cluster-apps.yaml");
    await writeFile(
      file,
      (await readFile(file, "utf8")).replace(
        "  patches:\n",
        "  postBuild:\n    substituteFrom:\n      - kind: ConfigMap\n        name: cluster-settings\n  patches:\n",
      ),
    );
    const { report } = await validate(options(root, "clusters/staging"));
    const podinfo = report.kustomizations.find((k) => k.name === "podinfo")!;
    expect(podinfo.warnings).toEqual([
      "defined by demo/cluster-apps without its substituteFrom ConfigMap/demo/cluster-settings (no cluster access): variables from it are unset in this definition",
    ]);
  });
});

describe("kustomize-sync build on the command line", () => {
  it("prints the YAML on stdout and what it says about it on stderr, exit 0, as flux build", async () => {
    const root = await fixture("cluster-apps");
    await writeFile(
      join(root, "apps/redis/ks.yaml"),
      (await readFile(join(root, "apps/redis/ks.yaml"), "utf8")).replace(
        "  interval: 30m",
        "  interval: 30m\n  dependsOn:\n    - name: not-defined",
      ),
    );
    let stdout = "";
    let stderr = "";
    const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      stdout += String(chunk);
      return true;
    });
    const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      stderr += String(chunk);
      return true;
    });
    let code: number;
    try {
      code = await main(["build", "--root", root, "--path", join(root, "clusters/staging")]);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    expect(code).toBe(0);
    expect(stdout).toContain("name: redis-settings");
    expect(stderr).toContain(
      "demo-database/redis: dependency 'demo-database/not-defined' not found: a sync would not apply it",
    );
  });
});

describe("strict substitution (kustomize-controller's StrictPostBuildSubstitutions gate)", () => {
  it("fails a build on a variable without a value or default by default, as Flux 2.9; the gate turned off makes it empty", async () => {
    const fixture = resolve(import.meta.dirname, "../fixtures/build/strict-unset-variable");
    const root = await mkdtemp(join(tmpdir(), "ks-strict-"));
    await cp(join(fixture, "repo"), root, { recursive: true });
    await cp(join(fixture, "kustomization.flux.yaml"), join(root, "clusters/app.yaml"), { recursive: true });
    const lenient = await build(
      resolveOptions(
        { mode: "build", root, path: "clusters", featureGates: "StrictPostBuildSubstitutions=false" },
        { cwd: root, log: silentLogger },
      ),
    );
    expect(lenient.report.ready).toBe(true);
    const strict = await build(options(root, "clusters", "build"));
    expect(strict.report.kustomizations[0]).toMatchObject({ ready: "False", reason: "BuildFailed" });
    expect(strict.report.kustomizations[0]!.message).toContain(
      'variable not set (strict mode): "cluster_domain"',
    );
  });
});

describe("the Flux example layout (ArtifactGenerator, ExternalArtifact)", () => {
  it("renders each Kustomization of clusters/staging from the ExternalArtifact its generator builds", async () => {
    for (const name of ["infra-controllers", "infra-configs", "apps"]) {
      const { report, yaml } = await build(options(FLUX_EXAMPLE, "clusters/staging", "build", name));
      expect(report.kustomizations[0], name).toMatchObject({ reason: "Planned" });
      expect(report.ready, name).toBe(true);
      expect(yaml.length, name).toBeGreaterThan(0);
    }
    const apps = await build(options(FLUX_EXAMPLE, "clusters/staging", "build", "apps"));
    // apps/staging's patch of the base HelmRelease, read from the artifact's staging/ and base/.
    expect(apps.yaml).toContain("kind: HelmRelease");
    expect(apps.yaml).toContain("podinfo.staging");
    // Sources name the repository's files, not the artifact's temporary copy.
    const infra = await build(options(FLUX_EXAMPLE, "clusters/staging", "build", "infra-configs"));
    expect(infra.yaml).toContain("acme-staging-v02");
  });

  it("finds the bootstrapped cluster's Kustomizations in flux-system's render, each once", async () => {
    const { report, discovery, plan } = await validate(options(FLUX_EXAMPLE, "clusters/production"));
    expect(report.problems).toEqual([]);
    expect(discovery.kustomizations.map((k) => [k.name, k.parent?.name]).sort()).toEqual([
      ["apps", "flux-system"],
      ["flux-system", undefined],
      ["infra-configs", "flux-system"],
      ["infra-controllers", "flux-system"],
    ]);
    expect(discovery.generators.map((g) => g.name)).toEqual(["monorepo"]);
    expect(formatGraph(plan)).toContain("flux-system → infra-controllers → infra-configs → apps");
  });

  it("says which ExternalArtifact no generator builds", async () => {
    const root = await mkdtemp(join(tmpdir(), "ks-no-generator-"));
    await cp(FLUX_EXAMPLE, root, { recursive: true });
    await writeFile(join(root, "clusters/staging/artifacts.yaml"), "# no generator\n");
    const { report } = await build(options(root, "clusters/staging", "build", "apps"));
    expect(report.kustomizations[0]).toMatchObject({
      ready: "False",
      reason: "ArtifactFailed",
      message:
        "ExternalArtifact 'flux-system/apps' not found: no ArtifactGenerator in the repository builds it",
    });
  });
});

describe("build --name", () => {
  it("renders a Kustomization blocked by dependsOn, and says on its row what blocks it", async () => {
    const root = await fixture("cluster-apps");
    await writeFile(
      join(root, "apps/redis/ks.yaml"),
      (await readFile(join(root, "apps/redis/ks.yaml"), "utf8")).replace(
        "  interval: 30m",
        "  interval: 30m\n  dependsOn:\n    - name: not-defined",
      ),
    );
    const { report, yaml } = await build(options(root, "clusters/staging", "build", "redis"));
    expect(report.ready).toBe(true);
    expect(yaml).toContain("name: redis-settings");
    expect(report.kustomizations[0]!.warnings).toContain(
      "dependency 'demo-database/not-defined' not found: a sync would not apply it",
    );
  });

  it("asks for the namespace when a name is defined in two", async () => {
    const root = await fixture("cluster-apps");
    await writeFile(
      join(root, "apps/podinfo/ks.yaml"),
      (await readFile(join(root, "apps/podinfo/ks.yaml"), "utf8")).replace(
        "name: podinfo\n",
        "name: redis\n",
      ),
    );
    const { report } = await build(options(root, "clusters/staging", "build", "redis"));
    expect(report.ready).toBe(false);
    expect(report.problems?.at(-1)?.message).toMatch(
      /^Kustomization "redis" is defined in several namespaces \(demo-database, demo-podinfo\): give --name NAMESPACE\/NAME under /,
    );
  });
});
