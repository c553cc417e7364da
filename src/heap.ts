import { setFlagsFromString } from "node:v8";

/**
 * After each full garbage collection V8 lets the old generation grow to up to 4× what survived
 * it. A run promotes much short-lived data (objects in flight while thousands of requests are
 * under way), so a fresh apply of 20,000 objects held 200 MiB of heap for 50 MiB alive. 1.5×
 * keeps its peak RSS near 200 MiB at no measurable cost in time (docs/PROFILE.md, section 5).
 * The factor is read at every collection, so it can be set once node runs, unlike the young
 * generation's size (src/cli.ts, action.yml). Set it after the modules a command needs are
 * loaded, and only where the heap grows (sync, plan, destroy): node keeps its own built-in
 * modules compiled, checked against V8's flags, so every built-in loaded after the change is
 * compiled anew. Set first thing, that was 25-40 ms of every start (a tenth of a warm `diff`).
 */
export function limitHeapGrowth(): void {
  setFlagsFromString("--heap-growing-percent=50");
}
