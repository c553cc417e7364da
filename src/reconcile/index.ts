export { build } from "./build.js";
export { destroy } from "./destroy.js";
export { diffAgainstBase } from "./revisions.js";
export { sync } from "./sync.js";
export { validate } from "./validate.js";
