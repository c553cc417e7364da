import { type ApplyInput, type DesiredObject, executeApply, planApply, planOutcome } from "../apply/index.js";
import {
  BuildError,
  type RenderContext,
  type Renderer,
  renderKustomization,
  resolveSourceDir,
  type SecretSink,
  sourceRevision,
  substitutionReaderFrom,
} from "../build/index.js";
import { ApiError, formatApiError, LeaseLockedError, LeaseLostError } from "../cluster/errors.js";
import type { Cluster, LeaseHandle, LeaseOptions } from "../cluster/types.js";
import { attachPlanDiffs } from "../diff/index.js";
import {
  compileHealthExprs,
  HealthExprError,
  type HealthOutcome,
  healthTargets,
  inspectWorkloads,
  waitForHealth,
  wantsHealthChecks,
  workloadTargets,
} from "../health/index.js";
import {
  ensureNamespace,
  type Inventory,
  InventoryDamagedError,
  type InventoryEntry,
  InventoryOwnerError,
  inventoryName,
  legacyInventoryName,
  listInventories,
  readInventory,
  retireLegacy,
  writeInventory,
} from "../inventory/index.js";
import {
  type Change,
  formatDuration,
  type KustomizationResult,
  type KustomizationSpec,
  type Manifest,
  type NamespacedName,
  type Problem,
  parseDuration,
  type Reason,
} from "../model/index.js";
import type { RunOptions } from "../options.js";
import { pruneStale } from "../prune/index.js";
import { faultPoint } from "./fault.js";
import { resultFor } from "./result.js";
import { runRenderContext } from "./setup.js";

/**
 * The lock on a Kustomization expires this long after a run stops renewing it (renewed every
 * third of it), so a killed run blocks the next one for at most this long.
 */
const LEASE_SECONDS = 15;

/** A held lock; release() gives it up (and deletes the Lease). */
export interface Lock {
  release(): Promise<void>;
  /** Fencing before a batch of writes: throws LeaseLostError when the lock is no longer ours. */
  confirm(): Promise<void>;
}

/**
 * Takes the Kustomization's Lease (in its inventory namespace, created first: a cluster without
 * Flux has no flux-system), waiting up to the lock timeout. Returns the lock, or why not. A Lease
 * under the legacy name (an older release's run may hold it) is taken as well, so an upgrade
 * never runs beside an older run of the same Kustomization; releasing it removes it.
 */
export async function lockKustomization(
  ctx: Pick<ReconcileContext, "options" | "cluster" | "holder">,
  namespace: string,
  kustomization: NamespacedName,
): Promise<Lock | string> {
  const options: LeaseOptions = {
    waitMs: ctx.options.lockTimeoutMs,
    durationSeconds: LEASE_SECONDS,
    onWaiting: ({ holder, since, until }) =>
      ctx.options.log.info(
        `${kustomization.namespace}/${kustomization.name}: waiting for the lock (a Lease in ${namespace}) held by ${holder} since ${since}, until ${until.toISOString()} at the latest`,
      ),
    onLost: (reason) =>
      ctx.options.log.warn(`${kustomization.namespace}/${kustomization.name}: lost the lock: ${reason}`),
  };
  const held: LeaseHandle[] = [];
  const release = async () => {
    for (const lease of held.reverse()) await lease.release().catch(() => undefined);
  };
  try {
    await ensureNamespace(ctx.cluster, namespace, { log: ctx.options.log, timeoutMs: ctx.options.timeoutMs });
    const legacy = legacyInventoryName(kustomization);
    // Looked up while the current lock is taken; settled first so that neither is left behind.
    const [lease, legacyLease] = await Promise.allSettled([
      ctx.cluster.acquireLease(namespace, inventoryName(kustomization), ctx.holder, options),
      ctx.cluster.get({
        group: "coordination.k8s.io",
        version: "v1",
        kind: "Lease",
        namespace,
        name: legacy,
      }),
    ]);
    if (lease.status === "fulfilled") held.push(lease.value);
    if (lease.status === "rejected") throw lease.reason;
    if (legacyLease.status === "rejected") throw legacyLease.reason;
    if (legacyLease.value) held.push(await ctx.cluster.acquireLease(namespace, legacy, ctx.holder, options));
    return {
      release,
      confirm: async () => {
        for (const lease of held) await lease.confirm();
      },
    };
  } catch (err) {
    await release();
    if (err instanceof LeaseLockedError) return err.message;
    if (err instanceof ApiError) return formatApiError(err);
    throw err;
  }
}

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
   * Looks at the rendered objects before anything is read or written (reconcile/sync.ts: Flux's
   * kinds need Flux's CRDs): the objects to go on with, or why this Kustomization fails.
   */
  preflight?: (
    spec: KustomizationSpec,
    manifests: Manifest[],
  ) => Promise<{ manifests: Manifest[]; warnings: string[]; failure?: string }>;
  /**
   * The namespaces this run's inventories live in (each Kustomization's, or inventory-namespace):
   * where inventories are looked for when credentials cannot list ConfigMaps cluster-wide.
   */
  inventoryNamespaces?: readonly string[];
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

/** Every inventory this run can see (see listInventories), read with the step's own identity. */
export function visibleInventories(
  ctx: Pick<ReconcileContext, "options" | "cluster" | "inventoryNamespaces">,
): Promise<Inventory[]> {
  return listInventories(ctx.cluster, ctx.options.log, ctx.inventoryNamespaces);
}

/** Builds, applies and prunes one Kustomization (sync), or dry-runs it (plan). */
export async function reconcileKustomization(
  spec: KustomizationSpec,
  ctx: ReconcileContext,
): Promise<KustomizationResult> {
  const started = Date.now();
  const { options } = ctx;
  // As kustomize-controller: everything the Kustomization reads, applies, prunes and checks goes
  // through its ServiceAccount; only our own bookkeeping (inventory, lock) uses the step's identity.
  const serviceAccount = spec.serviceAccountName ?? options.defaultServiceAccount;
  const cluster = serviceAccount
    ? ctx.cluster.impersonate(`system:serviceaccount:${spec.namespace}:${serviceAccount}`)
    : ctx.cluster;
  const own = ctx.cluster;
  const dryRunOnly = options.mode === "plan";
  const result = (
    ready: KustomizationResult["ready"],
    reason: Reason,
    message: string,
    extra: Partial<KustomizationResult> = {},
  ) => resultFor(spec, ready, reason, message, { durationMs: Date.now() - started, ...extra });

  let revision = "";
  let rendered: Awaited<ReturnType<typeof renderKustomization>>;
  try {
    const renderContext: RenderContext = {
      ...runRenderContext(options, { secrets: ctx.secrets, substitution: substitutionReaderFrom(cluster) }),
      renderer: ctx.renderer,
      ...ctx.render,
    };
    const sourceDir = await resolveSourceDir(spec, renderContext);
    if (!ctx.revisions.has(sourceDir)) ctx.revisions.set(sourceDir, sourceRevision(sourceDir));
    revision = await ctx.revisions.get(sourceDir)!;
    rendered = await renderKustomization(spec, renderContext);
  } catch (err) {
    if (err instanceof BuildError) {
      return result("False", err.reason === "ArtifactFailed" ? "ArtifactFailed" : "BuildFailed", err.detail, {
        revision,
        problems: [
          {
            message: `Kustomization/${err.kustomization}: ${err.detail}`,
            ...(err.source ? { source: err.source } : {}),
          },
        ],
      });
    }
    throw err;
  }
  const warnings = [...rendered.warnings];
  const checked = await ctx.preflight?.(spec, rendered.manifests);
  if (checked?.failure)
    return result("False", "ReconciliationFailed", checked.failure, {
      revision,
      warnings,
      problems: [{ message: checked.failure, source: spec.source }],
    });
  if (checked) {
    rendered = { ...rendered, manifests: checked.manifests };
    warnings.push(...checked.warnings);
  }
  const inventoryNamespace = options.inventoryNamespace ?? spec.namespace;
  /** An inventory that cannot be trusted fails this Kustomization only, before anything is written. */
  const untrusted = (err: unknown): KustomizationResult => {
    if (!(err instanceof InventoryDamagedError || err instanceof InventoryOwnerError)) throw err;
    const message =
      err instanceof InventoryDamagedError
        ? `inventory ${err.message}: fix or delete that ConfigMap (deleting it forgets which objects to prune); nothing was applied`
        : `${err.message}; nothing was applied`;
    return result("False", "ReconciliationFailed", message, { revision, warnings, problems: [{ message }] });
  };
  let previous: Inventory | undefined;
  try {
    previous = await readInventory(own, spec, inventoryNamespace);
  } catch (err) {
    return untrusted(err);
  }
  const refusal = takeoverRefusal(spec, previous, ctx);
  if (refusal)
    return result("False", "ReconciliationFailed", refusal, {
      revision,
      warnings,
      problems: [{ message: refusal }],
    });
  if (previous?.scope && previous.scope !== ctx.scope) {
    warnings.push(
      `taking over Kustomization ${spec.namespace}/${spec.name} from ${previous.scope} (takeover)`,
    );
  }
  const inventoryOf = (entries: InventoryEntry[]): Inventory => ({
    kustomization: { namespace: spec.namespace, name: spec.name },
    namespace: inventoryNamespace,
    entries,
    revision,
    deletionPolicy: spec.deletionPolicy,
    prune: spec.prune,
    scope: ctx.scope,
    updatedAt: new Date().toISOString(),
  });
  const applyInput = (base: Inventory | undefined): ApplyInput => ({
    cluster,
    kustomization: spec,
    manifests: rendered.manifests,
    previousIds: new Set(base?.entries.map((e) => e.id) ?? []),
    fieldManager: options.fieldManager,
    dryRunOnly,
    ...(dryRunOnly ? { plannedByDependencies: ctx.planned } : {}),
    timeoutMs: options.timeoutMs,
    log: options.log,
    // Write-ahead: old ∪ new is stored before the first mutation, so an interrupted run can
    // never lose track of an object it created (cli-utils and kubectl ApplySet do the same).
    beforeFirstWrite: async (desired) => {
      await writeInventory(own, inventoryOf(union(base?.entries ?? [], entriesOf(desired))));
      faultPoint("after-write-ahead");
    },
    // Fencing: every batch of writes first makes sure the lock is still ours.
    beforeWrite: () => (typeof lease === "object" ? lease.confirm() : Promise.resolve()),
  });
  let input = applyInput(previous);
  // Every object is checked and dry-run before anything is written — not even the inventory's
  // namespace or the lock: a Kustomization that fails here leaves no trace in the cluster.
  let plan = await planApply(input).catch((err) => err as Error);
  if (plan instanceof Error)
    return result("False", "ReconciliationFailed", formatApiError(plan), { revision });
  // Health checks run beside prune; they are stopped when the run ends without their verdict.
  const stopChecks = new AbortController();
  const lease =
    dryRunOnly || plan.problems.length > 0
      ? undefined
      : await lockKustomization(ctx, inventoryNamespace, spec);
  if (typeof lease === "string") return result("False", "ReconciliationFailed", lease, { revision });
  if (lease) faultPoint("after-lock");
  try {
    if (lease) {
      // Under the lock: if another run wrote the inventory meanwhile, the plan is redone on what it left.
      let current: Inventory | undefined;
      try {
        current = await readInventory(own, spec, inventoryNamespace);
      } catch (err) {
        return untrusted(err);
      }
      if (storedVersions(current) !== storedVersions(previous)) {
        previous = current;
        input = applyInput(previous);
        plan = await planApply(input).catch((err) => err as Error);
        if (plan instanceof Error)
          return result("False", "ReconciliationFailed", formatApiError(plan), { revision });
      }
    }
    const applied =
      dryRunOnly || plan.problems.length > 0
        ? planOutcome(plan)
        : await executeApply(input, plan).catch((err) => err as Error);
    if (applied instanceof Error) {
      return result("False", "ReconciliationFailed", formatApiError(applied), { revision });
    }
    const desiredEntries = entriesOf(applied.desired);
    const changes: Change[] = [...applied.changes];
    // plan: each created/configured change carries its live diff (noise removed, Secrets masked).
    if (dryRunOnly) attachPlanDiffs(changes, plan.planned, options.fieldManager);
    if (applied.problems.length > 0) {
      // The write-ahead listed every desired object. One this run did not create (another
      // Kustomization claimed it first) is not ours: it must be listed by its owner's inventory alone.
      const uncreated = new Set(applied.uncreated ?? []);
      if (applied.wrote && uncreated.size > 0 && !(await fenced(lease))) {
        const listed = union(previous?.entries ?? [], desiredEntries).filter((e) => !uncreated.has(e.id));
        await writeInventory(own, inventoryOf(listed));
      }
      return result("False", "ReconciliationFailed", summarise(applied.problems), {
        revision,
        changes,
        problems: applied.problems,
        warnings,
      });
    }
    if (dryRunOnly) recordPlanned(ctx.planned, applied.desired);
    if (!dryRunOnly) faultPoint("after-apply");
    // Health checks concern the applied objects only: they start now, while what left the
    // revision is pruned.
    const skipped = new Set(changes.filter((c) => c.action === "skipped").map((c) => c.id));
    const appliedObjects = applied.desired.filter((d) => !skipped.has(d.id));
    const checks =
      dryRunOnly || !wantsHealthChecks(spec)
        ? undefined
        : startHealthChecks(spec, appliedObjects, { cluster, options, signal: stopChecks.signal });
    const desiredIds = new Set(desiredEntries.map((e) => e.id));
    const stale = (previous?.entries ?? []).filter((e) => !desiredIds.has(e.id));
    let kept: InventoryEntry[] = [];
    let pruneProblems: Problem[] = [];
    if (stale.length > 0 && spec.prune && options.prune) {
      const lost = await fenced(lease);
      if (lost)
        return result("False", "ReconciliationFailed", `${lost}; nothing was pruned`, {
          revision,
          changes,
          warnings,
        });
      // Nothing was applied: the inventory is written ahead of the deletes only when it does not
      // already list every desired object (a run that only prunes finds it complete).
      if (!applied.wrote && !dryRunOnly && !listsAll(previous, desiredEntries))
        await writeInventory(own, inventoryOf(union(previous?.entries ?? [], desiredEntries)));
      const pruned = await pruneStale({
        cluster,
        kustomization: spec,
        inventoryNamespace,
        stale,
        desiredIds,
        inventories: () => visibleInventories(ctx),
        timeoutMs: options.timeoutMs,
        dryRunOnly,
        log: options.log,
      });
      changes.push(...pruned.changes);
      kept = pruned.keep;
      pruneProblems = pruned.problems;
    } else if (stale.length > 0) {
      // Pruning is off: the objects stay, and so do their entries, so turning it on later still finds them.
      kept = stale;
    }
    if (!dryRunOnly) faultPoint("after-prune");
    const finalEntries = union(desiredEntries, kept);
    // A legacy-named inventory is rewritten under the current name even when nothing changed.
    const migrating = (previous?.stored ?? []).some((s) => s.name !== inventoryName(spec));
    if (!dryRunOnly && (migrating || !sameEntries(previous, finalEntries, revision))) {
      const lost = await fenced(lease);
      if (lost) {
        // The write-ahead inventory (old ∪ new) stays: the run that holds the lock now converges it.
        return result(
          "False",
          "ReconciliationFailed",
          `${lost}; the inventory was left for the lock's holder`,
          {
            revision,
            changes,
            warnings,
          },
        );
      }
      await writeInventory(own, inventoryOf(finalEntries));
      if (migrating && previous) await retireLegacy(own, previous);
    }
    if (pruneProblems.length > 0) {
      return result("False", "PruneFailed", summarise(pruneProblems), {
        revision,
        changes,
        problems: pruneProblems,
        warnings,
        inventorySize: finalEntries.length,
      });
    }
    const done = { revision, changes, warnings, inventorySize: finalEntries.length };
    if (dryRunOnly) return result("True", "Planned", `Planned revision: ${revision}`, done);
    if (!checks) {
      // Flux calls this Ready whatever its Pods do; we agree, but say what a glance at them shows.
      const changed = changes.some((c) => c.action === "created" || c.action === "configured");
      const podWarnings = await inspectWorkloads({
        cluster,
        workloads: workloadTargets(appliedObjects),
        ...(changed ? {} : { settleMs: 0 }),
      });
      for (const w of podWarnings) options.log.warn(w);
      warnings.push(...podWarnings);
      return result("True", "ReconciliationSucceeded", `Applied revision: ${revision}`, done);
    }
    if ("invalid" in checks) {
      return result("False", "HealthCheckFailed", `health check failed after 0s: ${checks.invalid}`, {
        ...done,
        problems: [{ message: `Kustomization/${spec.name}: ${checks.invalid}`, source: spec.source }],
      });
    }
    const health = await checks.outcome;
    if (health.result !== "passed") {
      options.log.error(health.message);
      return result("False", "HealthCheckFailed", health.message, {
        ...done,
        health: health.objects,
        // Annotated on the Kustomization's definition: that is where healthChecks and timeout live.
        problems: [{ message: `Kustomization/${spec.name}: ${health.message}`, source: spec.source }],
      });
    }
    options.log.info(health.message);
    return result("True", "ReconciliationSucceeded", `Applied revision: ${revision}`, {
      ...done,
      health: health.objects,
    });
  } finally {
    stopChecks.abort();
    await lease?.release().catch(() => undefined);
  }
}

/** Compiles the health expressions and starts waiting for the targets, saying what it waits for. */
function startHealthChecks(
  spec: KustomizationSpec,
  appliedObjects: DesiredObject[],
  { cluster, options, signal }: { cluster: Cluster; options: RunOptions; signal: AbortSignal },
): { invalid: string } | { outcome: Promise<HealthOutcome> } {
  let exprs: ReturnType<typeof compileHealthExprs>;
  try {
    exprs = compileHealthExprs(spec.healthCheckExprs);
  } catch (err) {
    if (!(err instanceof HealthExprError)) throw err;
    return { invalid: err.message };
  }
  const timeoutMs = (spec.timeout ? parseDuration(spec.timeout) : undefined) ?? options.timeoutMs;
  const targets = healthTargets(spec, appliedObjects, exprs);
  options.log.info(
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

/** Confirms a held lock before a batch of writes: undefined when it is still ours, else why not. */
export async function fenced(lock: Lock | undefined): Promise<string | undefined> {
  try {
    await lock?.confirm();
    return undefined;
  } catch (err) {
    if (err instanceof LeaseLostError) return err.message;
    throw err;
  }
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

function entriesOf(desired: readonly DesiredObject[]): InventoryEntry[] {
  return desired.map((d) => ({ id: d.id, v: d.ref.version }));
}

function union(a: InventoryEntry[], b: InventoryEntry[]): InventoryEntry[] {
  const byId = new Map(a.map((e) => [e.id, e]));
  for (const e of b) byId.set(e.id, e);
  return [...byId.values()];
}

/** Which ConfigMaps (at which resourceVersions) an inventory was read from: equal means nobody wrote since. */
function storedVersions(inventory: Inventory | undefined): string {
  return (inventory?.stored ?? []).map((s) => `${s.name}@${s.resourceVersion ?? ""}`).join(",");
}

function sameEntries(previous: Inventory | undefined, entries: InventoryEntry[], revision: string): boolean {
  if (!previous || previous.revision !== revision || previous.entries.length !== entries.length) return false;
  return listsAll(previous, entries);
}

/** Whether the inventory lists every one of these entries (id and version). */
function listsAll(inventory: Inventory | undefined, entries: InventoryEntry[]): boolean {
  if (!inventory) return entries.length === 0;
  const listed = new Set(inventory.entries.map((e) => `${e.id} ${e.v}`));
  return entries.every((e) => listed.has(`${e.id} ${e.v}`));
}

/** The Ready message: the first problems in full, then how many more (every one is in `problems`). */
function summarise(problems: Problem[]): string {
  const shown = problems.slice(0, 3).map((p) => p.message);
  return problems.length > 3 ? `${shown.join("\n")}\n(and ${problems.length - 3} more)` : shown.join("\n");
}
