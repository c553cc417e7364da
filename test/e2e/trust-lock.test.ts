// One run at a time, against the local control plane: a run that lost its lock writes nothing
// more; a run that waited for the lock sees the cluster as it is now; a wait says so while it
// waits; a lock or an inventory that went missing is said in one warning.
import { type ChildProcess, spawn } from "node:child_process";
import { openSync } from "node:fs";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { dump as stringify } from "js-yaml";
import { beforeAll, describe, expect, it } from "vitest";
import type { KubeObject } from "../../src/cluster/types.js";
import type { Logger, RunReport } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { sync } from "../../src/reconcile/index.js";
import { bundledCli } from "../support/action-runner.js";
import {
  createTestNamespace,
  getJson,
  kubectl,
  kubectlOk,
  readTestKubeconfig,
  testKubeconfig,
  waitFor,
} from "./support/cluster.js";
import {
  FIXTURES,
  inventoryIds,
  keepingLogger,
  ownedObjectIds,
  prepareRepo,
  row,
  runSync,
} from "./support/sync.js";

let cli: string;

beforeAll(async () => {
  cli = await bundledCli();
}, 120_000);

/** A CLI run in a child process, `KUSTOMIZE_SYNC_FAULT` set; its output and JSON report kept. */
function startRun(repo: string, fault: string, extra: string[] = []) {
  const report = join(repo, "..", `${Math.random().toString(16).slice(2)}-report.json`);
  const child = spawn(
    process.execPath,
    [cli, "sync", "--root", repo, "--kubeconfig", testKubeconfig(), "--json", report, ...extra],
    { env: { ...process.env, KUSTOMIZE_SYNC_FAULT: fault }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (c: string) => (output += c));
  child.stderr!.setEncoding("utf8").on("data", (c: string) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    report: async () => JSON.parse(await readFile(report, "utf8")) as RunReport,
  };
}

/** Whether the process is stopped (SIGSTOP): state T in /proc. */
async function stopped(child: ChildProcess): Promise<boolean> {
  const stat = await readFile(`/proc/${child.pid}/stat`, "utf8").catch(() => "");
  return stat.split(") ")[1]?.startsWith("T") ?? false;
}

/** `Kind/name` → resourceVersion of everything a run of `app` can write in `ns`: objects, inventory, Lease. */
async function written(ns: string): Promise<Record<string, string>> {
  const list = await getJson<{ items: KubeObject[] }>([
    "configmaps,secrets,services,leases.coordination.k8s.io",
    "-n",
    ns,
  ]);
  return Object.fromEntries(
    list.items
      .filter((o) => o.metadata.name !== "kube-root-ca.crt")
      .map((o) => [`${o.kind}/${o.metadata.name}`, o.metadata.resourceVersion ?? ""]),
  );
}

/** trust-lock's second revision: `settings` changed, 28 objects more, `old` gone. */
async function secondRevision(repo: string): Promise<void> {
  await copyFile(join(repo, "next/settings.yaml"), join(repo, "app/settings.yaml"));
  await copyFile(join(repo, "next/more.yaml"), join(repo, "app/more.yaml"));
  await rm(join(repo, "app/old.yaml"));
}

/** Back to trust-lock's first revision, as the fixture has it. */
async function firstRevision(repo: string, ns: string): Promise<void> {
  for (const file of ["settings.yaml", "old.yaml"]) {
    const text = await readFile(join(FIXTURES, "trust-lock/app", file), "utf8");
    await writeFile(join(repo, "app", file), text.replaceAll("__NS__", ns));
  }
  await rm(join(repo, "app/more.yaml"));
}

const KINDS = ["configmaps", "secrets", "services"];
const WRITES = new Set(["created", "configured", "deleted"]);

/**
 * Run A (the second revision) stops at `point`; its Lease expires; run B syncs the first revision
 * over it; A resumes. Returns what a test checks.
 */
async function pausedPastItsLock(point: string) {
  const ns = await createTestNamespace(`fence-${point.replace("after-", "").slice(0, 8)}`);
  const repo = await prepareRepo("trust-lock", ns);
  expect(row(await runSync(repo), "app").ready).toBe("True");
  const before = await written(ns);
  await secondRevision(repo);
  const a = startRun(repo, `pause:${point}`);
  try {
    await waitFor(() => stopped(a.child), 60_000, `run A to pause ${point}`, 50);
    await sleep(1_000); // requests A sent before it stopped reach the server
    const atPause = await written(ns);
    await firstRevision(repo, ns);
    const b = await runSync(repo, { lockTimeout: "60s" });
    expect(row(b, "app").ready, `${point}: ${row(b, "app").message}`).toBe("True");
    const afterB = await written(ns);
    a.child.kill("SIGCONT");
    const code = await a.exited;
    return { ns, point, code, output: a.output(), report: await a.report(), before, atPause, afterB };
  } finally {
    a.child.kill("SIGKILL");
  }
}

describe("a run that lost its lock writes nothing more", () => {
  it("paused past its Lease at any point while another run applies another revision: on resume no write, no orphan, the other revision stands, and only confirmed writes are reported", async () => {
    const points = ["after-lock", "after-write-ahead", "after-first-write", "after-apply", "after-prune"];
    // In parallel: each waits out a Lease of its own (15 s).
    const outcomes = await Promise.all(points.map((point) => pausedPastItsLock(point)));
    for (const { ns, point, code, output, report, before, atPause, afterB } of outcomes) {
      expect(code, `${point}: ${output}`).toBe(1);
      expect(output, point).toMatch(
        /lost the lock \(Lease [^)]+\): (deleted by someone else|taken over by .*)/,
      );
      // Not a request that changes anything left A after it resumed: every resourceVersion is B's.
      expect(await written(ns), point).toEqual(afterB);
      // Exactly B's revision: its three objects as it declares them, all in its inventory, nothing
      // else labelled as the Kustomization's (what A created was listed by its write-ahead, so B pruned it).
      const first = [`${ns}_old__ConfigMap`, `${ns}_settings__ConfigMap`, `${ns}_web__Service`];
      expect(await ownedObjectIds(ns, KINDS), point).toEqual(first);
      expect(await inventoryIds(ns, "app"), point).toEqual(first);
      const settings = await getJson<KubeObject & { data: Record<string, string> }>([
        "configmap",
        "settings",
        "-n",
        ns,
      ]);
      expect(settings.data.level, point).toBe("info");
      // A reports a write only when the server confirmed it, before A stopped.
      const app = row(report, "app");
      expect(app.ready, point).toBe("False");
      const claimed = app.changes.filter((c) => WRITES.has(c.action));
      for (const c of claimed) {
        const key = `${c.kind}/${c.name}`;
        if (c.action === "deleted") expect(atPause[key], `${point}: ${key} deleted`).toBeUndefined();
        else expect(atPause[key], `${point}: ${key} ${c.action}`).not.toBe(before[key] ?? undefined);
        if (c.action !== "deleted") expect(atPause[key], `${point}: ${key} ${c.action}`).toBeDefined();
      }
      const count = (action: string) => claimed.filter((c) => c.action === action).length;
      if (point === "after-lock" || point === "after-write-ahead") expect(claimed, point).toEqual([]);
      if (point === "after-first-write")
        expect(count("created") + count("configured"), point).toBeGreaterThan(0);
      if (point === "after-apply" || point === "after-prune") {
        expect([count("created"), count("configured")], point).toEqual([28, 1]);
      }
      expect(count("deleted"), point).toBe(point === "after-prune" ? 1 : 0);
    }
  }, 240_000);
});

describe("a run that waited for the lock sees the cluster as it is now", () => {
  it("five runs of one revision started together: one reports the changes, the other four find them made", async () => {
    const ns = await createTestNamespace("five-runs");
    const repo = await prepareRepo("trust-lock-crd", ns);
    try {
      const reports = await Promise.all(
        Array.from({ length: 5 }, () => runSync(repo, { lockTimeout: "120s" })),
      );
      const rows = reports.map((r) => row(r, "gadgets"));
      for (const r of rows) expect(r.ready, r.message).toBe("True");
      const changed = rows.filter((r) => r.changes.some((c) => c.action !== "unchanged"));
      expect(changed.map((r) => r.changes.map((c) => `${c.kind}/${c.name} ${c.action}`))).toHaveLength(1);
      expect(changed[0]!.changes.map((c) => `${c.kind}/${c.name} ${c.action}`).sort()).toEqual(
        [
          `CustomResourceDefinition/gadgets.${ns}.test.kustomize-sync.io created`,
          "ConfigMap/gadget-settings created",
          ...Array.from({ length: 6 }, (_, i) => `Gadget/g-${i} created`),
        ].sort(),
      );
    } finally {
      await kubectl([
        "delete",
        "crd",
        `gadgets.${ns}.test.kustomize-sync.io`,
        "--wait=false",
        "--ignore-not-found",
      ]);
    }
  }, 180_000);

  it("a run of an older revision waiting behind one that deletes the CRD applies it again, never failing on the CRD it read before", async () => {
    const ns = await createTestNamespace("crd-gone");
    const repo = await prepareRepo("trust-lock-crd", ns);
    const crd = `gadgets.${ns}.test.kustomize-sync.io`;
    try {
      expect(row(await runSync(repo), "gadgets").ready).toBe("True");
      // The newer revision drops the CRD and its Gadgets; its run takes the lock and stops there.
      const files = ["crd.yaml", "gadgets.yaml"];
      const kept = await Promise.all(files.map((f) => readFile(join(repo, "gadgets", f), "utf8")));
      for (const f of files) await rm(join(repo, "gadgets", f));
      const newer = startRun(repo, "pause:after-lock");
      try {
        await waitFor(() => stopped(newer.child), 60_000, "the newer run to hold the lock", 50);
        // The older revision's run reads the cluster (CRD and Gadgets there), then waits.
        for (const [i, f] of files.entries()) await writeFile(join(repo, "gadgets", f), kept[i]!);
        const lines: string[] = [];
        const older = sync(
          resolveOptions(
            { mode: "sync", root: repo, kubeconfig: testKubeconfig(), timeout: "60s", lockTimeout: "90s" },
            { cwd: repo, log: keepingLogger(lines) },
          ),
        );
        await waitFor(
          () => lines.some((l) => l.includes("waiting for the lock")),
          60_000,
          "the older run to wait",
        );
        newer.child.kill("SIGCONT");
        expect(await newer.exited, newer.output()).toBe(0);
        expect(row(await newer.report(), "gadgets").changes.map((c) => c.action)).toContain("deleted");
        const result = row(await older, "gadgets");
        expect(result.message).not.toMatch(/404|page not found/);
        expect(result.ready, result.message).toBe("True");
        expect(
          result.changes
            .filter((c) => c.action === "created")
            .map((c) => c.name)
            .sort(),
        ).toEqual([crd, ...Array.from({ length: 6 }, (_, i) => `g-${i}`)].sort());
      } finally {
        newer.child.kill("SIGKILL");
      }
      const gadgets = await getJson<{ items: KubeObject[] }>([crd, "-n", ns]);
      expect(gadgets.items).toHaveLength(6);
      expect(await inventoryIds(ns, "gadgets")).toContain(
        `_${crd}_apiextensions.k8s.io_CustomResourceDefinition`,
      );
    } finally {
      await kubectl(["delete", "crd", crd, "--wait=false", "--ignore-not-found"]);
    }
  }, 180_000);
});

describe("waits say so while they wait", () => {
  it("a killed run's successor prints its waiting line within a second, with stderr in a file, and takes the lock over", async () => {
    const ns = await createTestNamespace("killed-wait");
    const repo = await prepareRepo("trust-lock", ns);
    const killed = startRun(repo, "after-lock");
    await killed.exited;
    expect(killed.child.signalCode).toBe("SIGKILL");
    const stderr = join(await mkdtemp(join(tmpdir(), "ks-stderr-")), "stderr.log");
    const successor = spawn(
      process.execPath,
      [cli, "sync", "--root", repo, "--kubeconfig", testKubeconfig()],
      {
        stdio: ["ignore", "ignore", openSync(stderr, "w")],
      },
    );
    const exited = new Promise<number | null>((resolve) => successor.on("exit", (code) => resolve(code)));
    const line = await waitFor(
      async () =>
        (await readFile(stderr, "utf8")).split("\n").find((l) => l.includes("waiting for the lock")),
      60_000,
      "the waiting line in the file",
      50,
    );
    const seenAt = Date.now();
    expect(line).toMatch(
      new RegExp(
        `^${ns}/app: waiting for the lock \\(Lease ${ns}/kustomize-sync\\.${ns}\\.app\\) held by .+ since \\S+, until \\S+ at the latest$`,
      ),
    );
    // `until` is 15 s (the Lease's duration, by this machine's clock) after it started waiting.
    const until = Date.parse(/until (\S+) at the latest/.exec(line)![1]!);
    expect(seenAt - (until - 15_000)).toBeLessThan(1_000);
    expect(await exited).toBe(0);
    expect(Date.now()).toBeGreaterThanOrEqual(until - 1_000);
  }, 120_000);
});

describe("what went missing is said once", () => {
  it("a lock that cannot be released is one warning naming the Lease and when it expires", async () => {
    const ns = await createTestNamespace("no-release");
    // May do everything to its objects and inventory, and take a Lease, but not delete one.
    await kubectlOk(["create", "serviceaccount", "deployer", "-n", ns]);
    await kubectlOk(["create", "role", "objects", "-n", ns, "--verb=*", "--resource=configmaps,services"]);
    await kubectlOk([
      "create",
      "role",
      "lease",
      "-n",
      ns,
      "--verb=get,list,watch,create,update",
      "--resource=leases.coordination.k8s.io",
    ]);
    for (const role of ["objects", "lease"])
      await kubectlOk([
        "create",
        "rolebinding",
        role,
        "-n",
        ns,
        `--role=${role}`,
        `--serviceaccount=${ns}:deployer`,
      ]);
    const token = (await kubectlOk(["create", "token", "deployer", "-n", ns])).trim();
    const config = await readTestKubeconfig();
    config.users = [{ name: "deployer", user: { token } }];
    for (const c of config.contexts) c.context.user = "deployer";
    const repo = await prepareRepo("trust-lock", ns);
    const lines: string[] = [];
    const report = await sync(
      resolveOptions(
        { mode: "sync", root: repo, kubeconfig: stringify(config), timeout: "60s" },
        { cwd: repo, log: keepingLogger(lines) },
      ),
    );
    const app = row(report, "app");
    expect(app.ready, app.message).toBe("True");
    const lease = `${ns}/kustomize-sync.${ns}.app`;
    const warnings = lines.filter((l) => l.includes("could not release the lock"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      new RegExp(
        `^warning: could not release the lock \\(Lease ${lease}\\): .*forbidden.*; it expires on its own at \\S+, so a run of this Kustomization that starts before then waits up to 15s for it$`,
      ),
    );
    expect(app.warnings).toContain(warnings[0]!.replace(/^warning: /, ""));
    const expires = Date.parse(/expires on its own at (\S+),/.exec(warnings[0]!)![1]!);
    expect(expires - Date.now()).toBeLessThanOrEqual(15_000);
  }, 120_000);

  it("a deleted inventory is one warning naming what can no longer be pruned, and the way it says brings it back", async () => {
    const ns = await createTestNamespace("lost-inventory");
    const repo = await prepareRepo("trust-lock", ns);
    expect(row(await runSync(repo), "app").ready).toBe("True");
    await kubectlOk(["delete", "configmap", `kustomize-sync.${ns}.app`, "-n", ns]);
    // The next revision no longer declares `old`: with no inventory, nothing says it was ours.
    await secondRevision(repo);
    const lines: string[] = [];
    const options = (log: Logger) =>
      resolveOptions(
        { mode: "sync", root: repo, kubeconfig: testKubeconfig(), timeout: "60s" },
        { cwd: repo, log },
      );
    const second = row(await sync(options(keepingLogger(lines))), "app");
    expect(second.ready).toBe("True");
    const warnings = lines.filter((l) => l.includes("is missing"));
    expect(warnings).toEqual([
      `warning: the inventory ConfigMap/${ns}/kustomize-sync.${ns}.app is missing, yet 2 objects of this revision already carry this Kustomization's owner labels: it was deleted since the last run. 1 object labelled as its own is not in this revision and can no longer be pruned: ConfigMap/${ns}/old. To have them pruned, sync the revision that last declared them (its inventory then lists them again) and then this one, or restore the ConfigMap from a backup; or delete them by hand (they carry the labels kustomize-sync.io/name=app,kustomize-sync.io/namespace=${ns})`,
    ]);
    expect(second.warnings).toContain(warnings[0]!.replace(/^warning: /, ""));
    // As it says: the revision that declared `old`, then this one, and `old` is pruned.
    await firstRevision(repo, ns);
    expect(row(await runSync(repo), "app").ready).toBe("True");
    await secondRevision(repo);
    const again = row(await runSync(repo), "app");
    expect(again.changes.filter((c) => c.action === "deleted").map((c) => c.name)).toEqual(["old"]);
  }, 120_000);
});
