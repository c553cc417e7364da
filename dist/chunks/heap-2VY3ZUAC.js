import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  limitHeapGrowth
} from "./chunk-ADJOR6CP.js";
import "./chunk-PZILXVI7.js";
export {
  limitHeapGrowth
};
