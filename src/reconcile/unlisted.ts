import type { ApplyPlan } from "../apply/index.js";
import { ApiError } from "../cluster/errors.js";
import type { Cluster } from "../cluster/types.js";
import { type Inventory, inventoryName } from "../inventory/index.js";
import {
  formatRef,
  type KustomizationSpec,
  type Logger,
  mapLimit,
  objectId,
  ownerSelector,
} from "../model/index.js";
import { generated, listableKinds } from "../prune/index.js";
import { inventoryText } from "./messages.js";

/** Kinds listed at once when looking for objects labelled as a Kustomization's. */
const LISTS_AT_ONCE = 8;

/**
 * A Kustomization without an inventory whose objects already exist, labelled as its own and
 * listed by no other inventory (a preview environment's shared objects are): the inventory was
 * deleted since the last run. Prune can only ever delete what an inventory lists,
 * so what an earlier revision applied and this one no longer declares would stay forever,
 * unnoticed. It is looked for (a LIST by owner labels of every kind served: only in this rare
 * case) and named in one warning that says how to bring it back under prune.
 */
export async function warnIfInventoryMissing(
  run: {
    spec: KustomizationSpec;
    cluster: Cluster;
    inventoryNamespace: string;
    options: { log: Logger };
    warnings: string[];
  },
  plan: ApplyPlan,
  inventories: () => Promise<Inventory[]>,
): Promise<void> {
  if (!plan.planned.some((p) => p.labelledOurs)) return; // its first run: nothing of it exists yet
  let listed: Set<string>;
  try {
    listed = new Set((await inventories()).flatMap((inv) => inv.entries.map((e) => e.id)));
  } catch (err) {
    if (err instanceof ApiError) return; // what other inventories list is not known: claim nothing
    throw err;
  }
  const found = plan.planned.filter((p) => p.labelledOurs && !listed.has(p.id)).length;
  if (found === 0) return;
  const known = new Set([...plan.planned.map((p) => p.id), ...listed]);
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

/** Objects labelled as the Kustomization's that are not among `known`, and kinds that could not be listed. */
async function labelledOutside(
  cluster: Cluster,
  ks: KustomizationSpec,
  known: ReadonlySet<string>,
): Promise<{ unpruned: string[]; unlisted: string[] }> {
  const unpruned: string[] = [];
  const unlisted: string[] = [];
  await mapLimit(listableKinds(await cluster.resources()), LISTS_AT_ONCE, async (m) => {
    try {
      const items = await cluster.list({
        apiVersion: m.group ? `${m.group}/${m.version}` : m.version,
        kind: m.kind,
        labelSelector: ownerSelector(ks),
      });
      for (const o of items.filter((item) => !generated(item))) {
        const ref = {
          group: m.group,
          kind: m.kind,
          namespace: m.namespaced ? (o.metadata.namespace ?? "") : "",
          name: o.metadata.name,
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
