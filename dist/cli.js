#!/usr/bin/env node
import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);

// src/cli/main.ts
async function main(_argv) {
  return 2;
}

// src/cli.ts
process.exitCode = await main(process.argv.slice(2));
