// Helpers shared by the end-to-end tests. They talk to the cluster named by
// KUSTOMIZE_SYNC_TEST_KUBECONFIG, which `npm test` sets (starting the local control plane from
// scripts/cluster when it is not set). See docs/TESTING.md.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { load } from "js-yaml";
import { afterAll } from "vitest";

export const KUBECONFIG_ENV = "KUSTOMIZE_SYNC_TEST_KUBECONFIG";

/** The label that selects a simulated misbehaviour of a Pod (see scripts/cluster/kwok-stages.yaml). */
export const FAILURE_LABEL = "simulate.kustomize-sync.io/failure";
export type SimulatedFailure = "ImagePullBackOff" | "CrashLoopBackOff" | "NotReady" | "Failed";

/** Path of the test cluster's kubeconfig; a clear error when the tests were not started by `npm test`. */
export function testKubeconfig(): string {
  const path = process.env[KUBECONFIG_ENV];
  if (!path) {
    throw new Error(
      `${KUBECONFIG_ENV} is not set: run the end-to-end tests with \`npm test\` (it starts a local ` +
        `control plane), or set ${KUBECONFIG_ENV}=/path/to/kubeconfig to use an existing cluster.`,
    );
  }
  if (!existsSync(path)) {
    throw new Error(`${KUBECONFIG_ENV}=${path} does not exist; run \`npm test\` or \`npm run cluster:up\`.`);
  }
  return path;
}

/** The parts of a kubeconfig the tests read and rewrite. */
export interface KubeconfigDoc {
  apiVersion?: string;
  kind?: string;
  clusters: { name: string; cluster: { server: string } & Record<string, unknown> }[];
  users: { name: string; user: Record<string, unknown> }[];
  contexts: { name: string; context: { cluster: string; user: string } & Record<string, unknown> }[];
  "current-context": string;
}

/** The test cluster's kubeconfig, parsed (to derive other kubeconfigs from it). */
export async function readTestKubeconfig(): Promise<KubeconfigDoc> {
  return load(await readFile(testKubeconfig(), "utf8")) as KubeconfigDoc;
}

export interface KubectlResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** Runs the installed kubectl against the test cluster. Never throws for a non-zero exit code. */
export function kubectl(args: string[], input?: string): Promise<KubectlResult> {
  const kubeconfig = testKubeconfig();
  return new Promise((resolve, reject) => {
    const child = spawn("kubectl", [`--kubeconfig=${kubeconfig}`, ...args], {
      stdio: ["pipe", "pipe", "pipe"],
      env: { ...process.env, KUBECONFIG: kubeconfig },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => {
      stdout += c;
    });
    child.stderr.setEncoding("utf8").on("data", (c: string) => {
      stderr += c;
    });
    child.on("error", (error) => reject(new Error(`cannot run kubectl: ${error.message}`)));
    child.on("close", (code) => resolve({ stdout, stderr, code: code ?? 1 }));
    child.stdin.end(input ?? "");
  });
}

/** kubectl that must succeed: returns stdout, throws with stderr otherwise. */
export async function kubectlOk(args: string[], input?: string): Promise<string> {
  const result = await kubectl(args, input);
  if (result.code !== 0) {
    throw new Error(`kubectl ${args.join(" ")} failed (${result.code}): ${result.stderr.trim()}`);
  }
  return result.stdout;
}

/** `kubectl get ... -o json`, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: Kubernetes objects are checked field by field in tests
export async function getJson<T = any>(args: string[]): Promise<T> {
  return JSON.parse(await kubectlOk(["get", ...args, "-o", "json"])) as T;
}

/** `kubectl apply -f -` of a YAML or JSON document (or several). */
export function apply(manifest: string, namespace?: string): Promise<string> {
  const ns = namespace ? ["--namespace", namespace] : [];
  return kubectlOk(["apply", ...ns, "-f", "-"], manifest);
}

const createdNamespaces = new Set<string>();

/**
 * Creates a namespace with a unique name starting with `prefix` and waits until Pods can be
 * created in it (its `default` ServiceAccount exists). Every namespace created this way is
 * deleted after the test file's tests have run (afterAll), without waiting for it to be gone.
 */
export async function createTestNamespace(prefix: string): Promise<string> {
  const base = prefix
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50);
  const name = `${base || "test"}-${randomBytes(3).toString("hex")}`;
  await kubectlOk(["create", "namespace", name]);
  createdNamespaces.add(name);
  await kubectlOk(["label", "namespace", name, "kustomize-sync.io/test=true"]);
  await waitFor(
    async () => (await kubectl(["get", "serviceaccount", "default", "-n", name])).code === 0,
    60_000,
    `the default ServiceAccount in ${name}`,
  );
  return name;
}

/** Deletes a namespace made by createTestNamespace now instead of after the file's tests. */
export async function deleteTestNamespace(name: string): Promise<void> {
  createdNamespaces.delete(name);
  await kubectl(["delete", "namespace", name, "--wait=false", "--ignore-not-found"]);
}

// Registered when a test file imports this module, so the cleanup belongs to that file.
afterAll(async () => {
  if (!process.env[KUBECONFIG_ENV]) return;
  await Promise.all([...createdNamespaces].map((name) => deleteTestNamespace(name)));
});

/**
 * Polls `predicate` until it returns a truthy value (which is returned) or `timeoutMs` passes.
 * Errors thrown by the predicate count as "not yet"; the last one is reported on timeout.
 */
export async function waitFor<T>(
  predicate: () => T | Promise<T>,
  timeoutMs = 30_000,
  description = "condition",
  intervalMs = 250,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await predicate();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() >= deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${description} (last: ${detail})`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
