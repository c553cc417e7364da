import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  printProblems
} from "./chunk-HYOPWVZ5.js";
import {
  destroy,
  sync
} from "./chunk-HPNZ66TA.js";
import "./chunk-NZKSY4QB.js";
import "./chunk-3D7C3DS2.js";
import "./chunk-G3XKWZAE.js";
import "./chunk-IXP7XDRN.js";
import {
  planDiff,
  renderChangeLines,
  renderDiffText,
  renderReleaseLines,
  renderTextTable,
  warningLines
} from "./chunk-OFB453H5.js";
import "./chunk-A6SHELBC.js";
import "./chunk-5Y76KIXF.js";
import "./chunk-IQ6AWIUX.js";
import "./chunk-62RVOYUZ.js";
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
