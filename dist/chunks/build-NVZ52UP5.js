import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  printProblems
} from "./chunk-LFGHSYML.js";
import {
  build
} from "./chunk-XVTJRFY4.js";
import {
  warningLines
} from "./chunk-3XHI6R46.js";
import "./chunk-SXA6GXF3.js";
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
