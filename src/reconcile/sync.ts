import { randomBytes } from "node:crypto";
import { hostname, userInfo } from "node:os";
import { relative, resolve } from "node:path";
import { SharedReads } from "../apply/shared-reads.js";
import { ApiError, formatApiError } from "../cluster/errors.js";
import type { KubeCluster } from "../cluster/index.js";
import { deployedUnchanged } from "../helm/index.js";
import {
  type KustomizationResult,
  type KustomizationSpec,
  kustomizationKey,
  type Problem,
  type RunReport,
  Semaphore,
} from "../model/index.js";
import type { RunOptions } from "../options.js";
import type { RenderCache } from "../render/index.js";
import { type SubstitutionReader, substitutionReaderFrom } from "../render/index.js";
// The one redaction mechanism, shared with the entry points (which add the credentials they read).
import { redactDeep, redactingLogger, runSecrets, type SecretValues } from "../report/redact.js";
import { repositoryRemote, type SourceResolver } from "../sources/index.js";
import { fluxKindsPreflight, waitingReason } from "./dependencies.js";
import { isReleaseEntry } from "./entries.js";
import { inventoryNamespacesOf, type ReconcileContext, visibleInventories } from "./kustomization.js";
import { releaseSyncText } from "./messages.js";
import { helmRenderContext, releasesHelmReleases } from "./releases.js";
import { reconcileOnTarget } from "./remote.js";
import { finalizeRemoved } from "./removed.js";
import { resultFor } from "./result.js";
import { clusterFor, renderCacheFor, rendererFor } from "./setup.js";
import { sourceFailure, sourceResolverFor } from "./sources.js";
import { type ValidateOutcome, validate } from "./validate.js";

export { normaliseRemote } from "../sources/index.js";

/**
 * `sync` and `plan`: validates every definition (nothing is written when one is invalid), then
 * reconciles Kustomizations in dependsOn order. Each starts as soon as all its dependencies are
 * Ready, with at most `concurrency` in flight; unrelated branches go on when one fails.
 */
export async function sync(given: RunOptions): Promise<RunReport> {
  // No output of the run may show a credential or a Secret value it handled (see report/redact.ts).
  const secrets = runSecrets(given);
  const options: RunOptions = { ...given, log: redactingLogger(given.log, secrets.values) };
  return redactDeep(await syncWith(options, secrets), secrets.values);
}

async function syncWith(options: RunOptions, secrets: SecretValues): Promise<RunReport> {
  const started = Date.now();
  // Which kustomize renders is looked up while the definitions are read and validated.
  void rendererFor(options);
  // Connected on first need: a parent's substituteFrom while discovering, else after validation.
  let connecting: Promise<KubeCluster> | undefined;
  const connectOnce = () => {
    connecting ??= clusterFor(options);
    return connecting;
  };
  const substitution: SubstitutionReader = {
    read: async (kind, namespace, name) =>
      substitutionReaderFrom(await connectOnce()).read(kind, namespace, name),
  };
  // Renders kept across runs, by the digest of their inputs: a re-sync of unchanged files starts no kustomize.
  const renderCache = renderCacheFor(options);
  // Every source is fetched once per run: discovery and the reconciles share them.
  const sources = sourceResolverFor(options, { cluster: connectOnce, sink: secrets });
  const {
    report: validation,
    plan,
    discovery,
  } = await validate(options, {
    substitution,
    secrets,
    keep: true,
    sources,
    ...(renderCache ? { renderCache } : {}),
  });
  try {
    return await reconcileAll(
      options,
      secrets,
      started,
      { report: validation, plan, discovery },
      connectOnce,
      sources,
      renderCache,
    );
  } finally {
    if (renderCache) {
      await renderCache.saveWalks();
      options.log.debug(`${options.mode}: ${renderCache.summary()}`);
    }
    await sources.close();
    await discovery.artifacts.close();
    const cluster = connecting && (await connecting.catch(() => undefined));
    if (cluster) {
      const { requests, writes, watches, retries } = cluster.stats();
      options.log.debug(
        `${options.mode}: ${requests} requests to the API server (${writes} writes, ${retries} retries), ${watches} watches`,
      );
      cluster.close();
    }
  }
}

async function reconcileAll(
  options: RunOptions,
  secrets: SecretValues,
  started: number,
  { report: validation, plan, discovery }: ValidateOutcome,
  connect: () => Promise<KubeCluster>,
  sources: SourceResolver,
  renderCache: RenderCache | undefined,
): Promise<RunReport> {
  const report = (kustomizations: KustomizationResult[], extra: Partial<RunReport> = {}): RunReport => ({
    ready: kustomizations.every((k) => k.ready === "True" || k.reason === "Suspended"),
    mode: options.mode,
    kustomizations,
    problems: validation.problems ?? [],
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    ...extra,
  });
  if ((validation.problems ?? []).length > 0) {
    const count = validation.problems!.length;
    const rows = validation.kustomizations.map((k) => ({
      ...k,
      ready: "False" as const,
      reason: "ValidationFailed" as const,
      message: `not applied: ${count} problem${count === 1 ? "" : "s"} in the Kustomization definitions; nothing was written`,
    }));
    return { ...report(rows), ready: false };
  }

  const renderer = await rendererFor(options);
  // Connected before anything is said: a kubeconfig mistake is the run's one line.
  const cluster = await connect();
  options.log.info(
    `rendering with ${renderer.kind === "kubectl" ? "kubectl kustomize" : "kustomize"} ${renderer.version} (${renderer.command})`,
  );
  const { server, context } = cluster.describe();
  options.log.info(`cluster: ${server} (context ${context})`);
  const ctx: ReconcileContext = {
    options,
    cluster,
    renderer,
    scope: await definitionsScope(options),
    holder: runIdentity(),
    planned: { namespaces: new Set(), kinds: new Map() },
    revisions: new Map(),
    secrets,
    render: {
      artifacts: discovery.artifacts,
      ...(options.strictSubstitute ? { strictSubstitution: true } : {}),
      ...(renderCache ? { renderCache } : {}),
    },
    inventoryNamespaces: inventoryNamespacesOf(options, validation.kustomizations),
  };
  ctx.preflight = fluxKindsPreflight(
    cluster,
    options.mode === "plan" ? ctx.planned.kinds : undefined,
    options.helmReleaser,
  );
  // plan shows what each HelmRelease's release would change; sync releases them where
  // kustomize-sync is their releaser (else it applies the HelmRelease and helm-controller releases it).
  const helm =
    options.mode === "plan" || (await releasesHelmReleases(options, cluster))
      ? await helmRenderContext(options, { sources, kustomize: renderer, cluster, secrets })
      : undefined;
  if (helm && options.mode === "sync") {
    // A release deployed with the digest of its inputs is left alone by the engine: not rendered.
    helm.deployed = async (request) => {
      const kept = await deployedUnchanged(request, cluster);
      if (kept)
        options.log.debug(releaseSyncText.notRendered(request.release.namespace, request.release.name));
      return kept;
    };
  }
  if (helm) ctx.helm = helm;
  const selected = options.name ? plan.order.filter((s) => s.name === options.name) : plan.order;
  // Every source at once, before the first Kustomization is written.
  ctx.render = { ...ctx.render, sources: sources.mapping };
  sources.prefetch(selected.filter((s) => !s.suspend && !plan.blocked.has(kustomizationKey(s))));
  // The inventories of Kustomizations removed from the repository were written by earlier runs:
  // they are looked for while this run's Kustomizations are reconciled. Finalizing them still
  // waits for those, and reads each inventory again under its lock.
  const lookForRemoved =
    options.name || discovery.incomplete.length > 0 ? undefined : visibleInventories(ctx);
  lookForRemoved?.catch(() => undefined); // a failure is said below, where it is awaited
  // The same list is where each plan made before its lock finds its inventory (see ReconcileContext).
  ctx.beforeLocks = {
    cluster,
    shared: new SharedReads(cluster),
    ...(lookForRemoved ? { inventories: lookForRemoved } : {}),
  };
  const results = await schedule(selected, plan.blocked, ctx, sources);
  const problems: Problem[] = [];
  const rows = validation.kustomizations.map((row) => results.get(`${row.namespace}/${row.name}`) ?? row);
  if (!options.name && discovery.incomplete.length > 0) {
    problems.push({
      message: `removed Kustomizations were not looked for: what ${discovery.incomplete.join(", ")} define${discovery.incomplete.length === 1 ? "s" : ""} is not known (render failed), so none is taken for removed`,
    });
  } else if (!options.name) {
    const defined = new Set(validation.kustomizations.map((k) => `${k.namespace}/${k.name}`));
    // With credentials limited to some namespaces, only those are searched (and a warning says so).
    const inventories = await lookForRemoved!.catch((err) => {
      if (!(err instanceof ApiError)) throw err;
      problems.push({ message: `could not look for removed Kustomizations: ${formatApiError(err)}` });
      return [];
    });
    const removed = inventories.filter(
      (inv) => inv.scope === ctx.scope && !defined.has(kustomizationKey(inv.kustomization)),
    );
    for (const inventory of removed) {
      rows.push(
        await options.log.group(`${kustomizationKey(inventory.kustomization)} (removed)`, () =>
          finalizeRemoved(inventory, ctx),
        ),
      );
    }
  }
  const result = report(options.name ? rows.filter((r) => r.name === options.name) : rows);
  return problems.length > 0
    ? { ...result, ready: false, problems: [...(result.problems ?? []), ...problems] }
    : result;
}

async function schedule(
  specs: KustomizationSpec[],
  blocked: ReadonlyMap<string, { reason: "DependencyNotReady"; message: string }>,
  ctx: ReconcileContext,
  sources: SourceResolver,
): Promise<Map<string, KustomizationResult>> {
  const running = new Map<string, Promise<KustomizationResult>>();
  const definitions = new Map(specs.map((spec) => [kustomizationKey(spec), spec]));
  const slots = new Semaphore(ctx.options.concurrency);
  const weights = workWeights(ctx);
  // plan.order is topological, so every dependency's promise exists before its dependants'.
  for (const spec of specs) {
    const key = kustomizationKey(spec);
    running.set(
      key,
      (async (): Promise<KustomizationResult> => {
        const blockedBy = blocked.get(key);
        if (blockedBy) return resultFor(spec, "False", blockedBy.reason, blockedBy.message);
        // Its parent (which defines it) and its dependencies first; readyExpr where given.
        const waiting = await waitingReason(spec, running, definitions);
        if (waiting) return resultFor(spec, "False", "DependencyNotReady", waiting);
        if (spec.suspend)
          return resultFor(spec, "Unknown", "Suspended", "reconciliation is suspended (spec.suspend: true)");
        const unsupported = unsupportedFields(spec);
        if (unsupported) {
          return resultFor(spec, "False", "ValidationFailed", unsupported, {
            problems: [{ message: unsupported, object: `Kustomization/${key}`, source: spec.source }],
          });
        }
        const unresolved = await sourceFailure(spec, sources, ctx.revisions);
        if (unresolved) return unresolved;
        const weight = (await weights).get(key) ?? 0;
        return slots
          .run(() => ctx.options.log.group(key, () => reconcileOnTarget(spec, ctx)), weight)
          .catch((err) => {
            // An API failure that outlived the retries ends this Kustomization, not the run.
            if (!(err instanceof ApiError)) throw err;
            return resultFor(spec, "False", "ReconciliationFailed", formatApiError(err));
          });
      })(),
    );
  }
  const results = new Map<string, KustomizationResult>();
  for (const [key, promise] of running) results.set(key, await promise);
  return results;
}

/**
 * How much a Kustomization did when it was last synced, as its inventory says (a HelmRelease
 * counts as many objects: its release is read and waited for under a lock): among those ready
 * at once, the larger go first, so the run does not end waiting on a large one that started last
 * (longest first keeps every slot busy to the end). Nothing known, nothing weighed: they go in
 * the plan's order, as before.
 */
async function workWeights(ctx: ReconcileContext): Promise<Map<string, number>> {
  const inventories = (await ctx.beforeLocks?.inventories?.catch(() => undefined)) ?? [];
  const weights = new Map<string, number>();
  for (const inventory of inventories) {
    if (inventory.scope !== ctx.scope) continue;
    const releases = inventory.entries.filter(isReleaseEntry).length;
    weights.set(
      kustomizationKey(inventory.kustomization),
      inventory.entries.length + RELEASE_WEIGHT * releases,
    );
  }
  return weights;
}

/** A HelmRelease's weight in objects (workWeights). */
const RELEASE_WEIGHT = 20;

/**
 * Fields whose Flux behaviour kustomize-sync cannot reproduce, where going ahead would surprise:
 * a remote cluster reached through a cloud provider's workload identity (kubeConfig.configMapRef)
 * must not become the cluster this run talks to. Such a Kustomization is not applied (nor its
 * dependants). spec.kubeConfig.secretRef (reconcile/remote.ts) and spec.decryption (SOPS,
 * build/decrypt.ts) are done as Flux does them.
 */
function unsupportedFields(spec: KustomizationSpec): string | undefined {
  if (spec.kubeConfig && !spec.kubeConfig.secretRef) {
    return "spec.kubeConfig.configMapRef (a cloud provider's cluster through workload identity) is not supported: put a kubeconfig with inline credentials in a Secret and name it in spec.kubeConfig.secretRef";
  }
  return undefined;
}

/**
 * Which run "owns" an inventory, for finding Kustomizations removed from the repository: the
 * repository's identity plus the definitions path. Two repositories (or two paths of one) that
 * sync into the same cluster must never take each other's Kustomizations for removed ones.
 * The identity is `host/owner/repo` from GitHub's environment or the git remote, so the action
 * and a local CLI run agree; outside git it is the root's absolute path.
 */
export async function definitionsScope(
  options: Pick<RunOptions, "root" | "path" | "inventoryNamespace">,
): Promise<string> {
  const path = relative(options.root, options.path).replaceAll("\\", "/") || ".";
  // Runs with their own inventory namespace (one per pull request) are scopes of their own.
  const instance = options.inventoryNamespace ? `@${options.inventoryNamespace}` : "";
  return `${await repositoryIdentity(options.root)}:${path}${instance}`;
}

async function repositoryIdentity(root: string): Promise<string> {
  return (await repositoryRemote(root)) ?? resolve(root);
}

/**
 * The lock holder: the GitHub run's URL in Actions, user@host elsewhere, plus a per-process
 * suffix — two matrix jobs of one run, or two terminals of one user, must not share a lock.
 */
export function runIdentity(): string {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID, GITHUB_JOB } = process.env;
  const unique = `pid ${process.pid}, ${randomBytes(3).toString("hex")}`;
  if (GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID) {
    const job = GITHUB_JOB ? `job ${GITHUB_JOB}, ` : "";
    return `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID} (${job}${unique})`;
  }
  let user = "unknown";
  try {
    user = userInfo().username;
  } catch {}
  return `${user}@${hostname()} (${unique})`;
}
