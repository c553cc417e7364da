import { defineConfig } from "vitest/config";

// `npm test` (scripts/test.mjs) starts the local control plane and exports
// KUSTOMIZE_SYNC_TEST_KUBECONFIG before running this; end-to-end tests read it.
// `npm run test:unit` runs the `unit` project alone: no cluster needed.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ["default", "./test/support/summary-reporter.ts"],
    projects: [
      { extends: true, test: { name: "unit", include: ["test/unit/**/*.test.ts"] } },
      { extends: true, test: { name: "e2e", include: ["test/e2e/**/*.test.ts"] } },
    ],
  },
});
