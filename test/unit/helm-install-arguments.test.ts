import { describe, expect, it } from "vitest";
import {
  actionTimeoutMs,
  installArguments,
  type ReleaseActionInput,
  rollbackArguments,
  uninstallArguments,
  upgradeArguments,
} from "../../src/helm/release-arguments.js";
import type { HelmReleaseSpec } from "../../src/model/index.js";
import { helmReleaseSpec } from "../support/helm-release.js";

const TARGET = { kubeconfig: "/run/kubeconfig", releaseName: "podinfo", releaseNamespace: "apps" };

function input(release: HelmReleaseSpec = helmReleaseSpec()): ReleaseActionInput {
  return {
    release,
    target: TARGET,
    chartDir: "/work/chart",
    valuesFile: "/work/values.json",
    labels: { "kustomize-sync.io/name": "apps", "kustomize-sync.io/release-digest": "abc" },
    postRenderer: ["--post-renderer", "kustomize-sync-postrender"],
  };
}

/** The value after `flag`, or true when present without one. */
function flag(args: string[], name: string): string | boolean | undefined {
  const at = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return undefined;
  const arg = args[at]!;
  if (arg.includes("=")) return arg.slice(name.length + 1);
  const next = args[at + 1];
  return next !== undefined && !next.startsWith("--") ? next : true;
}

describe("helm arguments as helm-controller sets Helm's actions", () => {
  it("installs with the release's namespace, our kubeconfig, SSA with forced conflicts, CRDs skipped, objects and Jobs waited for by kstatus", () => {
    const args = installArguments(input());
    expect(args.slice(0, 3)).toEqual(["install", "podinfo", "/work/chart"]);
    expect(flag(args, "--namespace")).toBe("apps");
    expect(flag(args, "--kubeconfig")).toBe("/run/kubeconfig");
    expect(flag(args, "--server-side")).toBe("true");
    expect(flag(args, "--force-conflicts")).toBe(true);
    expect(flag(args, "--skip-crds")).toBe(true);
    expect(flag(args, "--devel")).toBe(true);
    expect(flag(args, "--take-ownership")).toBe(true);
    expect(flag(args, "--wait")).toBe("watcher");
    expect(flag(args, "--wait-for-jobs")).toBe(true);
    expect(flag(args, "--timeout")).toBe("300000ms");
    expect(flag(args, "--labels")).toBe("kustomize-sync.io/name=apps,kustomize-sync.io/release-digest=abc");
    expect(flag(args, "--post-renderer")).toBe("kustomize-sync-postrender");
    expect(flag(args, "--create-namespace")).toBeUndefined();
    expect(flag(args, "--no-hooks")).toBeUndefined();
  });

  it("creates the namespace only with targetNamespace and install.createNamespace", () => {
    const without = helmReleaseSpec({ install: { createNamespace: true } });
    expect(flag(installArguments(input(without)), "--create-namespace")).toBeUndefined();
    const withTarget = helmReleaseSpec({ targetNamespace: "web", install: { createNamespace: true } });
    expect(flag(installArguments(input(withTarget)), "--create-namespace")).toBe(true);
  });

  it("passes the validation, hooks and timeout settings of the action", () => {
    const release = helmReleaseSpec({
      timeout: "2m",
      install: {
        disableHooks: true,
        disableOpenAPIValidation: true,
        disableSchemaValidation: true,
        timeout: "30s",
      },
    });
    const args = installArguments(input(release));
    expect(flag(args, "--no-hooks")).toBe(true);
    expect(flag(args, "--disable-openapi-validation")).toBe(true);
    expect(flag(args, "--skip-schema-validation")).toBe(true);
    expect(flag(args, "--timeout")).toBe("30000ms");
    expect(flag(upgradeArguments(input(release), "ssa"), "--timeout")).toBe("120000ms");
  });

  it("upgrades with the last release's apply method, forcing conflicts only with server-side apply", () => {
    const ssa = upgradeArguments(input(), "ssa");
    expect(flag(ssa, "--server-side")).toBe("true");
    expect(flag(ssa, "--force-conflicts")).toBe(true);
    expect(flag(ssa, "--reset-values")).toBe(true);
    expect(flag(ssa, "--history-max")).toBe("5");
    const csa = upgradeArguments(input(helmReleaseSpec({ maxHistory: 0 })), "csa");
    expect(flag(csa, "--server-side")).toBe("false");
    expect(flag(csa, "--force-conflicts")).toBeUndefined();
    expect(flag(csa, "--history-max")).toBe("0");
  });

  it("rolls back to a revision and uninstalls by spec.uninstall", () => {
    const release = helmReleaseSpec({ uninstall: { keepHistory: true, disableHooks: true, timeout: "1m" } });
    const rollback = rollbackArguments(release, TARGET, 3, "ssa");
    expect(rollback.slice(0, 3)).toEqual(["rollback", "podinfo", "3"]);
    expect(flag(rollback, "--force-conflicts")).toBe(true);
    const uninstall = uninstallArguments(release, TARGET);
    expect(uninstall.slice(0, 2)).toEqual(["uninstall", "podinfo"]);
    expect(flag(uninstall, "--keep-history")).toBe(true);
    expect(flag(uninstall, "--no-hooks")).toBe(true);
    expect(flag(uninstall, "--timeout")).toBe("60000ms");
    expect(flag(uninstall, "--wait")).toBe("watcher");
  });

  // helm-controller's getWaitStrategy (internal/action/wait.go) and WaitForJobs = !disableWaitForJobs,
  // for each action that waits, as the helm CLI spells them.
  it.each([
    {
      case: "by default: kstatus (Helm's watcher), Jobs too",
      spec: {},
      action: {},
      wait: "watcher",
      jobs: true,
    },
    {
      case: "poller: helm-controller's name for kstatus, Helm's watcher",
      spec: { waitStrategy: "poller" },
      action: {},
      wait: "watcher",
      jobs: true,
    },
    {
      case: "legacy: Helm 3's wait",
      spec: { waitStrategy: "legacy" },
      action: {},
      wait: "legacy",
      jobs: true,
    },
    {
      case: "disableWait: hooks only, whatever the strategy",
      spec: { waitStrategy: "legacy" },
      action: { disableWait: true },
      wait: "hookOnly",
      jobs: true,
    },
    {
      case: "disableWaitForJobs: objects but not Jobs' completion",
      spec: {},
      action: { disableWaitForJobs: true },
      wait: "watcher",
      jobs: undefined,
    },
  ] as const)("waits $case", ({ spec, action, wait, jobs }) => {
    const release = helmReleaseSpec({
      ...spec,
      install: { ...action },
      upgrade: { ...action },
      rollback: { ...action },
    });
    for (const args of [
      installArguments(input(release)),
      upgradeArguments(input(release), "ssa"),
      rollbackArguments(release, TARGET, 1, "ssa"),
    ]) {
      expect(flag(args, "--wait")).toBe(wait);
      expect(flag(args, "--wait-for-jobs")).toBe(jobs);
    }
  });

  it("waits each action by its own settings, the rollback remediation included", () => {
    const release = helmReleaseSpec({
      timeout: "2m",
      install: { disableWait: true },
      upgrade: { timeout: "45s" },
      rollback: { timeout: "20s", disableHooks: true, disableWaitForJobs: true },
      uninstall: { disableWait: true },
    });
    expect(flag(installArguments(input(release)), "--wait")).toBe("hookOnly");
    expect(flag(installArguments(input(release)), "--timeout")).toBe("120000ms");
    const upgrade = upgradeArguments(input(release), "ssa");
    expect([flag(upgrade, "--wait"), flag(upgrade, "--timeout")]).toEqual(["watcher", "45000ms"]);
    const rollback = rollbackArguments(release, TARGET, 2, "ssa");
    expect([flag(rollback, "--wait"), flag(rollback, "--timeout")]).toEqual(["watcher", "20000ms"]);
    expect(flag(rollback, "--wait-for-jobs")).toBeUndefined();
    expect(flag(rollback, "--no-hooks")).toBe(true);
    // Without spec.rollback: waited for, spec.timeout.
    const plain = rollbackArguments(helmReleaseSpec({ timeout: "2m" }), TARGET, 2, "ssa");
    expect([flag(plain, "--wait"), flag(plain, "--wait-for-jobs"), flag(plain, "--timeout")]).toEqual([
      "watcher",
      true,
      "120000ms",
    ]);
    // Uninstall waits for the deletion by the same rule; Helm has no Jobs to wait for there.
    const uninstall = uninstallArguments(release, TARGET);
    expect([flag(uninstall, "--wait"), flag(uninstall, "--wait-for-jobs")]).toEqual(["hookOnly", undefined]);
    const legacy = uninstallArguments(helmReleaseSpec({ waitStrategy: "legacy" }), TARGET);
    expect(flag(legacy, "--wait")).toBe("legacy");
  });

  it("times an action by its own timeout, else spec.timeout, else helm-controller's 5m", () => {
    expect(actionTimeoutMs({})).toBe(300_000);
    expect(actionTimeoutMs({ timeout: "1m30s" })).toBe(90_000);
    expect(actionTimeoutMs({ timeout: "1m30s" }, { timeout: "10s" })).toBe(10_000);
  });
});
