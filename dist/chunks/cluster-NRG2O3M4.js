import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  KubeCluster,
  connect
} from "./chunk-IBGBFMW7.js";
import "./chunk-IQ6AWIUX.js";
import "./chunk-IL6FMPCR.js";
import "./chunk-PZILXVI7.js";
export {
  KubeCluster,
  connect
};
