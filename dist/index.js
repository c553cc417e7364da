import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);

// src/action.ts
async function run() {
  throw new Error("not yet implemented");
}

// src/index.ts
await run();
