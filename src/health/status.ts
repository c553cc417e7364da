// kstatus rules (kubernetes-sigs/cli-utils pkg/kstatus/status) as pure functions: the generic
// rules first, then one small rule per kind chosen from a table keyed by group/kind. Flux
// decides health with these same rules, so a workload is Current here exactly when
// `flux get kustomizations` would call it healthy.
import type { KubeObject } from "../cluster/types.js";
import { condition, conditionsOf, field, groupKind, int, isTrue, specOf, statusOf } from "./conditions.js";
import type { StatusResult, StatusRule } from "./types.js";

const current = (message: string): StatusResult => ({ status: "Current", message });
const inProgress = (message: string): StatusResult => ({ status: "InProgress", message });
const failed = (message: string): StatusResult => ({ status: "Failed", message });

/** The status of any object: generic rules, then its kind's rule (or the Ready condition). */
export function computeStatus(obj: KubeObject): StatusResult {
  const generic = genericStatus(obj);
  if (generic) return generic;
  const rule = KIND_RULES[groupKind(obj.apiVersion ?? "", obj.kind)];
  return rule ? rule(obj) : readyConditionStatus(obj);
}

/**
 * Rules that hold for every kind. `undefined` means "no verdict yet, ask the kind". An
 * observedGeneration behind generation means the controller has not looked at the latest spec,
 * so whatever the rest of the status says describes an older spec.
 */
export function genericStatus(obj: KubeObject): StatusResult | undefined {
  if (obj.metadata?.deletionTimestamp) return { status: "Terminating", message: "being deleted" };
  const observed = statusOf(obj).observedGeneration;
  const generation = obj.metadata?.generation;
  if (typeof observed === "number" && typeof generation === "number" && observed !== generation) {
    return inProgress(`generation ${generation}, observed generation ${observed}`);
  }
  const reconciling = condition(obj, "Reconciling");
  if (reconciling?.status === "True") return inProgress(conditionText(reconciling, "reconciling"));
  const stalled = condition(obj, "Stalled");
  if (stalled?.status === "True") return failed(conditionText(stalled, "stalled"));
  return undefined;
}

/**
 * Kinds without a rule of their own: the Ready condition when there is one (False or Unknown →
 * InProgress, the controller may still get there), otherwise Current — an object without
 * conditions is data (a Role, a ServiceAccount) that is done once stored.
 */
export function readyConditionStatus(obj: KubeObject): StatusResult {
  const ready = condition(obj, "Ready");
  if (!ready) return current("no Ready condition");
  if (ready.status === "True") return current(conditionText(ready, "Ready"));
  return inProgress(conditionText(ready, `Ready ${ready.status}`));
}

function conditionText(c: { reason?: string; message?: string }, fallback: string): string {
  if (c.reason && c.message) return `${c.reason}: ${c.message}`;
  return c.message || c.reason || fallback;
}

const alwaysCurrent: StatusRule = () => current("resource is current");

/** Deployment: the rollout is complete and every wanted replica is updated, available and ready. */
export const deploymentStatus: StatusRule = (obj) => {
  const progressing = condition(obj, "Progressing");
  if (progressing?.reason === "ProgressDeadlineExceeded") {
    return failed(`progress deadline exceeded${progressing.message ? `: ${progressing.message}` : ""}`);
  }
  const wanted = int(specOf(obj).replicas, 1);
  const s = statusOf(obj);
  const replicas = int(s.replicas);
  const updated = int(s.updatedReplicas);
  const available = int(s.availableReplicas);
  const ready = int(s.readyReplicas);
  // All of these mean InProgress; the order only picks the message, readiness first because
  // that is what a user waits for (and a brand-new Deployment's counts arrive one by one).
  if (ready < wanted) return inProgress(`${ready}/${wanted} ready`);
  if (updated < wanted) return inProgress(`${updated}/${wanted} updated`);
  if (replicas > wanted) return inProgress(`${replicas - wanted} old replicas pending termination`);
  if (available < wanted) return inProgress(`${available}/${wanted} available`);
  if (replicas < wanted) return inProgress(`${replicas}/${wanted} replicas`);
  // A new ReplicaSet that is not yet reported available (NewReplicaSetAvailable) is still rolling out.
  if (progressing && !(progressing.status === "True" && progressing.reason === "NewReplicaSetAvailable")) {
    return inProgress(`rollout in progress (${progressing.reason ?? "Progressing"})`);
  }
  if (condition(obj, "Available") && !isTrue(obj, "Available")) return inProgress("not available");
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
  if (replicas < wanted) return inProgress(`${replicas}/${wanted} replicas`);
  if (ready < wanted) return inProgress(`${ready}/${wanted} ready`);
  if (replicas > wanted) return inProgress(`${replicas - wanted} old replicas pending termination`);
  const partition = field(spec, "updateStrategy", "rollingUpdate", "partition");
  if (typeof partition === "number" && partition > 0) {
    const expected = Math.max(wanted - partition, 0);
    const updated = int(s.updatedReplicas);
    if (updated < expected) return inProgress(`${updated}/${expected} updated (partition ${partition})`);
    return current(`partitioned rollout complete: ${updated} updated`);
  }
  const currentReplicas = int(s.currentReplicas);
  if (currentReplicas < wanted) return inProgress(`${currentReplicas}/${wanted} current`);
  if (s.updateRevision && s.currentRevision !== s.updateRevision) {
    return inProgress(`waiting for revision ${String(s.updateRevision)}`);
  }
  return current(`${ready}/${wanted} ready`);
};

/** DaemonSet: every node that should run a Pod runs an updated, available, ready one. */
export const daemonSetStatus: StatusRule = (obj) => {
  const s = statusOf(obj);
  if (typeof s.desiredNumberScheduled !== "number") return inProgress("not yet scheduled");
  const desired = s.desiredNumberScheduled;
  const scheduled = int(s.currentNumberScheduled);
  const updated = int(s.updatedNumberScheduled);
  const available = int(s.numberAvailable);
  const ready = int(s.numberReady);
  if (scheduled < desired) return inProgress(`${scheduled}/${desired} scheduled`);
  if (updated < desired) return inProgress(`${updated}/${desired} updated`);
  if (ready < desired) return inProgress(`${ready}/${desired} ready`);
  if (available < desired) return inProgress(`${available}/${desired} available`);
  return current(`${ready}/${desired} ready`);
};

/** ReplicaSet: every wanted replica labelled, available and ready; none left over. */
export const replicaSetStatus: StatusRule = (obj) => {
  const wanted = int(specOf(obj).replicas, 1);
  const s = statusOf(obj);
  const failure = condition(obj, "ReplicaFailure");
  if (failure?.status === "True") return inProgress(conditionText(failure, "replica failure"));
  const labeled = int(s.fullyLabeledReplicas);
  const ready = int(s.readyReplicas);
  const available = int(s.availableReplicas);
  const replicas = int(s.replicas);
  if (labeled < wanted) return inProgress(`${labeled}/${wanted} labelled`);
  if (ready < wanted) return inProgress(`${ready}/${wanted} ready`);
  if (available < wanted) return inProgress(`${available}/${wanted} available`);
  if (replicas > wanted) return inProgress(`${replicas - wanted} replicas pending termination`);
  return current(`${ready}/${wanted} ready`);
};

/** Job: waited to completion, as Flux does. Complete → Current, Failed → Failed. */
export const jobStatus: StatusRule = (obj) => {
  const s = statusOf(obj);
  const counts = `succeeded ${int(s.succeeded)}, active ${int(s.active)}, failed ${int(s.failed)}`;
  for (const c of conditionsOf(obj)) {
    if (c.type === "Complete" && c.status === "True") return current(`completed (${counts})`);
    if (c.type === "Failed" && c.status === "True") {
      return failed(
        `job failed${c.reason ? ` (${c.reason}${c.message ? `: ${c.message}` : ""})` : ""}; ${counts}`,
      );
    }
  }
  if (!s.startTime) return inProgress("not started");
  return inProgress(`running (${counts})`);
};

/** Pod: Running and Ready, or Succeeded. A crash-looping container fails it (kstatus). */
export const podStatus: StatusRule = (obj) => {
  const s = statusOf(obj);
  const phase = s.phase;
  if (phase === "Succeeded") return current("completed successfully");
  if (phase === "Failed") return failed(`failed${s.reason ? ` (${String(s.reason)})` : ""}`);
  if (phase === "Running" && isTrue(obj, "Ready")) return current("running and ready");
  const statuses = [
    ...(Array.isArray(s.initContainerStatuses) ? s.initContainerStatuses : []),
    ...(Array.isArray(s.containerStatuses) ? s.containerStatuses : []),
  ];
  for (const cs of statuses) {
    if (field(cs, "state", "waiting", "reason") === "CrashLoopBackOff") {
      return failed(`container ${JSON.stringify(field(cs, "name"))} in CrashLoopBackOff`);
    }
  }
  const scheduled = condition(obj, "PodScheduled");
  if (scheduled?.status === "False" && scheduled.reason === "Unschedulable") {
    return inProgress(conditionText(scheduled, "unschedulable"));
  }
  return inProgress(phase === "Running" ? "running but not ready" : `phase ${String(phase ?? "Pending")}`);
};

export const pvcStatus: StatusRule = (obj) => {
  const phase = statusOf(obj).phase;
  return phase === "Bound" ? current("bound") : inProgress(`not bound (phase ${String(phase ?? "Pending")})`);
};

/** Service: only a LoadBalancer has anything to wait for, its external address. */
export const serviceStatus: StatusRule = (obj) => {
  if (specOf(obj).type !== "LoadBalancer") return current("service is ready");
  const ingress = field(statusOf(obj), "loadBalancer", "ingress");
  return Array.isArray(ingress) && ingress.length > 0
    ? current("load balancer has an address")
    : inProgress("waiting for a load balancer address");
};

export const crdStatus: StatusRule = (obj) => {
  if (isTrue(obj, "Established")) return current("established");
  const names = condition(obj, "NamesAccepted");
  if (names?.status === "False") return failed(conditionText(names, "names not accepted"));
  return inProgress("not yet established");
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
