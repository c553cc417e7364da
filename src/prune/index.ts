export { type PruneInput, type PruneOutcome, pruneStale } from "./prune.js";
