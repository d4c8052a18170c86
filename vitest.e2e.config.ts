import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    // Files run two at a time against the one served app: each test makes its own users
    // (browser.ts `signedIn`) and reads only what they own, so nothing is shared between files.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 90_000,
    // A test that passes only on a second try is a failing test (scripts/test.mjs checks it too).
    retry: 0,
    hookTimeout: 120_000,
    // A page answers in seconds on this busy two-core machine: a poll waits as long as a locator would.
    expect: { poll: { timeout: 30_000 } },
  },
});
