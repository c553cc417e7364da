// Differential tests against Flux itself: the flux CLI (built from the Go module proxy by
// scripts/tools/flux.sh; `npm test` builds it and exports FLUX_BIN) renders every build fixture
// with `flux build kustomization --dry-run`, and its objects must equal the fixture's expected
// objects — the same expectations test/unit/build.test.ts holds kustomize-sync's renderer to —
// and the bundled example must render the same through `kustomize-sync build` and `flux build`.
// Every fixture left out names its reason: the deliberate differences, also in docs/FLUX.md.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loadAll } from "js-yaml";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import {
  contextOf,
  BUILD_FIXTURES as FIXTURES,
  fluxFixtures,
  NOT_FLUX,
  renderingFixtures,
  sourceDirOf,
} from "./support/build-fixtures.js";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");
/**
 * Confinement is kustomize-controller's (fluxcd/pkg kustomize/filesys, its secure filesystem:
 * `path '…' is not in or below '…'`); the flux CLI builds without it and accepts these, so it is
 * no oracle for them. test/unit/trust-build.test.ts holds them to the controller's behaviour.
 */
const CONTROLLER_ONLY = (fixture: string) =>
  fixture.startsWith("escape-") && fixture !== "escape-remote-base" && fixture !== "escape-nested-base";

/** Deliberate differences, pinned: if Flux changes, the test says so. Also in docs/FLUX.md. */
const DIFFERENT: Record<string, { reason: string; flux: RegExp }> = {
  "generated-kustomization": {
    reason:
      "a generated kustomization skips YAML files that are not Kubernetes objects (here .github/workflows/ci.yml) with a warning; Flux fails the build",
    flux: /failed to decode Kubernetes YAML from .*ci\.yml/,
  },
};

let flux: string;
beforeAll(async () => {
  flux =
    process.env.FLUX_BIN ??
    (await run(path.join(repo, "scripts/tools/flux.sh"), [], { timeout: 100_000 })).stdout.trim();
  expect(existsSync(flux), `flux CLI at ${flux}`).toBe(true);
}, 110_000);

type Obj = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
};

/** Objects as a sorted list, without the labels `flux build` adds to mark the Kustomization. */
function normalise(yamlText: string): Obj[] {
  const objects = (loadAll(yamlText) as (Obj | null)[]).filter(
    (o): o is Obj => o !== null && typeof o === "object",
  );
  for (const o of objects) {
    const labels = o.metadata.labels;
    if (labels) {
      delete labels["kustomize.toolkit.fluxcd.io/name"];
      delete labels["kustomize.toolkit.fluxcd.io/namespace"];
      if (Object.keys(labels).length === 0) delete o.metadata.labels;
    }
    // Objects made by generators: Flux's kustomize (API v0.2x, kustomize 5.8) records where they
    // came from; kubectl kustomize 5.5 does not. Neither changes what the object is (docs/FLUX.md).
    const annotations = (o.metadata as { annotations?: Record<string, string> }).annotations;
    if (annotations) {
      delete annotations["config.kubernetes.io/origin"];
      if (Object.keys(annotations).length === 0) delete (o.metadata as { annotations?: unknown }).annotations;
    }
  }
  const key = (o: Obj) => `${o.apiVersion}/${o.kind}/${o.metadata.namespace ?? ""}/${o.metadata.name}`;
  return objects.sort((a, b) => key(a).localeCompare(key(b)));
}

interface FluxDoc {
  metadata: { name: string };
  spec: { path?: string };
}

async function fluxBuild(
  definition: string,
  dir: string,
  { ignore = [], strict = false }: { ignore?: string[]; strict?: boolean } = {},
): Promise<{ ok: boolean; out: string }> {
  const doc = loadAll(readFileSync(definition, "utf8"))[0] as FluxDoc;
  const args = [
    "build",
    "kustomization",
    doc.metadata.name,
    "--path",
    dir,
    "--kustomization-file",
    definition,
  ];
  if (strict) args.push("--strict-substitute");
  // source-controller leaves .sourceignore'd files out of the artifact; the CLI takes them as a flag.
  if (ignore.length > 0) args.push("--ignore-paths", ignore.join(","));
  try {
    const { stdout } = await run(flux, [...args, "--dry-run"], {
      maxBuffer: 64 << 20,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" },
    });
    return { ok: true, out: stdout };
  } catch (err) {
    return { ok: false, out: String((err as { stderr?: string }).stderr ?? err) };
  }
}

/** The patterns of a source root's .sourceignore, as flux build's --ignore-paths takes them. */
function sourceIgnore(sourceDir: string): string[] {
  const file = path.join(sourceDir, ".sourceignore");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

describe("flux build renders what kustomize-sync renders (build fixtures)", () => {
  for (const fixture of renderingFixtures) {
    it(fixture, async () => {
      const definition = path.join(FIXTURES, fixture, "kustomization.flux.yaml");
      const spec = (loadAll(readFileSync(definition, "utf8"))[0] as FluxDoc).spec;
      const source = sourceDirOf(fixture);
      const result = await fluxBuild(definition, path.join(source, spec.path ?? "."), {
        ignore: sourceIgnore(source),
        strict: contextOf(fixture).strict,
      });
      const different = DIFFERENT[fixture];
      if (different) {
        expect(result.ok, `Flux no longer differs: ${different.reason}`).toBe(false);
        expect(result.out).toMatch(different.flux);
        return;
      }
      expect(result.ok, result.out).toBe(true);
      expect(normalise(result.out)).toEqual(
        normalise(readFileSync(path.join(FIXTURES, fixture, "expected.yaml"), "utf8")),
      );
    });
  }
});

describe("flux build refuses what kustomize-sync refuses (error fixtures)", () => {
  for (const fixture of fluxFixtures.filter(
    (f) => !NOT_FLUX[f] && !CONTROLLER_ONLY(f) && existsSync(path.join(FIXTURES, f, "expected-error.txt")),
  )) {
    it(fixture, async () => {
      const definition = path.join(FIXTURES, fixture, "kustomization.flux.yaml");
      const spec = (loadAll(readFileSync(definition, "utf8"))[0] as FluxDoc).spec;
      const dir = path.join(sourceDirOf(fixture), spec.path ?? ".");
      const result = await fluxBuild(definition, dir, { strict: contextOf(fixture).strict });
      expect(result.ok, `flux build accepted ${fixture}:\n${result.out.slice(0, 500)}`).toBe(false);
    });
  }
});

describe("kustomize-sync build equals flux build on the bundled example", () => {
  const example = path.join(repo, "examples/webapp");
  const definitions = path.join(example, "clusters");
  for (const name of ["webapp-common", "webapp-backend", "webapp-frontend"]) {
    it(name, async () => {
      let ours = "";
      const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
        ours += String(chunk);
        return true;
      });
      let code: number;
      try {
        code = await main(["build", "--root", example, "--path", definitions, "--name", name]);
      } finally {
        write.mockRestore();
      }
      expect(code).toBe(0);
      const file = readdirSync(definitions, { recursive: true })
        .map((f) => path.join(definitions, String(f)))
        .find((f) => f.endsWith(".yaml") && readFileSync(f, "utf8").includes(`name: ${name}\n`))!;
      const docs = loadAll(readFileSync(file, "utf8")) as (FluxDoc & { kind?: string })[];
      const doc = docs.find((d) => d?.kind === "Kustomization" && d.metadata.name === name)!;
      // flux build reads one Kustomization per file.
      const single = path.join(mkdtempSync(path.join(tmpdir(), "ks-flux-build-")), `${name}.yaml`);
      writeFileSync(single, JSON.stringify(doc));
      const theirs = await fluxBuild(single, path.join(example, doc.spec.path ?? "."));
      expect(theirs.ok, theirs.out).toBe(true);
      expect(normalise(ours)).toEqual(normalise(theirs.out));
    });
  }
});
