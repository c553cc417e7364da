import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  printProblems
} from "./chunk-5LA5GGXF.js";
import {
  build
} from "./chunk-KUVKPOB5.js";
import "./chunk-RT4BOVKI.js";
import {
  warningLines
} from "./chunk-QE7ZJUKM.js";
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
