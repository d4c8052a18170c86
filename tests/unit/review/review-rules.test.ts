import { describe, expect, it } from "vitest";
import { validateForm } from "../../../app/platform/validation/form";
import {
  afterOutcome,
  DispositionSchema,
  mayCorrect,
  mayDispose,
  parseQueueQuery,
  REVIEW_MESSAGES,
  submittedBefore,
  tellsInspector,
  waited,
} from "../../../app/features/review/review-rules";
import { reviewAudience } from "../../../app/features/notifications/case-audience";

describe("the disposition form", () => {
  it("needs a remark for every outcome but Verified", () => {
    expect(validateForm(DispositionSchema, { intent: "dispose", outcome: "verified", remark: "" }).ok).toBe(true);
    for (const outcome of ["not_verified", "revisit", "not_found"]) {
      const r = validateForm(DispositionSchema, { intent: "dispose", outcome, remark: "   " });
      expect(r.ok, outcome).toBe(false);
      if (!r.ok) expect(r.errors).toEqual({ remark: REVIEW_MESSAGES.remark });
    }
    expect(validateForm(DispositionSchema, { intent: "dispose", outcome: "revisit", remark: " Blurry board " })).toMatchObject({
      ok: true,
      data: { remark: "Blurry board" },
    });
  });

  it("refuses an unknown outcome with its field error", () => {
    const r = validateForm(DispositionSchema, { intent: "dispose", outcome: "approved", remark: "x" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.outcome).toBe(REVIEW_MESSAGES.outcome);
  });
});

describe("what an outcome does to the case", () => {
  it("closes the case for a decision, opens the next visit for a Re-visit", () => {
    expect(afterOutcome("verified", 1, "u")).toEqual({ status: "verified", visit: 1 });
    expect(afterOutcome("not_found", 2, "u")).toEqual({ status: "not_found", visit: 2 });
    expect(afterOutcome("revisit", 1, "u")).toEqual({ status: "revisit", visit: 2 });
    expect(afterOutcome("revisit", 1, null)).toEqual({ status: "unassigned", visit: 2 });
  });

  it("tells the inspector of Not verified and Re-visit only", () => {
    expect(["verified", "not_verified", "revisit", "not_found"].filter((o) => tellsInspector(o as never))).toEqual(["not_verified", "revisit"]);
  });

  it("never lets a reviewer decide on their own inspection", () => {
    expect(mayDispose("a", "a")).toBe(false);
    expect(mayDispose("a", "b")).toBe(true);
  });
});

describe("a correction", () => {
  const inForce = { id: "d1", outcome: "verified" as const, visit: 1, inspectionId: "i1" };
  const decided = { status: "verified" as const, visit: 1, inspectionId: "i1", dispositionId: "d1" };
  it("replaces the decision in force while the case stands where it left it", () => {
    expect(mayCorrect(decided, inForce)).toBe(true);
    expect(mayCorrect({ ...decided, status: "revisit", visit: 2 }, { ...inForce, outcome: "revisit" })).toBe(true);
  });
  it("is refused once the case moved on: another decision, a new capture, a reopen", () => {
    expect(mayCorrect({ ...decided, dispositionId: "d2" }, inForce)).toBe(false);
    expect(mayCorrect({ ...decided, inspectionId: "i2", status: "submitted", visit: 2 }, { ...inForce, outcome: "revisit" })).toBe(false);
    expect(mayCorrect({ ...decided, status: "revisit", visit: 2 }, inForce)).toBe(false);
  });
});

describe("who hears of a submission", () => {
  it("the reviewers, or managers and owners when there are none", () => {
    expect(
      reviewAudience([
        { userId: "o", role: "owner" },
        { userId: "r", role: "reviewer" },
        { userId: "m", role: "manager" },
      ]),
    ).toEqual(["r"]);
    expect(
      reviewAudience([
        { userId: "o", role: "owner" },
        { userId: "m", role: "manager" },
        { userId: "i", role: "inspector" },
      ]),
    ).toEqual(["o", "m"]);
  });
});

describe("the queue's filters", () => {
  it("reads known values and drops the rest", () => {
    expect(parseQueueQuery(new URLSearchParams("inspector=u-1&type=office&age=24h&after=2026-01-01T00:00:00.000Z|c-1"))).toEqual({
      inspector: "u-1",
      type: "office",
      age: "24h",
      after: { submittedAt: "2026-01-01T00:00:00.000Z", id: "c-1" },
    });
    expect(parseQueueQuery(new URLSearchParams("inspector=a b&type=castle&age=1y&after=nobar"))).toEqual({ inspector: null, type: null, age: "", after: null });
  });

  it("turns an age into the latest submission time it admits", () => {
    const now = new Date("2026-11-27T12:00:00.000Z");
    expect(submittedBefore("", now)).toBeNull();
    expect(submittedBefore("24h", now)).toBe("2026-11-26T12:00:00.000Z");
    expect(submittedBefore("3d", now)).toBe("2026-11-24T12:00:00.000Z");
  });

  it("says how long a case has waited", () => {
    const now = new Date("2026-11-27T12:00:00.000Z");
    expect(waited("2026-11-27T11:30:00.000Z", now)).toBe("30 min");
    expect(waited("2026-11-26T09:00:00.000Z", now)).toBe("27 h");
    expect(waited("2026-11-20T12:00:00.000Z", now)).toBe("7 days");
  });
});
