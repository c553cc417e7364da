import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  DEFAULT_CRD_POLICY,
  HelmError,
  artifactChartDir,
  decodeRelease,
  deployedRelease,
  helmRenderContext,
  isHelmRelease,
  namedBy,
  originLabels,
  parseObjects,
  planReleases,
  releaseHistory,
  releaseManifests,
  releaseName,
  releaseNamespace,
  releasesHelmReleases,
  renderRelease,
  renderReleases,
  sourceFailure,
  sourceResolverFor,
  storageNamespace
} from "./chunk-KUVKPOB5.js";
import {
  HealthExprError,
  clusterFor,
  compileCelPredicate,
  compileHealthExprs,
  computeStatus,
  condition,
  dependencyText,
  field,
  fullReleaseName,
  healthExprFor,
  healthText,
  isTrue,
  releaseEngineText,
  renderCacheFor,
  rendererFor,
  resultFor,
  runRenderContext,
  statusOf,
  validate
} from "./chunk-RT4BOVKI.js";
import {
  BuildError,
  IGNORE_NOTHING,
  SOURCE_GROUP,
  applyDriftResolutions,
  attachPlanDiffs,
  compareForApply,
  compileDriftIgnore,
  kindRank,
  kubeconfigSecrets,
  redactDeep,
  redactingLogger,
  renderThroughCache,
  repositoryRemote,
  resolveIgnoredDrift,
  resolveSourceDir,
  runSecrets,
  scratchDir,
  sourceRevision,
  stageOf,
  substitutionReaderFrom,
  withoutPaths
} from "./chunk-QE7ZJUKM.js";
import {
  connect
} from "./chunk-F5MQMX6L.js";
import {
  ApiError,
  LeaseLockedError,
  LeaseLostError,
  NoMatchError,
  formatApiError
} from "./chunk-IQ6AWIUX.js";
import {
  ARTIFACT_GENERATOR_GROUP,
  FLUX_FORCE_ANNOTATION,
  FLUX_PRUNE_ANNOTATION,
  FLUX_RECONCILE_ANNOTATION,
  FLUX_SSA_ANNOTATION,
  HELM_GROUP,
  LIFECYCLE_DELETION_ANNOTATION,
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  OWNER_NAMESPACE_LABEL,
  OWNER_NAME_LABEL,
  Semaphore,
  annotation,
  formatDuration,
  formatLocation,
  formatRef,
  kustomizationKey,
  label,
  mapLimit,
  objectId,
  ownedBy,
  ownerNamespaceSelector,
  ownerSelector,
  parseDuration,
  parseObjectId,
  parseYaml,
  silentLogger,
  sleep,
  sortKeys,
  splitApiVersion,
  stringifyYaml
} from "./chunk-NE6SRN4W.js";

// src/reconcile/sync.ts
import { randomBytes } from "node:crypto";
import { hostname, userInfo } from "node:os";
import { relative, resolve as resolve2 } from "node:path";

// src/apply/shared-reads.ts
var SHARED_FOR_MS = 3e3;
var SharedReads = class {
  constructor(cluster, now = Date.now) {
    this.cluster = cluster;
    this.now = now;
    this.startEpoch = cluster.writeEpoch();
  }
  cluster;
  now;
  snapshots = /* @__PURE__ */ new Map();
  startEpoch;
  /**
   * The live objects of `collection` labelled as `kustomization`'s, by name; undefined when no
   * shared read can stand for the caller's own (the run wrote, the LIST failed, another identity).
   */
  async ours(cluster, collection, kustomization) {
    const epoch = this.cluster.writeEpoch();
    if (epoch === void 0 || epoch !== this.startEpoch) return void 0;
    const key = [
      cluster.identity(),
      collection.apiVersion,
      collection.kind,
      collection.namespace ?? "",
      kustomization.namespace
    ].join("\0");
    let snapshot = this.snapshots.get(key);
    if (!snapshot || snapshot.epoch !== epoch || this.now() - snapshot.at > SHARED_FOR_MS) {
      snapshot = {
        epoch,
        at: this.now(),
        // Every object a Kustomization of this namespace owns: each caller takes its own.
        items: cluster.list({ ...collection, labelSelector: ownerNamespaceSelector(kustomization.namespace) }).catch(() => void 0)
      };
      this.snapshots.set(key, snapshot);
    }
    const items = await snapshot.items;
    if (!items || this.cluster.writeEpoch() !== epoch) return void 0;
    const ours = /* @__PURE__ */ new Map();
    for (const item of items) if (ownedBy(item, kustomization)) ours.set(item.metadata.name, item);
    return ours;
  }
};

// src/helm/install.ts
import { mkdtemp, rm, writeFile as writeFile2 } from "node:fs/promises";
import { join as join3, resolve } from "node:path";

// src/helm/post-render-plugin.ts
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var POST_RENDER_PLUGIN = "kustomize-sync-postrender";
var BUNDLED_ENTRY = "post-render.js";
var ERROR_FILE = "post-render-error.txt";
function postRenderCommand() {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith(".ts")) {
    const repo = join(dirname(here), "..", "..");
    return { command: process.execPath, args: [join(repo, "scripts/post-render-dev.mjs")] };
  }
  const entry = [dirname(here), dirname(dirname(here))].map((dir) => join(dir, BUNDLED_ENTRY)).find((file) => existsSync(file));
  if (!entry)
    throw new HelmError(`${BUNDLED_ENTRY} is missing beside ${here}: rebuild with scripts/bundle.mjs`);
  return { command: process.execPath, args: [entry] };
}
async function installPostRenderPlugin(pluginsDir, job) {
  const dir = join(pluginsDir, POST_RENDER_PLUGIN);
  await mkdir(dir, { recursive: true, mode: 448 });
  await mkdir(job.workDir, { recursive: true, mode: 448 });
  const jobFile = join(dir, "job.json");
  await writeFile(jobFile, JSON.stringify(job), { mode: 384 });
  const { command, args } = postRenderCommand();
  await writeFile(
    join(dir, "plugin.yaml"),
    stringifyYaml({
      apiVersion: "v1",
      name: POST_RENDER_PLUGIN,
      type: "postrenderer/v1",
      runtime: "subprocess",
      version: "0.1.0",
      runtimeConfig: { platformCommand: [{ command, args: [...args, jobFile] }] }
    })
  );
  return ["--post-renderer", POST_RENDER_PLUGIN];
}
async function postRenderError(pluginsDir) {
  const text = await readFile(join(pluginsDir, POST_RENDER_PLUGIN, ERROR_FILE), "utf8").catch(() => "");
  return text.trim() || void 0;
}

// src/helm/release-arguments.ts
var DEFAULT_TIMEOUT_MS = 3e5;
var DEFAULT_MAX_HISTORY = 5;
function helmTarget(release3, kubeconfig = "") {
  return {
    kubeconfig,
    releaseName: releaseName(release3),
    releaseNamespace: releaseNamespace(release3)
  };
}
function actionTimeoutMs(release3, action = {}) {
  const text = action.timeout ?? release3.timeout;
  return (text !== void 0 ? parseDuration(text) : void 0) ?? DEFAULT_TIMEOUT_MS;
}
function connection(target) {
  if (!target.kubeconfig) throw new Error("helm was called before its kubeconfig was written");
  return ["--namespace", target.releaseNamespace, "--kubeconfig", target.kubeconfig];
}
function labelArgument(labels) {
  const pairs = Object.entries(labels).map(([key, value]) => `${key}=${value}`);
  return pairs.length > 0 ? ["--labels", pairs.join(",")] : [];
}
function waitStrategy(release3, action = {}) {
  if (action.disableWait) return "hookOnly";
  return release3.waitStrategy === "legacy" ? "legacy" : "watcher";
}
function waitArguments(release3, action, jobs = true) {
  return [
    `--wait=${waitStrategy(release3, action)}`,
    ...jobs && !action.disableWaitForJobs ? ["--wait-for-jobs"] : [],
    "--timeout",
    `${actionTimeoutMs(release3, action)}ms`
  ];
}
function common(input, settings) {
  const args = [
    ...connection(input.target),
    "--values",
    input.valuesFile,
    "--skip-crds",
    "--devel",
    ...waitArguments(input.release, settings),
    // TakeOwnership = !disableTakeOwnership (default): objects left by another release are taken.
    "--take-ownership",
    "--output",
    "json",
    ...labelArgument(input.labels),
    ...input.postRenderer
  ];
  if (settings.disableHooks) args.push("--no-hooks");
  if (settings.disableOpenAPIValidation) args.push("--disable-openapi-validation");
  if (settings.disableSchemaValidation) args.push("--skip-schema-validation");
  return args;
}
function installArguments(input) {
  const { release: release3, target } = input;
  const args = [
    "install",
    target.releaseName,
    input.chartDir,
    ...common(input, release3.install),
    "--server-side=true",
    "--force-conflicts"
  ];
  if (release3.targetNamespace && release3.install.createNamespace) args.push("--create-namespace");
  return args;
}
function upgradeArguments(input, lastApplyMethod) {
  const { release: release3, target } = input;
  const serverSide = lastApplyMethod !== "csa";
  const args = [
    "upgrade",
    target.releaseName,
    input.chartDir,
    ...common(input, release3.upgrade),
    `--server-side=${serverSide}`,
    "--reset-values",
    "--history-max",
    String(release3.maxHistory ?? DEFAULT_MAX_HISTORY)
  ];
  if (serverSide) args.push("--force-conflicts");
  if (release3.upgrade.cleanupOnFail) args.push("--cleanup-on-fail");
  return args;
}
function rollbackArguments(release3, target, revision, applyMethod) {
  const serverSide = applyMethod !== "csa";
  const args = [
    "rollback",
    target.releaseName,
    String(revision),
    ...connection(target),
    ...waitArguments(release3, release3.rollback ?? {}),
    `--server-side=${serverSide}`,
    "--history-max",
    String(release3.maxHistory ?? DEFAULT_MAX_HISTORY)
  ];
  if (serverSide) args.push("--force-conflicts");
  if (release3.rollback?.disableHooks) args.push("--no-hooks");
  return args;
}
function uninstallArguments(release3, target) {
  const args = [
    "uninstall",
    target.releaseName,
    ...connection(target),
    // helm-controller waits for the deletion unless uninstall.disableWait; Helm has no Jobs to wait for here.
    ...waitArguments(release3, release3.uninstall, false)
  ];
  if (release3.uninstall.keepHistory) args.push("--keep-history");
  if (release3.uninstall.disableHooks) args.push("--no-hooks");
  return args;
}

// src/helm/release-attempt.ts
import { stat } from "node:fs/promises";
import { dirname as dirname2, join as join2 } from "node:path";

// src/health/pods.ts
var ERROR_REASONS = /* @__PURE__ */ new Set([
  "ImagePullBackOff",
  "ErrImagePull",
  "InvalidImageName",
  "ErrImageNeverPull",
  "CrashLoopBackOff",
  "CreateContainerConfigError",
  "CreateContainerError",
  "RunContainerError",
  "OOMKilled",
  "Unschedulable",
  "Failed"
]);
function podProblems(pod) {
  const name = pod.metadata.name;
  const s = statusOf(pod);
  if (s.phase === "Succeeded") return [];
  if (s.phase === "Running" && isTrue(pod, "Ready")) return [];
  const problem = (container, reason, detail, cs) => ({
    pod: name,
    container,
    reason,
    text: `pod ${name}: ${reason}${detail ? ` (${detail})` : ""}`,
    restartCount: cs?.restartCount ?? 0
  });
  const out = [];
  const scheduled = condition(pod, "PodScheduled");
  if (scheduled?.status === "False" && scheduled.reason === "Unschedulable") {
    out.push(problem("", "Unschedulable", scheduled.message ?? ""));
    return out;
  }
  const specImages = /* @__PURE__ */ new Map();
  for (const list of ["initContainers", "containers"]) {
    const containers = field(pod, "spec", list);
    if (Array.isArray(containers)) {
      for (const c of containers) if (c?.name && c.image) specImages.set(String(c.name), String(c.image));
    }
  }
  const statuses = [
    ...Array.isArray(s.initContainerStatuses) ? s.initContainerStatuses : [],
    ...Array.isArray(s.containerStatuses) ? s.containerStatuses : []
  ];
  for (const cs of statuses) {
    const container = cs.name ?? "";
    const waiting = cs.state?.waiting;
    const lastTerminated = cs.lastState?.terminated;
    const terminated = cs.state?.terminated;
    const image = specImages.get(container) ?? cs.image;
    const reason = typeof waiting?.reason === "string" ? waiting.reason : void 0;
    if (reason === "CrashLoopBackOff") {
      const oom = lastTerminated?.reason === "OOMKilled";
      const how = !lastTerminated ? "" : oom ? "OOMKilled" : `last exit code ${String(lastTerminated.exitCode ?? "?")}`;
      const restarts = cs.restartCount ? `${cs.restartCount} restart${cs.restartCount === 1 ? "" : "s"}` : "";
      const detail = [`container ${JSON.stringify(container)}`, how, restarts].filter(Boolean).join(", ");
      out.push(problem(container, oom ? "OOMKilled" : "CrashLoopBackOff", detail, cs));
    } else if (reason && /Image|Pull/.test(reason)) {
      out.push(
        problem(
          container,
          reason,
          image ? `image ${JSON.stringify(image)}` : String(waiting?.message ?? ""),
          cs
        )
      );
    } else if (reason && reason !== "ContainerCreating" && reason !== "PodInitializing") {
      const message = typeof waiting?.message === "string" ? waiting.message : "";
      out.push(
        problem(
          container,
          reason,
          [`container ${JSON.stringify(container)}`, message].filter(Boolean).join(": "),
          cs
        )
      );
    } else if (terminated && terminated.exitCode !== 0 && s.phase !== "Succeeded") {
      const why = terminated.reason === "OOMKilled" ? "OOMKilled" : "Failed";
      out.push(
        problem(
          container,
          why,
          `container ${JSON.stringify(container)} exited with code ${String(terminated.exitCode ?? "?")}`,
          cs
        )
      );
    } else if (cs.state?.running && cs.ready === false) {
      out.push({
        ...problem(
          container,
          "NotReady",
          `container ${JSON.stringify(container)} running but not ready: readiness probe failing`,
          cs
        ),
        ...typeof cs.state.running.startedAt === "string" ? { runningSince: cs.state.running.startedAt } : {}
      });
    }
  }
  if (out.length === 0 && s.phase === "Failed") {
    out.push(problem("", "Failed", typeof s.message === "string" ? s.message : String(s.reason ?? "")));
  }
  return out;
}
function podsOfWorkload(workload, pods, replicaSets) {
  const uid = workload.metadata.uid;
  if (!uid) return [];
  const ownedBy3 = (o, owner) => Array.isArray(o.metadata.ownerReferences) && o.metadata.ownerReferences.some((r) => r.uid === owner);
  switch (workload.kind) {
    case "Deployment": {
      const revision = workload.metadata.annotations?.["deployment.kubernetes.io/revision"];
      const owned = replicaSets.filter((rs) => ownedBy3(rs, uid));
      const newest = owned.find(
        (rs) => revision && rs.metadata.annotations?.["deployment.kubernetes.io/revision"] === revision
      ) ?? owned.sort((a, b) => revisionNumber(b) - revisionNumber(a))[0];
      return newest?.metadata.uid ? pods.filter((p) => ownedBy3(p, newest.metadata.uid)) : [];
    }
    case "StatefulSet": {
      const updateRevision = statusOf(workload).updateRevision;
      const owned = pods.filter((p) => ownedBy3(p, uid));
      const updated = owned.filter((p) => p.metadata.labels?.["controller-revision-hash"] === updateRevision);
      return updated.length > 0 ? updated : owned;
    }
    default:
      return pods.filter((p) => ownedBy3(p, uid));
  }
}
function revisionNumber(rs) {
  return Number(rs.metadata.annotations?.["deployment.kubernetes.io/revision"] ?? 0);
}
var WORKLOAD_KINDS = /* @__PURE__ */ new Set([
  "Deployment",
  "StatefulSet",
  "DaemonSet",
  "ReplicaSet",
  "Job"
]);
function failsFast(problem, persistedMs, workloadKind) {
  if (problem.reason === "CrashLoopBackOff" || problem.reason === "OOMKilled") {
    return workloadKind !== "Job" && problem.restartCount >= CRASH_LOOP_RESTARTS;
  }
  const grace = graceMs(problem);
  return grace !== void 0 && persistedMs >= grace;
}
function graceMs(problem) {
  switch (problem.reason) {
    case "InvalidImageName":
    case "ErrImageNeverPull":
      return 0;
    case "ImagePullBackOff":
    case "ErrImagePull":
      return PULL_ERROR_GRACE_MS;
    case "CreateContainerConfigError":
    case "CreateContainerError":
    case "RunContainerError":
      return CONFIG_ERROR_GRACE_MS;
    default:
      return void 0;
  }
}
var PULL_ERROR_GRACE_MS = 15e3;
var CONFIG_ERROR_GRACE_MS = 3e4;
var CRASH_LOOP_RESTARTS = 3;

// src/health/targets.ts
function wantsHealthChecks(spec) {
  return spec.wait || spec.healthChecks.length > 0 || spec.healthCheckExprs.length > 0;
}
function healthTargets(spec, applied, exprs) {
  const labelSelector = ownerSelector(spec);
  const fromApplied = (d) => ({
    apiVersion: d.object.apiVersion,
    kind: d.ref.kind,
    namespace: d.ref.namespace,
    name: d.ref.name,
    labelSelector
  });
  if (spec.wait) return dedupe(applied.map(fromApplied));
  if (spec.healthChecks.length > 0) {
    return dedupe(
      spec.healthChecks.map((check) => {
        const { group } = splitApiVersion(check.apiVersion);
        const matches = applied.filter(
          (d) => d.ref.kind === check.kind && d.ref.name === check.name && d.ref.group === group
        );
        const namespace = check.namespace ?? (matches.length === 1 ? matches[0].ref.namespace : spec.targetNamespace ?? spec.namespace);
        const clusterScoped = matches.length > 0 && matches.every((d) => d.ref.namespace === "");
        return {
          apiVersion: check.apiVersion,
          kind: check.kind,
          namespace: clusterScoped && !check.namespace ? "" : namespace,
          name: check.name
        };
      })
    );
  }
  return dedupe(
    applied.filter((d) => healthExprFor(exprs, d.object.apiVersion, d.ref.kind)).map(fromApplied)
  );
}
function workloadTargets(applied) {
  return applied.filter((d) => WORKLOAD_KINDS.has(d.ref.kind) && (d.ref.group === "apps" || d.ref.group === "batch")).map((d) => ({
    apiVersion: d.object.apiVersion,
    kind: d.ref.kind,
    namespace: d.ref.namespace,
    name: d.ref.name
  }));
}
function dedupe(targets) {
  const seen = /* @__PURE__ */ new Map();
  for (const t of targets) seen.set(`${t.apiVersion} ${formatRef(t)}`, t);
  return [...seen.values()];
}

// src/health/view.ts
var POD = { apiVersion: "v1", kind: "Pod" };
var REPLICA_SET = { apiVersion: "apps/v1", kind: "ReplicaSet" };
var HealthView = class {
  constructor(cluster, targets, exprs, onChange, now = Date.now) {
    this.cluster = cluster;
    this.targets = targets;
    this.onChange = onChange;
    this.now = now;
    this.exprs = exprs;
  }
  cluster;
  targets;
  onChange;
  now;
  informers = /* @__PURE__ */ new Map();
  stops = [];
  /** When each pod problem was first seen, to measure how long it has persisted. */
  firstSeen = /* @__PURE__ */ new Map();
  exprs;
  recheckTimer;
  recheckAt = Number.POSITIVE_INFINITY;
  scheduled = false;
  closed = false;
  /**
   * The informers watch only once the caller has seen every first list and is still waiting: a
   * check that every object passes at once (the no-op re-sync) opens no watch connection.
   */
  startWatches;
  watching = new Promise((resolve3) => {
    this.startWatches = resolve3;
  });
  /**
   * Namespaces of workload targets whose Pods and ReplicaSets are not listed yet: only a workload
   * that is not Current needs them (to say what its Pods show), so a check whose workloads are all
   * Current at the first list (the re-sync of what is in place) never lists them.
   */
  podNamespaces = /* @__PURE__ */ new Set();
  /** Starts the informers. Targets of a kind the API does not serve are reported Failed by `health`. */
  async start() {
    const groups = /* @__PURE__ */ new Map();
    for (const t of this.targets) {
      const key = informerKey(t.apiVersion, t.kind, t.namespace);
      const seen = groups.get(key);
      const { labelSelector, ...collection } = t;
      const shared = seen === void 0 || seen.labelSelector === labelSelector ? labelSelector : void 0;
      groups.set(key, { ...collection, ...shared ? { labelSelector: shared } : {} });
      if (WORKLOAD_KINDS.has(t.kind)) this.podNamespaces.add(t.namespace);
    }
    await Promise.all([...groups].map(([key, g]) => this.inform(key, g)));
  }
  /** One informer (list, then watch once the caller waits: see `watching`) of a kind in a namespace. */
  async inform(key, g) {
    const informer = { objects: /* @__PURE__ */ new Map(), synced: false };
    this.informers.set(key, informer);
    try {
      const mapping = await this.cluster.resolve(g.apiVersion, g.kind);
      if (this.closed) return;
      const namespace = mapping.namespaced ? g.namespace : void 0;
      this.stops.push(
        this.cluster.watchList(
          {
            apiVersion: g.apiVersion,
            kind: g.kind,
            ...namespace ? { namespace } : {},
            ...g.labelSelector ? { labelSelector: g.labelSelector } : {},
            watchAfter: this.watching
          },
          (ev) => {
            if (ev.type === "SYNCED") {
              informer.objects = new Map(ev.objects.map((o) => [o.metadata.name, o]));
              informer.synced = true;
            } else if (ev.type === "DELETED") informer.objects.delete(ev.object.metadata.name);
            else informer.objects.set(ev.object.metadata.name, ev.object);
            this.changed();
          },
          (err) => {
            informer.error = formatApiError(err);
            this.changed();
          }
        )
      );
    } catch (err) {
      informer.error = healthText.unknownKind(g.apiVersion, g.kind, formatApiError(err));
      this.changed();
    }
  }
  /** Lists the Pods and ReplicaSets of each namespace where a listed workload is not Current. */
  informPodsWhereNeeded() {
    for (const ns of this.podNamespaces) {
      const pending = this.targets.some((t) => {
        if (t.namespace !== ns || !WORKLOAD_KINDS.has(t.kind)) return false;
        const obj = this.informers.get(informerKey(t.apiVersion, t.kind, t.namespace))?.objects.get(t.name);
        return obj !== void 0 && this.statusOf(t, obj, this.now()).status === "InProgress";
      });
      if (!pending) continue;
      this.podNamespaces.delete(ns);
      for (const kind of [POD, REPLICA_SET])
        void this.inform(informerKey(kind.apiVersion, kind.kind, ns), { ...kind, namespace: ns });
    }
  }
  /** True once every informer has listed (or failed). */
  get synced() {
    return [...this.informers.values()].every((i) => i.synced || i.error !== void 0);
  }
  /** The verdict for every target right now. */
  health() {
    return this.targets.map((t) => this.healthOf(t));
  }
  close() {
    this.closed = true;
    if (this.recheckTimer) clearTimeout(this.recheckTimer);
    for (const stop of this.stops.splice(0)) stop();
  }
  changed() {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.closed) return;
      this.informPodsWhereNeeded();
      this.onChange();
      if (!this.closed && this.synced) this.startWatches();
    });
  }
  healthOf(t) {
    const ref = formatRef({ kind: t.kind, namespace: t.namespace, name: t.name });
    const verdict2 = (status, message2, problems2 = []) => ({
      ref,
      status,
      message: message2,
      problems: problems2
    });
    const informer = this.informers.get(informerKey(t.apiVersion, t.kind, t.namespace));
    if (!informer) return verdict2("InProgress", healthText.notListed);
    if (informer.error !== void 0) return verdict2("Failed", informer.error);
    if (!informer.synced) return verdict2("InProgress", healthText.notListed);
    const obj = informer.objects.get(t.name);
    if (!obj) return verdict2("NotFound", healthText.notFound);
    const now = this.now();
    const result = this.statusOf(t, obj, now);
    if (result.until !== void 0) this.recheckIn(result.until - now + 10);
    if (result.status !== "InProgress" || !WORKLOAD_KINDS.has(t.kind))
      return verdict2(result.status, result.message);
    const pods = this.objectsOf(POD.apiVersion, POD.kind, t.namespace);
    const replicaSets = this.objectsOf(REPLICA_SET.apiVersion, REPLICA_SET.kind, t.namespace);
    const problems = podsOfWorkload(obj, pods, replicaSets).flatMap((p) => podProblems(p)).sort((a, b) => rank(a) - rank(b));
    if (problems.length === 0) return verdict2("InProgress", result.message);
    const shown = problems.slice(0, 3).map((p) => p.text);
    if (problems.length > 3) shown.push(`and ${problems.length - 3} more pod problems`);
    const message = `${result.message}; ${shown.join("; ")}`;
    const failing = problems.some((p) => {
      const key = `${p.pod}/${p.container}/${p.reason}`;
      const since = this.firstSeen.get(key) ?? now;
      this.firstSeen.set(key, since);
      if (failsFast(p, now - since, t.kind)) return true;
      const grace = graceMs(p);
      if (grace !== void 0) this.recheckIn(since + grace - now + 10);
      return false;
    });
    return verdict2(failing ? "Failed" : "InProgress", message, problems);
  }
  /** The object's status by its healthCheckExprs rule, else kstatus. */
  statusOf(t, obj, now) {
    const expr = healthExprFor(this.exprs, obj.apiVersion ?? t.apiVersion, obj.kind ?? t.kind);
    return expr ? expr.rule(obj, now) : computeStatus(obj, now);
  }
  objectsOf(apiVersion, kind, namespace) {
    return [...this.informers.get(informerKey(apiVersion, kind, namespace))?.objects.values() ?? []];
  }
  recheckIn(ms) {
    const at = this.now() + Math.max(ms, 0);
    if (this.closed || at >= this.recheckAt) return;
    if (this.recheckTimer) clearTimeout(this.recheckTimer);
    this.recheckAt = at;
    this.recheckTimer = setTimeout(
      () => {
        this.recheckTimer = void 0;
        this.recheckAt = Number.POSITIVE_INFINITY;
        this.changed();
      },
      Math.max(ms, 0)
    );
  }
};
function informerKey(apiVersion, kind, namespace) {
  return `${apiVersion} ${kind} ${namespace}`;
}
function rank(p) {
  return p.reason === "NotReady" ? 1 : 0;
}

// src/health/wait.ts
async function waitForHealth(input) {
  const started = Date.now();
  const { log } = input;
  const last = /* @__PURE__ */ new Map();
  return new Promise((resolve3) => {
    let done = false;
    let progress;
    let deadline;
    const finish2 = (result, objects) => {
      if (done) return;
      done = true;
      clearInterval(progress);
      clearTimeout(deadline);
      view.close();
      const durationMs = Date.now() - started;
      const message = result === "cancelled" ? "health check cancelled" : result === "passed" ? healthText.passed(durationMs) : result === "failed" ? healthText.failedEarly(
        durationMs,
        objects.filter((o) => o.status === "Failed")
      ) : healthText.timeout(
        durationMs,
        objects.filter((o) => o.status !== "Current")
      );
      resolve3({ result, durationMs, message, objects: objects.map(plain) });
    };
    const evaluate = () => {
      if (done) return;
      const health = view.health();
      for (const h of health) {
        const previous = last.get(h.ref);
        if (previous !== h.status && (previous !== void 0 || h.status !== "Current") && view.synced) {
          log.info(healthText.transition(h, previous ?? "Unknown"));
        }
        if (view.synced) last.set(h.ref, h.status);
      }
      if (!view.synced) return;
      if (health.some((h) => h.status === "Failed")) finish2("failed", health);
      else if (health.every((h) => h.status === "Current")) finish2("passed", health);
    };
    const view = new HealthView(input.cluster, input.targets, input.exprs ?? [], evaluate);
    deadline = setTimeout(() => finish2("timeout", view.health()), input.timeoutMs);
    progress = setInterval(() => {
      const pending = view.health().filter((h) => h.status !== "Current");
      if (pending.length > 0) log.progress(healthText.stillWaiting(pending));
    }, input.progressEveryMs ?? 1e4);
    if (input.targets.length === 0) {
      finish2("passed", []);
      return;
    }
    if (input.signal?.aborted) {
      finish2("cancelled", []);
      return;
    }
    input.signal?.addEventListener("abort", () => finish2("cancelled", view.health()), { once: true });
    view.start().then(evaluate, () => void 0);
  });
}
function plain(h) {
  return { ref: h.ref, status: h.status, message: h.message };
}
var INSPECT_LIST_LIMIT_MS = 5e3;
async function inspectWorkloads(input) {
  if (input.workloads.length === 0) return [];
  const hasError = (h) => h.problems.some((p) => ERROR_REASONS.has(p.reason));
  const settleMs = input.settleMs ?? 2500;
  return new Promise((resolve3) => {
    let done = false;
    let settled2 = false;
    const timers = [];
    const finish2 = () => {
      if (done) return;
      done = true;
      for (const t of timers) clearTimeout(t);
      const health = view.health();
      view.close();
      resolve3(health.filter((h) => h.status !== "Current" && hasError(h)).map(healthText.podWarning));
    };
    const look = () => {
      if (!view.synced) return;
      if (settled2 || view.health().every((h) => h.status === "Current" || hasError(h))) finish2();
    };
    const view = new HealthView(input.cluster, input.workloads, [], look);
    timers.push(
      setTimeout(() => {
        settled2 = true;
        look();
      }, settleMs),
      setTimeout(finish2, settleMs + INSPECT_LIST_LIMIT_MS)
    );
    view.start().then(look, () => void 0);
  });
}
function readHealth(input) {
  if (input.targets.length === 0) return Promise.resolve([]);
  return new Promise((resolve3) => {
    let done = false;
    const finish2 = (force) => {
      if (done || !(force || view.synced)) return;
      done = true;
      clearTimeout(limit);
      const health = view.health();
      view.close();
      resolve3(health.map(plain));
    };
    const view = new HealthView(input.cluster, input.targets, [], () => finish2(false));
    const limit = setTimeout(() => finish2(true), INSPECT_LIST_LIMIT_MS);
    view.start().then(
      () => finish2(false),
      () => finish2(true)
    );
  });
}

// src/helm/release-crds.ts
async function applyChartCrds(cluster, crds, policy, options) {
  const effective = policy ?? DEFAULT_CRD_POLICY;
  if (effective === "Skip" || crds.length === 0) return { applied: [] };
  const applied = [];
  for (const { object } of crds) {
    if (effective === "Create") {
      const existing = await cluster.get({
        group: "apiextensions.k8s.io",
        kind: "CustomResourceDefinition",
        namespace: "",
        name: object.metadata.name,
        version: object.apiVersion.split("/")[1] ?? "v1"
      });
      if (existing) continue;
    }
    await cluster.apply(object, { force: true });
    applied.push(object.metadata.name);
  }
  if (applied.length === 0) return { applied };
  const outcome = await waitForHealth({
    cluster,
    targets: applied.map((name) => ({
      apiVersion: "apiextensions.k8s.io/v1",
      kind: "CustomResourceDefinition",
      namespace: "",
      name
    })),
    timeoutMs: options.timeoutMs,
    log: options.log,
    ...options.signal ? { signal: options.signal } : {}
  });
  await cluster.refreshMapping();
  return outcome.result === "passed" ? { applied } : { applied, error: outcome.message };
}

// src/helm/release-health.ts
async function releaseTargets(cluster, manifest, releaseNamespace2, release3) {
  const labelSelector = Object.entries(originLabels(release3)).map(([key, value]) => `${key}=${value}`).join(",");
  const targets = [];
  for (const { object } of parseObjects(manifest)) {
    const mapping = await cluster.resolve(object.apiVersion, object.kind);
    targets.push({
      apiVersion: object.apiVersion,
      kind: object.kind,
      namespace: mapping.namespaced ? object.metadata.namespace ?? releaseNamespace2 : "",
      name: object.metadata.name,
      labelSelector
    });
  }
  return targets;
}
function waitForRelease(cluster, targets, options) {
  return waitForHealth({
    cluster,
    targets,
    timeoutMs: options.timeoutMs,
    log: options.log,
    ...options.signal ? { signal: options.signal } : {}
  });
}
async function notReadyAfterWait(cluster, targets, waitedMs) {
  const pending = (await readHealth({ cluster, targets })).filter((o) => o.status !== "Current");
  if (pending.length === 0) return void 0;
  return pending.every((o) => o.status === "Failed") ? healthText.failedEarly(waitedMs, pending) : healthText.timeout(waitedMs, pending);
}

// src/helm/release-attempt.ts
async function waitForManifest(record2, request, deps, timeoutMs) {
  const targets = await releaseTargets(
    deps.cluster,
    record2.manifest ?? "",
    record2.namespace,
    request.release
  );
  const outcome = await waitForRelease(deps.cluster, targets, {
    timeoutMs,
    log: deps.log,
    ...deps.signal ? { signal: deps.signal } : {}
  });
  return { ok: outcome.result === "passed", message: outcome.message };
}
async function attemptAction(run, verb, history) {
  const { release: release3, chart, values } = run.request;
  const { deps } = run;
  const settings = verb === "install" ? release3.install : release3.upgrade;
  const timeoutMs = actionTimeoutMs(release3, settings);
  try {
    if ((settings.crds ?? "Create") !== "Skip") {
      const rendered = run.request.rendered ?? await renderRelease({
        release: release3,
        releaseName: run.target.releaseName,
        releaseNamespace: run.target.releaseNamespace,
        chart,
        values,
        capabilities: deps.capabilities ?? {
          kubeVersion: await deps.cluster.serverVersion(),
          apiVersions: []
        },
        helm: deps.helm,
        kustomize: deps.kustomize,
        action: verb,
        ...deps.signal ? { signal: deps.signal } : {}
      });
      const crds = await applyChartCrds(deps.cluster, rendered.crds, settings.crds, {
        timeoutMs,
        log: deps.log,
        ...deps.signal ? { signal: deps.signal } : {}
      });
      if (crds.error) return { ok: false, why: releaseEngineText.crdsFailed(crds.error) };
    }
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    return { ok: false, why: withoutChart(run, error.message) };
  }
  const previous = deployedRelease(history);
  const args = verb === "install" ? installArguments(run.input) : upgradeArguments(run.input, previous ? decodeRelease(previous).apply_method : void 0);
  const started = Date.now();
  try {
    const stdout = await helmRun(run, args);
    return { ok: true, record: JSON.parse(stdout) };
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    const failed = await failedAction(run, error, history, waitStrategy(release3, settings), started);
    return { ok: false, ...failed, why: failed.why ?? withoutChart(run, error.message) };
  }
}
function withoutChart(run, message) {
  const named2 = `chart ${run.chartLabel}: `;
  return message.startsWith(named2) ? message.slice(named2.length) : message;
}
var WAIT_GAVE_UP = /not ready\. status: |context deadline exceeded|timed out waiting for the condition/;
var HOOK_FAILED = /\b(pre|post)-(install|upgrade|rollback)\b|\bHook /;
async function failedAction(run, error, before, strategy, startedAt) {
  const waitedMs = Date.now() - startedAt;
  const after = await releaseHistory(run.deps.cluster, run.target.releaseNamespace, run.target.releaseName);
  const latest = after.at(-1);
  if (!latest || latest.revision <= (before.at(-1)?.revision ?? 0)) return {};
  const record2 = decodeRelease(latest);
  if (strategy === "hookOnly" || !WAIT_GAVE_UP.test(error.message) || HOOK_FAILED.test(error.message))
    return { record: record2 };
  const targets = await releaseTargets(
    run.deps.cluster,
    record2.manifest ?? "",
    record2.namespace,
    run.request.release
  );
  const notReady = await notReadyAfterWait(run.deps.cluster, targets, waitedMs);
  return notReady ? { record: record2, why: notReady } : { record: record2 };
}
var KUBECONFIG_REFRESH_MS = 5 * 6e4;
async function helmRun(run, args) {
  const written = await stat(run.target.kubeconfig);
  if (Date.now() - written.mtimeMs > KUBECONFIG_REFRESH_MS)
    await run.deps.cluster.writeKubeconfigFor(dirname2(run.target.kubeconfig));
  try {
    return await run.deps.helm.run(args, {
      home: run.home,
      ...run.deps.signal ? { signal: run.deps.signal } : {}
    });
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    const plugin = await postRenderError(join2(run.home, "plugins"));
    throw plugin ? new HelmError(plugin) : error;
  }
}

// src/helm/release-controller.ts
async function releasedByHelmController(cluster, release3, target) {
  try {
    const mapping = await cluster.resolve(`${HELM_GROUP}/v2`, "HelmRelease");
    const live = await cluster.get({
      group: mapping.group,
      version: mapping.version,
      kind: "HelmRelease",
      namespace: release3.namespace,
      name: release3.name
    });
    const history = live?.status?.history ?? [];
    return history.some(
      (s) => s.name === target.releaseName && (s.namespace ?? release3.namespace) === target.releaseNamespace
    );
  } catch (err) {
    if (err instanceof NoMatchError || err instanceof ApiError && err.status === 403) return false;
    throw err;
  }
}

// src/helm/release-labels.ts
import { createHash } from "node:crypto";
var RELEASE_OWNER_LABELS = {
  kustomizationName: OWNER_NAME_LABEL,
  kustomizationNamespace: OWNER_NAMESPACE_LABEL,
  name: "kustomize-sync.io/helmrelease-name",
  namespace: "kustomize-sync.io/helmrelease-namespace"
};
var RELEASE_DIGEST_LABEL = "kustomize-sync.io/release-digest";
var DIGEST_LENGTH = 48;
function ownerLabels(owner, release3) {
  return {
    [RELEASE_OWNER_LABELS.kustomizationName]: owner.name,
    [RELEASE_OWNER_LABELS.kustomizationNamespace]: owner.namespace,
    [RELEASE_OWNER_LABELS.name]: release3.name,
    [RELEASE_OWNER_LABELS.namespace]: release3.namespace
  };
}
function ownedBy2(labels, owner, release3) {
  return Object.entries(ownerLabels(owner, release3)).every(([key, value]) => labels?.[key] === value);
}
function holderOf(labels) {
  const name = labels?.[RELEASE_OWNER_LABELS.kustomizationName];
  const namespace = labels?.[RELEASE_OWNER_LABELS.kustomizationNamespace];
  if (name && namespace) {
    const hr = labels?.[RELEASE_OWNER_LABELS.name];
    const hrNamespace = labels?.[RELEASE_OWNER_LABELS.namespace];
    const forRelease = hr && hrNamespace ? ` for HelmRelease/${hrNamespace}/${hr}` : "";
    return `Kustomization/${namespace}/${name}${forRelease}`;
  }
  return "a release without kustomize-sync's owner labels (installed by hand, by helm-controller or another tool)";
}
function releaseDigest(desired) {
  const { release: release3, chart } = desired;
  const document = {
    chart: { name: chart.name, version: chart.version, digest: chart.digest },
    values: desired.values,
    postRender: {
      origin: { name: release3.name, namespace: release3.namespace },
      postRenderers: release3.postRenderers,
      strategy: release3.postRenderStrategy ?? "combined",
      commonMetadata: release3.commonMetadata ?? {}
    },
    target: {
      releaseName: desired.releaseName,
      releaseNamespace: desired.releaseNamespace,
      storageNamespace: desired.storageNamespace
    },
    install: {
      crds: release3.install.crds ?? DEFAULT_CRD_POLICY,
      createNamespace: Boolean(release3.targetNamespace && release3.install.createNamespace),
      disableHooks: Boolean(release3.install.disableHooks)
    },
    upgrade: {
      crds: release3.upgrade.crds ?? DEFAULT_CRD_POLICY,
      disableHooks: Boolean(release3.upgrade.disableHooks)
    }
  };
  return createHash("sha256").update(JSON.stringify(sortKeys(document))).digest("hex").slice(0, DIGEST_LENGTH);
}
function releaseLabels(owner, release3, digest) {
  return { ...ownerLabels(owner, release3), [RELEASE_DIGEST_LABEL]: digest };
}

// src/helm/release-remediation.ts
async function remediationLoop(run, first, base) {
  const { release: release3 } = run.request;
  let verb = first;
  let failures = 0;
  for (; ; ) {
    const history = await releaseHistory(run.deps.cluster, run.target.releaseNamespace, base.releaseName);
    const previous = deployedRelease(history);
    const attempt = await attemptAction(run, verb, history);
    const revision = attempt.record?.version;
    if (attempt.ok && attempt.record) {
      const name = fullReleaseName(base.releaseNamespace, base.releaseName, attempt.record.version);
      const done = verb === "install" ? releaseEngineText.installSucceeded : releaseEngineText.upgradeSucceeded;
      return {
        ...base,
        failures,
        action: verb === "install" ? "installed" : "upgraded",
        revision: attempt.record.version,
        ready: true,
        message: done(name, run.chartLabel)
      };
    }
    failures++;
    const failed = verb === "install" ? releaseEngineText.installFailed : releaseEngineText.upgradeFailed;
    const why = failed(base.releaseNamespace, base.releaseName, run.chartLabel, attempt.why ?? "");
    const remediation = verb === "install" ? release3.install.remediation : release3.upgrade.remediation;
    const retries = remediation?.retries ?? 0;
    const forever = retries < 0;
    const exhausted = forever || failures > retries;
    const remediateLast = forever || (remediation?.remediateLastFailure ?? (verb === "upgrade" ? retries > 0 : false));
    const outcome = (message, action, rev = revision) => ({
      ...base,
      failures,
      action,
      ...rev !== void 0 ? { revision: rev } : {},
      ready: false,
      message,
      error: releaseEngineText.failed(run.key, run.chartLabel, message)
    });
    if (exhausted && !remediateLast) return outcome(`${why}; ${releaseEngineText.retriesExhausted(failures)}`, "failed");
    const strategy = verb === "install" ? "uninstall" : release3.upgrade.remediation?.strategy ?? "rollback";
    if (strategy === "rollback" && !previous) return outcome(`${why}; ${releaseEngineText.noRollbackTarget}`, "failed");
    const remedy = strategy === "rollback" && previous ? await rollback(run, previous) : await uninstallForRemediation(run, revision ?? 0);
    if (!remedy.ok) return outcome(`${why}; ${remedy.message}`, "failed");
    if (exhausted)
      return outcome(
        `${why}; ${remedy.message}; ${forever ? releaseEngineText.retryNextRun : releaseEngineText.retriesExhausted(failures)}`,
        remedy.revision !== void 0 ? "rolled back" : "failed",
        remedy.revision
      );
    run.deps.log.warn(`${run.key}: ${why}; ${remedy.message}; retrying`);
    verb = remedy.revision !== void 0 ? "upgrade" : "install";
  }
}
async function rollback(run, previous) {
  const { release: release3 } = run.request;
  const record2 = decodeRelease(previous);
  const name = fullReleaseName(run.target.releaseNamespace, run.target.releaseName, previous.revision);
  const chart = `${record2.chart?.metadata?.name ?? "?"}@${record2.chart?.metadata?.version ?? "?"}`;
  const before = await releaseHistory(run.deps.cluster, run.target.releaseNamespace, run.target.releaseName);
  const started = Date.now();
  try {
    await helmRun(run, rollbackArguments(release3, run.target, previous.revision, record2.apply_method));
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    const strategy = waitStrategy(release3, release3.rollback);
    const failed = await failedAction(run, error, before, strategy, started);
    return { ok: false, message: releaseEngineText.rollbackFailed(name, chart, failed.why ?? error.message) };
  }
  const after = await releaseHistory(run.deps.cluster, run.target.releaseNamespace, run.target.releaseName);
  return {
    ok: true,
    message: releaseEngineText.rollbackSucceeded(name, chart),
    revision: after.at(-1)?.revision ?? previous.revision
  };
}
async function uninstallForRemediation(run, revision) {
  const name = fullReleaseName(run.target.releaseNamespace, run.target.releaseName, revision);
  const stored = await releaseHistory(run.deps.cluster, run.target.releaseNamespace, run.target.releaseName);
  if (!stored.some((r) => r.status !== "uninstalled")) return { ok: true, message: releaseEngineText.nothingStored };
  try {
    await helmRun(run, uninstallArguments(run.request.release, run.target));
    return { ok: true, message: releaseEngineText.uninstallRemediated(name, run.chartLabel) };
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    return { ok: false, message: releaseEngineText.uninstallRemediationFailed(name, run.chartLabel, error.message) };
  }
}

// src/helm/release-result.ts
function resultBase(release3, target, chart) {
  return {
    key: `HelmRelease/${release3.namespace}/${release3.name}`,
    releaseName: target.releaseName,
    releaseNamespace: target.releaseNamespace,
    storageNamespace: storageNamespace(release3),
    chart,
    failures: 0,
    warnings: []
  };
}
async function apiFailuresAsResult(base, action) {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const why = formatApiError(error);
    const chart = `${base.chart.name}@${base.chart.version}`;
    return {
      ...base,
      action: "failed",
      ready: false,
      message: why,
      error: releaseEngineText.failed(base.key, chart, why)
    };
  }
}

// src/helm/release-storage-namespace.ts
var StagingConflict = class extends Error {
};
function split(places) {
  return places.storageNamespace !== places.releaseNamespace;
}
async function recoverStaged(cluster, places, holder) {
  if (!split(places)) return;
  const staged = await releaseHistory(cluster, places.releaseNamespace, places.releaseName);
  const foreign = staged.find((s) => !ownedBy2(s.labels, holder.owner, holder.release));
  if (foreign)
    throw new StagingConflict(
      releaseEngineText.stagingConflict(
        `${places.releaseNamespace}/${foreign.secret.metadata.name}`,
        places.storageNamespace,
        holderOf(foreign.labels)
      )
    );
  if (staged.length === 0) return;
  await copyAll(
    cluster,
    staged.map((s) => s.secret),
    places.storageNamespace
  );
  await removeAll(
    cluster,
    staged.map((s) => s.secret)
  );
}
async function stagedReleaseRecovered(places, deps, release3) {
  try {
    await recoverStaged(deps.cluster, places, { owner: deps.owner, release: release3 });
    return void 0;
  } catch (error) {
    if (error instanceof StagingConflict) return error.message;
    throw error;
  }
}
async function withStagedRelease(cluster, places, action) {
  if (!split(places)) return action();
  const stored = await releaseHistory(cluster, places.storageNamespace, places.releaseName);
  await copyAll(
    cluster,
    stored.map((s) => s.secret),
    places.releaseNamespace
  );
  let result;
  try {
    result = await action();
  } finally {
    await unstage(cluster, places);
  }
  return result;
}
async function unstage(cluster, places) {
  const staged = (await releaseHistory(cluster, places.releaseNamespace, places.releaseName)).map(
    (s) => s.secret
  );
  await copyAll(cluster, staged, places.storageNamespace);
  const kept = new Set(staged.map((s) => s.metadata.name));
  const stored = await releaseHistory(cluster, places.storageNamespace, places.releaseName);
  await removeAll(
    cluster,
    stored.map((s) => s.secret).filter((s) => !kept.has(s.metadata.name))
  );
  await removeAll(cluster, staged);
}
function copyOf(secret, namespace) {
  const { name, labels } = secret.metadata;
  return {
    apiVersion: "v1",
    kind: "Secret",
    metadata: { name, namespace, ...labels ? { labels } : {} },
    type: secret.type,
    data: secret.data
  };
}
async function copyAll(cluster, secrets, namespace) {
  for (const secret of secrets) {
    const copy = copyOf(secret, namespace);
    const ref = { group: "", version: "v1", kind: "Secret", namespace, name: secret.metadata.name };
    const live = await cluster.get(ref);
    if (!live) await cluster.create(copy);
    else
      await cluster.update({
        ...copy,
        metadata: { ...copy.metadata, resourceVersion: live.metadata.resourceVersion }
      });
  }
}
async function removeAll(cluster, secrets) {
  for (const secret of secrets)
    await cluster.delete({
      group: "",
      version: "v1",
      kind: "Secret",
      namespace: secret.metadata.namespace ?? "",
      name: secret.metadata.name
    });
}
function placesOfStoredSecrets(secrets) {
  const found = /* @__PURE__ */ new Map();
  for (const secret of secrets) {
    const releaseName2 = secret.metadata.labels?.name;
    const namespace = secret.metadata.namespace ?? "";
    if (!releaseName2) continue;
    const releaseNamespace2 = decodeRelease({ secret }).namespace || namespace;
    const key = `${releaseNamespace2}/${releaseName2}`;
    const known = found.get(key);
    if (!known || namespace !== releaseNamespace2)
      found.set(key, { releaseName: releaseName2, releaseNamespace: releaseNamespace2, storageNamespace: namespace });
  }
  return [...found.values()];
}

// src/helm/install.ts
function installOrUpgrade(request, deps) {
  const { release: release3, chart } = request;
  const base = resultBase(release3, helmTarget(release3), { name: chart.name, version: chart.version });
  return apiFailuresAsResult(base, () => reconcileRelease(request, deps));
}
async function reconcileRelease(request, deps) {
  const { release: release3, chart } = request;
  for (const value of request.secretValues ?? []) deps.secrets?.addSecretData(value);
  let target = helmTarget(release3);
  const base = resultBase(release3, target, { name: chart.name, version: chart.version });
  const storage = base.storageNamespace;
  const places = { ...target, storageNamespace: storage };
  const { key } = base;
  const chartLabel = `${chart.name}@${chart.version}`;
  const fail = (why, error = releaseEngineText.failed(key, chartLabel, why)) => ({
    ...base,
    action: "failed",
    ready: false,
    message: why,
    error
  });
  const staged = await stagedReleaseRecovered(places, deps, release3);
  if (staged) return fail(`${key}: ${staged}`, `${key}: ${staged}`);
  const history = await releaseHistory(deps.cluster, storage, target.releaseName);
  const latest = history.at(-1);
  if (latest && !ownedBy2(latest.labels, deps.owner, release3)) {
    const line = releaseEngineText.refused(key, storage, target.releaseName, holderOf(latest.labels));
    return fail(line, line);
  }
  if (latest && await releasedByHelmController(deps.cluster, release3, target)) {
    const line = releaseEngineText.heldByHelmController(key, storage, target.releaseName);
    return fail(line, line);
  }
  const digest = inputsDigest(request, target, storage);
  if (latest?.status === "deployed" && latest.labels[RELEASE_DIGEST_LABEL] === digest)
    return unchanged(latest, base, request, deps);
  if (request.expectUnchanged) return fail(releaseEngineText.changedSinceRender(storage, target.releaseName));
  if (latest?.status.startsWith("pending-")) return fail(releaseEngineText.busy(latest.status));
  const work = await mkdtemp(join3(scratchDir(), "helm-release-"));
  try {
    target = { ...target, kubeconfig: await deps.cluster.writeKubeconfigFor(work) };
    const home = join3(work, "home");
    const valuesFile = join3(work, "values.json");
    await writeFile2(valuesFile, JSON.stringify(request.values), { mode: 384 });
    const chartDir = resolve(await artifactChartDir(release3, chart, work));
    const postRenderer = await installPostRenderPlugin(join3(home, "plugins"), {
      // What the chain reads, nothing more (not the values or the HelmRelease object).
      release: {
        name: release3.name,
        namespace: release3.namespace,
        postRenderers: release3.postRenderers,
        ...release3.postRenderStrategy ? { postRenderStrategy: release3.postRenderStrategy } : {},
        ...release3.commonMetadata ? { commonMetadata: release3.commonMetadata } : {}
      },
      chart: chartLabel,
      kustomize: deps.kustomize.command,
      workDir: join3(work, "post-render")
    });
    const labels = releaseLabels(deps.owner, release3, digest);
    const input = { release: release3, target, chartDir, valuesFile, labels, postRenderer };
    const run = { request, deps, target, key, chartLabel, home, input };
    const verb = !latest || latest.status === "uninstalled" ? "install" : "upgrade";
    return await withStagedRelease(deps.cluster, places, () => remediationLoop(run, verb, base));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
function inputsDigest(request, target, storage) {
  return releaseDigest({
    release: request.release,
    chart: request.chart,
    values: request.values,
    releaseName: target.releaseName,
    releaseNamespace: target.releaseNamespace,
    storageNamespace: storage
  });
}
async function deployedUnchanged(request, cluster) {
  const target = helmTarget(request.release);
  const storage = storageNamespace(request.release);
  if (storage !== target.releaseNamespace) return false;
  const history = await releaseHistory(cluster, storage, target.releaseName).catch(() => []);
  const latest = history.at(-1);
  if (latest?.status !== "deployed") return false;
  const digest = inputsDigest(request, target, storage);
  return latest.labels[RELEASE_DIGEST_LABEL] === digest;
}
async function unchanged(latest, base, request, deps) {
  const { release: release3 } = request;
  const name = fullReleaseName(base.releaseNamespace, base.releaseName, latest.revision);
  const message = releaseEngineText.unchanged(name, `${base.chart.name}@${base.chart.version}`);
  const settings = latest.revision === 1 ? release3.install : release3.upgrade;
  const result = { ...base, action: "unchanged", revision: latest.revision };
  if (settings.disableWait) return { ...result, ready: true, message };
  const record2 = decodeRelease(latest);
  const health = await waitForManifest(record2, request, deps, actionTimeoutMs(release3, settings));
  if (health.ok) return { ...result, ready: true, message: `${message}; ${health.message}` };
  return {
    ...result,
    ready: false,
    message: releaseEngineText.notReady(health.message),
    error: releaseEngineText.failed(base.key, `${base.chart.name}@${base.chart.version}`, releaseEngineText.notReady(health.message))
  };
}

// src/helm/uninstall.ts
import { mkdtemp as mkdtemp2, rm as rm2 } from "node:fs/promises";
import { join as join4 } from "node:path";
function uninstallRelease(release3, deps) {
  const base = resultBase(release3, helmTarget(release3), { name: "", version: "" });
  return apiFailuresAsResult(base, () => uninstallOwned(release3, deps));
}
async function uninstallOwned(release3, deps) {
  const target = helmTarget(release3);
  const storage = storageNamespace(release3);
  const places = { ...target, storageNamespace: storage };
  const staged = await stagedReleaseRecovered(places, deps, release3);
  if (staged) {
    const unknown = resultBase(release3, target, { name: "", version: "" });
    const line = `${unknown.key}: ${staged}`;
    return { ...unknown, action: "failed", ready: false, message: line, error: line };
  }
  const history = await releaseHistory(deps.cluster, storage, target.releaseName);
  const latest = history.at(-1);
  const record2 = latest ? decodeRelease(latest) : void 0;
  const chart = {
    name: record2?.chart?.metadata?.name ?? "",
    version: record2?.chart?.metadata?.version ?? ""
  };
  const chartLabel = `${chart.name}@${chart.version}`;
  const base = { ...resultBase(release3, target, chart), ...latest ? { revision: latest.revision } : {} };
  const { key } = base;
  if (!latest || latest.status === "uninstalled")
    return {
      ...base,
      action: "unchanged",
      ready: true,
      message: releaseEngineText.notInstalled(`${storage}/${target.releaseName}`)
    };
  if (!ownedBy2(latest.labels, deps.owner, release3)) {
    const line = releaseEngineText.uninstallRefused(key, storage, target.releaseName, holderOf(latest.labels));
    return { ...base, action: "failed", ready: false, message: line, error: line };
  }
  if (await releasedByHelmController(deps.cluster, release3, target)) {
    const line = releaseEngineText.uninstallRefused(key, storage, target.releaseName, releaseEngineText.helmControllerHolder);
    return { ...base, action: "failed", ready: false, message: line, error: line };
  }
  const name = fullReleaseName(target.releaseNamespace, target.releaseName, latest.revision);
  const home = await mkdtemp2(join4(scratchDir(), "helm-uninstall-"));
  try {
    const kubeconfig = await deps.cluster.writeKubeconfigFor(home);
    await withStagedRelease(
      deps.cluster,
      places,
      () => deps.helm.run(uninstallArguments(release3, { ...target, kubeconfig }), {
        home,
        ...deps.signal ? { signal: deps.signal } : {}
      })
    );
    return {
      ...base,
      action: "uninstalled",
      ready: true,
      message: releaseEngineText.uninstallSucceeded(name, chartLabel)
    };
  } catch (error) {
    if (!(error instanceof HelmError)) throw error;
    const message = releaseEngineText.uninstallFailed(name, chartLabel, error.message);
    return { ...base, action: "failed", ready: false, message, error: `${key}: ${message}` };
  } finally {
    await rm2(home, { recursive: true, force: true });
  }
}

// src/reconcile/dependencies.ts
function isReady(result) {
  return result.ready === "True" || result.reason === "Suspended";
}
function appliedChildren(result) {
  return isReady(result) || result.reason === "HealthCheckFailed";
}
async function waitingReason(spec, results, specs) {
  if (spec.parent) {
    const parentKey = kustomizationKey(spec.parent);
    const parent = await results.get(parentKey);
    if (parent && !appliedChildren(parent)) return dependencyText.parentNotReady(parentKey);
  }
  for (const dep of spec.dependsOn) {
    const depKey = kustomizationKey(dep);
    const depResult = await results.get(depKey);
    if (!depResult) return dependencyText.notReady(depKey);
    if (dep.readyExpr === void 0) {
      if (!isReady(depResult)) return dependencyText.notReady(depKey);
      continue;
    }
    let ready;
    try {
      ready = (await compileCelPredicate(dep.readyExpr))({
        self: asObject(spec),
        dep: asObject(specs.get(depKey), depResult)
      });
    } catch (err) {
      return dependencyText.readyExprFailed(depKey, err.message.split("\n")[0] ?? "");
    }
    if (!ready) return dependencyText.notReadyByExpr(depKey);
  }
  return void 0;
}
function asObject(spec, result) {
  const definition = spec?.definition ?? {};
  const metadata = { ...definition.metadata ?? {}, generation: 1 };
  if (spec) Object.assign(metadata, { name: spec.name, namespace: spec.namespace });
  const status = { observedGeneration: 1 };
  if (result) {
    status.conditions = [
      { type: "Ready", status: result.ready, reason: result.reason, message: result.message }
    ];
    status.lastAttemptedRevision = result.revision;
    if (result.ready === "True") status.lastAppliedRevision = result.revision;
  }
  return { ...definition, metadata, spec: definition.spec ?? {}, status };
}
function isFluxGroup(group) {
  return group.endsWith(".toolkit.fluxcd.io") || group.endsWith(".extensions.fluxcd.io");
}
var MAX_NAMED = 5;
function fluxKindsPreflight(cluster, plannedKinds = /* @__PURE__ */ new Map(), helmReleaser = "helm-controller") {
  return async (_spec, manifests) => {
    const fromSet = new Set(plannedKinds.keys());
    for (const { object } of manifests) {
      if (object.kind !== "CustomResourceDefinition") continue;
      const spec = object.spec ?? {};
      fromSet.add(`${spec.group}/${spec.names?.kind}`);
    }
    const served = /* @__PURE__ */ new Map();
    const isServed = (apiVersion, kind) => {
      const key = `${apiVersion}/${kind}`;
      let answer = served.get(key);
      if (!answer) {
        answer = cluster.resolve(apiVersion, kind).then(
          () => true,
          (err) => {
            if (err instanceof NoMatchError) return false;
            throw err;
          }
        );
        served.set(key, answer);
      }
      return answer;
    };
    const missing = [];
    const kept = [];
    const releases = [];
    const warnings = [];
    const releasing = helmReleaser !== "helm-controller";
    for (const manifest of manifests) {
      const { apiVersion, kind } = manifest.object;
      const { group } = splitApiVersion(apiVersion);
      const served2 = !isFluxGroup(group) || fromSet.has(`${group}/${kind}`) || await isServed(apiVersion, kind);
      if (isHelmRelease(manifest.object) && (helmReleaser === "kustomize-sync" || releasing && !served2)) {
        releases.push(manifest);
        continue;
      }
      if (served2) {
        kept.push(manifest);
        continue;
      }
      if (releasing && group === SOURCE_GROUP) {
        warnings.push(
          `${label2(manifest)} not applied: the cluster does not serve ${apiVersion} ${kind} (Flux's source-controller); kustomize-sync reads it for the HelmReleases it releases`
        );
        continue;
      }
      if (group === ARTIFACT_GENERATOR_GROUP && kind === "ArtifactGenerator") {
        warnings.push(
          `${label2(manifest)} not applied: the cluster does not serve ${apiVersion} ${kind} (Flux's source-watcher); kustomize-sync builds its ExternalArtifacts itself`
        );
        continue;
      }
      missing.push(manifest);
    }
    if (missing.length === 0) return { manifests: kept, releases, warnings };
    const named2 = missing.slice(0, MAX_NAMED).map(label2).join(", ");
    const more = missing.length > MAX_NAMED ? ` and ${missing.length - MAX_NAMED} more` : "";
    const kinds = [...new Set(missing.map((m) => `${m.object.apiVersion} ${m.object.kind}`))].join(", ");
    return {
      manifests: kept,
      releases,
      warnings,
      failure: `${named2}${more} need Flux's controllers in the cluster: it does not serve ${kinds} (install Flux, e.g. flux install, or leave these objects out); nothing was applied`
    };
  };
}
function label2(manifest) {
  const { object } = manifest;
  return formatRef({
    kind: object.kind,
    namespace: object.metadata.namespace ?? "",
    name: object.metadata.name
  });
}

// src/reconcile/entries.ts
function entriesOf(desired) {
  return desired.map((d) => ({ id: d.id, v: d.ref.version }));
}
function releaseEntriesOf(releases) {
  return releases.map((r) => ({
    id: objectId({ group: HELM_GROUP, kind: "HelmRelease", namespace: r.namespace, name: r.name }),
    v: splitApiVersion(r.rendered?.release.apiVersion ?? `${HELM_GROUP}/v2`).version
  }));
}
function isReleaseEntry(entry) {
  return entry.id.endsWith(`_${HELM_GROUP}_HelmRelease`);
}
function union(a, b) {
  const byId = new Map(a.map((e) => [e.id, e]));
  for (const e of b) byId.set(e.id, e);
  return [...byId.values()];
}
function storedVersions(inventory) {
  return (inventory?.stored ?? []).map((s) => `${s.name}@${s.resourceVersion ?? ""}`).join(",");
}
function sameEntries(previous, entries, revision) {
  if (!previous || previous.revision !== revision || previous.entries.length !== entries.length) return false;
  return listsAll(previous, entries);
}
function listsAll(inventory, entries) {
  if (!inventory) return entries.length === 0;
  const listed = new Set(inventory.entries.map((e) => `${e.id} ${e.v}`));
  return entries.every((e) => listed.has(`${e.id} ${e.v}`));
}

// src/apply/compare.ts
var SERVER_METADATA = [
  "resourceVersion",
  "managedFields",
  "generation",
  "uid",
  "creationTimestamp",
  "selfLink"
];
function sameObject(dryRun, live) {
  return stableJson(normalise(dryRun)) === stableJson(normalise(live));
}
function normalise(obj) {
  const { status: _status, metadata, ...rest } = obj;
  const meta = { ...metadata };
  for (const key of SERVER_METADATA) delete meta[key];
  return { ...rest, metadata: meta };
}
function stableJson(value) {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

// src/apply/noop.ts
function isNoopApply(desired, live, fieldManager, ignoredPaths = []) {
  const managed = live.metadata.managedFields ?? [];
  const ours = managed.filter((m) => m.manager === fieldManager && m.operation === "Apply");
  if (ours.length !== 1 || ours[0].apiVersion !== desired.apiVersion || !ours[0].fieldsV1) return false;
  return isSubset(withoutPaths(desired, ignoredPaths), live) && ownedFieldsPresent(ours[0].fieldsV1, desired, "", defaultedKeyFields(desired));
}
var TCP = { protocol: "TCP" };
var POD_SPEC_PATHS = {
  "v1/Pod": "spec",
  "v1/PodTemplate": "template.spec",
  "v1/ReplicationController": "spec.template.spec",
  "apps/v1/Deployment": "spec.template.spec",
  "apps/v1/StatefulSet": "spec.template.spec",
  "apps/v1/DaemonSet": "spec.template.spec",
  "apps/v1/ReplicaSet": "spec.template.spec",
  "batch/v1/Job": "spec.template.spec",
  "batch/v1/CronJob": "spec.jobTemplate.spec.template.spec"
};
var DEFAULTED_KEYS = new Map([
  ["v1/Service", /* @__PURE__ */ new Map([["spec.ports", TCP]])],
  ...Object.entries(POD_SPEC_PATHS).map(([kind, podSpec]) => [
    kind,
    new Map(
      ["containers", "initContainers", "ephemeralContainers"].map((containers) => [
        `${podSpec}.${containers}[].ports`,
        TCP
      ])
    )
  ])
]);
var NO_DEFAULTED_KEYS = /* @__PURE__ */ new Map();
function defaultedKeyFields(desired) {
  return DEFAULTED_KEYS.get(`${desired.apiVersion}/${desired.kind}`) ?? NO_DEFAULTED_KEYS;
}
function keyedItem(list, keyFields, defaults) {
  const matches = list.filter(
    (item) => item !== null && typeof item === "object" && !Array.isArray(item) && Object.entries(keyFields).every(
      ([k, v]) => item[k] === void 0 ? defaults?.[k] !== void 0 && JSON.stringify(defaults[k]) === JSON.stringify(v) : JSON.stringify(item[k]) === JSON.stringify(v)
    )
  );
  return matches.length === 1 ? matches[0] : void 0;
}
function isSubset(desired, live) {
  if (desired === null || live === void 0) return false;
  if (Array.isArray(desired)) {
    if (!Array.isArray(live) || live.length !== desired.length) return false;
    return desired.every((item, i) => isSubset(item, live[i]));
  }
  if (typeof desired === "object") {
    if (typeof live !== "object" || live === null || Array.isArray(live)) return false;
    return Object.entries(desired).every(([key, value]) => isSubset(value, live[key]));
  }
  return desired === live;
}
function ownedFieldsPresent(fields, desired, path, defaultedKeys) {
  for (const [key, children] of Object.entries(fields)) {
    if (key === ".") continue;
    const kind = key.slice(0, 2);
    const rest = key.slice(2);
    let next;
    let nextPath = path;
    if (kind === "f:") {
      if (!desired || typeof desired !== "object" || Array.isArray(desired) || !(rest in desired))
        return false;
      next = desired[rest];
      nextPath = path === "" ? rest : `${path}.${rest}`;
    } else if (kind === "k:") {
      if (!Array.isArray(desired)) return false;
      next = keyedItem(desired, JSON.parse(rest), defaultedKeys.get(path));
      if (next === void 0) return false;
      nextPath = `${path}[]`;
    } else if (kind === "v:") {
      if (!Array.isArray(desired) || !desired.some((item) => JSON.stringify(item) === rest)) return false;
      continue;
    } else if (kind === "i:") {
      if (!Array.isArray(desired) || desired[Number(rest)] === void 0) return false;
      next = desired[Number(rest)];
      nextPath = `${path}[]`;
    } else {
      return false;
    }
    if (Object.keys(children).length > 0 && !ownedFieldsPresent(children, next, nextPath, defaultedKeys))
      return false;
  }
  return true;
}

// src/apply/ownership.ts
function ownershipRefusal(live, ref, ks, how) {
  const ownerName = label(live, OWNER_NAME_LABEL);
  const ownerNamespace = label(live, OWNER_NAMESPACE_LABEL);
  if (ownerName === ks.name && ownerNamespace === ks.namespace) return void 0;
  const inventoryHome = !ownerName && ref.kind === "Namespace" && label(live, MANAGED_BY_LABEL) === MANAGED_BY_VALUE;
  if (inventoryHome) return void 0;
  if (!ownerName && !ownerNamespace && how.listedInInventory && appliedBy(live, how.fieldManager))
    return void 0;
  const text = formatRef(ref);
  if (ownerName && ownerNamespace)
    return managedByOther(text, { namespace: ownerNamespace, name: ownerName });
  return `${text} already exists and was not created by kustomize-sync; refusing to adopt it silently (to adopt it, label it ${OWNER_NAME_LABEL}=${ks.name} and ${OWNER_NAMESPACE_LABEL}=${ks.namespace})`;
}
function managedByOther(object, owner) {
  return `${object} is managed by Kustomization ${owner.namespace}/${owner.name}; an object can belong to one Kustomization only`;
}
function appliedBy(live, fieldManager) {
  const managed = live.metadata.managedFields ?? [];
  return managed.some((m) => m.manager === fieldManager && m.operation === "Apply");
}
var CREATE_ONLY = "1";
function withClaim(object, liveUid) {
  const metadata = { ...object.metadata };
  if (liveUid) metadata.uid = liveUid;
  else metadata.resourceVersion = CREATE_ONLY;
  return { ...object, metadata };
}
function isClaimConflict(err) {
  if (!(err instanceof ApiError)) return false;
  return err.status === 409 || err.status === 422 && /metadata\.uid/.test(err.message);
}

// src/apply/apply.ts
var REQUESTS_UNDER_WAY = 256;
async function planApply(input) {
  const { cluster } = input;
  const problems = [];
  const planned = await prepare(input, problems);
  if (problems.length > 0) return { planned, problems };
  const ignore = driftIgnoreOf(input, problems);
  if (problems.length > 0) return { planned, problems };
  await mapLimit(planned, REQUESTS_UNDER_WAY, async (p) => {
    if (p.deferred || p.action === "skipped") return;
    if (p.live && isNoopApply(p.object, p.live, input.fieldManager, ignore.pathsFor(p.live))) {
      p.action = "unchanged";
      if (!input.dryRunOnly) p.live = liveIdentity(p.live);
      return;
    }
    try {
      const result = await cluster.apply(p.object, { dryRun: true });
      if (input.dryRunOnly) p.dryRun = result;
      p.action = !p.live ? "created" : driftAction(p, result, ignore, input);
      if (!input.dryRunOnly && p.live) p.live = liveIdentity(p.live);
    } catch (err) {
      if (p.force && p.live && isImmutableError(err)) {
        p.action = "configured";
        p.recreate = true;
        p.detail = "recreated: immutable fields changed and force is enabled";
        return;
      }
      const problem = objectProblem(p, err);
      problems.push(problem);
      p.action = "failed";
      p.detail = problem.message;
    }
  });
  if (!input.dryRunOnly) {
    for (const p of planned) if (p.live) p.live = liveIdentity(p.live);
  }
  return { planned, problems };
}
function driftIgnoreOf(input, problems) {
  try {
    return compileDriftIgnore(input.kustomization.ignore);
  } catch (err) {
    const { kustomization: ks } = input;
    problems.push(
      withSource(
        { message: `Kustomization/${ks.namespace}/${ks.name} spec.ignore: ${err.message}` },
        ks.source
      )
    );
    return IGNORE_NOTHING;
  }
}
function driftAction(p, dryRun, ignore, input) {
  const live = p.live;
  const paths = ignore.pathsFor(dryRun);
  if (sameObject(withoutPaths(dryRun, paths), withoutPaths(live, paths))) return "unchanged";
  if (paths.length === 0) return "configured";
  if (input.dryRunOnly) {
    p.ignoredPaths = paths;
  } else {
    const resolutions = resolveIgnoredDrift(live, dryRun, paths, input.fieldManager);
    if (resolutions.length > 0) p.object = applyDriftResolutions(p.object, resolutions);
  }
  return "configured";
}
function liveIdentity(live) {
  const { name, namespace, uid, generation } = live.metadata;
  const workload = /^(apps|batch)\//.test(live.apiVersion ?? "");
  return {
    apiVersion: live.apiVersion,
    kind: live.kind,
    metadata: {
      name,
      ...namespace !== void 0 ? { namespace } : {},
      ...uid !== void 0 ? { uid } : {},
      ...workload && generation !== void 0 ? { generation } : {}
    },
    ...workload ? { spec: live.spec, status: live.status } : {}
  };
}
function planOutcome(plan) {
  const changes = plan.problems.length > 0 ? toChanges(plan.planned.filter((p) => p.action === "failed")) : toChanges(plan.planned);
  return { desired: plan.planned, changes, problems: plan.problems, wrote: false };
}
async function executeApply(input, plan) {
  const { cluster, kustomization: ks } = input;
  const { planned } = plan;
  const problems = [];
  const writes = {
    problems,
    ks: ks.name,
    ...input.afterFirstWrite ? { first: input.afterFirstWrite } : {}
  };
  const done = (wrote2) => ({
    desired: planned,
    changes: toChanges(
      planned,
      problems.length === 0 ? void 0 : writes.lockLost ? "not applied: the lock was lost" : "not applied: an earlier write of this Kustomization failed"
    ),
    problems,
    wrote: wrote2,
    uncreated: planned.filter((p) => !p.live && !p.written && !p.maybeWritten && p.action !== "skipped").map((p) => p.id)
  });
  let wrote = false;
  for (const stage of [0, 1, 2]) {
    const inStage = planned.filter((p) => stageOf(p.ref.kind) === stage);
    for (const rankGroup of groupByRank(inStage)) {
      const toWrite = rankGroup.filter(
        (p) => p.deferred || p.action === "created" || p.action === "configured"
      );
      if (toWrite.length === 0) continue;
      if (!wrote) {
        try {
          await input.beforeFirstWrite(planned);
        } catch (err) {
          if (!(err instanceof LeaseLostError)) throw err;
          lockLost(writes, err, "nothing was applied");
          return done(false);
        }
        wrote = true;
      }
      await mapLimit(toWrite, REQUESTS_UNDER_WAY, (p) => applyOne(input, p, writes));
      if (problems.length > 0) return done(wrote);
    }
    if (stage === 0) await waitForFoundations(cluster, inStage, input, problems);
    if (problems.length > 0) return done(wrote);
  }
  input.log.debug(`${ks.namespace}/${ks.name}: applied ${planned.length} objects`);
  return done(wrote);
}
function lockLost(writes, err, what) {
  if (writes.lockLost) return;
  writes.lockLost = true;
  writes.problems.push({ message: `Kustomization/${writes.ks}: ${err.message}; ${what}` });
}
async function prepare(input, problems) {
  const { cluster, kustomization: ks } = input;
  const crdScopes = new Map(input.plannedByDependencies?.kinds ?? []);
  const namespacesInSet = [...input.plannedByDependencies?.namespaces ?? []];
  for (const { object } of input.manifests) {
    if (object.kind === "CustomResourceDefinition") {
      const spec = object.spec ?? {};
      crdScopes.set(`${spec.group}/${spec.names?.kind}`, spec.scope !== "Cluster");
    }
    if (object.kind === "Namespace" && object.apiVersion === "v1") namespacesInSet.push(object.metadata.name);
  }
  const namespacesToCreate = /* @__PURE__ */ new Set();
  await Promise.all(
    namespacesInSet.map(async (name) => {
      const ref = { group: "", version: "v1", kind: "Namespace", namespace: "", name };
      const live = await cluster.get(ref);
      const gone = !live || live.metadata.deletionTimestamp !== void 0 && (input.dryRunOnly || await waitGone(cluster, ref, input.timeoutMs, input.log));
      if (gone) namespacesToCreate.add(name);
    })
  );
  const sorted = [...input.manifests].sort((a, b) => compareForApply(a.object, b.object));
  const planned = await Promise.all(
    sorted.map(async (manifest) => {
      const object = { ...manifest.object, metadata: { ...manifest.object.metadata } };
      const { group, version } = splitApiVersion(object.apiVersion ?? "");
      const display = formatRef({
        kind: object.kind,
        namespace: object.metadata?.namespace ?? "",
        name: object.metadata?.name
      });
      let namespaced;
      let knownToServer = true;
      try {
        namespaced = (await cluster.resolve(object.apiVersion, object.kind)).namespaced;
      } catch (err) {
        const fromSet = crdScopes.get(`${group}/${object.kind}`);
        if (!(err instanceof NoMatchError) || fromSet === void 0) {
          problems.push(
            withSource({ message: `${display} ${formatApiError(err)}`, object: display }, manifest.source)
          );
          return void 0;
        }
        namespaced = fromSet;
        knownToServer = false;
      }
      if (namespaced && !object.metadata.namespace) {
        problems.push(
          withSource({ message: `${display} namespace not specified`, object: display }, manifest.source)
        );
        return void 0;
      }
      if (!namespaced) delete object.metadata.namespace;
      object.metadata.labels = {
        ...object.metadata.labels,
        [OWNER_NAME_LABEL]: ks.name,
        [OWNER_NAMESPACE_LABEL]: ks.namespace
      };
      const ref = {
        group,
        version,
        kind: object.kind,
        namespace: namespaced ? object.metadata.namespace ?? "" : "",
        name: object.metadata.name
      };
      const p = {
        object,
        ref,
        id: objectId(ref),
        source: manifest.source,
        namespaced,
        deferred: !knownToServer || namespaced && namespacesToCreate.has(ref.namespace),
        action: "unchanged",
        force: ks.force || annotation(object, FLUX_FORCE_ANNOTATION) === "enabled"
      };
      return p;
    })
  );
  const result = planned.filter((p) => p !== void 0);
  await readLiveObjects(input, result, problems, (p) => crdScopes.has(`${p.ref.group}/${p.ref.kind}`));
  for (const p of result) {
    p.labelledOurs = p.live !== void 0 && ownedBy(p.live, ks);
    classify(p, input, problems);
  }
  return result;
}
var GET_MISSING_UP_TO = 4;
async function readLiveObjects(input, planned, problems, kindFromSet) {
  const { cluster, kustomization: ks } = input;
  const groups = /* @__PURE__ */ new Map();
  for (const p of planned) {
    if (p.deferred) continue;
    const key = `${p.object.apiVersion}|${p.ref.kind}|${p.ref.namespace}`;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const first = group[0];
      const collection = {
        apiVersion: first.object.apiVersion,
        kind: first.ref.kind,
        ...first.namespaced ? { namespace: first.ref.namespace } : {}
      };
      try {
        let missing = group;
        const shared = await input.shared?.ours(cluster, collection, ks);
        if (shared) {
          for (const p of group) p.live = shared.get(p.ref.name);
          missing = group.filter((p) => !p.live);
        } else if (group.length > 1 && group.filter((p) => input.previousIds.has(p.id)).length * 2 > group.length) {
          const ours = await cluster.list({
            ...collection,
            labelSelector: ownerSelector(ks)
          });
          const byName2 = new Map(ours.map((o) => [o.metadata.name, o]));
          for (const p of group) p.live = byName2.get(p.ref.name);
          missing = group.filter((p) => !p.live);
        }
        if (missing.length === 0) return;
        const items = missing.length === 1 || missing !== group && missing.length <= GET_MISSING_UP_TO ? (await Promise.all(missing.map((p) => cluster.get(p.ref)))).filter(
          (o) => o !== void 0
        ) : await cluster.list(collection);
        const byName = new Map(items.map((o) => [o.metadata.name, o]));
        for (const p of missing) p.live = byName.get(p.ref.name);
      } catch (err) {
        if (err instanceof NoMatchError && kindFromSet(first)) {
          for (const p of group) {
            p.live = void 0;
            p.deferred = true;
          }
          return;
        }
        for (const p of group) {
          p.live = void 0;
          const problem = objectProblem(p, err);
          problems.push(problem);
          p.action = "failed";
          p.detail = problem.message;
        }
      }
    })
  );
}
function classify(p, input, problems) {
  const skipped = skipReason(p);
  if (skipped) {
    p.action = "skipped";
    p.detail = skipped;
    p.deferred = false;
    return;
  }
  if (p.deferred && !p.live) p.action = "created";
  if (!p.live) return;
  const refusal = refusalOf(input, p, p.live);
  if (!refusal) return;
  problems.push(withSource({ message: refusal, object: formatRef(p.ref) }, p.source));
  p.action = "failed";
  p.detail = refusal;
}
function refusalOf(input, p, live) {
  return ownershipRefusal(live, p.ref, input.kustomization, {
    listedInInventory: input.previousIds.has(p.id),
    fieldManager: input.fieldManager
  });
}
function skipReason(p) {
  const ssa = annotation(p.object, FLUX_SSA_ANNOTATION);
  if (annotation(p.object, FLUX_RECONCILE_ANNOTATION) === "disabled")
    return "reconcile disabled by annotation";
  if (annotation(p.live, FLUX_RECONCILE_ANNOTATION) === "disabled") {
    return "reconcile disabled by annotation on the live object";
  }
  if (ssa === "Ignore") return "ssa: Ignore";
  if (ssa === "IfNotPresent" && p.live) return "ssa: IfNotPresent and the object exists";
  return void 0;
}
var ClaimLostError = class extends Error {
};
async function applyOne(input, p, writes) {
  const { cluster } = input;
  const { problems } = writes;
  try {
    if (p.deferred) {
      await cluster.apply(p.object, { dryRun: true }).catch((err) => {
        throw Object.assign(err, { dryRunPhase: true });
      });
      p.action = "created";
    }
    if (p.recreate && p.live?.metadata.uid) {
      await cluster.delete(p.ref, { uid: p.live.metadata.uid, propagationPolicy: "Background" });
      if (!await waitGone(cluster, p.ref, input.timeoutMs, input.log)) {
        throw new Error(`${formatRef(p.ref)} was deleted to be recreated but is still terminating`);
      }
    }
    const plannedUid = p.recreate ? void 0 : p.live?.metadata.uid;
    let applied;
    try {
      applied = await cluster.applyReporting(withClaim(p.object, plannedUid));
    } catch (err) {
      if (!isClaimConflict(err)) throw err;
      const now = await cluster.get(p.ref);
      const refusal = now && refusalOf(input, p, now);
      if (refusal) throw new ClaimLostError(refusal);
      applied = await cluster.applyReporting(withClaim(p.object, now?.metadata.uid));
      if (now && !applied.created)
        p.action = applied.object.metadata.resourceVersion === now.metadata.resourceVersion ? "unchanged" : "configured";
    }
    if (applied.created && !p.recreate) p.action = "created";
    p.written = true;
    const first = writes.first;
    writes.first = void 0;
    first?.();
  } catch (err) {
    if (err instanceof LeaseLostError) {
      lockLost(writes, err, "nothing more was applied");
      return;
    }
    p.action = "failed";
    if (err instanceof ClaimLostError) {
      problems.push(withSource({ message: err.message, object: formatRef(p.ref) }, p.source));
      p.detail = err.message;
      return;
    }
    p.maybeWritten = !(err instanceof ApiError && err.status >= 400 && err.status < 500);
    problems.push(
      objectProblem(p, err, err.dryRunPhase ? void 0 : "apply")
    );
    p.detail = formatApiError(err);
  }
}
function isImmutableError(err) {
  return err instanceof ApiError && err.status === 422 && /immutable/i.test(err.message);
}
async function waitForFoundations(cluster, stage0, input, problems) {
  const crds = stage0.filter((p) => p.ref.kind === "CustomResourceDefinition" && p.action !== "skipped");
  const namespaces = stage0.filter((p) => p.ref.kind === "Namespace" && p.action !== "skipped");
  const deadline = Date.now() + input.timeoutMs;
  const pending = [...crds, ...namespaces];
  const slow = slowWait(
    input.log,
    deadline,
    () => pending.map((p) => `${formatRef(p.ref)} to be ${p.ref.kind === "Namespace" ? "Active" : "Established"}`)
  );
  while (pending.length > 0) {
    for (let i = pending.length - 1; i >= 0; i--) {
      const live = await cluster.get(pending[i].ref);
      if (live && foundationReady(live)) pending.splice(i, 1);
    }
    if (pending.length === 0) break;
    if (Date.now() > deadline) {
      for (const p of pending)
        problems.push(
          withSource(
            { message: `${formatRef(p.ref)} did not become ready in time`, object: formatRef(p.ref) },
            p.source
          )
        );
      return;
    }
    slow();
    await sleep(200);
  }
  if (crds.length > 0) await cluster.refreshMapping();
}
function foundationReady(live) {
  const status = live.status ?? {};
  if (live.kind === "Namespace") return status.phase === "Active";
  return (status.conditions ?? []).some((c) => c.type === "Established" && c.status === "True");
}
async function waitGone(cluster, ref, timeoutMs, log) {
  const deadline = Date.now() + timeoutMs;
  let finalizers = [];
  const slow = slowWait(log, deadline, () => [
    `${formatRef(ref)} to finish deleting${finalizers.length > 0 ? ` (finalizers: ${finalizers.join(", ")})` : ""}`
  ]);
  while (Date.now() < deadline) {
    const live = await cluster.get(ref);
    if (!live) return true;
    finalizers = [
      ...live.metadata.finalizers ?? [],
      ...live.spec?.finalizers ?? []
    ];
    slow();
    await sleep(250);
  }
  return false;
}
var SLOW_WAIT_MS = 5e3;
var SLOW_WAIT_REPEAT_MS = 3e4;
function slowWait(log, deadline, waitingFor) {
  let next = Date.now() + SLOW_WAIT_MS;
  return () => {
    if (!log || Date.now() < next) return;
    next = Date.now() + SLOW_WAIT_REPEAT_MS;
    const what = waitingFor();
    const shown = what.length > 3 ? [...what.slice(0, 3), `${what.length - 3} more`] : what;
    log.progress(
      `waiting for ${shown.join(", ")} (up to ${formatDuration(Math.max(0, Math.round((deadline - Date.now()) / 1e3) * 1e3))} more)`
    );
  };
}
function groupByRank(planned) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of planned) {
    const rank2 = kindRank(p.ref.kind);
    const group = groups.get(rank2);
    if (group) group.push(p);
    else groups.set(rank2, [p]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, g]) => g);
}
function toChanges(planned, unwritten) {
  return planned.map((p) => {
    const claimsWrite = p.action === "created" || p.action === "configured";
    const notWritten = unwritten !== void 0 && claimsWrite && !p.written;
    const detail = notWritten ? unwritten : p.detail;
    return {
      id: p.id,
      kind: p.ref.kind,
      namespace: p.ref.namespace,
      name: p.ref.name,
      action: notWritten ? "skipped" : p.action,
      ...detail ? { detail } : {},
      ...p.source ? { source: p.source } : {}
    };
  });
}
function objectProblem(p, err, operation) {
  let message = formatApiError(err);
  if (err instanceof ApiError && !message.startsWith(formatRef(p.ref))) {
    message = `${formatRef(p.ref)} ${operation ?? err.operation} failed: ${err.message}`;
  } else if (!(err instanceof ApiError) && !message.startsWith(formatRef(p.ref))) {
    message = `${formatRef(p.ref)} ${operation ?? "apply"} failed: ${message}`;
  }
  return withSource({ message: withoutValueDump(message), object: formatRef(p.ref) }, p.source);
}
function withoutValueDump(message) {
  return message.replace(/Invalid value: (\{.{200,}\}|\[.{200,}\]): /g, "");
}
function withSource(problem, source) {
  if (!source) return problem;
  return { ...problem, message: `${problem.message} (${formatLocation(source)})`, source };
}

// src/inventory/codec.ts
import { gunzipSync, gzipSync } from "node:zlib";
var INVENTORY_LABEL = "kustomize-sync.io/inventory";
var KUSTOMIZATION_ANNOTATION = "kustomize-sync.io/kustomization";
var REVISION_ANNOTATION = "kustomize-sync.io/revision";
var POLICY_ANNOTATION = "kustomize-sync.io/deletion-policy";
var PRUNE_ANNOTATION = "kustomize-sync.io/prune";
var SCOPE_ANNOTATION = "kustomize-sync.io/scope";
var UPDATED_ANNOTATION = "kustomize-sync.io/updated-at";
var PLAIN_LIMIT = 128 * 1024;
var MAX_ENCODED_BYTES = 900 * 1024;
function inventoryName(k) {
  const name = `kustomize-sync.${k.namespace}.${k.name}`;
  return name.length <= 253 ? name : `${name.slice(0, 240)}-${hash(`${k.namespace}/${k.name}`)}`;
}
var InventoryDamagedError = class extends Error {
  name = "InventoryDamagedError";
  configMap;
  owner;
  constructor(configMap, why, owner) {
    super(`${configMap}: ${why}`);
    this.configMap = configMap;
    if (owner) this.owner = owner;
  }
};
var InventoryTooLargeError = class extends Error {
  name = "InventoryTooLargeError";
};
function encodeInventory(inv) {
  const lines = [...inv.entries].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0).map((e) => `${e.id} ${e.v}`).join("\n");
  const body = {};
  let size = Buffer.byteLength(lines);
  if (size <= PLAIN_LIMIT) {
    body.data = { entries: lines };
  } else {
    const gz = gzipSync(lines, { level: 9 }).toString("base64");
    size = gz.length;
    body.binaryData = { "entries.gz": gz };
  }
  if (size > MAX_ENCODED_BYTES) {
    throw new InventoryTooLargeError(
      `inventory of Kustomization ${inv.kustomization.namespace}/${inv.kustomization.name} is too large: ${inv.entries.length} objects encode to ${size} bytes, over the ${MAX_ENCODED_BYTES}-byte limit (Kubernetes objects are limited to 1 MiB); split it into several Kustomizations`
    );
  }
  return {
    apiVersion: "v1",
    kind: "ConfigMap",
    metadata: {
      name: inventoryName(inv.kustomization),
      namespace: inv.namespace,
      labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE, [INVENTORY_LABEL]: "true" },
      annotations: {
        [KUSTOMIZATION_ANNOTATION]: `${inv.kustomization.namespace}/${inv.kustomization.name}`,
        [REVISION_ANNOTATION]: inv.revision,
        [POLICY_ANNOTATION]: inv.deletionPolicy,
        [PRUNE_ANNOTATION]: String(inv.prune),
        [SCOPE_ANNOTATION]: inv.scope,
        [UPDATED_ANNOTATION]: inv.updatedAt
      }
    },
    ...body
  };
}
var ENTRY_ID = {
  namespace: /^([a-z0-9]([-a-z0-9]*[a-z0-9])?)?$/,
  group: /^([a-z0-9]([-a-z0-9.]*[a-z0-9])?)?$/,
  kind: /^[A-Za-z][A-Za-z0-9]*$/,
  version: /^[a-z0-9]+$/
};
function parseEntry(line) {
  const parts = line.split(" ");
  if (parts.length !== 2) return void 0;
  const [id, v] = parts;
  let ref;
  try {
    ref = parseObjectId(id);
  } catch {
    return void 0;
  }
  const nameOk = ref.name !== "" && ref.name !== "." && ref.name !== ".." && !/[/%\s]/.test(ref.name);
  if (!nameOk || !ENTRY_ID.namespace.test(ref.namespace) || !ENTRY_ID.group.test(ref.group) || !ENTRY_ID.kind.test(ref.kind) || !ENTRY_ID.version.test(v))
    return void 0;
  return { id, v };
}
function decodeInventory(cm) {
  const where = `ConfigMap/${cm.metadata.namespace}/${cm.metadata.name}`;
  const annotations = cm.metadata.annotations ?? {};
  const owner = annotations[KUSTOMIZATION_ANNOTATION];
  const slash = owner?.indexOf("/") ?? -1;
  if (!owner || slash <= 0 || slash === owner.length - 1)
    throw new InventoryDamagedError(
      where,
      `not a kustomize-sync inventory (no ${KUSTOMIZATION_ANNOTATION} annotation)`
    );
  const kustomization = { namespace: owner.slice(0, slash), name: owner.slice(slash + 1) };
  const damaged = (why) => new InventoryDamagedError(where, why, kustomization);
  const data = cm.data ?? {};
  const binary = cm.binaryData ?? {};
  let text;
  if (binary["entries.gz"] !== void 0) {
    try {
      text = gunzipSync(Buffer.from(String(binary["entries.gz"]), "base64")).toString("utf8");
    } catch {
      throw damaged("entries.gz is not gzip data");
    }
  } else {
    text = typeof data.entries === "string" ? data.entries : "";
  }
  const entries = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "") continue;
    const entry = parseEntry(line);
    if (!entry) {
      throw damaged(
        `line ${index + 1} of its entries is not '<namespace>_<name>_<group>_<kind> <version>': ${JSON.stringify(line.slice(0, 200))}`
      );
    }
    entries.push(entry);
  }
  return {
    kustomization,
    stored: [
      {
        name: cm.metadata.name,
        ...cm.metadata.resourceVersion ? { resourceVersion: cm.metadata.resourceVersion } : {}
      }
    ],
    namespace: cm.metadata.namespace ?? "",
    entries,
    revision: annotations[REVISION_ANNOTATION] ?? "",
    deletionPolicy: annotations[POLICY_ANNOTATION] ?? "MirrorPrune",
    prune: annotations[PRUNE_ANNOTATION] === "true",
    scope: annotations[SCOPE_ANNOTATION] ?? "",
    updatedAt: annotations[UPDATED_ANNOTATION] ?? ""
  };
}
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, "0");
}

// src/inventory/messages.ts
var inventoryStoreText = {
  /**
   * A ConfigMap labelled as an inventory that cannot be decoded. Deleting one that is the only
   * record of a Kustomization's objects orphans them, so the warning says how to tell.
   */
  skipped: (problem, configMap, owner) => {
    const [, namespace, name] = configMap.split("/");
    const look = `kubectl get configmap -n ${namespace} ${name} -o yaml`;
    if (!owner) {
      return `skipped ${problem}; it is not used as an inventory. It matters only if someone meant it as one: look at it (${look}); if its entries name objects that exist and carry kustomize-sync owner labels, add the kustomize-sync.io/kustomization annotation naming their Kustomization; otherwise delete it, or remove its ${INVENTORY_LABEL} label`;
    }
    return `skipped ${problem}; it is not used as an inventory: what it lists is neither pruned for Kustomization ${kustomizationKey(owner)} nor protected from another one's prune. To tell whether it still matters, look for that Kustomization's objects (kubectl get <the kinds its entries name> -A -l ${ownerSelector(owner)}; its entries: ${look}): if some exist, it is their only record, so fix it; if none do, delete it`;
  }
};

// src/inventory/store.ts
var configMapRef = (namespace, name) => ({
  group: "",
  version: "v1",
  kind: "ConfigMap",
  namespace,
  name
});
var InventoryOwnerError = class extends Error {
  name = "InventoryOwnerError";
};
async function readInventory(cluster, kustomization, namespace) {
  const cm = await cluster.get(configMapRef(namespace, inventoryName(kustomization)));
  if (!cm) return void 0;
  const inventory = decodeInventory(cm);
  if (sameKustomization(inventory.kustomization, kustomization)) return inventory;
  throw new InventoryOwnerError(
    `ConfigMap/${namespace}/${cm.metadata.name} is the inventory of Kustomization ${kustomizationKey(inventory.kustomization)}, not of ${kustomizationKey(kustomization)}: it is left alone`
  );
}
function sameKustomization(a, b) {
  return a !== void 0 && a.namespace === b.namespace && a.name === b.name;
}
var warned = /* @__PURE__ */ new WeakMap();
var forbidden = /* @__PURE__ */ new WeakMap();
function warnOnce(cluster, log, key, message) {
  const done = warned.get(cluster) ?? /* @__PURE__ */ new Set();
  warned.set(cluster, done);
  if (done.has(key)) return;
  done.add(key);
  log?.warn(message);
}
async function listInventories(cluster, log, visible) {
  const selector = { apiVersion: "v1", kind: "ConfigMap", labelSelector: `${INVENTORY_LABEL}=true` };
  let items;
  try {
    const denied = forbidden.get(cluster);
    if (denied && visible) throw denied;
    items = await cluster.list(selector);
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 403) || !visible) throw err;
    forbidden.set(cluster, err);
    const namespaces = [...new Set(visible)].sort();
    const lists = await Promise.all(
      namespaces.map(
        (namespace) => cluster.list({ ...selector, namespace }).catch((nsErr) => {
          if (!(nsErr instanceof ApiError && nsErr.status === 403)) throw nsErr;
          return void 0;
        })
      )
    );
    const unseen = namespaces.filter((_, i) => lists[i] === void 0);
    const seen = namespaces.filter((_, i) => lists[i] !== void 0);
    warnOnce(
      cluster,
      log,
      "inventories:forbidden",
      `cannot list inventory ConfigMaps in all namespaces (${err.reason}): looked only in ${seen.length > 0 ? seen.join(", ") : "no namespace"}${unseen.length > 0 ? ` (not allowed in ${unseen.join(", ")} either)` : ""}; Kustomizations removed from the repository whose inventory is elsewhere are not finalized, and prune does not see other Kustomizations' inventories there (grant list on configmaps cluster-wide to check everything; docs/ACTION.md, RBAC)`
    );
    items = lists.flatMap((l) => l ?? []);
  }
  const inventories = [];
  for (const cm of items) {
    try {
      inventories.push(decodeInventory(cm));
    } catch (err) {
      if (!(err instanceof InventoryDamagedError)) throw err;
      warnOnce(
        cluster,
        log,
        err.configMap,
        inventoryStoreText.skipped(err.message, err.configMap, err.owner)
      );
    }
  }
  return inventories;
}
async function writeInventory(cluster, inventory) {
  await ensureNamespace(cluster, inventory.namespace);
  await cluster.apply(encodeInventory(inventory));
}
async function deleteInventory(cluster, inventory) {
  const read = new Map((inventory.stored ?? []).map((s) => [s.name, s.resourceVersion]));
  const names = /* @__PURE__ */ new Set([inventoryName(inventory.kustomization), ...read.keys()]);
  for (const name of names) {
    const resourceVersion = read.get(name);
    await cluster.delete(configMapRef(inventory.namespace, name), resourceVersion ? { resourceVersion } : {});
  }
}
var ensured = /* @__PURE__ */ new WeakMap();
async function ensureNamespace(cluster, namespace, wait = {}) {
  const done = ensured.get(cluster) ?? /* @__PURE__ */ new Set();
  ensured.set(cluster, done);
  if (done.has(namespace)) return;
  const ref = { group: "", version: "v1", kind: "Namespace", namespace: "", name: namespace };
  let existing;
  try {
    existing = await cluster.get(ref);
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 403)) throw err;
    done.add(namespace);
    return;
  }
  if (existing?.metadata.deletionTimestamp) {
    if (!await waitGone(cluster, ref, wait.timeoutMs ?? 3e5, wait.log)) {
      throw new ApiError({
        status: 409,
        reason: "Conflict",
        message: `it is still being deleted after ${Math.round((wait.timeoutMs ?? 3e5) / 1e3)}s; inventories and locks cannot be kept in it`,
        verb: "create",
        operation: "create",
        target: { kind: "Namespace", name: namespace }
      });
    }
    existing = void 0;
  }
  if (!existing) {
    await cluster.apply({
      apiVersion: "v1",
      kind: "Namespace",
      metadata: { name: namespace, labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE } }
    });
  }
  done.add(namespace);
}

// src/prune/namespace.ts
var GENERATED_KINDS = /* @__PURE__ */ new Set([
  "/Event",
  "events.k8s.io/Event",
  "/Endpoints",
  "discovery.k8s.io/EndpointSlice",
  "/ComponentStatus"
]);
var GENERATED_GROUPS = /* @__PURE__ */ new Set(["metrics.k8s.io"]);
var GENERATED_OBJECTS = /* @__PURE__ */ new Set(["/ServiceAccount/default", "/ConfigMap/kube-root-ca.crt"]);
async function foreignObjects(cluster, ns, ks) {
  const kinds = listableKinds(await cluster.resources(), { namespacedOnly: true });
  const lists = await Promise.all(
    kinds.map(
      (m) => cluster.list({
        apiVersion: m.group ? `${m.group}/${m.version}` : m.version,
        kind: m.kind,
        namespace: ns
      })
    )
  );
  return lists.flat().filter((o) => !generated(o) && !ownedBy(o, ks)).map((o) => formatRef({ kind: o.kind, namespace: ns, name: o.metadata.name })).sort();
}
function listableKinds(mappings, { namespacedOnly = false } = {}) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const m of mappings) {
    const resource = `${m.group}/${m.resource}`;
    if (namespacedOnly && !m.namespaced || !m.verbs.includes("list") || seen.has(resource)) continue;
    seen.add(resource);
    if (GENERATED_GROUPS.has(m.group) || GENERATED_KINDS.has(`${m.group}/${m.kind}`)) continue;
    out.push(m);
  }
  return out;
}
function generated(o) {
  const group = o.apiVersion.includes("/") ? o.apiVersion.split("/")[0] : "";
  if (GENERATED_OBJECTS.has(`${group}/${o.kind}/${o.metadata.name}`)) return true;
  return (o.metadata.ownerReferences ?? []).length > 0;
}

// src/prune/prune.ts
var INVENTORIES_FRESH_MS = 2e3;
var LIST_FROM = 5;
var LIST_MAX_PER_STALE = 20;
async function pruneStale(input) {
  const outcome = { changes: [], keep: [], problems: [] };
  const candidates = input.stale.map((entry) => {
    const ref = parseObjectId(entry.id);
    return { entry, ref: { ...ref, version: entry.v } };
  });
  const ranks = [...new Set(candidates.map((c) => pruneRank(c.ref)))].sort((a, b) => b - a);
  const desiredPerCollection = countPerCollection([...input.desiredIds].map(parseObjectId));
  let read;
  const groups = ranks.map((rank2) => candidates.filter((c) => pruneRank(c.ref) === rank2));
  const readAt = Date.now();
  const prefetched = groups.map((group) => settled(readLive(input, group, desiredPerCollection)));
  for (const [i, group] of groups.entries()) {
    if (!read || Date.now() - read.at > INVENTORIES_FRESH_MS) {
      read = {
        at: Date.now(),
        inventories: input.inventories().then(
          (all) => ({ all }),
          (error) => ({ error })
        )
      };
    }
    const reads = Date.now() - readAt > INVENTORIES_FRESH_MS ? readLive(input, group, desiredPerCollection) : prefetched[i];
    const [inspected, inventories] = await Promise.all([
      Promise.all(group.map((c) => inspect(input, c, reads.get(c), outcome))),
      read.inventories
    ]);
    const deletable = inspected.filter((c) => c !== void 0);
    if (deletable.length === 0) continue;
    let others;
    try {
      if ("error" in inventories) throw inventories.error;
      others = otherInventories(input, inventories.all);
    } catch (err) {
      const message = `could not read the other inventories before pruning: ${formatApiError(err)}`;
      for (const c of deletable) {
        outcome.keep.push(c.entry);
        record(outcome, c, "failed", message);
      }
      outcome.problems.push({ message });
      continue;
    }
    await Promise.all(deletable.map((c) => pruneOne(input, c, others, outcome)));
  }
  return outcome;
}
function settled(reads) {
  for (const r of reads.values()) r.catch(() => void 0);
  return reads;
}
function record(out, c, action, detail) {
  out.changes.push({
    id: c.entry.id,
    kind: c.ref.kind,
    namespace: c.ref.namespace,
    name: c.ref.name,
    action,
    ...detail ? { detail } : {}
  });
}
var ONE_BATCH = /* @__PURE__ */ new Set([
  "|ResourceQuota",
  "|ServiceAccount",
  "rbac.authorization.k8s.io|Role",
  "rbac.authorization.k8s.io|RoleBinding",
  "|ConfigMap",
  "|Secret",
  "|Service",
  "|LimitRange",
  "apps|Deployment",
  "apps|StatefulSet",
  "batch|CronJob",
  "policy|PodDisruptionBudget",
  // Not in Flux's list (so among the custom resources, deleted first), yet its finalizer
  // (kubernetes.io/pvc-protection) holds it until the Pods that mount it are gone: deleted and
  // waited for before their Deployment, it waited out the whole timeout.
  "|PersistentVolumeClaim"
]);
var ONE_BATCH_RANK = kindRank("Deployment");
function pruneRank(ref) {
  return ONE_BATCH.has(`${ref.group}|${ref.kind}`) ? ONE_BATCH_RANK : kindRank(ref.kind);
}
var collectionKey = (ref) => `${ref.group}|${ref.kind}|${ref.namespace}`;
function countPerCollection(refs) {
  const counts = /* @__PURE__ */ new Map();
  for (const ref of refs) counts.set(collectionKey(ref), (counts.get(collectionKey(ref)) ?? 0) + 1);
  return counts;
}
function readLive(input, group, desiredPerCollection) {
  const { cluster, kustomization: ks } = input;
  const collections = /* @__PURE__ */ new Map();
  for (const c of group) {
    const key = `${c.ref.version}|${collectionKey(c.ref)}`;
    const members = collections.get(key);
    if (members) members.push(c);
    else collections.set(key, [c]);
  }
  const reads = /* @__PURE__ */ new Map();
  for (const members of collections.values()) {
    const { ref } = members[0];
    const listed = members.length + (desiredPerCollection.get(collectionKey(ref)) ?? 0);
    if (members.length < LIST_FROM || listed > members.length * LIST_MAX_PER_STALE) {
      for (const c of members) reads.set(c, cluster.get(c.ref));
      continue;
    }
    const byName = cluster.list({
      apiVersion: ref.group ? `${ref.group}/${ref.version}` : ref.version,
      kind: ref.kind,
      ...ref.namespace ? { namespace: ref.namespace } : {},
      labelSelector: ownerSelector(ks)
    }).then(
      (items) => new Map(items.map((o) => [`${o.metadata.namespace ?? ""}/${o.metadata.name}`, o])),
      (err) => {
        if (err instanceof NoMatchError) throw err;
        return void 0;
      }
    );
    for (const c of members) {
      reads.set(
        c,
        byName.then((found) => found?.get(`${c.ref.namespace}/${c.ref.name}`) ?? cluster.get(c.ref))
      );
    }
  }
  return reads;
}
async function inspect(input, c, read, out) {
  const refText = formatRef(c.ref);
  let live;
  try {
    live = await read;
  } catch (err) {
    if (err instanceof NoMatchError) return void 0;
    out.keep.push(c.entry);
    out.problems.push({ message: formatApiError(err), object: refText });
    record(out, c, "failed", formatApiError(err));
    return void 0;
  }
  if (!live) return void 0;
  if (!ownedBy(live, input.kustomization)) {
    record(out, c, "skipped", "not deleted: its owner labels do not name this Kustomization");
    return void 0;
  }
  if (annotation(live, FLUX_PRUNE_ANNOTATION) === "disabled") {
    record(out, c, "skipped", `not deleted: ${FLUX_PRUNE_ANNOTATION}: disabled`);
    return void 0;
  }
  if (annotation(live, LIFECYCLE_DELETION_ANNOTATION) === "detach") {
    record(out, c, "skipped", `detached: ${LIFECYCLE_DELETION_ANNOTATION}: detach`);
    return void 0;
  }
  return { ...c, live };
}
function otherInventories(input, all) {
  const ks = input.kustomization;
  const inventories = all.filter(
    (inv) => !(inv.namespace === input.inventoryNamespace && inv.kustomization.namespace === ks.namespace && inv.kustomization.name === ks.name)
  );
  const listing = /* @__PURE__ */ new Map();
  for (const inv of inventories) for (const e of inv.entries) if (!listing.has(e.id)) listing.set(e.id, inv);
  return { inventories, listing };
}
function inventoryOwner(inv) {
  const key = kustomizationKey(inv.kustomization);
  return inv.namespace === inv.kustomization.namespace ? key : `${key} (inventory in ${inv.namespace})`;
}
async function pruneOne(input, c, others, out) {
  const { cluster } = input;
  const live = c.live;
  const refText = formatRef(c.ref);
  const lister = others.listing.get(c.entry.id);
  if (lister) {
    if (!ownedBy(live, lister.kustomization)) out.keep.push(c.entry);
    return record(
      out,
      c,
      "skipped",
      `not deleted: also listed by the inventory of Kustomization ${inventoryOwner(lister)}`
    );
  }
  let refusal;
  try {
    refusal = await safetyRefusal(input, c, live, others);
  } catch (err) {
    refusal = `not deleted: ${formatApiError(err)}`;
  }
  if (refusal) {
    out.keep.push(c.entry);
    return record(out, c, "skipped", refusal);
  }
  if (input.dryRunOnly) return record(out, c, "deleted", "would be deleted");
  let result;
  try {
    result = await cluster.delete(c.ref, { uid: live.metadata.uid, propagationPolicy: "Background" });
  } catch (err) {
    out.keep.push(c.entry);
    if (err instanceof LeaseLostError) return record(out, c, "skipped", `not deleted: ${err.message}`);
    const message = formatApiError(err);
    out.problems.push({
      message: message.startsWith(refText) ? message : `${refText} delete failed: ${message}`,
      object: refText
    });
    return record(out, c, "failed", message);
  }
  if (result !== "terminating" || await waitGone(cluster, c.ref, input.timeoutMs, input.log))
    return record(out, c, "deleted");
  out.keep.push(c.entry);
  record(out, c, "deleted", "deletion requested; still terminating");
}
async function safetyRefusal(input, c, live, others) {
  if (c.ref.kind === "Namespace" && c.ref.group === "") {
    const ns = c.ref.name;
    const mine = kustomizationKey(input.kustomization);
    if ([...input.desiredIds].some((id) => parseObjectId(id).namespace === ns)) {
      return `not deleted: Namespace still holds objects of Kustomization ${mine}`;
    }
    if (input.inventoryNamespace === ns && !input.goesWithNamespace)
      return `not deleted: Namespace holds the inventory of Kustomization ${mine}`;
    for (const inv of others.inventories) {
      if (inv.namespace === ns)
        return `not deleted: Namespace holds the inventory of Kustomization ${kustomizationKey(inv.kustomization)}`;
      if (inv.entries.some((e) => parseObjectId(e.id).namespace === ns)) {
        return `not deleted: Namespace still holds objects of Kustomization ${kustomizationKey(inv.kustomization)}`;
      }
    }
    const ignored = new Set(input.goesWithNamespace ?? []);
    const foreign = (await foreignObjects(input.cluster, ns, input.kustomization)).filter(
      (ref) => !ignored.has(ref)
    );
    if (foreign.length > 0) {
      const shown = foreign.slice(0, 3).join(", ");
      const more = foreign.length > 3 ? `, and ${foreign.length - 3} more` : "";
      return `not deleted: Namespace holds ${foreign.length} object${foreign.length === 1 ? "" : "s"} not managed by Kustomization ${mine} (${shown}${more}); move or delete ${foreign.length === 1 ? "it" : "them"} and the next run deletes the Namespace, or delete the Namespace by hand`;
    }
  }
  if (c.ref.kind === "CustomResourceDefinition") {
    const spec = live.spec ?? {};
    const version = spec.versions?.find((v) => v.served !== false)?.name;
    if (!spec.group || !spec.names?.kind || !version) {
      return "not deleted: no served version to check whether custom resources of this CRD exist (deleting it would delete them all)";
    }
    let items;
    try {
      items = await input.cluster.list({ apiVersion: `${spec.group}/${version}`, kind: spec.names.kind });
    } catch (err) {
      return `not deleted: could not check whether custom resources of this CRD exist (${formatApiError(err)}); deleting it would delete them all`;
    }
    if (items.length > 0) {
      return `not deleted: ${items.length === 1 ? "a custom resource" : "custom resources"} of this CRD still exist (deleting it would delete them all)`;
    }
  }
  return void 0;
}

// src/reconcile/fault.ts
function faultPoint(name) {
  const fault = process.env.KUSTOMIZE_SYNC_FAULT;
  if (fault === name) process.kill(process.pid, "SIGKILL");
  if (fault === `pause:${name}`) process.kill(process.pid, "SIGSTOP");
}

// src/reconcile/messages.ts
var NAMED = 10;
function named(objects) {
  const shown = objects.slice(0, NAMED).join(", ");
  return objects.length > NAMED ? `${shown} and ${objects.length - NAMED} more` : shown;
}
var lockText = {
  waiting: (lease, holder, since, until) => `waiting for the lock (Lease ${lease}) held by ${holder} since ${since}, until ${until.toISOString()} at the latest`,
  lost: (ks, reason) => `${ks.namespace}/${ks.name}: lost the lock: ${reason}`,
  /** The next run's wait of up to `seconds` is explained here, where it is caused. */
  notReleased: (lease, why, expiresAt, seconds) => `could not release the lock (Lease ${lease}): ${why}; it expires on its own at ${expiresAt.toISOString()}, so a run of this Kustomization that starts before then waits up to ${seconds}s for it`
};
var inventoryText = {
  /**
   * The Kustomization's inventory is gone but objects labelled as its own exist: what an earlier
   * revision applied and this one no longer declares is not in any inventory, so never pruned.
   */
  missing: (ks, configMap, found, unpruned, unlisted) => {
    const selector = ownerSelector(ks);
    const head = `the inventory ${configMap} is missing, yet ${found} object${found === 1 ? "" : "s"} of this revision already carry this Kustomization's owner labels: it was deleted since the last run`;
    const unseen = unlisted.length > 0 ? `; kinds that could not be listed (not checked): ${named(unlisted)}` : "";
    if (unpruned.length === 0) {
      return `${head}; this run writes it again from the revision, and no other object carries those labels, so nothing is left unpruned${unseen}`;
    }
    return `${head}. ${unpruned.length} object${unpruned.length === 1 ? "" : "s"} labelled as its own ${unpruned.length === 1 ? "is" : "are"} not in this revision and can no longer be pruned: ${named(unpruned)}${unseen}. To have them pruned, sync the revision that last declared them (its inventory then lists them again) and then this one, or restore the ConfigMap from a backup; or delete them by hand (they carry the labels ${selector})`;
  }
};
var releaseSyncText = {
  otherIdentity: (release3, why) => `${release3}: not released: ${why}, and kustomize-sync releases only with the step's own identity on its own cluster (helm-releaser: helm-controller leaves it to a helm-controller there); nothing was applied`,
  /** helm-controller's words for a suspended HelmRelease (it is left as it is). */
  suspended: "reconciliation is suspended for this object",
  /** Debug: the engine will leave it alone, so it is not rendered or dry-run. */
  notRendered: (namespace, name) => `HelmRelease/${namespace}/${name}: deployed with the release digest of its inputs: not rendered`,
  renderingOff: (count) => `${count} HelmRelease${count === 1 ? "" : "s"} to release, but HelmRelease rendering is off (helm-releases: false / --no-helm-releases); nothing was applied`
};

// src/reconcile/lock.ts
var LEASE_SECONDS = 15;
async function lockKustomization(ctx, namespace, kustomization) {
  const { log } = ctx.options;
  let waited = false;
  const options = (name) => ({
    waitMs: ctx.options.lockTimeoutMs,
    durationSeconds: LEASE_SECONDS,
    onWaiting: ({ holder, since, until }) => {
      waited = true;
      log.progress(lockText.waiting(`${namespace}/${name}`, holder, since, until));
    },
    onLost: (reason) => log.warn(lockText.lost(kustomization, reason))
  });
  const held2 = [];
  try {
    await ensureNamespace(ctx.cluster, namespace, { log, timeoutMs: ctx.options.timeoutMs });
    const name = inventoryName(kustomization);
    held2.push(await ctx.cluster.acquireLease(namespace, name, ctx.holder, options(name)));
    return {
      fence: {
        ready: async () => {
          for (const lease of held2) await lease.ready();
        },
        allows: () => held2.every((lease) => lease.allows())
      },
      waited,
      release: () => release(held2, log)
    };
  } catch (err) {
    await release(held2, log);
    if (err instanceof LeaseLockedError) return err.message;
    if (err instanceof ApiError) return formatApiError(err);
    throw err;
  }
}
async function release(held2, log) {
  const warnings = [];
  for (const lease of [...held2].reverse()) {
    await lease.release().catch((err) => {
      const name = `${lease.namespace}/${lease.name}`;
      warnings.push(lockText.notReleased(name, formatApiError(err), lease.expiresAt(), LEASE_SECONDS));
    });
  }
  const warning = warnings.join("\n") || void 0;
  if (warning) log.warn(warning);
  return warning;
}
async function fenced(lock) {
  try {
    await lock?.fence.ready();
    return void 0;
  } catch (err) {
    if (err instanceof LeaseLostError) return err.message;
    throw err;
  }
}

// src/reconcile/release-order.ts
var keyOf = (r) => `${r.namespace}/${r.name}`;
function dependencyWaves(items) {
  const inSet = new Set(items.map((i) => keyOf(i.release)));
  const done = /* @__PURE__ */ new Set();
  let pending = [...items];
  const waves = [];
  while (pending.length > 0) {
    const wave = pending.filter(
      (i) => i.release.dependsOn.every((d) => !inSet.has(keyOf(d)) || done.has(keyOf(d)))
    );
    const next = wave.length > 0 ? wave : [pending[0]];
    waves.push(next);
    for (const i of next) done.add(keyOf(i.release));
    pending = pending.filter((i) => !next.includes(i));
  }
  return waves;
}
function withStatus(object, result) {
  return {
    ...object,
    metadata: { ...object.metadata, generation: 1 },
    status: {
      observedGeneration: 1,
      conditions: [{ type: "Ready", status: result.ready, reason: result.action, message: result.message }]
    }
  };
}
async function blockedBy(release3, results) {
  for (const dep of release3.dependsOn) {
    const key = keyOf(dep);
    const known = results.get(key);
    if (dep.readyExpr === void 0) {
      if (known?.result.ready !== "True") return dependencyText.notReady(key);
      continue;
    }
    if (!known) return dependencyText.notReady(key);
    let ready;
    try {
      ready = (await compileCelPredicate(dep.readyExpr))({
        self: release3.object,
        dep: withStatus(known.object, known.result)
      });
    } catch (err) {
      return dependencyText.readyExprFailed(key, err.message.split("\n")[0] ?? "");
    }
    if (!ready) return dependencyText.notReadyByExpr(key);
  }
  return void 0;
}

// src/reconcile/release-step.ts
function releaseProblem(release3, message) {
  const named2 = message.startsWith(`${release3.key}:`) ? message : `${release3.key}: ${message}`;
  const at = formatLocation(release3.source);
  return {
    message: at && !named2.includes(at) ? `${named2} (${at})` : named2,
    object: release3.key,
    ...release3.source ? { source: release3.source } : {}
  };
}
function reported(outcome, result) {
  return {
    ref: outcome.key,
    releaseName: result.releaseName,
    storageNamespace: result.storageNamespace,
    chart: result.chart.name,
    version: result.chart.version,
    ...result.revision !== void 0 ? { revision: result.revision } : {},
    action: result.action,
    ready: result.ready ? "True" : "False",
    message: result.error ?? result.message,
    ...outcome.source ? { source: outcome.source } : {}
  };
}
function held(outcome, reason, action = "blocked") {
  const rendered = outcome.rendered;
  return {
    ref: outcome.key,
    releaseName: rendered.releaseName,
    storageNamespace: storageNamespace(rendered.release),
    chart: rendered.chart.name,
    version: rendered.chart.version,
    action,
    ready: action === "suspended" ? "Unknown" : "False",
    message: reason,
    ...outcome.source ? { source: outcome.source } : {}
  };
}
async function releaseAll(input) {
  const { options, kustomization } = input;
  const releases = [];
  const problems = [];
  const warnings = [];
  const waves = dependencyWaves(
    input.outcomes.filter((o) => o.rendered && o.inputs).map((o) => ({ release: o.rendered.release, o }))
  );
  const releaseOne = async (release3, outcome) => {
    if (release3.suspend) return held(outcome, releaseSyncText.suspended, "suspended");
    const blocked = await blockedBy(release3, input.results);
    if (blocked) return held(outcome, blocked);
    const lost = await input.stillHeld();
    if (lost) return held(outcome, `${lost}; not released`);
    const engine = await installOrUpgrade(
      outcome.deployed ? { release: release3, ...outcome.inputs, expectUnchanged: true } : { release: release3, ...outcome.inputs, ...outcome.rendered ? { rendered: outcome.rendered } : {} },
      {
        helm: await input.helm.helm(),
        cluster: input.cluster,
        kustomize: input.helm.kustomize,
        owner: { name: kustomization.name, namespace: kustomization.namespace },
        log: options.log,
        secrets: input.secrets,
        capabilities: input.helm.capabilities,
        ...input.signal ? { signal: input.signal } : {}
      }
    );
    warnings.push(...engine.warnings.map((w) => `${outcome.key}: ${w}`));
    return reported(outcome, engine);
  };
  for (const wave of waves) {
    const results = await Promise.all(wave.map(({ release: release3, o }) => releaseOne(release3, o)));
    wave.forEach(({ release: release3, o: outcome }, i) => {
      const result = results[i];
      input.results.set(`${outcome.namespace}/${outcome.name}`, { result, object: release3.object });
      releases.push(result);
      if (result.ready === "False") problems.push(releaseProblem(outcome, result.message));
    });
  }
  return { releases, problems, warnings };
}
function helmReleaseOf(entry) {
  const [namespace = "", name = ""] = entry.id.split("_");
  return { namespace, name };
}
async function releasesFor(cluster, owner, helmRelease) {
  const labelSelector = [
    "owner=helm",
    ...Object.entries(ownerLabels(owner, helmRelease)).map(([k, v]) => `${k}=${v}`)
  ].join(",");
  const list = (namespace) => cluster.list({ apiVersion: "v1", kind: "Secret", labelSelector, ...namespace ? { namespace } : {} });
  const secrets = await list().catch((err) => {
    if (err instanceof ApiError && err.status === 403) return list(helmRelease.namespace);
    throw err;
  });
  return placesOfStoredSecrets(secrets);
}
async function uninstallRemoved(input) {
  const { options, kustomization } = input;
  const owner = { name: kustomization.name, namespace: kustomization.namespace };
  const releases = [];
  const keep = [];
  const problems = [];
  for (const entry of input.stale) {
    const helmRelease = helmReleaseOf(entry);
    const ref = `HelmRelease/${helmRelease.namespace}/${helmRelease.name}`;
    for (const found of await releasesFor(input.cluster, owner, helmRelease)) {
      const engine = await uninstallRelease(releaseToUninstall(helmRelease, found), {
        helm: await input.helm.helm(),
        cluster: input.cluster,
        owner,
        log: options.log,
        secrets: input.secrets,
        ...input.signal ? { signal: input.signal } : {}
      });
      const result = reported({ key: ref, ...helmRelease }, engine);
      releases.push(result);
      if (result.ready !== "True") {
        keep.push(entry);
        problems.push(releaseProblem({ key: ref }, result.message));
      }
    }
  }
  return { releases, keep: [...new Set(keep)], problems };
}
function releaseToUninstall(helmRelease, found) {
  return {
    name: helmRelease.name,
    namespace: helmRelease.namespace,
    apiVersion: `${HELM_GROUP}/v2`,
    releaseName: found.releaseName,
    targetNamespace: found.releaseNamespace,
    storageNamespace: found.storageNamespace,
    valuesFrom: [],
    postRenderers: [],
    install: {},
    upgrade: {},
    uninstall: {},
    dependsOn: [],
    suspend: false,
    object: { apiVersion: `${HELM_GROUP}/v2`, kind: "HelmRelease", metadata: helmRelease }
  };
}
async function dryRunReleases(outcomes, cluster, fieldManager) {
  const problems = [];
  for (const outcome of outcomes) {
    const release3 = outcome.rendered;
    if (!release3) continue;
    const validation = release3.release.install.disableOpenAPIValidation || release3.release.upgrade.disableOpenAPIValidation ? "Ignore" : "Strict";
    const crdKinds = new Set(
      release3.crds.map((m) => m.object.spec?.names?.kind)
    );
    for (const manifest of releaseManifests(outcome)) {
      const { object } = manifest;
      if (object.kind === "CustomResourceDefinition") continue;
      try {
        await cluster.apply(object, { dryRun: true, fieldManager, fieldValidation: validation });
      } catch (err) {
        if (err instanceof NoMatchError && crdKinds.has(object.kind)) continue;
        if (err instanceof ApiError && err.status === 404 && /namespaces? "[^"]*" not found/.test(err.message))
          continue;
        if (!(err instanceof ApiError || err instanceof NoMatchError)) throw err;
        const ref = formatRef({
          kind: object.kind,
          namespace: object.metadata.namespace ?? "",
          name: object.metadata.name
        });
        problems.push(releaseProblem(outcome, `${ref}: ${formatApiError(err)}`));
      }
    }
  }
  return problems;
}

// src/reconcile/unlisted.ts
var LISTS_AT_ONCE = 8;
async function warnIfInventoryMissing(run, plan, inventories) {
  if (!plan.planned.some((p) => p.labelledOurs)) return;
  let listed;
  try {
    listed = new Set((await inventories()).flatMap((inv) => inv.entries.map((e) => e.id)));
  } catch (err) {
    if (err instanceof ApiError) return;
    throw err;
  }
  const found = plan.planned.filter((p) => p.labelledOurs && !listed.has(p.id)).length;
  if (found === 0) return;
  const known = /* @__PURE__ */ new Set([...plan.planned.map((p) => p.id), ...listed]);
  const { unpruned, unlisted } = await labelledOutside(run.cluster, run.spec, known);
  const configMap = `ConfigMap/${run.inventoryNamespace}/${inventoryName(run.spec)}`;
  const message = inventoryText.missing(run.spec, configMap, found, unpruned, unlisted);
  if (unpruned.length === 0 && unlisted.length === 0) {
    run.options.log.info(message);
    return;
  }
  run.options.log.warn(message);
  run.warnings.push(message);
}
async function labelledOutside(cluster, ks, known) {
  const unpruned = [];
  const unlisted = [];
  await mapLimit(listableKinds(await cluster.resources()), LISTS_AT_ONCE, async (m) => {
    try {
      const items = await cluster.list({
        apiVersion: m.group ? `${m.group}/${m.version}` : m.version,
        kind: m.kind,
        labelSelector: ownerSelector(ks)
      });
      for (const o of items.filter((item) => !generated(item))) {
        const ref = {
          group: m.group,
          kind: m.kind,
          namespace: m.namespaced ? o.metadata.namespace ?? "" : "",
          name: o.metadata.name
        };
        if (!known.has(objectId(ref))) unpruned.push(formatRef(ref));
      }
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      unlisted.push(m.group ? `${m.kind}.${m.group}` : m.kind);
    }
  });
  return { unpruned: unpruned.sort(), unlisted: unlisted.sort() };
}

// src/reconcile/kustomization.ts
function inventoryNamespacesOf(options, kustomizations) {
  return options.inventoryNamespace ? [options.inventoryNamespace] : [...new Set(kustomizations.map((k) => k.namespace))];
}
function inventoriesNow(ctx) {
  const underWay = ctx.inventoriesUnderWay;
  if (underWay?.cluster === ctx.cluster) return underWay.list;
  const list = visibleInventories(ctx);
  const entry = { cluster: ctx.cluster, list };
  ctx.inventoriesUnderWay = entry;
  const done = () => {
    if (ctx.inventoriesUnderWay === entry) delete ctx.inventoriesUnderWay;
  };
  list.then(done, done);
  return list;
}
function visibleInventories(ctx) {
  return listInventories(ctx.cluster, ctx.options.log, ctx.inventoryNamespaces);
}
var Done = class {
  constructor(result) {
    this.result = result;
  }
  result;
};
async function reconcileKustomization(spec, ctx) {
  const run = startRun(spec, ctx);
  const rendered = await render(run);
  if (rendered) return rendered.result;
  const state = await readState(run, { beforeLock: true });
  if (state instanceof Done) return state.result;
  if (run.dryRunOnly || state.plan.problems.length > 0) return (await converge(run, state)).result;
  if (writesNothing(run, state) && await nobodyWrites(run, state)) return convergeReadOnly(run, state);
  const lock = await lockKustomization(ctx, run.inventoryNamespace, spec);
  if (typeof lock === "string") return finish(run, "False", "ReconciliationFailed", lock).result;
  faultPoint("after-lock");
  try {
    run.cluster = run.cluster.fenced(lock.fence);
    run.own = run.own.fenced(lock.fence);
    const current = await lookAgain(run, lock, state);
    if (current instanceof Done) return current.result;
    return (await converge(run, current, lock)).result;
  } catch (err) {
    if (!(err instanceof LeaseLostError)) throw err;
    return finish(run, "False", "ReconciliationFailed", `${err.message}; nothing more was written`).result;
  } finally {
    const notReleased = await lock.release();
    if (notReleased) run.warnings.push(notReleased);
  }
}
function writesNothing(run, { previous, plan }) {
  if (run.releases.length > 0 || !previous || previous.scope !== run.ctx.scope) return false;
  const idle = plan.planned.every((p) => !p.deferred && (p.action === "unchanged" || p.action === "skipped"));
  return idle && sameEntries(previous, desiredEntries(run, plan.planned), run.revision);
}
async function nobodyWrites(run, state) {
  const lease = { group: "coordination.k8s.io", version: "v1", kind: "Lease" };
  const [held2, current] = await Promise.all([
    run.own.get({ ...lease, namespace: run.inventoryNamespace, name: inventoryName(run.spec) }).catch(() => true),
    readInventory(run.own, run.spec, run.inventoryNamespace).catch(() => void 0)
  ]);
  return !held2 && current !== void 0 && storedVersions(current) === storedVersions(state.previous);
}
async function convergeReadOnly(run, state) {
  const lease = { namespace: run.inventoryNamespace, name: inventoryName(run.spec) };
  const refuse = {
    ready: () => Promise.reject(new LeaseLostError(lease, "this run planned no write and took no lock")),
    allows: () => false
  };
  run.cluster = run.cluster.fenced(refuse);
  run.own = run.own.fenced(refuse);
  try {
    return (await converge(run, state)).result;
  } catch (err) {
    if (!(err instanceof LeaseLostError)) throw err;
    return finish(run, "False", "ReconciliationFailed", `${err.message}; nothing was written`).result;
  }
}
function startRun(spec, ctx) {
  const { options } = ctx;
  const serviceAccount = spec.serviceAccountName ?? options.defaultServiceAccount;
  return {
    spec,
    ctx,
    options,
    cluster: serviceAccount ? ctx.cluster.impersonate(`system:serviceaccount:${spec.namespace}:${serviceAccount}`) : ctx.cluster,
    own: ctx.cluster,
    dryRunOnly: options.mode === "plan",
    inventoryNamespace: options.inventoryNamespace ?? spec.namespace,
    started: Date.now(),
    revision: "",
    manifests: [],
    releases: [],
    released: [],
    releaseProblems: [],
    warnings: [],
    changes: [],
    wroteAhead: false
  };
}
function finish(run, ready, reason, message, extra = {}) {
  return new Done(
    resultFor(run.spec, ready, reason, message, {
      durationMs: Date.now() - run.started,
      revision: run.revision,
      changes: run.changes,
      // The run's own array: a warning said after the result was made (the lock's release) joins it.
      warnings: run.warnings,
      ...run.released.length > 0 ? { releases: run.released } : {},
      ...extra
    })
  );
}
async function render(run) {
  const { spec, ctx } = run;
  let rendered;
  try {
    const renderContext = {
      ...runRenderContext(run.options, {
        secrets: ctx.secrets,
        substitution: substitutionReaderFrom(run.cluster)
      }),
      renderer: ctx.renderer,
      ...ctx.render
    };
    const sourceDir = await resolveSourceDir(spec, renderContext);
    if (!ctx.revisions.has(sourceDir)) ctx.revisions.set(sourceDir, sourceRevision(sourceDir));
    run.revision = await ctx.revisions.get(sourceDir);
    rendered = await renderThroughCache(spec, renderContext);
  } catch (err) {
    if (!(err instanceof BuildError)) throw err;
    const reason = err.reason === "ArtifactFailed" ? "ArtifactFailed" : "BuildFailed";
    return finish(run, "False", reason, err.detail, {
      problems: [
        {
          message: `Kustomization/${err.kustomization}: ${err.detail}`,
          ...err.source ? { source: err.source } : {}
        }
      ]
    });
  }
  run.warnings.push(...rendered.warnings);
  run.manifests = rendered.manifests;
  const checked = await ctx.preflight?.(spec, rendered.manifests);
  if (checked?.failure) {
    return finish(run, "False", "ReconciliationFailed", checked.failure, {
      problems: [{ message: checked.failure, source: spec.source }]
    });
  }
  if (checked) {
    run.manifests = checked.manifests;
    run.warnings.push(...checked.warnings);
    if (checked.releases.length > 0) return renderReleasesFirst(run, checked.releases);
  }
  return void 0;
}
function identityRefusal(run) {
  if (run.spec.kubeConfig) return "its Kustomization is applied to another cluster (spec.kubeConfig)";
  const account = run.spec.serviceAccountName ?? run.options.defaultServiceAccount;
  if (account) return `its Kustomization acts as ServiceAccount ${run.spec.namespace}/${account}`;
  const own = run.releases.find((r) => r.rendered?.release.serviceAccountName);
  if (own)
    return `${own.key} acts as ServiceAccount ${own.namespace}/${own.rendered.release.serviceAccountName}`;
  return void 0;
}
async function renderReleasesFirst(run, releases) {
  const { ctx } = run;
  if (!ctx.helm) {
    const message = releaseSyncText.renderingOff(releases.length);
    return finish(run, "False", "BuildFailed", message, { problems: [{ message, source: run.spec.source }] });
  }
  run.releases = await renderReleases([...run.manifests, ...releases], ctx.helm);
  const identity = identityRefusal(run);
  if (identity && !run.dryRunOnly) {
    const problems2 = run.releases.map(
      (r) => releaseProblem(r, releaseSyncText.otherIdentity(r.key, identity))
    );
    return finish(run, "False", "BuildFailed", summarise(problems2), { problems: problems2 });
  }
  const problems = run.releases.filter((r) => r.error).map((r) => releaseProblem(r, r.error));
  if (problems.length === 0 && !run.dryRunOnly)
    problems.push(...await dryRunReleases(run.releases, run.cluster, run.options.fieldManager));
  if (problems.length === 0) return void 0;
  return finish(run, "False", "BuildFailed", summarise(problems), { problems });
}
async function readState(run, { beforeLock = false } = {}) {
  let previous;
  try {
    previous = (beforeLock ? await inventoryAtStart(run) : void 0) ?? await readInventory(run.own, run.spec, run.inventoryNamespace);
  } catch (err) {
    return untrusted(run, err);
  }
  const refusal = takeoverRefusal(run.spec, previous, run.ctx);
  if (refusal)
    return finish(run, "False", "ReconciliationFailed", refusal, { problems: [{ message: refusal }] });
  if (previous?.scope && previous.scope !== run.ctx.scope) {
    const taking = `taking over Kustomization ${run.spec.namespace}/${run.spec.name} from ${previous.scope} (takeover)`;
    if (!run.warnings.includes(taking)) run.warnings.push(taking);
  }
  const input = applyInput(run, previous);
  const shared = beforeLock ? beforeLocksOf(run)?.shared : void 0;
  const plan = await planApply({ ...input, ...shared ? { shared } : {} }).catch((err) => err);
  if (plan instanceof Error) return finish(run, "False", "ReconciliationFailed", formatApiError(plan));
  return { previous, input, plan };
}
function beforeLocksOf(run) {
  const reads = run.ctx.beforeLocks;
  return reads?.cluster === run.ctx.cluster ? reads : void 0;
}
async function inventoryAtStart(run) {
  const listed = await beforeLocksOf(run)?.inventories?.catch(() => void 0);
  const name = inventoryName(run.spec);
  return listed?.find(
    (inv) => inv.namespace === run.inventoryNamespace && inv.stored?.[0]?.name === name && inv.kustomization.namespace === run.spec.namespace && inv.kustomization.name === run.spec.name
  );
}
async function lookAgain(run, lock, state) {
  let current;
  try {
    current = await readInventory(run.own, run.spec, run.inventoryNamespace);
  } catch (err) {
    return untrusted(run, err);
  }
  if (!lock.waited && storedVersions(current) === storedVersions(state.previous)) {
    return { ...state, input: applyInput(run, state.previous) };
  }
  await run.cluster.refreshMapping();
  return readState(run);
}
function untrusted(run, err) {
  if (!(err instanceof InventoryDamagedError || err instanceof InventoryOwnerError)) throw err;
  const message = err instanceof InventoryDamagedError ? `inventory ${err.message}: fix or delete that ConfigMap (deleting it forgets which objects to prune); nothing was applied` : `${err.message}; nothing was applied`;
  return finish(run, "False", "ReconciliationFailed", message, { problems: [{ message }] });
}
function desiredEntries(run, desired) {
  return union(entriesOf(desired), releaseEntriesOf(run.releases));
}
function inventoryOf(run, entries) {
  return {
    kustomization: { namespace: run.spec.namespace, name: run.spec.name },
    namespace: run.inventoryNamespace,
    entries,
    revision: run.revision,
    deletionPolicy: run.spec.deletionPolicy,
    prune: run.spec.prune,
    scope: run.ctx.scope,
    updatedAt: (/* @__PURE__ */ new Date()).toISOString()
  };
}
function applyInput(run, base) {
  const { options, dryRunOnly } = run;
  return {
    cluster: run.cluster,
    kustomization: run.spec,
    manifests: run.manifests,
    previousIds: new Set(base?.entries.map((e) => e.id) ?? []),
    fieldManager: options.fieldManager,
    dryRunOnly,
    ...dryRunOnly ? { plannedByDependencies: run.ctx.planned } : {},
    timeoutMs: options.timeoutMs,
    log: options.log,
    // Write-ahead: old ∪ new is stored before the first mutation, so an interrupted run can
    // never lose track of an object it created (cli-utils and kubectl ApplySet do the same).
    beforeFirstWrite: async (desired) => {
      await writeInventory(
        run.own,
        inventoryOf(run, union(base?.entries ?? [], desiredEntries(run, desired)))
      );
      run.wroteAhead = true;
      faultPoint("after-write-ahead");
    },
    afterFirstWrite: () => faultPoint("after-first-write")
  };
}
async function converge(run, state, lock) {
  if (!state.previous) await warnIfInventoryMissing(run, state.plan, () => visibleInventories(run.ctx));
  const applied = await apply(run, state, lock);
  if (applied instanceof Done) return applied;
  if (!run.dryRunOnly && run.releases.length > 0) {
    const released = await release2(run, state, applied, lock);
    if (released) return released;
  }
  const stopChecks = new AbortController();
  try {
    const skipped = new Set(run.changes.filter((c) => c.action === "skipped").map((c) => c.id));
    const appliedObjects = applied.desired.filter((d) => !skipped.has(d.id));
    const checks = run.dryRunOnly || !wantsHealthChecks(run.spec) ? void 0 : await startHealthChecks(run.spec, appliedObjects, {
      cluster: run.cluster,
      options: run.options,
      signal: stopChecks.signal
    });
    const pruned = await prune(run, state, applied, lock);
    if (pruned instanceof Done) return pruned;
    if (!run.dryRunOnly) faultPoint("after-prune");
    const inventorySize = await recordInventory(
      run,
      state,
      union(desiredEntries(run, applied.desired), pruned.keep),
      lock
    );
    if (inventorySize instanceof Done) return inventorySize;
    if (pruned.problems.length > 0) {
      return finish(run, "False", "PruneFailed", summarise(pruned.problems), {
        problems: pruned.problems,
        inventorySize
      });
    }
    return await verdict(run, appliedObjects, checks, inventorySize);
  } finally {
    stopChecks.abort();
  }
}
async function apply(run, { previous, input, plan }, lock) {
  const applied = run.dryRunOnly || plan.problems.length > 0 ? planOutcome(plan) : await executeApply(input, plan).catch((err) => err);
  if (applied instanceof LeaseLostError) throw applied;
  if (applied instanceof Error) return finish(run, "False", "ReconciliationFailed", formatApiError(applied));
  run.changes.push(...applied.changes);
  if (run.dryRunOnly) attachPlanDiffs(run.changes, plan.planned, run.options.fieldManager);
  if (run.dryRunOnly && run.ctx.helm) {
    const outcomes = [...run.releases, ...await renderReleases(run.manifests, run.ctx.helm)];
    const releases = await planReleases(outcomes, run.cluster);
    run.changes.push(...releases.changes);
    run.warnings.push(...releases.warnings);
  }
  if (applied.problems.length > 0) {
    if (applied.wrote && !await fenced(lock)) {
      const uncreated = new Set(applied.uncreated ?? []);
      const listed = union(previous?.entries ?? [], desiredEntries(run, applied.desired)).filter(
        (e) => !uncreated.has(e.id)
      );
      await writeInventory(run.own, inventoryOf(run, listed));
    }
    return finish(run, "False", "ReconciliationFailed", summarise(applied.problems), {
      problems: applied.problems
    });
  }
  if (run.dryRunOnly) recordPlanned(run.ctx.planned, applied.desired);
  else faultPoint("after-apply");
  return applied;
}
async function release2(run, { previous }, applied, lock) {
  const lost = await fenced(lock);
  if (lost) return finish(run, "False", "ReconciliationFailed", `${lost}; no HelmRelease was released`);
  const desired = desiredEntries(run, applied.desired);
  if (!run.wroteAhead && !listsAll(previous, desired)) {
    await writeInventory(run.own, inventoryOf(run, union(previous?.entries ?? [], desired)));
    run.wroteAhead = true;
  }
  run.ctx.releaseResults ??= /* @__PURE__ */ new Map();
  const out = await releaseAll({
    outcomes: run.releases,
    kustomization: run.spec,
    cluster: run.cluster,
    options: run.options,
    helm: run.ctx.helm,
    secrets: run.ctx.secrets,
    results: run.ctx.releaseResults,
    // helm writes with its own client, not through the lock's fence: each release looks first.
    stillHeld: () => fenced(lock)
  });
  run.released.push(...out.releases);
  run.releaseProblems.push(...out.problems);
  run.warnings.push(...out.warnings);
  return void 0;
}
async function prune(run, { previous }, applied, lock) {
  const desired = desiredEntries(run, applied.desired);
  const desiredIds = new Set(desired.map((e) => e.id));
  const stale = (previous?.entries ?? []).filter((e) => !desiredIds.has(e.id));
  if (stale.length === 0) return { keep: [], problems: [] };
  if (!run.spec.prune || !run.options.prune) return { keep: stale, problems: [] };
  const lost = await fenced(lock);
  if (lost) return finish(run, "False", "ReconciliationFailed", `${lost}; nothing was pruned`);
  if (!applied.wrote && !run.wroteAhead && !run.dryRunOnly && !listsAll(previous, desired)) {
    await writeInventory(run.own, inventoryOf(run, union(previous?.entries ?? [], desired)));
    run.wroteAhead = true;
  }
  const pruned = await pruneStale({
    cluster: run.cluster,
    kustomization: run.spec,
    inventoryNamespace: run.inventoryNamespace,
    stale,
    desiredIds,
    inventories: () => inventoriesNow(run.ctx),
    timeoutMs: run.options.timeoutMs,
    dryRunOnly: run.dryRunOnly,
    log: run.options.log
  });
  run.changes.push(...pruned.changes);
  const staleReleases = stale.filter(isReleaseEntry);
  if (run.dryRunOnly || !run.ctx.helm || staleReleases.length === 0)
    return { keep: pruned.keep, problems: pruned.problems };
  const uninstalled = await uninstallRemoved({
    stale: staleReleases,
    kustomization: run.spec,
    cluster: run.cluster,
    options: run.options,
    helm: run.ctx.helm,
    secrets: run.ctx.secrets
  });
  run.released.push(...uninstalled.releases);
  return {
    keep: union(pruned.keep, uninstalled.keep),
    problems: [...pruned.problems, ...uninstalled.problems]
  };
}
async function recordInventory(run, { previous }, entries, lock) {
  if (run.dryRunOnly) return entries.length;
  if (!run.wroteAhead && sameEntries(previous, entries, run.revision)) return entries.length;
  const lost = await fenced(lock);
  if (lost)
    return finish(
      run,
      "False",
      "ReconciliationFailed",
      `${lost}; the inventory was left for the lock's holder`
    );
  await writeInventory(run.own, inventoryOf(run, entries));
  return entries.length;
}
async function verdict(run, appliedObjects, checks, inventorySize) {
  const { options, revision, spec } = run;
  const done = { inventorySize };
  if (run.dryRunOnly) return finish(run, "True", "Planned", `Planned revision: ${revision}`, done);
  if (run.releaseProblems.length > 0)
    return finish(run, "False", "ReconciliationFailed", summarise(run.releaseProblems), {
      ...done,
      problems: run.releaseProblems
    });
  if (!checks) {
    const changed = run.changes.some((c) => c.action === "created" || c.action === "configured");
    const workloads = workloadTargets(
      changed ? appliedObjects : appliedObjects.filter((o) => !currentAsRead(o))
    );
    const podWarnings = await inspectWorkloads({
      cluster: run.cluster,
      workloads,
      ...changed ? {} : { settleMs: 0 }
    });
    for (const w of podWarnings) options.log.warn(w);
    run.warnings.push(...podWarnings);
    return finish(run, "True", "ReconciliationSucceeded", `Applied revision: ${revision}`, done);
  }
  if ("invalid" in checks) {
    return finish(run, "False", "HealthCheckFailed", `health check failed after 0s: ${checks.invalid}`, {
      ...done,
      problems: [{ message: `Kustomization/${spec.name}: ${checks.invalid}`, source: spec.source }]
    });
  }
  const health = await checks.outcome;
  if (health.result !== "passed") {
    options.log.error(health.message);
    return finish(run, "False", "HealthCheckFailed", health.message, {
      ...done,
      health: health.objects,
      // Annotated on the Kustomization's definition: that is where healthChecks and timeout live.
      problems: [{ message: `Kustomization/${spec.name}: ${health.message}`, source: spec.source }]
    });
  }
  options.log.info(health.message);
  return finish(run, "True", "ReconciliationSucceeded", `Applied revision: ${revision}`, {
    ...done,
    health: health.objects
  });
}
function currentAsRead(object) {
  return object.live?.status !== void 0 && computeStatus(object.live).status === "Current";
}
async function startHealthChecks(spec, appliedObjects, { cluster, options, signal }) {
  let exprs;
  try {
    exprs = await compileHealthExprs(spec.healthCheckExprs);
  } catch (err) {
    if (!(err instanceof HealthExprError)) throw err;
    return { invalid: err.message };
  }
  const timeoutMs = (spec.timeout ? parseDuration(spec.timeout) : void 0) ?? options.timeoutMs;
  const targets = healthTargets(spec, appliedObjects, exprs);
  options.log.progress(
    `waiting for ${targets.length} object${targets.length === 1 ? "" : "s"} to be ready (timeout ${formatDuration(timeoutMs)})`
  );
  return { outcome: waitForHealth({ cluster, targets, exprs, timeoutMs, log: options.log, signal }) };
}
function takeoverRefusal(spec, previous, ctx) {
  if (!previous?.scope || sameScope(previous, ctx.scope) || ctx.options.takeover) return void 0;
  const where = `ConfigMap/${previous.namespace}/${previous.stored?.[0]?.name ?? inventoryName(spec)}`;
  return `Kustomization ${spec.namespace}/${spec.name} is synced from ${previous.scope} (its inventory ${where}), not from ${ctx.scope}: refusing to take it over, which would prune what the other one applied; rename one of them, or set takeover: true (--takeover) to move it here`;
}
function sameScope(inventory, scope) {
  const recorded = inventory.scope;
  if (recorded === scope || `${recorded}@${inventory.namespace}` === scope) return true;
  const path = scope.slice(scope.lastIndexOf(":") + 1).replace(/@[^@]*$/, "");
  return !recorded.includes(":") && recorded === path;
}
function recordPlanned(planned, desired) {
  for (const { object } of desired) {
    if (object.kind === "Namespace" && object.apiVersion === "v1")
      planned.namespaces.add(object.metadata.name);
    if (object.kind === "CustomResourceDefinition") {
      const spec = object.spec ?? {};
      if (spec.group && spec.names?.kind)
        planned.kinds.set(`${spec.group}/${spec.names.kind}`, spec.scope !== "Cluster");
    }
  }
}
function summarise(problems) {
  const shown = problems.slice(0, 3).map((p) => p.message);
  return problems.length > 3 ? `${shown.join("\n")}
(and ${problems.length - 3} more)` : shown.join("\n");
}

// src/reconcile/remote.ts
async function reconcileOnTarget(spec, ctx) {
  const secretRef = spec.kubeConfig?.secretRef;
  if (!secretRef) return reconcileKustomization(spec, ctx);
  const started = Date.now();
  const remote = await connectRemote(spec, secretRef, ctx);
  if (typeof remote === "string") {
    return resultFor(spec, "False", "ReconciliationFailed", remote, {
      durationMs: Date.now() - started,
      problems: [
        { message: remote, object: `Kustomization/${spec.namespace}/${spec.name}`, source: spec.source }
      ]
    });
  }
  const { server } = remote.describe();
  ctx.options.log.info(
    `${spec.namespace}/${spec.name}: applying to ${server} (spec.kubeConfig: Secret '${spec.namespace}/${secretRef.name}')`
  );
  try {
    const result = await reconcileKustomization(spec, {
      ...ctx,
      cluster: remote,
      // Read from the run's cluster: the objects these name live beside the Kustomization.
      render: { ...ctx.render, substitution: substitutionReaderFrom(ctx.cluster) }
    });
    return { ...result, cluster: server };
  } finally {
    await remote.close();
  }
}
var DEFAULT_KEYS = ["value", "value.yaml"];
async function connectRemote(spec, secretRef, ctx) {
  const name = `${spec.namespace}/${secretRef.name}`;
  let secret;
  try {
    secret = await ctx.cluster.get({
      group: "",
      version: "v1",
      kind: "Secret",
      namespace: spec.namespace,
      name: secretRef.name
    });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return `unable to read KubeConfig secret '${name}' error: ${formatApiError(err)}`;
  }
  if (!secret)
    return `unable to read KubeConfig secret '${name}' error: secrets "${secretRef.name}" not found`;
  const data = secret.data ?? {};
  const key = secretRef.key || DEFAULT_KEYS.find((k) => typeof data[k] === "string");
  if (!key || typeof data[key] !== "string")
    return `KubeConfig secret '${name}' does not contain a '${secretRef.key || "value"}' key with a kubeconfig`;
  const kubeconfig = Buffer.from(data[key], "base64").toString("utf8");
  for (const credential of kubeconfigSecrets(kubeconfig)) ctx.secrets.addCredential?.(credential);
  const refused = unsafeKubeconfig(kubeconfig);
  if (refused) return `invalid KubeConfig in secret '${name}': ${refused}`;
  try {
    return await connect({
      kubeconfig,
      fieldManager: ctx.options.fieldManager,
      onWarning: (w) => ctx.options.log.warn(w)
    });
  } catch (err) {
    return `invalid KubeConfig in secret '${name}': ${err.message}`;
  }
}
function unsafeKubeconfig(text) {
  let doc;
  try {
    doc = parseYaml(text);
  } catch (error) {
    return `not a kubeconfig: ${error.message}`;
  }
  if (!doc || typeof doc !== "object") return "not a kubeconfig";
  const config = doc;
  for (const entry of Array.isArray(config.users) ? config.users : []) {
    const user = entry?.user ?? {};
    const who = `user '${entry?.name ?? ""}'`;
    if (user.exec)
      return `${who}: exec credential plugins are not run for a kubeConfig Secret (inline a token or client certificate)`;
    if (user["auth-provider"]) return `${who}: auth-provider plugins are not run for a kubeConfig Secret`;
    for (const field2 of ["tokenFile", "client-certificate", "client-key"])
      if (user[field2])
        return `${who}: ${field2} names a file on the runner; inline it (${field2 === "tokenFile" ? "token" : `${field2}-data`})`;
  }
  for (const entry of Array.isArray(config.clusters) ? config.clusters : []) {
    const cluster = entry?.cluster ?? {};
    if (cluster["certificate-authority"])
      return `cluster '${entry?.name ?? ""}': certificate-authority names a file on the runner; inline it (certificate-authority-data)`;
  }
  return void 0;
}

// src/reconcile/removed.ts
function homeEntry(inventory) {
  return inventory.entries.find((e) => {
    const ref = parseObjectId(e.id);
    return ref.kind === "Namespace" && ref.group === "" && ref.name === inventory.namespace;
  });
}
function inventoryObjects(inventory) {
  const name = inventoryName(inventory.kustomization);
  return ["ConfigMap", "Lease"].map((kind) => formatRef({ kind, namespace: inventory.namespace, name }));
}
async function finalizeRemoved(found, ctx, cause = "removed from the repository") {
  const started = Date.now();
  const row = (ready, message, extra = {}) => ({
    name: found.kustomization.name,
    namespace: found.kustomization.namespace,
    ready,
    reason: ready === "True" ? "Deleted" : "PruneFailed",
    message,
    revision: found.revision,
    changes: [],
    durationMs: Date.now() - started,
    ...extra
  });
  return finalizeWith(found, ctx, cause, row).catch((err) => {
    if (err instanceof LeaseLostError) return row("False", `${err.message}; nothing more was deleted`);
    if (!(err instanceof ApiError)) throw err;
    return row("False", formatApiError(err));
  });
}
async function finalizeWith(found, ctx, cause, row) {
  const { options } = ctx;
  const dryRunOnly = options.mode === "plan";
  const lease = dryRunOnly ? void 0 : await lockKustomization(ctx, found.namespace, found.kustomization);
  if (typeof lease === "string") return row("False", lease);
  const cluster = lease ? ctx.cluster.fenced(lease.fence) : ctx.cluster;
  try {
    let inventory;
    try {
      inventory = dryRunOnly ? found : await readInventory(cluster, found.kustomization, found.namespace);
    } catch (err) {
      if (!(err instanceof InventoryDamagedError || err instanceof InventoryOwnerError)) throw err;
      return row("False", `inventory ${err.message}: fix or delete that ConfigMap; nothing was deleted`);
    }
    if (!inventory) return row("True", `${cause}; its inventory was already gone`);
    if (inventory.scope && inventory.scope !== found.scope) {
      return row(
        "True",
        `${cause}; left alone: Kustomization ${kustomizationKey(found.kustomization)} is now synced from ${inventory.scope}`
      );
    }
    const policy = inventory.deletionPolicy;
    const deleteObjects = policy === "Delete" || policy === "WaitForTermination" || policy === "MirrorPrune" && inventory.prune;
    const lost = await fenced(lease);
    if (lost) return row("False", `${lost}; nothing was deleted`);
    if (!deleteObjects) {
      if (!dryRunOnly) await deleteInventory(cluster, inventory);
      return row(
        "True",
        `${cause}; deletionPolicy ${policy}: ${inventory.entries.length} objects left in place`
      );
    }
    const home = homeEntry(inventory);
    const pruned = await pruneStale({
      cluster,
      kustomization: inventory.kustomization,
      inventoryNamespace: inventory.namespace,
      stale: inventory.entries.filter((e) => e !== home),
      desiredIds: /* @__PURE__ */ new Set(),
      inventories: () => visibleInventories(ctx),
      timeoutMs: options.timeoutMs,
      dryRunOnly,
      log: options.log
    });
    if (home && pruned.keep.length === 0) {
      const lostBefore = await fenced(lease);
      if (lostBefore) return row("False", `${lostBefore}; the inventory was left for the lock's holder`);
      if (!dryRunOnly) await lease?.release();
      const last = await pruneStale({
        cluster: ctx.cluster,
        kustomization: inventory.kustomization,
        inventoryNamespace: inventory.namespace,
        stale: [home],
        desiredIds: /* @__PURE__ */ new Set(),
        inventories: () => visibleInventories(ctx),
        timeoutMs: options.timeoutMs,
        dryRunOnly,
        log: options.log,
        goesWithNamespace: inventoryObjects(inventory)
      });
      const changes = [...pruned.changes, ...last.changes];
      const deleted2 = changes.filter((c) => c.action === "deleted").length;
      const homeStays = last.changes.some((c) => c.id === home.id && c.action === "skipped");
      if (!dryRunOnly && last.keep.length === 0 && homeStays) await deleteInventory(ctx.cluster, inventory);
      if (dryRunOnly || last.keep.length === 0)
        return row(
          "True",
          `${cause}; deletionPolicy ${policy}: ${deleted2} objects ${dryRunOnly ? "would be " : ""}deleted`,
          {
            changes
          }
        );
      const why = last.changes.find((c) => c.detail)?.detail ?? "not deleted";
      return row("False", `${formatRef(parseObjectId(home.id))} ${why}`, {
        changes,
        problems: last.problems,
        inventorySize: inventory.entries.length
      });
    }
    const deleted = pruned.changes.filter((c) => c.action === "deleted").length;
    if (dryRunOnly) {
      return row("True", `${cause}; deletionPolicy ${policy}: ${deleted} objects would be deleted`, {
        changes: pruned.changes
      });
    }
    const lostAfter = await fenced(lease);
    if (lostAfter) return row("False", `${lostAfter}; the inventory was left for the lock's holder`);
    const keep = home ? [...pruned.keep, home] : pruned.keep;
    if (keep.length > 0) {
      await writeInventory(cluster, {
        ...inventory,
        entries: keep,
        updatedAt: (/* @__PURE__ */ new Date()).toISOString()
      });
      const kept = new Set(keep.map((k) => k.id));
      const first = pruned.changes.find((c) => kept.has(c.id) && c.detail);
      const why = pruned.problems.map((p) => p.message).join("\n") || `${pruned.keep.length} objects not deleted yet${first ? `: ${formatRef(first)} ${first.detail}` : ""}`;
      return row("False", why, {
        changes: pruned.changes,
        problems: pruned.problems,
        inventorySize: keep.length
      });
    }
    await deleteInventory(cluster, inventory);
    return row("True", `${cause}; deletionPolicy ${policy}: ${deleted} objects deleted`, {
      changes: pruned.changes
    });
  } finally {
    await lease?.release();
  }
}

// src/reconcile/sync.ts
async function sync(given) {
  const secrets = runSecrets(given);
  const options = { ...given, log: redactingLogger(given.log, secrets.values) };
  return redactDeep(await syncWith(options, secrets), secrets.values);
}
async function syncWith(options, secrets) {
  const started = Date.now();
  void rendererFor(options);
  let connecting;
  const connectOnce = () => {
    connecting ??= clusterFor(options);
    return connecting;
  };
  const substitution = {
    read: async (kind, namespace, name) => substitutionReaderFrom(await connectOnce()).read(kind, namespace, name)
  };
  const renderCache = renderCacheFor(options);
  const sources = sourceResolverFor(options, { cluster: connectOnce, sink: secrets });
  const {
    report: validation,
    plan,
    discovery
  } = await validate(options, {
    substitution,
    secrets,
    keep: true,
    sources,
    ...renderCache ? { renderCache } : {}
  });
  try {
    return await reconcileAll(
      options,
      secrets,
      started,
      { report: validation, plan, discovery },
      connectOnce,
      sources,
      renderCache
    );
  } finally {
    if (renderCache) {
      await renderCache.saveWalks();
      options.log.debug(`${options.mode}: ${renderCache.summary()}`);
    }
    await sources.close();
    await discovery.artifacts.close();
    const cluster = connecting && await connecting.catch(() => void 0);
    if (cluster) {
      const { requests, writes, watches, retries } = cluster.stats();
      options.log.debug(
        `${options.mode}: ${requests} requests to the API server (${writes} writes, ${retries} retries), ${watches} watches`
      );
      cluster.close();
    }
  }
}
async function reconcileAll(options, secrets, started, { report: validation, plan, discovery }, connect2, sources, renderCache) {
  const report = (kustomizations, extra = {}) => ({
    ready: kustomizations.every((k) => k.ready === "True" || k.reason === "Suspended"),
    mode: options.mode,
    kustomizations,
    problems: validation.problems ?? [],
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    ...extra
  });
  if ((validation.problems ?? []).length > 0) {
    const count = validation.problems.length;
    const rows2 = validation.kustomizations.map((k) => ({
      ...k,
      ready: "False",
      reason: "ValidationFailed",
      message: `not applied: ${count} problem${count === 1 ? "" : "s"} in the Kustomization definitions; nothing was written`
    }));
    return { ...report(rows2), ready: false };
  }
  const renderer = await rendererFor(options);
  const cluster = await connect2();
  options.log.info(
    `rendering with ${renderer.kind === "kubectl" ? "kubectl kustomize" : "kustomize"} ${renderer.version} (${renderer.command})`
  );
  const { server, context } = cluster.describe();
  options.log.info(`cluster: ${server} (context ${context})`);
  const ctx = {
    options,
    cluster,
    renderer,
    scope: await definitionsScope(options),
    holder: runIdentity(),
    planned: { namespaces: /* @__PURE__ */ new Set(), kinds: /* @__PURE__ */ new Map() },
    revisions: /* @__PURE__ */ new Map(),
    secrets,
    render: {
      artifacts: discovery.artifacts,
      ...options.strictSubstitute ? { strictSubstitution: true } : {},
      ...renderCache ? { renderCache } : {}
    },
    inventoryNamespaces: inventoryNamespacesOf(options, validation.kustomizations)
  };
  ctx.preflight = fluxKindsPreflight(
    cluster,
    options.mode === "plan" ? ctx.planned.kinds : void 0,
    options.helmReleaser
  );
  const helm = options.mode === "plan" || await releasesHelmReleases(options, cluster) ? await helmRenderContext(options, { sources, kustomize: renderer, cluster, secrets }) : void 0;
  if (helm && options.mode === "sync") {
    helm.deployed = async (request) => {
      const kept = await deployedUnchanged(request, cluster);
      if (kept)
        options.log.debug(releaseSyncText.notRendered(request.release.namespace, request.release.name));
      return kept;
    };
  }
  if (helm) ctx.helm = helm;
  const selected = options.name ? plan.order.filter((s) => s.name === options.name) : plan.order;
  ctx.render = { ...ctx.render, sources: sources.mapping };
  sources.prefetch(selected.filter((s) => !s.suspend && !plan.blocked.has(kustomizationKey(s))));
  const lookForRemoved = options.name || discovery.incomplete.length > 0 ? void 0 : visibleInventories(ctx);
  lookForRemoved?.catch(() => void 0);
  ctx.beforeLocks = {
    cluster,
    shared: new SharedReads(cluster),
    ...lookForRemoved ? { inventories: lookForRemoved } : {}
  };
  const results = await schedule(selected, plan.blocked, ctx, sources);
  const problems = [];
  const rows = validation.kustomizations.map((row) => results.get(`${row.namespace}/${row.name}`) ?? row);
  if (!options.name && discovery.incomplete.length > 0) {
    problems.push({
      message: `removed Kustomizations were not looked for: what ${discovery.incomplete.join(", ")} define${discovery.incomplete.length === 1 ? "s" : ""} is not known (render failed), so none is taken for removed`
    });
  } else if (!options.name) {
    const defined = new Set(validation.kustomizations.map((k) => `${k.namespace}/${k.name}`));
    const inventories = await lookForRemoved.catch((err) => {
      if (!(err instanceof ApiError)) throw err;
      problems.push({ message: `could not look for removed Kustomizations: ${formatApiError(err)}` });
      return [];
    });
    const removed = inventories.filter(
      (inv) => inv.scope === ctx.scope && !defined.has(kustomizationKey(inv.kustomization))
    );
    for (const inventory of removed) {
      rows.push(
        await options.log.group(
          `${kustomizationKey(inventory.kustomization)} (removed)`,
          () => finalizeRemoved(inventory, ctx)
        )
      );
    }
  }
  const result = report(options.name ? rows.filter((r) => r.name === options.name) : rows);
  return problems.length > 0 ? { ...result, ready: false, problems: [...result.problems ?? [], ...problems] } : result;
}
async function schedule(specs, blocked, ctx, sources) {
  const running = /* @__PURE__ */ new Map();
  const definitions = new Map(specs.map((spec) => [kustomizationKey(spec), spec]));
  const slots = new Semaphore(ctx.options.concurrency);
  const weights = workWeights(ctx);
  for (const spec of specs) {
    const key = kustomizationKey(spec);
    running.set(
      key,
      (async () => {
        const blockedBy2 = blocked.get(key);
        if (blockedBy2) return resultFor(spec, "False", blockedBy2.reason, blockedBy2.message);
        const waiting = await waitingReason(spec, running, definitions);
        if (waiting) return resultFor(spec, "False", "DependencyNotReady", waiting);
        if (spec.suspend)
          return resultFor(spec, "Unknown", "Suspended", "reconciliation is suspended (spec.suspend: true)");
        const unsupported = unsupportedFields(spec);
        if (unsupported) {
          return resultFor(spec, "False", "ValidationFailed", unsupported, {
            problems: [{ message: unsupported, object: `Kustomization/${key}`, source: spec.source }]
          });
        }
        const unresolved = await sourceFailure(spec, sources, ctx.revisions);
        if (unresolved) return unresolved;
        const weight = (await weights).get(key) ?? 0;
        return slots.run(() => ctx.options.log.group(key, () => reconcileOnTarget(spec, ctx)), weight).catch((err) => {
          if (!(err instanceof ApiError)) throw err;
          return resultFor(spec, "False", "ReconciliationFailed", formatApiError(err));
        });
      })()
    );
  }
  const results = /* @__PURE__ */ new Map();
  for (const [key, promise] of running) results.set(key, await promise);
  return results;
}
async function workWeights(ctx) {
  const inventories = await ctx.beforeLocks?.inventories?.catch(() => void 0) ?? [];
  const weights = /* @__PURE__ */ new Map();
  for (const inventory of inventories) {
    if (inventory.scope !== ctx.scope) continue;
    const releases = inventory.entries.filter(isReleaseEntry).length;
    weights.set(
      kustomizationKey(inventory.kustomization),
      inventory.entries.length + RELEASE_WEIGHT * releases
    );
  }
  return weights;
}
var RELEASE_WEIGHT = 20;
function unsupportedFields(spec) {
  if (spec.kubeConfig && !spec.kubeConfig.secretRef) {
    return "spec.kubeConfig.configMapRef (a cloud provider's cluster through workload identity) is not supported: put a kubeconfig with inline credentials in a Secret and name it in spec.kubeConfig.secretRef";
  }
  return void 0;
}
async function definitionsScope(options) {
  const path = relative(options.root, options.path).replaceAll("\\", "/") || ".";
  const instance = options.inventoryNamespace ? `@${options.inventoryNamespace}` : "";
  return `${await repositoryIdentity(options.root)}:${path}${instance}`;
}
async function repositoryIdentity(root) {
  return await repositoryRemote(root) ?? resolve2(root);
}
function runIdentity() {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID, GITHUB_JOB } = process.env;
  const unique = `pid ${process.pid}, ${randomBytes(3).toString("hex")}`;
  if (GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID) {
    const job = GITHUB_JOB ? `job ${GITHUB_JOB}, ` : "";
    return `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID} (${job}${unique})`;
  }
  let user = "unknown";
  try {
    user = userInfo().username;
  } catch {
  }
  return `${user}@${hostname()} (${unique})`;
}

// src/reconcile/destroy.ts
async function destroy(given) {
  const started = Date.now();
  const secrets = runSecrets(given);
  const options = { ...given, log: redactingLogger(given.log, secrets.values) };
  const { report: definitions, plan } = await validate({ ...options, log: silentLogger });
  const problems = plan.order.filter((spec) => spec.kubeConfig).map((spec) => ({
    message: `Kustomization ${kustomizationKey(spec)} syncs to another cluster (spec.kubeConfig): destroy does not reach it`,
    object: `Kustomization/${kustomizationKey(spec)}`,
    ...spec.source ? { source: spec.source } : {}
  }));
  const cluster = await clusterFor(options);
  try {
    const ctx = {
      options,
      cluster,
      holder: runIdentity(),
      inventoryNamespaces: inventoryNamespacesOf(options, definitions.kustomizations)
    };
    const scope = await definitionsScope(options);
    const report = (rows2, more = []) => redactDeep(
      {
        ready: problems.length + more.length === 0 && rows2.every((k) => k.ready === "True"),
        mode: "destroy",
        kustomizations: rows2,
        problems: [...problems, ...more],
        startedAt: new Date(started).toISOString(),
        durationMs: Date.now() - started
      },
      secrets.values
    );
    let inventories;
    try {
      inventories = await visibleInventories(ctx);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return report(
        [],
        [{ message: `could not list the inventories, nothing was deleted: ${formatApiError(err)}` }]
      );
    }
    const mine = inventories.filter(
      (inv) => inv.scope === scope && (!options.inventoryNamespace || inv.namespace === options.inventoryNamespace) && (!options.name || namedBy(options.name)(inv.kustomization))
    );
    if (mine.length === 0)
      options.log.info(
        `nothing to destroy: no inventory of ${scope}${options.name ? ` for Kustomization ${options.name}` : ""}`
      );
    const first = mine.filter((inv) => !homeEntry(inv));
    const last = mine.filter((inv) => homeEntry(inv));
    const finalize = (inv) => options.log.group(kustomizationKey(inv.kustomization), () => finalizeRemoved(inv, ctx, "destroyed"));
    const rows = [
      ...await mapLimit(first, options.concurrency, finalize),
      ...await mapLimit(last, 1, finalize)
    ];
    if (options.inventoryNamespace && rows.every((k) => k.ready === "True"))
      await removeInventoryNamespace(ctx, options.inventoryNamespace);
    return report(rows);
  } finally {
    cluster.close();
  }
}
async function removeInventoryNamespace(ctx, name) {
  const { cluster, options } = ctx;
  try {
    const ns = await cluster.get({ group: "", version: "v1", kind: "Namespace", namespace: "", name });
    if (!ns || ns.metadata.deletionTimestamp) return;
    const labels = ns.metadata.labels ?? {};
    if (labels[MANAGED_BY_LABEL] !== MANAGED_BY_VALUE || labels[OWNER_NAME_LABEL]) return;
    const left = await foreignObjects(cluster, name, { namespace: "", name: "" });
    if (left.length > 0) {
      options.log.info(
        `Namespace ${name} (created for the inventories) is kept: it holds ${left.length} other object${left.length === 1 ? "" : "s"} (${left.slice(0, 3).join(", ")})`
      );
      return;
    }
    await cluster.delete(
      { group: "", version: "v1", kind: "Namespace", namespace: "", name },
      { uid: ns.metadata.uid }
    );
    options.log.info(`Namespace ${name} (created for the inventories, now empty) deleted`);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    options.log.warn(
      `Namespace ${name} (created for the inventories) was not deleted: ${formatApiError(err)}`
    );
  }
}

export {
  sync,
  destroy
};
