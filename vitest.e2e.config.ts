import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    // One more try for a browser test that fails once on this two-core machine (a toast missed under
    // load). It still fails if it fails twice, and the log marks a test that needed it "(retry x1)".
    retry: 1,
    hookTimeout: 120_000,
  },
});
