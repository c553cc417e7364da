import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);

// src/cache-home.ts
import { resolve } from "node:path";
function cacheHome() {
  return process.env.XDG_CACHE_HOME || resolve(process.env.HOME || process.cwd(), ".cache");
}

export {
  cacheHome
};
