// diff/revisions.ts still imports it from here; its home is model/async.ts.
export { mapLimit } from "../model/index.js";
export { type BuildOutcome, build, type RenderedDefinition, renderDefinition } from "./build.js";
export { type ReconcileContext, reconcileKustomization } from "./kustomization.js";
export { runSecrets, sync } from "./sync.js";
export { type ValidateOutcome, validate } from "./validate.js";
