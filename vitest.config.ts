import { defineConfig } from "vitest/config";

// `npm test` (scripts/test.mjs) starts the local control plane and exports
// KUSTOMIZE_SYNC_TEST_KUBECONFIG before running this; end-to-end tests read it.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ["default", "./test/support/summary-reporter.ts"],
  },
});
