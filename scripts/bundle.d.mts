import type { Metafile } from "esbuild";

/** Bundles src/index.ts and src/cli.ts into `outdir` (default: dist/); resolves to esbuild's metafile of that build. */
export function bundle(outdir?: string): Promise<Metafile>;
/** Bundles named exports of engine modules (paths relative to the repository) into one ESM file. */
export function bundleSources(exportsByModule: Record<string, string[]>, outfile: string): Promise<string>;
