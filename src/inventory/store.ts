import type { Cluster } from "../cluster/types.js";
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, type NamespacedName } from "../model/index.js";
import { decodeInventory, encodeInventory, INVENTORY_LABEL, type Inventory, inventoryName } from "./codec.js";

/** Reads the inventory of one Kustomization; undefined on its first run. */
export async function readInventory(
  cluster: Cluster,
  kustomization: NamespacedName,
  namespace: string,
): Promise<Inventory | undefined> {
  const cm = await cluster.get({
    group: "",
    version: "v1",
    kind: "ConfigMap",
    namespace,
    name: inventoryName(kustomization),
  });
  return cm ? decodeInventory(cm) : undefined;
}

/** Every kustomize-sync inventory in the cluster (for removed Kustomizations and Namespace safety). */
export async function listInventories(cluster: Cluster): Promise<Inventory[]> {
  const items = await cluster.list({
    apiVersion: "v1",
    kind: "ConfigMap",
    labelSelector: `${INVENTORY_LABEL}=true`,
  });
  return items.map(decodeInventory);
}

/** Writes (server-side apply) the inventory, creating its namespace first when missing. */
export async function writeInventory(cluster: Cluster, inventory: Inventory): Promise<void> {
  await ensureNamespace(cluster, inventory.namespace);
  await cluster.apply(encodeInventory(inventory));
}

export async function deleteInventory(cluster: Cluster, inventory: Inventory): Promise<void> {
  await cluster.delete({
    group: "",
    version: "v1",
    kind: "ConfigMap",
    namespace: inventory.namespace,
    name: inventoryName(inventory.kustomization),
  });
}

const ensured = new WeakMap<Cluster, Set<string>>();

/**
 * A cluster without Flux has no flux-system namespace. It is created labelled as ours but never
 * entered into an inventory, so it can never be pruned.
 */
export async function ensureNamespace(cluster: Cluster, namespace: string): Promise<void> {
  const done = ensured.get(cluster) ?? new Set<string>();
  ensured.set(cluster, done);
  if (done.has(namespace)) return;
  const existing = await cluster.get({
    group: "",
    version: "v1",
    kind: "Namespace",
    namespace: "",
    name: namespace,
  });
  if (!existing) {
    await cluster.apply({
      apiVersion: "v1",
      kind: "Namespace",
      metadata: { name: namespace, labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE } },
    });
  }
  done.add(namespace);
}
