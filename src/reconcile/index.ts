// diff/revisions.ts still imports it from here; its home is model/async.ts.
export { mapLimit } from "../model/index.js";
export { build, renderDefinition } from "./build.js";
export { destroy } from "./destroy.js";
export { runSecrets, sync } from "./sync.js";
export { validate } from "./validate.js";
