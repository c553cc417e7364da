export { pruneStale } from "./prune.js";
