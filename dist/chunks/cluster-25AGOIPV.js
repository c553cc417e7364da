import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  KubeCluster,
  connect
} from "./chunk-5Y76KIXF.js";
import "./chunk-IQ6AWIUX.js";
import "./chunk-62RVOYUZ.js";
import "./chunk-PZILXVI7.js";
export {
  KubeCluster,
  connect
};
