/**
 * Dependency cycles, found as strongly connected components (Tarjan, iterative so a long
 * chain cannot overflow the stack). Each member gets the shortest cycle through itself, so
 * its message reads from its own point of view: `circular dependency detected: b -> a -> b`.
 */

export interface Cycles {
  /** Each distinct cycle once, rotated to start at its smallest key, as display names. */
  cycles: string[][];
  /** Member id → a closed cycle path through it, as display names. */
  cycleThrough: Map<number, string[]>;
}

/** Beyond this many members, every member shares one cycle instead of a search each. */
const PER_MEMBER_SEARCH_LIMIT = 100;

/** `keys[id]` names node `id`; `dependencies[id]` lists the ids it depends on. */
export function findCycles(keys: readonly string[], dependencies: readonly number[][]): Cycles {
  const cycles: string[][] = [];
  const seenCycles = new Set<string>();
  const cycleThrough = new Map<number, string[]>();
  for (const component of stronglyConnected(dependencies)) {
    const only = component[0]!;
    if (component.length === 1 && !dependencies[only]!.includes(only)) continue;
    const members = new Set(component);
    const sorted = [...component].sort((a, b) => a - b); // ids are in key order
    const inside = (id: number) => dependencies[id]!.filter((dep) => members.has(dep)).sort((a, b) => a - b);
    const shared = sorted.length > PER_MEMBER_SEARCH_LIMIT ? shortestCycle(sorted[0]!, inside) : undefined;
    for (const member of sorted) {
      const cycle = (shared ?? shortestCycle(member, inside)).map((id) => keys[id]!);
      cycleThrough.set(member, displayNames(cycle));
      const canonical = displayNames(rotateToSmallest(cycle));
      const id = canonical.join("\u0000");
      if (!seenCycles.has(id)) {
        seenCycles.add(id);
        cycles.push(canonical);
      }
    }
  }
  cycles.sort((a, b) => (a.join(" ") < b.join(" ") ? -1 : 1));
  return { cycles, cycleThrough };
}

/** Closed path `start -> ... -> start` by breadth-first search along dependsOn. */
function shortestCycle(start: number, next: (id: number) => number[]): number[] {
  const parent = new Map<number, number>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    for (const dep of next(id)) {
      if (dep === start) {
        const back: number[] = [];
        for (let at = id; at !== start; at = parent.get(at)!) back.push(at);
        return [start, ...back.reverse(), start];
      }
      if (!parent.has(dep)) {
        parent.set(dep, id);
        queue.push(dep);
      }
    }
  }
  return [start, start];
}

function rotateToSmallest(cycle: string[]): string[] {
  const open = cycle.slice(0, -1);
  let smallest = 0;
  for (let i = 1; i < open.length; i++) if (open[i]! < open[smallest]!) smallest = i;
  const rotated = [...open.slice(smallest), ...open.slice(0, smallest)];
  return [...rotated, rotated[0]!];
}

/**
 * Plain names when the whole cycle lives in one namespace (the usual case, and Flux's sorter
 * prints names the same way); `namespace/name` as soon as it crosses namespaces.
 */
function displayNames(cycle: string[]): string[] {
  const namespaces = new Set(cycle.map((key) => key.slice(0, key.indexOf("/"))));
  return namespaces.size === 1 ? cycle.map((key) => key.slice(key.indexOf("/") + 1)) : cycle;
}

function stronglyConnected(dependencies: readonly number[][]): number[][] {
  const count = dependencies.length;
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  const work: Array<{ id: number; next: number }> = [];
  const enter = (id: number) => {
    index[id] = low[id] = counter++;
    stack.push(id);
    onStack[id] = 1;
    work.push({ id, next: 0 });
  };
  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    enter(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const deps = dependencies[frame.id]!;
      if (frame.next < deps.length) {
        const dep = deps[frame.next++]!;
        if (index[dep] === -1) enter(dep);
        else if (onStack[dep]) low[frame.id] = Math.min(low[frame.id]!, index[dep]!);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent.id] = Math.min(low[parent.id]!, low[frame.id]!);
      if (low[frame.id] === index[frame.id]) {
        const component: number[] = [];
        let member: number;
        do {
          member = stack.pop()!;
          onStack[member] = 0;
          component.push(member);
        } while (member !== frame.id);
        components.push(component);
      }
    }
  }
  return components;
}
