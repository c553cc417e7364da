import { ApiError, formatApiError, LeaseLostError, NoMatchError } from "../cluster/errors.js";
import type { ApiObjectRef, Cluster, KubeObject } from "../cluster/types.js";
import {
  annotation,
  type Change,
  type ChangeAction,
  FLUX_FORCE_ANNOTATION,
  FLUX_RECONCILE_ANNOTATION,
  FLUX_SSA_ANNOTATION,
  formatDuration,
  formatLocation,
  formatRef,
  type KustomizationSpec,
  type Logger,
  type Manifest,
  mapLimit,
  OWNER_NAME_LABEL,
  OWNER_NAMESPACE_LABEL,
  objectId,
  ownedBy,
  ownerSelector,
  type Problem,
  type SourceLocation,
  sleep,
  splitApiVersion,
} from "../model/index.js";
import { sameObject } from "./compare.js";
import {
  applyDriftResolutions,
  compileDriftIgnore,
  type DriftIgnore,
  IGNORE_NOTHING,
  resolveIgnoredDrift,
  withoutPaths,
} from "./ignore.js";
import { isNoopApply } from "./noop.js";
import { compareForApply, kindRank, stageOf } from "./order.js";
import { isClaimConflict, ownershipRefusal, withClaim } from "./ownership.js";
import type { SharedReads } from "./shared-reads.js";

export interface ApplyInput {
  cluster: Cluster;
  kustomization: KustomizationSpec;
  manifests: Manifest[];
  /** Ids in the previous inventory: ours even if someone removed the owner labels. */
  previousIds: ReadonlySet<string>;
  /** Our server-side apply field manager: an object it fully owns unchanged needs no dry-run. */
  fieldManager: string;
  /** `plan` validates and computes the change set but writes nothing. */
  dryRunOnly: boolean;
  timeoutMs: number;
  log: Logger;
  /**
   * Plan mode only: Namespaces and custom kinds that Kustomizations planned before this one
   * (its dependencies) would create. Objects that need them are reported as created instead of
   * failing a dry-run against a cluster that does not have them yet.
   */
  plannedByDependencies?: { namespaces: ReadonlySet<string>; kinds: ReadonlyMap<string, boolean> };
  /**
   * Called once right before the first write, with every desired object (the write-ahead
   * inventory goes here). Every write goes through `cluster`, which a held lock fences (see
   * Cluster.fenced): a write refused with LeaseLostError stops the apply, reported once.
   */
  beforeFirstWrite: (desired: readonly DesiredObject[]) => Promise<void>;
  /** Called once, when the server confirmed the first object written (a fault point of the interrupted-run tests). */
  afterFirstWrite?: () => void;
  /** Before the lock only: LISTs shared with the run's other plans while it has written nothing (shared-reads.ts). */
  shared?: SharedReads;
}

export interface DesiredObject {
  object: KubeObject;
  ref: ApiObjectRef;
  id: string;
  source?: SourceLocation;
}

export interface ApplyOutcome {
  /** Every desired object, in apply order (the next inventory). */
  desired: DesiredObject[];
  changes: Change[];
  /** Non-empty when the Kustomization failed; `wrote` says whether anything was written before. */
  problems: Problem[];
  wrote: boolean;
  /**
   * After a failed write phase: ids of objects that did not exist when planned and that this run
   * certainly did not create (not attempted, or refused by the server). The write-ahead inventory
   * listed them; it need not keep them, and must not, when another Kustomization owns one.
   */
  uncreated?: string[];
}

export interface Planned extends DesiredObject {
  /** The object as read; once planApply decided, only its identity and uid in sync mode (see liveIdentity). */
  live?: KubeObject;
  /** plan only: the server-side dry-run's answer, for the live diff (src/diff attachPlanDiffs). */
  dryRun?: KubeObject;
  /** plan only: the `spec.ignore` paths of a configured object, left out of its live diff. */
  ignoredPaths?: string[];
  namespaced: boolean;
  /** Needs a CRD or Namespace from this same set first, so it is dry-run at its stage. */
  deferred: boolean;
  /** The live object carried this Kustomization's owner labels when read. */
  labelledOurs?: boolean;
  action: ChangeAction;
  detail?: string;
  force: boolean;
  /** Immutable fields changed and force is on: delete, wait until gone, then apply. */
  recreate?: boolean;
  /** The server confirmed the write: only then is it reported created or configured. */
  written?: boolean;
  /** The write failed in a way that may still have reached the server (a timeout, a 5xx). */
  maybeWritten?: boolean;
}

/** What the dry-run decided for every object; nothing has been written yet. */
export interface ApplyPlan {
  planned: Planned[];
  /** Non-empty when an object failed its checks or its dry-run: then nothing may be written. */
  problems: Problem[];
}

/**
 * Objects whose dry-run or write is under way at once: more than the transport sends at a time (16),
 * so that it stays busy, and far fewer than 20,000 request chains queued in memory at once.
 */
const REQUESTS_UNDER_WAY = 256;

/**
 * The first half of an apply, which writes nothing: reads, ownership checks and the server-side
 * dry-run of every object (Flux's guarantee: one invalid object means nothing is applied). The
 * caller can take its lock (and create the inventory's namespace) only once this passed, so a
 * Kustomization that fails here leaves no trace; executeApply then writes the changed objects in
 * stages. Objects that can only be checked once a CRD or Namespace of the same set exists are
 * dry-run right before their stage.
 */
export async function planApply(input: ApplyInput): Promise<ApplyPlan> {
  const { cluster } = input;
  const problems: Problem[] = [];
  const planned = await prepare(input, problems);
  if (problems.length > 0) return { planned, problems };
  const ignore = driftIgnoreOf(input, problems);
  if (problems.length > 0) return { planned, problems };
  await mapLimit(planned, REQUESTS_UNDER_WAY, async (p) => {
    if (p.deferred || p.action === "skipped") return;
    // Without a dry-run, the live object stands for its answer when choosing the rules that apply.
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
        // Flux's force: an object whose immutable fields changed (a Job's template, a
        // Service's clusterIP) is recreated instead of failing the whole Kustomization.
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
  if (!input.dryRunOnly) for (const p of planned) if (p.live) p.live = liveIdentity(p.live);
  return { planned, problems };
}

/** The Kustomization's `spec.ignore`, compiled; a target Flux would refuse is the Kustomization's problem. */
function driftIgnoreOf(input: ApplyInput, problems: Problem[]): DriftIgnore {
  try {
    return compileDriftIgnore(input.kustomization.ignore);
  } catch (err) {
    const { kustomization: ks } = input;
    problems.push(
      withSource(
        { message: `Kustomization/${ks.namespace}/${ks.name} spec.ignore: ${(err as Error).message}` },
        ks.source,
      ),
    );
    return IGNORE_NOTHING;
  }
}

/**
 * Whether an existing object drifted: its dry-run answer against the live object, leaving out the
 * paths `spec.ignore` names for it (chosen on the dry-run's answer, as Flux does). When it
 * drifted, a sync's payload leaves each ignored path that drifted to the cluster: stripped when
 * another apply manager owns it, else set to the live value (fluxcd/pkg/ssa ApplyAll).
 */
function driftAction(p: Planned, dryRun: KubeObject, ignore: DriftIgnore, input: ApplyInput): ChangeAction {
  const live = p.live as KubeObject;
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

/**
 * What a sync still needs of a live object once its action is decided: that it exists, and its
 * uid (the claim of the write, the delete of a recreate). The rest (managedFields above all) is
 * dropped, so that 20,000 live objects do not stay in memory to the end of the run; plan mode
 * keeps them whole for the live diff (src/diff attachPlanDiffs). A workload (apps, batch) keeps
 * its spec and status, without managedFields: an unchanged one is judged from it (the glance at
 * workloads after a sync, reconcile/kustomization.ts) rather than listed again.
 */
function liveIdentity(live: KubeObject): KubeObject {
  const { name, namespace, uid, generation } = live.metadata;
  const workload = /^(apps|batch)\//.test(live.apiVersion ?? "");
  return {
    apiVersion: live.apiVersion,
    kind: live.kind,
    metadata: {
      name,
      ...(namespace !== undefined ? { namespace } : {}),
      ...(uid !== undefined ? { uid } : {}),
      ...(workload && generation !== undefined ? { generation } : {}),
    },
    ...(workload ? { spec: live.spec, status: live.status } : {}),
  };
}

/**
 * The outcome of a plan that is not executed: plan mode (the dry-run's verdicts), or a failed
 * plan. A failed plan wrote nothing, so its change set names only the objects that failed:
 * reporting the others as created or configured would claim writes that never happened.
 */
export function planOutcome(plan: ApplyPlan): ApplyOutcome {
  const changes =
    plan.problems.length > 0
      ? toChanges(plan.planned.filter((p) => p.action === "failed"))
      : toChanges(plan.planned);
  return { desired: plan.planned, changes, problems: plan.problems, wrote: false };
}

/**
 * Writes a plan that passed, stage by stage. An object counts as created or configured only once
 * the server confirmed its write; when a write fails, what was not attempted yet is reported
 * skipped.
 */
export async function executeApply(input: ApplyInput, plan: ApplyPlan): Promise<ApplyOutcome> {
  const { cluster, kustomization: ks } = input;
  const { planned } = plan;
  const problems: Problem[] = [];
  const writes: Writes = {
    problems,
    ks: ks.name,
    ...(input.afterFirstWrite ? { first: input.afterFirstWrite } : {}),
  };
  const done = (wrote: boolean): ApplyOutcome => ({
    desired: planned,
    changes: toChanges(
      planned,
      problems.length === 0
        ? undefined
        : writes.lockLost
          ? "not applied: the lock was lost"
          : "not applied: an earlier write of this Kustomization failed",
    ),
    problems,
    wrote,
    uncreated: planned
      .filter((p) => !p.live && !p.written && !p.maybeWritten && p.action !== "skipped")
      .map((p) => p.id),
  });
  let wrote = false;
  for (const stage of [0, 1, 2] as const) {
    const inStage = planned.filter((p) => stageOf(p.ref.kind) === stage);
    for (const rankGroup of groupByRank(inStage)) {
      const toWrite = rankGroup.filter(
        (p) => p.deferred || p.action === "created" || p.action === "configured",
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

/** What the writes of one apply share: the problems, whether the lock was lost, the first-write hook. */
interface Writes {
  problems: Problem[];
  ks: string;
  lockLost?: boolean;
  first?: () => void;
}

/** The lock was lost: said once, however many writes its fence stopped. */
function lockLost(writes: Writes, err: LeaseLostError, what: string): void {
  if (writes.lockLost) return;
  writes.lockLost = true;
  writes.problems.push({ message: `Kustomization/${writes.ks}: ${err.message}; ${what}` });
}

/** Stamps owner labels, resolves REST mappings, reads live objects and checks ownership. */
async function prepare(input: ApplyInput, problems: Problem[]): Promise<Planned[]> {
  const { cluster, kustomization: ks } = input;
  const crdScopes = new Map<string, boolean>(input.plannedByDependencies?.kinds ?? []);
  const namespacesInSet: string[] = [...(input.plannedByDependencies?.namespaces ?? [])];
  for (const { object } of input.manifests) {
    if (object.kind === "CustomResourceDefinition") {
      const spec = (object.spec ?? {}) as { group?: string; names?: { kind?: string }; scope?: string };
      crdScopes.set(`${spec.group}/${spec.names?.kind}`, spec.scope !== "Cluster");
    }
    if (object.kind === "Namespace" && object.apiVersion === "v1") namespacesInSet.push(object.metadata.name);
  }
  // Objects in a Namespace this set creates cannot be dry-run until it exists.
  const namespacesToCreate = new Set<string>();
  await Promise.all(
    namespacesInSet.map(async (name) => {
      const ref = { group: "", version: "v1", kind: "Namespace", namespace: "", name };
      const live = await cluster.get(ref);
      // Still being deleted (a preview environment closed a moment ago): nothing can be created in
      // it until it is gone, so wait for that (saying so), then create it again.
      const gone =
        !live ||
        (live.metadata.deletionTimestamp !== undefined &&
          (input.dryRunOnly || (await waitGone(cluster, ref, input.timeoutMs, input.log))));
      if (gone) namespacesToCreate.add(name);
    }),
  );
  const sorted = [...input.manifests].sort((a, b) => compareForApply(a.object, b.object));
  const planned = await Promise.all(
    sorted.map(async (manifest): Promise<Planned | undefined> => {
      // A copy of the top level and metadata, the only parts changed here (owner labels, the
      // namespace of a cluster-scoped kind): the rest is shared with the rendered manifest, which
      // nothing writes to, instead of a second deep copy of every desired object.
      const object: KubeObject = { ...manifest.object, metadata: { ...manifest.object.metadata } };
      const { group, version } = splitApiVersion(object.apiVersion ?? "");
      const display = formatRef({
        kind: object.kind,
        namespace: object.metadata?.namespace ?? "",
        name: object.metadata?.name,
      });
      let namespaced: boolean;
      let knownToServer = true;
      try {
        namespaced = (await cluster.resolve(object.apiVersion, object.kind)).namespaced;
      } catch (err) {
        const fromSet = crdScopes.get(`${group}/${object.kind}`);
        if (!(err instanceof NoMatchError) || fromSet === undefined) {
          problems.push(
            withSource({ message: `${display} ${formatApiError(err)}`, object: display }, manifest.source),
          );
          return undefined;
        }
        // The kind comes from a CRD in this same set: checked once the CRD is Established.
        namespaced = fromSet;
        knownToServer = false;
      }
      if (namespaced && !object.metadata.namespace) {
        problems.push(
          withSource({ message: `${display} namespace not specified`, object: display }, manifest.source),
        );
        return undefined;
      }
      if (!namespaced) delete object.metadata.namespace;
      object.metadata.labels = {
        ...object.metadata.labels,
        [OWNER_NAME_LABEL]: ks.name,
        [OWNER_NAMESPACE_LABEL]: ks.namespace,
      };
      const ref: ApiObjectRef = {
        group,
        version,
        kind: object.kind,
        namespace: namespaced ? (object.metadata.namespace ?? "") : "",
        name: object.metadata.name,
      };
      const p: Planned = {
        object,
        ref,
        id: objectId(ref),
        source: manifest.source,
        namespaced,
        deferred: !knownToServer || (namespaced && namespacesToCreate.has(ref.namespace)),
        action: "unchanged",
        force: ks.force || annotation(object, FLUX_FORCE_ANNOTATION) === "enabled",
      };
      return p;
    }),
  );
  const result = planned.filter((p): p is Planned => p !== undefined);
  await readLiveObjects(input, result, problems, (p) => crdScopes.has(`${p.ref.group}/${p.ref.kind}`));
  for (const p of result) {
    p.labelledOurs = p.live !== undefined && ownedBy(p.live, ks);
    classify(p, input, problems);
  }
  return result;
}

/**
 * The objects a group of this many may be looked up one GET each, when a LIST of those labelled
 * as ours did not return them (removed labels, or new to this Kustomization), instead of a LIST
 * of everything of that kind in the namespace.
 */
const GET_MISSING_UP_TO = 4;

/**
 * Reads the live state with one LIST per kind and namespace instead of a GET per object: a
 * re-run of a thousand unchanged objects costs a handful of requests. When most of a group is in
 * the previous inventory, the LIST asks only for the objects labelled as this Kustomization's:
 * Kustomizations sharing a namespace then each read their own objects, not all of them (ten
 * Kustomizations of 100 objects in one namespace read 1,000 objects, not 10,000). What that LIST
 * does not return is looked up (a GET each, or the unlabelled LIST when many are missing), so
 * every object is classified on its live state exactly as before.
 */
async function readLiveObjects(
  input: ApplyInput,
  planned: Planned[],
  problems: Problem[],
  kindFromSet: (p: Planned) => boolean,
): Promise<void> {
  const { cluster, kustomization: ks } = input;
  const groups = new Map<string, Planned[]>();
  for (const p of planned) {
    if (p.deferred) continue;
    const key = `${p.object.apiVersion}|${p.ref.kind}|${p.ref.namespace}`;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const first = group[0]!;
      const collection = {
        apiVersion: first.object.apiVersion,
        kind: first.ref.kind,
        ...(first.namespaced ? { namespace: first.ref.namespace } : {}),
      };
      try {
        let missing = group;
        const shared = await input.shared?.ours(cluster, collection, ks);
        if (shared) {
          for (const p of group) p.live = shared.get(p.ref.name);
          missing = group.filter((p) => !p.live);
        } else if (
          group.length > 1 &&
          group.filter((p) => input.previousIds.has(p.id)).length * 2 > group.length
        ) {
          const ours = await cluster.list({
            ...collection,
            labelSelector: ownerSelector(ks),
          });
          const byName = new Map(ours.map((o) => [o.metadata.name, o]));
          for (const p of group) p.live = byName.get(p.ref.name);
          missing = group.filter((p) => !p.live);
        }
        if (missing.length === 0) return;
        const items =
          missing.length === 1 || (missing !== group && missing.length <= GET_MISSING_UP_TO)
            ? (await Promise.all(missing.map((p) => cluster.get(p.ref)))).filter(
                (o): o is KubeObject => o !== undefined,
              )
            : await cluster.list(collection);
        const byName = new Map(items.map((o) => [o.metadata.name, o]));
        for (const p of missing) p.live = byName.get(p.ref.name);
      } catch (err) {
        // Discovery named the kind, but its CRD is gone (deleted a moment ago): one from this set
        // is checked once it is Established again, as on a first run.
        if (err instanceof NoMatchError && kindFromSet(first)) {
          for (const p of group) {
            p.live = undefined;
            p.deferred = true;
          }
          return;
        }
        for (const p of group) {
          p.live = undefined;
          const problem = objectProblem(p, err);
          problems.push(problem);
          p.action = "failed";
          p.detail = problem.message;
        }
      }
    }),
  );
}

/** Per-object annotations and ownership, decided before any request that writes. */
function classify(p: Planned, input: ApplyInput, problems: Problem[]): void {
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

function refusalOf(input: ApplyInput, p: Planned, live: KubeObject): string | undefined {
  return ownershipRefusal(live, p.ref, input.kustomization, {
    listedInInventory: input.previousIds.has(p.id),
    fieldManager: input.fieldManager,
  });
}

/** Flux's per-object opt-outs; undefined when the object is to be applied. */
function skipReason(p: Planned): string | undefined {
  const ssa = annotation(p.object, FLUX_SSA_ANNOTATION);
  if (annotation(p.object, FLUX_RECONCILE_ANNOTATION) === "disabled")
    return "reconcile disabled by annotation";
  // Controllers such as Flagger mark objects they took over this way.
  if (annotation(p.live, FLUX_RECONCILE_ANNOTATION) === "disabled") {
    return "reconcile disabled by annotation on the live object";
  }
  if (ssa === "Ignore") return "ssa: Ignore";
  if (ssa === "IfNotPresent" && p.live) return "ssa: IfNotPresent and the object exists";
  return undefined;
}

/** The object is not ours any more (or not yet): someone else claimed it between plan and write. */
class ClaimLostError extends Error {}

async function applyOne(input: ApplyInput, p: Planned, writes: Writes): Promise<void> {
  const { cluster } = input;
  const { problems } = writes;
  try {
    if (p.deferred) {
      await cluster.apply(p.object, { dryRun: true }).catch((err) => {
        throw Object.assign(err as Error, { dryRunPhase: true });
      });
      p.action = "created";
    }
    if (p.recreate && p.live?.metadata.uid) {
      await cluster.delete(p.ref, { uid: p.live.metadata.uid, propagationPolicy: "Background" });
      if (!(await waitGone(cluster, p.ref, input.timeoutMs, input.log))) {
        throw new Error(`${formatRef(p.ref)} was deleted to be recreated but is still terminating`);
      }
    }
    // The write is the claim: the API server, not the order of reads, decides who owns a new object.
    const plannedUid = p.recreate ? undefined : p.live?.metadata.uid;
    let applied: { object: KubeObject; created: boolean };
    try {
      applied = await cluster.applyReporting(withClaim(p.object, plannedUid));
    } catch (err) {
      if (!isClaimConflict(err)) throw err;
      // Created, recreated or deleted by someone else since it was read: decide again on what is there now.
      const now = await cluster.get(p.ref);
      const refusal = now && refusalOf(input, p, now);
      if (refusal) throw new ClaimLostError(refusal);
      applied = await cluster.applyReporting(withClaim(p.object, now?.metadata.uid));
      // Not created by this write: configured, or unchanged when the server kept its version.
      if (now && !applied.created)
        p.action =
          applied.object.metadata.resourceVersion === now.metadata.resourceVersion
            ? "unchanged"
            : "configured";
    }
    // Created is what the server says it created (201), not what was read before.
    if (applied.created && !p.recreate) p.action = "created";
    p.written = true;
    const first = writes.first;
    writes.first = undefined;
    first?.();
  } catch (err) {
    if (err instanceof LeaseLostError) {
      // Refused by the lock's fence before it left: certainly not written.
      lockLost(writes, err, "nothing more was applied");
      return;
    }
    p.action = "failed";
    if (err instanceof ClaimLostError) {
      problems.push(withSource({ message: err.message, object: formatRef(p.ref) }, p.source));
      p.detail = err.message;
      return;
    }
    // A 4xx is a refusal: nothing was written. Anything else may have reached the server.
    p.maybeWritten = !(err instanceof ApiError && err.status >= 400 && err.status < 500);
    problems.push(
      objectProblem(p, err, (err as { dryRunPhase?: boolean }).dryRunPhase ? undefined : "apply"),
    );
    p.detail = formatApiError(err);
  }
}

function isImmutableError(err: unknown): boolean {
  return err instanceof ApiError && err.status === 422 && /immutable/i.test(err.message);
}

/** After stage 0: CRDs must be Established and Namespaces Active before their users are applied. */
async function waitForFoundations(
  cluster: Cluster,
  stage0: Planned[],
  input: Pick<ApplyInput, "timeoutMs" | "log">,
  problems: Problem[],
) {
  const crds = stage0.filter((p) => p.ref.kind === "CustomResourceDefinition" && p.action !== "skipped");
  const namespaces = stage0.filter((p) => p.ref.kind === "Namespace" && p.action !== "skipped");
  const deadline = Date.now() + input.timeoutMs;
  const pending = [...crds, ...namespaces];
  const slow = slowWait(input.log, deadline, () =>
    pending.map((p) => `${formatRef(p.ref)} to be ${p.ref.kind === "Namespace" ? "Active" : "Established"}`),
  );
  while (pending.length > 0) {
    for (let i = pending.length - 1; i >= 0; i--) {
      const live = await cluster.get(pending[i]!.ref);
      if (live && foundationReady(live)) pending.splice(i, 1);
    }
    if (pending.length === 0) break;
    if (Date.now() > deadline) {
      for (const p of pending)
        problems.push(
          withSource(
            { message: `${formatRef(p.ref)} did not become ready in time`, object: formatRef(p.ref) },
            p.source,
          ),
        );
      return;
    }
    slow();
    await sleep(200);
  }
  if (crds.length > 0) await cluster.refreshMapping();
}

function foundationReady(live: KubeObject): boolean {
  const status = (live.status ?? {}) as { phase?: string; conditions?: { type: string; status: string }[] };
  if (live.kind === "Namespace") return status.phase === "Active";
  return (status.conditions ?? []).some((c) => c.type === "Established" && c.status === "True");
}

/** Polls until the object is gone (true) or the timeout passed (false), saying what it waits for when slow. */
export async function waitGone(
  cluster: Cluster,
  ref: ApiObjectRef,
  timeoutMs: number,
  log?: Pick<Logger, "progress">,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let finalizers: string[] = [];
  const slow = slowWait(log, deadline, () => [
    `${formatRef(ref)} to finish deleting${finalizers.length > 0 ? ` (finalizers: ${finalizers.join(", ")})` : ""}`,
  ]);
  while (Date.now() < deadline) {
    const live = await cluster.get(ref);
    if (!live) return true;
    finalizers = [
      ...((live.metadata.finalizers as string[] | undefined) ?? []),
      ...(((live.spec as { finalizers?: string[] } | undefined)?.finalizers as string[] | undefined) ?? []),
    ];
    slow();
    await sleep(250);
  }
  return false;
}

/** A wait this long says what it waits for; and again every SLOW_WAIT_REPEAT_MS while it lasts. */
const SLOW_WAIT_MS = 5_000;
const SLOW_WAIT_REPEAT_MS = 30_000;

/**
 * Returns a function to call on each poll of a wait: once the wait is older than a few seconds,
 * it logs what it is waiting for and until when, so a long wait is never silent.
 */
export function slowWait(
  log: Pick<Logger, "progress"> | undefined,
  deadline: number,
  waitingFor: () => string[],
): () => void {
  let next = Date.now() + SLOW_WAIT_MS;
  return () => {
    if (!log || Date.now() < next) return;
    next = Date.now() + SLOW_WAIT_REPEAT_MS;
    const what = waitingFor();
    const shown = what.length > 3 ? [...what.slice(0, 3), `${what.length - 3} more`] : what;
    log.progress(
      `waiting for ${shown.join(", ")} (up to ${formatDuration(Math.max(0, Math.round((deadline - Date.now()) / 1000) * 1000))} more)`,
    );
  };
}

function groupByRank(planned: Planned[]): Planned[][] {
  const groups = new Map<number, Planned[]>();
  for (const p of planned) {
    const rank = kindRank(p.ref.kind);
    const group = groups.get(rank);
    if (group) group.push(p);
    else groups.set(rank, [p]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, g]) => g);
}

/**
 * The change set. After a write phase (`unwritten` set), a create or configure the server never
 * confirmed is reported skipped with that reason.
 */
function toChanges(planned: Planned[], unwritten?: string): Change[] {
  return planned.map((p) => {
    const claimsWrite = p.action === "created" || p.action === "configured";
    const notWritten = unwritten !== undefined && claimsWrite && !p.written;
    const detail = notWritten ? unwritten : p.detail;
    return {
      id: p.id,
      kind: p.ref.kind,
      namespace: p.ref.namespace,
      name: p.ref.name,
      action: notWritten ? "skipped" : p.action,
      ...(detail ? { detail } : {}),
      ...(p.source ? { source: p.source } : {}),
    };
  });
}

function objectProblem(p: DesiredObject, err: unknown, operation?: "apply"): Problem {
  let message = formatApiError(err);
  if (err instanceof ApiError && !message.startsWith(formatRef(p.ref))) {
    message = `${formatRef(p.ref)} ${operation ?? err.operation} failed: ${err.message}`;
  } else if (!(err instanceof ApiError) && !message.startsWith(formatRef(p.ref))) {
    message = `${formatRef(p.ref)} ${operation ?? "apply"} failed: ${message}`;
  }
  return withSource({ message: withoutValueDump(message), object: formatRef(p.ref) }, p.source);
}

/**
 * The API quotes a rejected value in full — for an immutable pod template that is the whole
 * template as a Go struct dump. The field path and the rule are what a reader needs.
 */
function withoutValueDump(message: string): string {
  return message.replace(/Invalid value: (\{.{200,}\}|\[.{200,}\]): /g, "");
}

function withSource(problem: Problem, source: SourceLocation | undefined): Problem {
  if (!source) return problem;
  return { ...problem, message: `${problem.message} (${formatLocation(source)})`, source };
}
