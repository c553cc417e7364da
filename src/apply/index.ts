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
export { kindRank } from "./order.js";
