import { type KustomizationSpec, kustomizationKey } from "../model/index.js";
import { compareKeys, type Plan } from "./plan.js";

/** Beyond this many root-to-leaf chains the chain section is left out: levels say it all. */
const MAX_CHAINS = 20;
/** Chains are only worth tracing in graphs a person would read whole. */
const MAX_KUSTOMIZATIONS_FOR_CHAINS = 200;

/**
 * The plan for a terminal: one line per level with what each Kustomization waits for, the
 * dependency chains when there are few enough to read, then what is blocked and why.
 *
 *   level 0  webapp-common
 *   level 1  webapp-backend ← webapp-common
 *   level 2  webapp-frontend ← webapp-backend
 *
 *   webapp-common → webapp-backend → webapp-frontend
 */
export function formatGraph(plan: Plan): string {
  const name = displayName(plan);
  const lines: string[] = [];
  const dependencies = new Map<string, string[]>();
  for (const [from, to] of plan.edges) dependencies.set(to, [...(dependencies.get(to) ?? []), from]);

  plan.levels.forEach((specs, i) => {
    const label = `level ${i}`;
    specs.forEach((spec, j) => {
      const key = kustomizationKey(spec);
      const deps = dependencies.get(key) ?? [];
      const waits = deps.length > 0 ? ` ← ${deps.map(name).join(", ")}` : "";
      const parent = plan.parents.get(key);
      const definedBy = parent ? ` (defined by ${name(parent)})` : "";
      lines.push(`${(j === 0 ? label : "").padEnd(9)}${name(key)}${waits}${definedBy}`);
    });
  });

  const chains =
    plan.order.length <= MAX_KUSTOMIZATIONS_FOR_CHAINS ? dependencyChains(plan, MAX_CHAINS + 1) : [];
  if (chains.length > 0 && chains.length <= MAX_CHAINS && chains.some((c) => c.length > 1)) {
    lines.push("");
    for (const chain of chains) lines.push(chain.map(name).join(" → "));
  }

  if (plan.blocked.size > 0) {
    if (lines.length > 0) lines.push("");
    lines.push("blocked");
    const keys = [...plan.blocked.keys()].sort(compareKeys);
    const width = Math.max(...keys.map((key) => name(key).length));
    for (const key of keys) lines.push(`  ${name(key).padEnd(width)}  ${plan.blocked.get(key)!.message}`);
  }
  if (lines.length === 0) lines.push("no Kustomizations");
  return lines.join("\n");
}

/**
 * Root-to-leaf paths through the planned (unblocked) Kustomizations (along dependsOn, and from
 * each parent to its children), as "ns/name" keys, in apply order; stops after `limit` paths because a wide DAG has exponentially many.
 */
export function dependencyChains(plan: Plan, limit = Number.POSITIVE_INFINITY): string[][] {
  const planned = new Set(plan.order.map(kustomizationKey));
  const dependants = new Map<string, string[]>();
  const hasDependency = new Set<string>();
  // A parent comes before the children its render defines; a chain shows it only before a child
  // that waits for nothing else (the others follow from it).
  const waits = new Set(
    plan.edges.filter(([from, to]) => planned.has(from) && planned.has(to)).map(([, to]) => to),
  );
  const parentEdges = [...plan.parents]
    .filter(([child]) => !waits.has(child))
    .map(([child, parent]): [string, string] => [parent, child]);
  for (const [from, to] of [...plan.edges, ...parentEdges]) {
    if (!planned.has(from) || !planned.has(to)) continue;
    if ((dependants.get(from) ?? []).includes(to)) continue;
    dependants.set(from, [...(dependants.get(from) ?? []), to]);
    hasDependency.add(to);
  }
  const chains: string[][] = [];
  const walk = (path: string[]) => {
    if (chains.length >= limit) return;
    const next = dependants.get(path[path.length - 1]!) ?? [];
    if (next.length === 0) chains.push(path);
    for (const key of next) walk([...path, key]);
  };
  for (const spec of plan.order) {
    const key = kustomizationKey(spec);
    if (!hasDependency.has(key)) walk([key]);
  }
  return chains;
}

/** Plain names when everything lives in one namespace, as `flux get kustomizations` shows them. */
function displayName(plan: Plan): (key: string) => string {
  const keys = [
    ...plan.order.map((spec: KustomizationSpec) => kustomizationKey(spec)),
    ...plan.blocked.keys(),
  ];
  for (const [from, to] of plan.edges) keys.push(from, to);
  for (const [child, parent] of plan.parents) keys.push(child, parent);
  const namespaces = new Set(keys.map((key) => key.slice(0, key.indexOf("/"))));
  return namespaces.size <= 1 ? (key) => key.slice(key.indexOf("/") + 1) : (key) => key;
}
