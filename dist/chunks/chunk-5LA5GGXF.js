import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  problemLines
} from "./chunk-QE7ZJUKM.js";

// src/cli/output.ts
import { once } from "node:events";
import { fstatSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
var EXIT_CHANGES = 3;
function isStandardOutput(file) {
  if (file === void 0) return false;
  if (file === "-") return true;
  try {
    const out = fstatSync(1);
    const target = statSync(file);
    return out.dev === target.dev && out.ino === target.ino;
  } catch {
    return false;
  }
}
function humanOutput(...files) {
  return files.some(isStandardOutput) ? (text) => process.stderr.write(text) : (text) => process.stdout.write(text);
}
async function writeReport(file, text) {
  if (!isStandardOutput(file)) return writeFile(file, text);
  if (!process.stdout.write(text)) await once(process.stdout, "drain");
}
function printProblems(report, options = {}) {
  for (const line of problemLines(report, options)) process.stderr.write(`${line}
`);
}

export {
  EXIT_CHANGES,
  isStandardOutput,
  humanOutput,
  writeReport,
  printProblems
};
