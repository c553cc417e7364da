export * from "./duration.js";
export * from "./kustomization.js";
export * from "./logger.js";
export * from "./manifest.js";
export * from "./objectRef.js";
export * from "./ownership.js";
export * from "./report.js";
export * from "./source.js";
