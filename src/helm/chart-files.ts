// What is checked in a chart before Helm reads it: that it stays inside itself, and whether its
// templates call `lookup`.
import { readdir, readFile, realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { within } from "../build/index.js";
import { renderMessages } from "./render-messages.js";
import { HelmError } from "./types.js";

/**
 * Refuses a chart with a symlink that resolves outside the chart directory. Helm's loader follows
 * symlinks (pkg/chart/loader via sympath.Walk), so a chart from a Git source could otherwise read
 * any file of the runner (a kubeconfig, a credentials file) into `.Files` and print it. Source
 * confinement (build/confine.ts) applies the same rule to kustomize.
 */
export async function confineChart(dir: string, chart: string): Promise<void> {
  const root = await realpath(dir);
  const walk = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true });
    for (const entry of entries) {
      const full = join(current, entry.name);
      if (entry.isSymbolicLink()) {
        const target = await realpath(full).catch(() => undefined);
        // A dangling link reads nothing; Helm reports it itself.
        if (target !== undefined && !within(root, target))
          throw new HelmError(renderMessages.chartOutside(chart, display(root, full), target));
      } else if (entry.isDirectory()) await walk(full);
    }
  };
  await walk(root);
}

function display(root: string, path: string): string {
  return relative(root, path).split(sep).join("/");
}

/** A call of Helm's `lookup` inside a template action (not `.Values.lookup`, not `$lookup`). */
const LOOKUP_CALL = /(?<![\w.$])lookup\b/;
const ACTION = /\{\{(?!\/\*)([\s\S]*?)\}\}/g;

/** True when template text calls `lookup` in one of its actions (comments left out). */
export function callsLookup(text: string): boolean {
  for (const match of text.matchAll(ACTION)) {
    const action = match[1]!.replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"|`[^`]*`/g, '""');
    if (LOOKUP_CALL.test(action)) return true;
  }
  return false;
}

/**
 * The chart's template files (its own and its unpacked subcharts', paths relative to the chart's
 * parent as Helm names them: `app/templates/x.yaml`) that call `lookup`.
 */
export async function lookupCallers(dir: string, chartName: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (current: string, rel: string, inTemplates: boolean): Promise<void> => {
    const entries = (await readdir(current, { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      const full = join(current, entry.name);
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        await walk(full, path, inTemplates || entry.name === "templates");
      } else if (inTemplates && entry.isFile()) {
        if (callsLookup(await readFile(full, "utf8"))) found.push(path);
      }
    }
  };
  await walk(dir, chartName, false);
  return found;
}
