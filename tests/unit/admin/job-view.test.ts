import { describe, expect, it } from "vitest";
import { adminJobView } from "../../../app/features/admin/job-view";
import type { Job } from "../../../app/platform/db/schema";

const job = (input: Record<string, unknown>): Job => ({
  id: "j1",
  kind: "case-csv",
  status: "done",
  createdBy: "u1",
  total: 3,
  processed: 3,
  succeeded: 2,
  failed: 1,
  message: "Imported 2 cases from borrowers.csv",
  errors: [{ row: 3, reason: 'Unknown verification type "Kapoor home"' }],
  input,
  createdAt: "2026-11-28T10:00:00.000Z",
  updatedAt: "2026-11-28T10:00:05.000Z",
  finishedAt: "2026-11-28T10:00:05.000Z",
});

describe("adminJobView", () => {
  it("gives an organization's job as counts only", () => {
    const view = adminJobView(job({ organizationId: "o1", fileName: "borrowers.csv" }));
    expect(view).toEqual({
      id: "j1",
      kind: "case-csv",
      status: "done",
      total: 3,
      processed: 3,
      succeeded: 2,
      failed: 1,
      message: null,
      errors: [],
      createdAt: "2026-11-28T10:00:00.000Z",
      updatedAt: "2026-11-28T10:00:05.000Z",
      finishedAt: "2026-11-28T10:00:05.000Z",
    });
  });
  it("keeps the details of the administrator's own jobs", () => {
    const view = adminJobView(job({ fileName: "companies.csv" }));
    expect(view.message).toBe("Imported 2 cases from borrowers.csv");
    expect(view.errors).toHaveLength(1);
    expect(view).not.toHaveProperty("input");
  });
});
