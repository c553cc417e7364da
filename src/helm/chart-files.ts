// What is checked in a chart before Helm reads it: that it stays inside itself, and whether its
// templates call `lookup`.
import { readdir, readFile, realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { within } from "../render/index.js";
import { gunzip } from "../sources/extract.js";
import { renderMessages } from "./messages.js";
import { HelmError } from "./types.js";

/**
 * Refuses a chart with a symlink that resolves outside the chart directory. Helm's loader follows
 * symlinks (pkg/chart/loader via sympath.Walk), so a chart from a Git source could otherwise read
 * any file of the runner (a kubeconfig, a credentials file) into `.Files` and print it. Source
 * confinement (build/confine.ts) applies the same rule to kustomize.
 */
export async function confineChart(dir: string, chart: string): Promise<void> {
  const root = await realpath(dir).catch(() => {
    throw new HelmError(renderMessages.chartMissing(chart, dir));
  });
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
 * The chart's template files (its own and its subcharts', unpacked or packaged as charts/*.tgz,
 * named as Helm names them: `app/templates/x.yaml`, `app/charts/sub/templates/y.yaml`) that call
 * `lookup`.
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
      if (entry.isDirectory()) await walk(full, path, inTemplates || entry.name === "templates");
      else if (!entry.isFile()) continue;
      else if (inTemplates) {
        if (callsLookup(await readFile(full, "utf8"))) found.push(path);
      } else if (rel.endsWith("/charts") && entry.name.endsWith(".tgz"))
        found.push(...(await packagedCallers(await readFile(full), rel)));
    }
  };
  await walk(dir, chartName, false);
  return found;
}

/** A packaged chart is small; an entry larger than this is not a template anyone writes. */
const MAX_TEMPLATE_BYTES = 4 * 1024 * 1024;

/** lookupCallers for a packaged subchart (`sub/templates/x.yaml` entries), under `prefix` (`app/charts`). */
async function packagedCallers(archive: Buffer, prefix: string): Promise<string[]> {
  const found: string[] = [];
  // Imported here, as in sources/extract.ts: most runs unpack no archive.
  // default: esbuild exports a CommonJS package's chunk as its default alone (Node names its exports too).
  const { extract } = (await import("tar-stream")).default;
  const untar = extract();
  const reading = (async () => {
    for await (const entry of untar) {
      const { name, size, type } = entry.header;
      const chunks: Buffer[] = [];
      const wanted = type === "file" && (size ?? 0) <= MAX_TEMPLATE_BYTES;
      for await (const chunk of entry) if (wanted) chunks.push(chunk as Buffer);
      if (!wanted) continue;
      const parts = name.split("/");
      if (parts.slice(1, -1).includes("templates")) {
        if (callsLookup(Buffer.concat(chunks).toString("utf8"))) found.push(`${prefix}/${name}`);
      } else if (parts.at(-2) === "charts" && name.endsWith(".tgz")) {
        found.push(
          ...(await packagedCallers(Buffer.concat(chunks), `${prefix}/${parts.slice(0, -1).join("/")}`)),
        );
      }
    }
  })();
  try {
    await pipeline(Readable.from([archive]), gunzip(), untar);
  } catch {
    // Not a gzipped tar: Helm refuses the chart itself, with its own message.
  }
  await reading.catch(() => undefined);
  return found;
}
