import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  runPostRenderPlugin
} from "./chunks/chunk-T46VQG7X.js";
import "./chunks/chunk-H2ZCAGYU.js";
import "./chunks/chunk-PZILXVI7.js";

// src/helm/post-render-main.ts
process.exitCode = await runPostRenderPlugin(process.argv[2] ?? "");
