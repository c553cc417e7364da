export { type ValidateOutcome, validate } from "./validate.js";
