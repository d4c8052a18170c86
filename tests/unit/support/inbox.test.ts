import { describe, expect, it } from "vitest";
import { answerBy, inboxFilters, isOverdue, remindThrough, timeLeft } from "../../../app/features/support/inbox";

const received = new Date("2026-11-27T08:00:00.000Z");

describe("the answer-by time", () => {
  it("is 4 hours after receipt for Premium and 24 for the rest", () => {
    expect(answerBy("premium", received)).toBe("2026-11-27T12:00:00.000Z");
    expect(answerBy("free", received)).toBe("2026-11-28T08:00:00.000Z");
  });

  it("makes an open message overdue once passed, and never an answered or closed one", () => {
    const due = "2026-11-27T12:00:00.000Z";
    const after = new Date("2026-11-27T12:00:01.000Z");
    expect(isOverdue({ status: "open", answerBy: due }, new Date("2026-11-27T11:59:59.000Z"))).toBe(false);
    expect(isOverdue({ status: "open", answerBy: due }, after)).toBe(true);
    expect(isOverdue({ status: "answered", answerBy: due }, after)).toBe(false);
    expect(isOverdue({ status: "closed", answerBy: due }, after)).toBe(false);
  });

  it("words the time left and the time overdue", () => {
    const due = "2026-11-27T12:00:00.000Z";
    expect(timeLeft(due, new Date("2026-11-27T08:40:00.000Z"))).toBe("due in 3 h 20 min");
    expect(timeLeft(due, new Date("2026-11-27T10:00:00.000Z"))).toBe("due in 2 h");
    expect(timeLeft(due, new Date("2026-11-27T12:25:00.000Z"))).toBe("overdue by 25 min");
  });

  it("reminds of messages due within the next hour", () => {
    expect(remindThrough(received)).toBe("2026-11-27T09:00:00.000Z");
  });
});

describe("the inbox's filters", () => {
  it("reads known values and takes anything else as all", () => {
    expect(inboxFilters(new URLSearchParams("status=open&category=bug&priority=high"))).toEqual({ status: "open", category: "bug", priority: "high" });
    expect(inboxFilters(new URLSearchParams("status=lost&category=x&priority=urgent"))).toEqual({ status: "", category: "", priority: "" });
  });
});
