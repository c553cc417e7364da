// What helm-controller does with a release it finds already installed. A release is installed with
// the helm CLI the way kustomize-sync releases a HelmRelease where no helm-controller runs
// (`helm upgrade --install`, server-side apply, Flux's origin labels added by a Helm 4 post-renderer
// plugin, release labels naming the owning Kustomization); then helm-controller v1.6 and
// source-controller v1.9 are started, out of cluster, and the matching HelmRelease is applied. With
// no status.history helm-controller calls the release "Unmanaged" and upgrades it once
// (internal/reconcile/state.go, atomic_release.go): revision 2, the objects kept (same UIDs, no
// rollout), helm-controller added as a field manager next to the helm CLI's (`helm`, fixed in
// cmd/helm/helm.go), which keeps its share of every field. Run twice: as helm-controller runs by
// default, and with `--override-manager=helm` and drift detection, which hand `helm`'s fields to
// helm-controller. docs/FLUX.md says what and why.
//
// The install is a parameter (installByCli) so that kustomize-sync's own `sync` can take its place.
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KubeObject } from "../../src/model/manifest.js";
import { OWNER_NAME_LABEL, OWNER_NAMESPACE_LABEL } from "../../src/model/ownership.js";
import { type ChartRepository, helmBinary, startChartRepository } from "../support/chart-repository.js";
import { type HelmOracle, type InstallResult, startHelmController } from "../support/helm-controller.js";
import { createTestNamespace, getJson, testKubeconfig, waitFor } from "./support/cluster.js";

const TAKEOVER = resolve(import.meta.dirname, "../fixtures/helm/takeover");
const PLUGINS = join(TAKEOVER, "plugins");
const NAME_LABEL = "helm.toolkit.fluxcd.io/name";
const NAMESPACE_LABEL = "helm.toolkit.fluxcd.io/namespace";
/** The release label a digest of the desired release would go in (issue: no-op is free). */
const DIGEST_LABEL = "kustomize-sync.io/release-digest";

/** A HelmRelease as a release installer sees it: where the release goes and what it holds. */
interface TakeoverRelease {
  helmRelease: { name: string; namespace: string };
  /** helm-controller's names (no targetNamespace here: both are the HelmRelease's namespace). */
  releaseName: string;
  releaseNamespace: string;
  chart: { repository: string; name: string; version: string };
  values: Record<string, unknown>;
  /** Release labels (Helm's `--labels`, on the storage Secret): the owner the installer records. */
  labels: Record<string, string>;
}

/** Installs or upgrades `release` as a Helm release, the way kustomize-sync does without helm-controller. */
type InstallByCli = (release: TakeoverRelease) => Promise<void>;

/** The helm CLI against the test cluster, with a private HOME and the test's post-renderer plugins. */
async function helmCli(args: string[], home: string): Promise<string> {
  const child = spawn(helmBinary(), args, {
    env: {
      // node on PATH: the post-renderer plugin is a node script.
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}`,
      HOME: home,
      TMPDIR: home,
      KUBECONFIG: testKubeconfig(),
      HELM_PLUGINS: PLUGINS,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (c: string) => {
    stdout += c;
  });
  child.stderr.setEncoding("utf8").on("data", (c: string) => {
    stderr += c;
  });
  const code = await new Promise<number | null>((done, fail) => {
    child.on("error", fail);
    child.on("close", done);
  });
  if (code !== 0) throw new Error(`helm ${args.slice(0, 3).join(" ")}: ${stderr.trim()}`);
  return stdout;
}

/**
 * `helm upgrade --install` as kustomize-sync's engine runs it: server-side apply (Helm 4's default
 * for an install; field manager `helm`), Flux's origin labels by the post-renderer plugin, the owner
 * and digest as release labels, waiting by kstatus.
 */
function helmUpgradeInstall(home: string): InstallByCli {
  return async (release) => {
    const labels = Object.entries(release.labels)
      .map(([k, v]) => `${k}=${v}`)
      .join(",");
    const valuesFile = join(home, `values-${release.releaseNamespace}-${release.releaseName}.json`);
    await writeFile(valuesFile, JSON.stringify(release.values));
    await helmCli(
      [
        "upgrade",
        "--install",
        release.releaseName,
        release.chart.name,
        "--repo",
        release.chart.repository,
        "--version",
        release.chart.version,
        "--namespace",
        release.releaseNamespace,
        "--values",
        valuesFile,
        "--labels",
        labels,
        "--post-renderer",
        "flux-origin-labels",
        "--post-renderer-args",
        release.helmRelease.name,
        "--post-renderer-args",
        release.helmRelease.namespace,
        "--server-side=true",
        "--wait=watcher",
        "--timeout",
        "2m",
      ],
      home,
    );
  };
}

interface HistoryEntry {
  revision: number;
  status: string;
  chart: string;
  description: string;
}

interface Live extends KubeObject {
  metadata: KubeObject["metadata"] & {
    uid: string;
    generation?: number;
    managedFields?: {
      manager: string;
      operation: string;
      fieldsV1?: Record<string, Record<string, unknown>>;
    }[];
  };
  spec?: { replicas?: number };
}

let home: string;
let repository: ChartRepository;

/** The release labels Helm stored on a revision's Secret (system labels left out). */
async function releaseLabels(
  namespace: string,
  name: string,
  revision: number,
): Promise<Record<string, string>> {
  const secret = await getJson<KubeObject>([
    "secret",
    `sh.helm.release.v1.${name}.v${revision}`,
    "--namespace",
    namespace,
  ]);
  const { owner, name: _n, status, version, modifiedAt, createdAt, ...custom } = secret.metadata.labels ?? {};
  return custom;
}

/** The Apply field managers of an object, sorted. */
const appliers = (o: Live | undefined) =>
  [
    ...new Set(
      (o?.metadata.managedFields ?? []).filter((f) => f.operation === "Apply").map((f) => f.manager),
    ),
  ].sort();

/** An object without what any write changes (resourceVersion, managedFields) and its status. */
function body(o: Live | undefined) {
  if (!o) return undefined;
  const { status: _status, ...rest } = o as Live & { status?: unknown };
  const { resourceVersion: _rv, managedFields: _mf, ...metadata } = o.metadata;
  return { ...rest, metadata };
}

/** How helm-controller runs: as by default, or told to take over `helm`'s fields. */
interface ControllerSetup {
  title: string;
  /** Added to helm-controller's flags. */
  args: string[];
  /** The HelmRelease's spec.driftDetection, when set. */
  driftDetection?: { mode: "enabled" | "warn" };
  /** The Apply field managers of every object once helm-controller has taken the release over. */
  managersAfter: string[];
}

const DEFAULT_SETUP: ControllerSetup = {
  title: "as it runs by default",
  args: [],
  managersAfter: ["helm", "helm-controller"],
};
// helm-controller's drift detection hands the fields of every --override-manager to helm-controller
// before it diffs (internal/action/diff.go replaceDisallowedFieldManagers).
const OVERRIDE_SETUP: ControllerSetup = {
  title: "with --override-manager=helm and drift detection",
  args: ["--override-manager=helm"],
  driftDetection: { mode: "enabled" },
  managersAfter: ["helm-controller"],
};

/** The HelmRepository and the HelmRelease helm-controller is given. */
function fluxObjects(
  setup: ControllerSetup,
  name: string,
  version: string,
  values: Record<string, unknown>,
): KubeObject[] {
  return [
    {
      apiVersion: "source.toolkit.fluxcd.io/v1",
      kind: "HelmRepository",
      metadata: { name: "takeover-charts" },
      spec: { url: repository.url, interval: "10m" },
    },
    {
      apiVersion: "helm.toolkit.fluxcd.io/v2",
      kind: "HelmRelease",
      metadata: { name },
      spec: {
        interval: "10m",
        chart: {
          spec: {
            chart: "takeover",
            version,
            sourceRef: { kind: "HelmRepository", name: "takeover-charts" },
          },
        },
        values,
        ...(setup.driftDetection ? { driftDetection: setup.driftDetection } : {}),
      },
    } as KubeObject,
  ];
}

const SAME = {
  name: "same",
  version: "1.0.0",
  values: { replicaCount: 2, greeting: "hi", extraData: { note: "set by the CLI" } },
};
const CHANGED = {
  name: "changed",
  cli: { version: "1.0.0", values: { replicaCount: 1 } },
  hr: { version: "1.1.0", values: { replicaCount: 2, greeting: "changed" } },
};

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), "ks-helm-takeover-"));
  repository = await startChartRepository();
  repository.publish(join(TAKEOVER, "chart"), "1.0.0");
  repository.publish(join(TAKEOVER, "chart"), "1.1.0");
}, 60_000);

afterAll(async () => {
  await repository?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

/**
 * The takeover of releases `installByCli` installs while no helm-controller runs; helm-controller
 * is started afterwards as `setup` says, for this suite's namespace alone.
 */
function takeoverSuite(setup: ControllerSetup, installByCli: () => InstallByCli) {
  let namespace: string;
  let oracle: HelmOracle | undefined;
  /** What the CLI left, per release, before helm-controller ran. */
  const before: Record<
    string,
    { objects: Record<string, Live>; history: HistoryEntry[]; hook: Record<string, string> }
  > = {};

  const history = async (name: string): Promise<HistoryEntry[]> => {
    const out = await helmCli(["history", name, "--namespace", namespace, "--output", "json"], home);
    return (JSON.parse(out) as HistoryEntry[]).map(({ revision, status, chart, description }) => ({
      revision,
      status,
      chart,
      description,
    }));
  };

  /** The release's objects as the cluster holds them, by kind. */
  const objects = async (name: string): Promise<Record<string, Live>> => {
    const list = await getJson<{ items: Live[] }>([
      "deployment,configmap,service",
      "--namespace",
      namespace,
      "--selector",
      `app.kubernetes.io/instance=${name}`,
      "--show-managed-fields",
    ]);
    return Object.fromEntries(list.items.map((o) => [o.kind, o]));
  };

  const takeoverRelease = (
    name: string,
    version: string,
    values: Record<string, unknown>,
  ): TakeoverRelease => ({
    helmRelease: { name, namespace },
    releaseName: name,
    releaseNamespace: namespace,
    chart: { repository: repository.url, name: "takeover", version },
    values,
    labels: {
      [OWNER_NAME_LABEL]: "apps",
      [OWNER_NAMESPACE_LABEL]: "flux-system",
      [DIGEST_LABEL]: `sha256-${version.replaceAll(".", "-")}`,
    },
  });

  beforeAll(async () => {
    namespace = await createTestNamespace("helm-takeover");
    const install = installByCli();
    await install(takeoverRelease(SAME.name, SAME.version, SAME.values));
    await install(takeoverRelease(CHANGED.name, CHANGED.cli.version, CHANGED.cli.values));
    for (const name of [SAME.name, CHANGED.name])
      before[name] = {
        objects: await objects(name),
        history: await history(name),
        hook: (await getJson(["configmap", `${name}-hook`, "--namespace", namespace])).data,
      };
    oracle = await startHelmController(testKubeconfig(), namespace, { helmControllerArgs: setup.args });
  }, 240_000);

  afterAll(async () => {
    await oracle?.stop();
  }, 120_000);

  it("the CLI install is revision 1, applied server-side with Flux's origin labels, its hooks run", async () => {
    const { objects, history } = before[SAME.name] ?? { objects: {}, history: [] };
    expect(history).toEqual([
      { revision: 1, status: "deployed", chart: "takeover-1.0.0", description: "Install complete" },
    ]);
    expect(Object.keys(objects).sort()).toEqual(["ConfigMap", "Deployment", "Service"]);
    for (const o of Object.values(objects)) {
      expect(appliers(o)).toEqual(["helm"]);
      expect(o.metadata.labels).toMatchObject({ [NAME_LABEL]: SAME.name, [NAMESPACE_LABEL]: namespace });
    }
    expect(before[SAME.name]?.hook).toEqual({ revision: "1", isUpgrade: "false" });
  });

  it("upgrades a release of the same chart and values once (revision 2), changing no object but its field managers", async () => {
    const result = (await oracle?.install(
      fluxObjects(setup, SAME.name, SAME.version, SAME.values),
    )) as InstallResult;
    expect(result, oracle?.log()).toMatchObject({ ready: true, reason: "UpgradeSucceeded" });
    expect(result.message).toBe(
      `Helm upgrade succeeded for release ${namespace}/${SAME.name}.v2 with chart takeover@1.0.0`,
    );

    // Not adopted in place, not reinstalled: one upgrade on top of the CLI's revision.
    expect(await history(SAME.name)).toEqual([
      { revision: 1, status: "superseded", chart: "takeover-1.0.0", description: "Install complete" },
      { revision: 2, status: "deployed", chart: "takeover-1.0.0", description: "Upgrade complete" },
    ]);
    const hr = await getJson<KubeObject & { status: { history: unknown[] } }>([
      "helmrelease",
      SAME.name,
      "--namespace",
      namespace,
    ]);
    expect(hr.status).toMatchObject({
      lastAttemptedReleaseAction: "upgrade",
      history: [{ name: SAME.name, namespace, version: 2, chartVersion: "1.0.0", status: "deployed" }],
    });
    expect(hr.status.history).toHaveLength(1);

    // The same objects (UIDs), the Deployment not rolled (generation unchanged), nothing else changed
    // but the field managers: helm-controller applies as itself, next to `helm` unless told to take
    // `helm`'s fields (drift detection does that right after the upgrade: waited for).
    const now = await waitFor(
      async () => {
        const live = await objects(SAME.name);
        const kinds = Object.values(live);
        return kinds.length === 3 && kinds.every((o) => same(appliers(o), setup.managersAfter))
          ? live
          : undefined;
      },
      30_000,
      `field managers ${setup.managersAfter.join(", ")}`,
    );
    const then = before[SAME.name]?.objects ?? {};
    for (const kind of ["ConfigMap", "Deployment", "Service"]) {
      expect(now[kind]?.metadata.uid, kind).toBe(then[kind]?.metadata.uid);
      expect(body(now[kind]), kind).toEqual(body(then[kind]));
    }
    expect(now.Deployment?.metadata.generation).toBe(then.Deployment?.metadata.generation);
    expect(now.Deployment?.spec?.replicas).toBe(2);

    // The chart's pre-upgrade hook ran for revision 2.
    expect((await getJson(["configmap", `${SAME.name}-hook`, "--namespace", namespace])).data).toEqual({
      revision: "2",
      isUpgrade: "true",
    });

    // Helm carries the CLI's release labels over to helm-controller's revision: the owner and the
    // digest the CLI recorded now sit on a revision helm-controller made.
    expect(await releaseLabels(namespace, SAME.name, 2)).toEqual(
      takeoverRelease(SAME.name, SAME.version, SAME.values).labels,
    );
  });

  it("upgrades a release of another chart version and values to the HelmRelease's, keeping the objects", async () => {
    const result = (await oracle?.install(
      fluxObjects(setup, CHANGED.name, CHANGED.hr.version, CHANGED.hr.values),
    )) as InstallResult;
    expect(result, oracle?.log()).toMatchObject({
      ready: true,
      reason: "UpgradeSucceeded",
      chartVersion: "1.1.0",
    });
    expect(result.values).toEqual(CHANGED.hr.values);
    expect(await history(CHANGED.name)).toEqual([
      { revision: 1, status: "superseded", chart: "takeover-1.0.0", description: "Install complete" },
      { revision: 2, status: "deployed", chart: "takeover-1.1.0", description: "Upgrade complete" },
    ]);
    const now = await objects(CHANGED.name);
    const then = before[CHANGED.name]?.objects ?? {};
    for (const kind of ["ConfigMap", "Deployment", "Service"])
      expect(now[kind]?.metadata.uid, kind).toBe(then[kind]?.metadata.uid);
    expect(now.Deployment?.spec?.replicas).toBe(2);
    // New values roll the Deployment (its pod template's config checksum changed).
    expect(now.Deployment?.metadata.generation).toBeGreaterThan(then.Deployment?.metadata.generation ?? 0);
    expect(now.ConfigMap?.metadata.labels?.["helm.sh/chart"]).toBe("takeover-1.1.0");
  });

  const keepsHelm = setup.managersAfter.includes("helm");
  const fate = keepsHelm
    ? "stays: the `helm` field manager still owns it"
    : "goes: helm-controller took it from `helm`";
  it(`a field the CLI set and the HelmRelease drops after the takeover ${fate}`, async () => {
    const { extraData: _dropped, ...values } = SAME.values;
    const result = (await oracle?.install(
      fluxObjects(setup, SAME.name, SAME.version, values),
    )) as InstallResult;
    expect(result, oracle?.log()).toMatchObject({ ready: true, reason: "UpgradeSucceeded" });
    expect(result.release?.version).toBe(3);
    // helm-controller's release no longer holds the key.
    expect(result.manifest).not.toContain("note:");
    const configMap = (await objects(SAME.name)).ConfigMap as Live & { data: Record<string, string> };
    if (keepsHelm) {
      expect(configMap.data).toEqual({ greeting: "hi", note: "set by the CLI" });
      const helmFields = configMap.metadata.managedFields?.find((f) => f.manager === "helm")?.fieldsV1;
      expect(helmFields?.["f:data"]).toHaveProperty("f:note");
    } else {
      expect(configMap.data).toEqual({ greeting: "hi" });
    }
  });
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

for (const setup of [DEFAULT_SETUP, OVERRIDE_SETUP]) {
  describe(`helm-controller ${setup.title}, taking over releases the helm CLI installed`, () => {
    takeoverSuite(setup, () => helmUpgradeInstall(home));
  });
}
