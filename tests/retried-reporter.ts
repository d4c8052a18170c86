// A test that passes only on a second try is a flaky test, and a tier that allows second tries hides them:
// this reporter writes to the file RETRIED_OUT names the tier's `retry` setting and every test tried more
// than once, and scripts/test.mjs fails the run when either is not zero.
import { mkdirSync, writeFileSync } from "node:fs";
import type { Reporter, TestCase, Vitest } from "vitest/node";

export default class RetriedReporter implements Reporter {
  private retry = 0;
  private retried: string[] = [];

  onInit(vitest: Vitest) {
    this.retry = Math.max(0, ...vitest.projects.map((p) => Number(p.config.retry) || 0));
  }

  onTestCaseResult(testCase: TestCase) {
    const tries = testCase.diagnostic()?.retryCount ?? 0;
    if (tries > 0) this.retried.push(`${testCase.module.moduleId}: ${testCase.fullName} (retried ${tries}x)`);
  }

  onTestRunEnd() {
    const out = process.env.RETRIED_OUT;
    if (!out) return;
    mkdirSync("test-results", { recursive: true });
    writeFileSync(out, JSON.stringify({ retry: this.retry, retried: this.retried }, null, 2));
  }
}
