// Issue 18 item 2 end to end: a Flux Kustomization whose Secrets are kept in git with SOPS (an
// age-encrypted Secret manifest, an encrypted dotenv and JSON file read by secretGenerators) is
// synced by the action and the CLI against the local control plane, with the key from the Secret
// spec.decryption.secretRef names. The Secrets get the right values; the canary values reach no
// output (the log before masking, the job summary, the PR comment, the JSON report, the commit
// statuses, the CLI's stdout and stderr, `build`'s YAML); a tampered file is refused before
// anything is written. The repository is encrypted at test time with the real sops CLI to an age
// key generated here: no key material is committed.
import { execFile, execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { dump } from "js-yaml";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunReport } from "../../src/model/index.js";
import { bundledAction, runAction } from "../support/action-runner.js";
import { eventPayload, GitHubEmulator, githubEnv } from "../support/github-emulator.js";
import { type AgeKey, ageKey, sopsEncrypt } from "../support/sops.js";
import { apply, createTestNamespace, getJson, kubectl, testKubeconfig } from "./support/cluster.js";

const run = promisify(execFile);
const FIXTURE = resolve(import.meta.dirname, "../fixtures/sops/repo");
const CANARIES = [
  "canary-manifest-password-3e8b1",
  "canary-manifest-token-6d4f",
  "canary-generator-password-a71c2",
  "canary-generator-json-key-42f0d",
  "canary-generator-token-9b3e7",
];
const TOKEN = "ghs_sopsCanaryToken0a1b2c3d4e5f6789";

let actionPath: string;
let key: AgeKey;
let emulator: GitHubEmulator | undefined;

beforeAll(async () => {
  [actionPath, key] = await Promise.all([bundledAction(), ageKey()]);
}, 600_000);

afterEach(async () => {
  expect(emulator?.violations ?? []).toEqual([]);
  await emulator?.close();
  emulator = undefined;
});

interface Setup {
  repo: string;
  ns: string;
  target: string;
}

/** The fixture in a git checkout, its namespaces made the test's own, encrypted with sops; the key in the cluster. */
async function setup(prefix: string, { keyInCluster = true } = {}): Promise<Setup> {
  const ns = await createTestNamespace(prefix);
  const target = `${ns}-apps`;
  const repo = await mkdtemp(join(tmpdir(), `ks-${prefix}-`));
  await cp(FIXTURE, repo, { recursive: true });
  for (const entry of await readdir(repo, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, "utf8");
    await writeFile(
      file,
      text.replaceAll("namespace: flux-system", `namespace: ${ns}`).replaceAll("sops-demo", target),
    );
  }
  // Definitions under clusters/<ns>: each test's run is a scope of its own (never "removes" another's).
  await rename(join(repo, "clusters"), join(repo, ns));
  await mkdir(join(repo, "clusters"));
  await rename(join(repo, ns), join(repo, "clusters", ns));
  const apps = join(repo, "apps");
  await sopsEncrypt(join(apps, "secret.enc.yaml"), {
    age: [key.recipient],
    encryptedRegex: "^(data|stringData)$",
  });
  for (const file of ["app.env", "settings.json", "token.txt"])
    await sopsEncrypt(join(apps, file), { age: [key.recipient] });
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], {
      cwd: repo,
      stdio: "ignore",
    });
  git("init", "-q", "-b", "main");
  git("add", ".");
  git("commit", "-q", "-m", "fixture");
  if (!keyInCluster) return { repo, ns, target };
  // The decryption Secret, as Flux's guide makes it (`kubectl create secret generic sops-age --from-file=age.agekey`).
  await apply(
    dump({
      apiVersion: "v1",
      kind: "Secret",
      metadata: { name: "sops-age", namespace: ns },
      stringData: { "age.agekey": `# public key: ${key.recipient}\n${key.identity}\n` },
    }),
  );
  return { repo, ns, target };
}

async function secretData(namespace: string, prefix: string): Promise<Record<string, string>> {
  const list = await getJson<{ items: { metadata: { name: string }; data?: Record<string, string> }[] }>([
    "secrets",
    "-n",
    namespace,
  ]);
  const found = list.items.find(
    (s) => s.metadata.name === prefix || s.metadata.name.startsWith(`${prefix}-`),
  );
  if (!found) throw new Error(`no Secret ${prefix} in ${namespace}`);
  return Object.fromEntries(
    Object.entries(found.data ?? {}).map(([k, v]) => [k, Buffer.from(v, "base64").toString("utf8")]),
  );
}

/** The CLI of the same bundle, in a child process: its stdout, stderr and exit code. */
async function cli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ stdout: string; stderr: string; code: number }> {
  const { SOPS_AGE_KEY: _k, SOPS_AGE_KEY_FILE: _f, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, [join(actionPath, "dist/cli.js"), ...args], {
      env: { ...inherited, ...env },
      maxBuffer: 32 * 1024 * 1024,
    });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const e = error as { stdout: string; stderr: string; code: number };
    return { stdout: e.stdout, stderr: e.stderr, code: e.code };
  }
}

function expectNoCanary(outputs: Record<string, string>): void {
  for (const [where, text] of Object.entries(outputs)) {
    for (const canary of [...CANARIES, key.identity])
      expect(text.includes(canary), `${canary.slice(0, 20)}… in ${where}`).toBe(false);
  }
}

describe("SOPS-encrypted Secrets (issue 18 item 2)", () => {
  it("applies the decrypted Secret and generator Secrets with the right values, and no output shows them", async () => {
    emulator = await GitHubEmulator.start();
    const { repo, ns, target } = await setup("sops");
    const event = await eventPayload("pull_request");
    const actionRun = await runAction({
      actionPath,
      workspace: repo,
      with: { kubeconfig: await readFile(testKubeconfig(), "utf8"), path: `clusters/${ns}`, timeout: "60s" },
      github: { token: TOKEN },
      env: githubEnv(emulator, event),
    });
    expect(actionRun.exitCode, actionRun.log).toBe(0);
    const report = JSON.parse(await readFile(actionRun.outputs.result!, "utf8")) as RunReport;
    const row = report.kustomizations.find((k) => k.name === "sops-apps")!;
    expect(`${row.ready} ${row.reason}`, row.message).toBe("True ReconciliationSucceeded");

    // The right values, in the cluster only.
    expect(await secretData(target, "db-credentials")).toEqual({
      password: "canary-manifest-password-3e8b1",
      token: "canary-manifest-token-6d4f",
    });
    expect(await secretData(target, "app-env")).toEqual({
      DB_USER: "app",
      DB_PASSWORD: "canary-generator-password-a71c2",
    });
    const files = await secretData(target, "app-files");
    expect(JSON.parse(files["settings.json"]!)).toEqual({
      endpoint: "https://db.example.invalid",
      apiKey: "canary-generator-json-key-42f0d",
    });
    expect(files["token.txt"]).toBe("canary-generator-token-9b3e7\n");
    // The Deployment reads the generated Secrets by the names their decrypted content hashes to.
    const deployment = await getJson<{
      spec: { template: { spec: { volumes: { secret: { secretName: string } }[] } } };
    }>(["deployment", "app", "-n", target]);
    expect(deployment.spec.template.spec.volumes[0]!.secret.secretName).toMatch(/^app-files-[a-z0-9]{10}$/);

    expectNoCanary({
      "action log (before masking)": actionRun.rawLog,
      "job summary": actionRun.summary,
      "PR comment": emulator
        .commentsOn(event.owner, event.repo, event.pullRequest!.number)
        .map((c) => c.body)
        .join("\n"),
      "JSON report": JSON.stringify(report),
      "commit statuses": JSON.stringify(emulator.statuses),
    });

    // The CLI: plan (dry-run against the applied state), sync again, and a cluster-free build with
    // SOPS_AGE_KEY; as the same repository as the action's run (its inventories' scope).
    const scope = {
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_REPOSITORY: `${event.owner}/${event.repo}`,
      GITHUB_WORKSPACE: repo,
    };
    const json = join(await mkdtemp(join(tmpdir(), "sops-json-")), "report.json");
    const plan = await cli(
      [
        "plan",
        "--root",
        repo,
        "--path",
        join(repo, "clusters", ns),
        "--kubeconfig",
        testKubeconfig(),
        "--json",
        json,
      ],
      scope,
    );
    expect(plan.code, plan.stderr).toBe(0);
    const sync = await cli(
      ["sync", "--root", repo, "--path", join(repo, "clusters", ns), "--kubeconfig", testKubeconfig(), "-v"],
      scope,
    );
    expect(sync.code, sync.stderr).toBe(0);
    const build = await cli(["build", "--root", repo, "--path", join(repo, "clusters", ns)], {
      SOPS_AGE_KEY: key.identity,
    });
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toContain("name: db-credentials");
    expect(build.stdout).toContain("password: '**SOPS**'");
    expectNoCanary({
      "plan stdout": plan.stdout,
      "plan stderr": plan.stderr,
      "plan --json": await readFile(json, "utf8"),
      "sync stdout": sync.stdout,
      "sync stderr": sync.stderr,
      "build stdout": build.stdout,
      "build stderr": build.stderr,
    });
  });

  it("plans with the sops-age-key input when the cluster has no decryption Secret (a pull request's plan), masking the key", async () => {
    emulator = await GitHubEmulator.start();
    const { repo, ns, target } = await setup("sops-input", { keyInCluster: false });
    const event = await eventPayload("pull_request");
    const keyFile = `# created: 2026-01-01T00:00:00Z\n# public key: ${key.recipient}\n${key.identity}\n`;
    const actionRun = await runAction({
      actionPath,
      workspace: repo,
      with: {
        kubeconfig: await readFile(testKubeconfig(), "utf8"),
        path: `clusters/${ns}`,
        mode: "plan",
        "sops-age-key": keyFile,
      },
      github: { token: TOKEN },
      env: githubEnv(emulator, event),
    });
    expect(actionRun.exitCode, actionRun.log).toBe(0);
    const report = JSON.parse(await readFile(actionRun.outputs.result!, "utf8")) as RunReport;
    const row = report.kustomizations.find((k) => k.name === "sops-apps")!;
    expect(`${row.ready} ${row.reason}`, row.message).toBe("True Planned");
    expect(
      row.changes.map((c) => `${c.kind}/${c.name.replace(/-[a-z0-9]{10}$/, "-<hash>")} ${c.action}`).sort(),
    ).toEqual([
      "Deployment/app created",
      `Namespace/${target} created`,
      "Secret/app-env-<hash> created",
      "Secret/app-files-<hash> created",
      "Secret/db-credentials created",
    ]);
    expect(actionRun.masked).toContain(key.identity);
    expectNoCanary({
      "action log (before masking)": actionRun.rawLog,
      "job summary": actionRun.summary,
      "PR comment": emulator
        .commentsOn(event.owner, event.repo, event.pullRequest!.number)
        .map((c) => c.body)
        .join("\n"),
      "JSON report": JSON.stringify(report),
    });
    // A plan writes nothing.
    expect((await kubectl(["get", "namespace", target])).code).not.toBe(0);
  });

  it("refuses a Secret manifest changed after it was encrypted (MAC mismatch), naming the file; nothing is written", async () => {
    const { repo, ns, target } = await setup("sops-tampered");
    const file = join(repo, "apps/secret.enc.yaml");
    await writeFile(file, (await readFile(file, "utf8")).replace("app: db", "app: db-2"));
    const json = join(await mkdtemp(join(tmpdir(), "sops-json-")), "report.json");
    const result = await cli([
      "sync",
      "--root",
      repo,
      "--path",
      join(repo, "clusters", ns),
      "--kubeconfig",
      testKubeconfig(),
      "--json",
      json,
    ]);
    expect(result.code).toBe(1);
    const report = JSON.parse(await readFile(json, "utf8")) as RunReport;
    const row = report.kustomizations.find((k) => k.name === "sops-apps")!;
    expect(row.reason).toBe("BuildFailed");
    expect(row.message).toMatch(
      new RegExp(
        `^decryption failed for 'Secret/${target}/db-credentials' \\(apps/secret\\.enc\\.yaml:2\\): MAC mismatch: the file was changed after it was encrypted`,
      ),
    );
    // Said once, on the Kustomization's row of the table (standard output).
    expect(`${result.stdout}${result.stderr}`).toContain("apps/secret.enc.yaml");
    // Nothing of the Kustomization reached the cluster, not even its namespace.
    expect((await kubectl(["get", "namespace", target])).code).not.toBe(0);
  });
});
