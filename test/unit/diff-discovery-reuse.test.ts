// When `diff --base` may take the base revision's definitions from the head's discovery
// (reconcile/discovery-reuse.ts): the changed files, read at both revisions, cannot move one.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeMayMoveDefinitions } from "../../src/reconcile/discovery-reuse.js";

describe("a change that may move a definition", () => {
  let head: string;
  let base: string;
  beforeAll(async () => {
    head = await mkdtemp(join(tmpdir(), "ks-reuse-head-"));
    base = await mkdtemp(join(tmpdir(), "ks-reuse-base-"));
    for (const root of [head, base]) await mkdir(join(root, "apps/a"), { recursive: true });
    await writeFile(join(head, "apps/a/values.yaml"), "replicas: 2\n");
    await writeFile(join(base, "apps/a/values.yaml"), "replicas: 1\n");
    // Added at the head, a definition; removed at the head, a source.
    await writeFile(join(head, "apps/a/ks.yaml"), "apiVersion: kustomize.toolkit.fluxcd.io/v1\n");
    await writeFile(join(base, "apps/a/repo.yaml"), "apiVersion: source.toolkit.fluxcd.io/v1\n");
    await writeFile(join(head, "apps/a/generator.yaml"), "apiVersion: source.extensions.fluxcd.io/v1beta1\n");
  });
  afterAll(async () => {
    await rm(head, { recursive: true, force: true });
    await rm(base, { recursive: true, force: true });
  });

  it.each([
    [["apps/a/values.yaml"], undefined],
    [["docs/gone.md"], undefined], // at neither revision
    [["apps/a/ks.yaml"], "apps/a/ks.yaml mentions kustomize.toolkit.fluxcd.io"],
    [["apps/a/repo.yaml"], "apps/a/repo.yaml mentions source.toolkit.fluxcd.io"],
    [["apps/a/generator.yaml"], "apps/a/generator.yaml mentions source.extensions.fluxcd.io"],
    [["apps/a/kustomization.yaml"], "apps/a/kustomization.yaml changed"],
    [["apps/a/Kustomization"], "apps/a/Kustomization changed"],
    [["apps/new/"], "apps/new/ is a directory that changed"],
    [["apps/a"], "apps/a cannot be read as a file"],
  ])("%j: %s", (paths, expected) => {
    expect(changeMayMoveDefinitions({ paths }, [head, base])).toBe(expected);
  });

  it("is every change when one reaches everything", () => {
    expect(changeMayMoveDefinitions({ paths: [], everything: "x is a symbolic link" }, [head, base])).toBe(
      "x is a symbolic link",
    );
  });
});
