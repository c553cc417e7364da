export * from "./kustomization.js";
export * from "./objectRef.js";
export * from "./report.js";
export * from "./source.js";
export * from "./manifest.js";
export * from "./duration.js";
export * from "./logger.js";
export * from "./ownership.js";
