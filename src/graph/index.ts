// Orders Kustomizations by dependsOn into levels for the scheduler, and names what cannot run
// (cycles, missing dependencies, and everything downstream) with Flux's messages.
export { formatGraph } from "./format.js";
export { dependencyText } from "./messages.js";
export { type Plan, planGraph } from "./plan.js";
