import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  printProblems
} from "./chunk-KVV74VLK.js";
import {
  build
} from "./chunk-JBZJ4ZCS.js";
import "./chunk-XDSWAHGW.js";
import {
  warningLines
} from "./chunk-PXQ5VHNJ.js";
import "./chunk-A6SHELBC.js";
import "./chunk-IQ6AWIUX.js";
import "./chunk-NE6SRN4W.js";
import "./chunk-PZILXVI7.js";

// src/cli/build.ts
async function buildCommand(options, out) {
  const outcome = await build(options);
  const report = outcome.report;
  printProblems(report);
  for (const k of report.kustomizations)
    for (const warning of warningLines(report, k)) process.stderr.write(`${warning}
`);
  out(outcome.yaml);
  return { report };
}
export {
  buildCommand
};
