import { run } from "./action.js";
import { limitHeapGrowth } from "./heap.js";

limitHeapGrowth();
await run();
