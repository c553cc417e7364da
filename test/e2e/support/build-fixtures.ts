// The build fixtures (test/fixtures/build) as the end-to-end tests select them: flux-build.test.ts
// compares their rendering with `flux build`, fixtures-sync.test.ts syncs the same ones.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadAll } from "js-yaml";

export const BUILD_FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/build");

/** Fixtures that test a kustomize-sync input Flux does not have, or need a cluster `flux build --dry-run` does not read. */
export const NOT_FLUX: Record<string, string> = {
  images: "the action's `images` input applies on top of every Kustomization (no Flux equivalent)",
  "substitute-precedence":
    "postBuild.substituteFrom is read from a cluster, which `flux build --dry-run` skips; the `substitute` input has no Flux equivalent",
  "secret-value-not-printed":
    "postBuild.substituteFrom is read from a cluster, which `flux build --dry-run` skips",
  "substitute-from-missing":
    "postBuild.substituteFrom is read from a cluster, which `flux build --dry-run` skips",
};

/** The fixture's context.yaml: the inputs the unit tests give the renderer. */
export function contextOf(fixture: string): { sources?: Record<string, string>; strict?: boolean } {
  const file = path.join(BUILD_FIXTURES, fixture, "context.yaml");
  return existsSync(file) ? ((loadAll(readFileSync(file, "utf8"))[0] as object) ?? {}) : {};
}

/** The directory the fixture's Kustomization reads its path from (context.yaml may map its source elsewhere). */
export function sourceDirOf(fixture: string): string {
  const sources = contextOf(fixture).sources ?? {};
  const mapped = Object.values(sources)[0];
  return mapped
    ? path.resolve(BUILD_FIXTURES, fixture, "repo", mapped)
    : path.join(BUILD_FIXTURES, fixture, "repo");
}

/** Every fixture with a Flux definition (kustomization.flux.yaml). */
export const fluxFixtures = readdirSync(BUILD_FIXTURES).filter((f) =>
  existsSync(path.join(BUILD_FIXTURES, f, "kustomization.flux.yaml")),
);

/** The fixtures compared with `flux build` as rendering objects: expected.yaml, and not NOT_FLUX. */
export const renderingFixtures = fluxFixtures.filter(
  (f) => !NOT_FLUX[f] && existsSync(path.join(BUILD_FIXTURES, f, "expected.yaml")),
);
