// A test that passes only on a second try is a flaky test: this reporter lists every test that was tried
// more than once in the file RETRIED_OUT names, and scripts/test.mjs names them at the end of the run.
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
