/**
 * Dependency cycles, found as strongly connected components (Tarjan, iterative so a long
 * chain cannot overflow the stack). Each member gets the shortest cycle through itself, so
 * its message reads from its own point of view: `circular dependency detected: b -> a -> b`.
 */

export interface Cycles {
  /** Each distinct cycle once, rotated to start at its smallest key, as display names. */
  cycles: string[][];
  /** Member key → a closed cycle path through it, as display names. */
  cycleThrough: Map<string, string[]>;
}

/** Beyond this many members, every member shares one cycle instead of a search each. */
const PER_MEMBER_SEARCH_LIMIT = 100;

export function findCycles(keys: readonly string[], dependenciesOf: (key: string) => string[]): Cycles {
  const cycles: string[][] = [];
  const seenCycles = new Set<string>();
  const cycleThrough = new Map<string, string[]>();
  for (const component of stronglyConnected(keys, dependenciesOf)) {
    const members = new Set(component);
    const isSelfLoop = component.length === 1 && dependenciesOf(component[0]!).includes(component[0]!);
    if (component.length === 1 && !isSelfLoop) continue;
    const sorted = [...component].sort();
    const inside = (key: string) =>
      dependenciesOf(key)
        .filter((dep) => members.has(dep))
        .sort();
    const shared = sorted.length > PER_MEMBER_SEARCH_LIMIT ? shortestCycle(sorted[0]!, inside) : undefined;
    for (const member of sorted) {
      const cycle = shared ?? shortestCycle(member, inside);
      const names = displayNames(cycle);
      cycleThrough.set(member, names);
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
function shortestCycle(start: string, next: (key: string) => string[]): string[] {
  const parent = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const key = queue[i]!;
    for (const dep of next(key)) {
      if (dep === start) {
        const path = [start];
        for (let at = key; at !== start; at = parent.get(at)!) path.push(at);
        // path is start, then the chain walked back; reverse the chain to follow dependsOn.
        return [start, ...path.slice(1).reverse(), start];
      }
      if (!parent.has(dep)) {
        parent.set(dep, key);
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

function stronglyConnected(keys: readonly string[], dependenciesOf: (key: string) => string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const root of keys) {
    if (index.has(root)) continue;
    const work: Array<{ key: string; deps: string[]; next: number }> = [];
    const enter = (key: string) => {
      index.set(key, counter);
      low.set(key, counter);
      counter++;
      stack.push(key);
      onStack.add(key);
      work.push({ key, deps: dependenciesOf(key), next: 0 });
    };
    enter(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      if (frame.next < frame.deps.length) {
        const dep = frame.deps[frame.next++]!;
        if (!index.has(dep)) enter(dep);
        else if (onStack.has(dep)) low.set(frame.key, Math.min(low.get(frame.key)!, index.get(dep)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.key, Math.min(low.get(parent.key)!, low.get(frame.key)!));
      if (low.get(frame.key) === index.get(frame.key)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.key);
        components.push(component);
      }
    }
  }
  return components;
}
