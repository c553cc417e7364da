export { type BuildOutcome, build, mapLimit, type RenderedDefinition, renderDefinition } from "./build.js";
export { type ReconcileContext, reconcileKustomization } from "./kustomization.js";
export { runSecrets, sync } from "./sync.js";
export { type ValidateOutcome, validate } from "./validate.js";
