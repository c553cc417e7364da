import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  KubeCluster,
  connect
} from "./chunk-F5MQMX6L.js";
import "./chunk-IQ6AWIUX.js";
import "./chunk-BUIMFUIX.js";
import "./chunk-NE6SRN4W.js";
import "./chunk-PZILXVI7.js";
export {
  KubeCluster,
  connect
};
