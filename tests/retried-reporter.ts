// A test that passes only on a second try is a failing test: this reporter lists every test that was
// tried more than once in the file RETRIED_OUT names, and scripts/test.mjs fails the run on any.
// The configs set `retry: 0`; this is the check that keeps it so, whatever a config or a flag says.
import { mkdirSync, writeFileSync } from "node:fs";
import type { Reporter, TestCase } from "vitest/node";

export default class RetriedReporter implements Reporter {
  private retried: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const tries = testCase.diagnostic()?.retryCount ?? 0;
    if (tries > 0) this.retried.push(`${testCase.module.moduleId}: ${testCase.fullName} (retried ${tries}x)`);
  }

  onTestRunEnd() {
    const out = process.env.RETRIED_OUT;
    if (!out) return;
    mkdirSync("test-results", { recursive: true });
    writeFileSync(out, JSON.stringify(this.retried, null, 2));
  }
}
