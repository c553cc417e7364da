import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  KubeCluster,
  connect
} from "./chunk-Y7KDJSLE.js";
import "./chunk-IQ6AWIUX.js";
import "./chunk-BUIMFUIX.js";
import "./chunk-WP3OHNE3.js";
import "./chunk-PZILXVI7.js";
export {
  KubeCluster,
  connect
};
