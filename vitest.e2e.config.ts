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
    // One more try, for now: full runs two files at a time still show about two flaky browser tests in 86
    // (listed in docs/architecture.md), each a different one each run. scripts/test.mjs names every test that
    // needed it, so each is mended and this goes to 0.
    retry: 1,
    hookTimeout: 120_000,
    // A page answers in seconds on this busy two-core machine: a poll waits as long as a locator would.
    expect: { poll: { timeout: 30_000 } },
  },
});
