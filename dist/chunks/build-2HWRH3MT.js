import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  printProblems
} from "./chunk-HYOPWVZ5.js";
import {
  build
} from "./chunk-3D7C3DS2.js";
import "./chunk-G3XKWZAE.js";
import {
  warningLines
} from "./chunk-OFB453H5.js";
import "./chunk-A6SHELBC.js";
import "./chunk-IQ6AWIUX.js";
import "./chunk-62RVOYUZ.js";
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
