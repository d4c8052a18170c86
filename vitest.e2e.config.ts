import { defineConfig } from "vitest/config";
import LongestFirst from "./tests/e2e/longest-first";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    // Three files at a time against the one served app: each test makes its own users (browser.ts `signedIn`)
    // and reads only what they own, so nothing is shared between files. A new file needs nothing more.
    // Three, on two cores, because much of a browser test is waiting (a reminder's alarm, a throttled page):
    // the tier took 460 s at three against 512-578 s at two.
    fileParallelism: true,
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    // Two files side by side on two busy cores: a long flow (two captures and a save) can pass 90 s.
    testTimeout: 180_000,
    // No second try: a flaky test is mended, not retried (scripts/test.mjs fails a run that retried).
    retry: 0,
    hookTimeout: 120_000,
    // A page answers in seconds on this busy two-core machine: a poll waits as long as a locator would.
    expect: { poll: { timeout: 30_000 } },
  },
});
