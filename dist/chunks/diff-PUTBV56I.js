import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  EXIT_CHANGES,
  humanOutput,
  writeReport
} from "./chunk-5LA5GGXF.js";
import {
  diffAgainstBase
} from "./chunk-3UA3ONTY.js";
import "./chunk-KUVKPOB5.js";
import "./chunk-RT4BOVKI.js";
import "./chunk-V5EQMGX6.js";
import {
  GITHUB_LIMITS,
  SecretValues,
  UsageError,
  codeSpan,
  redactDeep,
  renderDiffMarkdown,
  renderDiffText,
  shortRevision
} from "./chunk-QE7ZJUKM.js";
import "./chunk-A6SHELBC.js";
import "./chunk-IQ6AWIUX.js";
import {
  formatProblem,
  oneLine
} from "./chunk-NE6SRN4W.js";
import "./chunk-PZILXVI7.js";

// src/cli/diff.ts
async function diffCommand(flags, options, started) {
  const base = flags.base?.trim();
  if (!base)
    throw new UsageError("--base: the git revision to compare with is required (e.g. --base origin/main)");
  const secrets = new SecretValues([]);
  const report = redactDeep(
    await diffAgainstBase(options, base, secrets, void 0, started ? { started } : {}),
    secrets.values
  );
  for (const problem of report.problems) process.stderr.write(`${formatProblem(problem)}
`);
  for (const k of report.kustomizations) {
    for (const problem of k.problems) process.stderr.write(`${k.namespace}/${k.name}: ${oneLine(problem)}
`);
  }
  humanOutput(flags.json, flags.markdown)(renderDiffText(report, report));
  const outputs = [
    ["--json", flags.json, () => `${JSON.stringify(report, null, 2)}
`],
    [
      "--markdown",
      flags.markdown,
      () => renderDiffMarkdown(report, {
        title: `### Changes from ${codeSpan(shortRevision(report.base.revision))} to ${codeSpan(shortRevision(report.head.revision))}`,
        limit: {
          max: GITHUB_LIMITS.summaryBytes,
          unit: "bytes",
          fullReport: flags.json ? `the JSON report (${codeSpan(flags.json)})` : "the output of the step"
        }
      })
    ]
  ];
  for (const [flag, file, text] of outputs) {
    if (!file) continue;
    try {
      await writeReport(file, text());
    } catch (err) {
      process.stderr.write(`kustomize-sync diff: ${flag}: cannot write ${file}: ${err.message}
`);
      return 2;
    }
  }
  if (!report.ready) return 1;
  return flags.exitCode && report.hasChanges ? EXIT_CHANGES : 0;
}
export {
  diffCommand
};
