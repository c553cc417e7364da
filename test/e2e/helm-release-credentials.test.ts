// helm releases with the credentials our client resolved, never with the user's kubeconfig: a
// kubeconfig whose user is an exec credential plugin (kubelogin, `aws eks get-token`) that needs
// the user's HOME and environment, given as a path and as content. The plugin runs in our
// process; helm (a recording wrapper around the pinned helm) sees neither the user's HOME, nor
// the plugin's environment, nor an exec entry, and the kubeconfig it was given is gone afterwards.
import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { load as parseYaml, dump as toYaml } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../../src/cluster/index.js";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { createTestNamespace, kubectl, kubectlOk, testKubeconfig } from "./support/cluster.js";
import { prepareRepo, row, runSync } from "./support/sync.js";

const run = promisify(execFile);
const CANARY = "KS_PLUGIN_CANARY";

interface KubeconfigDoc {
  clusters: { name: string; cluster: Record<string, unknown> }[];
  contexts: { name: string; context: { cluster: string; user: string } }[];
  "current-context": string;
}

let charts: ChartRepository;
let dir: string;
/** The "user's" HOME the plugin reads its login from (as kubelogin reads ~/.kube/cache). */
let userHome: string;
let savedHome: string | undefined;
let plugin: string;
let helmWrapper: string;
let helmLog: string;
let pluginRuns: string;
let saNamespace: string;
const binding = `ks-helm-creds-${randomBytes(3).toString("hex")}`;

beforeAll(async () => {
  charts = await startChartRepository({ charts: [["workload", "0.1.0"]] });
  dir = mkdtempSync(path.join(tmpdir(), "ks-helm-creds-"));
  userHome = path.join(dir, "user-home");
  mkdirSync(path.join(userHome, ".kube"), { recursive: true });

  // A ServiceAccount token stands in for what a cloud's plugin hands out.
  saNamespace = await createTestNamespace("helm-creds-sa");
  await kubectlOk(["create", "serviceaccount", "releaser", "-n", saNamespace]);
  await kubectlOk([
    "create",
    "clusterrolebinding",
    binding,
    "--clusterrole=cluster-admin",
    `--serviceaccount=${saNamespace}:releaser`,
  ]);
  const token = (await kubectlOk(["create", "token", "releaser", "-n", saNamespace, "--duration=1h"])).trim();
  // The plugin's login lives in the user's HOME, and it needs an environment variable of theirs.
  writeFileSync(path.join(userHome, ".kube", "plugin-login"), token, { mode: 0o600 });

  pluginRuns = path.join(dir, "plugin-runs");
  plugin = path.join(dir, "get-token.mjs");
  writeFileSync(
    plugin,
    [
      "#!/usr/bin/env node",
      'import { appendFileSync, readFileSync } from "node:fs";',
      'import { join } from "node:path";',
      `if (process.env.${CANARY} !== "present") { console.error("not logged in: ${CANARY} unset"); process.exit(1); }`,
      'const token = readFileSync(join(process.env.HOME, ".kube", "plugin-login"), "utf8").trim();',
      `appendFileSync(${JSON.stringify(pluginRuns)}, process.ppid + "\\n");`,
      "const expirationTimestamp = new Date(Date.now() + 3600_000).toISOString();",
      "process.stdout.write(JSON.stringify({",
      '  apiVersion: "client.authentication.k8s.io/v1", kind: "ExecCredential",',
      "  status: { token, expirationTimestamp },",
      "}));",
    ].join("\n"),
    { mode: 0o755 },
  );

  // What helm sees, one line per call: its verb, HOME, the canary, its kubeconfig and that file's
  // mode, whether the file names an exec plugin, and whether --kube-context was given.
  helmLog = path.join(dir, "helm-calls");
  helmWrapper = path.join(dir, "helm");
  writeFileSync(
    helmWrapper,
    [
      "#!/bin/sh",
      'kc=""; prev=""; context=no',
      'for a in "$@"; do',
      '  [ "$prev" = "--kubeconfig" ] && kc="$a"',
      '  [ "$a" = "--kube-context" ] && context=yes',
      '  prev="$a"',
      "done",
      "mode=-; exec_entry=no; token=no",
      'if [ -n "$kc" ]; then',
      '  mode=$(stat -c %a "$kc")',
      '  grep -Eq "^ *-? *(exec|command):" "$kc" && exec_entry=yes',
      '  grep -q "token:" "$kc" && token=yes',
      "fi",
      `printf '%s\\t%s\\t%s\\t%s\\t%s\\t%s\\t%s\\t%s\\n' "$1" "$HOME" "\${${CANARY}:-}" "$kc" "$mode" "$exec_entry" "$token" "$context" >> ${JSON.stringify(helmLog)}`,
      `exec ${JSON.stringify(helmBinary())} "$@"`,
    ].join("\n"),
    { mode: 0o755 },
  );

  savedHome = process.env.HOME;
  process.env.HOME = userHome;
  process.env[CANARY] = "present";
});

afterAll(async () => {
  if (savedHome === undefined) delete process.env.HOME;
  else process.env.HOME = savedHome;
  delete process.env[CANARY];
  await kubectl(["delete", "clusterrolebinding", binding, "--ignore-not-found"]);
  await charts?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The test cluster's kubeconfig whose only user is the exec plugin. */
function execKubeconfig(): string {
  const doc = parseYaml(readFileSync(testKubeconfig(), "utf8")) as KubeconfigDoc;
  const ctx = doc.contexts.find((c) => c.name === doc["current-context"])!;
  const cluster = doc.clusters.find((c) => c.name === ctx.context.cluster)!;
  return toYaml({
    apiVersion: "v1",
    kind: "Config",
    clusters: [cluster],
    users: [
      {
        name: "plugin-user",
        user: {
          exec: { apiVersion: "client.authentication.k8s.io/v1", command: plugin, interactiveMode: "Never" },
        },
      },
    ],
    contexts: [{ name: "via-plugin", context: { cluster: cluster.name, user: "plugin-user" } }],
    "current-context": "via-plugin",
  });
}

interface HelmCall {
  verb: string;
  home: string;
  canary: string;
  kubeconfig: string;
  mode: string;
  execEntry: string;
  token: string;
  context: string;
}

function helmCalls(): HelmCall[] {
  if (!existsSync(helmLog)) return [];
  return readFileSync(helmLog, "utf8")
    .trim()
    .split("\n")
    .map((line) => {
      const [verb, home, canary, kubeconfig, mode, execEntry, token, context] = line.split("\t");
      return { verb, home, canary, kubeconfig, mode, execEntry, token, context } as HelmCall;
    });
}

/** `helm history` as helm itself reads the release's storage (with the admin kubeconfig). */
function history(ns: string, name: string): { revision: number; status: string }[] {
  const out = execFileSync(helmBinary(), ["history", name, "--namespace", ns, "--output", "json"], {
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: dir, KUBECONFIG: testKubeconfig() },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return JSON.parse(out) as { revision: number; status: string }[];
}

async function fleetFor(ns: string): Promise<string> {
  const repo = await prepareRepo("helm-release", ns);
  const file = path.join(repo, "apps/repository.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace("__CHARTS__", charts.url));
  return repo;
}

async function releaseWith(kubeconfig: string, prefix: string) {
  const ns = await createTestNamespace(prefix);
  const repo = await fleetFor(ns);
  rmSync(helmLog, { force: true });
  rmSync(pluginRuns, { force: true });
  const report = await runSync(repo, {
    kubeconfig,
    helm: helmWrapper,
    helmReleaser: "kustomize-sync",
    chartCache: path.join(repo, ".charts"),
  });
  return { ns, report };
}

function expectHelmSawOnlyOurFile(): void {
  const calls = helmCalls().filter((c) => c.verb !== "version" && c.verb !== "template");
  // backend and frontend
  expect(calls.filter((c) => c.verb === "install")).toHaveLength(2);
  for (const call of calls) {
    expect(call.home).not.toBe(userHome);
    expect(call.canary).toBe("");
    expect(call.kubeconfig).not.toBe("");
    expect(call.mode).toBe("600");
    expect(call.execEntry).toBe("no");
    expect(call.token).toBe("yes");
    expect(call.context).toBe("no");
    // Written into the release run's private directory, and removed with it.
    expect(existsSync(call.kubeconfig)).toBe(false);
  }
  // Every plugin run was ours (helm never ran it).
  const parents = readFileSync(pluginRuns, "utf8").trim().split("\n");
  expect(parents.length).toBeGreaterThan(0);
  expect(new Set(parents)).toEqual(new Set([String(process.pid)]));
}

describe("helm releases with the credentials an exec credential plugin gave us", () => {
  it("installs the fixture's releases with the kubeconfig given as a file", async () => {
    const file = path.join(dir, "exec-kubeconfig");
    writeFileSync(file, execKubeconfig(), { mode: 0o600 });
    const { ns, report } = await releaseWith(file, "helm-creds-file");
    expect(row(report, "apps"), JSON.stringify(row(report, "apps"))).toMatchObject({ ready: "True" });
    expect(row(report, "apps").releases?.map((r) => [r.ref, r.action, r.ready])).toEqual([
      [`HelmRelease/${ns}/backend`, "installed", "True"],
      [`HelmRelease/${ns}/frontend`, "installed", "True"],
    ]);
    expect(history(ns, "backend")).toMatchObject([{ revision: 1, status: "deployed" }]);
    expectHelmSawOnlyOurFile();
  }, 180_000);

  it("installs them with the kubeconfig given as content", async () => {
    const { ns, report } = await releaseWith(execKubeconfig(), "helm-creds-content");
    expect(row(report, "apps"), JSON.stringify(row(report, "apps"))).toMatchObject({ ready: "True" });
    expect(history(ns, "frontend")).toMatchObject([{ revision: 1, status: "deployed" }]);
    expectHelmSawOnlyOurFile();
  }, 180_000);

  it("writes a kubeconfig kubectl authenticates with as the plugin's identity", async () => {
    const cluster = await connect({ kubeconfig: execKubeconfig() });
    const out = mkdtempSync(path.join(dir, "out-"));
    try {
      const file = await cluster.writeKubeconfigFor(out);
      const { stdout } = await run(
        "kubectl",
        ["--kubeconfig", file, "auth", "whoami", "-o", "jsonpath={.status.userInfo.username}"],
        { env: { PATH: process.env.PATH, HOME: out } },
      );
      expect(stdout.trim()).toBe(`system:serviceaccount:${saNamespace}:releaser`);
    } finally {
      await cluster.close();
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
