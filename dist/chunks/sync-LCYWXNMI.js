import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  printProblems
} from "./chunk-6DHMQZHW.js";
import {
  destroy,
  sync
} from "./chunk-KITSMHT5.js";
import "./chunk-3SD4U2CR.js";
import "./chunk-TEB6VH6H.js";
import "./chunk-4DUM3NQJ.js";
import "./chunk-GKK6RYFT.js";
import {
  planDiff,
  renderChangeLines,
  renderDiffText,
  renderReleaseLines,
  renderTextTable,
  warningLines
} from "./chunk-X2YDNYLB.js";
import "./chunk-A6SHELBC.js";
import "./chunk-Y7KDJSLE.js";
import "./chunk-IQ6AWIUX.js";
import "./chunk-BUIMFUIX.js";
import "./chunk-WP3OHNE3.js";
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
