export { foreignObjects, generated, listableKinds } from "./namespace.js";
export { pruneStale } from "./prune.js";
