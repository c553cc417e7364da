/** Bundles src/index.ts and src/cli.ts into `outdir` (default: dist/). */
export function bundle(outdir?: string): Promise<void>;
/** Bundles named exports of engine modules (paths relative to the repository) into one ESM file. */
export function bundleSources(exportsByModule: Record<string, string[]>, outfile: string): Promise<string>;
