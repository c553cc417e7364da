import { waitGone } from "../apply/index.js";
import { ApiError } from "../cluster/errors.js";
import type { ApiObjectRef, Cluster, KubeObject } from "../cluster/types.js";
import {
  kustomizationKey,
  type Logger,
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  type NamespacedName,
} from "../model/index.js";
import {
  decodeInventory,
  encodeInventory,
  INVENTORY_LABEL,
  type Inventory,
  InventoryDamagedError,
  inventoryName,
} from "./codec.js";
import { inventoryStoreText } from "./messages.js";

const configMapRef = (namespace: string, name: string): ApiObjectRef => ({
  group: "",
  version: "v1",
  kind: "ConfigMap",
  namespace,
  name,
});

/** An inventory that names another Kustomization as its owner: never read, rewritten or pruned from. */
export class InventoryOwnerError extends Error {
  override name = "InventoryOwnerError";
}

/**
 * Reads the inventory of one Kustomization; undefined on its first run. Throws
 * InventoryDamagedError or InventoryOwnerError, naming the ConfigMap, when the inventory cannot
 * be trusted: the Kustomization then fails before writing.
 */
export async function readInventory(
  cluster: Cluster,
  kustomization: NamespacedName,
  namespace: string,
): Promise<Inventory | undefined> {
  const cm = await cluster.get(configMapRef(namespace, inventoryName(kustomization)));
  if (!cm) return undefined;
  const inventory = decodeInventory(cm);
  if (sameKustomization(inventory.kustomization, kustomization)) return inventory;
  throw new InventoryOwnerError(
    `ConfigMap/${namespace}/${cm.metadata.name} is the inventory of Kustomization ${kustomizationKey(inventory.kustomization)}, not of ${kustomizationKey(kustomization)}: it is left alone`,
  );
}

function sameKustomization(a: NamespacedName | undefined, b: NamespacedName): boolean {
  return a !== undefined && a.namespace === b.namespace && a.name === b.name;
}

const warned = new WeakMap<Cluster, Set<string>>();
const forbidden = new WeakMap<Cluster, ApiError>();

/** Logs `message` once per run (per connection) under `key`. */
function warnOnce(
  cluster: Cluster,
  log: Pick<Logger, "warn"> | undefined,
  key: string,
  message: string,
): void {
  const done = warned.get(cluster) ?? new Set<string>();
  warned.set(cluster, done);
  if (done.has(key)) return;
  done.add(key);
  log?.warn(message);
}

/**
 * Every kustomize-sync inventory in the cluster (for removed Kustomizations and prune safety). A
 * ConfigMap carrying the inventory label that is not a usable inventory (a stray, a damaged one)
 * is skipped with one warning per run naming it: it must never break the runs of unrelated
 * repositories.
 *
 * Credentials limited to some namespaces cannot list ConfigMaps cluster-wide: given `visible`
 * (the namespaces this run's inventories live in), a Forbidden cluster-wide list falls back to
 * those, with one warning saying what could not be checked.
 */
export async function listInventories(
  cluster: Cluster,
  log?: Pick<Logger, "warn">,
  visible?: readonly string[],
): Promise<Inventory[]> {
  const selector = { apiVersion: "v1", kind: "ConfigMap", labelSelector: `${INVENTORY_LABEL}=true` };
  let items: KubeObject[];
  try {
    // Once Forbidden, not asked again in this run (prune lists inventories before every batch).
    const denied = forbidden.get(cluster);
    if (denied && visible) throw denied;
    items = await cluster.list(selector);
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 403) || !visible) throw err;
    forbidden.set(cluster, err);
    const namespaces = [...new Set(visible)].sort();
    const lists = await Promise.all(
      namespaces.map((namespace) =>
        cluster.list({ ...selector, namespace }).catch((nsErr: unknown) => {
          if (!(nsErr instanceof ApiError && nsErr.status === 403)) throw nsErr;
          return undefined;
        }),
      ),
    );
    const unseen = namespaces.filter((_, i) => lists[i] === undefined);
    const seen = namespaces.filter((_, i) => lists[i] !== undefined);
    warnOnce(
      cluster,
      log,
      "inventories:forbidden",
      `cannot list inventory ConfigMaps in all namespaces (${err.reason}): looked only in ` +
        `${seen.length > 0 ? seen.join(", ") : "no namespace"}${unseen.length > 0 ? ` (not allowed in ${unseen.join(", ")} either)` : ""}; ` +
        "Kustomizations removed from the repository whose inventory is elsewhere are not finalized, and prune does not see " +
        "other Kustomizations' inventories there (grant list on configmaps cluster-wide to check everything; docs/ACTION.md, RBAC)",
    );
    items = lists.flatMap((l) => l ?? []);
  }
  const inventories: Inventory[] = [];
  for (const cm of items) {
    try {
      inventories.push(decodeInventory(cm));
    } catch (err) {
      if (!(err instanceof InventoryDamagedError)) throw err;
      warnOnce(
        cluster,
        log,
        err.configMap,
        inventoryStoreText.skipped(err.message, err.configMap, err.owner),
      );
    }
  }
  return inventories;
}

/** Writes (server-side apply) the inventory under its current name, creating its namespace first when missing. */
export async function writeInventory(cluster: Cluster, inventory: Inventory): Promise<void> {
  await ensureNamespace(cluster, inventory.namespace);
  await cluster.apply(encodeInventory(inventory));
}

/**
 * Deletes the inventory, only at the resourceVersion read (409 Conflict when someone wrote it
 * since: what they listed must not lose its inventory).
 */
export async function deleteInventory(cluster: Cluster, inventory: Inventory): Promise<void> {
  const read = new Map((inventory.stored ?? []).map((s) => [s.name, s.resourceVersion]));
  const names = new Set([inventoryName(inventory.kustomization), ...read.keys()]);
  for (const name of names) {
    const resourceVersion = read.get(name);
    await cluster.delete(configMapRef(inventory.namespace, name), resourceVersion ? { resourceVersion } : {});
  }
}

const ensured = new WeakMap<Cluster, Set<string>>();

/**
 * A cluster without Flux has no flux-system namespace. It is created labelled as ours but never
 * entered into an inventory, so it can never be pruned. One still being deleted is waited for
 * (saying so) and created again. Credentials limited to namespaces cannot read a Namespace
 * object: then it is taken to exist (a write into a missing one fails, naming it).
 */
export async function ensureNamespace(
  cluster: Cluster,
  namespace: string,
  wait: { log?: Pick<Logger, "progress">; timeoutMs?: number } = {},
): Promise<void> {
  const done = ensured.get(cluster) ?? new Set<string>();
  ensured.set(cluster, done);
  if (done.has(namespace)) return;
  const ref = { group: "", version: "v1", kind: "Namespace", namespace: "", name: namespace };
  let existing: KubeObject | undefined;
  try {
    existing = await cluster.get(ref);
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 403)) throw err;
    done.add(namespace);
    return;
  }
  if (existing?.metadata.deletionTimestamp) {
    if (!(await waitGone(cluster, ref, wait.timeoutMs ?? 300_000, wait.log))) {
      throw new ApiError({
        status: 409,
        reason: "Conflict",
        message: `it is still being deleted after ${Math.round((wait.timeoutMs ?? 300_000) / 1000)}s; inventories and locks cannot be kept in it`,
        verb: "create",
        operation: "create",
        target: { kind: "Namespace", name: namespace },
      });
    }
    existing = undefined;
  }
  if (!existing) {
    await cluster.apply({
      apiVersion: "v1",
      kind: "Namespace",
      metadata: { name: namespace, labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE } },
    });
  }
  done.add(namespace);
}
