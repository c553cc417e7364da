import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  printProblems
} from "./chunk-5LA5GGXF.js";
import {
  formatGraph,
  validate
} from "./chunk-RT4BOVKI.js";
import {
  warningLines
} from "./chunk-QE7ZJUKM.js";
import "./chunk-A6SHELBC.js";
import "./chunk-IQ6AWIUX.js";
import "./chunk-NE6SRN4W.js";
import "./chunk-PZILXVI7.js";

// src/cli/validate.ts
async function validateCommand(command, options, log, out) {
  const outcome = await validate(options);
  const report = outcome.report;
  printProblems(report);
  for (const k of report.kustomizations) for (const warning of warningLines(report, k)) log.warn(warning);
  if (command === "graph") out(`${formatGraph(outcome.plan)}
`);
  else printValidateSummary(report, out);
  return { report };
}
function printValidateSummary(report, out) {
  const total = report.kustomizations.length;
  const blocked = report.kustomizations.filter((k) => k.ready === "False").length;
  const problems = report.problems?.length ?? 0;
  const status = report.ready ? "\u2714" : "\u2716";
  out(
    `${status} ${total} Kustomization${total === 1 ? "" : "s"} found, ${problems} problem${problems === 1 ? "" : "s"}, ${blocked} blocked by dependencies
`
  );
}
export {
  validateCommand
};
