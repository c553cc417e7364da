// Why a workload is not ready, told from its Pods: the reasons a user would otherwise dig out
// with `kubectl describe pod` (ImagePullBackOff, CrashLoopBackOff with the exit code,
// OOMKilled, Unschedulable with the scheduler's message, a failing readiness probe).
import type { KubeObject } from "../cluster/types.js";
import { condition, field, isTrue, statusOf } from "./conditions.js";

export interface PodProblem {
  pod: string;
  /** Empty for a Pod-level problem (Unschedulable, phase Failed). */
  container: string;
  /** The kubelet's or scheduler's reason: ImagePullBackOff, CrashLoopBackOff, Unschedulable, NotReady, ... */
  reason: string;
  /** `pod web-5d8f: ImagePullBackOff (image "hoge")`. */
  text: string;
  restartCount: number;
  /** When the container started running (NotReady): a readiness probe gets time after a start. */
  runningSince?: string;
}

/** Reasons that are an error, not just "still starting": what a user must hear about even without health checks. */
export const ERROR_REASONS: ReadonlySet<string> = new Set([
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
  "Failed",
]);

interface ContainerStatus {
  name?: string;
  image?: string;
  ready?: boolean;
  restartCount?: number;
  state?: Record<string, Record<string, unknown> | undefined>;
  lastState?: Record<string, Record<string, unknown> | undefined>;
}

/** Every problem of one Pod, most telling first; empty when it is running and ready or done. */
export function podProblems(pod: KubeObject): PodProblem[] {
  const name = pod.metadata.name;
  const s = statusOf(pod);
  if (s.phase === "Succeeded") return [];
  if (s.phase === "Running" && isTrue(pod, "Ready")) return [];
  const problem = (container: string, reason: string, detail: string, cs?: ContainerStatus): PodProblem => ({
    pod: name,
    container,
    reason,
    text: `pod ${name}: ${reason}${detail ? ` (${detail})` : ""}`,
    restartCount: cs?.restartCount ?? 0,
  });
  const out: PodProblem[] = [];
  const scheduled = condition(pod, "PodScheduled");
  if (scheduled?.status === "False" && scheduled.reason === "Unschedulable") {
    out.push(problem("", "Unschedulable", scheduled.message ?? ""));
    return out;
  }
  const specImages = new Map<string, string>();
  for (const list of ["initContainers", "containers"]) {
    const containers = field(pod, "spec", list);
    if (Array.isArray(containers))
      for (const c of containers) if (c?.name && c.image) specImages.set(String(c.name), String(c.image));
  }
  const statuses: ContainerStatus[] = [
    ...(Array.isArray(s.initContainerStatuses) ? s.initContainerStatuses : []),
    ...(Array.isArray(s.containerStatuses) ? s.containerStatuses : []),
  ];
  for (const cs of statuses) {
    const container = cs.name ?? "";
    const waiting = cs.state?.waiting;
    const lastTerminated = cs.lastState?.terminated;
    const terminated = cs.state?.terminated;
    const image = specImages.get(container) ?? cs.image;
    const reason = typeof waiting?.reason === "string" ? waiting.reason : undefined;
    if (reason === "CrashLoopBackOff") {
      // What matters in a crash loop is how the last run ended: OOMKilled, or an exit code.
      const oom = lastTerminated?.reason === "OOMKilled";
      const how = !lastTerminated
        ? ""
        : oom
          ? "OOMKilled"
          : `last exit code ${String(lastTerminated.exitCode ?? "?")}`;
      const restarts = cs.restartCount ? `${cs.restartCount} restart${cs.restartCount === 1 ? "" : "s"}` : "";
      const detail = [`container ${JSON.stringify(container)}`, how, restarts].filter(Boolean).join(", ");
      out.push(problem(container, oom ? "OOMKilled" : "CrashLoopBackOff", detail, cs));
    } else if (reason && /Image|Pull/.test(reason)) {
      out.push(
        problem(
          container,
          reason,
          image ? `image ${JSON.stringify(image)}` : String(waiting?.message ?? ""),
          cs,
        ),
      );
    } else if (reason && reason !== "ContainerCreating" && reason !== "PodInitializing") {
      const message = typeof waiting?.message === "string" ? waiting.message : "";
      out.push(
        problem(
          container,
          reason,
          [`container ${JSON.stringify(container)}`, message].filter(Boolean).join(": "),
          cs,
        ),
      );
    } else if (terminated && terminated.exitCode !== 0 && s.phase !== "Succeeded") {
      const why = terminated.reason === "OOMKilled" ? "OOMKilled" : "Failed";
      out.push(
        problem(
          container,
          why,
          `container ${JSON.stringify(container)} exited with code ${String(terminated.exitCode ?? "?")}`,
          cs,
        ),
      );
    } else if (cs.state?.running && cs.ready === false) {
      out.push({
        ...problem(
          container,
          "NotReady",
          `container ${JSON.stringify(container)} running but not ready: readiness probe failing`,
          cs,
        ),
        ...(typeof cs.state.running.startedAt === "string"
          ? { runningSince: cs.state.running.startedAt }
          : {}),
      });
    }
  }
  if (out.length === 0 && s.phase === "Failed") {
    out.push(problem("", "Failed", typeof s.message === "string" ? s.message : String(s.reason ?? "")));
  }
  return out;
}

/**
 * The Pods that show how the workload's current revision is doing. A Deployment's old
 * ReplicaSet may hold crash-looping Pods from the revision being replaced: blaming the new
 * revision for them would fail a rollout that fixes them, so only the newest ReplicaSet's Pods count.
 */
export function podsOfWorkload(
  workload: KubeObject,
  pods: KubeObject[],
  replicaSets: KubeObject[],
): KubeObject[] {
  const uid = workload.metadata.uid;
  if (!uid) return [];
  const ownedBy = (o: KubeObject, owner: string) =>
    Array.isArray(o.metadata.ownerReferences) &&
    (o.metadata.ownerReferences as { uid?: string }[]).some((r) => r.uid === owner);
  switch (workload.kind) {
    case "Deployment": {
      const revision = workload.metadata.annotations?.["deployment.kubernetes.io/revision"];
      const owned = replicaSets.filter((rs) => ownedBy(rs, uid));
      const newest =
        owned.find(
          (rs) => revision && rs.metadata.annotations?.["deployment.kubernetes.io/revision"] === revision,
        ) ?? owned.sort((a, b) => revisionNumber(b) - revisionNumber(a))[0];
      return newest?.metadata.uid ? pods.filter((p) => ownedBy(p, newest.metadata.uid!)) : [];
    }
    case "StatefulSet": {
      const updateRevision = statusOf(workload).updateRevision;
      const owned = pods.filter((p) => ownedBy(p, uid));
      const updated = owned.filter((p) => p.metadata.labels?.["controller-revision-hash"] === updateRevision);
      return updated.length > 0 ? updated : owned;
    }
    default:
      return pods.filter((p) => ownedBy(p, uid));
  }
}

function revisionNumber(rs: KubeObject): number {
  return Number(rs.metadata.annotations?.["deployment.kubernetes.io/revision"] ?? 0);
}

/** Kinds whose readiness is their Pods' readiness. */
export const WORKLOAD_KINDS: ReadonlySet<string> = new Set([
  "Deployment",
  "StatefulSet",
  "DaemonSet",
  "ReplicaSet",
  "Job",
]);

/**
 * Fail fast, but only on what cannot fix itself in time. A Deployment's own conditions call it
 * Failed only after progressDeadlineSeconds (10 minutes by default), so Flux waits out the whole
 * timeout on a typo'd image. We judge its Pods, with a grace per reason:
 * - InvalidImageName, ErrImageNeverPull: never recover, fail at once.
 * - ImagePullBackOff / ErrImagePull: a registry hiccup or rate limit clears at the kubelet's
 *   first retry, 10 s after the first failure; 15 s covers that retry and the pull.
 * - CreateContainerConfigError / CreateContainerError / RunContainerError: the Secret or
 *   ConfigMap may still be on its way (cert-manager, external-secrets): 30 s.
 * - CrashLoopBackOff: kstatus calls a crash-looping Pod Failed at once, but an app that exits
 *   because its database in the same Kustomization is not up yet recovers after a restart or
 *   two; three restarts are a crash loop in the kubelet's own sense. Job Pods are left to the
 *   Job's backoffLimit, the user's own statement of how many crashes are fine.
 * - Unschedulable and NotReady stay InProgress: an autoscaler may add a node, a probe may pass.
 */
export function failsFast(problem: PodProblem, persistedMs: number, workloadKind: string): boolean {
  if (problem.reason === "CrashLoopBackOff" || problem.reason === "OOMKilled") {
    return workloadKind !== "Job" && problem.restartCount >= CRASH_LOOP_RESTARTS;
  }
  const grace = graceMs(problem);
  return grace !== undefined && persistedMs >= grace;
}

/** How long a problem may persist before it fails the check; undefined when time alone never does. */
export function graceMs(problem: PodProblem): number | undefined {
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
      return undefined;
  }
}

export const PULL_ERROR_GRACE_MS = 15_000;
export const CONFIG_ERROR_GRACE_MS = 30_000;
export const CRASH_LOOP_RESTARTS = 3;
