export {
  type ApplyInput,
  type ApplyOutcome,
  type ApplyPlan,
  type DesiredObject,
  executeApply,
  planApply,
  planOutcome,
  waitGone,
} from "./apply.js";
export { compileDriftIgnore, type DriftIgnore, withoutPaths } from "./ignore.js";
export { compareForApply, kindRank } from "./order.js";
