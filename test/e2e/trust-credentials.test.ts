// Issue 15, item 11 (kubeconfig half, for src/cluster): a kubeconfig whose credentials cannot be
// used is a configuration error — exit code 2, one line naming the kubeconfig's problem, no
// stack trace, no credential in it — found before any Kustomization is processed.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { dump as stringify } from "js-yaml";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import { readTestKubeconfig } from "./support/cluster.js";

const ROOT = resolve(import.meta.dirname, "../../examples/webapp");
const NOT_A_KEY = Buffer.from("canary-not-a-pem-key-3b9d27e1").toString("base64");
let dir: string;
let stderr = "";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "trust-credentials-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  stderr = "";
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});
afterEach(() => vi.restoreAllMocks());

/** The test cluster's kubeconfig with its user's credentials replaced. */
async function kubeconfigWith(name: string, user: Record<string, unknown>): Promise<string> {
  const config = await readTestKubeconfig();
  config.users[0]!.user = user;
  const file = join(dir, `${name}.yaml`);
  await writeFile(file, stringify(config));
  return file;
}

async function configurationError(kubeconfig: string): Promise<string> {
  const code = await main(["plan", "--root", ROOT, "--kubeconfig", kubeconfig]);
  expect(code, stderr).toBe(2);
  const lines = stderr
    .trimEnd()
    .split("\n")
    .filter((line) => !line.startsWith("rendering with "));
  expect(lines, stderr).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
  // Found before any Kustomization was processed.
  expect(stderr).not.toMatch(/webapp-common/);
  return lines[0]!;
}

describe("unusable kubeconfig credentials are one line with exit code 2", () => {
  it("client-key-data that is not a PEM key", async () => {
    const config = await readTestKubeconfig();
    const file = await kubeconfigWith("bad-key", {
      "client-certificate-data": config.users[0]!.user["client-certificate-data"],
      "client-key-data": NOT_A_KEY,
    });
    const line = await configurationError(file);
    expect(line).toMatch(/^kustomize-sync plan: kubeconfig: .*client-key-data/);
    expect(line).not.toContain(NOT_A_KEY);
    expect(line).not.toContain("canary-not-a-pem-key");
  });

  it("a tokenFile that does not exist", async () => {
    const file = await kubeconfigWith("missing-token-file", { tokenFile: join(dir, "no-such-token") });
    const line = await configurationError(file);
    expect(line).toMatch(/^kustomize-sync plan: kubeconfig: .*token file/);
    expect(line).toContain(join(dir, "no-such-token"));
  });
});
