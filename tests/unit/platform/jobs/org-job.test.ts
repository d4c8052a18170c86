import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { JobQuery } from "../../../../app/platform/jobs/org-job.server";

describe("JobQuery", () => {
  it("takes a job id of letters, digits and _:.- or none, and refuses anything else as not found", () => {
    expect(v.parse(JobQuery, { job: "01HX:job_1.2-3" })).toEqual({ job: "01HX:job_1.2-3" });
    expect(v.parse(JobQuery, {})).toEqual({});
    for (const job of ["", "a b", "x".repeat(101), "a/b"]) {
      const result = v.safeParse(JobQuery, { job });
      expect(result.success, job).toBe(false);
      expect(result.issues?.[0].message).toBe("Job not found");
    }
  });
});
