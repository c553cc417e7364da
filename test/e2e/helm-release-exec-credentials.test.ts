// helm acts with the step's own credentials, however the step came by them: a kubeconfig whose
// user is an exec credential plugin (kubelogin on AKS, `aws eks get-token`), given as content
// rather than a file. The plugin runs in our process's environment (it needs the user's login:
// here a variable helm never sees), and helm gets a kubeconfig of one context with the token the
// plugin gave. Against the local control plane, with a ServiceAccount token as the plugin's answer.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../../src/cluster/index.js";
import { parseYaml } from "../../src/model/index.js";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { createTestNamespace, kubectlOk, testKubeconfig } from "./support/cluster.js";
import { prepareRepo, row, runSync } from "./support/sync.js";

const LOGIN_VARIABLE = "KS_EXEC_PLUGIN_LOGIN";

let charts: ChartRepository;
let scratch: string;
let account: string;
let saved: string | undefined;
beforeAll(async () => {
  charts = await startChartRepository({ charts: [["workload", "0.1.0"]] });
  scratch = await mkdtemp(join(tmpdir(), "ks-exec-credentials-"));
  saved = process.env[LOGIN_VARIABLE];
});
afterAll(async () => {
  await charts?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
  if (account) await kubectlOk(["delete", "clusterrolebinding", account, "--ignore-not-found"]);
  if (saved === undefined) delete process.env[LOGIN_VARIABLE];
  else process.env[LOGIN_VARIABLE] = saved;
});

/** The test kubeconfig's cluster, with a user whose credentials come from `plugin`. */
async function execKubeconfig(plugin: string): Promise<string> {
  const admin = parseYaml(await readFile(testKubeconfig(), "utf8")) as {
    clusters: { name: string; cluster: Record<string, unknown> }[];
  };
  const cluster = admin.clusters[0]!.cluster;
  return JSON.stringify({
    apiVersion: "v1",
    kind: "Config",
    clusters: [{ name: "aks-like", cluster }],
    users: [
      {
        name: "exec-user",
        user: {
          exec: {
            apiVersion: "client.authentication.k8s.io/v1",
            command: plugin,
            interactiveMode: "Never",
          },
        },
      },
    ],
    contexts: [{ name: "aks-like", context: { cluster: "aks-like", user: "exec-user" } }],
    "current-context": "aks-like",
  });
}

describe("a connection's kubeconfig for a tool", () => {
  it("is written once, mode 0600, and reaches the API server as the connection does", async () => {
    const cluster = await connect({ kubeconfig: testKubeconfig() });
    try {
      const file = join(scratch, "tool-kubeconfig");
      await cluster.writeKubeconfig(file);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      await expect(cluster.writeKubeconfig(file)).rejects.toThrow(/EEXIST/);
      const ready = execFileSync("kubectl", ["--kubeconfig", file, "get", "--raw", "/readyz"], {
        encoding: "utf8",
        env: { PATH: process.env.PATH, HOME: scratch },
      });
      expect(ready.trim()).toBe("ok");
    } finally {
      await cluster.close();
    }
  });
});

describe("sync with an exec credential plugin", () => {
  it("releases HelmReleases with the token the plugin gave: helm gets a kubeconfig of one context, never runs the plugin", async () => {
    const ns = await createTestNamespace("helm-exec-creds");
    account = `ks-exec-${ns}`.slice(0, 60);
    await kubectlOk(["create", "serviceaccount", "releaser", "-n", ns]);
    await kubectlOk([
      "create",
      "clusterrolebinding",
      account,
      "--clusterrole=cluster-admin",
      `--serviceaccount=${ns}:releaser`,
    ]);
    const token = (await kubectlOk(["create", "token", "releaser", "-n", ns, "--duration=20m"])).trim();
    await writeFile(join(scratch, "token"), token, { mode: 0o600 });

    // The plugin answers only where the user's login is: a variable of this process (helm runs
    // with a scrubbed environment), and it counts its runs.
    const plugin = join(scratch, "get-token");
    await writeFile(
      plugin,
      [
        "#!/bin/sh",
        `[ -n "$${LOGIN_VARIABLE}" ] || { echo "not logged in" >&2; exit 1; }`,
        `echo run >> '${join(scratch, "runs")}'`,
        `printf '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"%s"}}' "$(cat '${join(scratch, "token")}')"`,
        "",
      ].join("\n"),
      { mode: 0o755 },
    );
    process.env[LOGIN_VARIABLE] = "logged-in";

    const repo = await prepareRepo("helm-release", ns);
    const file = join(repo, "apps/repository.yaml");
    await writeFile(file, (await readFile(file, "utf8")).replace("__CHARTS__", charts.url));
    const report = await runSync(repo, {
      kubeconfig: await execKubeconfig(plugin),
      helm: helmBinary(),
      helmReleaser: "kustomize-sync",
      chartCache: join(repo, ".charts"),
    });
    expect(row(report, "apps")).toMatchObject({ ready: "True" });
    expect(row(report, "apps").releases?.map((r) => [r.ref, r.action, r.revision])).toEqual([
      [`HelmRelease/${ns}/backend`, "installed", 1],
      [`HelmRelease/${ns}/frontend`, "installed", 1],
    ]);
    // Helm stored them as the ServiceAccount's token let it (read back with the admin kubeconfig).
    const list = JSON.parse(
      execFileSync(helmBinary(), ["list", "--namespace", ns, "--output", "json"], {
        encoding: "utf8",
        env: { PATH: process.env.PATH, HOME: scratch, KUBECONFIG: testKubeconfig() },
      }),
    ) as { name: string; status: string }[];
    expect(list.map((r) => [r.name, r.status]).sort()).toEqual([
      ["backend", "deployed"],
      ["frontend", "deployed"],
    ]);
    // The plugin ran, in this process: helm, had it run it, would have failed (not logged in).
    expect((await readFile(join(scratch, "runs"), "utf8")).trim()).not.toBe("");
    // The token never reaches the report.
    expect(JSON.stringify(report)).not.toContain(token);
  }, 240_000);
});
