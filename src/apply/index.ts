export {
  type ApplyInput,
  type ApplyOutcome,
  applyKustomization,
  type DesiredObject,
  waitGone,
} from "./apply.js";
export { compareForApply, kindRank, type Stage, stageOf } from "./order.js";
