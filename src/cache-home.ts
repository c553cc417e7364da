import { resolve } from "node:path";

/**
 * The user's cache directory (XDG_CACHE_HOME, else ~/.cache): charts, renders and node's compile
 * cache live below `kustomize-sync` there. A module of its own, so that the CLI's first lines can
 * read it before the engine loads.
 */
export function cacheHome(): string {
  return process.env.XDG_CACHE_HOME || resolve(process.env.HOME || process.cwd(), ".cache");
}
