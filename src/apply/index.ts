export {
  type ApplyInput,
  type ApplyOutcome,
  type ApplyPlan,
  applyKustomization,
  type DesiredObject,
  executeApply,
  planApply,
  planOutcome,
  slowWait,
  waitGone,
} from "./apply.js";
export { compareForApply, kindRank, type Stage, stageOf } from "./order.js";
