import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);

// src/heap.ts
import { setFlagsFromString } from "node:v8";
function limitHeapGrowth() {
  setFlagsFromString("--heap-growing-percent=50");
}

export {
  limitHeapGrowth
};
