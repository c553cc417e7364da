import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  __require
} from "./chunk-PZILXVI7.js";

// node-http-through-require:https
var builtin = __require("node:https");
var https_default = builtin;
var { Agent, Server, createServer, get, request } = builtin;

export {
  https_default,
  Agent
};
