// kstatus rules (kubernetes-sigs/cli-utils pkg/kstatus/status) as pure functions: the generic
// rules first, then one small rule per kind chosen from a table keyed by group/kind. Flux
// decides health with these same rules (and its own Job rule, fluxcd/pkg runtime/statusreaders),
// so a workload is Current here exactly when `flux get kustomizations` would call it healthy.
// Each verdict carries kstatus' reason (the Reconciling or Stalled condition it would add), so
// the upstream test tables pin which check decided; the messages are ours.
// Deliberate differences from upstream are listed in docs/HEALTH.md.
import type { KubeObject } from "../cluster/types.js";
import { type Condition, conditionsOf, field, groupKind, int, specOf, statusOf } from "./conditions.js";
import type { StatusResult, StatusRule } from "./types.js";

const current = (message: string): StatusResult => ({ status: "Current", message });
const inProgress = (reason: string, message: string): StatusResult => ({
  status: "InProgress",
  reason,
  message,
});
/** The first count below `wanted`, in kstatus' order of checks (`2/3 available`). */
function firstShort(
  wanted: number,
  counts: Array<[reason: string, count: number, word: string]>,
): StatusResult | undefined {
  const short = counts.find(([, count]) => wanted > count);
  return short && inProgress(short[0], `${short[1]}/${wanted} ${short[2]}`);
}
const failed = (reason: string, message: string): StatusResult => ({ status: "Failed", reason, message });

/** How long a Pod may stay unschedulable before kstatus calls it Failed (its ScheduleWindow). */
export const SCHEDULE_WINDOW_MS = 15_000;

/**
 * The status of any object: generic rules, then its kind's rule (or the Ready condition).
 * `now` matters only to a Pod waiting for the scheduler.
 */
export function computeStatus(obj: KubeObject, now: number = Date.now()): StatusResult {
  const generic = genericStatus(obj);
  if (generic) return generic;
  const rule = KIND_RULES[groupKind(obj.apiVersion ?? "", obj.kind)];
  return rule ? rule(obj, now) : readyConditionStatus(obj);
}

/**
 * Rules that hold for every kind. `undefined` means "no verdict yet, ask the kind". An
 * observedGeneration behind generation means the controller has not looked at the latest spec,
 * so whatever the rest of the status says describes an older spec. The first Reconciling=True
 * or Stalled=True condition, in the object's order, decides.
 */
export function genericStatus(obj: KubeObject): StatusResult | undefined {
  if (obj.metadata?.deletionTimestamp) return { status: "Terminating", message: "being deleted" };
  const notObserved = generationNotObserved(obj);
  if (notObserved) return notObserved;
  for (const c of conditionsOf(obj)) {
    if (c.type === "Reconciling" && c.status === "True") {
      return inProgress(c.reason ?? "", conditionText(c, "reconciling"));
    }
    if (c.type === "Stalled" && c.status === "True")
      return failed(c.reason ?? "", conditionText(c, "stalled"));
  }
  return undefined;
}

/**
 * InProgress while the controller has not seen the latest spec (observedGeneration behind
 * generation, both integers: a CRD that types them otherwise says nothing here).
 */
export function generationNotObserved(obj: KubeObject): StatusResult | undefined {
  const observed = statusOf(obj).observedGeneration;
  const generation = obj.metadata?.generation;
  if (typeof observed !== "number" || typeof generation !== "number" || observed === generation)
    return undefined;
  return inProgress(
    "LatestGenerationNotObserved",
    `generation ${generation}, observed generation ${observed}`,
  );
}

/**
 * Kinds without a rule of their own: the Ready condition when there is one (False or Unknown →
 * InProgress, the controller may still get there), otherwise Current — an object without
 * conditions is data (a Role, a ServiceAccount) that is done once stored.
 */
export function readyConditionStatus(obj: KubeObject): StatusResult {
  for (const ready of conditionsOf(obj)) {
    if (ready.type !== "Ready") continue;
    if (ready.status === "True") return current(conditionText(ready, "Ready"));
    if (ready.status === "False" || ready.status === "Unknown") {
      return inProgress(ready.reason ?? "", conditionText(ready, `Ready ${ready.status}`));
    }
  }
  return current("no Ready condition");
}

function conditionText(c: { reason?: string; message?: string }, fallback: string): string {
  if (c.reason && c.message) return `${c.reason}: ${c.message}`;
  return c.message || c.reason || fallback;
}

const alwaysCurrent: StatusRule = () => current("resource is current");

/** Kubernetes' "no deadline" value of progressDeadlineSeconds (math.MaxInt32). */
const NO_PROGRESS_DEADLINE = 2_147_483_647;

/** Deployment: the rollout is complete and every wanted replica is updated, available and ready. */
export const deploymentStatus: StatusRule = (obj) => {
  const spec = specOf(obj);
  // Without a progress deadline the controller never sets Progressing: nothing to wait for there.
  let progressing = int(spec.progressDeadlineSeconds, NO_PROGRESS_DEADLINE) === NO_PROGRESS_DEADLINE;
  let available = false;
  let progressReason: string | undefined;
  for (const c of conditionsOf(obj)) {
    if (c.type === "Progressing") {
      if (c.reason === "ProgressDeadlineExceeded") {
        return failed(c.reason, `progress deadline exceeded${c.message ? `: ${c.message}` : ""}`);
      }
      if (c.status === "True" && c.reason === "NewReplicaSetAvailable") progressing = true;
      progressReason = c.reason;
    } else if (c.type === "Available" && c.status === "True") {
      available = true;
    }
  }
  const wanted = int(spec.replicas, 1);
  const s = statusOf(obj);
  const replicas = int(s.replicas);
  const updated = int(s.updatedReplicas);
  const ready = int(s.readyReplicas);
  const availableReplicas = int(s.availableReplicas);
  // kstatus' checks in kstatus' order decide the reason; the message leads with readiness while
  // replicas are not ready, because that is what a user waits for (the Pods then say why).
  const short = (reason: string, otherwise: string) =>
    inProgress(reason, wanted > ready ? `${ready}/${wanted} ready` : otherwise);
  if (wanted > replicas) return short("LessReplicas", `${replicas}/${wanted} replicas`);
  if (wanted > updated) return short("LessUpdated", `${updated}/${wanted} updated`);
  if (replicas > wanted) return short("ExtraPods", `${replicas - wanted} old replicas pending termination`);
  if (updated > availableReplicas) return short("LessAvailable", `${availableReplicas}/${updated} available`);
  if (wanted > ready) return inProgress("LessReady", `${ready}/${wanted} ready`);
  // A new ReplicaSet that is not yet reported available (NewReplicaSetAvailable) is still rolling out.
  if (!progressing) {
    return inProgress("ReplicaSetNotAvailable", `rollout in progress (${progressReason ?? "Progressing"})`);
  }
  if (!available) return inProgress("DeploymentNotAvailable", "not available");
  return current(`${ready}/${wanted} ready`);
};

/** StatefulSet: counts, then the partition, then current and update revisions agree. */
export const statefulSetStatus: StatusRule = (obj) => {
  const spec = specOf(obj);
  // With OnDelete the controller never replaces Pods itself: nothing to wait for (kstatus).
  if (field(spec, "updateStrategy", "type") === "OnDelete") return current("OnDelete update strategy");
  const wanted = int(spec.replicas, 1);
  const s = statusOf(obj);
  const replicas = int(s.replicas);
  const ready = int(s.readyReplicas);
  if (wanted > replicas) return inProgress("LessReplicas", `${replicas}/${wanted} replicas`);
  if (wanted > ready) return inProgress("LessReady", `${ready}/${wanted} ready`);
  if (replicas > wanted) {
    return inProgress("ExtraPods", `${replicas - wanted} old replicas pending termination`);
  }
  // A partition (the API server defaults it to 0) means: done once the Pods above it are updated.
  const partition = field(spec, "updateStrategy", "rollingUpdate", "partition");
  if (typeof partition === "number") {
    const expected = wanted - partition;
    const updated = int(s.updatedReplicas);
    if (updated < expected) {
      return inProgress("PartitionRollout", `${updated}/${expected} updated (partition ${partition})`);
    }
    return current(`partitioned rollout complete: ${updated} updated`);
  }
  const currentReplicas = int(s.currentReplicas);
  if (wanted > currentReplicas) return inProgress("LessCurrent", `${currentReplicas}/${wanted} current`);
  const updateRevision = typeof s.updateRevision === "string" ? s.updateRevision : "";
  const currentRevision = typeof s.currentRevision === "string" ? s.currentRevision : "";
  if (currentRevision !== updateRevision) {
    return inProgress("RevisionMismatch", `waiting for revision ${updateRevision || "(none)"}`);
  }
  return current(`${ready}/${wanted} ready`);
};

/** DaemonSet: every node that should run a Pod runs an updated, available, ready one. */
export const daemonSetStatus: StatusRule = (obj) => {
  // The controller always writes observedGeneration; without it, it has not acted yet (kstatus).
  if (typeof obj.metadata?.generation !== "number") return inProgress("NoGeneration", "no generation yet");
  const s = statusOf(obj);
  if (typeof s.observedGeneration !== "number") {
    return inProgress("NoObservedGeneration", "not yet observed by the controller");
  }
  if (typeof s.desiredNumberScheduled !== "number") return inProgress("NoDesiredNumber", "not yet scheduled");
  const desired = s.desiredNumberScheduled;
  const ready = int(s.numberReady);
  const short = firstShort(desired, [
    ["LessCurrent", int(s.currentNumberScheduled), "scheduled"],
    ["LessUpdated", int(s.updatedNumberScheduled), "updated"],
    ["LessAvailable", int(s.numberAvailable), "available"],
    ["LessReady", ready, "ready"],
  ]);
  return short ?? current(`${ready}/${desired} ready`);
};

/** ReplicaSet: every wanted replica labelled, available and ready; none left over. */
export const replicaSetStatus: StatusRule = (obj) => {
  for (const c of conditionsOf(obj)) {
    if (c.type === "ReplicaFailure" && c.status === "True") {
      return inProgress("ReplicaFailure", conditionText(c, "replica failure"));
    }
  }
  const wanted = int(specOf(obj).replicas, 1);
  const s = statusOf(obj);
  const ready = int(s.readyReplicas);
  const replicas = int(s.replicas);
  const short = firstShort(wanted, [
    ["LessLabelled", int(s.fullyLabeledReplicas), "labelled"],
    ["LessAvailable", int(s.availableReplicas), "available"],
    ["LessReady", ready, "ready"],
  ]);
  if (short) return short;
  if (replicas > wanted) return inProgress("ExtraPods", `${replicas - wanted} replicas pending termination`);
  return current(`${ready}/${wanted} ready`);
};

/**
 * Job, as Flux judges it (fluxcd/pkg runtime/statusreaders, which kustomize-controller puts
 * before kstatus' own Job rule): waited to completion — kstatus calls a running Job Current —
 * and a suspended Job (spec.suspend) is Current at once, as there is nothing to wait for.
 * Messages in Flux's words.
 */
export const jobStatus: StatusRule = (obj) => {
  const spec = specOf(obj);
  if (spec.suspend === true) return current("Job is suspended");
  const parallelism = int(spec.parallelism, 1);
  const completions = int(spec.completions, parallelism);
  const s = statusOf(obj);
  const succeeded = int(s.succeeded);
  const active = int(s.active);
  const failedPods = int(s.failed);
  for (const c of conditionsOf(obj)) {
    if (c.type === "Complete" && c.status === "True") {
      return current(`Job Completed. succeeded: ${succeeded}/${completions}`);
    }
    if (c.type === "Failed" && c.status === "True") {
      const why = c.reason ? ` (${c.reason}${c.message ? `: ${c.message}` : ""})` : "";
      return failed("JobFailed", `Job Failed. failed: ${failedPods}/${completions}${why}`);
    }
  }
  if (!s.startTime) return inProgress("JobNotStarted", `Job not started. active: 0/${parallelism}`);
  return inProgress(
    "JobInProgress",
    `Job in progress. success:${succeeded}, active: ${active}, failed: ${failedPods}`,
  );
};

/**
 * Pod (kstatus): Running and Ready, or completed — Succeeded or Failed, as a finished Pod has
 * nothing left to wait for. A crash-looping container fails a running Pod; a Pod the scheduler
 * cannot place is Failed once it has been unschedulable for SCHEDULE_WINDOW_MS after creation.
 */
export const podStatus: StatusRule = (obj, now = Date.now()) => {
  const s = statusOf(obj);
  const phase = typeof s.phase === "string" ? s.phase : "";
  const conditions = conditionsOf(obj);
  switch (phase) {
    case "Succeeded":
      return current("completed successfully");
    case "Failed":
      return current(`completed, but not successfully${s.reason ? ` (${String(s.reason)})` : ""}`);
    case "Running": {
      if (conditions.some((c) => c.type === "Ready" && c.status === "True"))
        return current("running and ready");
      const looping = (Array.isArray(s.containerStatuses) ? s.containerStatuses : [])
        .filter((cs) => field(cs, "state", "waiting", "reason") === "CrashLoopBackOff")
        .map((cs) => JSON.stringify(field(cs, "name")));
      if (looping.length > 0) {
        const which = looping.length === 1 ? `container ${looping[0]}` : `containers ${looping.join(", ")}`;
        return failed("ContainerCrashLooping", `${which} in CrashLoopBackOff`);
      }
      return inProgress("PodRunningNotReady", "running but not ready");
    }
    case "Pending": {
      const unschedulable = conditions.find(
        (c: Condition) => c.type === "PodScheduled" && c.status === "False" && c.reason === "Unschedulable",
      );
      if (unschedulable) {
        const message = conditionText(unschedulable, "unschedulable");
        const created = Date.parse(String(obj.metadata?.creationTimestamp ?? ""));
        const until = Number.isNaN(created) ? undefined : created + SCHEDULE_WINDOW_MS;
        if (until !== undefined && now < until) return { ...inProgress("PodNotScheduled", message), until };
        return failed("PodUnschedulable", message);
      }
      return inProgress("PodPending", "phase Pending");
    }
    case "":
      return inProgress("PodNotObserved", "phase not yet reported");
    default:
      // kstatus cannot tell (an error, so Flux keeps waiting).
      return inProgress("UnknownPhase", `phase ${phase}`);
  }
};

export const pvcStatus: StatusRule = (obj) => {
  const phase = statusOf(obj).phase;
  return phase === "Bound"
    ? current("bound")
    : inProgress("NotBound", `not bound (phase ${String(phase ?? "Pending")})`);
};

/**
 * Service: Current once it has a cluster IP, a LoadBalancer too (kstatus). Waiting for an
 * external address would never end on kind or k3d CI clusters, and Flux does not wait for one.
 */
export const serviceStatus: StatusRule = (obj) => {
  const spec = specOf(obj);
  if (spec.type === "LoadBalancer" && !spec.clusterIP) {
    return inProgress("NoIPAssigned", "cluster IP not set (type LoadBalancer)");
  }
  return current("service is ready");
};

/** CRD: Established; names not accepted, or not established for another reason than installing, fail. */
export const crdStatus: StatusRule = (obj) => {
  for (const c of conditionsOf(obj)) {
    if (c.type === "NamesAccepted" && c.status === "False") {
      return failed(c.reason ?? "", conditionText(c, "names not accepted"));
    }
    if (c.type === "Established") {
      if (c.status === "False" && c.reason !== "Installing") {
        return failed(c.reason ?? "", conditionText(c, "not established"));
      }
      if (c.status === "True") return current("established");
    }
  }
  return inProgress("Installing", "not yet established");
};

/** The kind table. Keys are `group/Kind`, or `Kind` for the core group. */
export const KIND_RULES: Readonly<Record<string, StatusRule>> = {
  "apps/Deployment": deploymentStatus,
  "extensions/Deployment": deploymentStatus,
  "apps/StatefulSet": statefulSetStatus,
  "apps/DaemonSet": daemonSetStatus,
  "extensions/DaemonSet": daemonSetStatus,
  "apps/ReplicaSet": replicaSetStatus,
  "extensions/ReplicaSet": replicaSetStatus,
  "batch/Job": jobStatus,
  Pod: podStatus,
  PersistentVolumeClaim: pvcStatus,
  Service: serviceStatus,
  "apiextensions.k8s.io/CustomResourceDefinition": crdStatus,
  // Data and schedules: nothing converges, so storing them is being done.
  Secret: alwaysCurrent,
  ConfigMap: alwaysCurrent,
  ServiceAccount: alwaysCurrent,
  "batch/CronJob": alwaysCurrent,
  "policy/PodDisruptionBudget": alwaysCurrent,
  "rbac.authorization.k8s.io/Role": alwaysCurrent,
  "rbac.authorization.k8s.io/RoleBinding": alwaysCurrent,
  "rbac.authorization.k8s.io/ClusterRole": alwaysCurrent,
  "rbac.authorization.k8s.io/ClusterRoleBinding": alwaysCurrent,
};
