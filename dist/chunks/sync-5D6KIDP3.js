import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  printProblems
} from "./chunk-5LA5GGXF.js";
import {
  destroy,
  sync
} from "./chunk-DO6HJXFB.js";
import "./chunk-3UA3ONTY.js";
import "./chunk-KUVKPOB5.js";
import "./chunk-RT4BOVKI.js";
import "./chunk-V5EQMGX6.js";
import {
  planDiff,
  renderChangeLines,
  renderDiffText,
  renderReleaseLines,
  renderTextTable,
  warningLines
} from "./chunk-QE7ZJUKM.js";
import "./chunk-A6SHELBC.js";
import "./chunk-F5MQMX6L.js";
import "./chunk-IQ6AWIUX.js";
import "./chunk-BUIMFUIX.js";
import "./chunk-NE6SRN4W.js";
import "./chunk-PZILXVI7.js";

// src/cli/sync.ts
async function syncCommand(command, options, log, out) {
  const report = command === "destroy" ? await destroy(options) : await sync(options);
  printProblems(report, { table: true });
  for (const k of report.kustomizations) {
    for (const change of renderChangeLines(k, report.mode)) log.info(`${k.namespace}/${k.name}: ${change}`);
    for (const release of renderReleaseLines(k)) log.info(`${k.namespace}/${k.name}: ${release}`);
    for (const warning of warningLines(report, k)) log.warn(warning);
  }
  if (command !== "plan") {
    out(`${renderTextTable(report)}
`);
    return { report };
  }
  const diff = planDiff(report);
  out(renderDiffText(diff, void 0, { failures: false }));
  out(`${renderTextTable(report)}
`);
  return { report, hasChanges: diff.hasChanges };
}
export {
  syncCommand
};
