export { dependencyChains, formatGraph } from "./format.js";
export { dependencyText } from "./messages.js";
export { type BlockedKustomization, type Plan, planGraph } from "./plan.js";
