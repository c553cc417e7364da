import {
  type ApplyInput,
  type ApplyOutcome,
  type ApplyPlan,
  type DesiredObject,
  executeApply,
  planApply,
  planOutcome,
} from "../apply/index.js";
import type { SharedReads } from "../apply/shared-reads.js";
import { formatApiError, LeaseLostError } from "../cluster/errors.js";
import type { Cluster, WriteFence } from "../cluster/types.js";
import { attachPlanDiffs } from "../diff/index.js";
import {
  compileHealthExprs,
  computeStatus,
  HealthExprError,
  type HealthOutcome,
  healthTargets,
  inspectWorkloads,
  waitForHealth,
  wantsHealthChecks,
  workloadTargets,
} from "../health/index.js";
import { type HelmRenderContext, type ReleaseOutcome, renderReleases } from "../helm/index.js";
import {
  type Inventory,
  InventoryDamagedError,
  type InventoryEntry,
  InventoryOwnerError,
  inventoryName,
  listInventories,
  readInventory,
  writeInventory,
} from "../inventory/index.js";
import {
  type Change,
  formatDuration,
  type KubeObject,
  type KustomizationResult,
  type KustomizationSpec,
  type Manifest,
  type NamespacedName,
  type Problem,
  parseDuration,
  type Reason,
  type ReleaseResult,
} from "../model/index.js";
import type { RunOptions } from "../options.js";
import { pruneStale } from "../prune/index.js";
import {
  BuildError,
  type RenderContext,
  type Renderer,
  type RenderResult,
  renderThroughCache,
  resolveSourceDir,
  type SecretSink,
  sourceRevision,
  substitutionReaderFrom,
} from "../render/index.js";
import type { Preflight } from "./dependencies.js";
import {
  entriesOf,
  isReleaseEntry,
  listsAll,
  releaseEntriesOf,
  sameEntries,
  storedVersions,
  union,
} from "./entries.js";
import { faultPoint } from "./fault.js";
import { fenced, type Lock, lockKustomization } from "./lock.js";
import { releaseSyncText } from "./messages.js";
import type { ReleaseResults } from "./release-order.js";
import { dryRunReleases, releaseAll, releaseProblem, uninstallRemoved } from "./release-step.js";
import { planReleases } from "./releases.js";
import { resultFor } from "./result.js";
import { runRenderContext } from "./setup.js";
import { warnIfInventoryMissing } from "./unlisted.js";

export interface ReconcileContext {
  options: RunOptions;
  cluster: Cluster;
  renderer: Renderer;
  /** The definitions path relative to the root: recorded in inventories as their scope. */
  scope: string;
  /** Who holds the locks: the GitHub run URL, or user@host for the CLI. */
  holder: string;
  /**
   * Plan mode: Namespaces and custom kinds (`group/Kind` → namespaced) that Kustomizations
   * planned so far would create. Their dependants are planned against them instead of failing a
   * dry-run in a cluster that does not have them yet.
   */
  planned: { namespaces: Set<string>; kinds: Map<string, boolean> };
  /** Source revision per source directory, read once per run (git status walks the tree). */
  revisions: Map<string, Promise<string>>;
  /** The run's secrets: renders add the Secret values they handle; every output is redacted with them. */
  secrets: SecretSink;
  /** What the run adds to every render (built ExternalArtifacts, strict substitution); see reconcile/sync.ts. */
  render?: Partial<RenderContext>;
  /**
   * What plans made before a lock may read instead of reading for themselves, on `cluster` only
   * (a Kustomization applied to another cluster reads its own): LISTs shared while the run has
   * written nothing (apply/shared-reads.ts), and the inventories as the run found them when it
   * started. Nothing is lost by their age: a run that writes nothing checks after its plan that
   * its inventory is still at the resourceVersion it planned on (nobodyWrites), and under the
   * lock the inventory is read again and, when it changed, everything (lookAgain).
   */
  beforeLocks?: { cluster: Cluster; shared: SharedReads; inventories?: Promise<Inventory[]> };
  /** A list of every inventory under way for a prune, on `cluster` (see inventoriesNow). */
  inventoriesUnderWay?: { cluster: Cluster; list: Promise<Inventory[]> };
  /**
   * Looks at the rendered objects before anything is read or written (reconcile/sync.ts: Flux's
   * kinds need Flux's CRDs): the objects to go on with, or why this Kustomization fails.
   */
  preflight?: (spec: KustomizationSpec, manifests: Manifest[]) => Promise<Preflight>;
  /**
   * The namespaces this run's inventories live in (each Kustomization's, or inventory-namespace):
   * where inventories are looked for when credentials cannot list ConfigMaps cluster-wide.
   */
  inventoryNamespaces?: readonly string[];
  /** Every HelmRelease kustomize-sync released in this run so far (`namespace/name`): what dependsOn reads. */
  releaseResults?: ReleaseResults;
  /**
   * How each HelmRelease is rendered: in plan mode to show what its release would change, in
   * sync to release those kustomize-sync releases (reconcile/releases.ts).
   */
  helm?: HelmRenderContext;
}

/** Where this run's inventories live: inventory-namespace when given, else each Kustomization's namespace. */
export function inventoryNamespacesOf(
  options: Pick<RunOptions, "inventoryNamespace">,
  kustomizations: readonly NamespacedName[],
): string[] {
  return options.inventoryNamespace
    ? [options.inventoryNamespace]
    : [...new Set(kustomizations.map((k) => k.namespace))];
}

/**
 * Every inventory this run can see, for a prune's check that no other inventory lists what it
 * deletes: a prune that asks while another's list is still under way shares that list instead of
 * sending one more (each lists every inventory in the cluster, ~800 KB for 200 of them). Only a
 * list under way is shared, never one that has come back: what it may miss is what a list of
 * one's own, answered a moment later, would miss too.
 */
export function inventoriesNow(
  ctx: Pick<ReconcileContext, "options" | "cluster" | "inventoryNamespaces" | "inventoriesUnderWay">,
): Promise<Inventory[]> {
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

/** Every inventory this run can see (see listInventories), read with the step's own identity. */
export function visibleInventories(
  ctx: Pick<ReconcileContext, "options" | "cluster" | "inventoryNamespaces">,
): Promise<Inventory[]> {
  return listInventories(ctx.cluster, ctx.options.log, ctx.inventoryNamespaces);
}

/** One Kustomization's reconcile under way: what its steps share. */
interface Run {
  spec: KustomizationSpec;
  ctx: ReconcileContext;
  options: RunOptions;
  /**
   * What the Kustomization reads and writes through: its ServiceAccount (as kustomize-controller)
   * or the run's identity. Fenced by the lock once it is held.
   */
  cluster: Cluster;
  /** The run's own identity, for its bookkeeping (the inventory). Fenced by the lock once it is held. */
  own: Cluster;
  dryRunOnly: boolean;
  inventoryNamespace: string;
  started: number;
  revision: string;
  manifests: Manifest[];
  /** The HelmReleases kustomize-sync releases (set apart from `manifests` by the preflight), rendered before any write. */
  releases: ReleaseOutcome[];
  /** What became of them (sync), and a problem for each one not Ready. */
  released: ReleaseResult[];
  releaseProblems: Problem[];
  warnings: string[];
  /** Changes confirmed so far: what a run that stops midway still reports. */
  changes: Change[];
  /** This run wrote its inventory ahead of a write: it writes it again when done (see lookAgain). */
  wroteAhead: boolean;
}

/** What a run knows before it writes: its inventory as read, and the plan made on it. */
interface State {
  previous: Inventory | undefined;
  input: ApplyInput;
  plan: ApplyPlan;
}

/** A step's verdict that ends the reconcile. */
class Done {
  constructor(readonly result: KustomizationResult) {}
}

/**
 * Builds, applies and prunes one Kustomization (sync), or dry-runs it (plan), as a list of steps:
 * render, read its inventory and plan, lock, look again under the lock, then converge (apply,
 * prune, record the inventory, health).
 */
export async function reconcileKustomization(
  spec: KustomizationSpec,
  ctx: ReconcileContext,
): Promise<KustomizationResult> {
  const run = startRun(spec, ctx);
  const rendered = await render(run);
  if (rendered) return rendered.result;
  const state = await readState(run, { beforeLock: true });
  if (state instanceof Done) return state.result;
  // Every object was checked and dry-run before anything is written — not even the inventory's
  // namespace or the lock: a Kustomization that fails here leaves no trace in the cluster.
  if (run.dryRunOnly || state.plan.problems.length > 0) return (await converge(run, state)).result;
  if (writesNothing(run, state) && (await nobodyWrites(run, state))) return convergeReadOnly(run, state);
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
    // A write the lock's fence refused in a step that did not look first: nothing more is written.
    if (!(err instanceof LeaseLostError)) throw err;
    return finish(run, "False", "ReconciliationFailed", `${err.message}; nothing more was written`).result;
  } finally {
    // Pushed into the array the result holds (see finish), so it is reported there too.
    const notReleased = await lock.release();
    if (notReleased) run.warnings.push(notReleased);
  }
}

/**
 * Whether converging this plan writes nothing: every object unchanged (or skipped), the
 * inventory already listing exactly them, at this revision, from this scope, and no HelmRelease
 * for kustomize-sync to release. Such a run (a re-sync of what is in place) takes no lock when
 * nobody else writes (see nobodyWrites): a Lease written and deleted around reads only would be
 * two writes per Kustomization for nothing.
 */
function writesNothing(run: Run, { previous, plan }: State): boolean {
  if (run.releases.length > 0 || !previous || previous.scope !== run.ctx.scope) return false;
  const idle = plan.planned.every((p) => !p.deferred && (p.action === "unchanged" || p.action === "skipped"));
  return idle && sameEntries(previous, desiredEntries(run, plan.planned), run.revision);
}

/**
 * Whether no other run holds this Kustomization's lock now, nor wrote since its inventory was read
 * for the plan: its Lease is absent and its inventory unchanged. A run writes its inventory
 * ahead of its first write and again after its last, under the lock, so the plan's reads saw no
 * write under way and were not overtaken by one. A run waiting for the lock, or one that left a
 * Lease behind, takes the lock as before.
 */
async function nobodyWrites(run: Run, state: State): Promise<boolean> {
  const lease = { group: "coordination.k8s.io", version: "v1", kind: "Lease" };
  const [held, current] = await Promise.all([
    run.own
      .get({ ...lease, namespace: run.inventoryNamespace, name: inventoryName(run.spec) })
      .catch(() => true),
    readInventory(run.own, run.spec, run.inventoryNamespace).catch(() => undefined),
  ]);
  return !held && current !== undefined && storedVersions(current) === storedVersions(state.previous);
}

/**
 * Converges a plan that writes nothing, without the lock: health and the result only. Its
 * clusters refuse any write (none is expected), so a step that would write after all fails this
 * Kustomization, with nothing written, instead of writing unlocked.
 */
async function convergeReadOnly(run: Run, state: State): Promise<KustomizationResult> {
  const lease = { namespace: run.inventoryNamespace, name: inventoryName(run.spec) };
  const refuse: WriteFence = {
    ready: () => Promise.reject(new LeaseLostError(lease, "this run planned no write and took no lock")),
    allows: () => false,
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

function startRun(spec: KustomizationSpec, ctx: ReconcileContext): Run {
  const { options } = ctx;
  const serviceAccount = spec.serviceAccountName ?? options.defaultServiceAccount;
  return {
    spec,
    ctx,
    options,
    cluster: serviceAccount
      ? ctx.cluster.impersonate(`system:serviceaccount:${spec.namespace}:${serviceAccount}`)
      : ctx.cluster,
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
    wroteAhead: false,
  };
}

/** The Kustomization's result, with what the run knows so far (revision, warnings, changes). */
function finish(
  run: Run,
  ready: KustomizationResult["ready"],
  reason: Reason,
  message: string,
  extra: Partial<KustomizationResult> = {},
): Done {
  return new Done(
    resultFor(run.spec, ready, reason, message, {
      durationMs: Date.now() - run.started,
      revision: run.revision,
      changes: run.changes,
      // The run's own array: a warning said after the result was made (the lock's release) joins it.
      warnings: run.warnings,
      ...(run.released.length > 0 ? { releases: run.released } : {}),
      ...extra,
    }),
  );
}

/** Renders the Kustomization (and Flux's preflight of its objects); a Done when it cannot be. */
async function render(run: Run): Promise<Done | undefined> {
  const { spec, ctx } = run;
  let rendered: RenderResult;
  try {
    const renderContext: RenderContext = {
      ...runRenderContext(run.options, {
        secrets: ctx.secrets,
        substitution: substitutionReaderFrom(run.cluster),
      }),
      renderer: ctx.renderer,
      ...ctx.render,
    };
    const sourceDir = await resolveSourceDir(spec, renderContext);
    if (!ctx.revisions.has(sourceDir)) ctx.revisions.set(sourceDir, sourceRevision(sourceDir));
    run.revision = await ctx.revisions.get(sourceDir)!;
    // Kept renders (render-cache) stand in for kustomize when the Kustomization's inputs are the same.
    rendered = await renderThroughCache(spec, renderContext);
  } catch (err) {
    if (!(err instanceof BuildError)) throw err;
    const reason = err.reason === "ArtifactFailed" ? "ArtifactFailed" : "BuildFailed";
    return finish(run, "False", reason, err.detail, {
      problems: [
        {
          message: `Kustomization/${err.kustomization}: ${err.detail}`,
          ...(err.source ? { source: err.source } : {}),
        },
      ],
    });
  }
  run.warnings.push(...rendered.warnings);
  run.manifests = rendered.manifests;
  const checked = await ctx.preflight?.(spec, rendered.manifests);
  if (checked?.failure) {
    return finish(run, "False", "ReconciliationFailed", checked.failure, {
      problems: [{ message: checked.failure, source: spec.source }],
    });
  }
  if (checked) {
    run.manifests = checked.manifests;
    run.warnings.push(...checked.warnings);
    if (checked.releases.length > 0) return renderReleasesFirst(run, checked.releases);
  }
  return undefined;
}

/** Why helm could not act as this Kustomization would (another cluster, a ServiceAccount); undefined when it can. */
function identityRefusal(run: Run): string | undefined {
  if (run.spec.kubeConfig) return "its Kustomization is applied to another cluster (spec.kubeConfig)";
  const account = run.spec.serviceAccountName ?? run.options.defaultServiceAccount;
  if (account) return `its Kustomization acts as ServiceAccount ${run.spec.namespace}/${account}`;
  const own = run.releases.find((r) => r.rendered?.release.serviceAccountName);
  if (own)
    return `${own.key} acts as ServiceAccount ${own.namespace}/${own.rendered!.release.serviceAccountName}`;
  return undefined;
}

/**
 * The HelmReleases kustomize-sync releases are rendered (chart, values, post-render) before
 * anything of the Kustomization is written: one that cannot be fails it, one line each.
 */
async function renderReleasesFirst(run: Run, releases: Manifest[]): Promise<Done | undefined> {
  const { ctx } = run;
  if (!ctx.helm) {
    const message = releaseSyncText.renderingOff(releases.length);
    return finish(run, "False", "BuildFailed", message, { problems: [{ message, source: run.spec.source }] });
  }
  run.releases = await renderReleases([...run.manifests, ...releases], ctx.helm);
  // helm acts with the kubeconfig's own identity on the kubeconfig's cluster: never on another
  // one (spec.kubeConfig) or as someone else (a ServiceAccount): refused, not done differently.
  const identity = identityRefusal(run);
  if (identity && !run.dryRunOnly) {
    const problems = run.releases.map((r) =>
      releaseProblem(r, releaseSyncText.otherIdentity(r.key, identity)),
    );
    return finish(run, "False", "BuildFailed", summarise(problems), { problems });
  }
  const problems: Problem[] = run.releases.filter((r) => r.error).map((r) => releaseProblem(r, r.error!));
  if (problems.length === 0 && !run.dryRunOnly)
    problems.push(...(await dryRunReleases(run.releases, run.cluster, run.options.fieldManager)));
  if (problems.length === 0) return undefined;
  return finish(run, "False", "BuildFailed", summarise(problems), { problems });
}

/**
 * Reads the Kustomization's own inventory and plans on it: reads, ownership, dry-run; nothing
 * written. Before the lock, the inventory may come from the run's list at its start, and the
 * live objects from LISTs shared with other plans (see ReconcileContext); under it, from reads of
 * its own.
 */
async function readState(run: Run, { beforeLock = false } = {}): Promise<State | Done> {
  let previous: Inventory | undefined;
  try {
    previous =
      (beforeLock ? await inventoryAtStart(run) : undefined) ??
      (await readInventory(run.own, run.spec, run.inventoryNamespace));
  } catch (err) {
    return untrusted(run, err);
  }
  const refusal = takeoverRefusal(run.spec, previous, run.ctx);
  if (refusal)
    return finish(run, "False", "ReconciliationFailed", refusal, { problems: [{ message: refusal }] });
  if (previous?.scope && previous.scope !== run.ctx.scope) {
    const taking = `taking over Kustomization ${run.spec.namespace}/${run.spec.name} from ${previous.scope} (takeover)`;
    if (!run.warnings.includes(taking)) run.warnings.push(taking); // once, also when planned again under the lock
  }
  const input = applyInput(run, previous);
  const shared = beforeLock ? beforeLocksOf(run)?.shared : undefined;
  const plan = await planApply({ ...input, ...(shared ? { shared } : {}) }).catch((err) => err as Error);
  if (plan instanceof Error) return finish(run, "False", "ReconciliationFailed", formatApiError(plan));
  return { previous, input, plan };
}

/** The run's reads before locks, when this Kustomization is applied to the cluster they were made on. */
function beforeLocksOf(run: Run): ReconcileContext["beforeLocks"] {
  const reads = run.ctx.beforeLocks;
  return reads?.cluster === run.ctx.cluster ? reads : undefined;
}

/** This Kustomization's inventory in the run's list at its start; undefined when not there (read it then). */
async function inventoryAtStart(run: Run): Promise<Inventory | undefined> {
  const listed = await beforeLocksOf(run)?.inventories?.catch(() => undefined);
  const name = inventoryName(run.spec);
  return listed?.find(
    (inv) =>
      inv.namespace === run.inventoryNamespace &&
      inv.stored?.[0]?.name === name &&
      inv.kustomization.namespace === run.spec.namespace &&
      inv.kustomization.name === run.spec.name,
  );
}

/**
 * Under the lock, before the first write. The plan was made before the lock (a Kustomization
 * whose dry-run fails must not even take one); it still holds when no other run of this
 * Kustomization wrote since: every run that writes an object writes the inventory before its
 * first write and again after its last (see recordInventory), and a run that stops in between
 * (killed, or its lock lost) leaves a Lease that is waited for. So when this run waited for the
 * lock, or the inventory changed, discovery, the live objects and the plan are made again, now.
 */
async function lookAgain(run: Run, lock: Lock, state: State): Promise<State | Done> {
  let current: Inventory | undefined;
  try {
    current = await readInventory(run.own, run.spec, run.inventoryNamespace);
  } catch (err) {
    return untrusted(run, err);
  }
  if (!lock.waited && storedVersions(current) === storedVersions(state.previous)) {
    return { ...state, input: applyInput(run, state.previous) }; // the same plan, written through the fence
  }
  // A CRD another run added or deleted meanwhile changes what the kinds resolve to.
  await run.cluster.refreshMapping();
  return readState(run);
}

/** An inventory that cannot be trusted fails this Kustomization only, before anything is written. */
function untrusted(run: Run, err: unknown): Done {
  if (!(err instanceof InventoryDamagedError || err instanceof InventoryOwnerError)) throw err;
  const message =
    err instanceof InventoryDamagedError
      ? `inventory ${err.message}: fix or delete that ConfigMap (deleting it forgets which objects to prune); nothing was applied`
      : `${err.message}; nothing was applied`;
  return finish(run, "False", "ReconciliationFailed", message, { problems: [{ message }] });
}

/** What the inventory lists for the revision: the applied objects, and the HelmReleases kustomize-sync releases. */
function desiredEntries(run: Run, desired: readonly DesiredObject[]): InventoryEntry[] {
  return union(entriesOf(desired), releaseEntriesOf(run.releases));
}

function inventoryOf(run: Run, entries: InventoryEntry[]): Inventory {
  return {
    kustomization: { namespace: run.spec.namespace, name: run.spec.name },
    namespace: run.inventoryNamespace,
    entries,
    revision: run.revision,
    deletionPolicy: run.spec.deletionPolicy,
    prune: run.spec.prune,
    scope: run.ctx.scope,
    updatedAt: new Date().toISOString(),
  };
}

/** What apply works on: the run's cluster as it is now (fenced once the lock is held). */
function applyInput(run: Run, base: Inventory | undefined): ApplyInput {
  const { options, dryRunOnly } = run;
  return {
    cluster: run.cluster,
    kustomization: run.spec,
    manifests: run.manifests,
    previousIds: new Set(base?.entries.map((e) => e.id) ?? []),
    fieldManager: options.fieldManager,
    dryRunOnly,
    ...(dryRunOnly ? { plannedByDependencies: run.ctx.planned } : {}),
    timeoutMs: options.timeoutMs,
    log: options.log,
    // Write-ahead: old ∪ new is stored before the first mutation, so an interrupted run can
    // never lose track of an object it created (cli-utils and kubectl ApplySet do the same).
    beforeFirstWrite: async (desired) => {
      await writeInventory(
        run.own,
        inventoryOf(run, union(base?.entries ?? [], desiredEntries(run, desired))),
      );
      run.wroteAhead = true;
      faultPoint("after-write-ahead");
    },
    afterFirstWrite: () => faultPoint("after-first-write"),
  };
}

/** Apply, prune, record the inventory, health: the cluster made to match the revision (plan: dry-run). */
async function converge(run: Run, state: State, lock?: Lock): Promise<Done> {
  if (!state.previous) await warnIfInventoryMissing(run, state.plan, () => visibleInventories(run.ctx));
  const applied = await apply(run, state, lock);
  if (applied instanceof Done) return applied;
  if (!run.dryRunOnly && run.releases.length > 0) {
    const released = await release(run, state, applied, lock);
    if (released) return released;
  }
  // Health checks concern the applied objects only: they start now, while what left the
  // revision is pruned, and are stopped when the run ends without their verdict.
  const stopChecks = new AbortController();
  try {
    const skipped = new Set(run.changes.filter((c) => c.action === "skipped").map((c) => c.id));
    const appliedObjects = applied.desired.filter((d) => !skipped.has(d.id));
    const checks =
      run.dryRunOnly || !wantsHealthChecks(run.spec)
        ? undefined
        : await startHealthChecks(run.spec, appliedObjects, {
            cluster: run.cluster,
            options: run.options,
            signal: stopChecks.signal,
          });
    const pruned = await prune(run, state, applied, lock);
    if (pruned instanceof Done) return pruned;
    if (!run.dryRunOnly) faultPoint("after-prune");
    const inventorySize = await recordInventory(
      run,
      state,
      union(desiredEntries(run, applied.desired), pruned.keep),
      lock,
    );
    if (inventorySize instanceof Done) return inventorySize;
    if (pruned.problems.length > 0) {
      return finish(run, "False", "PruneFailed", summarise(pruned.problems), {
        problems: pruned.problems,
        inventorySize,
      });
    }
    return await verdict(run, appliedObjects, checks, inventorySize);
  } finally {
    stopChecks.abort();
  }
}

/** Writes the plan (plan mode: its outcome). A failure ends the run, its inventory kept true to what was written. */
async function apply(run: Run, { previous, input, plan }: State, lock?: Lock): Promise<ApplyOutcome | Done> {
  const applied =
    run.dryRunOnly || plan.problems.length > 0
      ? planOutcome(plan)
      : await executeApply(input, plan).catch((err) => err as Error);
  if (applied instanceof LeaseLostError) throw applied;
  if (applied instanceof Error) return finish(run, "False", "ReconciliationFailed", formatApiError(applied));
  run.changes.push(...applied.changes);
  // plan: each created/configured change carries its live diff (noise removed, Secrets masked).
  if (run.dryRunOnly) attachPlanDiffs(run.changes, plan.planned, run.options.fieldManager);
  if (run.dryRunOnly && run.ctx.helm) {
    // Those kustomize-sync would release were rendered first; those helm-controller would, now.
    const outcomes = [...run.releases, ...(await renderReleases(run.manifests, run.ctx.helm))];
    const releases = await planReleases(outcomes, run.cluster);
    run.changes.push(...releases.changes);
    run.warnings.push(...releases.warnings);
  }
  if (applied.problems.length > 0) {
    // Written again after the last write (see lookAgain). The write-ahead listed every desired
    // object; one this run did not create (another Kustomization claimed it first) is not ours:
    // it must be listed by its owner's inventory alone.
    if (applied.wrote && !(await fenced(lock))) {
      const uncreated = new Set(applied.uncreated ?? []);
      const listed = union(previous?.entries ?? [], desiredEntries(run, applied.desired)).filter(
        (e) => !uncreated.has(e.id),
      );
      await writeInventory(run.own, inventoryOf(run, listed));
    }
    return finish(run, "False", "ReconciliationFailed", summarise(applied.problems), {
      problems: applied.problems,
    });
  }
  if (run.dryRunOnly) recordPlanned(run.ctx.planned, applied.desired);
  else faultPoint("after-apply");
  return applied;
}

/**
 * Installs or upgrades the HelmReleases kustomize-sync releases, once the Kustomization's own
 * objects are applied; listed in the inventory before the first of them is written.
 */
async function release(
  run: Run,
  { previous }: State,
  applied: ApplyOutcome,
  lock?: Lock,
): Promise<Done | undefined> {
  const lost = await fenced(lock);
  if (lost) return finish(run, "False", "ReconciliationFailed", `${lost}; no HelmRelease was released`);
  const desired = desiredEntries(run, applied.desired);
  if (!run.wroteAhead && !listsAll(previous, desired)) {
    await writeInventory(run.own, inventoryOf(run, union(previous?.entries ?? [], desired)));
    run.wroteAhead = true;
  }
  run.ctx.releaseResults ??= new Map();
  const out = await releaseAll({
    outcomes: run.releases,
    kustomization: run.spec,
    cluster: run.cluster,
    options: run.options,
    helm: run.ctx.helm!,
    secrets: run.ctx.secrets,
    results: run.ctx.releaseResults,
    // helm writes with its own client, not through the lock's fence: each release looks first.
    stillHeld: () => fenced(lock),
  });
  run.released.push(...out.releases);
  run.releaseProblems.push(...out.problems);
  run.warnings.push(...out.warnings);
  return undefined;
}

/** Deletes what left the revision (plan: says what would be); what could not be deleted stays listed. */
async function prune(
  run: Run,
  { previous }: State,
  applied: ApplyOutcome,
  lock?: Lock,
): Promise<{ keep: InventoryEntry[]; problems: Problem[] } | Done> {
  const desired = desiredEntries(run, applied.desired);
  const desiredIds = new Set(desired.map((e) => e.id));
  const stale = (previous?.entries ?? []).filter((e) => !desiredIds.has(e.id));
  if (stale.length === 0) return { keep: [], problems: [] };
  // Pruning is off: the objects stay, and so do their entries, so turning it on later still finds them.
  if (!run.spec.prune || !run.options.prune) return { keep: stale, problems: [] };
  const lost = await fenced(lock);
  if (lost) return finish(run, "False", "ReconciliationFailed", `${lost}; nothing was pruned`);
  // Nothing was applied: the inventory is written ahead of the deletes only when it does not
  // already list every desired object (a run that only prunes finds it complete).
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
    log: run.options.log,
  });
  run.changes.push(...pruned.changes);
  // HelmReleases that left the revision: where kustomize-sync releases them, their releases go
  // too (prune above deleted the HelmRelease object where the cluster serves the kind).
  const staleReleases = stale.filter(isReleaseEntry);
  if (run.dryRunOnly || !run.ctx.helm || staleReleases.length === 0)
    return { keep: pruned.keep, problems: pruned.problems };
  const uninstalled = await uninstallRemoved({
    stale: staleReleases,
    kustomization: run.spec,
    cluster: run.cluster,
    options: run.options,
    helm: run.ctx.helm,
    secrets: run.ctx.secrets,
  });
  run.released.push(...uninstalled.releases);
  return {
    keep: union(pruned.keep, uninstalled.keep),
    problems: [...pruned.problems, ...uninstalled.problems],
  };
}

/**
 * Shrinks the inventory to what the revision declares and what could not be pruned; returns its
 * size. Also written, unchanged, after any write of this run: that is how a run waiting behind
 * this one knows to look again (see lookAgain).
 */
async function recordInventory(
  run: Run,
  { previous }: State,
  entries: InventoryEntry[],
  lock?: Lock,
): Promise<number | Done> {
  if (run.dryRunOnly) return entries.length;
  if (!run.wroteAhead && sameEntries(previous, entries, run.revision)) return entries.length;
  const lost = await fenced(lock);
  // The write-ahead inventory (old ∪ new) stays: the run that holds the lock now converges it.
  if (lost)
    return finish(
      run,
      "False",
      "ReconciliationFailed",
      `${lost}; the inventory was left for the lock's holder`,
    );
  await writeInventory(run.own, inventoryOf(run, entries));
  return entries.length;
}

/** Ready or not: the health checks' verdict, or (without any) applied is Ready, with what the Pods show. */
async function verdict(
  run: Run,
  appliedObjects: DesiredObject[],
  checks: Awaited<ReturnType<typeof startHealthChecks>> | undefined,
  inventorySize: number,
): Promise<Done> {
  const { options, revision, spec } = run;
  const done = { inventorySize };
  if (run.dryRunOnly) return finish(run, "True", "Planned", `Planned revision: ${revision}`, done);
  // A HelmRelease not Ready fails its Kustomization, each said once with its file:line.
  if (run.releaseProblems.length > 0)
    return finish(run, "False", "ReconciliationFailed", summarise(run.releaseProblems), {
      ...done,
      problems: run.releaseProblems,
    });
  if (!checks) {
    // Flux calls this Ready whatever its Pods do; we agree, but say what a glance at them shows.
    const changed = run.changes.some((c) => c.action === "created" || c.action === "configured");
    // Unchanged, a workload whose object as read for the plan is Current has no Pods to report.
    const workloads = workloadTargets(
      changed ? appliedObjects : appliedObjects.filter((o) => !currentAsRead(o)),
    );
    const podWarnings = await inspectWorkloads({
      cluster: run.cluster,
      workloads,
      ...(changed ? {} : { settleMs: 0 }),
    });
    for (const w of podWarnings) options.log.warn(w);
    run.warnings.push(...podWarnings);
    return finish(run, "True", "ReconciliationSucceeded", `Applied revision: ${revision}`, done);
  }
  if ("invalid" in checks) {
    return finish(run, "False", "HealthCheckFailed", `health check failed after 0s: ${checks.invalid}`, {
      ...done,
      problems: [{ message: `Kustomization/${spec.name}: ${checks.invalid}`, source: spec.source }],
    });
  }
  const health = await checks.outcome;
  if (health.result !== "passed") {
    options.log.error(health.message);
    return finish(run, "False", "HealthCheckFailed", health.message, {
      ...done,
      health: health.objects,
      // Annotated on the Kustomization's definition: that is where healthChecks and timeout live.
      problems: [{ message: `Kustomization/${spec.name}: ${health.message}`, source: spec.source }],
    });
  }
  options.log.info(health.message);
  return finish(run, "True", "ReconciliationSucceeded", `Applied revision: ${revision}`, {
    ...done,
    health: health.objects,
  });
}
/** Whether an object's live state, as the plan read it (apply keeps a workload's: liveIdentity), is Current (kstatus). */
function currentAsRead(object: DesiredObject & { live?: KubeObject }): boolean {
  return object.live?.status !== undefined && computeStatus(object.live).status === "Current";
}

/** Compiles the health expressions and starts waiting for the targets, saying what it waits for. */
async function startHealthChecks(
  spec: KustomizationSpec,
  appliedObjects: DesiredObject[],
  { cluster, options, signal }: { cluster: Cluster; options: RunOptions; signal: AbortSignal },
): Promise<{ invalid: string } | { outcome: Promise<HealthOutcome> }> {
  let exprs: Awaited<ReturnType<typeof compileHealthExprs>>;
  try {
    exprs = await compileHealthExprs(spec.healthCheckExprs);
  } catch (err) {
    if (!(err instanceof HealthExprError)) throw err;
    return { invalid: err.message };
  }
  const timeoutMs = (spec.timeout ? parseDuration(spec.timeout) : undefined) ?? options.timeoutMs;
  const targets = healthTargets(spec, appliedObjects, exprs);
  options.log.progress(
    `waiting for ${targets.length} object${targets.length === 1 ? "" : "s"} to be ready (timeout ${formatDuration(timeoutMs)})`,
  );
  return { outcome: waitForHealth({ cluster, targets, exprs, timeoutMs, log: options.log, signal }) };
}

/**
 * A Kustomization of this name whose inventory was written from another repository or path is
 * not taken over (its objects would be pruned as "removed from the revision") unless the user
 * asked for it. Inventories written before the scope was recorded carry none and are ours.
 */
function takeoverRefusal(
  spec: KustomizationSpec,
  previous: Inventory | undefined,
  ctx: ReconcileContext,
): string | undefined {
  if (!previous?.scope || sameScope(previous, ctx.scope) || ctx.options.takeover) return undefined;
  const where = `ConfigMap/${previous.namespace}/${previous.stored?.[0]?.name ?? inventoryName(spec)}`;
  return (
    `Kustomization ${spec.namespace}/${spec.name} is synced from ${previous.scope} (its inventory ${where}), ` +
    `not from ${ctx.scope}: refusing to take it over, which would prune what the other one applied; ` +
    "rename one of them, or set takeover: true (--takeover) to move it here"
  );
}

/**
 * Whether an inventory was written by runs over this repository and definitions path. Scopes of
 * earlier releases are understood: the path alone (before the repository identity was recorded)
 * and `<repository>:<path>` without the `@<inventory namespace>` of runs with inventory-namespace.
 */
function sameScope(inventory: Inventory, scope: string): boolean {
  const recorded = inventory.scope;
  if (recorded === scope || `${recorded}@${inventory.namespace}` === scope) return true;
  const path = scope.slice(scope.lastIndexOf(":") + 1).replace(/@[^@]*$/, "");
  return !recorded.includes(":") && recorded === path;
}

function recordPlanned(planned: ReconcileContext["planned"], desired: readonly DesiredObject[]): void {
  for (const { object } of desired) {
    if (object.kind === "Namespace" && object.apiVersion === "v1")
      planned.namespaces.add(object.metadata.name);
    if (object.kind === "CustomResourceDefinition") {
      const spec = (object.spec ?? {}) as { group?: string; names?: { kind?: string }; scope?: string };
      if (spec.group && spec.names?.kind)
        planned.kinds.set(`${spec.group}/${spec.names.kind}`, spec.scope !== "Cluster");
    }
  }
}

/** The Ready message: the first problems in full, then how many more (every one is in `problems`). */
function summarise(problems: Problem[]): string {
  const shown = problems.slice(0, 3).map((p) => p.message);
  return problems.length > 3 ? `${shown.join("\n")}\n(and ${problems.length - 3} more)` : shown.join("\n");
}
