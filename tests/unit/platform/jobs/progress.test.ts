import { describe, expect, it } from "vitest";
import { jobFinished, jobPercent } from "../../../../app/platform/jobs/progress";

describe("jobPercent", () => {
  it("counts processed rows of the total, in whole percent", () => {
    expect(jobPercent({ total: 3, processed: 1, status: "running" })).toBe(33);
    expect(jobPercent({ total: 200, processed: 200, status: "done" })).toBe(100);
  });
  it("is complete for a finished job with nothing to count, and nothing before", () => {
    expect(jobPercent({ total: 0, processed: 0, status: "done" })).toBe(100);
    expect(jobPercent({ total: 0, processed: 0, status: "failed" })).toBe(0);
    expect(jobPercent({ total: 0, processed: 0, status: "queued" })).toBe(0);
  });
});

describe("jobFinished", () => {
  it("is true once done or failed", () => {
    expect(["queued", "running", "done", "failed"].map((status) => jobFinished({ status: status as "done" }))).toEqual([false, false, true, true]);
    expect(jobFinished(null)).toBe(false);
  });
});
