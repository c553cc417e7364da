export { foreignObjects } from "./namespace.js";
export { pruneStale } from "./prune.js";
