export {
  type ApplyInput,
  type DesiredObject,
  executeApply,
  planApply,
  planOutcome,
  waitGone,
} from "./apply.js";
export { compareForApply, kindRank } from "./order.js";
