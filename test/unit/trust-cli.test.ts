// Issue 15, item 11: a mistake in how kustomize-sync is invoked is one line on stderr and exit
// code 2, found before anything runs — never a stack trace, never after a sync already wrote.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";

const REPO = resolve(import.meta.dirname, "../..");
const ROOT = join(REPO, "examples/webapp");

let stderr = "";
let stdout = "";
beforeEach(() => {
  stderr = "";
  stdout = "";
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

/** Runs the CLI; every usage error must be exactly one line on stderr. */
async function usageError(args: string[]): Promise<string> {
  const code = await main(args);
  expect(code, stderr).toBe(2);
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(stderr.trimEnd().split("\n"), stderr).toHaveLength(1);
  return stderr.trim();
}

describe("usage errors are one line with exit code 2, before anything runs", () => {
  it("--substitute with a name Flux would reject", async () => {
    expect(await usageError(["sync", "--root", ROOT, "--substitute", "1BAD=x"])).toBe(
      "kustomize-sync sync: substitute: '1BAD' var name is invalid, must match '^[_[:alpha:]][_[:alpha:][:digit:]]*$'",
    );
  });

  it("--source naming a directory that does not exist", async () => {
    expect(await usageError(["sync", "--root", ROOT, "--source", "flux-system=../no-such-checkout"])).toBe(
      `kustomize-sync sync: sources: flux-system=../no-such-checkout: ${join(REPO, "examples/no-such-checkout")} is not a directory`,
    );
  });

  it("--path outside the root", async () => {
    expect(await usageError(["plan", "--root", ROOT, "--path", REPO])).toBe(
      `kustomize-sync plan: path: ${REPO} is not inside the root ${ROOT} (spec.path is relative to the root)`,
    );
  });

  it("--root that is not a directory", async () => {
    expect(await usageError(["validate", "--root", join(ROOT, "missing")])).toBe(
      `kustomize-sync validate: root: ${join(ROOT, "missing")} is not a directory`,
    );
  });

  it("--path that does not exist, as --root", async () => {
    expect(await usageError(["validate", "--root", ROOT, "--path", join(ROOT, "nope")])).toBe(
      `kustomize-sync validate: path: ${join(ROOT, "nope")} does not exist`,
    );
  });

  it.each([
    [
      ["validate", "--namespace", "Bad_NS"],
      'namespace: "Bad_NS" is not a valid namespace name (RFC 1123 label)',
    ],
    [
      ["build", "--name", "Bad_NS"],
      'name: "Bad_NS" is not a Kustomization name (NAME or NAMESPACE/NAME, lowercase RFC 1123)',
    ],
    [
      ["build", "--name", "flux_system/apps"],
      'name: "flux_system/apps" is not a Kustomization name (NAME or NAMESPACE/NAME, lowercase RFC 1123)',
    ],
    [
      ["sync", "--inventory-namespace", "PR-1"],
      'inventory-namespace: "PR-1" is not a valid namespace name (RFC 1123 label)',
    ],
  ])("%j: names are Kubernetes names", async (args, message) => {
    expect(await usageError([...args, "--root", ROOT])).toBe(`kustomize-sync ${args[0]}: ${message}`);
    expect(stdout).toBe("");
  });

  it("a kubeconfig whose current-context names no context, never its only other context", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cli-kubeconfig-"));
    try {
      const file = join(dir, "kubeconfig");
      await writeFile(
        file,
        [
          "apiVersion: v1",
          "clusters: [{name: staging, cluster: {server: 'https://127.0.0.1:1'}}]",
          "users: [{name: u, user: {token: t}}]",
          "contexts: [{name: staging, context: {cluster: staging, user: u}}]",
          "current-context: production",
        ].join("\n"),
      );
      expect(await usageError(["sync", "--root", ROOT, "--kubeconfig", file])).toBe(
        `kustomize-sync sync: kubeconfig: current-context "production" not found in kubeconfig file ${file}; available contexts: staging`,
      );
      stderr = "";
      expect(await usageError(["plan", "--root", ROOT, "--kubeconfig", file, "--context", "prod"])).toBe(
        `kustomize-sync plan: kubeconfig: context "prod" not found in kubeconfig file ${file}; available contexts: staging`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("--json into a directory that does not exist", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cli-json-"));
    try {
      const file = join(dir, "missing", "report.json");
      expect(await usageError(["validate", "--root", ROOT, "--json", file])).toBe(
        `kustomize-sync validate: --json: directory ${join(dir, "missing")} does not exist`,
      );
      expect(stdout).toBe("");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
