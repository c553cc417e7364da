/** Bundles src/index.ts and src/cli.ts into `outdir` (default: dist/). */
export function bundle(outdir?: string): Promise<void>;
